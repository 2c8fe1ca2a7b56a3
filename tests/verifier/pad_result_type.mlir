// A pad of 1 on each side of a 4-element tensor whose result type says 5.
// ERROR: invalid 6:3 result dimension 0 is 5, expected 6
func.func @f() -> tensor<5xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %r = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<4xf32> to tensor<5xf32>
  return %r : tensor<5xf32>
}
