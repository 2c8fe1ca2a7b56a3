// arith.cmpf (all 16 predicates, with NaN, signed zeros and infinities), arith.cmpi (all 10
// predicates, in several widths, where signed and unsigned readings differ) and arith.select.
// Expected values computed in Python from the predicate definitions.

// operand pairs: (1,2) (2,1) (NaN,1) (1,1) (-0,+0) (inf,inf)
func.func @cmpf_all_predicates() {
  %v1 = util.unfoldable_constant dense<[1.0, 2.0, 0x7FC00000, 1.0, -0.0, 0x7F800000]> : tensor<6xf32>
  %v2 = util.unfoldable_constant dense<[2.0, 1.0, 1.0, 1.0, 0.0, 0x7F800000]> : tensor<6xf32>
  %v3 = arith.cmpf false, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v3, dense<[false, false, false, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v4 = arith.cmpf oeq, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v4, dense<[false, false, false, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v5 = arith.cmpf ogt, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v5, dense<[false, true, false, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v6 = arith.cmpf oge, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v6, dense<[false, true, false, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v7 = arith.cmpf olt, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v7, dense<[true, false, false, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v8 = arith.cmpf ole, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v8, dense<[true, false, false, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v9 = arith.cmpf one, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v9, dense<[true, true, false, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v10 = arith.cmpf ord, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v10, dense<[true, true, false, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v11 = arith.cmpf ueq, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v11, dense<[false, false, true, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v12 = arith.cmpf ugt, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v12, dense<[false, true, true, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v13 = arith.cmpf uge, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v13, dense<[false, true, true, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v14 = arith.cmpf ult, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v14, dense<[true, false, true, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v15 = arith.cmpf ule, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v15, dense<[true, false, true, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  %v16 = arith.cmpf une, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v16, dense<[true, true, true, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v17 = arith.cmpf uno, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v17, dense<[false, false, true, false, false, false]> : tensor<6xi1>) : tensor<6xi1>
  %v18 = arith.cmpf true, %v1, %v2 : tensor<6xf32>
  check.expect_eq_const(%v18, dense<[true, true, true, true, true, true]> : tensor<6xi1>) : tensor<6xi1>
  return
}

func.func @cmpi_all_predicates_i32() {
  %v1 = util.unfoldable_constant dense<[-1, 1, 2, -2147483648, 5]> : tensor<5xi32>
  %v2 = util.unfoldable_constant dense<[1, -1, 2, 2147483647, 7]> : tensor<5xi32>
  %v3 = arith.cmpi eq, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v3, dense<[false, false, true, false, false]> : tensor<5xi1>) : tensor<5xi1>
  %v4 = arith.cmpi ne, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v4, dense<[true, true, false, true, true]> : tensor<5xi1>) : tensor<5xi1>
  %v5 = arith.cmpi slt, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v5, dense<[true, false, false, true, true]> : tensor<5xi1>) : tensor<5xi1>
  %v6 = arith.cmpi sle, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v6, dense<[true, false, true, true, true]> : tensor<5xi1>) : tensor<5xi1>
  %v7 = arith.cmpi sgt, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v7, dense<[false, true, false, false, false]> : tensor<5xi1>) : tensor<5xi1>
  %v8 = arith.cmpi sge, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v8, dense<[false, true, true, false, false]> : tensor<5xi1>) : tensor<5xi1>
  %v9 = arith.cmpi ult, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v9, dense<[false, true, false, false, true]> : tensor<5xi1>) : tensor<5xi1>
  %v10 = arith.cmpi ule, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v10, dense<[false, true, true, false, true]> : tensor<5xi1>) : tensor<5xi1>
  %v11 = arith.cmpi ugt, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v11, dense<[true, false, false, true, false]> : tensor<5xi1>) : tensor<5xi1>
  %v12 = arith.cmpi uge, %v1, %v2 : tensor<5xi32>
  check.expect_eq_const(%v12, dense<[true, false, true, true, false]> : tensor<5xi1>) : tensor<5xi1>
  return
}

func.func @cmpi_all_predicates_i8() {
  %v1 = util.unfoldable_constant dense<[-1, 127, -128, 0]> : tensor<4xi8>
  %v2 = util.unfoldable_constant dense<[1, -128, 127, 0]> : tensor<4xi8>
  %v3 = arith.cmpi eq, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v3, dense<[false, false, false, true]> : tensor<4xi1>) : tensor<4xi1>
  %v4 = arith.cmpi ne, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v4, dense<[true, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  %v5 = arith.cmpi slt, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v5, dense<[true, false, true, false]> : tensor<4xi1>) : tensor<4xi1>
  %v6 = arith.cmpi sle, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v6, dense<[true, false, true, true]> : tensor<4xi1>) : tensor<4xi1>
  %v7 = arith.cmpi sgt, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v7, dense<[false, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v8 = arith.cmpi sge, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v8, dense<[false, true, false, true]> : tensor<4xi1>) : tensor<4xi1>
  %v9 = arith.cmpi ult, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v9, dense<[false, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v10 = arith.cmpi ule, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v10, dense<[false, true, false, true]> : tensor<4xi1>) : tensor<4xi1>
  %v11 = arith.cmpi ugt, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v11, dense<[true, false, true, false]> : tensor<4xi1>) : tensor<4xi1>
  %v12 = arith.cmpi uge, %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v12, dense<[true, false, true, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @cmpi_all_predicates_i64() {
  %v1 = util.unfoldable_constant dense<[-1, 9223372036854775807, 3]> : tensor<3xi64>
  %v2 = util.unfoldable_constant dense<[1, -9223372036854775808, 3]> : tensor<3xi64>
  %v3 = arith.cmpi eq, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v3, dense<[false, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %v4 = arith.cmpi ne, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v4, dense<[true, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v5 = arith.cmpi slt, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v5, dense<[true, false, false]> : tensor<3xi1>) : tensor<3xi1>
  %v6 = arith.cmpi sle, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v6, dense<[true, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %v7 = arith.cmpi sgt, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v7, dense<[false, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v8 = arith.cmpi sge, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v8, dense<[false, true, true]> : tensor<3xi1>) : tensor<3xi1>
  %v9 = arith.cmpi ult, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v9, dense<[false, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v10 = arith.cmpi ule, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v10, dense<[false, true, true]> : tensor<3xi1>) : tensor<3xi1>
  %v11 = arith.cmpi ugt, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v11, dense<[true, false, false]> : tensor<3xi1>) : tensor<3xi1>
  %v12 = arith.cmpi uge, %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v12, dense<[true, false, true]> : tensor<3xi1>) : tensor<3xi1>
  return
}

func.func @cmpi_all_predicates_index() {
  %v1 = util.unfoldable_constant dense<[-1, 4, 3]> : tensor<3xindex>
  %v2 = util.unfoldable_constant dense<[1, 5, 3]> : tensor<3xindex>
  %v3 = arith.cmpi eq, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v3, dense<[false, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %v4 = arith.cmpi ne, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v4, dense<[true, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v5 = arith.cmpi slt, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v5, dense<[true, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v6 = arith.cmpi sle, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v6, dense<[true, true, true]> : tensor<3xi1>) : tensor<3xi1>
  %v7 = arith.cmpi sgt, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v7, dense<[false, false, false]> : tensor<3xi1>) : tensor<3xi1>
  %v8 = arith.cmpi sge, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v8, dense<[false, false, true]> : tensor<3xi1>) : tensor<3xi1>
  %v9 = arith.cmpi ult, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v9, dense<[false, true, false]> : tensor<3xi1>) : tensor<3xi1>
  %v10 = arith.cmpi ule, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v10, dense<[false, true, true]> : tensor<3xi1>) : tensor<3xi1>
  %v11 = arith.cmpi ugt, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v11, dense<[true, false, false]> : tensor<3xi1>) : tensor<3xi1>
  %v12 = arith.cmpi uge, %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v12, dense<[true, false, true]> : tensor<3xi1>) : tensor<3xi1>
  return
}

func.func @cmpi_all_predicates_i1() {
  %v1 = util.unfoldable_constant dense<[true, false, true, false]> : tensor<4xi1>
  %v2 = util.unfoldable_constant dense<[false, true, true, false]> : tensor<4xi1>
  %v3 = arith.cmpi eq, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v3, dense<[false, false, true, true]> : tensor<4xi1>) : tensor<4xi1>
  %v4 = arith.cmpi ne, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v4, dense<[true, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v5 = arith.cmpi slt, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v5, dense<[true, false, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v6 = arith.cmpi sle, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v6, dense<[true, false, true, true]> : tensor<4xi1>) : tensor<4xi1>
  %v7 = arith.cmpi sgt, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v7, dense<[false, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v8 = arith.cmpi sge, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v8, dense<[false, true, true, true]> : tensor<4xi1>) : tensor<4xi1>
  %v9 = arith.cmpi ult, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v9, dense<[false, true, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v10 = arith.cmpi ule, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v10, dense<[false, true, true, true]> : tensor<4xi1>) : tensor<4xi1>
  %v11 = arith.cmpi ugt, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v11, dense<[true, false, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v12 = arith.cmpi uge, %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v12, dense<[true, false, true, true]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @select_tensor_and_scalar_condition() {
  %v1 = util.unfoldable_constant dense<[true, false, false, true]> : tensor<4xi1>
  %v2 = util.unfoldable_constant dense<[1, 2, 3, 4]> : tensor<4xi16>
  %v3 = util.unfoldable_constant dense<[-1, -2, -3, -4]> : tensor<4xi16>
  %v4 = arith.select %v1, %v2, %v3 : tensor<4xi1>, tensor<4xi16>
  check.expect_eq_const(%v4, dense<[1, -2, -3, 4]> : tensor<4xi16>) : tensor<4xi16>
  %v5 = util.unfoldable_constant 0 : i1
  %v6 = arith.select %v5, %v2, %v3 : tensor<4xi16>
  check.expect_eq_const(%v6, dense<[-1, -2, -3, -4]> : tensor<4xi16>) : tensor<4xi16>
  %v7 = util.unfoldable_constant dense<[0.5, 1.5]> : tensor<2xf64>
  %v8 = util.unfoldable_constant dense<[2.5, 3.5]> : tensor<2xf64>
  %v9 = util.unfoldable_constant dense<[1.0, 1.0]> : tensor<2xf64>
  %v10 = arith.cmpf olt, %v7, %v9 : tensor<2xf64>
  %v11 = arith.select %v10, %v7, %v8 : tensor<2xi1>, tensor<2xf64>
  check.expect_eq_const(%v11, dense<[0.5, 3.5]> : tensor<2xf64>) : tensor<2xf64>
  return
}
