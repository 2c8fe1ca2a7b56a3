// An insert_slice of a 2x2 source at sizes [2, 3].
// ERROR: invalid 6:3 source type 'tensor<2x2xf32>' does not match the sizes [2, 3]
func.func @f() -> tensor<4x4xf32> {
  %a = arith.constant dense<1.0> : tensor<2x2xf32>
  %d = arith.constant dense<0.0> : tensor<4x4xf32>
  %r = tensor.insert_slice %a into %d[0, 0] [2, 3] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
