llvm.mlir.global private constant @weights(dense<1.0> : tensor<4xf32>) : !llvm.array<4 x index>
