func.func @reshape(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                   %in: memref<8xf32>, %rows: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %shape = memref.alloc() : memref<2xindex>
  memref.store %rows, %shape[%c0] : memref<2xindex>
  memref.store %rows, %shape[%c1] : memref<2xindex>
  %out = memref.reshape %in(%shape) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.dealloc %shape : memref<2xindex>
  return %out : memref<?x?xf32>
}
