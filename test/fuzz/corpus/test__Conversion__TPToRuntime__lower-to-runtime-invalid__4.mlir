!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
func.func @pays(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  %r = tp.all_reduce %p : !owed -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @negative_function_reference() -> ((tensor<8xf32>) -> tensor<8xf32>) {
  %f = func.constant @pays : (tensor<8xf32>) -> tensor<8xf32>
  return %f : (tensor<8xf32>) -> tensor<8xf32>
}
