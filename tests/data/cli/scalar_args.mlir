// A tensor times a scalar argument; also returns the scalar (linrt-run tests).
#map = affine_map<(d0) -> (d0)>
module {
  func.func @scale(%x: tensor<3xi32>, %k: i32) -> (tensor<3xi32>, i32) {
    %init = tensor.empty() : tensor<3xi32>
    %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%x : tensor<3xi32>) outs(%init : tensor<3xi32>) {
    ^bb0(%in: i32, %out: i32):
      %m = arith.muli %in, %k : i32
      linalg.yield %m : i32
    } -> tensor<3xi32>
    return %r, %k : tensor<3xi32>, i32
  }
  func.func private @not_a_candidate() {
    return
  }
}
