func.func @f() -> tensor<4xf32> {
  %c = arith.constant dense_resource<blob> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000000000000803F"
    }
  }
#-}
