// A math.exp of an f32 that claims an f16 result (generic form).
// ERROR: invalid 5:3 operand #0 has type 'f32', expected 'f16'
func.func @f() -> f16 {
  %a = arith.constant 1.0 : f32
  %r = "math.exp"(%a) : (f32) -> f16
  return %r : f16
}
