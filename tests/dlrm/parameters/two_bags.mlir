// Two bags over tables of the same shape kept outside the module (bound with linrt-run
// --parameters=model=kaggle_small/tables.safetensors): an index outside the second table is an
// error naming that table (emb_3), not only the op's location.
util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<40x16xf32>
util.global private @emb_3 = #stream.parameter.named<"model"::"emb_3"> : tensor<40x16xf32>
func.func @main(%i0: tensor<2xi64>, %i3: tensor<2xi64>, %off: tensor<2xi64>) -> (tensor<2x16xf32>, tensor<2x16xf32>) {
  %t0 = util.global.load @emb_0 : tensor<40x16xf32>
  %t3 = util.global.load @emb_3 : tensor<40x16xf32>
  %b0 = "linrt.embedding_bag"(%t0, %i0, %off) {mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (tensor<40x16xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x16xf32>
  %b3 = "linrt.embedding_bag"(%t3, %i3, %off) {mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (tensor<40x16xf32>, tensor<2xi64>, tensor<2xi64>) -> tensor<2x16xf32>
  return %b0, %b3 : tensor<2x16xf32>, tensor<2x16xf32>
}
