llvm.func @mgpuStreamCreate() -> !llvm.ptr
