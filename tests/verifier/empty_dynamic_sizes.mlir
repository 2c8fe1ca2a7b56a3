// A tensor.empty with one dynamic dimension but two size operands.
// ERROR: invalid 6:3 has 2 size operands, but its type 'tensor<?x4xf32>' has 1 dynamic dimensions
func.func @f() -> tensor<?x4xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = "tensor.empty"(%c2, %c3) : (index, index) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
