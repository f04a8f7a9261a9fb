shard.grid @mesh(shape = 2x4)
func.func @negative_other_axis(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %s = shard.all_reduce %x on @mesh grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
