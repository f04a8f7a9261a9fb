func.func @negative_other_block(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  cf.br ^next
^next:
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
