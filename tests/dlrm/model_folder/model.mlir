// A model folder as linrt.export writes it: linrt-run and linrt.Model bind weights.safetensors to scope "model".
util.global private @emb = #stream.parameter.named<"model"::"emb"> : tensor<3x2xf32>
func.func @main() -> tensor<3x2xf32> {
  %0 = util.global.load @emb : tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
