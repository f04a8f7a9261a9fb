// RUN: tpfuse-opt %s -verify-diagnostics \
// RUN:   -tp-fuse-allreduce-norm='scope=final remarks=true' | FileCheck %s --check-prefix=FINAL
// RUN: tpfuse-opt %s -tp-fuse-allreduce-norm='scope=all' | FileCheck %s --check-prefix=ALL
// RUN: tpfuse-opt %s -tp-fuse-allreduce-norm='backend=none remarks=true' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NONE

// A Llama-like stack of two decoder layers ending in model.norm. Every
// boundary is an all-reduce followed by a residual RMSNorm.

// scope=final: only the boundary that ends the stack is fused; a serving
// stack fuses the others into its next layer's norm itself.
// FINAL-LABEL: func.func @decoder_stack(
// FINAL:         tp.all_reduce %
// FINAL-NEXT:    tp.add_rms_norm
// FINAL:         tp.all_reduce %
// FINAL-NEXT:    tp.add_rms_norm
// FINAL:         tp.all_reduce %
// FINAL-NEXT:    tp.add_rms_norm
// FINAL:         tp.all_reduce_add_rms_norm
// FINAL-NOT:     tp.all_reduce %

// ALL-LABEL: func.func @decoder_stack(
// ALL-COUNT-4:   tp.all_reduce_add_rms_norm
// ALL-NOT:       tp.all_reduce %

// NONE-COUNT-4: remark: not fused: no fused backend (backend=none)
// NONE-NOT:     tp.all_reduce_add_rms_norm

module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @decoder_stack(%attn0: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %mlp0: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %attn1: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %mlp1: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %residual: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: not the final boundary (scope=final)}}
    %s0 = tp.all_reduce %attn0 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n0, %r0 = tp.add_rms_norm %s0, %residual, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    // expected-remark @below {{not fused: not the final boundary (scope=final)}}
    %s1 = tp.all_reduce %mlp0 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n1, %r1 = tp.add_rms_norm %s1, %r0, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    // expected-remark @below {{not fused: not the final boundary (scope=final)}}
    %s2 = tp.all_reduce %attn1 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n2, %r2 = tp.add_rms_norm %s2, %r1, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s3 = tp.all_reduce %mlp1 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n3, %r3 = tp.add_rms_norm %s3, %r2, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n3 : tensor<?x64xbf16>
  }
}
