// tp-check-out-params: a dynamically shaped result is copied into the
// caller's buffer only when the buffer has its shape; otherwise the function
// returns TPFUSE_ERROR_INVALID_ARGUMENT (unless it already returns a failure).
//
// RUN: tpfuse-opt %s -tp-check-out-params | FileCheck %s

// CHECK:       llvm.mlir.global private constant @[[MESSAGE:.*]]("@rows: dimension 0 of the output buffer (argument 2)\00")
// CHECK-LABEL: func.func @rows(
// CHECK-SAME:      %{{[^:]*}}: !llvm.ptr, %[[IN:[^:]*]]: memref<?x64xf32>, %[[OUT:[^:]*]]: memref<?x64xf32>) -> i32
// CHECK:         %[[RESULT:.*]] = memref.alloc
// CHECK:         %[[STATUS:.*]] = memref.load
// CHECK:         %[[GIVEN:.*]] = memref.dim %[[OUT]], %c0
// CHECK:         %[[ROWS:.*]] = memref.dim %[[RESULT]], %c0
// CHECK:         %[[FITS:.*]] = arith.cmpi eq, %[[GIVEN]], %[[ROWS]] : index
// CHECK:         scf.if %[[FITS]] {
// CHECK-NEXT:      memref.copy %[[RESULT]], %[[OUT]]
// CHECK-NEXT:    }
// CHECK:         %[[OK:.*]] = arith.cmpi eq, %[[STATUS]], %c0_i32
// CHECK:         %[[MISFITS:.*]] = arith.xori %[[FITS]], %true
// CHECK:         %[[REPORT:.*]] = arith.andi %[[OK]], %[[MISFITS]]
// CHECK:         %[[RETURNED:.*]] = scf.if %[[REPORT]] -> (i32) {
// CHECK:           %[[WHAT:.*]] = llvm.mlir.addressof @[[MESSAGE]]
// CHECK:           %[[A:.*]] = arith.index_cast %[[GIVEN]] : index to i64
// CHECK:           %[[E:.*]] = arith.index_cast %[[ROWS]] : index to i64
// CHECK:           func.call @tpfuse_check_size(%[[WHAT]], %[[A]], %[[E]])
// CHECK:         } else {
// CHECK-NEXT:      scf.yield %[[STATUS]] : i32
// CHECK:         return %[[RETURNED]] : i32
func.func @rows(%comm: !llvm.ptr, %in: memref<?x64xf32>, %out: memref<?x64xf32>) -> i32
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %result = memref.alloc(%n) : memref<?x64xf32>
  %slot = memref.alloca() : memref<i32>
  %status = memref.load %slot[] : memref<i32>
  memref.copy %result, %out : memref<?x64xf32> to memref<?x64xf32>
  return %status : i32
}

// Two dynamic dimensions: the first mismatch reports, the second is checked
// only if the first matched.
// CHECK-LABEL: func.func @both(
// CHECK:         scf.if %{{.*}} {
// CHECK-NEXT:      memref.copy
// CHECK:         scf.if %{{.*}} -> (i32) {
// CHECK:           %[[FIRST:.*]] = func.call @tpfuse_check_size
// CHECK:           %[[FIRST_OK:.*]] = arith.cmpi eq, %[[FIRST]], %c0_i32
// CHECK:           scf.if %[[FIRST_OK]] -> (i32) {
// CHECK:             func.call @tpfuse_check_size
// CHECK:           } else {
// CHECK-NEXT:        scf.yield %[[FIRST]] : i32
func.func @both(%comm: !llvm.ptr, %in: memref<?x?xf32>, %out: memref<?x?xf32>) -> i32
    attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %in, %c0 : memref<?x?xf32>
  %n = memref.dim %in, %c1 : memref<?x?xf32>
  %result = memref.alloc(%m, %n) : memref<?x?xf32>
  %ok = arith.constant 0 : i32
  memref.copy %result, %out : memref<?x?xf32> to memref<?x?xf32>
  return %ok : i32
}

// Left alone: a statically shaped result, a copy into the function's own
// buffer, and a function without the runtime ABI.
// CHECK-LABEL: func.func @static(
// CHECK-NOT:     scf.if
// CHECK:         memref.copy
func.func @static(%comm: !llvm.ptr, %out: memref<4x64xf32>) -> i32 attributes {tp.runtime_abi} {
  %result = memref.alloc() : memref<4x64xf32>
  %ok = arith.constant 0 : i32
  memref.copy %result, %out : memref<4x64xf32> to memref<4x64xf32>
  return %ok : i32
}

// CHECK-LABEL: func.func @own_buffer(
// CHECK-NOT:     scf.if
// CHECK:         memref.copy
func.func @own_buffer(%comm: !llvm.ptr, %in: memref<?x64xf32>) -> i32 attributes {tp.runtime_abi} {
  %c0 = arith.constant 0 : index
  %n = memref.dim %in, %c0 : memref<?x64xf32>
  %copy = memref.alloc(%n) : memref<?x64xf32>
  memref.copy %in, %copy : memref<?x64xf32> to memref<?x64xf32>
  %ok = arith.constant 0 : i32
  return %ok : i32
}

// CHECK-LABEL: func.func @no_abi(
// CHECK-NOT:     scf.if
// CHECK:         memref.copy
func.func @no_abi(%in: memref<?x64xf32>, %out: memref<?x64xf32>) {
  memref.copy %in, %out : memref<?x64xf32> to memref<?x64xf32>
  return
}
