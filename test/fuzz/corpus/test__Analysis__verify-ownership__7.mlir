func.func private @layer(%x: tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>

func.func @negative_call_result_dropped(%x: tensor<8xf32>) {
  %p = func.call @layer(%x) : (tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return
}
