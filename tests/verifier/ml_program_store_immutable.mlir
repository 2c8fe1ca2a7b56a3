// A store to an ml_program global that is not declared mutable.
// ERROR: invalid 6:3 cannot store to an immutable global @g
ml_program.global private @g(dense<1.0> : tensor<4xf32>) : tensor<4xf32>
func.func @f() {
  %v = arith.constant dense<2.0> : tensor<4xf32>
  ml_program.global_store @g = %v : tensor<4xf32>
  return
}
