// A linalg.reduce whose block has one argument instead of input and accumulator.
// ERROR: invalid 7:3 block has 1 arguments, expected 2
func.func @f() -> tensor<2xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%e : tensor<2xf32>) dimensions = [1]
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %r : tensor<2xf32>
}
