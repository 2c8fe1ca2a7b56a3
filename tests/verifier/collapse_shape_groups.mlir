// A collapse_shape whose reassociation leaves out dimension 2.
// ERROR: invalid 5:3 reassociation must cover all 3 dimensions
func.func @f() -> tensor<6xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3x1xf32>
  %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x3x1xf32> into tensor<6xf32>
  return %r : tensor<6xf32>
}
