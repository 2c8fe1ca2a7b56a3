func.func @forward(%x: tensor<2x3xf32>) -> tensor<7xf32> {
  %r = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<7xf32>
  return %r : tensor<7xf32>
}
