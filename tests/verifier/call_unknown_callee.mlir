// A call to a function the module does not define.
// ERROR: invalid 5:3 '@g' does not name a function of this module
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %r = call @g(%a) : (f32) -> f32
  return %r : f32
}
