// The return's value is a tensor<3xf32>; the function declares tensor<4xf32>.
// ERROR: invalid 6:3 returned value #0 has type 'tensor<3xf32>', but the enclosing function's result #0 is 'tensor<4xf32>'
func.func @f() -> tensor<4xf32> {
  %c = arith.constant dense<1.0> : tensor<3xf32>
  // a comment line
  return %c : tensor<3xf32>
}
