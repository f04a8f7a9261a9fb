shard.grid @tp(shape = ?)
func.func @dynamic_grid_shape() -> index {
  %n = shard.grid_shape @tp : index
  return %n : index
}
