// A transpose whose permutation repeats a dimension.
// ERROR: invalid 6:3 attribute 'permutation' is not a permutation
func.func @f() -> tensor<3x2xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %r = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [0, 0]
  return %r : tensor<3x2xf32>
}
