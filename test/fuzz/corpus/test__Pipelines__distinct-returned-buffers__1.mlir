func.func @dynamic(%x: memref<?x4xf32>) -> (memref<?x4xf32>, memref<?x4xf32>) {
  return %x, %x : memref<?x4xf32>, memref<?x4xf32>
}
