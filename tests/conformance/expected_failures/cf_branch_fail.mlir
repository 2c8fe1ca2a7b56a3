// Every function here must fail: a branch that goes where the checks do not expect, and a
// branch whose argument fails an assertion, must be reported, not skipped.

func.func @cond_br_takes_the_false_edge() {
  %c = util.unfoldable_constant 0 : i1
  %a = util.unfoldable_constant 1 : i32
  %b = util.unfoldable_constant 2 : i32
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  %v = tensor.from_elements %x : tensor<1xi32>
  check.expect_eq_const(%v, dense<1> : tensor<1xi32>) : tensor<1xi32>
  return
}

func.func @assert_after_a_branch() {
  %n = util.unfoldable_constant 5 : index
  %c4 = arith.constant 4 : index
  cf.br ^check(%n : index)
^check(%i: index):
  %lt = arith.cmpi slt, %i, %c4 : index
  cf.assert %lt, "index must be smaller than 4"
  return
}
