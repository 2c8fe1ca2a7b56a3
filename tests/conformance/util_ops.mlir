// util.global / util.global.load, util.unfoldable_constant and util.optimization_barrier.

util.global private @bias = dense<[0.5, -0.5]> : tensor<2xf32>
util.global private @count = 3 : i32

func.func @global_load_tensor() {
  %b = util.global.load @bias : tensor<2xf32>
  check.expect_eq_const(%b, dense<[0.5, -0.5]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @global_load_scalar() {
  %c = util.global.load @count : i32
  %c3 = arith.constant 3 : i32
  %eq = arith.cmpi eq, %c, %c3 : i32
  check.expect_true(%eq) : i1
  return
}

func.func @unfoldable_constant_kinds() {
  %i = util.unfoldable_constant 7 : i32
  %f = util.unfoldable_constant -1.5 : f32
  %t = util.unfoldable_constant dense<[[1, 2]]> : tensor<1x2xi8>
  %ti = tensor.from_elements %i : tensor<1xi32>
  %tf = tensor.from_elements %f : tensor<1xf32>
  check.expect_eq_const(%ti, dense<7> : tensor<1xi32>) : tensor<1xi32>
  check.expect_eq_const(%tf, dense<-1.5> : tensor<1xf32>) : tensor<1xf32>
  check.expect_eq_const(%t, dense<[[1, 2]]> : tensor<1x2xi8>) : tensor<1x2xi8>
  return
}

func.func @optimization_barrier_passes_values_through() {
  %a = util.unfoldable_constant dense<[1, 2]> : tensor<2xi32>
  %x = arith.constant 7 : i32
  %r:2 = util.optimization_barrier %a, %x : tensor<2xi32>, i32
  check.expect_eq_const(%r#0, dense<[1, 2]> : tensor<2xi32>) : tensor<2xi32>
  %c7 = arith.constant 7 : i32
  %eq = arith.cmpi eq, %r#1, %c7 : i32
  check.expect_true(%eq) : i1
  return
}
