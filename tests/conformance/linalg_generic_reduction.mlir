// linalg.generic reductions: the outs operand is the initial accumulator, reduction loops run
// in order, and several outputs can be reduced together. Expected values worked out by hand.

#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>

func.func @row_sum_f32() {
  %a = util.unfoldable_constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  check.expect_eq_const(%r, dense<[6.0, 15.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

// The outs value is where accumulation starts, not a fresh buffer.
func.func @accumulate_onto_outs_i32() {
  %a = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %init = util.unfoldable_constant dense<[100, -100]> : tensor<2xi32>
  %r = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<2x2xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<2xi32>
  check.expect_eq_const(%r, dense<[104, -94]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @column_max_i16() {
  %a = util.unfoldable_constant dense<[[1, -9, 300], [-4, -5, 6], [2, -7, 0]]> : tensor<3x3xi16>
  %min = arith.constant -32768 : i16
  %e = tensor.empty() : tensor<3xi16>
  %init = linalg.fill ins(%min : i16) outs(%e : tensor<3xi16>) -> tensor<3xi16>
  %r = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<3x3xi16>) outs(%init : tensor<3xi16>) {
  ^bb0(%x: i16, %acc: i16):
    %m = arith.maxsi %acc, %x : i16
    linalg.yield %m : i16
  } -> tensor<3xi16>
  check.expect_eq_const(%r, dense<[2, -5, 300]> : tensor<3xi16>) : tensor<3xi16>
  return
}

// Reduction of everything into a rank-0 tensor (map with no results).
func.func @sum_all_into_rank0_i64() {
  %a = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi64>
  %init = util.unfoldable_constant dense<0> : tensor<i64>
  %r = linalg.generic {indexing_maps = [#id2, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xi64>) outs(%init : tensor<i64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %acc, %x : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  check.expect_eq_const(%r, dense<21> : tensor<i64>) : tensor<i64>
  return
}

// f32 accumulation happens in f32, in loop order: 1e8 + 1 + 1 + 1 + 1 stays 1e8 (each +1 is
// lost to rounding), while summing in f64 keeps it.
func.func @sequential_f32_accumulation() {
  %a = util.unfoldable_constant dense<[1.0e8, 1.0, 1.0, 1.0, 1.0]> : tensor<5xf32>
  %init = util.unfoldable_constant dense<0.0> : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%a : tensor<5xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  check.expect_eq_const(%r, dense<1.0e8> : tensor<f32>) : tensor<f32>
  %init64 = util.unfoldable_constant dense<0.0> : tensor<f64>
  %r64 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%a : tensor<5xf32>) outs(%init64 : tensor<f64>) {
  ^bb0(%x: f32, %acc: f64):
    %w = arith.extf %x : f32 to f64
    %s = arith.addf %acc, %w : f64
    linalg.yield %s : f64
  } -> tensor<f64>
  check.expect_eq_const(%r64, dense<100000004.0> : tensor<f64>) : tensor<f64>
  return
}

// Two outputs reduced together: the maximum and the index of its first occurrence.
func.func @argmax_two_outputs() {
  %a = util.unfoldable_constant dense<[3.0, 7.0, 2.0, 7.0, 1.0]> : tensor<5xf32>
  %v0 = util.unfoldable_constant dense<0xFF800000> : tensor<f32>
  %i0 = util.unfoldable_constant dense<-1> : tensor<i64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>],
                         iterator_types = ["reduction"]}
      ins(%a : tensor<5xf32>) outs(%v0, %i0 : tensor<f32>, tensor<i64>) {
  ^bb0(%x: f32, %best: f32, %bi: i64):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %gt = arith.cmpf ogt, %x, %best : f32
    %nv = arith.select %gt, %x, %best : f32
    %ni = arith.select %gt, %ii, %bi : i64
    linalg.yield %nv, %ni : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  check.expect_eq_const(%r#0, dense<7.0> : tensor<f32>) : tensor<f32>
  check.expect_eq_const(%r#1, dense<1> : tensor<i64>) : tensor<i64>
  return
}

// Dynamic shapes: the loop extents come from the runtime sizes.
func.func @dynamic_row_sum() {
  %a = flow.tensor.dynamic_constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.5]]> : tensor<3x2xf32> -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<3xf32>
  check.expect_eq_const(%c, dense<[3.0, 7.0, 11.5]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// A generic with a body using bf16 storage and f32 arithmetic, as mixed-precision exports do.
func.func @bf16_sum_of_squares_in_f32() {
  %a = util.unfoldable_constant dense<[[1.5, -2.0], [0.5, 3.0]]> : tensor<2x2xbf16>
  %init = util.unfoldable_constant dense<[0.0, 0.0]> : tensor<2xf32>
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x2xbf16>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %w = arith.extf %x : bf16 to f32
    %sq = arith.mulf %w, %w : f32
    %s = arith.addf %acc, %sq : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  check.expect_eq_const(%r, dense<[6.25, 9.25]> : tensor<2xf32>) : tensor<2xf32>
  return
}
