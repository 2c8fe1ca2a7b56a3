// A linalg.generic whose block has one argument for two operands (an input and an init).
// ERROR: invalid 7:3 block has 1 arguments, expected 2
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
