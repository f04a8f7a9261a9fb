// A result returned twice gets a buffer of its own before
// buffer-results-to-out-params{hoist-static-allocs}, which crashes on one
// allocation returned twice (upstream, LLVM 22).
//
// RUN: tpfuse-opt %s -split-input-file \
// RUN:   -pass-pipeline='builtin.module(func.func(tp-distinct-returned-buffers))' \
// RUN:   | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file -tp-aot-pipeline \
// RUN:   | FileCheck %s --check-prefix=AOT

// CHECK-LABEL: func.func @twice(
// CHECK:         %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK:         memref.copy %[[A]], %[[B]]
// CHECK:         return %[[A]], %[[B]], %[[A]]
// AOT-LABEL:   llvm.func @twice(
func.func @twice() -> (memref<8xf32>, memref<8xf32>, memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  return %a, %a, %a : memref<8xf32>, memref<8xf32>, memref<8xf32>
}

// -----

// A dynamic shape: the copy takes the buffer's sizes.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME:    %[[X:.*]]: memref<?x4xf32>
// CHECK:         %[[N:.*]] = memref.dim %[[X]], %c0
// CHECK:         %[[B:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK:         memref.copy %[[X]], %[[B]]
// CHECK:         return %[[X]], %[[B]]
// AOT-LABEL:   llvm.func @dynamic(
func.func @dynamic(%x: memref<?x4xf32>) -> (memref<?x4xf32>, memref<?x4xf32>) {
  return %x, %x : memref<?x4xf32>, memref<?x4xf32>
}

// -----

// One tensor returned twice, as frontends can write it.
// AOT-LABEL:   llvm.func @tensor_twice(
func.func @tensor_twice(%x: tensor<8x64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>) {
  %y = arith.addf %x, %x : tensor<8x64xf32>
  return %y, %y : tensor<8x64xf32>, tensor<8x64xf32>
}
