func.func @forward(%a: tensor<2x3xf32>, %b: tensor<4x5xf32>) -> tensor<2x5xf32> {
  %e = tensor.empty() : tensor<2x5xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x5xf32>) outs(%e : tensor<2x5xf32>) -> tensor<2x5xf32>
  return %r : tensor<2x5xf32>
}
