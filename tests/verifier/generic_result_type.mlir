// The result type is not the init's type (generic form, so the parser takes it as written).
// ERROR: invalid 7:3 result #0 has type 'tensor<4xf64>', expected 'tensor<4xf32>'
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf64> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = "linalg.generic"(%a, %e) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf64>
  return %r : tensor<4xf64>
}
