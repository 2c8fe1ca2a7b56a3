// An arith.select whose condition is an i32.
// ERROR: invalid 6:3 condition must be i1 (or a shaped type of i1), has type 'i32'
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %c = arith.constant 1 : i32
  %r = "arith.select"(%c, %a, %a) : (i32, f32, f32) -> f32
  return %r : f32
}
