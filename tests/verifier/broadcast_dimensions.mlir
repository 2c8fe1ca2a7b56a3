// A broadcast from rank 1 to rank 3 that names one added dimension instead of two.
// ERROR: invalid 6:3 input rank 1 plus 1 dimensions must be the init rank 3
func.func @f() -> tensor<2x3x4xf32> {
  %a = arith.constant dense<1.0> : tensor<3xf32>
  %e = tensor.empty() : tensor<2x3x4xf32>
  %r = linalg.broadcast ins(%a : tensor<3xf32>) outs(%e : tensor<2x3x4xf32>) dimensions = [0]
  return %r : tensor<2x3x4xf32>
}
