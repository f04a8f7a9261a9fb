func.func @strided_copy(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                        %in: memref<4x8xf32>, %out: memref<4x16xf32>) {
  %half = memref.subview %out[0, 8] [4, 8] [1, 1] : memref<4x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 8>>
  memref.copy %in, %half : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1], offset: 8>>
  return
}
