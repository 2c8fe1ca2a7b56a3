// The generic's body does not end with linalg.yield.
// ERROR: invalid 7:3 body must end with 'linalg.yield'
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = "linalg.generic"(%a, %e) <{indexing_maps = [#id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
