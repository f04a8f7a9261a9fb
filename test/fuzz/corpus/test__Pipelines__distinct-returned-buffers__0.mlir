func.func @twice() -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  return %a, %a, %a : memref<8xf32>, memref<8xf32>, memref<8xf32>
}
