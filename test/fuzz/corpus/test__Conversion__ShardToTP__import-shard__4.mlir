shard.grid @tp(shape = 2)
func.func @negative_element_type_conversion(%x: tensor<?x7168xbf16>) -> tensor<?x7168xf32> {
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xf32>
  return %s : tensor<?x7168xf32>
}
