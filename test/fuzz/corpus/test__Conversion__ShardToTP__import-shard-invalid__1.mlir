shard.grid @mesh(shape = 4294967296x4294967296)
func.func @negative_group_size_overflows(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %s = shard.all_reduce %x on @mesh grid_axes = [0, 1] reduction = sum : tensor<4x64xf32> -> tensor<4x64xf32>
  return %s : tensor<4x64xf32>
}
