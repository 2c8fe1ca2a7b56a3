// The embedding_bag lowering of torch-mlir before 2026-06 reads offsets[i + 1] on the last bag,
// one past the end, and discards the value with a select (see the policy at the top of
// engine/reference/tensor_ops.cpp). Weights 5x2, indices [1, 2, 4, 0, 3], offsets [0, 2]:
//   bag 0 = w[1] + w[2]        = [3+5, 4+6]     = [8, 10]
//   bag 1 = w[4] + w[0] + w[3] = [9+1+7, 10+2+8] = [17, 20]

#map = affine_map<(d0, d1, d2) -> (d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>

// Static offsets: the number of bags is a constant (as canonicalization leaves it).
func.func @embedding_bag_sum_pre_2026_static() {
  %indices = util.unfoldable_constant dense<[1, 2, 4, 0, 3]> : tensor<5xi64>
  %offsets = util.unfoldable_constant dense<[0, 2]> : tensor<2xi64>
  %weight = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c5_i64 = arith.constant 5 : i64
  %0 = tensor.empty() : tensor<2x2xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%indices, %offsets : tensor<5xi64>, tensor<2xi64>) outs(%1 : tensor<2x2xf32>) {
  ^bb0(%in: i64, %in_1: i64, %out: f32):
    %3 = linalg.index 0 : index
    %4 = arith.index_cast %3 : index to i64
    %5 = arith.addi %4, %c1_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %7 = arith.cmpi eq, %c2_i64, %5 : i64
    %extracted = tensor.extract %offsets[%6] : tensor<2xi64>
    %8 = arith.select %7, %c5_i64, %extracted : i64
    %9 = linalg.index 1 : index
    %10 = arith.index_cast %9 : index to i64
    %11 = arith.cmpi slt, %in_1, %10 : i64
    %12 = arith.cmpi eq, %in_1, %10 : i64
    %13 = arith.ori %11, %12 : i1
    %14 = arith.cmpi slt, %10, %8 : i64
    %15 = arith.andi %13, %14 : i1
    %16 = arith.index_cast %in : i64 to index
    %17 = linalg.index 2 : index
    %extracted_2 = tensor.extract %weight[%16, %17] : tensor<5x2xf32>
    %18 = arith.addf %extracted_2, %out : f32
    %19 = arith.select %15, %18, %out : f32
    linalg.yield %19 : f32
  } -> tensor<2x2xf32>
  check.expect_almost_eq_const(%2, dense<[[8.0, 10.0], [17.0, 20.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// Dynamic offsets: the number of bags comes from tensor.dim of the offsets tensor.
func.func @embedding_bag_sum_pre_2026_dynamic() {
  %indices = util.unfoldable_constant dense<[1, 2, 4, 0, 3]> : tensor<5xi64>
  %offsets0 = util.unfoldable_constant dense<[0, 2]> : tensor<2xi64>
  %offsets = tensor.cast %offsets0 : tensor<2xi64> to tensor<?xi64>
  %weight = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %c1_i64 = arith.constant 1 : i64
  %c5_i64 = arith.constant 5 : i64
  %nbags = tensor.dim %offsets, %c0 : tensor<?xi64>
  %nbags_i64 = arith.index_cast %nbags : index to i64
  %0 = tensor.empty(%nbags) : tensor<?x2xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?x2xf32>) -> tensor<?x2xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%indices, %offsets : tensor<5xi64>, tensor<?xi64>) outs(%1 : tensor<?x2xf32>) {
  ^bb0(%in: i64, %in_1: i64, %out: f32):
    %3 = linalg.index 0 : index
    %4 = arith.index_cast %3 : index to i64
    %5 = arith.addi %4, %c1_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %7 = arith.cmpi eq, %nbags_i64, %5 : i64
    %extracted = tensor.extract %offsets[%6] : tensor<?xi64>
    %8 = arith.select %7, %c5_i64, %extracted : i64
    %9 = linalg.index 1 : index
    %10 = arith.index_cast %9 : index to i64
    %11 = arith.cmpi sle, %in_1, %10 : i64
    %12 = arith.cmpi slt, %10, %8 : i64
    %13 = arith.andi %11, %12 : i1
    %14 = arith.index_cast %in : i64 to index
    %15 = linalg.index 2 : index
    %extracted_2 = tensor.extract %weight[%14, %15] : tensor<5x2xf32>
    %16 = arith.addf %extracted_2, %out : f32
    %17 = arith.select %13, %16, %out : f32
    linalg.yield %17 : f32
  } -> tensor<?x2xf32>
  %r = tensor.cast %2 : tensor<?x2xf32> to tensor<2x2xf32>
  check.expect_almost_eq_const(%r, dense<[[8.0, 10.0], [17.0, 20.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

// The current (2026-06 and later) form clamps the index before the extract; same results.
func.func @embedding_bag_sum_current() {
  %indices = util.unfoldable_constant dense<[1, 2, 4, 0, 3]> : tensor<5xi64>
  %offsets = util.unfoldable_constant dense<[0, 2]> : tensor<2xi64>
  %weight = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %c0 = arith.constant 0 : index
  %cst = arith.constant 0.000000e+00 : f32
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c5_i64 = arith.constant 5 : i64
  %0 = tensor.empty() : tensor<2x2xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%indices, %offsets : tensor<5xi64>, tensor<2xi64>) outs(%1 : tensor<2x2xf32>) {
  ^bb0(%in: i64, %in_1: i64, %out: f32):
    %3 = linalg.index 0 : index
    %4 = arith.index_cast %3 : index to i64
    %5 = arith.addi %4, %c1_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %7 = arith.cmpi eq, %5, %c2_i64 : i64
    %8 = arith.select %7, %c0, %6 : index
    %extracted = tensor.extract %offsets[%8] : tensor<2xi64>
    %9 = arith.select %7, %c5_i64, %extracted : i64
    %10 = linalg.index 1 : index
    %11 = arith.index_cast %10 : index to i64
    %12 = arith.cmpi slt, %in_1, %11 : i64
    %13 = arith.cmpi eq, %in_1, %11 : i64
    %14 = arith.ori %12, %13 : i1
    %15 = arith.cmpi slt, %11, %9 : i64
    %16 = arith.andi %14, %15 : i1
    %17 = arith.index_cast %in : i64 to index
    %18 = linalg.index 2 : index
    %extracted_2 = tensor.extract %weight[%17, %18] : tensor<5x2xf32>
    %19 = arith.addf %extracted_2, %out : f32
    %20 = arith.select %16, %19, %out : f32
    linalg.yield %20 : f32
  } -> tensor<2x2xf32>
  check.expect_almost_eq_const(%2, dense<[[8.0, 10.0], [17.0, 20.0]]> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}
