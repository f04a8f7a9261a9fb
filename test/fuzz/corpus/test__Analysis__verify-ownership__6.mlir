func.func @negative_argument_dropped(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) {
  return
}
