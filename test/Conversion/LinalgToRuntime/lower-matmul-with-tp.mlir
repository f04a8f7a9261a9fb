// The two conversions to the runtime in either order give a function the
// runtime ABI once: the second finds the communicator, the stream and the
// status slot the first made, and calls of a function it gives the ABI pass
// them on.
//
// RUN: tpfuse-opt %s -tp-lower-matmul-to-runtime=stream-argument=true \
// RUN:   -tp-lower-to-runtime=stream-argument=true | FileCheck %s
// RUN: tpfuse-opt %s -tp-lower-to-runtime=stream-argument=true \
// RUN:   -tp-lower-matmul-to-runtime=stream-argument=true | FileCheck %s

// CHECK-LABEL: func.func private @project(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream}, %{{[^:]*}}: tensor<?x32xf32>, %{{[^:]*}}: tensor<16x32xf32>)
// CHECK-SAME:    -> (tensor<?x16xf32>, i32) attributes {tp.runtime_abi}
// CHECK-COUNT-1: memref.alloca() {tp.status_slot}
// CHECK-NOT:     memref.alloca() {tp.status_slot}
// CHECK:         func.call @tpfuse_matmul(%[[COMM]], {{.*}}, %[[STREAM]])

// CHECK-LABEL: func.func @layer(
// CHECK-SAME:    %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream}, %{{[^:]*}}: tensor<?x32xf32> {bufferization.writable = false}
// CHECK-SAME:    -> (tensor<?x16xf32>, i32) attributes {llvm.emit_c_interface, tp.runtime_abi}
// CHECK:         %[[STATUS:.*]] = memref.alloca() {tp.status_slot} : memref<i32>
// CHECK-NOT:     memref.alloca() {tp.status_slot}
// CHECK:         %[[CALLEE_COMM:.*]] = arith.select %{{.*}}, %[[COMM]], %{{.*}} : !llvm.ptr
// CHECK:         call @project(%[[CALLEE_COMM]], %[[STREAM]],
// CHECK:         func.call @tpfuse_all_reduce(%[[COMM]], {{.*}}, %[[STREAM]])
// CHECK:         return {{.*}} : tensor<?x16xf32>, i32

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x16xf32>, #tp>

func.func private @project(%x: tensor<?x32xf32>, %w: tensor<16x32xf32>) -> tensor<?x16xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x32xf32>
  %empty = tensor.empty(%tokens) : tensor<?x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x16xf32>) -> tensor<?x16xf32>
  %y = linalg.matmul
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (n, k)>,
                       affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x32xf32>, tensor<16x32xf32>)
      outs(%init : tensor<?x16xf32>) -> tensor<?x16xf32>
  return %y : tensor<?x16xf32>
}

func.func @layer(%x: tensor<?x32xf32>, %w: tensor<16x32xf32>) -> tensor<?x16xf32> {
  %y = func.call @project(%x, %w) : (tensor<?x32xf32>, tensor<16x32xf32>) -> tensor<?x16xf32>
  %owed = tp.mark_partial %y : tensor<?x16xf32> -> !owed
  %sum = tp.all_reduce %owed : !owed -> tensor<?x16xf32>
  return %sum : tensor<?x16xf32>
}
