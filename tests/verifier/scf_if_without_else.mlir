// An scf.if with a result but no else region (generic form).
// ERROR: invalid 6:3 has results, so it needs an else region
func.func @f() -> f32 {
  %t = arith.constant true
  %a = arith.constant 1.0 : f32
  %r = "scf.if"(%t) ({
    "scf.yield"(%a) : (f32) -> ()
  }, {
  }) : (i1) -> f32
  return %r : f32
}
