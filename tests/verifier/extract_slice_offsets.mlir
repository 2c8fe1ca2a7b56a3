// An extract_slice of a rank-2 tensor with three offsets.
// ERROR: invalid 5:3 'static_offsets' has 3 entries, expected 2
func.func @f() -> tensor<1x2xf32> {
  %a = arith.constant dense<1.0> : tensor<4x4xf32>
  %r = "tensor.extract_slice"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
