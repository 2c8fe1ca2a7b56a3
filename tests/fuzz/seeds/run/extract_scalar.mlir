func.func @forward(%x: tensor<4xf32>, %i: index) -> f32 {
  %v = tensor.extract %x[%i] : tensor<4xf32>
  return %v : f32
}
