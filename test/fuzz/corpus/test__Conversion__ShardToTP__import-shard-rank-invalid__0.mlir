shard.grid @mesh(shape = 2x2)
func.func @multi_axis_grid_by_default() -> index {
  %i = shard.process_multi_index on @mesh axes = [1] : index
  return %i : index
}
