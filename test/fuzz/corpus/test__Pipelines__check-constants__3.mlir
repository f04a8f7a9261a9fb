func.func @short_blob() -> tensor<4xf32> {
  %c = arith.constant dense_resource<short> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      short: "0x04000000000000000000803F"
    }
  }
#-}
