// arith conversions: extf, truncf, extsi, extui, trunci, sitofp, uitofp, fptosi, fptoui,
// index_cast, index_castui and bitcast across f16, bf16, f32, f64, i1, i8, i16, i32, i64 and
// index. Only in-range conversions appear (out-of-range fptosi/fptoui is poison in MLIR).
// Expected values computed in Python/numpy.

func.func @extf_f16_to_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, -0.333251953125, 65504.0]> : tensor<3xf16>
  %v2 = arith.extf %v1 : tensor<3xf16> to tensor<3xf32>
  check.expect_eq_const(%v2, dense<[1.0, -0.333251953125, 65504.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @extf_bf16_to_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, 3.140625, -1.0e+30]> : tensor<3xbf16>
  %v2 = arith.extf %v1 : tensor<3xbf16> to tensor<3xf32>
  check.expect_eq_const(%v2, dense<[1.0, 3.140625, -1.0002555517425873e+30]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// 0.1 as f32 widens exactly, it does not become the f64 0.1
func.func @extf_f32_to_f64() {
  %v1 = util.unfoldable_constant dense<[0.1, -2.5]> : tensor<2xf32>
  %v2 = arith.extf %v1 : tensor<2xf32> to tensor<2xf64>
  check.expect_eq_const(%v2, dense<[0.10000000149011612, -2.5]> : tensor<2xf64>) : tensor<2xf64>
  return
}

// round to nearest even: 1 + 2^-11 is a tie that goes to 1
func.func @truncf_f32_to_f16() {
  %v1 = util.unfoldable_constant dense<[1.0, 0.1, 70000.0, 1.00048828125]> : tensor<4xf32>
  %v2 = arith.truncf %v1 : tensor<4xf32> to tensor<4xf16>
  check.expect_eq_const(%v2, dense<[1.0, 0.0999755859375, 0x7C00, 1.0]> : tensor<4xf16>) : tensor<4xf16>
  return
}

func.func @truncf_f32_to_bf16() {
  %v1 = util.unfoldable_constant dense<[1.0, 0.1, 1.00390625, 3.0e+38]> : tensor<4xf32>
  %v2 = arith.truncf %v1 : tensor<4xf32> to tensor<4xbf16>
  check.expect_eq_const(%v2, dense<[1.0, 0.10009765625, 1.0, 3.00405527047391e+38]> : tensor<4xbf16>) : tensor<4xbf16>
  return
}

func.func @truncf_f64_to_f32() {
  %v1 = util.unfoldable_constant dense<[0.1, 1.0e+40, -1.0e-50]> : tensor<3xf64>
  %v2 = arith.truncf %v1 : tensor<3xf64> to tensor<3xf32>
  check.expect_eq_const(%v2, dense<[0.10000000149011612, 0x7F800000, -0.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @extsi_i8_to_i32() {
  %v1 = util.unfoldable_constant dense<[-1, 127, -128]> : tensor<3xi8>
  %v2 = arith.extsi %v1 : tensor<3xi8> to tensor<3xi32>
  check.expect_eq_const(%v2, dense<[-1, 127, -128]> : tensor<3xi32>) : tensor<3xi32>
  return
}

// i1 true is -1 when read as signed
func.func @extsi_i1_to_i32() {
  %v1 = util.unfoldable_constant dense<[true, false]> : tensor<2xi1>
  %v2 = arith.extsi %v1 : tensor<2xi1> to tensor<2xi32>
  check.expect_eq_const(%v2, dense<[-1, 0]> : tensor<2xi32>) : tensor<2xi32>
  return
}

func.func @extui_i8_to_i32() {
  %v1 = util.unfoldable_constant dense<[-1, 127, -128]> : tensor<3xi8>
  %v2 = arith.extui %v1 : tensor<3xi8> to tensor<3xi32>
  check.expect_eq_const(%v2, dense<[255, 127, 128]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @extui_i1_to_i64() {
  %v1 = util.unfoldable_constant dense<[true, false]> : tensor<2xi1>
  %v2 = arith.extui %v1 : tensor<2xi1> to tensor<2xi64>
  check.expect_eq_const(%v2, dense<[1, 0]> : tensor<2xi64>) : tensor<2xi64>
  return
}

func.func @trunci_i32_to_i8() {
  %v1 = util.unfoldable_constant dense<[300, -129, 255, 127]> : tensor<4xi32>
  %v2 = arith.trunci %v1 : tensor<4xi32> to tensor<4xi8>
  check.expect_eq_const(%v2, dense<[44, 127, -1, 127]> : tensor<4xi8>) : tensor<4xi8>
  return
}

func.func @trunci_i64_to_i16() {
  %v1 = util.unfoldable_constant dense<[65537, -65538]> : tensor<2xi64>
  %v2 = arith.trunci %v1 : tensor<2xi64> to tensor<2xi16>
  check.expect_eq_const(%v2, dense<[1, -2]> : tensor<2xi16>) : tensor<2xi16>
  return
}

// 2^24 + 1 rounds to even; INT32_MAX rounds up to 2^31
func.func @sitofp_i32_to_f32() {
  %v1 = util.unfoldable_constant dense<[-1, 16777217, 2147483647]> : tensor<3xi32>
  %v2 = arith.sitofp %v1 : tensor<3xi32> to tensor<3xf32>
  check.expect_eq_const(%v2, dense<[-1.0, 16777216.0, 2147483648.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @sitofp_i8_to_f16() {
  %v1 = util.unfoldable_constant dense<[-128, 100]> : tensor<2xi8>
  %v2 = arith.sitofp %v1 : tensor<2xi8> to tensor<2xf16>
  check.expect_eq_const(%v2, dense<[-128.0, 100.0]> : tensor<2xf16>) : tensor<2xf16>
  return
}

func.func @sitofp_i64_to_f64() {
  %v1 = util.unfoldable_constant dense<[-9007199254740993, 5]> : tensor<2xi64>
  %v2 = arith.sitofp %v1 : tensor<2xi64> to tensor<2xf64>
  check.expect_eq_const(%v2, dense<[-9.007199254740992e+15, 5.0]> : tensor<2xf64>) : tensor<2xf64>
  return
}

func.func @uitofp_i8_to_f32() {
  %v1 = util.unfoldable_constant dense<[-1, 127, -128]> : tensor<3xi8>
  %v2 = arith.uitofp %v1 : tensor<3xi8> to tensor<3xf32>
  check.expect_eq_const(%v2, dense<[255.0, 127.0, 128.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @uitofp_i32_to_f64() {
  %v1 = util.unfoldable_constant dense<[-1]> : tensor<1xi32>
  %v2 = arith.uitofp %v1 : tensor<1xi32> to tensor<1xf64>
  check.expect_eq_const(%v2, dense<[4294967295.0]> : tensor<1xf64>) : tensor<1xf64>
  return
}

// truncates toward zero
func.func @fptosi_f32_to_i32() {
  %v1 = util.unfoldable_constant dense<[2.9, -2.9, 0.5, -0.5, 1000000000.0]> : tensor<5xf32>
  %v2 = arith.fptosi %v1 : tensor<5xf32> to tensor<5xi32>
  check.expect_eq_const(%v2, dense<[2, -2, 0, 0, 1000000000]> : tensor<5xi32>) : tensor<5xi32>
  return
}

func.func @fptosi_f64_to_i8() {
  %v1 = util.unfoldable_constant dense<[127.9, -128.9, 3.5]> : tensor<3xf64>
  %v2 = arith.fptosi %v1 : tensor<3xf64> to tensor<3xi8>
  check.expect_eq_const(%v2, dense<[127, -128, 3]> : tensor<3xi8>) : tensor<3xi8>
  return
}

// 255 and 128 as i8 bit patterns
func.func @fptoui_f32_to_i8() {
  %v1 = util.unfoldable_constant dense<[255.9, 128.0, 0.7]> : tensor<3xf32>
  %v2 = arith.fptoui %v1 : tensor<3xf32> to tensor<3xi8>
  check.expect_eq_const(%v2, dense<[-1, -128, 0]> : tensor<3xi8>) : tensor<3xi8>
  return
}

func.func @fptoui_f16_to_i32() {
  %v1 = util.unfoldable_constant dense<[65504.0, 1.5]> : tensor<2xf16>
  %v2 = arith.fptoui %v1 : tensor<2xf16> to tensor<2xi32>
  check.expect_eq_const(%v2, dense<[65504, 1]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// sign-extends
func.func @index_cast_i32_to_index() {
  %v1 = util.unfoldable_constant dense<[-1, 7]> : tensor<2xi32>
  %v2 = arith.index_cast %v1 : tensor<2xi32> to tensor<2xindex>
  check.expect_eq_const(%v2, dense<[-1, 7]> : tensor<2xindex>) : tensor<2xindex>
  return
}

// truncates
func.func @index_cast_index_to_i32() {
  %v1 = util.unfoldable_constant dense<[4294967301, -3]> : tensor<2xindex>
  %v2 = arith.index_cast %v1 : tensor<2xindex> to tensor<2xi32>
  check.expect_eq_const(%v2, dense<[5, -3]> : tensor<2xi32>) : tensor<2xi32>
  return
}

// zero-extends
func.func @index_castui_i32_to_index() {
  %v1 = util.unfoldable_constant dense<[-1, 7]> : tensor<2xi32>
  %v2 = arith.index_castui %v1 : tensor<2xi32> to tensor<2xindex>
  check.expect_eq_const(%v2, dense<[4294967295, 7]> : tensor<2xindex>) : tensor<2xindex>
  return
}

func.func @index_cast_index_to_i64() {
  %v1 = util.unfoldable_constant dense<[-5]> : tensor<1xindex>
  %v2 = arith.index_cast %v1 : tensor<1xindex> to tensor<1xi64>
  check.expect_eq_const(%v2, dense<[-5]> : tensor<1xi64>) : tensor<1xi64>
  return
}

func.func @bitcast_f32_to_i32() {
  %v1 = util.unfoldable_constant dense<[1.0, -2.0, 0.0]> : tensor<3xf32>
  %v2 = arith.bitcast %v1 : tensor<3xf32> to tensor<3xi32>
  check.expect_eq_const(%v2, dense<[1065353216, -1073741824, 0]> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @bitcast_i32_to_f32() {
  %v1 = util.unfoldable_constant dense<[1065353216, 1078530011]> : tensor<2xi32>
  %v2 = arith.bitcast %v1 : tensor<2xi32> to tensor<2xf32>
  check.expect_eq_const(%v2, dense<[1.0, 3.1415927410125732]> : tensor<2xf32>) : tensor<2xf32>
  return
}

func.func @bitcast_f16_to_i16() {
  %v1 = util.unfoldable_constant dense<[1.0, -2.0]> : tensor<2xf16>
  %v2 = arith.bitcast %v1 : tensor<2xf16> to tensor<2xi16>
  check.expect_eq_const(%v2, dense<[15360, -16384]> : tensor<2xi16>) : tensor<2xi16>
  return
}

func.func @bitcast_i16_to_bf16() {
  %v1 = util.unfoldable_constant dense<[16256, -16320]> : tensor<2xi16>
  %v2 = arith.bitcast %v1 : tensor<2xi16> to tensor<2xbf16>
  check.expect_eq_const(%v2, dense<[1.0, -3.0]> : tensor<2xbf16>) : tensor<2xbf16>
  return
}

func.func @bitcast_f64_to_i64() {
  %v1 = util.unfoldable_constant dense<[1.0]> : tensor<1xf64>
  %v2 = arith.bitcast %v1 : tensor<1xf64> to tensor<1xi64>
  check.expect_eq_const(%v2, dense<[4607182418800017408]> : tensor<1xi64>) : tensor<1xi64>
  return
}

func.func @scalar_casts() {
  %v1 = util.unfoldable_constant -3 : i8
  %v2 = arith.extsi %v1 : i8 to i64
  %v3 = arith.extui %v1 : i8 to i64
  %v4 = arith.index_cast %v1 : i8 to index
  %v5 = arith.index_cast %v4 : index to i64
  %v6 = tensor.from_elements %v2, %v3, %v5 : tensor<3xi64>
  check.expect_eq_const(%v6, dense<[-3, 253, -3]> : tensor<3xi64>) : tensor<3xi64>
  return
}
