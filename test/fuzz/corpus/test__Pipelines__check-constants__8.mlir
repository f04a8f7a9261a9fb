llvm.mlir.global private constant @empty_outer(dense<1.0> : tensor<f32>) : !llvm.array<0 x array<8589934592 x f32>>
