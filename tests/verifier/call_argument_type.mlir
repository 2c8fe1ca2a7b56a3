// A call passing an f64 to a function that takes an f32.
// ERROR: invalid 9:3 argument #0 has type 'f64', expected 'f32'
func.func private @g(%x: f32) -> f32 {
  return %x : f32
}
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f64
  // the callee's type as written here does not match @g's
  %r = call @g(%a) : (f64) -> f32
  return %r : f32
}
