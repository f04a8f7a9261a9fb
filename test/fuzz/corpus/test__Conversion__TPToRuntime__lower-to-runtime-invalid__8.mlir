func.func private @tpfuse_all_reduce(tensor<8xf32>) -> tensor<8xf32>

func.func @negative_symbol_clash(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
