// Load-time evaluation of generics computed from constants alone (engine/plan/fold_constant_ops.h):
// torch-mlir's flipped ConvTranspose2d weight (a generic reading the weight constant through
// tensor.extract at computed indices) becomes a constant; a broadcast of a constant (which would
// grow it) and a generic reading an argument stay. Results are checked against the reference.
#include <doctest/doctest.h>

#include <string>

#include "engine/plan/fold_constant_ops.h"
#include "graph/parser.h"
#include "plan_test_util.h"

namespace {

const char* kModel = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<3x2xf32>) -> (tensor<3x3xf32>, tensor<5x2xf32>, tensor<3x2xf32>) {
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[0.5, -1.0]> : tensor<2xf32>
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  // wf[i][j] = w[1 - i][2 - j]: the flip, from constants alone
  %wf = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%z : tensor<2x3xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c2 = arith.constant 2 : index
    %fi = arith.subi %c1, %i : index
    %fj = arith.subi %c2, %j : index
    %v = tensor.extract %w[%fi, %fj] : tensor<2x3xf32>
    linalg.yield %v : f32
  } -> tensor<2x3xf32>
  %e33 = tensor.empty() : tensor<3x3xf32>
  %z33 = linalg.fill ins(%zero : f32) outs(%e33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %y = linalg.matmul ins(%x, %wf : tensor<3x2xf32>, tensor<2x3xf32>) outs(%z33 : tensor<3x3xf32>) -> tensor<3x3xf32>
  // A broadcast of %b to 5 rows: larger than the constant it reads, so never materialised.
  %e52 = tensor.empty() : tensor<5x2xf32>
  %bb = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e52 : tensor<5x2xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<5x2xf32>
  // Reads the argument: not a constant.
  %e32 = tensor.empty() : tensor<3x2xf32>
  %xb = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<3x2xf32>, tensor<2xf32>) outs(%e32 : tensor<3x2xf32>) {
  ^bb0(%in: f32, %bias: f32, %o: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<3x2xf32>
  return %y, %bb, %xb : tensor<3x3xf32>, tensor<5x2xf32>, tensor<3x2xf32>
}
)";

}  // namespace

TEST_CASE("fold_constant_generics: a flipped constant weight is evaluated at load, broadcasts and argument reads stay") {
  auto m = linrt::graph::parse_module(kModel, "fold.mlir");
  CHECK(linrt::engine::fold_constant_generics(*m) == 1);
  CHECK(plan_test::count_dispatches(*plan_test::plan_of(kModel).plan, "").fallbacks == 0);
  plan_test::check_against_reference(kModel, {{3, 2}}, 1e-6f, true);
}
