// Recognition on hand-written variants: forms the fixtures lack (NHWC, depthwise NHWC, a
// zero-filled init followed by a bias add) and near misses that must stay unrecognised (a pad
// with another value or on the channel dim, an embedding-bag-like generic with another
// condition); per-channel affine ops after a conv (batch norm in both spellings) folded into it,
// and ops that must not be. Every variant must compute the same before and after canonicalize.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "exec_test_util.h"
#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "fixture_util.h"
#include "linrt/linrt.h"

namespace {

using linrt::DType;
using linrt::HostTensor;
using linrt::graph::Module;
using linrt::graph::Operation;
using linrt::ref::RtValue;
using namespace linrt::testing;

std::map<std::string, int> op_counts(Module& m) {
  std::map<std::string, int> counts;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](Operation& op) { ++counts[op.name]; });
  return counts;
}

Operation* first_op(Module& m, const std::string& name) {
  Operation* found = nullptr;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](Operation& op) {
      if (!found && op.name == name) found = &op;
    });
  return found;
}

// Deterministic, varied test values.
std::vector<double> ramp(size_t n, double scale) {
  std::vector<double> v(n);
  for (size_t k = 0; k < n; ++k) v[k] = scale * double(int((k * 7 + 3) % 11) - 5);
  return v;
}

// dense<"0x..."> spelling of f32 values.
std::string hex_dense(const std::vector<double>& values) {
  static const char* digits = "0123456789ABCDEF";
  std::string s = "dense<\"0x";
  for (double d : values) {
    float f = float(d);
    uint8_t b[4];
    std::memcpy(b, &f, 4);
    for (uint8_t x : b) {
      s += digits[x >> 4];
      s += digits[x & 15];
    }
  }
  return s + "\">";
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

struct Outcome {
  std::map<std::string, int> counts;
  linrt::graph::PassStats stats;
  std::unique_ptr<Module> module;
};

// Runs `fn` of `text` on `args` before and after canonicalize, requires equal results (1e-5),
// and returns what canonicalize left.
Outcome same_before_and_after(const std::string& text, const std::vector<RtValue>& args,
                              const std::string& fn = "f") {
  MlirProgram before(text);
  auto a = before.call(fn, args);
  Outcome o;
  o.module = linrt::graph::parse_module(text, "test.mlir");
  linrt::graph::canonicalize(*o.module, o.stats);
  o.counts = op_counts(*o.module);
  linrt::ref::Executor exec(*o.module);
  auto b = exec.call(fn, args);
  REQUIRE(a.size() == b.size());
  for (size_t k = 0; k < a.size(); ++k) {
    REQUIRE(a[k].tensor.shape() == b[k].tensor.shape());
    for (int64_t i = 0; i < a[k].tensor.numel(); ++i)
      REQUIRE_MESSAGE(std::fabs(a[k].tensor.get_f64(i) - b[k].tensor.get_f64(i)) <= 1e-5,
                      "result " << k << " element " << i << ": " << b[k].tensor.get_f64(i)
                                << " vs " << a[k].tensor.get_f64(i));
  }
  return o;
}

// NCHW conv 2 -> 3 channels, 3x3, padding 1 on a 4x4 input, zero-filled init and a separate
// bias add (torch-mlir's form (c)). PAD_LOW/PAD_HIGH/PAD_VALUE/PADDED vary per test.
const char* kNchwTemplate = R"(
func.func @f(%x: tensor<1xCx4x4xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %pv = arith.constant PAD_VALUE : f32
  %p = tensor.pad %x low[PAD_LOW] high[PAD_HIGH] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pv : f32
  } : tensor<1xCx4x4xf32> to tensor<1x2x6x6xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%fill : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) dimensions = [0, 2, 3]
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %bb : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %s = arith.addf %in, %in_1 : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
})";

std::string nchw_variant(const std::string& channels, const std::string& low, const std::string& high,
                         const std::string& value) {
  std::string t = replace_all(kNchwTemplate, "xCx", "x" + channels + "x");
  t = replace_all(t, "PAD_LOW", low);
  t = replace_all(t, "PAD_HIGH", high);
  return replace_all(t, "PAD_VALUE", value);
}

RtValue weights_3x2x3x3() { return arg(DType::F32, {3, 2, 3, 3}, ramp(54, 0.25)); }

std::string fixture_text(const std::string& name) {
  std::ifstream in(std::filesystem::path(LINRT_FIXTURES_DIR) / name / "model.mlir");
  std::ostringstream s;
  s << in.rdbuf();
  REQUIRE(!s.str().empty());
  return s.str();
}

}  // namespace

TEST_CASE("passes: a zero-filled conv followed by a bias add becomes one linrt.conv2d") {
  const std::string text = nchw_variant("2", "0, 0, 1, 1", "0, 0, 1, 1", "0.0");
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 2, 4, 4}, ramp(32, 0.5)), weights_3x2x3x3()});
  CHECK(o.counts["linrt.conv2d"] == 1);
  CHECK(o.counts["linalg.generic"] == 0);
  CHECK(o.counts["tensor.pad"] == 0);
  CHECK(o.stats.at("conv_bias_adds_folded") == 1);
  Operation* conv = first_op(*o.module, "linrt.conv2d");
  REQUIRE(conv);
  CHECK(conv->operands.size() == 3);
}

TEST_CASE("passes: a pad with a non-zero value is not folded into a conv") {
  const std::string text = nchw_variant("2", "0, 0, 1, 1", "0, 0, 1, 1", "1.0");
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 2, 4, 4}, ramp(32, 0.5)), weights_3x2x3x3()});
  CHECK(o.counts["linrt.conv2d"] == 0);
  CHECK(o.counts["tensor.pad"] == 1);
  CHECK(o.counts["linalg.conv_2d_nchw_fchw"] == 1);
}

TEST_CASE("passes: a pad on the channel dim is not folded into a conv") {
  const std::string text = nchw_variant("1", "0, 1, 1, 1", "0, 0, 1, 1", "0.0");
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 1, 4, 4}, ramp(16, 0.5)), weights_3x2x3x3()});
  CHECK(o.counts["linrt.conv2d"] == 0);
  CHECK(o.counts["tensor.pad"] == 1);
}

TEST_CASE("passes: NHWC conv with a broadcast bias and a depthwise NHWC conv") {
  const std::string text = R"(
func.func @f(%x: tensor<1x4x5x2xf32>, %w: tensor<3x3x2x3xf32>) -> (tensor<1x2x3x3xf32>, tensor<1x4x5x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 1, 2, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x4x5x2xf32> to tensor<1x6x7x2xf32>
  %b = arith.constant dense<[0.25, -0.5, 1.5]> : tensor<3xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x2x3x3xf32>) dimensions = [0, 1, 2]
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%p, %w : tensor<1x6x7x2xf32>, tensor<3x3x2x3xf32>) outs(%bb : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %dw = arith.constant DW_WEIGHTS : tensor<3x3x2xf32>
  %p2 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x4x5x2xf32> to tensor<1x6x7x2xf32>
  %e2 = tensor.empty() : tensor<1x4x5x2xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x4x5x2xf32>) -> tensor<1x4x5x2xf32>
  %d = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p2, %dw : tensor<1x6x7x2xf32>, tensor<3x3x2xf32>) outs(%fill : tensor<1x4x5x2xf32>) -> tensor<1x4x5x2xf32>
  return %c, %d : tensor<1x2x3x3xf32>, tensor<1x4x5x2xf32>
})";
  Outcome o = same_before_and_after(replace_all(text, "DW_WEIGHTS", hex_dense(ramp(18, 0.3))),
                                    {arg(DType::F32, {1, 4, 5, 2}, ramp(40, 0.5)),
                                     arg(DType::F32, {3, 3, 2, 3}, ramp(54, 0.2))});
  CHECK(o.counts["linrt.conv2d"] == 2);
  CHECK(o.counts["tensor.pad"] == 0);
  std::vector<Operation*> convs;
  for (auto* body : linrt::graph::rewrite::function_bodies(*o.module))
    for (auto& op : body->ops)
      if (op->name == "linrt.conv2d") convs.push_back(op.get());
  REQUIRE(convs.size() == 2);
  CHECK(convs[0]->attr("layout")->str == "nhwc");
  CHECK(*convs[0]->attr("strides")->as_int_list() == std::vector<int64_t>{2, 1});
  CHECK(*convs[0]->attr("dilations")->as_int_list() == std::vector<int64_t>{1, 2});
  CHECK(*convs[0]->attr("padding")->as_int_list() == std::vector<int64_t>{1, 0, 1, 2});
  CHECK(convs[0]->operands.size() == 3);
  CHECK(convs[1]->attr("groups")->i == 2);
  CHECK(convs[1]->operands[1]->type.shape == std::vector<int64_t>{3, 3, 1, 2});
  CHECK(convs[1]->operands.size() == 2);
}

TEST_CASE("passes: an embedding-bag-like generic with another condition is not recognised") {
  const std::string text = fixture_text("embedding_bag_sum");
  const std::vector<RtValue> args{arg(DType::I64, {8}, {0, 2, 9, 4, 4, 1, 7, 3}),
                                  arg(DType::I64, {4}, {0, 3, 3, 6})};
  // j <= end instead of j < end: bags overlap by one position.
  const std::string inclusive = replace_all(text, "arith.cmpi slt, %11, %9", "arith.cmpi sle, %11, %9");
  REQUIRE(inclusive != text);
  Outcome a = same_before_and_after(inclusive, args, "forward");
  CHECK(a.counts["linrt.embedding_bag"] == 0);
  CHECK(a.counts["linalg.generic"] == 1);
  // The last bag ending at 4 instead of at the number of indices (8).
  const std::string short_last = replace_all(text, "arith.select %7, %c8_i64, %extracted", "arith.select %7, %c4_i64, %extracted");
  REQUIRE(short_last != text);
  Outcome b = same_before_and_after(short_last, args, "forward");
  CHECK(b.counts["linrt.embedding_bag"] == 0);
  // Control: the unmodified text is recognised and computes the same.
  Outcome c = same_before_and_after(text, args, "forward");
  CHECK(c.counts["linrt.embedding_bag"] == 1);
}

TEST_CASE("passes: an upsampling generic with a clamp that changes values is not recognised") {
  // min(., 1.0) clamps rows 4 and 5 of the output to input row 1 instead of 2.
  const std::string text = replace_all(fixture_text("upsample_nearest2x"), "%10 = arith.minimumf %9, %cst_0 : f32",
                                       "%10 = arith.minimumf %9, %one : f32");
  const std::string with_one = replace_all(text, "%c0 = arith.constant 0 : index",
                                           "%c0 = arith.constant 0 : index\n    %one = arith.constant 1.000000e+00 : f32");
  REQUIRE(with_one != fixture_text("upsample_nearest2x"));
  Outcome o = same_before_and_after(with_one, {arg(DType::F32, {1, 3, 3, 4}, ramp(36, 0.5))}, "forward");
  CHECK(o.counts["linrt.upsample_nearest"] == 0);
}

TEST_CASE("passes: ops with unexpected operand counts in the generic form are left alone") {
  // The parser takes "arith.select"(%a) with one operand; the recognisers must not read past it.
  const std::string bag = replace_all(fixture_text("embedding_bag_sum"),
                                      "%20 = arith.select %16, %19, %out : f32",
                                      "%20 = \"arith.select\"(%16) : (i1) -> f32");
  const std::string bag2 = replace_all(fixture_text("embedding_bag_sum"),
                                       "%16 = arith.andi %14, %15 : i1",
                                       "%16 = \"arith.andi\"(%14) : (i1) -> i1");
  const std::string up = replace_all(fixture_text("upsample_nearest2x"), "%8 = math.floor %7 : f32",
                                     "%8 = \"math.floor\"() : () -> f32");
  const std::string shuffle = replace_all(fixture_text("pixel_shuffle"),
                                          "%collapsed = tensor.collapse_shape %transposed [[0], [1], [2, 3], [4, 5]] : tensor<1x2x3x2x4x2xf32> into tensor<1x2x6x8xf32>",
                                          "%collapsed = \"tensor.collapse_shape\"() {reassociation = [[0], [1], [2, 3], [4, 5]]} : () -> tensor<1x2x6x8xf32>");
  REQUIRE(bag != fixture_text("embedding_bag_sum"));
  REQUIRE(bag2 != fixture_text("embedding_bag_sum"));
  REQUIRE(up != fixture_text("upsample_nearest2x"));
  REQUIRE(shuffle != fixture_text("pixel_shuffle"));
  linrt::graph::ParseOptions unverified;  // the verifier refuses these; passes must cope anyway
  unverified.verify = false;
  for (const std::string* text : {&bag, &bag2, &up, &shuffle}) {
    auto m = linrt::graph::parse_module(*text, "test.mlir", unverified);
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*m, stats);
    CHECK(stats.at("embedding_bag_recognised") + stats.at("upsample_nearest_recognised") +
              stats.at("pixel_shuffle_recognised") == 0);
  }
}

namespace {

// Nearest x2 upsampling and a 3x3 conv over dynamic height and width, written the way
// torch-mlir exports them with dynamic shapes (sizes from tensor.dim, clamps at size - 1).
// OUT_SCALE is the factor of the output extent, 2.0 for a real upsampling.
const char* kDynamicTemplate = R"(
func.func @up(%x: tensor<1x2x?x?xf32>) -> tensor<1x2x?x?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %scale = arith.constant 2.0 : f32
  %out_scale = arith.constant OUT_SCALE : f32
  %h = tensor.dim %x, %c2 : tensor<1x2x?x?xf32>
  %w = tensor.dim %x, %c3 : tensor<1x2x?x?xf32>
  %hi = arith.index_cast %h : index to i64
  %wi = arith.index_cast %w : index to i64
  %hf = arith.sitofp %hi : i64 to f32
  %wf = arith.sitofp %wi : i64 to f32
  %ohf = arith.mulf %hf, %out_scale : f32
  %owf = arith.mulf %wf, %scale : f32
  %ohfl = math.floor %ohf : f32
  %owfl = math.floor %owf : f32
  %ohi = arith.fptosi %ohfl : f32 to i64
  %owi = arith.fptosi %owfl : f32 to i64
  %oh = arith.index_cast %ohi : i64 to index
  %ow = arith.index_cast %owi : i64 to index
  %e = tensor.empty(%oh, %ow) : tensor<1x2x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x2x?x?xf32>) {
  ^bb0(%out: f32):
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %y0 = arith.index_cast %i2 : index to i64
    %y1 = arith.sitofp %y0 : i64 to f32
    %y2 = arith.divf %y1, %scale : f32
    %y3 = math.floor %y2 : f32
    %hm1 = arith.subf %hf, %one : f32
    %y4 = arith.maximumf %y3, %zero : f32
    %y5 = arith.minimumf %y4, %hm1 : f32
    %y6 = arith.fptosi %y5 : f32 to i64
    %y = arith.index_cast %y6 : i64 to index
    %x0 = arith.index_cast %i3 : index to i64
    %x1 = arith.sitofp %x0 : i64 to f32
    %x2 = arith.divf %x1, %scale : f32
    %x3 = math.floor %x2 : f32
    %wm1 = arith.subf %wf, %one : f32
    %x4 = arith.maximumf %x3, %zero : f32
    %x5 = arith.minimumf %x4, %wm1 : f32
    %x6 = arith.fptosi %x5 : f32 to i64
    %xx = arith.index_cast %x6 : i64 to index
    %v = tensor.extract %x[%c0, %i1, %y, %xx] : tensor<1x2x?x?xf32>
    linalg.yield %v : f32
  } -> tensor<1x2x?x?xf32>
  return %r : tensor<1x2x?x?xf32>
}
func.func @conv(%x: tensor<1x2x?x?xf32>, %wt: tensor<3x2x3x3xf32>, %b: tensor<3xf32>) -> tensor<1x3x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %h = tensor.dim %x, %c2 : tensor<1x2x?x?xf32>
  %w = tensor.dim %x, %c3 : tensor<1x2x?x?xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x?x?xf32> to tensor<1x2x?x?xf32>
  %e = tensor.empty(%h, %w) : tensor<1x3x?x?xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x?x?xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %wt : tensor<1x2x?x?xf32>, tensor<3x2x3x3xf32>) outs(%bb : tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32>
  return %c : tensor<1x3x?x?xf32>
})";

}  // namespace

TEST_CASE("passes: nearest upsampling and conv with dynamic height and width") {
  const std::string text = replace_all(kDynamicTemplate, "OUT_SCALE", "2.0");
  auto x = arg(DType::F32, {1, 2, 3, 5}, ramp(30, 0.5));
  Outcome up = same_before_and_after(text, {x}, "up");
  CHECK(up.counts["linrt.upsample_nearest"] == 1);
  Operation* op = first_op(*up.module, "linrt.upsample_nearest");
  REQUIRE(op);
  CHECK(*op->attr("scale")->as_int_list() == std::vector<int64_t>{2, 2});
  Outcome conv = same_before_and_after(text, {x, weights_3x2x3x3(), arg(DType::F32, {3}, {1, -2, 0.5})}, "conv");
  CHECK(conv.counts["linrt.conv2d"] == 1);
  CHECK(conv.counts["tensor.pad"] == 0);
}

TEST_CASE("passes: a dynamic upsampling whose output extent is not input times scale is not recognised") {
  // Output rows are 3 * H while the index math reads row floor(y / 2) clamped to H - 1.
  const std::string text = replace_all(kDynamicTemplate, "OUT_SCALE", "3.0");
  Outcome up = same_before_and_after(text, {arg(DType::F32, {1, 2, 3, 5}, ramp(30, 0.5))}, "up");
  CHECK(up.counts["linrt.upsample_nearest"] == 0);
}

namespace {

// PixelShuffle(2) over dynamic height and width as torch-mlir exports it: tensor.reshape with
// sizes from tensor.from_elements (guarded by select(x < 0, ..., x)), a transpose, and a
// reshape back. FIRST and SECOND are the sizes given to the first reshape's last two dims.
const char* kDynamicShuffle = R"(
func.func @ps(%x: tensor<1x8x?x?xf32>) -> tensor<1x2x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c0_i64 = arith.constant 0 : i64
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c7_i64 = arith.constant 7 : i64
  %h = tensor.dim %x, %c2 : tensor<1x8x?x?xf32>
  %w = tensor.dim %x, %c3 : tensor<1x8x?x?xf32>
  %hi = arith.index_cast %h : index to i64
  %wi = arith.index_cast %w : index to i64
  %hneg = arith.cmpi slt, %hi, %c0_i64 : i64
  %hsel = arith.select %hneg, %c7_i64, %hi : i64
  %wneg = arith.cmpi slt, %wi, %c0_i64 : i64
  %wsel = arith.select %wneg, %c7_i64, %wi : i64
  %s1 = tensor.from_elements %c1_i64, %c2_i64, %c2_i64, %c2_i64, FIRST, SECOND : tensor<6xi64>
  %r1 = tensor.reshape %x(%s1) : (tensor<1x8x?x?xf32>, tensor<6xi64>) -> tensor<1x2x2x2x?x?xf32>
  %a = arith.index_cast FIRST : i64 to index
  %b = arith.index_cast SECOND : i64 to index
  %e = tensor.empty(%a, %b) : tensor<1x2x?x2x?x2xf32>
  %t = linalg.transpose ins(%r1 : tensor<1x2x2x2x?x?xf32>) outs(%e : tensor<1x2x?x2x?x2xf32>) permutation = [0, 1, 4, 2, 5, 3]
  %h2 = arith.muli FIRST, %c2_i64 : i64
  %w2 = arith.muli SECOND, %c2_i64 : i64
  %s2 = tensor.from_elements %c1_i64, %c2_i64, %h2, %w2 : tensor<4xi64>
  %y = tensor.reshape %t(%s2) : (tensor<1x2x?x2x?x2xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
  return %y : tensor<1x2x?x?xf32>
})";

}  // namespace

TEST_CASE("passes: pixel shuffle through tensor.reshape with dynamic height and width") {
  std::string text = replace_all(replace_all(kDynamicShuffle, "FIRST", "%hsel"), "SECOND", "%wsel");
  auto x = arg(DType::F32, {1, 8, 3, 5}, ramp(120, 0.5));
  Outcome o = same_before_and_after(text, {x}, "ps");
  CHECK(o.counts["linrt.pixel_shuffle"] == 1);
  CHECK(o.counts["tensor.reshape"] == 0);
  CHECK(o.counts["linalg.transpose"] == 0);
}

TEST_CASE("passes: a reshape that swaps height and width is not a pixel shuffle") {
  // [1, 8, H, W] viewed as [1, 2, 2, 2, W, H]: the same elements, another meaning.
  std::string text = replace_all(replace_all(kDynamicShuffle, "FIRST", "%wsel"), "SECOND", "%hsel");
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 8, 3, 5}, ramp(120, 0.5))}, "ps");
  CHECK(o.counts["linrt.pixel_shuffle"] == 0);
}

TEST_CASE("passes: every fixture with one line deleted canonicalizes to the same computation") {
  // Deleting one line gives near-miss IR of every kind (an op missing from a pattern, a body
  // without its yield, a pad without its value). What still parses must canonicalize without
  // a crash, and what still runs must compute the same afterwards. Parsed without the verifier,
  // which would refuse many of them, so that the passes see the near misses.
  int parsed = 0, ran = 0;
  linrt::graph::ParseOptions unverified;
  unverified.verify = false;
  for (const auto& entry : std::filesystem::directory_iterator(LINRT_FIXTURES_DIR)) {
    const auto path = entry.path() / "model.mlir";
    if (!std::filesystem::exists(path) || std::filesystem::file_size(path) > 20000) continue;
    const std::string text = fixture_text(entry.path().filename().string());
    std::vector<size_t> starts{0};
    for (size_t k = 0; k < text.size(); ++k)
      if (text[k] == '\n') starts.push_back(k + 1);
    for (size_t line = 0; line + 1 < starts.size(); ++line) {
      const std::string mutant = text.substr(0, starts[line]) + text.substr(starts[line + 1]);
      std::unique_ptr<Module> m;
      try {
        m = linrt::graph::parse_module(mutant, "mutant.mlir", unverified);
      } catch (const linrt::Error&) {
        continue;
      }
      ++parsed;
      std::vector<RtValue> before;
      try {
        std::vector<RtValue> args;
        for (size_t k = 0; std::filesystem::exists(entry.path() / ("in" + std::to_string(k) + ".npy")); ++k)
          args.push_back(RtValue::of(load_tensor(entry.path() / ("in" + std::to_string(k) + ".npy"))));
        linrt::ref::Executor exec(*m);
        before = exec.call("forward", std::move(args));
      } catch (const linrt::Error&) {
        before.clear();  // the mutant does not run; only canonicalize must not crash
      }
      linrt::graph::PassStats stats;
      CHECK_NOTHROW(linrt::graph::canonicalize(*m, stats));
      if (before.empty()) continue;
      ++ran;
      std::vector<RtValue> args;
      for (size_t k = 0; std::filesystem::exists(entry.path() / ("in" + std::to_string(k) + ".npy")); ++k)
        args.push_back(RtValue::of(load_tensor(entry.path() / ("in" + std::to_string(k) + ".npy"))));
      linrt::ref::Executor exec(*m);
      std::vector<RtValue> after;
      CHECK_NOTHROW(after = exec.call("forward", std::move(args)));
      REQUIRE_MESSAGE(after.size() == before.size(), entry.path().filename().string() << " line " << line + 1);
      for (size_t k = 0; k < after.size(); ++k) {
        REQUIRE(after[k].tensor.shape() == before[k].tensor.shape());
        for (int64_t i = 0; i < after[k].tensor.numel(); ++i)
          REQUIRE_MESSAGE(std::fabs(after[k].tensor.get_f64(i) - before[k].tensor.get_f64(i)) <= 1e-5,
                          entry.path().filename().string() << " without line " << line + 1);
      }
    }
  }
  CHECK(parsed > 50);
  CHECK(ran > 10);
}

namespace {

// A gather followed by a segment sum in one hand-written generic: the bag mask computed in a
// single body (j as linalg.index, offsets and ends read through (i), select(in_bag, 1, 0)).
// HI is the upper-bound test; "sgt, %t, %ji" is j < end.
const char* kFusedMaskTemplate = R"(
#m2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%idx: tensor<6xi64>, %off: tensor<3xi64>, %table: tensor<5x2xf32>) -> tensor<3x2xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant dense<6> : tensor<1xi64>
  %tail = tensor.extract_slice %off[1] [2] [1] : tensor<3xi64> to tensor<2xi64>
  %ends = tensor.concat dim(0) %tail, %n : (tensor<2xi64>, tensor<1xi64>) -> tensor<3xi64>
  %e = tensor.empty() : tensor<3x6xf32>
  %mask = linalg.generic {indexing_maps = [#row, #row, #m2], iterator_types = ["parallel", "parallel"]} ins(%off, %ends : tensor<3xi64>, tensor<3xi64>) outs(%e : tensor<3x6xf32>) {
  ^bb0(%s: i64, %t: i64, %o: f32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %lo = arith.cmpi sle, %s, %ji : i64
    %hi = arith.cmpi HI : i64
    %in = arith.andi %hi, %lo : i1
    %one = arith.constant 1.0 : f32
    %v = arith.select %in, %one, %zero : f32
    linalg.yield %v : f32
  } -> tensor<3x6xf32>
  %eg = tensor.empty() : tensor<6x2xf32>
  %g = linalg.generic {indexing_maps = [#row, #m2], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<6xi64>) outs(%eg : tensor<6x2xf32>) {
  ^bb0(%i: i64, %o: f32):
    %r = arith.index_cast %i : i64 to index
    %d = linalg.index 1 : index
    %x = tensor.extract %table[%r, %d] : tensor<5x2xf32>
    linalg.yield %x : f32
  } -> tensor<6x2xf32>
  %eo = tensor.empty() : tensor<3x2xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%eo : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.matmul ins(%mask, %g : tensor<3x6xf32>, tensor<6x2xf32>) outs(%fill : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
})";

}  // namespace

TEST_CASE("passes: a gather followed by a segment sum (bag mask times embedding) becomes linrt.embedding_bag") {
  const std::vector<RtValue> bag_args{arg(DType::I64, {8}, {0, 2, 9, 4, 4, 1, 7, 3}), arg(DType::I64, {4}, {0, 3, 3, 6})};
  // torch-mlir's export, unweighted (uitofp of the mask) and weighted (select(mask, w, 0)).
  Outcome plain = same_before_and_after(fixture_text("embedding_bag_mask_matmul"), bag_args, "forward");
  std::vector<RtValue> weighted_args = bag_args;
  weighted_args.push_back(arg(DType::F32, {8}, ramp(8, 0.3)));
  Outcome weighted = same_before_and_after(fixture_text("embedding_bag_weighted"), weighted_args, "forward");
  for (Outcome* o : {&plain, &weighted}) {
    CHECK(o->stats.at("embedding_bag_recognised") == 1);
    CHECK(o->counts["linrt.embedding_bag"] == 1);
    // The matmul, the mask generics and the gather (with its cf.asserts) are all gone.
    CHECK(o->counts["linalg.matmul"] == 0);
    CHECK(o->counts["linalg.generic"] == 0);
  }
  CHECK(first_op(*plain.module, "linrt.embedding_bag")->operands.size() == 3);
  CHECK(first_op(*weighted.module, "linrt.embedding_bag")->operands.size() == 4);

  // The mask in one body, with operands of the comparisons swapped.
  const std::vector<RtValue> fused_args{arg(DType::I64, {6}, {4, 0, 2, 2, 1, 3}), arg(DType::I64, {3}, {0, 2, 2}),
                                        arg(DType::F32, {5, 2}, ramp(10, 0.5))};
  Outcome fused = same_before_and_after(replace_all(kFusedMaskTemplate, "HI", "sgt, %t, %ji"), fused_args);
  CHECK(fused.counts["linrt.embedding_bag"] == 1);
  CHECK(fused.counts["linalg.matmul"] == 0);
}

TEST_CASE("passes: a bag mask that differs from embedding_bag's is not recognised") {
  const std::vector<RtValue> args{arg(DType::I64, {8}, {0, 2, 9, 4, 4, 1, 7, 3}), arg(DType::I64, {4}, {0, 3, 3, 6})};
  const std::string text = fixture_text("embedding_bag_mask_matmul");
  for (const auto& edit : std::vector<std::pair<std::string, std::string>>{
           {"arith.cmpi slt, %in, %in_4", "arith.cmpi sle, %in, %in_4"},  // j <= end: bags overlap
           {"arith.cmpi sge, %in, %in_4", "arith.cmpi sgt, %in, %in_4"},  // j > start: first row lost
           {"dense<8> : tensor<1xi64>", "dense<7> : tensor<1xi64>"},      // the last bag ends early
           {"%arg1[1] [3] [1]", "%arg1[0] [3] [1]"},                      // end[i] = offsets[i]
           {"arith.uitofp %in : i1 to f32", "arith.sitofp %in : i1 to f32"}}) {  // -1 for true
    CAPTURE(edit.second);
    const std::string variant = replace_all(text, edit.first, edit.second);
    REQUIRE(variant != text);
    Outcome o = same_before_and_after(variant, args, "forward");
    CHECK(o.counts["linrt.embedding_bag"] == 0);
    CHECK(o.counts["linalg.matmul"] == 1);
  }
  const std::vector<RtValue> fused_args{arg(DType::I64, {6}, {4, 0, 2, 2, 1, 3}), arg(DType::I64, {3}, {0, 2, 2}),
                                        arg(DType::F32, {5, 2}, ramp(10, 0.5))};
  Outcome inclusive = same_before_and_after(replace_all(kFusedMaskTemplate, "HI", "sge, %t, %ji"), fused_args);
  CHECK(inclusive.counts["linrt.embedding_bag"] == 0);
  // A weight that is not zero outside the bag.
  std::vector<RtValue> weighted_args = args;
  weighted_args.push_back(arg(DType::F32, {8}, ramp(8, 0.3)));
  const std::string weighted = fixture_text("embedding_bag_weighted");
  const std::string leaky = replace_all(weighted, "dense<0.000000e+00> : tensor<f32>", "dense<5.000000e-01> : tensor<f32>");
  REQUIRE(leaky != weighted);
  CHECK(same_before_and_after(leaky, weighted_args, "forward").counts["linrt.embedding_bag"] == 0);
}

namespace {

// A constant-weight NCHW conv 2 -> 3 (3x3, padding 1, bias) on a 4x4 input, then CONSUMERS,
// which read %c and end in %r. The per-channel constants of batch norm are given as %mean,
// %var, %gamma, %beta ([3]) and %eps (f64), as torch-mlir writes them.
std::string conv_then(const std::string& consumers) {
  const std::string head = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#c1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#v = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<1x2x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0000000000000001E-5 : f64
  %w = arith.constant )" + hex_dense(ramp(54, 0.25)) + R"( : tensor<3x2x3x3xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
  %mean = arith.constant dense<[0.25, -0.5, 1.5]> : tensor<3xf32>
  %var = arith.constant dense<[0.5, 2.0, 1.25]> : tensor<3xf32>
  %gamma = arith.constant dense<[1.5, 0.75, -0.5]> : tensor<3xf32>
  %beta = arith.constant dense<[0.1, -0.2, 0.3]> : tensor<3xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w : tensor<1x2x6x6xf32>, tensor<3x2x3x3xf32>) outs(%bb : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
)";
  return head + consumers + "  return %r : tensor<1x3x4x4xf32>\n}\n";
}

// An elementwise generic over %c (or IN) and a [3,1,1] per-channel operand, body BODY on %in
// (the conv value) and %k (the per-channel value).
std::string per_channel_generic(const std::string& result, const std::string& in, const std::string& k,
                                const std::string& body) {
  return "  " + result + " = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = [\"parallel\", "
         "\"parallel\", \"parallel\", \"parallel\"]} ins(" + in + ", " + k +
         " : tensor<1x3x4x4xf32>, tensor<3x1x1xf32>) outs(%e : tensor<1x3x4x4xf32>) {\n"
         "  ^bb0(%in: f32, %k: f32, %out: f32):\n" + body + "  } -> tensor<1x3x4x4xf32>\n";
}

// Batch norm in eval mode as torch-mlir 20261001 writes it: rsqrt(var + eps) computed by two
// 1-d generics, then four per-channel generics (subf mean, mulf invstd, mulf weight, addf bias),
// then a ReLU (which is not affine and stays).
const char* kBatchNormChain = R"(
  %e3 = tensor.empty() : tensor<3xf32>
  %ve = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%var : tensor<3xf32>) outs(%e3 : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %t = arith.truncf %eps : f64 to f32
    %s = arith.addf %in, %t : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %inv = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%ve : tensor<3xf32>) outs(%e3 : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = math.rsqrt %in : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %m3 = tensor.expand_shape %mean [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
  %i3 = tensor.expand_shape %inv [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
  %g3 = tensor.expand_shape %gamma [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
  %b3 = tensor.expand_shape %beta [[0, 1, 2]] output_shape [3, 1, 1] : tensor<3xf32> into tensor<3x1x1xf32>
)";

// %r = IN + %c (the conv value read a second time).
std::string plus_conv_value(const std::string& in) {
  return "  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\", "
         "\"parallel\", \"parallel\"]} ins(" + in + ", %c : tensor<1x3x4x4xf32>, tensor<1x3x4x4xf32>) outs(%e : "
         "tensor<1x3x4x4xf32>) {\n"
         "  ^bb0(%in: f32, %in2: f32, %out: f32):\n"
         "    %s = arith.addf %in, %in2 : f32\n"
         "    linalg.yield %s : f32\n"
         "  } -> tensor<1x3x4x4xf32>\n";
}

// The batch norm chain over %c, ending in %n4.
std::string batch_norm_chain() {
  std::string s = kBatchNormChain;
  s += per_channel_generic("%n1", "%c", "%m3", "    %s = arith.subf %in, %k : f32\n    linalg.yield %s : f32\n");
  s += per_channel_generic("%n2", "%n1", "%i3", "    %s = arith.mulf %in, %k : f32\n    linalg.yield %s : f32\n");
  s += per_channel_generic("%n3", "%n2", "%g3", "    %s = arith.mulf %in, %k : f32\n    linalg.yield %s : f32\n");
  s += per_channel_generic("%n4", "%n3", "%b3", "    %s = arith.addf %in, %k : f32\n    linalg.yield %s : f32\n");
  return s;
}

std::string batch_norm_chain_then_relu() {
  std::string s = batch_norm_chain();
  s += R"(  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%n4 : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maximumf %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
)";
  return conv_then(s);
}

RtValue conv_input() { return arg(DType::F32, {1, 2, 4, 4}, ramp(32, 0.5)); }

}  // namespace

TEST_CASE("passes: batch norm after a conv (torch-mlir's chain of per-channel generics) folds into the conv") {
  Outcome o = same_before_and_after(batch_norm_chain_then_relu(), {conv_input()});
  CHECK(o.stats.at("conv_affine_folded") == 4);
  CHECK(o.counts["linrt.conv2d"] == 1);
  CHECK(o.counts["linalg.generic"] == 1);  // the ReLU
  Operation* conv = first_op(*o.module, "linrt.conv2d");
  REQUIRE(conv);
  CHECK(conv->operands.size() == 3);
}

TEST_CASE("passes: batch norm as one generic (older torch-mlir) and a conv without bias fold") {
  // (x - mean) / sqrt(var + eps) * gamma + beta in one body over four [3] operands, as
  // torch-mlir's batch_norm lowering wrote it before the decomposition; conv without bias.
  std::string text = conv_then(R"(
  %r = linalg.generic {indexing_maps = [#id, #c1, #c1, #c1, #c1, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c, %gamma, %beta, %mean, %var : tensor<1x3x4x4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %g: f32, %be: f32, %mu: f32, %va: f32, %out: f32):
    %t = arith.truncf %eps : f64 to f32
    %d = arith.subf %in, %mu : f32
    %s = arith.addf %va, %t : f32
    %q = math.sqrt %s : f32
    %n = arith.divf %d, %q : f32
    %y = arith.mulf %n, %g : f32
    %z = arith.addf %y, %be : f32
    linalg.yield %z : f32
  } -> tensor<1x3x4x4xf32>
)");
  text = replace_all(text, "outs(%bb : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>",
                     "outs(%fill : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>");
  text = replace_all(text, "  %c = linalg.conv_2d",
                     "  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>\n"
                     "  %c = linalg.conv_2d");
  Outcome o = same_before_and_after(text, {conv_input()});
  CHECK(o.stats.at("conv_affine_folded") == 1);
  CHECK(o.counts["linalg.generic"] == 0);
  Operation* conv = first_op(*o.module, "linrt.conv2d");
  REQUIRE(conv);
  CHECK(conv->operands.size() == 3);  // the fold made a bias
}

TEST_CASE("passes: per-channel ops that are not affine in the conv value, or a conv value used twice, stay") {
  // x * x, k / x, max(x, k), exp(x + k): not affine in x.
  for (const char* body : {"    %s = arith.mulf %in, %in : f32\n    linalg.yield %s : f32\n",
                           "    %s = arith.divf %k, %in : f32\n    linalg.yield %s : f32\n",
                           "    %s = arith.maximumf %in, %k : f32\n    linalg.yield %s : f32\n",
                           "    %t = arith.addf %in, %k : f32\n    %s = math.exp %t : f32\n    linalg.yield %s : f32\n"}) {
    CAPTURE(body);
    std::string s = kBatchNormChain;
    s += per_channel_generic("%r", "%c", "%m3", body);
    Outcome o = same_before_and_after(conv_then(s), {conv_input()});
    CHECK(o.stats.at("conv_affine_folded") == 0);
    CHECK(o.counts["linalg.generic"] >= 1);
  }
  // The conv's value also feeds the result: folding would change that use.
  std::string s = kBatchNormChain;
  s += per_channel_generic("%n1", "%c", "%g3", "    %s = arith.mulf %in, %k : f32\n    linalg.yield %s : f32\n");
  s += plus_conv_value("%n1");
  Outcome o = same_before_and_after(conv_then(s), {conv_input()});
  CHECK(o.stats.at("conv_affine_folded") == 0);
  CHECK(o.stats.at("affine_chains_collapsed") == 0);  // one op is already as short as x * a + b
}

TEST_CASE("passes: a batch norm chain over a value no conv takes in collapses into one multiply-add generic") {
  // The conv's value is also added to the result, so the chain cannot go into its weights
  // (DenseNet's batch norms read concats, which have no weights either). The four per-channel
  // generics become one computing x * a[c] + b[c]; the ReLU and the add stay.
  std::string s = batch_norm_chain();
  s += R"(  %n5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%n4 : tensor<1x3x4x4xf32>) outs(%e : tensor<1x3x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.maximumf %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<1x3x4x4xf32>
)";
  s += plus_conv_value("%n5");
  Outcome o = same_before_and_after(conv_then(s), {conv_input()});
  CHECK(o.stats.at("conv_affine_folded") == 0);
  CHECK(o.stats.at("affine_chains_collapsed") == 1);
  CHECK(o.counts["linalg.generic"] == 3);  // x * a + b, the ReLU, the add
  CHECK(o.counts["arith.mulf"] == 1);
  CHECK(o.counts["arith.subf"] == 0);
}

TEST_CASE("passes: a conv on a 1x1 map whose bias broadcast was folded to a constant keeps its bias") {
  // Squeeze-excitation's 1x1 convs on pooled [1, C, 1, 1] values: the broadcast of the [F] bias
  // keeps its element count, so constant folding turns it into a [1, F, 1, 1] constant first.
  const std::string text = R"(
func.func @f(%x: tensor<1x4x1x1xf32>) -> tensor<1x3x1x1xf32> {
  %w = arith.constant )" + hex_dense(ramp(12, 0.25)) + R"( : tensor<3x4x1x1xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : tensor<3xf32>
  %e = tensor.empty() : tensor<1x3x1x1xf32>
  %bb = linalg.broadcast ins(%b : tensor<3xf32>) outs(%e : tensor<1x3x1x1xf32>) dimensions = [0, 2, 3]
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x4x1x1xf32>, tensor<3x4x1x1xf32>) outs(%bb : tensor<1x3x1x1xf32>) -> tensor<1x3x1x1xf32>
  return %c : tensor<1x3x1x1xf32>
})";
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 4, 1, 1}, ramp(4, 0.5))});
  CHECK(o.counts["linrt.conv2d"] == 1);
  CHECK(o.counts["linalg.conv_2d_nchw_fchw"] == 0);
  Operation* conv = first_op(*o.module, "linrt.conv2d");
  REQUIRE(conv);
  CHECK(conv->operands.size() == 3);
}

TEST_CASE("passes: a grouped conv whose zero init is filled into the expanded value is recognised") {
  // torch-mlir 20261001 writes a grouped conv without bias as linalg.fill 0 of expand(empty).
  const std::string text = R"(
func.func @f(%x: tensor<1x4x3x3xf32>) -> tensor<1x4x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant )" + hex_dense(ramp(72, 0.25)) + R"( : tensor<4x2x3x3xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x4x3x3xf32> to tensor<1x4x5x5xf32>
  %xe = tensor.expand_shape %p [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 5, 5] : tensor<1x4x5x5xf32> into tensor<1x2x2x5x5xf32>
  %we = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [2, 2, 2, 3, 3] : tensor<4x2x3x3xf32> into tensor<2x2x2x3x3xf32>
  %e = tensor.empty() : tensor<1x4x3x3xf32>
  %ee = tensor.expand_shape %e [[0], [1, 2], [3], [4]] output_shape [1, 2, 2, 3, 3] : tensor<1x4x3x3xf32> into tensor<1x2x2x3x3xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%ee : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%xe, %we : tensor<1x2x2x5x5xf32>, tensor<2x2x2x3x3xf32>) outs(%fill : tensor<1x2x2x3x3xf32>) -> tensor<1x2x2x3x3xf32>
  %r = tensor.collapse_shape %c [[0], [1, 2], [3], [4]] : tensor<1x2x2x3x3xf32> into tensor<1x4x3x3xf32>
  return %r : tensor<1x4x3x3xf32>
})";
  Outcome o = same_before_and_after(text, {arg(DType::F32, {1, 4, 3, 3}, ramp(36, 0.5))});
  CHECK(o.counts["linrt.conv2d"] == 1);
  CHECK(o.counts["linalg.conv_2d_ngchw_gfchw"] == 0);
  Operation* conv = first_op(*o.module, "linrt.conv2d");
  REQUIRE(conv);
  CHECK(conv->attr("groups")->i == 2);
}

TEST_CASE("passes: an insert_slice chain that tiles a tensor.empty along one dim becomes tensor.concat") {
  // Three pieces along dim 1, written out of order; the reference runs the chain before.
  const std::string chain = R"(
func.func @f(%a: tensor<2x1xf32>, %b: tensor<2x2xf32>, %c: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %e = tensor.empty() : tensor<2x6xf32>
  %0 = tensor.insert_slice %b into %e[0, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<2x6xf32>
  %1 = tensor.insert_slice %c into %0[0, 3] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<2x6xf32>
  %2 = tensor.insert_slice %a into %1[0, 0] [2, 1] [1, 1] : tensor<2x1xf32> into tensor<2x6xf32>
  return %2 : tensor<2x6xf32>
})";
  const std::vector<RtValue> args = {arg(DType::F32, {2, 1}, ramp(2, 1)), arg(DType::F32, {2, 2}, ramp(4, 10)),
                                     arg(DType::F32, {2, 3}, ramp(6, 100))};
  Outcome o = same_before_and_after(chain, args);
  CHECK(o.stats.at("concat_recognised") == 1);
  CHECK(o.counts["tensor.concat"] == 1);
  CHECK(o.counts["tensor.insert_slice"] == 0);
  CHECK(o.counts["tensor.empty"] == 0);
  const Operation* concat = nullptr;
  for (const auto& op : o.module->body->ops[0]->regions[0]->blocks[0]->ops)
    if (op->name == "tensor.concat") concat = op.get();
  REQUIRE(concat != nullptr);
  REQUIRE(concat->operands.size() == 3);
  CHECK(concat->operands[0]->name == "a");  // in offset order
  CHECK(concat->operands[1]->name == "b");
  CHECK(concat->operands[2]->name == "c");

  // Near misses stay insert_slices: a gap, an overlap, a stride, an intermediate read elsewhere.
  for (auto [from, to] : std::vector<std::pair<std::string, std::string>>{
           {"%c into %0[0, 3] [2, 3] [1, 1] : tensor<2x3xf32>", "%c into %0[0, 4] [2, 2] [1, 1] : tensor<2x2xf32>"},
           {"%a into %1[0, 0]", "%a into %1[0, 1]"},
           {"%b into %e[0, 1] [2, 2] [1, 1]", "%b into %e[0, 1] [2, 2] [1, 2]"},
           {"return %2 : tensor<2x6xf32>", "%s = arith.addf %1, %2 : tensor<2x6xf32>\n  return %s : tensor<2x6xf32>"}}) {
    std::string text = replace_all(replace_all(chain, from, to), "%c: tensor<2x3xf32>",
                                   from.starts_with("%c into") ? "%c: tensor<2x2xf32>" : "%c: tensor<2x3xf32>");
    CAPTURE(text);
    linrt::graph::ParseOptions unverified;  // the passes meet what the verifier would refuse too
    unverified.verify = false;
    auto m = linrt::graph::parse_module(text, "test.mlir", unverified);
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*m, stats);
    CHECK(stats.at("concat_recognised") == 0);
    CHECK(op_counts(*m)["tensor.insert_slice"] == 3);
  }
}

TEST_CASE("passes: torch-mlir's ConvTranspose2d (strided insert into zeros, conv) becomes linrt.conv_transpose2d") {
  // Five transposed convs: 2x2/2, 3x3/2 with output_padding, 4x4/2 without bias, 3x3/3 with
  // dilation 2, and 2x2/2 with padding 2 (the spread input cropped by an extract_slice).
  Outcome o = same_before_and_after(fixture_text("conv_transpose"), {arg(DType::F32, {1, 8, 5, 6}, ramp(240, 0.1))},
                                    "forward");
  CHECK(o.stats.at("conv_transpose2d_recognised") == 5);
  CHECK(o.counts["linrt.conv_transpose2d"] == 5);
  CHECK(o.counts["linrt.conv2d"] == 0);
  CHECK(o.counts["tensor.insert_slice"] == 0);
  CHECK(o.counts["tensor.extract_slice"] == 0);
}

TEST_CASE("passes: an input inserted at strides into a non-zero fill, or at stride 1, stays a conv over it") {
  const std::string text = R"(
func.func @f(%x: tensor<1x2x3x3xf32>, %w: tensor<3x2x2x2xf32>) -> tensor<1x3x6x6xf32> {
  %fv = arith.constant FILL : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x7x7xf32>
  %fill = linalg.fill ins(%fv : f32) outs(%e : tensor<1x2x7x7xf32>) -> tensor<1x2x7x7xf32>
  %s = tensor.insert_slice %x into %fill[0, 0, 1, 1] [1, 2, 3, 3] [1, 1, STRIDE] : tensor<1x2x3x3xf32> into tensor<1x2x7x7xf32>
  %eo = tensor.empty() : tensor<1x3x6x6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%eo : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%s, %w : tensor<1x2x7x7xf32>, tensor<3x2x2x2xf32>) outs(%init : tensor<1x3x6x6xf32>) -> tensor<1x3x6x6xf32>
  return %r : tensor<1x3x6x6xf32>
})";
  const std::vector<RtValue> args = {arg(DType::F32, {1, 2, 3, 3}, ramp(18, 0.5)), arg(DType::F32, {3, 2, 2, 2}, ramp(24, 0.25))};
  Outcome zero = same_before_and_after(replace_all(replace_all(text, "FILL", "0.0"), "STRIDE", "2, 2"), args);
  CHECK(zero.counts["linrt.conv_transpose2d"] == 1);
  Outcome one = same_before_and_after(replace_all(replace_all(text, "FILL", "1.0"), "STRIDE", "2, 2"), args);
  CHECK(one.counts["linrt.conv_transpose2d"] == 0);
  CHECK(one.counts["tensor.insert_slice"] == 1);
  Outcome unit = same_before_and_after(replace_all(replace_all(text, "FILL", "0.0"), "STRIDE", "1, 1"), args);
  CHECK(unit.counts["linrt.conv_transpose2d"] == 0);
}

// torch-mlir's 3-D x 2-D matmul at a batch other than 1: the matrix broadcast over the batch by a
// copying generic, then batch_matmul. MAP is the broadcast's input map.
const char* kBroadcastBatchMatmul = R"(
func.func @f(%a: tensor<3x2x4xf32>, %w: tensor<4x5xf32>) -> tensor<3x2x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x4x5xf32>
  %wb = linalg.generic {indexing_maps = [MAP, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%w : tensor<4x5xf32>) outs(%e : tensor<3x4x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4x5xf32>
  %o = tensor.empty() : tensor<3x2x5xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%o : tensor<3x2x5xf32>) -> tensor<3x2x5xf32>
  %r = linalg.batch_matmul ins(%a, %wb : tensor<3x2x4xf32>, tensor<3x4x5xf32>) outs(%fill : tensor<3x2x5xf32>) -> tensor<3x2x5xf32>
  return %r : tensor<3x2x5xf32>
})";

TEST_CASE("passes: batch_matmul of a matrix broadcast over the batch becomes one matmul over the batch's rows") {
  const std::string text = replace_all(kBroadcastBatchMatmul, "MAP", "affine_map<(d0, d1, d2) -> (d1, d2)>");
  const std::vector<RtValue> args{arg(DType::F32, {3, 2, 4}, ramp(24, 0.5)), arg(DType::F32, {4, 5}, ramp(20, -0.25))};
  Outcome o = same_before_and_after(text, args);
  CHECK(o.stats.at("broadcast_batch_matmuls_flattened") == 1);
  CHECK(o.counts["linalg.batch_matmul"] == 0);
  CHECK(o.counts["linalg.matmul"] == 1);
  CHECK(o.counts["linalg.generic"] == 0);  // the broadcast is never materialised
  // The zero init is a fill at the collapsed shape (a splat for the matmul), not a collapse of one.
  CHECK(o.counts["linalg.fill"] == 1);
  CHECK(o.counts["tensor.collapse_shape"] == 1);
  // By hand: out[b][m][n] = sum_k a[b][m][k] w[k][n] on the planned CPU engine.
  linrt::Model model = linrt::Model::load_from_memory(text, "bmm.mlir");
  linrt::Session session = model.session();
  const auto& a = args[0].tensor;
  const auto& w = args[1].tensor;
  const auto got = session.run({linrt::Tensor::view(a.data<float>(), linrt::DType::F32, {3, 2, 4}),
                                linrt::Tensor::view(w.data<float>(), linrt::DType::F32, {4, 5})});
  REQUIRE(got.size() == 1);
  const float* y = got[0].data_as<float>();
  for (int b = 0; b < 3; ++b)
    for (int m = 0; m < 2; ++m)
      for (int n = 0; n < 5; ++n) {
        double want = 0;
        for (int k = 0; k < 4; ++k) want += double(a.data<float>()[(b * 2 + m) * 4 + k]) * w.data<float>()[k * 5 + n];
        CHECK(y[(b * 2 + m) * 5 + n] == doctest::Approx(want).epsilon(1e-5));
      }
}

TEST_CASE("passes: batch_matmul of a matrix broadcast along another dim stays a batch_matmul") {
  // (d0, d2) -> a [3, 5] matrix read as rows per batch: not one matrix for every batch.
  std::string text = replace_all(kBroadcastBatchMatmul, "MAP", "affine_map<(d0, d1, d2) -> (d0, d2)>");
  text = replace_all(text, "%w: tensor<4x5xf32>", "%w: tensor<3x5xf32>");
  text = replace_all(text, "ins(%w : tensor<4x5xf32>)", "ins(%w : tensor<3x5xf32>)");
  Outcome o = same_before_and_after(text, {arg(DType::F32, {3, 2, 4}, ramp(24, 0.5)), arg(DType::F32, {3, 5}, ramp(15, 0.75))});
  CHECK(o.stats.at("broadcast_batch_matmuls_flattened") == 0);
  CHECK(o.counts["linalg.batch_matmul"] == 1);
}

TEST_CASE("canonicalize: the registered passes run in the order their rewrites need") {
  const std::vector<std::string> names = linrt::graph::graph_pass_names();
  // The first position of a pass (the clean-ups run more than once).
  auto at = [&](const std::string& name) {
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == name) return i;
    FAIL("no graph pass named " << name);
    return names.size();
  };
  // Constants folded and deduplicated before any recogniser reads a weight.
  for (const std::string& r : names)
    if (r.rfind("recognise_", 0) == 0 || r == "fold_conv_affine") {
      CAPTURE(r);
      CHECK(at("fold_constant_data_movement") < at(r));
      CHECK(at("deduplicate_constants") < at(r));
    }
  // The affine fold and the transposed conv rewrite what recognise_conv2d made.
  CHECK(at("recognise_conv2d") < at("fold_conv_affine"));
  CHECK(at("recognise_conv2d") < at("recognise_conv_transpose2d"));
  // Attention matches linrt.softmax and matmul_transpose_b.
  CHECK(at("recognise_row_norms") < at("recognise_attention"));
  CHECK(at("recognise_transposed_matmul") < at("recognise_attention"));
  // Channel gathers read the sliced copies, then sink_transposes sees them.
  CHECK(at("narrow_sliced_copies") < at("recognise_channel_gathers"));
  CHECK(at("recognise_channel_gathers") < at("sink_transposes"));
  CHECK(at("sink_transposes") < at("sink_expand_shapes"));
  // The last pass deduplicates what recognition left.
  CHECK(names.back() == "deduplicate_constants");
}
