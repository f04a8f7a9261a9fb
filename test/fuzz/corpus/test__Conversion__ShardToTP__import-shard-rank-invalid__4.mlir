shard.grid @tp(shape = 2)
func.func @dynamic_slice(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = 1 : tensor<4x?xf32> -> tensor<4x?xf32>
  return %part : tensor<4x?xf32>
}
