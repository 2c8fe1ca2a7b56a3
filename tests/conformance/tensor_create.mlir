// tensor.empty, splat, from_elements, generate and dim, with static and dynamic shapes.

func.func @empty_static_dims() {
  %e = tensor.empty() : tensor<2x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %e, %c0 : tensor<2x3xf32>
  %d1 = tensor.dim %e, %c1 : tensor<2x3xf32>
  %r = tensor.from_elements %d0, %d1 : tensor<2xindex>
  check.expect_eq_const(%r, dense<[2, 3]> : tensor<2xindex>) : tensor<2xindex>
  return
}

func.func @empty_dynamic_dims() {
  %n = util.unfoldable_constant 5 : index
  %e = tensor.empty(%n) : tensor<?x2xf32>
  %c0 = arith.constant 0 : index
  %d0 = tensor.dim %e, %c0 : tensor<?x2xf32>
  %r = tensor.from_elements %d0 : tensor<1xindex>
  check.expect_eq_const(%r, dense<5> : tensor<1xindex>) : tensor<1xindex>
  return
}

func.func @dim_with_dynamic_index() {
  %t0 = util.unfoldable_constant dense<0> : tensor<4x7x2xi8>
  %t = tensor.cast %t0 : tensor<4x7x2xi8> to tensor<?x?x?xi8>
  %i = util.unfoldable_constant 1 : index
  %d = tensor.dim %t, %i : tensor<?x?x?xi8>
  %r = tensor.from_elements %d : tensor<1xindex>
  check.expect_eq_const(%r, dense<7> : tensor<1xindex>) : tensor<1xindex>
  return
}

func.func @splat_static() {
  %v = arith.constant 2.5 : f32
  %s = tensor.splat %v : tensor<2x2xf32>
  check.expect_eq_const(%s, dense<2.5> : tensor<2x2xf32>) : tensor<2x2xf32>
  return
}

func.func @splat_dynamic() {
  %v = arith.constant -3 : i32
  %n = util.unfoldable_constant 3 : index
  %s = tensor.splat %v[%n] : tensor<?xi32>
  %c = tensor.cast %s : tensor<?xi32> to tensor<3xi32>
  check.expect_eq_const(%c, dense<-3> : tensor<3xi32>) : tensor<3xi32>
  return
}

func.func @from_elements_2d() {
  %a = arith.constant 1 : i64
  %b = arith.constant 2 : i64
  %c = arith.constant 3 : i64
  %d = arith.constant 4 : i64
  %t = tensor.from_elements %a, %b, %c, %d : tensor<2x2xi64>
  check.expect_eq_const(%t, dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>) : tensor<2x2xi64>
  return
}

func.func @from_elements_i1() {
  %t1 = arith.constant true
  %f = arith.constant false
  %t = tensor.from_elements %t1, %f, %t1 : tensor<3xi1>
  check.expect_eq_const(%t, dense<[true, false, true]> : tensor<3xi1>) : tensor<3xi1>
  return
}

func.func @generate_dynamic() {
  %n = util.unfoldable_constant 2 : index
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c10 = arith.constant 10 : index
    %a = arith.muli %i, %c10 : index
    %s = arith.addi %a, %j : index
    %v = arith.index_cast %s : index to i32
    tensor.yield %v : i32
  } : tensor<?x3xi32>
  %c = tensor.cast %g : tensor<?x3xi32> to tensor<2x3xi32>
  check.expect_eq_const(%c, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>) : tensor<2x3xi32>
  return
}

// A body may read values defined outside it.
func.func @generate_reads_outer_tensor() {
  %src = util.unfoldable_constant dense<[3.0, 1.0, 2.0]> : tensor<3xf32>
  %g = tensor.generate {
  ^bb0(%i: index):
    %c2 = arith.constant 2 : index
    %k = arith.subi %c2, %i : index
    %v = tensor.extract %src[%k] : tensor<3xf32>
    tensor.yield %v : f32
  } : tensor<3xf32>
  check.expect_eq_const(%g, dense<[2.0, 1.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
