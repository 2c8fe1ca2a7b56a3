// The return gives two values; the function declares one result.
// ERROR: invalid 5:3 returns 2 values, but the enclosing function '@f' declares 1 results
func.func @f() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c, %c : f32, f32
}
