func.func @forward(%x: tensor<1x4x1x2xf32>) -> tensor<1x1x2x4xf32> {
  %r = "linrt.pixel_shuffle"(%x) {factor = 0 : i64} : (tensor<1x4x1x2xf32>) -> tensor<1x1x2x4xf32>
  return %r : tensor<1x1x2x4xf32>
}
