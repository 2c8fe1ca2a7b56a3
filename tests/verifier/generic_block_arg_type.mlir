// The block's first argument is f64, the input's element type f32.
// ERROR: invalid 7:3 block argument #0 has type 'f64', expected 'f32'
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f64, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
