shard.grid @mesh(shape = 2x2)
func.func @linear_over_other_axis() -> index {
  %i = shard.process_linear_index on @mesh : index
  return %i : index
}
