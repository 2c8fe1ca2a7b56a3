// Well-formed: a strided, dilated conv, a rank-reducing slice, a pad and a concat (accepted).
func.func @f() -> tensor<2x2x2xf32> {
  %x = arith.constant dense<1.0> : tensor<1x1x7x7xf32>
  %w = arith.constant dense<1.0> : tensor<2x1x3x3xf32>
  %init = arith.constant dense<0.0> : tensor<1x2x2x2xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<2> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<1x1x7x7xf32>, tensor<2x1x3x3xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %s = tensor.extract_slice %c[0, 0, 0, 0] [1, 2, 2, 1] [1, 1, 1, 1] : tensor<1x2x2x2xf32> to tensor<2x2xf32>
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %s low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<2x2xf32> to tensor<2x3xf32>
  %q = tensor.concat dim(1) %p, %s : (tensor<2x3xf32>, tensor<2x2xf32>) -> tensor<2x5xf32>
  %r = tensor.expand_shape %q [[0], [1, 2]] output_shape [2, 5, 1] : tensor<2x5xf32> into tensor<2x5x1xf32>
  %t = tensor.extract_slice %r[0, 0, 0] [2, 2, 1] [1, 1, 1] : tensor<2x5x1xf32> to tensor<2x2xf32>
  %u = tensor.expand_shape %t [[0], [1, 2]] output_shape [2, 2, 1] : tensor<2x2xf32> into tensor<2x2x1xf32>
  %v = tensor.concat dim(2) %u, %u : (tensor<2x2x1xf32>, tensor<2x2x1xf32>) -> tensor<2x2x2xf32>
  return %v : tensor<2x2x2xf32>
}
