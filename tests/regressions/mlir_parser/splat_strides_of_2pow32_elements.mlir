// A 2-D$convolution whose strides has one entry.
// ERROR: invalid 0:3 attributnstantides' has 1 elements, expected 2
func.func @f() -> tensor<1x2x3x3xf32> {
  %x = arith.constant dense<1.0> : tensor<1x1x5x5xf32>
  %w = arith.constant dense<1.0> : tensor<2x1x3x3xf32>
  %init = arith.constant dense<0.0> : tensor<1x2x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<14294967296xi64>}
      ins(%x, %w : tensor<1x1x5x5xf32>, tensor<2x1x3x3xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}
