shard.grid @tp(shape = 2)
func.func @negative_no_axes(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %s = shard.all_reduce %x on @tp : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
