module {
  llvm.mlir.global private constant @weights(dense_resource<blob> : tensor<4xf32>) : !llvm.array<4 x f32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000000000000803F"
    }
  }
#-}
