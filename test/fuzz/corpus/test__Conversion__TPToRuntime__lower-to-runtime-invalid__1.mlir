func.func @negative_two_group_sizes(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %q = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 4>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %b = tp.all_reduce %q : !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 4>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}
