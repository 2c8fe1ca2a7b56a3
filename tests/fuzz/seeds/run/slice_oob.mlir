func.func @forward(%x: tensor<4xf32>) -> tensor<3xf32> {
  %s = tensor.extract_slice %x[3] [3] [2] : tensor<4xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}
