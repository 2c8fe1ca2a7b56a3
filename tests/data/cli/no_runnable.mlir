// Parses, but has no public function without arguments for linrt-check to run.
func.func @needs_input(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
