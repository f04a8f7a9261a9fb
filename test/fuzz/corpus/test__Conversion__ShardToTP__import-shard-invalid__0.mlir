shard.grid @mesh(shape = 2x0)
func.func @negative_empty_grid(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %s = shard.all_reduce %x on @mesh grid_axes = [0, 1] reduction = sum : tensor<4x64xf32> -> tensor<4x64xf32>
  return %s : tensor<4x64xf32>
}
