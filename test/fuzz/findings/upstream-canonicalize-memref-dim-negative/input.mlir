module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<?x64xf32>, %out: memref<?x64xf32>) kernel {
      gpu.return
    }
  }
  func.func @step(%comm: !llvm.ptr, %stream: !llvm.ptr,
                  %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i32 {
    %c0 = arith.constant -1 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %slot = memref.alloca() : memref<i32>
    %rows = memref.dim %in, %c0 : memref<?x64xf32>
    %tmp = memref.alloc(%rows) : memref<?x64xf32>
    gpu.launch_func @kernels::@scale blocks in (%rows, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?x64xf32>, %tmp : memref<?x64xf32>)
    %cond = arith.cmpi eq, %rows, %c1 : index
    scf.if %cond {
    }
    %status = memref.load %slot[] : memref<i32>
    return %status : i32
  }
  func.func private @helper(%n: index) -> memref<?xindex> {
    %m = memref.alloc(%n) : memref<?xindex>
    return %m : memref<?xindex>
  }
}
