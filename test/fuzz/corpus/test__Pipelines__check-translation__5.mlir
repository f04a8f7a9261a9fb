module {
  llvm.mlir.global internal constant @short_initializer(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<3 x f32>
}
