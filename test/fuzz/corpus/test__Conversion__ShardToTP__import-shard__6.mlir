shard.grid @tp(shape = 2)
func.func @negative_memref(%x: memref<8x4096xf32>) -> memref<8x4096xf32> {
  %s = shard.all_reduce %x on @tp grid_axes = [0] : memref<8x4096xf32> -> memref<8x4096xf32>
  return %s : memref<8x4096xf32>
}
