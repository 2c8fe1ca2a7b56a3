func.func @forward(%x: tensor<1x3x4x4xf32>, %w: tensor<2x5x3x3xf32>) -> tensor<1x2x9x9xf32> {
  %r = "linrt.conv2d"(%x, %w) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, groups = 1 : i64}> : (tensor<1x3x4x4xf32>, tensor<2x5x3x3xf32>) -> tensor<1x2x9x9xf32>
  return %r : tensor<1x2x9x9xf32>
}
