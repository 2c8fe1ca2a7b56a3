func.func @forward(%a: tensor<2xi32>) -> tensor<2xi32> {
  %c = arith.constant dense<[-2147483648, 7]> : tensor<2xi32>
  %d = arith.constant dense<[-1, 0]> : tensor<2xi32>
  %q = arith.divsi %c, %d : tensor<2xi32>
  %r = arith.remsi %c, %d : tensor<2xi32>
  %s = arith.addi %q, %r : tensor<2xi32>
  return %s : tensor<2xi32>
}
