func.func @negative_rank_in_other_group(%x: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %r = tp.group_rank #tp.group<"tp", size = 4>
  return %a, %r : tensor<8xf32>, index
}
