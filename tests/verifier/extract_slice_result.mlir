// An extract_slice of sizes [2, 2] whose result type says 2x3.
// ERROR: invalid 5:3 result type 'tensor<2x3xf32>' does not match the sizes [2, 2]
func.func @f() -> tensor<2x3xf32> {
  %a = arith.constant dense<1.0> : tensor<4x4xf32>
  %r = tensor.extract_slice %a[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
