func.func @forward(%t: tensor<4x2xf32>, %i: tensor<5xi64>, %o: tensor<3xi64>) -> tensor<7x2xf32> {
  %r = "linrt.embedding_bag"(%t, %i, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "sum", include_last_offset = true, padding_idx = 99 : i64}> : (tensor<4x2xf32>, tensor<5xi64>, tensor<3xi64>) -> tensor<7x2xf32>
  return %r : tensor<7x2xf32>
}
