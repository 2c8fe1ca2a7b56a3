func.func @forward(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c0 iter_args(%a = %x) -> (tensor<2xf32>) {
    scf.yield %a : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
