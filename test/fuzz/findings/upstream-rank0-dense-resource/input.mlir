func.func @short_blob() -> tensor<i64> {
  %c = arith.constant dense_resource<short> : tensor<i64>
  return %c : tensor<i64>
}
{-#
  dialect_resources: {
    builtin: {
      short: "0x04000000000000000000803F"
    }
  }
#-}
