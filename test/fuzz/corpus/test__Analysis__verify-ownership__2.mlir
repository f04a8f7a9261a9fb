func.func @negative_added_to_itself(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %s = tp.partial_add %p, %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
