func.func @f(%t: tensor<1x2x?xf32>, %n: index) -> tensor<1x2x?x1xf32> {
  %e = tensor.expand_shape %t [[-9223372036854775808], [1], [2, 3]] output_shape [1, 2, %n, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
  return %e : tensor<1x2x?x1xf32>
}
