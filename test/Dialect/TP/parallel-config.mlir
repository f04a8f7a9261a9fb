// RUN: tpfuse-opt %s -split-input-file | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file | tpfuse-opt -split-input-file | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file --mlir-print-op-generic | tpfuse-opt -split-input-file | FileCheck %s

// Round trip of #tp.parallel_config: whatever order the keys come in, it
// prints them in one order, with the group as an alias.

// CHECK: #[[TP:.*]] = #tp.group<"tp", size = 2>
// CHECK: module attributes {tp.parallel_config = #tp.parallel_config<group = #[[TP]], ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
}

// -----

// Every key away from the pure-TP value, in another order.
// CHECK: #[[ATTN:.*]] = #tp.group<"attn_tp", size = 8>
// CHECK: module attributes {tp.parallel_config = #tp.parallel_config<group = #[[ATTN]], ep = 4, cp = 2, dp_attention = true, moe_a2a = "deepep", moe_cp_all_gather = true, attention_input = scattered, mlp_input = scattered>}
module attributes {tp.parallel_config = #tp.parallel_config<
    mlp_input = scattered, moe_a2a = "deepep", cp = 2,
    group = #tp.group<"attn_tp", size = 8>, moe_cp_all_gather = true,
    attention_input = scattered, dp_attention = true, ep = 4>} {
}

// -----

// The group may be written through an alias, the layouts as strings; the
// largest sizes fit.
// CHECK: #[[WIDE:.*]] = #tp.group<"wide", size = 9223372036854775807>
// CHECK: module attributes {tp.parallel_config = #tp.parallel_config<group = #[[WIDE]], ep = 1, cp = 9223372036854775807, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = scattered, mlp_input = full>}
#wide = #tp.group<"wide", size = 9223372036854775807>
module attributes {tp.parallel_config = #tp.parallel_config<group = #wide, ep = 1, cp = 9223372036854775807, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "scattered", mlp_input = "full">} {
}
