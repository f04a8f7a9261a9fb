func.func @negative_partial_in_tuple(%t: tuple<!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>>, %x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
