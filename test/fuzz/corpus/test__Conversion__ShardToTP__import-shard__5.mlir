shard.grid @tp(shape = 2)
func.func @negative_element_type(%i: tensor<16xi32>, %d: tensor<16xf64>) -> (tensor<16xi32>, tensor<16xf64>) {
  %a = shard.all_reduce %i on @tp grid_axes = [0] : tensor<16xi32> -> tensor<16xi32>
  %b = shard.all_reduce %d on @tp grid_axes = [0] : tensor<16xf64> -> tensor<16xf64>
  return %a, %b : tensor<16xi32>, tensor<16xf64>
}
