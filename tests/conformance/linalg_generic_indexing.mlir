// linalg.generic indexing: broadcasts through constant and missing map results, rank-0 and
// scalar inputs, permuted and non-linear maps, linalg.index, and values captured from outside
// the body (scalars and tensors read with tensor.extract). Expected values worked out by hand.

#id2 = affine_map<(d0, d1) -> (d0, d1)>

// A bias of shape 1x3 broadcast over rows through the constant map result 0.
func.func @broadcast_constant_zero_result() {
  %x = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = util.unfoldable_constant dense<[[10.0, 20.0, 30.0]]> : tensor<1x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> (0, d1)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<2x3xf32>, tensor<1x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  check.expect_eq_const(%r, dense<[[11.0, 22.0, 33.0], [14.0, 25.0, 36.0]]> : tensor<2x3xf32>) : tensor<2x3xf32>
  return
}

// out[i][j] = a[i] * b[j]: each input indexed by one of the loops.
func.func @outer_product_i32() {
  %a = util.unfoldable_constant dense<[1, -2, 3]> : tensor<3xi32>
  %b = util.unfoldable_constant dense<[10, 100]> : tensor<2xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<3xi32>, tensor<2xi32>) outs(%e : tensor<3x2xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    linalg.yield %m : i32
  } -> tensor<3x2xi32>
  check.expect_eq_const(%r, dense<[[10, 100], [-20, -200], [30, 300]]> : tensor<3x2xi32>) : tensor<3x2xi32>
  return
}

// Rank-0 tensor and plain scalar inputs use maps with no results.
func.func @rank0_and_scalar_inputs() {
  %x = util.unfoldable_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %k = util.unfoldable_constant dense<2.0> : tensor<f64>
  %s = util.unfoldable_constant 0.5 : f64
  %e = tensor.empty() : tensor<3xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x, %k, %s : tensor<3xf64>, tensor<f64>, f64) outs(%e : tensor<3xf64>) {
  ^bb0(%a: f64, %kk: f64, %ss: f64, %o: f64):
    %m = arith.mulf %a, %kk : f64
    %t = arith.addf %m, %ss : f64
    linalg.yield %t : f64
  } -> tensor<3xf64>
  check.expect_eq_const(%r, dense<[2.5, 4.5, 6.5]> : tensor<3xf64>) : tensor<3xf64>
  return
}

// A transpose written as a generic with a permuted input map (the pre-2024 torch-mlir form).
func.func @transpose_by_permuted_map_i8() {
  %x = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi8>
  %e = tensor.empty() : tensor<3x2xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xi8>) outs(%e : tensor<3x2xi8>) {
  ^bb0(%a: i8, %o: i8):
    linalg.yield %a : i8
  } -> tensor<3x2xi8>
  check.expect_eq_const(%r, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi8>) : tensor<3x2xi8>
  return
}

// Nearest-neighbour 2x upsampling through a floordiv map.
func.func @upsample_by_floordiv_map() {
  %x = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %e = tensor.empty() : tensor<4x4xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 floordiv 2, d1 floordiv 2)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x2xi32>) outs(%e : tensor<4x4xi32>) {
  ^bb0(%a: i32, %o: i32):
    linalg.yield %a : i32
  } -> tensor<4x4xi32>
  check.expect_eq_const(%r, dense<[[1, 1, 2, 2], [1, 1, 2, 2], [3, 3, 4, 4], [3, 3, 4, 4]]> : tensor<4x4xi32>) : tensor<4x4xi32>
  return
}

// A strided map: every second element (d0 * 2) and an offset one (d0 * 2 + 1).
func.func @strided_and_offset_maps() {
  %x = util.unfoldable_constant dense<[10, 11, 12, 13, 14, 15]> : tensor<6xi64>
  %e = tensor.empty() : tensor<3xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 2)>, affine_map<(d0) -> (d0 * 2 + 1)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x, %x : tensor<6xi64>, tensor<6xi64>) outs(%e : tensor<3xi64>) {
  ^bb0(%even: i64, %odd: i64, %o: i64):
    %d = arith.subi %odd, %even : i64
    %t = arith.muli %even, %d : i64
    linalg.yield %t : i64
  } -> tensor<3xi64>
  check.expect_eq_const(%r, dense<[10, 12, 14]> : tensor<3xi64>) : tensor<3xi64>
  return
}

// linalg.index yields the iteration point (here an index-typed iota and i*10 + j).
func.func @linalg_index_iota() {
  %e = tensor.empty() : tensor<4xindex>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e : tensor<4xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    linalg.yield %i : index
  } -> tensor<4xindex>
  check.expect_eq_const(%r, dense<[0, 1, 2, 3]> : tensor<4xindex>) : tensor<4xindex>
  %e2 = tensor.empty() : tensor<2x3xi32>
  %c10 = arith.constant 10 : index
  %r2 = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e2 : tensor<2x3xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    %w = arith.index_cast %v : index to i32
    linalg.yield %w : i32
  } -> tensor<2x3xi32>
  check.expect_eq_const(%r2, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// A scalar defined outside the body is used inside it.
func.func @captured_scalar() {
  %x = util.unfoldable_constant dense<[1.0, -2.0, 3.0]> : tensor<3xf16>
  %slope = util.unfoldable_constant 0.25 : f16
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<3xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<3xf16>) outs(%e : tensor<3xf16>) {
  ^bb0(%a: f16, %o: f16):
    %neg = arith.cmpf olt, %a, %zero : f16
    %m = arith.mulf %a, %slope : f16
    %s = arith.select %neg, %m, %a : f16
    linalg.yield %s : f16
  } -> tensor<3xf16>
  check.expect_eq_const(%r, dense<[1.0, -0.5, 3.0]> : tensor<3xf16>) : tensor<3xf16>
  return
}

// A gather: the body reads a captured tensor at a computed index with tensor.extract.
func.func @captured_tensor_gather() {
  %table = util.unfoldable_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %ids = util.unfoldable_constant dense<[2, 0, 2]> : tensor<3xi64>
  %e = tensor.empty() : tensor<3x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<3xi64>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<3x2xf32>
    linalg.yield %v : f32
  } -> tensor<3x2xf32>
  check.expect_eq_const(%r, dense<[[5.0, 6.0], [1.0, 2.0], [5.0, 6.0]]> : tensor<3x2xf32>) : tensor<3x2xf32>
  return
}

// ins and outs may be the same tensor: the output is a copy, the input keeps its values.
func.func @ins_and_outs_alias() {
  %x = util.unfoldable_constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (2 - d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<3xi32>) outs(%x : tensor<3xi32>) {
  ^bb0(%a: i32, %o: i32):
    %s = arith.addi %a, %o : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  check.expect_eq_const(%r, dense<[4, 4, 4]> : tensor<3xi32>) : tensor<3xi32>
  check.expect_eq_const(%x, dense<[1, 2, 3]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// i1 elements: a mask computed in a generic and used to select.
func.func @i1_mask_generic() {
  %x = util.unfoldable_constant dense<[-1, 5, 0, 7]> : tensor<4xi32>
  %e = tensor.empty() : tensor<4xi1>
  %c0 = arith.constant 0 : i32
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<4xi32>) outs(%e : tensor<4xi1>) {
  ^bb0(%a: i32, %o: i1):
    %p = arith.cmpi sgt, %a, %c0 : i32
    linalg.yield %p : i1
  } -> tensor<4xi1>
  check.expect_eq_const(%m, dense<[false, true, false, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

// Dynamic shapes: an elementwise generic over a tensor<?xf32>.
func.func @dynamic_elementwise() {
  %x = flow.tensor.dynamic_constant dense<[1.0, 4.0, 9.0, 16.0]> : tensor<4xf32> -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%x : tensor<?xf32>) outs(%e : tensor<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.sqrt %a : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  check.expect_eq_const(%c, dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}
