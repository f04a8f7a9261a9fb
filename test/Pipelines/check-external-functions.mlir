// tp-check-external-functions: what the lowering declares must be the
// runtime's or the C library's (and, with cuda, the GPU runtime ABI the
// runtime defines); the input's own private declarations are the user's.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-check-external-functions

// Accepted: the runtime's entries, the C library's allocator and what
// cf.assert calls, the input's private declarations, defined functions.
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

// -----

// expected-error @below {{the lowering calls 'memrefCopy', which neither the tpfuse runtime nor the C library defines}}
llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)

// -----

// expected-error @below {{the lowering calls 'printF32'}}
llvm.func @printF32(f32)

// -----

// The GPU runtime ABI that libtpfuse_runtime defines: only with cuda
// (check-external-functions-cuda.mlir).
// expected-error @below {{the lowering calls 'mgpuStreamCreate'}}
llvm.func @mgpuStreamCreate() -> !llvm.ptr
