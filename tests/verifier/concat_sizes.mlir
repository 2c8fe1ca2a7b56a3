// A concat of 2 and 3 rows whose result type says 6.
// ERROR: invalid 6:3 result dimension 0 is 6, but the operands add up to 5
func.func @f() -> tensor<6x4xf32> {
  %a = arith.constant dense<1.0> : tensor<2x4xf32>
  %b = arith.constant dense<1.0> : tensor<3x4xf32>
  %r = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
