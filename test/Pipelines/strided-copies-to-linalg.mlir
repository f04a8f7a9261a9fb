// RUN: split-file %s %t
// RUN: tpfuse-opt %t/copies.mlir -tp-strided-copies-to-linalg | FileCheck %s
// RUN: tpfuse-opt %t/concat.mlir -tp-aot-pipeline=target=cuda | FileCheck %s --check-prefix=PIPELINE

//--- copies.mlir

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

// An unranked copy has no linalg.copy: it stays, for tp-place-on-device to
// refuse.
// CHECK-LABEL: func.func @unranked(
// CHECK:         memref.copy %{{.*}}, %{{.*}} : memref<*xf32> to memref<*xf32>
// CHECK-NOT:     linalg.copy
func.func @unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}

//--- concat.mlir
// In tp-aot-pipeline{target=cuda}: bufferization copies each half of a
// concat into a strided view of the result; both become kernels.
// PIPELINE-COUNT-2: gpu.binary @concat_norm_kernel
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @concat_norm(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %w: tensor<16xf32>) -> tensor<4x16xf32> {
    %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x16xf32>
    %n = tp.rms_norm %c, %w epsilon = 1.0e-5 : (tensor<4x16xf32>, tensor<16xf32>) -> tensor<4x16xf32>
    return %n : tensor<4x16xf32>
  }
}
