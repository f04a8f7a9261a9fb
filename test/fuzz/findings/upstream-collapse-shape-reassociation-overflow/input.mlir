func.func @f(%t: tensor<?x128xf32>) -> tensor<?xf32> {
  %c = tensor.collapse_shape %t [[9223372036854775808, 1]] : tensor<?x128xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}
