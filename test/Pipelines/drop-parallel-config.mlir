// RUN: tpfuse-opt %s -split-input-file -tp-drop-parallel-config | FileCheck %s

// tp-aot-pipeline's last step before tp-check-llvm-only: the module's
// tp.parallel_config, an attribute mlir-translate cannot parse, goes, in
// either form; the module's other attributes stay.

// CHECK-LABEL: module attributes {llvm.data_layout = ""} {
// CHECK-NEXT:    llvm.func @typed()
// CHECK-NOT:   tp.parallel_config
module attributes {llvm.data_layout = "", tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  llvm.func @typed()
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @dictionary()
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  llvm.func @dictionary()
}

// -----

// CHECK-LABEL: module {
// CHECK-NEXT:    llvm.func @none()
module {
  llvm.func @none()
}
