shard.grid @tp(shape = 2)
func.func @row_parallel_sum(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %sum = shard.all_reduce %x on @tp grid_axes = [0] reduction = sum : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %sum : tensor<?x7168xbf16>
}
