// The body yields two values for one init.
// ERROR: invalid 10:5 yields 2 values, expected 1
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %y : f32, f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
