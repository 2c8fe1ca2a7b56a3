// A use of a value before its definition (the parser refuses it: a located Parse error).
// ERROR: parse 4:21 use of undefined SSA value '%b'
func.func @f() -> f32 {
  %a = "arith.addf"(%b, %b) : (f32, f32) -> f32
  %b = arith.constant 1.0 : f32
  return %a : f32
}
