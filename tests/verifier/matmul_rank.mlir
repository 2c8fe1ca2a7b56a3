// A matmul with a rank-3 first operand.
// ERROR: invalid 7:3 operand #0 must have rank 2, has type 'tensor<1x2x3xf32>'
func.func @f() -> tensor<2x5xf32> {
  %a = arith.constant dense<1.0> : tensor<1x2x3xf32>
  %b = arith.constant dense<1.0> : tensor<3x5xf32>
  %c = arith.constant dense<0.0> : tensor<2x5xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1x2x3xf32>, tensor<3x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
