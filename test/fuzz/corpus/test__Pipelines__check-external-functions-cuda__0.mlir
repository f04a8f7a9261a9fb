llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
llvm.func @mgpuModuleLoadJIT(!llvm.ptr, i32, i64) -> !llvm.ptr
