// A conditional branch passes two values to a block that takes one.
// ERROR: invalid 5:3 branch has 2 operands for successor #1, but target block has 1
func.func @f(%c: i1, %x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  cf.cond_br %c, ^bb1(%x : f32), ^bb1(%x, %y : f32, f32)
^bb1(%z: f32):
  return %z : f32
}
