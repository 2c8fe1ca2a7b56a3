// A table kept outside the module, bound with linrt-run --parameters=model=table.safetensors.
util.global private @emb = #stream.parameter.named<"model"::"emb"> : tensor<3x2xf32>
func.func @main() -> tensor<3x2xf32> {
  %0 = util.global.load @emb : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
