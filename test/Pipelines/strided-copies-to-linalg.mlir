// RUN: tpfuse-opt %s -tp-strided-copies-to-linalg | FileCheck %s

// A copy into a strided view (as bufferization writes tensor.concat) becomes
// linalg.copy; a contiguous copy stays, for gpu.memcpy.
// CHECK-LABEL: func.func @concat(
// CHECK-SAME:    %[[HEAD:[^:]*]]: memref<1x1xi64>, %[[TAIL:[^:]*]]: memref<1x?xi64>, %[[OUT:[^:]*]]: memref<1x?xi64>
// CHECK:         %[[AT1:.*]] = memref.subview %[[OUT]][0, 1]
// CHECK:         linalg.copy ins(%[[TAIL]] : memref<1x?xi64>) outs(%[[AT1]] : memref<1x?xi64, strided<[?, 1], offset: 1>>)
// CHECK:         memref.copy %[[TAIL]], %[[TAIL]] : memref<1x?xi64> to memref<1x?xi64>
func.func @concat(%head: memref<1x1xi64>, %tail: memref<1x?xi64>, %out: memref<1x?xi64>) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %tail, %c1 : memref<1x?xi64>
  %at1 = memref.subview %out[0, 1] [1, %n] [1, 1] : memref<1x?xi64> to memref<1x?xi64, strided<[?, 1], offset: 1>>
  memref.copy %tail, %at1 : memref<1x?xi64> to memref<1x?xi64, strided<[?, 1], offset: 1>>
  memref.copy %tail, %tail : memref<1x?xi64> to memref<1x?xi64>
  return
}
