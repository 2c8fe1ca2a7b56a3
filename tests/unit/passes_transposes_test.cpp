// sink_transposes on hand-written ConvNeXt blocks (NHWC stem output permuted to NCHW, 3x3
// depthwise conv, permute to NHWC, Linear, permute back, layer scale, residual add): the
// permutes cancel, the depthwise conv runs NHWC and the layer scale and residual join the
// Linear's dispatch; results against the reference executor on the unmodified module. Where a
// moved transpose would cost a pass of its own (an elementwise op read by a reduction) nothing
// moves.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "plan_test_util.h"

namespace {

// dense<[...]> of n varied values.
std::string values(size_t n, double scale) {
  std::string s = "dense<[";
  for (size_t k = 0; k < n; ++k) s += (k ? ", " : "") + std::to_string(scale * double(int((k * 5 + 2) % 13) - 6));
  return s + "]>";
}

std::string block(const std::string& x, const std::string& y) {
  std::string b = R"(
  %X_p = tensor.pad %X low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x16x5x5xf32> to tensor<1x16x7x7xf32>
  %X_bb = linalg.broadcast ins(%dwb : tensor<16xf32>) outs(%e0 : tensor<1x16x5x5xf32>) dimensions = [0, 2, 3]
  %X_d = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%X_p, %dwc : tensor<1x16x7x7xf32>, tensor<16x3x3xf32>) outs(%X_bb : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32>
  %X_t = linalg.transpose ins(%X_d : tensor<1x16x5x5xf32>) outs(%e1 : tensor<1x5x5x16xf32>) permutation = [0, 2, 3, 1]
  %X_r = tensor.collapse_shape %X_t [[0, 1, 2], [3]] : tensor<1x5x5x16xf32> into tensor<25x16xf32>
  %X_f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<25x16xf32>) -> tensor<25x16xf32>
  %X_mm = linalg.matmul ins(%X_r, %w : tensor<25x16xf32>, tensor<16x16xf32>) outs(%X_f : tensor<25x16xf32>) -> tensor<25x16xf32>
  %X_mb = linalg.generic {indexing_maps = [#id2, #feat2, #id2], iterator_types = ["parallel", "parallel"]} ins(%X_mm, %lb : tensor<25x16xf32>, tensor<16xf32>) outs(%e2 : tensor<25x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<25x16xf32>
  %X_ex = tensor.expand_shape %X_mb [[0, 1, 2], [3]] output_shape [1, 5, 5, 16] : tensor<25x16xf32> into tensor<1x5x5x16xf32>
  %X_tb = linalg.transpose ins(%X_ex : tensor<1x5x5x16xf32>) outs(%e0 : tensor<1x16x5x5xf32>) permutation = [0, 3, 1, 2]
  %X_sc = linalg.generic {indexing_maps = [#ch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %X_tb : tensor<16x1x1xf32>, tensor<1x16x5x5xf32>) outs(%e0 : tensor<1x16x5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1x16x5x5xf32>
  %Y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%X_sc, %X : tensor<1x16x5x5xf32>, tensor<1x16x5x5xf32>) outs(%e0 : tensor<1x16x5x5xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1x16x5x5xf32>
)";
  for (size_t at; (at = b.find("%X")) != std::string::npos;) b.replace(at, 2, "%" + x);
  for (size_t at; (at = b.find("%Y")) != std::string::npos;) b.replace(at, 2, "%" + y);
  return b;
}

std::string convnext_blocks() {
  return R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#feat2 = affine_map<(d0, d1) -> (d1)>
func.func @forward(%in: tensor<1x5x5x16xf32>) -> tensor<1x16x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %dwf = arith.constant )" + values(144, 0.05) + R"( : tensor<144xf32>
  %dwc = tensor.expand_shape %dwf [[0, 1, 2]] output_shape [16, 3, 3] : tensor<144xf32> into tensor<16x3x3xf32>
  %dwb = arith.constant )" + values(16, 0.1) + R"( : tensor<16xf32>
  %wf = arith.constant )" + values(256, 0.03) + R"( : tensor<256xf32>
  %w = tensor.expand_shape %wf [[0, 1]] output_shape [16, 16] : tensor<256xf32> into tensor<16x16xf32>
  %lb = arith.constant )" + values(16, 0.07) + R"( : tensor<16xf32>
  %gf = arith.constant )" + values(16, 0.2) + R"( : tensor<16xf32>
  %g = tensor.expand_shape %gf [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
  %e0 = tensor.empty() : tensor<1x16x5x5xf32>
  %e1 = tensor.empty() : tensor<1x5x5x16xf32>
  %e2 = tensor.empty() : tensor<25x16xf32>
  %x0 = linalg.transpose ins(%in : tensor<1x5x5x16xf32>) outs(%e0 : tensor<1x16x5x5xf32>) permutation = [0, 3, 1, 2]
)" + block("x0", "x1") + block("x1", "x2") + R"(
  return %x2 : tensor<1x16x5x5xf32>
}
)";
}

int dispatches_named(const linrt::engine::Plan& plan, const std::string& prefix) {
  int n = 0;
  for (const auto& d : plan.dispatches) n += plan.kernels[d.kernel].name.rfind(prefix, 0) == 0;
  return n;
}

}  // namespace

TEST_CASE("sink_transposes: ConvNeXt's permutes cancel, its depthwise conv runs NHWC, scale and residual join the Linear") {
  const std::string text = convnext_blocks();
  auto m = linrt::graph::parse_module(text, "convnext_blocks.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("transposes_sunk") > 0);
  int transposes = 0, nhwc_convs = 0;
  for (linrt::graph::Block* body : linrt::graph::rewrite::function_bodies(*m))
    linrt::graph::rewrite::walk(*body, [&](const linrt::graph::Operation& op) {
      transposes += op.is(linrt::graph::OpId::LinalgTranspose);
      const linrt::graph::Attribute* layout = op.attr("layout");
      nhwc_convs += op.is(linrt::graph::OpId::LinrtConv2d) && layout && layout->str == "nhwc";
    });
  // The last residual add, whose result leaves the function NCHW, reads its two inputs
  // transposed (one elementwise dispatch, as before).
  CHECK(transposes == 2);
  CHECK(nhwc_convs == 2);

  auto planned = plan_test::plan_of(text);
  // Per block the depthwise conv and the Linear (bias and layer scale its epilogue, the first
  // block's residual too), then the last residual add.
  CHECK(planned.plan->dispatches.size() == 5);
  CHECK(dispatches_named(*planned.plan, "conv2d.depthwise") == 2);
  CHECK(plan_test::count_dispatches(*planned.plan, "").fallbacks == 0);
  plan_test::check_against_reference(text, {{1, 5, 5, 16}}, 1e-5f, /*relative=*/true);
}

TEST_CASE("sink_transposes: a transposed elementwise op read by a reduction stays where it is") {
  const std::string text = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @forward(%in: tensor<1x3x4x5xf32>) -> tensor<1x5x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x5x3x4xf32>
  %t = linalg.transpose ins(%in : tensor<1x3x4x5xf32>) outs(%e0 : tensor<1x5x3x4xf32>) permutation = [0, 3, 1, 2]
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%t : tensor<1x5x3x4xf32>) outs(%e0 : tensor<1x5x3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = math.exp %a : f32
    linalg.yield %y : f32
  } -> tensor<1x5x3x4xf32>
  %er = tensor.empty() : tensor<1x5x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<1x5x3xf32>) -> tensor<1x5x3xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<1x5x3x4xf32>) outs(%z : tensor<1x5x3xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<1x5x3xf32>
  return %s : tensor<1x5x3xf32>
}
)";
  auto m = linrt::graph::parse_module(text, "transposed_reduction.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("transposes_sunk") == 0);
  plan_test::check_against_reference(text, {{1, 3, 4, 5}}, 1e-5f, /*relative=*/true);
}
