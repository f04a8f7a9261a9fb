// tp-place-on-device: in a function with a stream argument, temporaries,
// copies, frees and kernel launches become stream-ordered on that stream;
// the host keeps only its stack slots.
//
// RUN: tpfuse-opt %s -tp-place-on-device | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%in: memref<?x64xf32>, %out: memref<?x64xf32>) kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: func.func @step(
  // CHECK-SAME:      %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream}, %[[IN:[^:]*]]: memref<?x64xf32>, %[[OUT:[^:]*]]: memref<?x64xf32>)
  // CHECK:         %[[TOKEN:.*]] = builtin.unrealized_conversion_cast %[[STREAM]] : !llvm.ptr to !gpu.async.token
  // The host's own slot stays on the host.
  // CHECK:         %[[SLOT:.*]] = memref.alloca() : memref<i32>
  // CHECK:         %[[TMP:.*]], %{{.*}} = gpu.alloc async [%[[TOKEN]]] (%{{.*}}) : memref<?x64xf32>
  // CHECK:         gpu.launch_func async [%[[TOKEN]]] @kernels::@scale blocks in (%{{.*}}) threads in (%{{.*}}) args(%[[IN]] : memref<?x64xf32>, %[[TMP]] : memref<?x64xf32>)
  // CHECK:         scf.if
  // CHECK:           gpu.memcpy async [%[[TOKEN]]] %[[OUT]], %[[TMP]] : memref<?x64xf32>, memref<?x64xf32>
  // CHECK:         %[[STATIC:.*]], %{{.*}} = gpu.alloc async [%[[TOKEN]]] () : memref<4x64xf32>
  // Differently shaped operands are cast to one type.
  // CHECK:         %[[CAST:.*]] = memref.cast %[[STATIC]] : memref<4x64xf32> to memref<?x64xf32>
  // CHECK:         gpu.memcpy async [%[[TOKEN]]] %[[OUT]], %[[CAST]] : memref<?x64xf32>, memref<?x64xf32>
  // CHECK:         gpu.dealloc async [%[[TOKEN]]] %[[TMP]] : memref<?x64xf32>
  // CHECK:         gpu.dealloc async [%[[TOKEN]]] %[[STATIC]] : memref<4x64xf32>
  // CHECK-NOT:     memref.alloc(
  // CHECK-NOT:     memref.dealloc
  // CHECK-NOT:     memref.copy
  // CHECK:         memref.load %[[SLOT]][]
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

  // Functions without a stream are left alone when private (bufferization's
  // helpers work on host metadata).
  // CHECK-LABEL: func.func private @helper(
  // CHECK:         memref.alloc
  func.func private @helper(%n: index) -> memref<?xindex> {
    %m = memref.alloc(%n) : memref<?xindex>
    return %m : memref<?xindex>
  }
}
