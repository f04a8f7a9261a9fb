shard.grid @mesh(shape = 2x2)
func.func @slice_over_other_axis(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  %part = shard.all_slice %x on @mesh grid_axes = [0] slice_axis = 1 : tensor<4x16xf32> -> tensor<4x8xf32>
  return %part : tensor<4x8xf32>
}
