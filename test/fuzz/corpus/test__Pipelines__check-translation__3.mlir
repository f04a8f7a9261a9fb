module {
llvm.mlir.global internal constant @missing_blob(dense_resource<missing> : tensor<4xf32>) : !llvm.array<4 x f32>
}
