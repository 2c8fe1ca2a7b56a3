func.func @forward(%x: tensor<6xf32>) -> tensor<4x2xf32> {
  %r = tensor.expand_shape %x [[0, 1]] output_shape [4, 2] : tensor<6xf32> into tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}
