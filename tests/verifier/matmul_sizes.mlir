// A 2x3 by 4x5 matmul: the reduction sizes 3 and 4 differ.
// ERROR: invalid 7:3 operand #1 has size 4 in dimension 0, but operand #0 has 3 for the same loop
func.func @f() -> tensor<2x5xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %b = arith.constant dense<1.0> : tensor<4x5xf32>
  %c = arith.constant dense<0.0> : tensor<2x5xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x5xf32>) outs(%c : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
