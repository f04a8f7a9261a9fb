shard.grid @tp(shape = ?)
func.func @negative_dynamic_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
