// Well-formed: %y is defined in ^bb1, which dominates ^bb3; ^bb3 is listed before ^bb2.
func.func @f(%c: i1, %x: f32) -> f32 {
  cf.br ^bb1
^bb1:
  %y = arith.addf %x, %x : f32
  cf.cond_br %c, ^bb3, ^bb2
^bb3:
  return %y : f32
^bb2:
  cf.br ^bb3
}
