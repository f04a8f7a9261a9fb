module {
  llvm.func @none()
}
