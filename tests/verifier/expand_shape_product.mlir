// An expand_shape of 6 elements into 2x4.
// ERROR: invalid 5:3 group 0 multiplies to 8, but the source dimension is 6
func.func @f() -> tensor<2x4xf32> {
  %a = arith.constant dense<1.0> : tensor<6xf32>
  %r = tensor.expand_shape %a [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
