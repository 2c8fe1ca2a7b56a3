func.func @forward() -> tensor<4xf32> {
  %c = arith.constant dense_resource<r> : tensor<4xf32>
  return %c : tensor<4xf32>
}
