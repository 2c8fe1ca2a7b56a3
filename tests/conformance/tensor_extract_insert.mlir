// tensor.extract and tensor.insert on static, dynamic and rank-0 tensors (IREE e2e format:
// every public function runs with no arguments; check.* ops hold the expected values).

func.func @extract_2d() {
  %t = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = tensor.extract %t[%c1, %c2] : tensor<2x3xi32>
  %r = tensor.from_elements %v : tensor<1xi32>
  check.expect_eq_const(%r, dense<6> : tensor<1xi32>) : tensor<1xi32>
  return
}

func.func @extract_dynamic() {
  %s = util.unfoldable_constant dense<[[1.5, 2.5], [3.5, 4.5], [5.5, 6.5]]> : tensor<3x2xf32>
  %t = tensor.cast %s : tensor<3x2xf32> to tensor<?x?xf32>
  %i = util.unfoldable_constant 2 : index
  %j = util.unfoldable_constant 0 : index
  %v = tensor.extract %t[%i, %j] : tensor<?x?xf32>
  %r = tensor.from_elements %v : tensor<1xf32>
  check.expect_eq_const(%r, dense<5.5> : tensor<1xf32>) : tensor<1xf32>
  return
}

func.func @extract_rank0() {
  %t = util.unfoldable_constant dense<-7> : tensor<i64>
  %v = tensor.extract %t[] : tensor<i64>
  %r = tensor.from_elements %v : tensor<i64>
  check.expect_eq_const(%r, dense<-7> : tensor<i64>) : tensor<i64>
  return
}

func.func @insert_2d_keeps_source() {
  %t = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 42 : i32
  %r = tensor.insert %x into %t[%c0, %c1] : tensor<2x3xi32>
  check.expect_eq_const(%r, dense<[[1, 42, 3], [4, 5, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  // Tensors are values: the source is unchanged.
  check.expect_eq_const(%t, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

func.func @insert_dynamic() {
  %s = util.unfoldable_constant dense<0.0> : tensor<4xf32>
  %t = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %i = util.unfoldable_constant 3 : index
  %x = arith.constant -1.25 : f32
  %r = tensor.insert %x into %t[%i] : tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  check.expect_eq_const(%c, dense<[0.0, 0.0, 0.0, -1.25]> : tensor<4xf32>) : tensor<4xf32>
  return
}
