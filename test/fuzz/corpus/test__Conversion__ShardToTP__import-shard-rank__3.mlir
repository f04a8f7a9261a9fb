shard.grid @tp(shape = 2)
shard.grid @queried(shape = 4)
func.func @refused_sum_keeps_its_grid(%x: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %rank = shard.process_linear_index on @queried : index
  %max = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  return %max, %rank : tensor<8xf32>, index
}
