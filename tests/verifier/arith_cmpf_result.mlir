// An arith.cmpf whose result is f32 instead of i1 (generic form).
// ERROR: invalid 5:3 result must be i1 (or a shaped type of i1), has type 'f32'
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  %r = "arith.cmpf"(%a, %a) <{predicate = 2 : i64}> : (f32, f32) -> f32
  return %r : f32
}
