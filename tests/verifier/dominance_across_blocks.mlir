// %y is defined in ^bb1, which does not dominate ^bb3 (reached from ^bb2 too).
// ERROR: invalid 12:3 operand #0 (%y) does not dominate this use
func.func @f(%c: i1, %x: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %y = arith.addf %x, %x : f32
  cf.br ^bb3
^bb2:
  %z = arith.mulf %x, %x : f32
  cf.br ^bb3
^bb3:
  return %y : f32
}
