// Identity maps over a 4-element input and a 5-element init: loop d0 cannot be both.
// ERROR: invalid 7:3 operand #1 has size 5 in dimension 0 (loop d0), but operand #0 gives that loop size 4
#id = affine_map<(d0) -> (d0)>
func.func @f() -> tensor<5xf32> {
  %a = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<5xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e : tensor<5xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}
