llvm.mlir.global private constant @huge(dense<1.0> : tensor<f64>) : !llvm.array<4294967296 x f64>
