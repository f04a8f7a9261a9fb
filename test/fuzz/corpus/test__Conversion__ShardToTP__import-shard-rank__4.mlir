shard.grid @mesh(shape = 2x4)
func.func @unused_queries() {
  %i, %j = shard.process_multi_index on @mesh : index, index
  %linear = shard.process_linear_index on @mesh : index
  %rows, %cols = shard.grid_shape @mesh : index, index
  return
}
