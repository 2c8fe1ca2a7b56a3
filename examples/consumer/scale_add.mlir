// y = 2 * x + 1, the model the consumer example runs.
#map = affine_map<(d0) -> (d0)>
module {
  func.func @forward(%x: tensor<4xf32>) -> tensor<4xf32> {
    %two = arith.constant 2.000000e+00 : f32
    %one = arith.constant 1.000000e+00 : f32
    %init = tensor.empty() : tensor<4xf32>
    %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%x : tensor<4xf32>) outs(%init : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.mulf %in, %two : f32
      %a = arith.addf %m, %one : f32
      linalg.yield %a : f32
    } -> tensor<4xf32>
    return %y : tensor<4xf32>
  }
}
