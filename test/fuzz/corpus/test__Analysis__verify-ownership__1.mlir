func.func @negative_paid_twice(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %b = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}
