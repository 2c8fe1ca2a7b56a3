// arith integer ops in i1, i8, i16, i32, i64 and index: wraparound at the bit width, signed and
// unsigned readings, rounding of the division variants. Expected values computed with Python
// integers from the MLIR definitions.

// no division by zero or INT_MIN / -1 here: those are poison in MLIR
func.func @int_ops_i32() {
  %v1 = util.unfoldable_constant dense<[7, -7, 7, -7, 100, -2147483648, 2147483647, 0, -1]> : tensor<9xi32>
  %v2 = util.unfoldable_constant dense<[2, 2, -2, -2, 7, 3, 1, 5, 3]> : tensor<9xi32>
  %v3 = arith.addi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v3, dense<[9, -5, 5, -9, 107, -2147483645, -2147483648, 5, 2]> : tensor<9xi32>) : tensor<9xi32>
  %v4 = arith.subi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v4, dense<[5, -9, 9, -5, 93, 2147483645, 2147483646, -5, -4]> : tensor<9xi32>) : tensor<9xi32>
  %v5 = arith.muli %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v5, dense<[14, -14, -14, 14, 700, -2147483648, 2147483647, 0, -3]> : tensor<9xi32>) : tensor<9xi32>
  %v6 = arith.divsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v6, dense<[3, -3, -3, 3, 14, -715827882, 2147483647, 0, 0]> : tensor<9xi32>) : tensor<9xi32>
  %v7 = arith.divui %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v7, dense<[3, 2147483644, 0, 0, 14, 715827882, 2147483647, 0, 1431655765]> : tensor<9xi32>) : tensor<9xi32>
  %v8 = arith.remsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v8, dense<[1, -1, 1, -1, 2, -2, 0, 0, -1]> : tensor<9xi32>) : tensor<9xi32>
  %v9 = arith.remui %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v9, dense<[1, 1, 7, -7, 2, 2, 0, 0, 0]> : tensor<9xi32>) : tensor<9xi32>
  %v10 = arith.floordivsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v10, dense<[3, -4, -4, 3, 14, -715827883, 2147483647, 0, -1]> : tensor<9xi32>) : tensor<9xi32>
  %v11 = arith.ceildivsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v11, dense<[4, -3, -3, 4, 15, -715827882, 2147483647, 0, 0]> : tensor<9xi32>) : tensor<9xi32>
  %v12 = arith.ceildivui %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v12, dense<[4, 2147483645, 1, 1, 15, 715827883, 2147483647, 0, 1431655765]> : tensor<9xi32>) : tensor<9xi32>
  %v13 = arith.andi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v13, dense<[2, 0, 6, -8, 4, 0, 1, 0, 3]> : tensor<9xi32>) : tensor<9xi32>
  %v14 = arith.ori %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v14, dense<[7, -5, -1, -1, 103, -2147483645, 2147483647, 5, -1]> : tensor<9xi32>) : tensor<9xi32>
  %v15 = arith.xori %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v15, dense<[5, -5, -7, 7, 99, -2147483645, 2147483646, 5, -4]> : tensor<9xi32>) : tensor<9xi32>
  %v16 = arith.maxsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v16, dense<[7, 2, 7, -2, 100, 3, 2147483647, 5, 3]> : tensor<9xi32>) : tensor<9xi32>
  %v17 = arith.minsi %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v17, dense<[2, -7, -2, -7, 7, -2147483648, 1, 0, -1]> : tensor<9xi32>) : tensor<9xi32>
  %v18 = arith.maxui %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v18, dense<[7, -7, -2, -2, 100, -2147483648, 2147483647, 5, -1]> : tensor<9xi32>) : tensor<9xi32>
  %v19 = arith.minui %v1, %v2 : tensor<9xi32>
  check.expect_eq_const(%v19, dense<[2, 2, 7, -7, 7, 3, 1, 0, 3]> : tensor<9xi32>) : tensor<9xi32>
  return
}

func.func @shift_ops_i32() {
  %v1 = util.unfoldable_constant dense<[1, -16, -16, 1073741824, -1, 12345]> : tensor<6xi32>
  %v2 = util.unfoldable_constant dense<[31, 2, 0, 1, 31, 4]> : tensor<6xi32>
  %v3 = arith.shli %v1, %v2 : tensor<6xi32>
  check.expect_eq_const(%v3, dense<[-2147483648, -64, -16, -2147483648, -2147483648, 197520]> : tensor<6xi32>) : tensor<6xi32>
  %v4 = arith.shrsi %v1, %v2 : tensor<6xi32>
  check.expect_eq_const(%v4, dense<[0, -4, -16, 536870912, -1, 771]> : tensor<6xi32>) : tensor<6xi32>
  %v5 = arith.shrui %v1, %v2 : tensor<6xi32>
  check.expect_eq_const(%v5, dense<[0, 1073741820, -16, 536870912, 1, 771]> : tensor<6xi32>) : tensor<6xi32>
  return
}

// i8 wraps: 127 + 1 = -128, 100 * 3 = 44
func.func @int_ops_i8_wraparound() {
  %v1 = util.unfoldable_constant dense<[127, -128, 100, -1, 50, -100]> : tensor<6xi8>
  %v2 = util.unfoldable_constant dense<[1, -1, 3, 2, 7, -3]> : tensor<6xi8>
  %v3 = arith.addi %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v3, dense<[-128, 127, 103, 1, 57, -103]> : tensor<6xi8>) : tensor<6xi8>
  %v4 = arith.subi %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v4, dense<[126, -127, 97, -3, 43, -97]> : tensor<6xi8>) : tensor<6xi8>
  %v5 = arith.muli %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v5, dense<[127, -128, 44, -2, 94, 44]> : tensor<6xi8>) : tensor<6xi8>
  %v6 = arith.divui %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v6, dense<[127, 0, 33, 127, 7, 0]> : tensor<6xi8>) : tensor<6xi8>
  %v7 = arith.remui %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v7, dense<[0, -128, 1, 1, 1, -100]> : tensor<6xi8>) : tensor<6xi8>
  %v8 = arith.maxui %v1, %v2 : tensor<6xi8>
  check.expect_eq_const(%v8, dense<[127, -1, 100, -1, 50, -3]> : tensor<6xi8>) : tensor<6xi8>
  return
}

func.func @shift_ops_i8() {
  %v1 = util.unfoldable_constant dense<[1, -128, -128, 100]> : tensor<4xi8>
  %v2 = util.unfoldable_constant dense<[7, 4, 7, 1]> : tensor<4xi8>
  %v3 = arith.shli %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v3, dense<[-128, 0, 0, -56]> : tensor<4xi8>) : tensor<4xi8>
  %v4 = arith.shrsi %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v4, dense<[0, -8, -1, 50]> : tensor<4xi8>) : tensor<4xi8>
  %v5 = arith.shrui %v1, %v2 : tensor<4xi8>
  check.expect_eq_const(%v5, dense<[0, 8, 1, 50]> : tensor<4xi8>) : tensor<4xi8>
  return
}

func.func @int_ops_i16() {
  %v1 = util.unfoldable_constant dense<[32767, -300, 1000, -32768]> : tensor<4xi16>
  %v2 = util.unfoldable_constant dense<[2, 300, -7, 3]> : tensor<4xi16>
  %v3 = arith.addi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v3, dense<[-32767, 0, 993, -32765]> : tensor<4xi16>) : tensor<4xi16>
  %v4 = arith.subi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v4, dense<[32765, -600, 1007, 32765]> : tensor<4xi16>) : tensor<4xi16>
  %v5 = arith.muli %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v5, dense<[-2, -24464, -7000, -32768]> : tensor<4xi16>) : tensor<4xi16>
  %v6 = arith.divsi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v6, dense<[16383, -1, -142, -10922]> : tensor<4xi16>) : tensor<4xi16>
  %v7 = arith.divui %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v7, dense<[16383, 217, 0, 10922]> : tensor<4xi16>) : tensor<4xi16>
  %v8 = arith.remsi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v8, dense<[1, 0, 6, -2]> : tensor<4xi16>) : tensor<4xi16>
  %v9 = arith.remui %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v9, dense<[1, 136, 1000, 2]> : tensor<4xi16>) : tensor<4xi16>
  %v10 = arith.floordivsi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v10, dense<[16383, -1, -143, -10923]> : tensor<4xi16>) : tensor<4xi16>
  %v11 = arith.ceildivsi %v1, %v2 : tensor<4xi16>
  check.expect_eq_const(%v11, dense<[16384, -1, -142, -10922]> : tensor<4xi16>) : tensor<4xi16>
  return
}

func.func @int_ops_i64() {
  %v1 = util.unfoldable_constant dense<[9223372036854775807, -9223372036854775808, 3000000000, -5]> : tensor<4xi64>
  %v2 = util.unfoldable_constant dense<[1, 3, 3000000000, 2]> : tensor<4xi64>
  %v3 = arith.addi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v3, dense<[-9223372036854775808, -9223372036854775805, 6000000000, -3]> : tensor<4xi64>) : tensor<4xi64>
  %v4 = arith.subi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v4, dense<[9223372036854775806, 9223372036854775805, 0, -7]> : tensor<4xi64>) : tensor<4xi64>
  %v5 = arith.muli %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v5, dense<[9223372036854775807, -9223372036854775808, 9000000000000000000, -10]> : tensor<4xi64>) : tensor<4xi64>
  %v6 = arith.divsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v6, dense<[9223372036854775807, -3074457345618258602, 1, -2]> : tensor<4xi64>) : tensor<4xi64>
  %v7 = arith.divui %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v7, dense<[9223372036854775807, 3074457345618258602, 1, 9223372036854775805]> : tensor<4xi64>) : tensor<4xi64>
  %v8 = arith.remsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v8, dense<[0, -2, 0, -1]> : tensor<4xi64>) : tensor<4xi64>
  %v9 = arith.remui %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v9, dense<[0, 2, 0, 1]> : tensor<4xi64>) : tensor<4xi64>
  %v10 = arith.floordivsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v10, dense<[9223372036854775807, -3074457345618258603, 1, -3]> : tensor<4xi64>) : tensor<4xi64>
  %v11 = arith.ceildivsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v11, dense<[9223372036854775807, -3074457345618258602, 1, -2]> : tensor<4xi64>) : tensor<4xi64>
  %v12 = arith.ceildivui %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v12, dense<[9223372036854775807, 3074457345618258603, 1, 9223372036854775806]> : tensor<4xi64>) : tensor<4xi64>
  %v13 = arith.andi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v13, dense<[1, 0, 3000000000, 2]> : tensor<4xi64>) : tensor<4xi64>
  %v14 = arith.ori %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v14, dense<[9223372036854775807, -9223372036854775805, 3000000000, -5]> : tensor<4xi64>) : tensor<4xi64>
  %v15 = arith.xori %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v15, dense<[9223372036854775806, -9223372036854775805, 0, -7]> : tensor<4xi64>) : tensor<4xi64>
  %v16 = arith.maxsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v16, dense<[9223372036854775807, 3, 3000000000, 2]> : tensor<4xi64>) : tensor<4xi64>
  %v17 = arith.minsi %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v17, dense<[1, -9223372036854775808, 3000000000, -5]> : tensor<4xi64>) : tensor<4xi64>
  %v18 = arith.maxui %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v18, dense<[9223372036854775807, -9223372036854775808, 3000000000, -5]> : tensor<4xi64>) : tensor<4xi64>
  %v19 = arith.minui %v1, %v2 : tensor<4xi64>
  check.expect_eq_const(%v19, dense<[1, 3, 3000000000, 2]> : tensor<4xi64>) : tensor<4xi64>
  return
}

func.func @shift_ops_i64() {
  %v1 = util.unfoldable_constant dense<[1, -9223372036854775808, 3]> : tensor<3xi64>
  %v2 = util.unfoldable_constant dense<[63, 63, 40]> : tensor<3xi64>
  %v3 = arith.shli %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v3, dense<[-9223372036854775808, 0, 3298534883328]> : tensor<3xi64>) : tensor<3xi64>
  %v4 = arith.shrsi %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v4, dense<[0, -1, 0]> : tensor<3xi64>) : tensor<3xi64>
  %v5 = arith.shrui %v1, %v2 : tensor<3xi64>
  check.expect_eq_const(%v5, dense<[0, 1, 0]> : tensor<3xi64>) : tensor<3xi64>
  return
}

func.func @int_ops_index() {
  %v1 = util.unfoldable_constant dense<[10, -10, 3]> : tensor<3xindex>
  %v2 = util.unfoldable_constant dense<[3, 3, -2]> : tensor<3xindex>
  %v3 = arith.addi %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v3, dense<[13, -7, 1]> : tensor<3xindex>) : tensor<3xindex>
  %v4 = arith.subi %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v4, dense<[7, -13, 5]> : tensor<3xindex>) : tensor<3xindex>
  %v5 = arith.muli %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v5, dense<[30, -30, -6]> : tensor<3xindex>) : tensor<3xindex>
  %v6 = arith.divsi %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v6, dense<[3, -3, -1]> : tensor<3xindex>) : tensor<3xindex>
  %v7 = arith.divui %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v7, dense<[3, 6148914691236517202, 0]> : tensor<3xindex>) : tensor<3xindex>
  %v8 = arith.floordivsi %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v8, dense<[3, -4, -2]> : tensor<3xindex>) : tensor<3xindex>
  %v9 = arith.ceildivsi %v1, %v2 : tensor<3xindex>
  check.expect_eq_const(%v9, dense<[4, -3, -1]> : tensor<3xindex>) : tensor<3xindex>
  return
}

func.func @bool_ops_i1() {
  %v1 = util.unfoldable_constant dense<[true, true, false, false]> : tensor<4xi1>
  %v2 = util.unfoldable_constant dense<[true, false, true, false]> : tensor<4xi1>
  %v3 = arith.andi %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v3, dense<[true, false, false, false]> : tensor<4xi1>) : tensor<4xi1>
  %v4 = arith.ori %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v4, dense<[true, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  %v5 = arith.xori %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v5, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  %v6 = arith.addi %v1, %v2 : tensor<4xi1>
  check.expect_eq_const(%v6, dense<[false, true, true, false]> : tensor<4xi1>) : tensor<4xi1>
  return
}

func.func @scalar_int_ops() {
  %v1 = util.unfoldable_constant 17 : i32
  %v2 = util.unfoldable_constant -5 : i32
  %v3 = arith.addi %v1, %v2 : i32
  %v4 = arith.remsi %v1, %v2 : i32
  %v5 = arith.floordivsi %v1, %v2 : i32
  %v6 = arith.ceildivsi %v1, %v2 : i32
  %v7 = tensor.from_elements %v3, %v4, %v5, %v6 : tensor<4xi32>
  check.expect_eq_const(%v7, dense<[12, 2, -4, -3]> : tensor<4xi32>) : tensor<4xi32>
  return
}
