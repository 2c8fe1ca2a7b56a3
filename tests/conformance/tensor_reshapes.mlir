// tensor.expand_shape (with output_shape and the older form without it), collapse_shape,
// reshape, cast and bitcast.

func.func @expand_shape_static() {
  %t = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  check.expect_eq_const(%e, dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @expand_shape_dynamic() {
  %t0 = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %t = tensor.cast %t0 : tensor<6xi32> to tensor<?xi32>
  %n = util.unfoldable_constant 2 : index
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 3] : tensor<?xi32> into tensor<?x3xi32>
  %c = tensor.cast %e : tensor<?x3xi32> to tensor<2x3xi32>
  check.expect_eq_const(%c, dense<[[0, 1, 2], [3, 4, 5]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// Before 2024 expand_shape had no output_shape; the `?` is inferred from the source size.
func.func @expand_shape_inferred() {
  %t0 = util.unfoldable_constant dense<[[0, 1, 2, 3, 4, 5]]> : tensor<1x6xi32>
  %t = tensor.cast %t0 : tensor<1x6xi32> to tensor<1x?xi32>
  %e = tensor.expand_shape %t [[0], [1, 2]] : tensor<1x?xi32> into tensor<1x?x2xi32>
  %c = tensor.cast %e : tensor<1x?x2xi32> to tensor<1x3x2xi32>
  check.expect_eq_const(%c, dense<[[[0, 1], [2, 3], [4, 5]]]> : tensor<1x3x2xi32>) : tensor<1x3x2xi32>
  return
}

func.func @expand_shape_from_rank0() {
  %t = util.unfoldable_constant dense<4.0> : tensor<f32>
  %e = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  check.expect_eq_const(%e, dense<4.0> : tensor<1x1xf32>) : tensor<1x1xf32>
  return
}

func.func @collapse_shape_groups() {
  %t = util.unfoldable_constant dense<[[[[1.0, 2.0, 3.0]], [[4.0, 5.0, 6.0]]]]> : tensor<1x2x1x3xf32>
  %c = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<1x2x1x3xf32> into tensor<2x3xf32>
  check.expect_eq_const(%c, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

func.func @collapse_shape_dynamic() {
  %t0 = util.unfoldable_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi16>
  %t = tensor.cast %t0 : tensor<3x2xi16> to tensor<?x2xi16>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x2xi16> into tensor<?xi16>
  %s = tensor.cast %c : tensor<?xi16> to tensor<6xi16>
  check.expect_eq_const(%s, dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi16>) : tensor<6xi16>
  return
}

func.func @collapse_shape_to_rank0() {
  %t = util.unfoldable_constant dense<[[2.5]]> : tensor<1x1xf32>
  %c = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  check.expect_eq_const(%c, dense<2.5> : tensor<f32>) : tensor<f32>
  return
}

func.func @reshape_by_shape_tensor() {
  %t = util.unfoldable_constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %shape = util.unfoldable_constant dense<[3, 2]> : tensor<2xi64>
  %r = tensor.reshape %t(%shape) : (tensor<6xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[0, 1], [2, 3], [4, 5]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

func.func @reshape_to_dynamic() {
  %t = util.unfoldable_constant dense<[[1, 2, 3, 4]]> : tensor<1x4xi32>
  %shape = util.unfoldable_constant dense<[2, 2]> : tensor<2xindex>
  %r = tensor.reshape %t(%shape) : (tensor<1x4xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  %c = tensor.cast %r : tensor<?x?xi32> to tensor<2x2xi32>
  check.expect_eq_const(%c, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

func.func @cast_round_trip() {
  %t = util.unfoldable_constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %d = tensor.cast %t : tensor<1x3xi32> to tensor<?x?xi32>
  %h = tensor.cast %d : tensor<?x?xi32> to tensor<1x?xi32>
  %s = tensor.cast %h : tensor<1x?xi32> to tensor<1x3xi32>
  check.expect_eq(%s, %t) : tensor<1x3xi32>
  return
}

// 1.0f = 0x3F800000 = 1065353216, -2.0f = 0xC0000000 = -1073741824.
func.func @bitcast_f32_to_i32() {
  %t = util.unfoldable_constant dense<[1.0, -2.0, 0.0]> : tensor<3xf32>
  %b = tensor.bitcast %t : tensor<3xf32> to tensor<3xi32>
  check.expect_eq_const(%b, dense<[1065353216, -1073741824, 0]> : tensor<3xi32>) : tensor<3xi32>
  return
}
