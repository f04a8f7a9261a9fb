func.func @wrong_stream(%comm: !llvm.ptr, %stream: i64 {tp.stream}, %in: memref<4xf32>) {
  return
}
