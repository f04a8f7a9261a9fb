shard.grid @mesh(shape = 2x2)
func.func @every_axis() -> (index, index) {
  %i, %j = shard.process_multi_index on @mesh : index, index
  return %i, %j : index, index
}
