// A check.expect_eq of tensors of different shapes (generic form).
// ERROR: invalid 6:3 operand #1 has type 'tensor<3xf32>', expected 'tensor<2xf32>'
func.func @f() {
  %a = util.unfoldable_constant dense<1.0> : tensor<2xf32>
  %b = util.unfoldable_constant dense<1.0> : tensor<3xf32>
  "check.expect_eq"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> ()
  return
}
