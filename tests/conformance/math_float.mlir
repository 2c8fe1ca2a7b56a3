// math dialect float ops in f32 (plus f16, bf16 and f64 samples). Expected values computed in
// binary64 with Python's math module on the f32 operands and rounded to the element type; the
// approximate functions are compared with check.expect_almost_eq_const (default tolerance).

func.func @exp_f32() {
  %v1 = util.unfoldable_constant dense<[-2.0, -0.5, 0.0, 1.0, 2.5]> : tensor<5xf32>
  %v2 = math.exp %v1 : tensor<5xf32>
  check.expect_almost_eq_const(%v2, dense<[0.1353352814912796, 0.6065306663513184, 1.0, 2.7182817459106445, 12.182494163513184]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @exp2_f32() {
  %v1 = util.unfoldable_constant dense<[-3.0, 0.5, 0.0, 4.0]> : tensor<4xf32>
  %v2 = math.exp2 %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[0.125, 1.4142135381698608, 1.0, 16.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @expm1_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.001, 0.0, 1.0]> : tensor<4xf32>
  %v2 = math.expm1 %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.6321205496788025, 0.0010005001677200198, 0.0, 1.718281865119934]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @log_f32() {
  %v1 = util.unfoldable_constant dense<[0.1, 1.0, 2.718281828, 10.0]> : tensor<4xf32>
  %v2 = math.log %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-2.3025851249694824, 0.0, 0.9999999403953552, 2.3025851249694824]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @log1p_f32() {
  %v1 = util.unfoldable_constant dense<[-0.5, 0.0, 0.0001, 3.0]> : tensor<4xf32>
  %v2 = math.log1p %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.6931471824645996, 0.0, 9.999499889090657e-05, 1.3862943649291992]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @log2_f32() {
  %v1 = util.unfoldable_constant dense<[0.25, 1.0, 3.0, 1024.0]> : tensor<4xf32>
  %v2 = math.log2 %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-2.0, 0.0, 1.5849624872207642, 10.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @log10_f32() {
  %v1 = util.unfoldable_constant dense<[0.001, 1.0, 2.0, 1000.0]> : tensor<4xf32>
  %v2 = math.log10 %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-3.0, 0.0, 0.3010300099849701, 3.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @tanh_f32() {
  %v1 = util.unfoldable_constant dense<[-3.0, -0.5, 0.0, 0.5, 10.0]> : tensor<5xf32>
  %v2 = math.tanh %v1 : tensor<5xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.9950547814369202, -0.46211716532707214, 0.0, 0.46211716532707214, 1.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @erf_f32() {
  %v1 = util.unfoldable_constant dense<[-2.0, -0.5, 0.0, 0.3, 3.0]> : tensor<5xf32>
  %v2 = math.erf %v1 : tensor<5xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.9953222870826721, -0.5204998850822449, 0.0, 0.3286267817020416, 0.9999778866767883]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @erfc_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 0.5, 2.0]> : tensor<4xf32>
  %v2 = math.erfc %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[1.8427008390426636, 1.0, 0.4795001149177551, 0.004677734803408384]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @sqrt_f32() {
  %v1 = util.unfoldable_constant dense<[0.0, 1.0, 2.0, 16.0, 0.25]> : tensor<5xf32>
  %v2 = math.sqrt %v1 : tensor<5xf32>
  check.expect_almost_eq_const(%v2, dense<[0.0, 1.0, 1.4142135381698608, 4.0, 0.5]> : tensor<5xf32>) : tensor<5xf32>
  return
}

func.func @rsqrt_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, 4.0, 2.0, 0.25]> : tensor<4xf32>
  %v2 = math.rsqrt %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[1.0, 0.5, 0.7071067690849304, 2.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @cbrt_f32() {
  %v1 = util.unfoldable_constant dense<[-8.0, 27.0, 2.0]> : tensor<3xf32>
  %v2 = math.cbrt %v1 : tensor<3xf32>
  check.expect_almost_eq_const(%v2, dense<[-2.0, 3.0, 1.2599210739135742]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @sin_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 0.5, 3.0]> : tensor<4xf32>
  %v2 = math.sin %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.8414709568023682, 0.0, 0.4794255495071411, 0.14112000167369843]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @cos_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 0.5, 3.0]> : tensor<4xf32>
  %v2 = math.cos %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[0.5403022766113281, 1.0, 0.8775825500488281, -0.9899924993515015]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @tan_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 0.5, 1.5]> : tensor<4xf32>
  %v2 = math.tan %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-1.5574077367782593, 0.0, 0.5463024973869324, 14.101420402526855]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @asin_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, -0.5, 0.0, 0.9]> : tensor<4xf32>
  %v2 = math.asin %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-1.5707963705062866, -0.5235987901687622, 0.0, 1.1197694540023804]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @acos_f32() {
  %v1 = util.unfoldable_constant dense<[-1.0, -0.5, 0.0, 0.9]> : tensor<4xf32>
  %v2 = math.acos %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[3.1415927410125732, 2.094395160675049, 1.5707963705062866, 0.4510268568992615]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @atan_f32() {
  %v1 = util.unfoldable_constant dense<[-10.0, 0.0, 1.0, 0.5]> : tensor<4xf32>
  %v2 = math.atan %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-1.4711276292800903, 0.0, 0.7853981852531433, 0.46364760398864746]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @sinh_f32() {
  %v1 = util.unfoldable_constant dense<[-2.0, 0.0, 1.0, 3.0]> : tensor<4xf32>
  %v2 = math.sinh %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-3.6268603801727295, 0.0, 1.175201177597046, 10.017874717712402]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @cosh_f32() {
  %v1 = util.unfoldable_constant dense<[-2.0, 0.0, 1.0, 3.0]> : tensor<4xf32>
  %v2 = math.cosh %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[3.762195587158203, 1.0, 1.5430806875228882, 10.067662239074707]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @asinh_f32() {
  %v1 = util.unfoldable_constant dense<[-2.0, 0.0, 1.0, 10.0]> : tensor<4xf32>
  %v2 = math.asinh %v1 : tensor<4xf32>
  check.expect_almost_eq_const(%v2, dense<[-1.4436354637145996, 0.0, 0.8813735842704773, 2.998223066329956]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @acosh_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, 2.0, 10.0]> : tensor<3xf32>
  %v2 = math.acosh %v1 : tensor<3xf32>
  check.expect_almost_eq_const(%v2, dense<[0.0, 1.316957950592041, 2.993222951889038]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @atanh_f32() {
  %v1 = util.unfoldable_constant dense<[-0.5, 0.0, 0.9]> : tensor<3xf32>
  %v2 = math.atanh %v1 : tensor<3xf32>
  check.expect_almost_eq_const(%v2, dense<[-0.5493061542510986, 0.0, 1.4722193479537964]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @absf_f32() {
  %v1 = util.unfoldable_constant dense<[-1.5, 0.0, 3.0, 0xFF800000]> : tensor<4xf32>
  %v2 = math.absf %v1 : tensor<4xf32>
  check.expect_eq_const(%v2, dense<[1.5, 0.0, 3.0, 0x7F800000]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @floor_f32() {
  %v1 = util.unfoldable_constant dense<[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.6, -2.6]> : tensor<8xf32>
  %v2 = math.floor %v1 : tensor<8xf32>
  check.expect_eq_const(%v2, dense<[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 2.0, -3.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

func.func @ceil_f32() {
  %v1 = util.unfoldable_constant dense<[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.6, -2.6]> : tensor<8xf32>
  %v2 = math.ceil %v1 : tensor<8xf32>
  check.expect_eq_const(%v2, dense<[-2.0, -1.0, -0.0, 1.0, 2.0, 3.0, 3.0, -2.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

// round: half away from zero; roundeven: half to even
func.func @round_f32() {
  %v1 = util.unfoldable_constant dense<[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.6, -2.6, 0.49999997]> : tensor<9xf32>
  %v2 = math.round %v1 : tensor<9xf32>
  check.expect_eq_const(%v2, dense<[-3.0, -2.0, -1.0, 1.0, 2.0, 3.0, 3.0, -3.0, 0.0]> : tensor<9xf32>) : tensor<9xf32>
  return
}

// round: half away from zero; roundeven: half to even
func.func @roundeven_f32() {
  %v1 = util.unfoldable_constant dense<[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.6, -2.6]> : tensor<8xf32>
  %v2 = math.roundeven %v1 : tensor<8xf32>
  check.expect_eq_const(%v2, dense<[-2.0, -2.0, -0.0, 0.0, 2.0, 2.0, 3.0, -3.0]> : tensor<8xf32>) : tensor<8xf32>
  return
}

func.func @trunc_f32() {
  %v1 = util.unfoldable_constant dense<[-2.5, -1.5, -0.5, 0.5, 2.6, -2.6]> : tensor<6xf32>
  %v2 = math.trunc %v1 : tensor<6xf32>
  check.expect_eq_const(%v2, dense<[-2.0, -1.0, -0.0, 0.0, 2.0, -2.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @powf_f32() {
  %v1 = util.unfoldable_constant dense<[2.0, 9.0, 2.5, 10.0]> : tensor<4xf32>
  %v2 = util.unfoldable_constant dense<[10.0, 0.5, -1.0, -2.0]> : tensor<4xf32>
  %v3 = math.powf %v1, %v2 : tensor<4xf32>
  check.expect_almost_eq_const(%v3, dense<[1024.0, 3.0, 0.4000000059604645, 0.009999999776482582]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @atan2_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, -1.0, 0.0, 1.0]> : tensor<4xf32>
  %v2 = util.unfoldable_constant dense<[1.0, -1.0, -1.0, 0.0]> : tensor<4xf32>
  %v3 = math.atan2 %v1, %v2 : tensor<4xf32>
  check.expect_almost_eq_const(%v3, dense<[0.7853981852531433, -2.356194496154785, 3.1415927410125732, 1.5707963705062866]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @copysign_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, -2.0, 3.0]> : tensor<3xf32>
  %v2 = util.unfoldable_constant dense<[-0.0, 5.0, -1.0]> : tensor<3xf32>
  %v3 = math.copysign %v1, %v2 : tensor<3xf32>
  check.expect_eq_const(%v3, dense<[-1.0, 2.0, -3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// float base, integer exponent; a negative exponent gives 1 / x^|n|
func.func @fpowi_f32() {
  %v1 = util.unfoldable_constant dense<[2.0, -3.0, 1.5, 10.0]> : tensor<4xf32>
  %v2 = util.unfoldable_constant dense<[3, 3, -2, 0]> : tensor<4xi32>
  %v3 = math.fpowi %v1, %v2 : tensor<4xf32>, tensor<4xi32>
  check.expect_almost_eq_const(%v3, dense<[8.0, -27.0, 0.4444444477558136, 1.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}

func.func @fma_f32() {
  %v1 = util.unfoldable_constant dense<[2.0, -1.5, 0.5]> : tensor<3xf32>
  %v2 = util.unfoldable_constant dense<[3.0, 4.0, 0.5]> : tensor<3xf32>
  %v3 = util.unfoldable_constant dense<[4.0, 1.0, -0.25]> : tensor<3xf32>
  %v4 = math.fma %v1, %v2, %v3 : tensor<3xf32>
  check.expect_eq_const(%v4, dense<[10.0, -5.0, 0.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @classify_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, 0x7FC00000, 0x7F800000, 0xFF800000, 0.0]> : tensor<5xf32>
  %v2 = math.isnan %v1 : tensor<5xf32>
  check.expect_eq_const(%v2, dense<[false, true, false, false, false]> : tensor<5xi1>) : tensor<5xi1>
  %v3 = math.isinf %v1 : tensor<5xf32>
  check.expect_eq_const(%v3, dense<[false, false, true, true, false]> : tensor<5xi1>) : tensor<5xi1>
  %v4 = math.isfinite %v1 : tensor<5xf32>
  check.expect_eq_const(%v4, dense<[true, false, false, false, true]> : tensor<5xi1>) : tensor<5xi1>
  %v5 = util.unfoldable_constant dense<[1.0, 1.0e-40, 0.0, 0x7F800000, -2.5e-38]> : tensor<5xf32>
  %v6 = math.isnormal %v5 : tensor<5xf32>
  check.expect_eq_const(%v6, dense<[true, false, false, false, true]> : tensor<5xi1>) : tensor<5xi1>
  return
}

// log(0) = -inf, log(-1) = NaN, sqrt(-1) = NaN (NaN sign bits are hardware-defined: checked with isnan), exp(-inf) = 0, tanh(inf) = 1
func.func @special_values_f32() {
  %v1 = util.unfoldable_constant dense<[0.0, -1.0]> : tensor<2xf32>
  %v2 = math.log %v1 : tensor<2xf32>
  %v3 = math.isnan %v2 : tensor<2xf32>
  check.expect_eq_const(%v3, dense<[false, true]> : tensor<2xi1>) : tensor<2xi1>
  %v4 = math.isinf %v2 : tensor<2xf32>
  check.expect_eq_const(%v4, dense<[true, false]> : tensor<2xi1>) : tensor<2xi1>
  %v5 = math.sqrt %v1 : tensor<2xf32>
  %v6 = math.isnan %v5 : tensor<2xf32>
  check.expect_eq_const(%v6, dense<[false, true]> : tensor<2xi1>) : tensor<2xi1>
  %v7 = util.unfoldable_constant dense<[0xFF800000, 0x7F800000]> : tensor<2xf32>
  %v8 = math.exp %v7 : tensor<2xf32>
  check.expect_eq_const(%v8, dense<[0.0, 0x7F800000]> : tensor<2xf32>) : tensor<2xf32>
  %v9 = math.tanh %v7 : tensor<2xf32>
  check.expect_eq_const(%v9, dense<[-1.0, 1.0]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @exp_f16() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 2.0]> : tensor<3xf16>
  %v2 = math.exp %v1 : tensor<3xf16>
  check.expect_almost_eq_const(%v2, dense<[0.367919921875, 1.0, 7.390625]> : tensor<3xf16>) : tensor<3xf16>
  return
}

func.func @sqrt_f16() {
  %v1 = util.unfoldable_constant dense<[4.0, 2.0, 0.5]> : tensor<3xf16>
  %v2 = math.sqrt %v1 : tensor<3xf16>
  check.expect_eq_const(%v2, dense<[2.0, 1.4140625, 0.70703125]> : tensor<3xf16>) : tensor<3xf16>
  return
}

func.func @tanh_bf16() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 0.5]> : tensor<3xbf16>
  %v2 = math.tanh %v1 : tensor<3xbf16>
  check.expect_almost_eq_const(%v2, dense<[-0.76171875, 0.0, 0.462890625]> : tensor<3xbf16>) : tensor<3xbf16>
  return
}

func.func @floor_bf16() {
  %v1 = util.unfoldable_constant dense<[-1.5, 2.75]> : tensor<2xbf16>
  %v2 = math.floor %v1 : tensor<2xbf16>
  check.expect_eq_const(%v2, dense<[-2.0, 2.0]> : tensor<2xbf16>) : tensor<2xbf16>
  return
}

func.func @exp_f64() {
  %v1 = util.unfoldable_constant dense<[-1.0, 0.0, 2.0, 10.0]> : tensor<4xf64>
  %v2 = math.exp %v1 : tensor<4xf64>
  check.expect_almost_eq_const(%v2, dense<[0.36787944117144233, 1.0, 7.38905609893065, 22026.465794806718]> : tensor<4xf64>) : tensor<4xf64>
  return
}

func.func @sqrt_f64() {
  %v1 = util.unfoldable_constant dense<[2.0, 1.0e+300]> : tensor<2xf64>
  %v2 = math.sqrt %v1 : tensor<2xf64>
  check.expect_eq_const(%v2, dense<[1.4142135623730951, 1.0e+150]> : tensor<2xf64>) : tensor<2xf64>
  return
}

func.func @sin_f64() {
  %v1 = util.unfoldable_constant dense<[1.0, 100.0]> : tensor<2xf64>
  %v2 = math.sin %v1 : tensor<2xf64>
  check.expect_almost_eq_const(%v2, dense<[0.8414709848078965, -0.5063656411097588]> : tensor<2xf64>) : tensor<2xf64>
  return
}

func.func @scalar_math() {
  %v1 = util.unfoldable_constant 0.0 : f32
  %v2 = util.unfoldable_constant 16.0 : f32
  %v3 = math.exp %v1 : f32
  %v4 = math.sqrt %v2 : f32
  %v5 = math.cos %v1 : f32
  %v6 = arith.constant 0.5 : f32
  %v7 = math.powf %v2, %v6 : f32
  %v8 = tensor.from_elements %v3, %v4, %v5, %v7 : tensor<4xf32>
  check.expect_eq_const(%v8, dense<[1.0, 4.0, 1.0, 4.0]> : tensor<4xf32>) : tensor<4xf32>
  return
}
