func.func @tp_attribute(%x: tensor<4xf32>) -> tensor<4xf32> attributes {group = #tp.group<"tp", size = 2>} {
  return %x : tensor<4xf32>
}
