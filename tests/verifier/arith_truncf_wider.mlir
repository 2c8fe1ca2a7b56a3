// An arith.truncf from f32 to f64: truncation must narrow.
// ERROR: invalid 5:3 result type 'f64' must be narrower than the operand type 'f32'
func.func @f() -> f64 {
  %a = arith.constant 1.0 : f32
  %r = arith.truncf %a : f32 to f64
  return %r : f64
}
