llvm.func @tpfuse_all_reduce(!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i32, !llvm.ptr) -> i32 attributes {sym_visibility = "private"}
llvm.func @tpfuse_comm_rank(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @abort()
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @my_kernel(!llvm.ptr) attributes {sym_visibility = "private"}
llvm.func @defined() {
  llvm.return
}
