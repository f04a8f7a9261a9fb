shard.grid @tp(shape = 2)
func.func @not_partitioned(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %split = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %local = shard.shard %x to %split : tensor<4x16xf32>
  return %local : tensor<4x16xf32>
}
