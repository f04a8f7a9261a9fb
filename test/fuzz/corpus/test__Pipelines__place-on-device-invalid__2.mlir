module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<i32>) kernel {
      gpu.return
    }
  }
  func.func @kernel_reads_stack(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream}) {
    %c1 = arith.constant 1 : index
    %slot = memref.alloca() : memref<i32>
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%slot : memref<i32>)
    return
  }
}
