// recognise_channel_gathers: ShuffleNetV2's channel shuffle of a channel concat (whole, or each
// half that the next block splits off) becomes linrt.channel_gather of the concat's operands;
// between convs with 24 or 58 channels per branch (padded NCHW16c blocks) everything stays
// blocked. Checked against the shuffle worked out by hand and against the reference executor
// (on the CPU plan, blocked, and on Vulkan where there is a device).
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "linrt/linrt.h"
#include "plan_test_util.h"

namespace {

std::string t4(int64_t c, int64_t hw) {
  return "tensor<1x" + std::to_string(c) + "x" + std::to_string(hw) + "x" + std::to_string(hw) + "xf32>";
}

// A 1x1 linrt.conv2d without bias.
std::string conv1x1(const std::string& name, const std::string& in, const std::string& w, int64_t c, int64_t f,
                    int64_t hw) {
  return "  %" + name + " = \"linrt.conv2d\"(%" + in + ", %" + w +
         ") <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = \"nchw\", strides = array<i64: 1, 1>, dilations = "
         "array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, groups = 1 : i64}> : (" +
         t4(c, hw) + ", tensor<" + std::to_string(f) + "x" + std::to_string(c) + "x1x1xf32>) -> " + t4(f, hw) + "\n";
}

// The shuffle of cat(%a, %b) (h channels each, 5x5) as %s [1, 2h, 5, 5].
std::string shuffle(int64_t h) {
  const std::string hs = std::to_string(h), five = "x5x5xf32>";
  return "  %cat = tensor.concat dim(1) %a, %b : (" + t4(h, 5) + ", " + t4(h, 5) + ") -> " + t4(2 * h, 5) + "\n" +
         "  %e = tensor.expand_shape %cat [[0], [1, 2], [3], [4]] output_shape [1, 2, " + hs + ", 5, 5] : " +
         t4(2 * h, 5) + " into tensor<1x2x" + hs + five + "\n" + "  %t0 = tensor.empty() : tensor<1x" + hs + "x2" +
         five + "\n" + "  %t = linalg.transpose ins(%e : tensor<1x2x" + hs + five + ") outs(%t0 : tensor<1x" + hs +
         "x2" + five + ") permutation = [0, 2, 1, 3, 4]\n" + "  %s = tensor.collapse_shape %t [[0], [1, 2], [3], [4]] : tensor<1x" +
         hs + "x2" + five + " into " + t4(2 * h, 5) + "\n";
}

// x [1, 16, 5, 5] -> two 1x1 convs of h channels (a, b) -> shuffle of their concat; with `split`
// the two halves go to a 1x1 conv each (h -> 8: results r1, r2), else the whole shuffle goes to
// one (2h -> 8: result r1).
std::string block(int64_t h, bool split) {
  const std::string hs = std::to_string(h), hh = std::to_string(2 * h);
  std::string s = "func.func @forward(%x: " + t4(16, 5) + ", %wa: tensor<" + hs + "x16x1x1xf32>, %wb: tensor<" + hs +
                  "x16x1x1xf32>, %w1: tensor<8x" + (split ? hs : hh) + "x1x1xf32>, %w2: tensor<8x" + hs +
                  "x1x1xf32>) -> (" + t4(8, 5) + (split ? ", " + t4(8, 5) : "") + ") {\n" +
                  conv1x1("a", "x", "wa", 16, h, 5) + conv1x1("b", "x", "wb", 16, h, 5) + shuffle(h);
  if (!split) return s + conv1x1("r1", "s", "w1", 2 * h, 8, 5) + "  return %r1 : " + t4(8, 5) + "\n}\n";
  s += "  %x1 = tensor.extract_slice %s[0, 0, 0, 0] [1, " + hs + ", 5, 5] [1, 1, 1, 1] : " + t4(2 * h, 5) + " to " +
       t4(h, 5) + "\n";
  s += "  %x2 = tensor.extract_slice %s[0, " + hs + ", 0, 0] [1, " + hs + ", 5, 5] [1, 1, 1, 1] : " + t4(2 * h, 5) +
       " to " + t4(h, 5) + "\n";
  return s + conv1x1("r1", "x1", "w1", h, 8, 5) + conv1x1("r2", "x2", "w2", h, 8, 5) + "  return %r1, %r2 : " +
         t4(8, 5) + ", " + t4(8, 5) + "\n}\n";
}

int64_t recognised(const std::string& text) {
  auto m = linrt::graph::parse_module(text, "shuffle.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  return stats.recognised_at(linrt::graph::OpId::LinrtChannelGather);
}

}  // namespace

TEST_CASE("channel_gather: the shuffle of a concat by hand, whole and in halves") {
  // a, b [1, 3, 2, 2] (shuffled channel j of cat(a, b) is channel (j % 2) * 3 + j / 2); the
  // whole shuffle as a result, so no split narrows it.
  const std::string text = R"(
func.func @forward(%a: tensor<1x3x2x2xf32>, %b: tensor<1x3x2x2xf32>) -> tensor<1x6x2x2xf32> {
  %cat = tensor.concat dim(1) %a, %b : (tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) -> tensor<1x6x2x2xf32>
  %e = tensor.expand_shape %cat [[0], [1, 2], [3], [4]] output_shape [1, 2, 3, 2, 2] : tensor<1x6x2x2xf32> into tensor<1x2x3x2x2xf32>
  %t0 = tensor.empty() : tensor<1x3x2x2x2xf32>
  %t = linalg.transpose ins(%e : tensor<1x2x3x2x2xf32>) outs(%t0 : tensor<1x3x2x2x2xf32>) permutation = [0, 2, 1, 3, 4]
  %s = tensor.collapse_shape %t [[0], [1, 2], [3], [4]] : tensor<1x3x2x2x2xf32> into tensor<1x6x2x2xf32>
  return %s : tensor<1x6x2x2xf32>
}
)";
  CHECK(recognised(text) == 1);
  auto planned = plan_test::plan_of(text);
  CHECK(plan_test::count_dispatches(*planned.plan, "channel_gather.copy").named == 1);
  CHECK(planned.plan->dispatches.size() == 1);  // no concat made
  const linrt::Model model = linrt::Model::load_from_memory(text, "shuffle.mlir");
  std::vector<float> a(12), b(12);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = float(i) + 1.0f;
    b[i] = -float(i) - 0.5f;
  }
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(a.data(), linrt::DType::F32, {1, 3, 2, 2}),
                                           linrt::Tensor::view(b.data(), linrt::DType::F32, {1, 3, 2, 2})};
  const std::vector<linrt::Tensor> got = model.session().run(args);
  REQUIRE(got.size() == 1);
  const float want[6][4] = {{1, 2, 3, 4}, {-0.5f, -1.5f, -2.5f, -3.5f}, {5, 6, 7, 8},
                            {-4.5f, -5.5f, -6.5f, -7.5f}, {9, 10, 11, 12}, {-8.5f, -9.5f, -10.5f, -11.5f}};
  for (int j = 0; j < 6; ++j)
    for (int p = 0; p < 4; ++p) {
      CAPTURE(j);
      CAPTURE(p);
      CHECK(got[0].data_as<float>()[j * 4 + p] == want[j][p]);
    }
  plan_test::check_against_reference(model, args, 0.0f);
}

TEST_CASE("channel_gather: ShuffleNet's split halves between convs, blocked where the branches have 16 or more channels") {
  for (int64_t h : {8, 24, 58, 116}) {
    for (bool split : {true, false}) {
      CAPTURE(h);
      CAPTURE(split);
      const std::string text = block(h, split);
      CHECK(recognised(text) == (split ? 2 : 1));
      linrt::engine::PlanOptions blocked;
      blocked.blocked_layouts = true;
      plan_test::Planned p = plan_test::plan_of(text, blocked);
      CHECK(plan_test::count_dispatches(*p.plan, "").fallbacks == 0);
      CHECK(plan_test::count_dispatches(*p.plan, h >= 16 ? "channel_gather.blocked" : "channel_gather.copy").named ==
            (split ? 2 : 1));
      for (const auto& d : p.plan->dispatches) CHECK(p.plan->kernels[d.kernel].root_kind != "tensor.concat");
      // The branches and the gathers' results stay NCHW16c: only the convs at the edges convert.
      CHECK(plan_test::is_blocked(*p.plan, "a") == (h >= 16));
      CHECK(plan_test::is_blocked(*p.plan, "b") == (h >= 16));
      CHECK(p.plan->layout_conversions == (h >= 16 ? (split ? 4u : 3u) : 0u));
      const std::vector<std::vector<int64_t>> shapes = {
          {1, 16, 5, 5}, {h, 16, 1, 1}, {h, 16, 1, 1}, {8, split ? h : 2 * h, 1, 1}, {8, h, 1, 1}};
      CHECK(plan_test::check_against_reference(text, shapes, 1e-5f, true) == 0);
    }
  }
}

TEST_CASE("channel_gather: bad channels and operands are errors naming the op") {
  const std::string text = R"(
func.func @forward(%a: tensor<1x3x2x2xf32>, %b: tensor<1x3x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = "linrt.channel_gather"(%a, %b) {channels = array<i64: 5, CH>} : (tensor<1x3x2x2xf32>, tensor<1x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
)";
  std::vector<float> a(12, 1.0f), b(12, 2.0f);
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(a.data(), linrt::DType::F32, {1, 3, 2, 2}),
                                           linrt::Tensor::view(b.data(), linrt::DType::F32, {1, 3, 2, 2})};
  for (const char* ch : {"6", "-1"}) {
    CAPTURE(ch);
    std::string bad = text;
    bad.replace(bad.find("CH"), 2, ch);
    try {
      const linrt::Model model = linrt::Model::load_from_memory(bad, "gather.mlir");
      (void)model.session().run(args);
      FAIL("expected an error");
    } catch (const linrt::Error& e) {
      CHECK(std::string(e.what()).find("gather.mlir:3") != std::string::npos);
      CHECK(std::string(e.what()).find("channel") != std::string::npos);
    }
  }
  std::string ok = text;
  ok.replace(ok.find("CH"), 2, "0");
  const linrt::Model model = linrt::Model::load_from_memory(ok, "gather.mlir");
  const std::vector<linrt::Tensor> got = model.session().run(args);
  for (int p = 0; p < 4; ++p) {
    CHECK(got[0].data_as<float>()[p] == 2.0f);      // channel 5: b's channel 2
    CHECK(got[0].data_as<float>()[4 + p] == 1.0f);  // channel 0: a's channel 0
  }
}
