shard.grid @tp(shape = 2)
func.func @bias_on_rank_zero(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %bias: tensor<4x8xf32>, %zeros: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %rank = shard.process_multi_index on @tp axes = [0] : index
  %ranks = shard.grid_shape @tp axes = [0] : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %rank, %c0 : index
  %acc = arith.select %first, %bias, %zeros : tensor<4x8xf32>
  %local = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = shard.all_reduce %local on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}
