func.func @negative_one_branch(%c: i1, %x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %y = scf.if %c -> tensor<8xf32> {
    %s = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %x : tensor<8xf32>
  }
  return %y : tensor<8xf32>
}
