shard.grid @mesh(shape = 2)
llvm.func @f() {
  llvm.return
}
