// func.call (with the unqualified `call` spelling of older dumps) and cf.assert that holds.

func.func private @add_one(%x: tensor<3xi32>) -> tensor<3xi32> {
  %c1 = arith.constant 1 : i32
  %ones = tensor.splat %c1 : tensor<3xi32>
  %r = arith.addi %x, %ones : tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func private @swap(%a: i32, %b: f32) -> (f32, i32) {
  return %b, %a : f32, i32
}

func.func private @twice(%x: tensor<3xi32>) -> tensor<3xi32> {
  %a = func.call @add_one(%x) : (tensor<3xi32>) -> tensor<3xi32>
  %b = call @add_one(%a) : (tensor<3xi32>) -> tensor<3xi32>
  return %b : tensor<3xi32>
}

func.func @call_returns_tensor() {
  %x = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = func.call @add_one(%x) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%r, dense<[2, 3, 4]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @call_nested() {
  %x = util.unfoldable_constant dense<[10, 20, 30]> : tensor<3xi32>
  %r = func.call @twice(%x) : (tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%r, dense<[12, 22, 32]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @call_multiple_results() {
  %a = util.unfoldable_constant 5 : i32
  %b = util.unfoldable_constant 0.5 : f32
  %r:2 = func.call @swap(%a, %b) : (i32, f32) -> (f32, i32)
  %f = tensor.from_elements %r#0 : tensor<1xf32>
  %i = tensor.from_elements %r#1 : tensor<1xi32>
  check.expect_eq_const(%f, dense<0.5> : tensor<1xf32>) : tensor<1xf32>
  check.expect_eq_const(%i, dense<5> : tensor<1xi32>) : tensor<1xi32>
  return
}

func.func @assert_holds() {
  %x = util.unfoldable_constant 3 : index
  %c4 = arith.constant 4 : index
  %lt = arith.cmpi slt, %x, %c4 : index
  cf.assert %lt, "index must be smaller than dim size"
  return
}
