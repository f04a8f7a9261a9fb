func.func @negative_tensor_of_partials() {
  %t = tensor.empty() : tensor<2x!tp.partial<tensor<4xf32>, #tp.group<"tp", size = 2>>>
  return
}
