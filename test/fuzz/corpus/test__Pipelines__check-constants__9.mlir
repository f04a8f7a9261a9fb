llvm.mlir.global private constant @short(dense_resource<one> : tensor<f64>) : !llvm.array<8 x f64>
llvm.mlir.global private constant @splat(dense<1.0> : tensor<f64>) : !llvm.array<8 x f64>
{-#
  dialect_resources: {
    builtin: {
      one: "0x04000000000000000000F03F"
    }
  }
#-}
