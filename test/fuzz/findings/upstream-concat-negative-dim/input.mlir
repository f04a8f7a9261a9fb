func.func @concat(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x16xf32> {
  %c = tensor.concat dim(-1) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
  return %c : tensor<4x16xf32>
}
