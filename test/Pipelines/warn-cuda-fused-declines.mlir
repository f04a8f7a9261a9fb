// tp-aot-pipeline{target=cuda} warns at each fused norm over a group the
// CUDA backend's fused kernels do not serve (2, 4 or 8 ranks): every call of
// it declines at run time to an all-reduce and the unfused norm. The CPU
// target fuses over any number of ranks and says nothing.
//
// RUN: tpfuse-opt %s -split-input-file -tp-warn-cuda-fused-declines -verify-diagnostics -o /dev/null
// RUN: grep -v expected-warning %s | tpfuse-opt -split-input-file \
// RUN:   -tp-aot-pipeline='target=cuda' -o /dev/null 2>&1 | FileCheck %s --check-prefix=CUDA
// RUN: grep -v expected-warning %s | tpfuse-opt -split-input-file \
// RUN:   -tp-aot-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=CPU --allow-empty

// CUDA: warning: the CUDA backend's fused kernels serve 2, 4 or 8 ranks: over #tp.group<"tp", size = 3> (world size 3) every call of this fused norm declines at run time, and the sum is paid by an all-reduce before the unfused norm
// CUDA-NEXT: tp.all_reduce_add_rms_norm
// CUDA-NOT:  {{warning|error}}
// CPU-NOT:   {{warning|error}}

#tp3 = #tp.group<"tp", size = 3>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp3, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @boundary(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>) {
    %p = tp.mark_partial %x : tensor<4x64xbf16> -> !tp.partial<tensor<4x64xbf16>, #tp3>
    // expected-warning @below {{the CUDA backend's fused kernels serve 2, 4 or 8 ranks: over #tp.group<"tp", size = 3> (world size 3) every call of this fused norm declines at run time, and the sum is paid by an all-reduce before the unfused norm}}
    %normed, %residual = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<4x64xbf16>, #tp3>, tensor<4x64xbf16>, tensor<64xbf16>)
        -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
    return %normed, %residual : tensor<4x64xbf16>, tensor<4x64xbf16>
  }
}

// -----

// Served: no warning.
#tp4 = #tp.group<"tp", size = 4>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp4, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @served(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
    %p = tp.mark_partial %x : tensor<4x64xbf16> -> !tp.partial<tensor<4x64xbf16>, #tp4>
    %normed = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<4x64xbf16>, #tp4>, tensor<64xbf16>) -> tensor<4x64xbf16>
    return %normed : tensor<4x64xbf16>
  }
}
