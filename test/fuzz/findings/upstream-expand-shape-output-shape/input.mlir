func.func @expand(%a: tensor<?x4xf32>, %n: index) -> tensor<1x?x4xf32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, %n, 4] : tensor<?x4xf32> into tensor<1x?x4xf32>
  return %e : tensor<1x?x4xf32>
}
