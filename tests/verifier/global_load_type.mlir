// An ml_program.global_load whose result type is not the global's.
// ERROR: invalid 5:3 result has type 'tensor<3xf32>', expected 'tensor<2xf32>'
ml_program.global private @g(dense<1.0> : tensor<2xf32>) : tensor<2xf32>
func.func @f() -> tensor<3xf32> {
  %r = ml_program.global_load_const @g : tensor<3xf32>
  return %r : tensor<3xf32>
}
