func.func @forward(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x1x3x3xf32> {
  %r = "linrt.conv2d"(%x, %w) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 0, 0>, dilations = array<i64: 0, 1>, padding = array<i64: 0, 0, 0, 0>, groups = 0 : i64}> : (tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x3x3xf32>
  return %r : tensor<1x1x3x3xf32>
}
