// The input is rank 2, but its indexing map has one result.
// ERROR: invalid 8:3 indexing map #0 has 1 results, but operand #0 has rank 2
#row = affine_map<(d0, d1) -> (d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f() -> tensor<2x3xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
