// Named linalg ops with a fixed element-wise body: add, sub, mul, div, max, min, exp, log,
// abs, negf, sqrt and friends, fill, copy, transpose, broadcast, map and reduce. Inputs of a
// different element type are cast to the output type (integers sign-extended). Expected values
// worked out by hand.

func.func @binary_named_f32() {
  %a = util.unfoldable_constant dense<[1.0, 6.0, -2.0, 0.5]> : tensor<4xf32>
  %b = util.unfoldable_constant dense<[4.0, 3.0, 8.0, 0.5]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %add = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%add, dense<[5.0, 9.0, 6.0, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %sub = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%sub, dense<[-3.0, 3.0, -10.0, 0.0]> : tensor<4xf32>) : tensor<4xf32>
  %mul = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%mul, dense<[4.0, 18.0, -16.0, 0.25]> : tensor<4xf32>) : tensor<4xf32>
  %div = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%div, dense<[0.25, 2.0, -0.25, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %max = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%max, dense<[4.0, 6.0, 8.0, 0.5]> : tensor<4xf32>) : tensor<4xf32>
  %min = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%min, dense<[1.0, 3.0, -2.0, 0.5]> : tensor<4xf32>) : tensor<4xf32>
  %pow = linalg.powf ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%pow, dense<[1.0, 216.0, 256.0, 0.70710677]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @unary_named_f32() {
  %a = util.unfoldable_constant dense<[0.0, -4.0, 2.25, 1.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %abs = linalg.abs ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%abs, dense<[0.0, 4.0, 2.25, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %neg = linalg.negf ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%neg, dense<[-0.0, 4.0, -2.25, -1.0]> : tensor<4xf32>) : tensor<4xf32>
  %exp = linalg.exp ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%exp, dense<[1.0, 0.018315639, 9.487736, 2.7182817]> : tensor<4xf32>) : tensor<4xf32>
  %sqrt = linalg.sqrt ins(%abs : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%sqrt, dense<[0.0, 2.0, 1.5, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %log = linalg.log ins(%sqrt : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%log, dense<[0xFF800000, 0.6931472, 0.4054651, 0.0]> : tensor<4xf32>) : tensor<4xf32>
  %floor = linalg.floor ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%floor, dense<[0.0, -4.0, 2.0, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %ceil = linalg.ceil ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%ceil, dense<[0.0, -4.0, 3.0, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %tanh = linalg.tanh ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_almost_eq_const(%tanh, dense<[0.0, -0.9993293, 0.9780261, 0.7615942]> : tensor<4xf32>) : tensor<4xf32>
  %rcp = linalg.reciprocal ins(%abs : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%rcp, dense<[0x7F800000, 0.25, 0.44444445, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  %sq = linalg.square ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  check.expect_eq_const(%sq, dense<[0.0, 16.0, 5.0625, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

// Mixed integer types: the i8 input is sign-extended to the i32 output type.
func.func @mixed_int_types_sign_extend() {
  %a = util.unfoldable_constant dense<[-1, 127, -128]> : tensor<3xi8>
  %b = util.unfoldable_constant dense<[1, 1, 0]> : tensor<3xi32>
  %e = tensor.empty() : tensor<3xi32>
  %r = linalg.add ins(%a, %b : tensor<3xi8>, tensor<3xi32>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%r, dense<[0, 128, -128]> : tensor<3xi32>) : tensor<3xi32>
  %m = linalg.mul ins(%a, %b : tensor<3xi8>, tensor<3xi32>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%m, dense<[-1, 127, 0]> : tensor<3xi32>) : tensor<3xi32>
  %d = linalg.div ins(%b, %a : tensor<3xi32>, tensor<3xi8>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%d, dense<[-1, 0, 0]> : tensor<3xi32>) : tensor<3xi32>
  %x = linalg.max ins(%a, %b : tensor<3xi8>, tensor<3xi32>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  check.expect_eq_const(%x, dense<[1, 127, 0]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// An integer input to a float output is converted as signed (sitofp).
func.func @int_to_float_cast_in_named_op() {
  %a = util.unfoldable_constant dense<[-3, 200]> : tensor<2xi16>
  %b = util.unfoldable_constant dense<[0.5, 0.5]> : tensor<2xf32>
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.add ins(%a, %b : tensor<2xi16>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const(%r, dense<[-2.5, 200.5]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @fill_casts_the_value() {
  %v = arith.constant 2.75 : f32
  %e = tensor.empty() : tensor<2x2xf16>
  %r = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf16>) -> tensor<2x2xf16>
  check.expect_eq_const(%r, dense<2.75> : tensor<2x2xf16>) : tensor<2x2xf16>
  %i = arith.constant -7 : i64
  %ei = tensor.empty() : tensor<3xindex>
  %ri = linalg.fill ins(%i : i64) outs(%ei : tensor<3xindex>) -> tensor<3xindex>
  check.expect_eq_const(%ri, dense<-7> : tensor<3xindex>) : tensor<3xindex>
  %f = arith.constant -2.9 : f32
  %ef = tensor.empty() : tensor<2xi32>
  %rf = linalg.fill ins(%f : f32) outs(%ef : tensor<2xi32>) -> tensor<2xi32>
  check.expect_eq_const(%rf, dense<-2> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @copy_with_cast() {
  %a = util.unfoldable_constant dense<[-1, 5, -128]> : tensor<3xi8>
  %e = tensor.empty() : tensor<3xi64>
  %r = linalg.copy ins(%a : tensor<3xi8>) outs(%e : tensor<3xi64>) -> tensor<3xi64>
  check.expect_eq_const(%r, dense<[-1, 5, -128]> : tensor<3xi64>) : tensor<3xi64>
  return
}

func.func @transpose_ui8() {
  %a = util.unfoldable_constant dense<[[1, 2, 3], [200, 250, 255]]> : tensor<2x3xui8>
  %e = tensor.empty() : tensor<3x2xui8>
  %r = linalg.transpose ins(%a : tensor<2x3xui8>) outs(%e : tensor<3x2xui8>) permutation = [1, 0]
  check.expect_eq_const(%r, dense<[[1, 200], [2, 250], [3, 255]]> : tensor<3x2xui8>) : tensor<3x2xui8>
  return
}

// out[l][i][j] = in[i][j][l] with permutation [2, 0, 1].
func.func @transpose_rank3_bf16() {
  %a = util.unfoldable_constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xbf16>
  %e = tensor.empty() : tensor<2x2x2xbf16>
  %r = linalg.transpose ins(%a : tensor<2x2x2xbf16>) outs(%e : tensor<2x2x2xbf16>) permutation = [2, 0, 1]
  check.expect_eq_const(%r, dense<[[[1.0, 3.0], [5.0, 7.0]], [[2.0, 4.0], [6.0, 8.0]]]> : tensor<2x2x2xbf16>) : tensor<2x2x2xbf16>
  return
}

// `dimensions` lists the output dimensions that are added.
func.func @broadcast_added_dims_f64() {
  %a = util.unfoldable_constant dense<[1.5, -2.5]> : tensor<2xf64>
  %e = tensor.empty() : tensor<3x2xf64>
  %r = linalg.broadcast ins(%a : tensor<2xf64>) outs(%e : tensor<3x2xf64>) dimensions = [0]
  check.expect_eq_const(%r, dense<[[1.5, -2.5], [1.5, -2.5], [1.5, -2.5]]> : tensor<3x2xf64>) : tensor<3x2xf64>
  %e2 = tensor.empty() : tensor<2x2x3xf64>
  %r2 = linalg.broadcast ins(%a : tensor<2xf64>) outs(%e2 : tensor<2x2x3xf64>) dimensions = [1, 2]
  check.expect_eq_const(%r2, dense<[[[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]], [[-2.5, -2.5, -2.5], [-2.5, -2.5, -2.5]]]> : tensor<2x2x3xf64>) : tensor<2x2x3xf64>
  return
}

func.func @map_and_reduce() {
  %a = util.unfoldable_constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = util.unfoldable_constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %m = linalg.map ins(%a, %b : tensor<2x3xi32>, tensor<2x3xi32>) outs(%e : tensor<2x3xi32>)
    (%x: i32, %y: i32) {
      %s = arith.subi %y, %x : i32
      linalg.yield %s : i32
    }
  check.expect_eq_const(%m, dense<[[9, 18, 27], [36, 45, 54]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  %init = util.unfoldable_constant dense<[1, 1, 1]> : tensor<3xi32>
  %r = linalg.reduce ins(%m : tensor<2x3xi32>) outs(%init : tensor<3xi32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %p = arith.muli %x, %acc : i32
      linalg.yield %p : i32
    }
  check.expect_eq_const(%r, dense<[324, 810, 1458]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @dynamic_named_add() {
  %a = flow.tensor.dynamic_constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32> -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.add ins(%a, %a : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %c = tensor.cast %r : tensor<?xf32> to tensor<3xf32>
  check.expect_eq_const(%c, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
