shard.grid @mesh(shape = 2x4)
shard.grid @experts(shape = 4x2)
func.func @negative_other_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %s = shard.all_reduce %x on @experts grid_axes = [1] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
