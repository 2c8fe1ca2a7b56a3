// Two public functions and neither is forward or main: linrt-run needs --function.
module {
  func.func @first(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @second(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
}
