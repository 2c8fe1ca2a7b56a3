// tensor.extract_slice and tensor.insert_slice: offsets, sizes and strides given statically or
// as index operands, and rank-reducing slices.

func.func @extract_slice_static() {
  %t = util.unfoldable_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s = tensor.extract_slice %t[1, 1] [2, 2] [1, 1] : tensor<3x4xi32> to tensor<2x2xi32>
  check.expect_eq_const(%s, dense<[[5, 6], [9, 10]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

func.func @extract_slice_strided() {
  %t = util.unfoldable_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s = tensor.extract_slice %t[0, 0] [2, 2] [2, 3] : tensor<3x4xi32> to tensor<2x2xi32>
  check.expect_eq_const(%s, dense<[[0, 3], [8, 11]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

func.func @extract_slice_rank_reducing_row() {
  %t = util.unfoldable_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s = tensor.extract_slice %t[1, 0] [1, 4] [1, 1] : tensor<3x4xi32> to tensor<4xi32>
  check.expect_eq_const(%s, dense<[4, 5, 6, 7]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @extract_slice_rank_reducing_column() {
  %t = util.unfoldable_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %s = tensor.extract_slice %t[0, 2] [3, 1] [1, 1] : tensor<3x4xi32> to tensor<3xi32>
  check.expect_eq_const(%s, dense<[2, 6, 10]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @extract_slice_dynamic() {
  %t = util.unfoldable_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32>
  %off = util.unfoldable_constant 1 : index
  %size = util.unfoldable_constant 3 : index
  %s = tensor.extract_slice %t[%off, %off] [2, %size] [1, 1] : tensor<3x4xi32> to tensor<2x?xi32>
  %c = tensor.cast %s : tensor<2x?xi32> to tensor<2x3xi32>
  check.expect_eq_const(%c, dense<[[5, 6, 7], [9, 10, 11]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @extract_slice_dynamic_source_and_stride() {
  %s0 = util.unfoldable_constant dense<[10, 11, 12, 13, 14, 15, 16]> : tensor<7xi64>
  %t = tensor.cast %s0 : tensor<7xi64> to tensor<?xi64>
  %stride = util.unfoldable_constant 3 : index
  %s = tensor.extract_slice %t[0] [3] [%stride] : tensor<?xi64> to tensor<3xi64>
  check.expect_eq_const(%s, dense<[10, 13, 16]> : tensor<3xi64>) : tensor<3xi64>
  return
}

func.func @extract_slice_empty() {
  %t = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = tensor.extract_slice %t[3] [0] [1] : tensor<3xf32> to tensor<0xf32>
  check.expect_eq_const(%s, dense<> : tensor<0xf32>) : tensor<0xf32>
  return
}

func.func @insert_slice_static() {
  %d = util.unfoldable_constant dense<0> : tensor<3x4xi32>
  %s = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = tensor.insert_slice %s into %d[1, 2] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<3x4xi32>
  check.expect_eq_const(%r, dense<[[0, 0, 0, 0], [0, 0, 1, 2], [0, 0, 3, 4]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  check.expect_eq_const(%d, dense<0> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}

func.func @insert_slice_strided() {
  %d = util.unfoldable_constant dense<0> : tensor<3x4xi32>
  %s = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = tensor.insert_slice %s into %d[0, 1] [2, 2] [2, 2] : tensor<2x2xi32> into tensor<3x4xi32>
  check.expect_eq_const(%r, dense<[[0, 1, 0, 2], [0, 0, 0, 0], [0, 3, 0, 4]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}

func.func @insert_slice_rank_reducing() {
  %d = util.unfoldable_constant dense<0> : tensor<3x4xi32>
  %s = util.unfoldable_constant dense<[7, 8, 9, 10]> : tensor<4xi32>
  %r = tensor.insert_slice %s into %d[2, 0] [1, 4] [1, 1] : tensor<4xi32> into tensor<3x4xi32>
  check.expect_eq_const(%r, dense<[[0, 0, 0, 0], [0, 0, 0, 0], [7, 8, 9, 10]]> : tensor<3x4xi32>) : tensor<3x4xi32>
  return
}

func.func @insert_slice_dynamic() {
  %d0 = util.unfoldable_constant dense<0.0> : tensor<2x5xf32>
  %d = tensor.cast %d0 : tensor<2x5xf32> to tensor<?x?xf32>
  %s0 = util.unfoldable_constant dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>
  %s = tensor.cast %s0 : tensor<1x3xf32> to tensor<?x?xf32>
  %off = util.unfoldable_constant 2 : index
  %n = util.unfoldable_constant 3 : index
  %c1 = arith.constant 1 : index
  %r = tensor.insert_slice %s into %d[%c1, %off] [1, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %c = tensor.cast %r : tensor<?x?xf32> to tensor<2x5xf32>
  check.expect_eq_const(%c, dense<[[0.0, 0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 2.0, 3.0]]> : tensor<2x5xf32>) : tensor<2x5xf32>
  return
}

// torch-mlir's cat before tensor.concat: a chain of insert_slice into an empty tensor.
func.func @insert_slice_chain_as_concat() {
  %a = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = util.unfoldable_constant dense<[[5], [6]]> : tensor<2x1xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %r0 = tensor.insert_slice %a into %e[0, 0] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<2x3xi32>
  %r1 = tensor.insert_slice %b into %r0[0, 2] [2, 1] [1, 1] : tensor<2x1xi32> into tensor<2x3xi32>
  check.expect_eq_const(%r1, dense<[[1, 2, 5], [3, 4, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}
