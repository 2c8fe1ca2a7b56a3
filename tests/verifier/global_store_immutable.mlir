// A store to a global that is not declared mutable.
// ERROR: unsupported 6:3 global @g is not mutable
util.global private @g = dense<1.0> : tensor<4xf32>
func.func @f() {
  %v = arith.constant dense<2.0> : tensor<4xf32>
  util.global.store %v, @g : tensor<4xf32>
  return
}
