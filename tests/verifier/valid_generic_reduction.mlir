// Well-formed: a row sum through linalg.generic, as the rules above expect it (accepted).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f() -> tensor<2xf32> {
  %a = arith.constant dense<1.0> : tensor<2x3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
