// Unstructured control flow: cf.br and cf.cond_br (custom and generic forms) with block
// arguments, loops through back edges, and values of one block used in the blocks it leads to.
// Every expected value is worked out by hand.

func.func private @select_branch(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32, %z: i32):
  %d = arith.subi %y, %z : i32
  return %d : i32
}

func.func @cond_br_true_passes_its_arguments() {
  %t = util.unfoldable_constant 1 : i1
  %a = util.unfoldable_constant 7 : i32
  %b = util.unfoldable_constant 10 : i32
  %r = func.call @select_branch(%t, %a, %b) : (i1, i32, i32) -> i32
  %v = tensor.from_elements %r : tensor<1xi32>
  check.expect_eq_const(%v, dense<7> : tensor<1xi32>) : tensor<1xi32>
  return
}

func.func @cond_br_false_passes_its_arguments() {
  %f = util.unfoldable_constant 0 : i1
  %a = util.unfoldable_constant 7 : i32
  %b = util.unfoldable_constant 10 : i32
  %r = func.call @select_branch(%f, %a, %b) : (i1, i32, i32) -> i32
  %v = tensor.from_elements %r : tensor<1xi32>
  // ^bb2(%b, %a): 10 - 7
  check.expect_eq_const(%v, dense<3> : tensor<1xi32>) : tensor<1xi32>
  return
}

// sum = 1 + 2 + ... + 10 = 55 through a loop header with two block arguments.
func.func @loop_sums_one_to_ten() {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = util.unfoldable_constant 10 : i32
  cf.br ^header(%c1, %c0 : i32, i32)
^header(%i: i32, %sum: i32):
  %done = arith.cmpi sgt, %i, %n : i32
  cf.cond_br %done, ^exit, ^body
^body:
  %s = arith.addi %sum, %i : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^header(%next, %s : i32, i32)
^exit:
  %v = tensor.from_elements %sum : tensor<1xi32>
  check.expect_eq_const(%v, dense<55> : tensor<1xi32>) : tensor<1xi32>
  return
}

// A tensor carried around a loop three times: x -> 2x + 1, from [0, 1, 2]:
// [1, 3, 5] -> [3, 7, 11] -> [7, 15, 23].
func.func @loop_carries_a_tensor() {
  %x0 = util.unfoldable_constant dense<[0.0, 1.0, 2.0]> : tensor<3xf32>
  %one = arith.constant dense<1.0> : tensor<3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  cf.br ^loop(%c0, %x0 : index, tensor<3xf32>)
^loop(%i: index, %x: tensor<3xf32>):
  %more = arith.cmpi ult, %i, %c3 : index
  cf.cond_br %more, ^step, ^done(%x : tensor<3xf32>)
^step:
  %twice = arith.addf %x, %x : tensor<3xf32>
  %y = arith.addf %twice, %one : tensor<3xf32>
  %j = arith.addi %i, %c0 : index
  cf.br ^loop(%j, %y : index, tensor<3xf32>)
^done(%r: tensor<3xf32>):
  check.expect_eq_const(%r, dense<[7.0, -922337203685477580815.0, 23.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

// The generic form: successor lists in square brackets, operandSegmentSizes spelled out.
func.func @generic_form_branches() {
  %c = util.unfoldable_constant 0 : i1
  %a = util.unfoldable_constant 4 : i32
  "cf.cond_br"(%c, %a, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
^bb1(%x: i32):
  "cf.br"(%x) [^bb3] : (i32) -> ()
^bb2(%y: i32):
  %z = arith.muli %y, %y : i32
  "cf.br"(%z) [^bb3] : (i32) -> ()
^bb3(%r: i32):
  %v = tensor.from_elements %r : tensor<1xi32>
  check.expect_eq_const(%v, dense<16> : tensor<1xi32>) : tensor<1xi32>
  return
}

// IREE's regression form: a function whose blocks return from two places; the assert holds on
// the path taken.
func.func private @two_returns(%arg0: i8) -> tensor<2x2xf32> {
  %c0_i8 = arith.constant 0 : i8
  %cond = arith.cmpi eq, %arg0, %c0_i8 : i8
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %0 = arith.constant dense<0.0> : tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
^bb2:
  %ne = arith.cmpi ne, %arg0, %c0_i8 : i8
  cf.assert %ne, "reached ^bb2 with a zero argument"
  %1 = arith.constant dense<1.0> : tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

func.func @returns_from_the_branch_taken() {
  %one = util.unfoldable_constant 1 : i8
  %zero = util.unfoldable_constant 0 : i8
  %a = func.call @two_returns(%one) : (i8) -> tensor<2x2xf32>
  %b = func.call @two_returns(%zero) : (i8) -> tensor<2x2xf32>
  check.expect_eq_const(%a, dense<1.0> : tensor<2x2xf32>) : tensor<2x2xf32>
  check.expect_eq_const(%b, dense<0.0> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}
