// A util.global whose initial value has a different type from the global (generic form).
// ERROR: invalid 3:1 initial value of type 'tensor<3xf32>' does not match the global's type 'tensor<2xf32>'
"util.global"() <{initial_value = dense<1.0> : tensor<3xf32>, sym_name = "g", sym_visibility = "private", type = tensor<2xf32>}> : () -> ()
func.func @f() -> tensor<2xf32> {
  %r = util.global.load @g : tensor<2xf32>
  return %r : tensor<2xf32>
}
