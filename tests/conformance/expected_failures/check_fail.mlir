// Every function here must produce at least one check failure: the conformance test asserts it,
// proving that failed expectations are detected and reported rather than ignored.

func.func @expect_true_of_zero() {
  %zero = util.unfoldable_constant 0 : i32
  check.expect_true(%zero) : i32
  return
}

func.func @expect_false_of_one() {
  %one = util.unfoldable_constant 1 : i32
  check.expect_false(%one) : i32
  return
}

func.func @expect_all_true_with_a_zero() {
  %t = util.unfoldable_constant dense<[1, 0, 3]> : tensor<3xi32>
  check.expect_all_true(%t) : tensor<3xi32>
  return
}

func.func @expect_eq_one_element_differs() {
  %a = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  check.expect_eq_const(%a, dense<[[1, 2], [3, 5]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  return
}

// expect_eq compares bytes: -0.0 and 0.0 differ.
func.func @expect_eq_negative_zero() {
  %a = util.unfoldable_constant dense<[0.0]> : tensor<1xf32>
  check.expect_eq_const(%a, dense<[-0.0]> : tensor<1xf32>) : tensor<1xf32>
  return
}

func.func @expect_almost_eq_outside_tolerance() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  check.expect_almost_eq_const(%a, dense<[0.999, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @expect_almost_eq_nan_against_number() {
  %a = util.unfoldable_constant dense<[0x7FC00000]> : tensor<1xf32>
  check.expect_almost_eq_const(%a, dense<[1.0]> : tensor<1xf32>) : tensor<1xf32>
  return
}

func.func @expect_almost_eq_shape_mismatch() {
  %a = util.unfoldable_constant dense<[[1.0], [2.0]]> : tensor<2x1xf32>
  %b = util.unfoldable_constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %da = tensor.cast %a : tensor<2x1xf32> to tensor<?x?xf32>
  %db = tensor.cast %b : tensor<1x2xf32> to tensor<?x?xf32>
  check.expect_almost_eq(%da, %db) : tensor<?x?xf32>
  return
}
