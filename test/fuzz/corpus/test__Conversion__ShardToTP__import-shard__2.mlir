shard.grid @tp(shape = 2)
func.func @negative_max(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %m = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %m : tensor<?x7168xbf16>
}
