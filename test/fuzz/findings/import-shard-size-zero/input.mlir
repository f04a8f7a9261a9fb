shard.grid @tp(shape = 0)
func.func @f(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<4x64xf32> -> tensor<4x64xf32>
  return %s : tensor<4x64xf32>
}
