// ml_program globals are read-only here: a load returns the initial value.

ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
ml_program.global private @weights(dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>

func.func @global_load_mutable_seed() {
  %s = ml_program.global_load @global_seed : tensor<i64>
  check.expect_eq_const(%s, dense<0> : tensor<i64>) : tensor<i64>
  return
}

func.func @global_load_const() {
  %w = ml_program.global_load_const @weights : tensor<3xf32>
  check.expect_eq_const(%w, dense<[1.0, 2.0, 3.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}

func.func @global_used_in_math() {
  %w = ml_program.global_load_const @weights : tensor<3xf32>
  %r = arith.addf %w, %w : tensor<3xf32>
  check.expect_almost_eq_const(%r, dense<[2.0, 4.0, 6.0]> : tensor<3xf32>) : tensor<3xf32>
  return
}
