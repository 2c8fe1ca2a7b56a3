// arith floating-point ops on tensors and scalars, in f32, f16, bf16 and f64. Expected values
// were computed with Python/numpy (exact binary64 arithmetic on the f32 operands, rounded to the
// element type), independently of linrt.

func.func @addf_subf_mulf_divf_remf_f32() {
  %v1 = util.unfoldable_constant dense<[1.5, -2.0, 7.0, -7.5, 0.1, 3.0]> : tensor<6xf32>
  %v2 = util.unfoldable_constant dense<[0.5, 4.0, 2.0, 2.0, 0.2, -0.75]> : tensor<6xf32>
  %v3 = arith.addf %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v3, dense<[2.0, 2.0, 9.0, -5.5, 0.30000001192092896, 2.25]> : tensor<6xf32>) : tensor<6xf32>
  %v4 = arith.subf %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v4, dense<[1.0, -6.0, 5.0, -9.5, -0.10000000149011612, 3.75]> : tensor<6xf32>) : tensor<6xf32>
  %v5 = arith.mulf %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v5, dense<[0.75, -8.0, 14.0, -15.0, 0.020000001415610313, -2.25]> : tensor<6xf32>) : tensor<6xf32>
  %v6 = arith.divf %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v6, dense<[3.0, -0.5, 3.5, -3.75, 0.5, -4.0]> : tensor<6xf32>) : tensor<6xf32>
  %v7 = arith.remf %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v7, dense<[0.0, -2.0, 1.0, -1.5, 0.10000000149011612, 0.0]> : tensor<6xf32>) : tensor<6xf32>
  return
}

func.func @negf_f32() {
  %v1 = util.unfoldable_constant dense<[1.5, -2.0, 0.0, -0.0, 0x7F800000]> : tensor<5xf32>
  %v2 = arith.negf %v1 : tensor<5xf32>
  check.expect_eq_const(%v2, dense<[-1.5, 2.0, -0.0, 0.0, 0xFF800000]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// IEEE-754: x/0 is +-inf, 0/0 is NaN (its sign bit is hardware-defined, so only NaN-ness is checked)
func.func @division_by_zero_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, -1.0, 0.0]> : tensor<3xf32>
  %v2 = util.unfoldable_constant dense<[0.0, 0.0, 0.0]> : tensor<3xf32>
  %v3 = arith.divf %v1, %v2 : tensor<3xf32>
  %v4 = arith.cmpf uno, %v3, %v3 : tensor<3xf32>
  check.expect_eq_const(%v4, dense<[false, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %v5 = util.unfoldable_constant dense<[0x7F800000, 0xFF800000, 0.0]> : tensor<3xf32>
  %v6 = arith.cmpf oeq, %v3, %v5 : tensor<3xf32>
  check.expect_eq_const(%v6, dense<[true, true, false]> : tensor<3xi1>) : tensor<3xi1>
  return
}

// maximumf/minimumf (and the old maxf/minf) propagate NaN; maxnumf/minnumf return the other operand
func.func @max_min_nan_semantics_f32() {
  %v1 = util.unfoldable_constant dense<[1.0, 0x7FC00000, 3.0, -5.0, 0x7FC00000]> : tensor<5xf32>
  %v2 = util.unfoldable_constant dense<[2.0, 5.0, 0x7FC00000, -6.0, 0x7FC00000]> : tensor<5xf32>
  %v3 = arith.maximumf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v3, dense<[2.0, 0x7FC00000, 0x7FC00000, -5.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  %v4 = arith.minimumf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v4, dense<[1.0, 0x7FC00000, 0x7FC00000, -6.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  %v5 = arith.maxf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v5, dense<[2.0, 0x7FC00000, 0x7FC00000, -5.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  %v6 = arith.minf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v6, dense<[1.0, 0x7FC00000, 0x7FC00000, -6.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  %v7 = arith.maxnumf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v7, dense<[2.0, 5.0, 3.0, -5.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  %v8 = arith.minnumf %v1, %v2 : tensor<5xf32>
  check.expect_eq_const(%v8, dense<[1.0, 5.0, 3.0, -6.0, 0x7FC00000]> : tensor<5xf32>) : tensor<5xf32>
  return
}

// f16: computed in float, rounded to f16 (65504 + 32 overflows to inf)
func.func @f16_arith() {
  %v1 = util.unfoldable_constant dense<[1.0, 2.5, 65504.0, -3.0]> : tensor<4xf16>
  %v2 = util.unfoldable_constant dense<[0.0004, 0.25, 32.0, 0.1]> : tensor<4xf16>
  %v3 = arith.addf %v1, %v2 : tensor<4xf16>
  check.expect_eq_const(%v3, dense<[1.0, 2.75, 0x7C00, -2.900390625]> : tensor<4xf16>) : tensor<4xf16>
  %v4 = arith.mulf %v1, %v2 : tensor<4xf16>
  check.expect_eq_const(%v4, dense<[0.0004000663757324219, 0.625, 0x7C00, -0.2998046875]> : tensor<4xf16>) : tensor<4xf16>
  %v5 = arith.maximumf %v1, %v2 : tensor<4xf16>
  check.expect_eq_const(%v5, dense<[1.0, 2.5, 65504.0, 0.0999755859375]> : tensor<4xf16>) : tensor<4xf16>
  return
}

// bf16: 1 + 3*2^-8 is a tie that rounds to even (1.015625)
func.func @bf16_arith() {
  %v1 = util.unfoldable_constant dense<[1.0, 3.0, -2.0]> : tensor<3xbf16>
  %v2 = util.unfoldable_constant dense<[0.01171875, 0.1, 0.5]> : tensor<3xbf16>
  %v3 = arith.addf %v1, %v2 : tensor<3xbf16>
  check.expect_eq_const(%v3, dense<[1.015625, 3.09375, -1.5]> : tensor<3xbf16>) : tensor<3xbf16>
  %v4 = arith.divf %v1, %v2 : tensor<3xbf16>
  check.expect_eq_const(%v4, dense<[85.5, 30.0, -4.0]> : tensor<3xbf16>) : tensor<3xbf16>
  %v5 = arith.subf %v1, %v2 : tensor<3xbf16>
  check.expect_eq_const(%v5, dense<[0.98828125, 2.90625, -2.5]> : tensor<3xbf16>) : tensor<3xbf16>
  return
}

// f64 keeps double precision and range
func.func @f64_arith() {
  %v1 = util.unfoldable_constant dense<[1.0, 1.0e+300, 0.1]> : tensor<3xf64>
  %v2 = util.unfoldable_constant dense<[1.0e-12, 10000000000.0, 0.2]> : tensor<3xf64>
  %v3 = arith.addf %v1, %v2 : tensor<3xf64>
  check.expect_eq_const(%v3, dense<[1.000000000001, 1.0e+300, 0.30000000000000004]> : tensor<3xf64>) : tensor<3xf64>
  %v4 = arith.mulf %v1, %v2 : tensor<3xf64>
  check.expect_eq_const(%v4, dense<[1.0e-12, 0x7FF0000000000000, 0.020000000000000004]> : tensor<3xf64>) : tensor<3xf64>
  %v5 = arith.divf %v1, %v2 : tensor<3xf64>
  check.expect_eq_const(%v5, dense<[1000000000000.0, 1.0e+290, 0.5]> : tensor<3xf64>) : tensor<3xf64>
  return
}

func.func @scalar_f32_ops() {
  %v1 = util.unfoldable_constant 6.0 : f32
  %v2 = util.unfoldable_constant -4.0 : f32
  %v3 = arith.addf %v1, %v2 : f32
  %v4 = arith.mulf %v1, %v2 : f32
  %v5 = arith.divf %v1, %v2 : f32
  %v6 = arith.maximumf %v1, %v2 : f32
  %v7 = arith.cmpf olt, %v1, %v2 : f32
  %v8 = arith.select %v7, %v1, %v2 : f32
  %v9 = tensor.from_elements %v3, %v4, %v5, %v6, %v8 : tensor<5xf32>
  check.expect_eq_const(%v9, dense<[2.0, -24.0, -1.5, 6.0, -4.0]> : tensor<5xf32>) : tensor<5xf32>
  return
}
