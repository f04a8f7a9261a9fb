shard.grid @devices(shape = 4)
func.func @queries() -> (index, index, index) {
  %multi = shard.process_multi_index on @devices : index
  %linear = shard.process_linear_index on @devices : index
  %size = shard.grid_shape @devices : index
  return %multi, %linear, %size : index, index, index
}
