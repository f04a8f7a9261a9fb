shard.grid @tp(shape = 4)
func.func @mixed(%x: tensor<?x4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %m = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<?x4096xbf16> -> tensor<?x4096xbf16>
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x4096xbf16> -> tensor<?x4096xbf16>
  return %m, %s : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}
