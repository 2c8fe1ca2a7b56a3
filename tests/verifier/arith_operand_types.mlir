// An arith.addf of an f32 and an f64 (generic form).
// ERROR: invalid 6:3 operand #1 has type 'f64', expected 'f32'
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f64
  %r = "arith.addf"(%a, %b) : (f32, f64) -> f32
  return %r : f32
}
