func.func @forward(%t: tensor<2x3x2xf32>) -> tensor<2x3xf32> {
  %r = "linrt.dot_interaction"(%t) {indices0 = array<i64: 1, 2, 4611686018427387904>, indices1 = array<i64: 0, -1, 1>} : (tensor<2x3x2xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
