// An arith.extf from f32 to f16: extension must widen.
// ERROR: invalid 5:3 result type 'f16' must be wider than the operand type 'f32'
func.func @f() -> f16 {
  %a = arith.constant 1.0 : f32
  %r = arith.extf %a : f32 to f16
  return %r : f16
}
