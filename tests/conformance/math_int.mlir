// math dialect integer ops: absi (|INT_MIN| wraps to INT_MIN), ctpop, ctlz, cttz (of 0: the bit
// width), ipowi. Expected values computed with Python integers.

func.func @absi_i32() {
  %v1 = util.unfoldable_constant dense<[-5, 0, 7, -2147483648]> : tensor<4xi32>
  %v2 = math.absi %v1 : tensor<4xi32>
  check.expect_eq_const(%v2, dense<[5, 0, 7, -2147483648]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @absi_i8() {
  %v1 = util.unfoldable_constant dense<[-128, -1, 100]> : tensor<3xi8>
  %v2 = math.absi %v1 : tensor<3xi8>
  check.expect_eq_const(%v2, dense<[-128, 1, 100]> : tensor<3xi8>) : tensor<3xi8>
  return
}

func.func @absi_i16() {
  %v1 = util.unfoldable_constant dense<[-300, 300]> : tensor<2xi16>
  %v2 = math.absi %v1 : tensor<2xi16>
  check.expect_eq_const(%v2, dense<[300, 300]> : tensor<2xi16>) : tensor<2xi16>
  return
}

func.func @absi_i64() {
  %v1 = util.unfoldable_constant dense<[-9223372036854775807, 3]> : tensor<2xi64>
  %v2 = math.absi %v1 : tensor<2xi64>
  check.expect_eq_const(%v2, dense<[9223372036854775807, 3]> : tensor<2xi64>) : tensor<2xi64>
  return
}

func.func @ctpop_i32() {
  %v1 = util.unfoldable_constant dense<[0, -1, 7, -2147483648]> : tensor<4xi32>
  %v2 = math.ctpop %v1 : tensor<4xi32>
  check.expect_eq_const(%v2, dense<[0, 32, 3, 1]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @ctlz_i32() {
  %v1 = util.unfoldable_constant dense<[1, 0, -1, 65536]> : tensor<4xi32>
  %v2 = math.ctlz %v1 : tensor<4xi32>
  check.expect_eq_const(%v2, dense<[31, 32, 0, 15]> : tensor<4xi32>) : tensor<4xi32>
  return
}

func.func @cttz_i32() {
  %v1 = util.unfoldable_constant dense<[8, 0, -1, 65536]> : tensor<4xi32>
  %v2 = math.cttz %v1 : tensor<4xi32>
  check.expect_eq_const(%v2, dense<[3, 32, 0, 16]> : tensor<4xi32>) : tensor<4xi32>
  return
}

// wrapping multiplication; a negative exponent truncates 1 / b^|n| (0 unless b is 1 or -1)
func.func @ipowi_i32() {
  %v1 = util.unfoldable_constant dense<[3, -2, 2, 7, -1, 1, 2]> : tensor<7xi32>
  %v2 = util.unfoldable_constant dense<[4, 3, 31, 0, -3, -5, -1]> : tensor<7xi32>
  %v3 = math.ipowi %v1, %v2 : tensor<7xi32>
  check.expect_eq_const(%v3, dense<[81, -8, -2147483648, 1, -1, 1, 0]> : tensor<7xi32>) : tensor<7xi32>
  return
}

func.func @ctlz_i8() {
  %v1 = util.unfoldable_constant dense<[1, 0, -1, 16]> : tensor<4xi8>
  %v2 = math.ctlz %v1 : tensor<4xi8>
  check.expect_eq_const(%v2, dense<[7, 8, 0, 3]> : tensor<4xi8>) : tensor<4xi8>
  return
}
