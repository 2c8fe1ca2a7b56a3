// A softmax over dimension 2 of a rank-2 tensor.
// ERROR: invalid 6:3 dimension must be below the input's rank 2
func.func @f() -> tensor<2x3xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.softmax dimension(2) ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
