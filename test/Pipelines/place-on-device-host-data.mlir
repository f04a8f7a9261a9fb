// tp-place-on-device and the data the host makes: constant tensors that
// kernels read are compiled into the kernels' module; buffers only the host
// uses (a shape for memref.reshape) stay on the host.
//
// RUN: tpfuse-opt %s -split-input-file -tp-place-on-device | FileCheck %s

module attributes {gpu.container_module} {
  memref.global "private" constant @frequencies : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
  gpu.module @kernels {
    gpu.func @rotate(%freq: memref<2x2xf32>, %out: memref<?x4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %f = memref.load %freq[%c0, %c0] : memref<2x2xf32>
      memref.store %f, %out[%c0, %c0] : memref<?x4xf32>
      gpu.return
    }
  }

  // The kernel reads the global (and the same view of it) from its module;
  // the launch passes only the output.
  // CHECK:       gpu.module @kernels {
  // CHECK:         memref.global "private" constant @frequencies : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]>
  // CHECK:         gpu.func @rotate(%[[OUT:.*]]: memref<?x4xf32>) kernel {
  // CHECK:           %[[GLOBAL:.*]] = memref.get_global @frequencies : memref<4xf32>
  // CHECK:           %[[VIEW:.*]] = memref.expand_shape %[[GLOBAL]] {{\[\[}}0, 1]] output_shape [2, 2]
  // CHECK:           memref.load %[[VIEW]]
  // CHECK-LABEL: func.func @step(
  // CHECK:         gpu.launch_func async [%{{.*}}] @kernels::@rotate blocks in (%{{.*}}) threads in (%{{.*}}) args(%{{.*}} : memref<?x4xf32>)
  func.func @step(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                  %out: memref<?x4xf32>) {
    %c1 = arith.constant 1 : index
    %global = memref.get_global @frequencies : memref<4xf32>
    %view = memref.expand_shape %global [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
    gpu.launch_func @kernels::@rotate blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%view : memref<2x2xf32>, %out : memref<?x4xf32>)
    return
  }
}

// -----

// A shape the host builds and memref.reshape reads stays host memory.
// CHECK-LABEL: func.func @reshape(
// CHECK:         %[[SHAPE:.*]] = memref.alloc() {{.*}}: memref<2xindex>
// CHECK:         memref.store %{{.*}}, %[[SHAPE]]
// CHECK:         memref.reshape %{{.*}}(%[[SHAPE]])
// CHECK:         memref.dealloc %[[SHAPE]] : memref<2xindex>
// CHECK-NOT:     gpu.alloc
func.func @reshape(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                   %in: memref<8xf32>, %rows: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %shape = memref.alloc() : memref<2xindex>
  memref.store %rows, %shape[%c0] : memref<2xindex>
  memref.store %rows, %shape[%c1] : memref<2xindex>
  %out = memref.reshape %in(%shape) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  memref.dealloc %shape : memref<2xindex>
  return %out : memref<?x?xf32>
}
