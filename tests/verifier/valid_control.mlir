// Well-formed: a call, an scf.for with an iter_arg, an scf.if with an else, a global (accepted).
ml_program.global private @g(dense<2.0> : tensor<2xf32>) : tensor<2xf32>
func.func private @twice(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @f(%n: index) -> (f32, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (f32) {
    %d = func.call @twice(%acc) : (f32) -> f32
    scf.yield %d : f32
  }
  %big = arith.cmpf ogt, %s, %one : f32
  %r = scf.if %big -> (f32) {
    scf.yield %s : f32
  } else {
    scf.yield %one : f32
  }
  %g = ml_program.global_load_const @g : tensor<2xf32>
  return %r, %g : f32, tensor<2xf32>
}
