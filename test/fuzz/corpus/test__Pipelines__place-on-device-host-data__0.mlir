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
