// narrow_sliced_copies: ShuffleNetV2's channel shuffle (concat, view as [1, 2, C/2, H, W],
// transpose the two channel dims, collapse) and split (two channel slices) plan as one copy per
// half, with no slice dispatch; near misses (a slice across the shuffle's pairs, a transpose
// also read whole, overlapping slices) stay as written. Every form is checked against values
// worked out by hand from the shuffle's definition, on the CPU plan and (where there is one) on
// Vulkan through check_against_reference.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "linrt/linrt.h"
#include "plan_test_util.h"

namespace {

// a, b: [1, 6, 2, 3]; the shuffle of cat(a, b) as [1, 12, 2, 3], sliced at `off0` and `off1`
// (6 channels each); `extra` is appended to the results (and `extra_type` to their types).
std::string shuffle_split(int off0, int off1, const std::string& extra = "", const std::string& extra_type = "") {
  return R"(
func.func @forward(%a: tensor<1x6x2x3xf32>, %b: tensor<1x6x2x3xf32>) -> (tensor<1x6x2x3xf32>, tensor<1x6x2x3xf32>)" +
         extra_type + R"() {
  %c = tensor.concat dim(1) %a, %b : (tensor<1x6x2x3xf32>, tensor<1x6x2x3xf32>) -> tensor<1x12x2x3xf32>
  %e = tensor.expand_shape %c [[0], [1, 2], [3], [4]] output_shape [1, 2, 6, 2, 3] : tensor<1x12x2x3xf32> into tensor<1x2x6x2x3xf32>
  %t0 = tensor.empty() : tensor<1x6x2x2x3xf32>
  %t = linalg.transpose ins(%e : tensor<1x2x6x2x3xf32>) outs(%t0 : tensor<1x6x2x2x3xf32>) permutation = [0, 2, 1, 3, 4]
  %s = tensor.collapse_shape %t [[0], [1, 2], [3], [4]] : tensor<1x6x2x2x3xf32> into tensor<1x12x2x3xf32>
  %x1 = tensor.extract_slice %s[0, )" + std::to_string(off0) + R"(, 0, 0] [1, 6, 2, 3] [1, 1, 1, 1] : tensor<1x12x2x3xf32> to tensor<1x6x2x3xf32>
  %x2 = tensor.extract_slice %s[0, )" + std::to_string(off1) + R"(, 0, 0] [1, 6, 2, 3] [1, 1, 1, 1] : tensor<1x12x2x3xf32> to tensor<1x6x2x3xf32>
  return %x1, %x2)" + extra + R"( : tensor<1x6x2x3xf32>, tensor<1x6x2x3xf32>)" + extra_type + R"(
}
)";
}

int64_t narrowed(const std::string& text) {
  auto m = linrt::graph::parse_module(text, "shuffle.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  return stats.at("sliced_copies_narrowed");
}

// Runs `text` on the CPU plan and checks results 0 and 1 against the shuffle by hand: shuffled
// channel j is channel (j % 2) * 6 + j / 2 of cat(a, b); result r is shuffled channels
// [off_r, off_r + 6).
void check_shuffle(const std::string& text, int off0, int off1) {
  const linrt::Model model = linrt::Model::load_from_memory(text, "shuffle.mlir");
  std::vector<float> a(36), b(36);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = float(i) * 0.5f + 1.0f;
    b[i] = -float(i) * 0.25f - 3.0f;
  }
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(a.data(), linrt::DType::F32, {1, 6, 2, 3}),
                                           linrt::Tensor::view(b.data(), linrt::DType::F32, {1, 6, 2, 3})};
  const std::vector<linrt::Tensor> got = model.session().run(args);
  REQUIRE(got.size() >= 2);
  const int offs[2] = {off0, off1};
  for (int r = 0; r < 2; ++r)
    for (int c = 0; c < 6; ++c)
      for (int p = 0; p < 6; ++p) {
        const int j = offs[r] + c, q = (j % 2) * 6 + j / 2;
        const float want = q < 6 ? a[size_t(q * 6 + p)] : b[size_t((q - 6) * 6 + p)];
        CAPTURE(r);
        CAPTURE(c);
        CAPTURE(p);
        CHECK(got[size_t(r)].data_as<float>()[c * 6 + p] == want);
      }
  plan_test::check_against_reference(model, args, 0.0f);
}

}  // namespace

TEST_CASE("narrow_sliced_copies: the channel shuffle and split copy each half once, with no slice dispatch") {
  const std::string text = shuffle_split(0, 6);
  CHECK(narrowed(text) == 2);
  auto planned = plan_test::plan_of(text);
  for (const auto& d : planned.plan->dispatches) CHECK(planned.plan->kernels[d.kernel].root_kind != "tensor.extract_slice");
  CHECK(plan_test::count_dispatches(*planned.plan, "").fallbacks == 0);
  check_shuffle(text, 0, 6);
}

TEST_CASE("narrow_sliced_copies: slices that are not boxes of the transpose, or a transpose read whole, stay") {
  // Offset 3 splits a pair of the shuffle's [6, 2] channel view: not a box.
  const std::string across = shuffle_split(3, 6);
  CHECK(narrowed(across) == 0);
  check_shuffle(across, 3, 6);
  // Overlapping slices would copy channels twice.
  const std::string overlapping = shuffle_split(2, 4);
  CHECK(narrowed(overlapping) == 0);
  check_shuffle(overlapping, 2, 4);
  // The shuffled tensor is also a result: the whole copy is needed anyway.
  const std::string whole = shuffle_split(0, 6, ", %s", ", tensor<1x12x2x3xf32>");
  CHECK(narrowed(whole) == 0);
  check_shuffle(whole, 0, 6);
}
