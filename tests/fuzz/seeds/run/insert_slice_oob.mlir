func.func @forward(%x: tensor<4xf32>, %y: tensor<3xf32>) -> tensor<4xf32> {
  %r = tensor.insert_slice %y into %x[2] [3] [1] : tensor<3xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}
