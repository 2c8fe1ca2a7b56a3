// Does not parse: the operand list is not closed.
func.func @broken() {
  %a = arith.constant 1 : i32
  %b = arith.addi %a, %a : i32
  check.expect_eq(%a, %b : i32
  return
}
