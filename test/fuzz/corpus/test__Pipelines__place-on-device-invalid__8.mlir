func.func @unranked_copy(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                         %in: memref<*xf32>, %out: memref<*xf32>) {
  memref.copy %in, %out : memref<*xf32> to memref<*xf32>
  return
}
