// Two functions of the same name.
// ERROR: invalid 7:1 redefines symbol '@f'
func.func @f() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func @f() -> f32 {
  %c = arith.constant 2.0 : f32
  return %c : f32
}
