// A branch passes an f32 to a block argument of type i32.
// ERROR: invalid 6:3 type mismatch for bb argument #0 of successor #0
func.func @f(%x: f32) -> i32 {
  %c = arith.constant 1 : i32
  %d = arith.addi %c, %c : i32
  cf.br ^bb1(%x : f32)
^bb1(%y: i32):
  return %y : i32
}
