llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
