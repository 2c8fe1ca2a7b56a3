// iterator_types lists one loop, but the indexing maps have two dimensions.
// ERROR: invalid 7:3 indexing map #0 has 2 dimensions, but there are 1 iterator types
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f() -> tensor<2x3xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
