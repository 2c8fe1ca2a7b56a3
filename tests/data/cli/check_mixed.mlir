// linrt-check output format: one passing and one failing function, plus functions it skips.
func.func @passes() {
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%a, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @fails() {
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  check.expect_eq_const(%a, dense<[1, 3]> : tensor<2xi32>) : tensor<2xi32>
  check.expect_eq_const(%a, dense<[0, 2]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @unsupported() {
  %x = "linrt_test.no_such_op"() : () -> i32
  return
}

// Not run: it takes an argument, or it is private.
func.func @takes_argument(%x: i32) {
  check.expect_false(%x) : i32
  return
}

func.func private @private_helper() {
  %t = arith.constant true
  check.expect_false(%t) : i1
  return
}
