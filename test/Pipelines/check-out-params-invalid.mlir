// tp-check-out-params folds a mismatched result buffer into the status, the
// last result of a function with the runtime ABI: a function that carries
// tp.runtime_abi without an i32 status is rejected, in tp-aot-pipeline too.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-check-out-params
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-aot-pipeline

// No result at all: there is no status to fold a mismatch into.
// expected-error @below {{tp-check-out-params: @no_status carries tp.runtime_abi but its last result is not the i32 status of the runtime ABI}}
func.func @no_status(%comm: !llvm.ptr, %in: memref<?x64xf32>, %out: memref<?x64xf32>)
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %result = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %result, %out : memref<?x64xf32> to memref<?x64xf32>
  return
}

// -----

// A status of another type: TPFUSE_ERROR_INVALID_ARGUMENT is an i32.
// expected-error @below {{tp-check-out-params: @i8_status carries tp.runtime_abi but its last result is not the i32 status of the runtime ABI}}
func.func @i8_status(%comm: !llvm.ptr, %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i8
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %result = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %result, %out : memref<?x64xf32> to memref<?x64xf32>
  %ok = arith.constant 0 : i8
  return %ok : i8
}
