// The body yields an i32 into an f32 init.
// ERROR: invalid 11:5 yielded value #0 has type 'i32', expected 'f32'
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<4xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = arith.fptosi %x : f32 to i32
    linalg.yield %i : i32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
