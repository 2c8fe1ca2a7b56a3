// A return followed by another operation in the same block.
// ERROR: invalid 5:3 must be the last operation in its block
func.func @f() -> f32 {
  %a = arith.constant 1.0 : f32
  return %a : f32
  %b = arith.constant 2.0 : f32
}
