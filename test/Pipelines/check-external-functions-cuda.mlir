// tp-check-external-functions{cuda}: the GPU runtime ABI functions that
// libtpfuse_runtime defines are accepted; others of MLIR's are not.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-check-external-functions=cuda=true | FileCheck %s

// CHECK: llvm.func @mgpuStreamCreate
// CHECK: llvm.func @mgpuLaunchKernel
// CHECK: llvm.func @mgpuModuleLoadJIT
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuLaunchKernel(!llvm.ptr, i64, i64, i64, i64, i64, i64, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
llvm.func @mgpuModuleLoadJIT(!llvm.ptr, i32, i64) -> !llvm.ptr

// -----

// Defined only by MLIR's own CUDA runtime wrappers, not by libtpfuse_runtime.
// expected-error @below {{the lowering calls 'mgpuCreateSparseEnv'}}
llvm.func @mgpuCreateSparseEnv()
