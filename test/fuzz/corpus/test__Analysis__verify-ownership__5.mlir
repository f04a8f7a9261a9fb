func.func @negative_dropped(%x: tensor<8xf32>) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return
}
