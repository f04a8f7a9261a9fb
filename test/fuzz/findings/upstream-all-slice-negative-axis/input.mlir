shard.grid @tp(shape = 2)
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = -1 : tensor<4x8xf32> -> tensor<4x8xf32>
  return %part : tensor<4x8xf32>
}
