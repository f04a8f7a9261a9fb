shard.grid @mesh(shape = 2)
func.func @shard_left(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %y = arith.addf %x, %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
