// A function body that does not end with a return.
// ERROR: invalid 5:3 cannot end a function body: a block must end with a return or a branch
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0:
  %c = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
}) : () -> ()
