shard.grid @tp(shape = 2)
func.func @neighbors(%i: index) -> (index, index) {
  %down, %up = shard.neighbors_linear_indices on @tp[%i] split_axes = [0] : index, index
  return %down, %up : index, index
}
