// A tensor type whose element count overflows int64.
// ERROR: limit 4:3 element count of 'tensor<4294967296x4294967296xf32>' overflows
func.func @f() -> tensor<4294967296x4294967296xf32> {
  %r = tensor.empty() : tensor<4294967296x4294967296xf32>
  return %r : tensor<4294967296x4294967296xf32>
}
