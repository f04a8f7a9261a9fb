func.func @negative_partial_in_tuple(%t: tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>, %x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  return %x : tensor<4x64xf32>
}
