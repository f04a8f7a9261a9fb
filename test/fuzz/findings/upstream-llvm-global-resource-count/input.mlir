module {
  llvm.mlir.global private constant @weights(dense_resource<blob> : tensor<f64>) : !llvm.array<8 x f64>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000000000000803F"
    }
  }
#-}
