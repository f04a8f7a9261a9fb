shard.grid @tp(shape = 2)
func.func @all_slice(%x: tensor<4x16xbf16>) -> tensor<4x8xbf16> {
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = 1 : tensor<4x16xbf16> -> tensor<4x8xbf16>
  return %part : tensor<4x8xbf16>
}
