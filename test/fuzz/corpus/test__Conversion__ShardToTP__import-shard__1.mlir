shard.grid @devices(shape = 8)
func.func @default_reduction(%x: tensor<8x4096xf16>, %y: tensor<4096xf32>) -> (tensor<8x4096xf16>, tensor<4096xf32>) {
  %a = shard.all_reduce %x on @devices grid_axes = [0] : tensor<8x4096xf16> -> tensor<8x4096xf16>
  %b = shard.all_reduce %y on @devices grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  return %a, %b : tensor<8x4096xf16>, tensor<4096xf32>
}
