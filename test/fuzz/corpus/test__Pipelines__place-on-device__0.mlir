module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<?x64xf32>, %out: memref<?x64xf32>) kernel {
      gpu.return
    }
  }

  func.func @step(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                  %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %ok = arith.constant 0 : i32
    %slot = memref.alloca() : memref<i32>
    memref.store %ok, %slot[] : memref<i32>
    %rows = memref.dim %in, %c0 : memref<?x64xf32>
    %tmp = memref.alloc(%rows) : memref<?x64xf32>
    gpu.launch_func @kernels::@scale blocks in (%rows, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%in : memref<?x64xf32>, %tmp : memref<?x64xf32>)
    %cond = arith.cmpi eq, %rows, %c1 : index
    scf.if %cond {
      memref.copy %tmp, %out : memref<?x64xf32> to memref<?x64xf32>
    }
    %static = memref.alloc() : memref<4x64xf32>
    memref.copy %static, %out : memref<4x64xf32> to memref<?x64xf32>
    memref.dealloc %tmp : memref<?x64xf32>
    memref.dealloc %static : memref<4x64xf32>
    %status = memref.load %slot[] : memref<i32>
    return %status : i32
  }

  func.func private @helper(%n: index) -> memref<?xindex> {
    %m = memref.alloc(%n) : memref<?xindex>
    return %m : memref<?xindex>
  }
}
