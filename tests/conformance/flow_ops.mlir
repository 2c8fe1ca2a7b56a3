// IREE flow.tensor ops that only retype or reinterpret a tensor.

func.func @tie_shape() {
  %t0 = util.unfoldable_constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %t = tensor.cast %t0 : tensor<3x2xi32> to tensor<?x2xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?x2xi32>
  %tied = flow.tensor.tie_shape %t : tensor<?x2xi32>{%d}
  %c = tensor.cast %tied : tensor<?x2xi32> to tensor<3x2xi32>
  check.expect_eq_const(%c, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

func.func @dynamic_constant() {
  %t = flow.tensor.dynamic_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32> -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %n = tensor.from_elements %d : tensor<1xindex>
  check.expect_eq_const(%n, dense<3> : tensor<1xindex>) : tensor<1xindex>
  %c = tensor.cast %t : tensor<?xf32> to tensor<3xf32>
  check.expect_eq_const(%c, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @reshape_to_dynamic() {
  %t = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %n = util.unfoldable_constant 6 : index
  %r = flow.tensor.reshape %t : tensor<2x3xi32> -> tensor<?xi32>{%n}
  %c = tensor.cast %r : tensor<?xi32> to tensor<6xi32>
  check.expect_eq_const(%c, dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>) : tensor<6xi32>
  return
}

func.func @reshape_from_dynamic() {
  %t0 = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %t = tensor.cast %t0 : tensor<4xi32> to tensor<?xi32>
  %n = util.unfoldable_constant 4 : index
  %r = flow.tensor.reshape %t : tensor<?xi32>{%n} -> tensor<2x2xi32>
  check.expect_eq_const(%r, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

// 1.0f = 0x3F800000 and -2.0f = 0xC0000000; little-endian bytes 00 00 80 3F and 00 00 00 C0.
func.func @bitcast_same_size() {
  %t = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
  %b = flow.tensor.bitcast %t : tensor<2xf32> -> tensor<2xi32>
  check.expect_eq_const(%b, dense<[1065353216, -1073741824]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @bitcast_to_bytes() {
  %t = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf32>
  %b = flow.tensor.bitcast %t : tensor<2xf32> -> tensor<8xi8>
  check.expect_eq_const(%b, dense<[0, 0, -128, 63, 0, 0, 0, -64]> : tensor<8xi8>) : tensor<8xi8>
  return
}
