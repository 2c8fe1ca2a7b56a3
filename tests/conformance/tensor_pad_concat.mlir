// tensor.pad (constant and index-dependent padding values, static and dynamic amounts) and
// tensor.concat.

func.func @pad_constant() {
  %t = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %cst = arith.constant 9.0 : f32
  %p = tensor.pad %t low[1, 0] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x2xf32> to tensor<3x4xf32>
  check.expect_eq_const(%p, dense<[[9.0, 9.0, 9.0, 9.0], [1.0, 2.0, 9.0, 9.0], [3.0, 4.0, 9.0, 9.0]]> : tensor<3x4xf32>) : tensor<3x4xf32>
  return
}

func.func @pad_value_from_indices() {
  %t = util.unfoldable_constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi32>
  %p = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<2x2xi32> to tensor<4x4xi32>
  check.expect_eq_const(%p, dense<[[0, 1, 2, 3], [1, -1, -2, 4], [2, -3, -4, 5], [3, 4, 5, 6]]> : tensor<4x4xi32>) : tensor<4x4xi32>
  return
}

func.func @pad_dynamic_amount() {
  %t = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %lo = util.unfoldable_constant 2 : index
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%lo] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<3xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<6xf32>
  check.expect_eq_const(%c, dense<[0.0, 0.0, 1.0, 2.0, 3.0, 0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @pad_dynamic_source() {
  %s = util.unfoldable_constant dense<[[5, 6, 7]]> : tensor<1x3xi8>
  %t = tensor.cast %s : tensor<1x3xi8> to tensor<?x?xi8>
  %cst = arith.constant -1 : i8
  %p = tensor.pad %t low[0, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : i8
  } : tensor<?x?xi8> to tensor<?x?xi8>
  %c = tensor.cast %p : tensor<?x?xi8> to tensor<2x4xi8>
  check.expect_eq_const(%c, dense<[[-1, 5, 6, 7], [-1, -1, -1, -1]]> : tensor<2x4xi8>) : tensor<2x4xi8>
  return
}

func.func @concat_dim1() {
  %a = util.unfoldable_constant dense<[[1], [2]]> : tensor<2x1xi32>
  %b = util.unfoldable_constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %r = tensor.concat dim(1) %a, %b : (tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[1, 3, 4], [2, 5, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @concat_dim0_three_inputs() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = util.unfoldable_constant dense<[[3.0, 4.0], [5.0, 6.0]]> : tensor<2x2xf32>
  %c = util.unfoldable_constant dense<[[7.0, 8.0]]> : tensor<1x2xf32>
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<1x2xf32>, tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<4x2xf32>
  check.expect_eq_const(%r, dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]> : tensor<4x2xf32>) : tensor<4x2xf32>
  return
}

func.func @concat_dynamic() {
  %a0 = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi64>
  %a = tensor.cast %a0 : tensor<3xi64> to tensor<?xi64>
  %b = util.unfoldable_constant dense<[4, 5]> : tensor<2xi64>
  %r = tensor.concat dim(0) %a, %b : (tensor<?xi64>, tensor<2xi64>) -> tensor<?xi64>
  %c = tensor.cast %r : tensor<?xi64> to tensor<5xi64>
  check.expect_eq_const(%c, dense<[1, 2, 3, 4, 5]> : tensor<5xi64>) : tensor<5xi64>
  return
}
