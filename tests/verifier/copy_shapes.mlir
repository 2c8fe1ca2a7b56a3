// A linalg.copy from a 4-element tensor into a 3-element one.
// ERROR: invalid 6:3 operand #0 of type 'tensor<4xf32>' must have the init's shape 'tensor<3xf32>'
func.func @f() -> tensor<3xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
