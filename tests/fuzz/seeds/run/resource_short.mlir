func.func @forward() -> tensor<4xf32> {
  %c = arith.constant dense_resource<r> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: { builtin: { r: "0x040000000000803F" } }
#-}
