shard.grid @tp(shape = 2)
func.func @f(%x: tensor<4x8xf32>) {
  %r0 = tp.group_rank #tp.group<"tp_group", size = 2>
  %a1 = shard.all_reduce %x on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  %a2 = shard.all_reduce %x on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}
