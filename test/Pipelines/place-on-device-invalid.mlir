// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-place-on-device

// Host code may not read device memory: a loop left on the host.
func.func @host_loop(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                     %in: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'memref.load' would access device memory from the host}}
  %x = memref.load %in[%c0] : memref<8xf32>
  return %x : f32
}

// -----

func.func @host_linalg(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                       %out: memref<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %tmp = memref.alloc() : memref<8xf32>
  // expected-error @below {{'linalg.fill' would access device memory from the host}}
  linalg.fill ins(%zero : f32) outs(%tmp : memref<8xf32>)
  memref.copy %tmp, %out : memref<8xf32> to memref<8xf32>
  return
}

// -----

// Kernels may not read host memory.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<i32>) kernel {
      gpu.return
    }
  }
  func.func @kernel_reads_stack(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream}) {
    %c1 = arith.constant 1 : index
    %slot = memref.alloca() : memref<i32>
    // expected-error @below {{this kernel would read host memory}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%slot : memref<i32>)
    return
  }
}

// -----

func.func @copy_to_host(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                        %in: memref<4xf32>) {
  %slot = memref.alloca() : memref<4xf32>
  // expected-error @below {{a copy between host and device memory is not supported}}
  memref.copy %in, %slot : memref<4xf32> to memref<4xf32>
  return
}

// -----

func.func @not_outlined(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream}) {
  %c1 = arith.constant 1 : index
  // expected-error @below {{a gpu.launch is left in @not_outlined; outline it first}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// A public function without the runtime ABI has no stream to run on.
// expected-error @below {{@no_stream works on buffers but has no stream argument}}
func.func @no_stream(%in: memref<4xf32>) {
  return
}

// -----

// expected-error @below {{the argument marked tp.stream of @wrong_stream must be an !llvm.ptr}}
func.func @wrong_stream(%comm: !llvm.ptr, %stream: i64 {tp.stream}, %in: memref<4xf32>) {
  return
}

// -----

// A copy into a strided view is a kernel's job (tp-strided-copies-to-linalg),
// not one gpu.memcpy's.
func.func @strided_copy(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                        %in: memref<4x8xf32>, %out: memref<4x16xf32>) {
  %half = memref.subview %out[0, 8] [4, 8] [1, 1] : memref<4x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 8>>
  // expected-error @below {{a copy of a strided view cannot be one gpu.memcpy}}
  memref.copy %in, %half : memref<4x8xf32> to memref<4x8xf32, strided<[16, 1], offset: 8>>
  return
}

// -----

// An unranked copy has no size gpu.memcpy can take.
func.func @unranked_copy(%comm: !llvm.ptr, %stream: !llvm.ptr {tp.stream},
                         %in: memref<*xf32>, %out: memref<*xf32>) {
  // expected-error @below {{tp-place-on-device: a copy of an unranked memref cannot be one gpu.memcpy}}
  memref.copy %in, %out : memref<*xf32> to memref<*xf32>
  return
}
