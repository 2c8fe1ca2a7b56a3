// An scf.for with one iter_arg whose body yields nothing.
// ERROR: invalid 9:5 yields 0 values, but the parent 'scf.for' has 1 results
func.func @f() -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> (f32) {
    scf.yield
  }
  return %r : f32
}
