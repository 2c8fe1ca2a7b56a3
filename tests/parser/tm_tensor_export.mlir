// torch-mlir 20261001 export (linalg-on-tensors) of index_put(accumulate=True) -> sort -> cumsum, and topk: tm_tensor ops.
#map = affine_map<(d0) -> (d0)>
module {
  func.func @forward(%arg0: tensor<8xf32>, %arg1: tensor<2xi64>, %arg2: tensor<2xf32>) -> (tensor<8xf32>, tensor<2xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %expanded_0 = tensor.expand_shape %arg2 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_0, %expanded : tensor<2x1xf32>, tensor<2x1xi64>) outs(%arg0 : tensor<8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %10 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %10 : f32
    } -> tensor<8xf32>
    %1 = tensor.empty() : tensor<8xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<8xi64>
    %3:2 = tm_tensor.sort dimension(0) outs(%0, %2 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %10 = arith.cmpf ole, %arg3, %arg4 : f32
      tm_tensor.yield %10 : i1
    } -> tensor<8xf32>, tensor<8xi64>
    %4 = tensor.empty() : tensor<8xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
    %6 = tensor.empty() : tensor<f32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<f32>) -> tensor<f32>
    %8:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%3#0 : tensor<8xf32>) outs(%5, %7 : tensor<8xf32>, tensor<f32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %10 = arith.addf %arg3, %arg4 : f32
      tm_tensor.yield %10 : f32
    } -> tensor<8xf32>, tensor<f32>
    %9:2 = tm_tensor.sort dimension(0) outs(%arg0, %2 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%arg3: f32, %arg4: f32, %arg5: i64, %arg6: i64):
      %10 = arith.cmpf oge, %arg3, %arg4 : f32
      tm_tensor.yield %10 : i1
    } -> tensor<8xf32>, tensor<8xi64>
    %extracted_slice = tensor.extract_slice %9#0[0] [2] [1] : tensor<8xf32> to tensor<2xf32>
    return %8#0, %extracted_slice : tensor<8xf32>, tensor<2xf32>
  }
}

