// An arith.constant whose value is f64 but whose result is f32.
// ERROR: invalid 4:3 value's type 'f64' must match the result type 'f32'
func.func @f() -> f32 {
  %a = "arith.constant"() <{value = 1.0 : f64}> : () -> f32
  return %a : f32
}
