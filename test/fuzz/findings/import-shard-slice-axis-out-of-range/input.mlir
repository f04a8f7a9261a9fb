shard.grid @tp(shape = 1)
func.func @dynamic_slice(%fuzz_arg: !llvm.struct<(tensor<4x?xf32>)>, %x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = 65535 : tensor<4x?xf32> -> tensor<4x?xf32>
  return %part : tensor<4x?xf32>
}
