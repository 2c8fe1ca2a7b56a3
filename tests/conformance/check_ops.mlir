// IREE check ops on values that satisfy them (expected_failures/check_fail.mlir holds the
// failing counterparts).

func.func @expect_true_false() {
  %one = util.unfoldable_constant 1 : i32
  %zero = util.unfoldable_constant 0 : i32
  %minus = util.unfoldable_constant -5 : i32
  check.expect_true(%one) : i32
  check.expect_true(%minus) : i32
  check.expect_false(%zero) : i32
  %t = arith.constant true
  %f = arith.constant false
  check.expect_true(%t) : i1
  check.expect_false(%f) : i1
  return
}

func.func @expect_all_true() {
  %t = util.unfoldable_constant dense<[[1, -1], [2, 7]]> : tensor<2x2xi32>
  check.expect_all_true(%t) : tensor<2x2xi32>
  return
}

func.func @expect_eq_ints_and_floats() {
  %a = util.unfoldable_constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %b = util.unfoldable_constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  check.expect_eq(%a, %b) : tensor<5xi32>
  check.expect_eq_const(%a, dense<[1, 2, 3, 4, 5]> : tensor<5xi32>) : tensor<5xi32>
  %f = util.unfoldable_constant dense<[0.5, 0x7FC00000, 0x7F800000]> : tensor<3xf32>
  check.expect_eq_const(%f, dense<[0.5, 0x7FC00000, 0x7F800000]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @expect_almost_eq_default_tolerance() {
  %a = util.unfoldable_constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %b = util.unfoldable_constant dense<[0.99995, 2.0, 3.00005, 4.0, 5.0]> : tensor<5xf32>
  check.expect_almost_eq(%a, %b) : tensor<5xf32>
  check.expect_almost_eq_const(%a, dense<[0.99995, 2.0, 3.00005, 4.0, 5.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @expect_almost_eq_explicit_tolerances() {
  %a = util.unfoldable_constant dense<[100.0, -3.0]> : tensor<2xf32>
  // |100 - 101| = 1 <= 0 + 0.01 * 101; |-3 - -3.004| = 0.004 <= 0.005.
  check.expect_almost_eq_const(%a, dense<[101.0, -3.004]> : tensor<2xf32>, atol 5.0e-03, rtol 1.0e-02) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[100.009, -3.009]> : tensor<2xf32>, atol 1.0e-02) : tensor<2xf32>
  return
}

// Equal infinities and two NaNs count as equal, as in iree-check-module.
func.func @expect_almost_eq_special_values() {
  %a = util.unfoldable_constant dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>
  check.expect_almost_eq_const(%a, dense<[0x7F800000, 0xFF800000, 0x7FC00000]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @expect_almost_eq_f64_and_f16() {
  %d = util.unfoldable_constant dense<[1.0, 1.0e10]> : tensor<2xf64>
  check.expect_almost_eq_const(%d, dense<[1.00001, 1.0e10]> : tensor<2xf64>) : tensor<2xf64>
  %h = util.unfoldable_constant dense<[0.5, 2.0]> : tensor<2xf16>
  check.expect_almost_eq_const(%h, dense<[0.5, 2.0]> : tensor<2xf16>) : tensor<2xf16>
  return
}
