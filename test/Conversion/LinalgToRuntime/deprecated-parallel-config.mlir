// The conversions to the runtime take the world size from the deprecated
// dictionary form of tp.parallel_config too, with the same warning as the
// fusion pass, on a module without any tp op (they load the tp dialect to
// read it).
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-lower-matmul-to-runtime | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-lower-to-runtime | FileCheck %s --check-prefix=NONE

// The matmul's function checks the world size the dictionary states.
// CHECK-LABEL: func.func @project(
// CHECK:         func.call @tpfuse_comm_world_size(
// CHECK:         %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK:         func.call @tpfuse_check_size(%{{.*}}, %{{.*}}, %[[FOUR]])
// CHECK:         func.call @tpfuse_matmul(
// Without a runtime call to make, nothing changes but the warning.
// NONE-LABEL: func.func @project(
// NONE:         linalg.matmul
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated and will not be read after this release: write tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 4, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
func.func @project(%x: tensor<8x32xf32>, %w: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x32xf32>, tensor<32x16xf32>) outs(%init : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
}
