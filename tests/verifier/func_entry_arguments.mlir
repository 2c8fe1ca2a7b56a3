// A function whose type takes two arguments but whose body's entry block has one.
// ERROR: invalid 3:1 entry block has 1 arguments, but the function type has 2 inputs
"func.func"() <{function_type = (f32, f32) -> f32, sym_name = "f"}> ({
^bb0(%x: f32):
  "func.return"(%x) : (f32) -> ()
}) : () -> ()
