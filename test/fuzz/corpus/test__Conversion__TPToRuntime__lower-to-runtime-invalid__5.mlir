!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
func.func private @pay(%p: !owed) -> tensor<8xf32> {
  %r = tp.all_reduce %p : !owed -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @negative_indirect_call(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  %f = func.constant @pay : (!owed) -> tensor<8xf32>
  %r = func.call_indirect %f(%p) : (!owed) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
