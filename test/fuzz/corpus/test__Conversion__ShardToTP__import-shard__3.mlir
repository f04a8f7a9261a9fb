shard.grid @tp(shape = 2)
func.func @negative_min_product(%x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  %a = shard.all_reduce %x on @tp grid_axes = [0] reduction = min : tensor<4096xf32> -> tensor<4096xf32>
  %b = shard.all_reduce %x on @tp grid_axes = [0] reduction = product : tensor<4096xf32> -> tensor<4096xf32>
  return %a, %b : tensor<4096xf32>, tensor<4096xf32>
}
