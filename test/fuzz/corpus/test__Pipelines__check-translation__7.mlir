module {
  llvm.mlir.global private constant @dynamic(dense_resource<blob> : tensor<?x4xf32>) : !llvm.array<4 x f32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
