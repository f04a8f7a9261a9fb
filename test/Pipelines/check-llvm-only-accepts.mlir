// RUN: tpfuse-opt %s -tp-check-llvm-only | FileCheck %s

// A module of LLVM dialect ops passes unchanged.
// CHECK-LABEL: llvm.func @f(
// CHECK:         llvm.return
llvm.func @f(%x: i32) -> i32 {
  llvm.return %x : i32
}
