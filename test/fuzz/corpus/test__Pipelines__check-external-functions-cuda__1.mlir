llvm.func @mgpuCreateSparseEnv()
