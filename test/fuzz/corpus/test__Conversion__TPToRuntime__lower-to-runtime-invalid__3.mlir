!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
func.func private @external_payer(!owed) -> tensor<8xf32>

func.func @negative_external(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  %r = func.call @external_payer(%p) : (!owed) -> tensor<8xf32>
  return %r : tensor<8xf32>
}
