shard.grid @mesh(shape = 2)
func.func @refused_sum_left(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %y = shard.all_reduce %x on @mesh grid_axes = [0] reduction = max : tensor<8x16xf32> -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
