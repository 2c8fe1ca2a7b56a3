// A tensor.from_elements of three values into a 2-element tensor.
// ERROR: invalid 5:3 has 3 elements, but its type 'tensor<2xf32>' holds 2
func.func @f() -> tensor<2xf32> {
  %c = arith.constant 1.0 : f32
  %r = tensor.from_elements %c, %c, %c : tensor<2xf32>
  return %r : tensor<2xf32>
}
