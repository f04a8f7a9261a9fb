shard.grid @huge(shape = 4294967296)
func.func @too_many_ranks() -> index {
  %i = shard.process_linear_index on @huge : index
  return %i : index
}

shard.grid @mesh(shape = 2x2)
func.func @other_axis() -> index {
  %i = shard.process_multi_index on @mesh axes = [0] : index
  return %i : index
}
