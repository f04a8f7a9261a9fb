shard.grid @tp(shape = ?)
func.func @dynamic_grid_shape() -> index {
  %n = shard.grid_shape @tp : index
  return %n : index
}

shard.grid @mesh(shape = 2x2)
func.func @other_axis() -> index {
  %i = shard.process_multi_index on @mesh axes = [0] : index
  return %i : index
}
