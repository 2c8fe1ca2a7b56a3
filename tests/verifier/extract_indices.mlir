// A tensor.extract from a rank-2 tensor with one index.
// ERROR: invalid 6:3 has 1 indices, expected 2 (the rank)
func.func @f() -> f32 {
  %a = arith.constant dense<1.0> : tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %r = tensor.extract %a[%c0] : tensor<2x2xf32>
  return %r : f32
}
