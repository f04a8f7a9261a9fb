shard.grid @tp(shape = 2)
func.func @all_gather(%x: tensor<4x16xf32>) -> tensor<8x16xf32> {
  %g = shard.all_gather %x on @tp grid_axes = [0] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
  return %g : tensor<8x16xf32>
}
