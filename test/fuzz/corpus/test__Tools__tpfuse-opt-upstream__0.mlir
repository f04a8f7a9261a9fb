shard.grid @tp(shape = 2)

func.func @row_parallel(%x: tensor<8x2048xf32>, %w: tensor<2048x4096xf32>) -> tensor<8x4096xf32> {
  %sx = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %x_sharded = shard.shard %x to %sx : tensor<8x2048xf32>
  %sw = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %w_sharded = shard.shard %w to %sw : tensor<2048x4096xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x4096xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %y = linalg.matmul ins(%x_sharded, %w_sharded : tensor<8x2048xf32>, tensor<2048x4096xf32>)
                     outs(%init : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %sy = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %y_replicated = shard.shard %y to %sy : tensor<8x4096xf32>
  return %y_replicated : tensor<8x4096xf32>
}
