llvm.func @f(%x: i32) -> i32 {
  llvm.return %x : i32
}
