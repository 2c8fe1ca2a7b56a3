// Two results from two 2x2 inputs: a + b and a * b (linrt-run tests).
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>) {
    %init = tensor.empty() : tensor<2x2xf32>
    %sum = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%init : tensor<2x2xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<2x2xf32>
    %prod = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%init : tensor<2x2xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %p = arith.mulf %x, %y : f32
      linalg.yield %p : f32
    } -> tensor<2x2xf32>
    return %sum, %prod : tensor<2x2xf32>, tensor<2x2xf32>
  }
}
