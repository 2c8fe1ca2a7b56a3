// A branch back to the entry block, which may have no predecessors.
// ERROR: invalid 3:1 entry block of region may not have predecessors
"func.func"() <{function_type = (f32) -> f32, sym_name = "f"}> ({
^bb0(%a: f32):
  %y = "arith.addf"(%a, %a) : (f32, f32) -> f32
  "cf.br"(%y)[^bb0] : (f32) -> ()
}) : () -> ()
