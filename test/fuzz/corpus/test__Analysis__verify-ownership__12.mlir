func.func @negative_not_linear(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %t = builtin.unrealized_conversion_cast %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> to tensor<8xf32>
  return %t : tensor<8xf32>
}
