// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership | FileCheck %s

// A quantized norm fuses like any other: the fused op keeps the scheme, the
// scale operand and every result (values, scales), so the boundary becomes
// one call (all-reduce + residual + norm + quantization).

// DeepSeek-V3's block FP8 at the final boundary: 128-element groups, UE8M0
// scales packed for DeepGEMM; the bf16 normed output is still read.
// CHECK-LABEL: func.func @per_group_fp8(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x7168xbf16>, #{{.*}}>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK-NOT:     tp.all_reduce %
// CHECK:         %[[N:.*]], %[[O:.*]], %[[Q:.*]]:2 = tp.all_reduce_add_rms_norm %[[P]], %[[R]], %[[W]] epsilon = 9.99999997E-7 weight_multiply = after_rounding {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
// CHECK-SAME:    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>)
// CHECK:         return %[[N]], %[[Q]]#0, %[[Q]]#1
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @per_group_fp8(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                           %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>) {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x7168xbf16>
    %n, %o, %q, %sc = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 weight_multiply = after_rounding
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
        : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
        -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>)
    return %n, %q, %sc : tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>
  }
}

// -----

// Static per-tensor FP8 after a norm without residual: the scale operand is
// carried into the fused op.
// CHECK-LABEL: func.func @static_fp8(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x4096xbf16>, #{{.*}}>, %[[W:.*]]: tensor<4096xbf16>, %[[S:.*]]: tensor<f32>
// CHECK:         %[[N:.*]], %[[Q:.*]] = tp.all_reduce_rms_norm %[[P]], %[[W]], %[[S]] epsilon = 9.99999974E-6 {quant = #tp.quant<scheme = fp8_static>}
// CHECK:         return %[[Q]]
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @static_fp8(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>,
                        %w: tensor<4096xbf16>, %scale: tensor<f32>) -> tensor<?x4096xf8E4M3FN> {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
    %n, %q = tp.rms_norm %s, %w, %scale epsilon = 1.0e-5 {quant = #tp.quant<scheme = fp8_static>}
        : (tensor<?x4096xbf16>, tensor<4096xbf16>, tensor<f32>) -> (tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>)
    return %q : tensor<?x4096xf8E4M3FN>
  }
}

// -----

// NVFP4 with its global scale, swizzled block scales, a static batch.
// CHECK-LABEL: func.func @nvfp4(
// CHECK:         tp.all_reduce_add_rms_norm %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} epsilon = {{.*}} {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
// CHECK-SAME:    -> (tensor<8x2048xbf16>, tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>)
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @nvfp4(%p: !tp.partial<tensor<8x2048xbf16>, #tp.group<"tp", size = 4>>, %r: tensor<8x2048xbf16>,
                   %w: tensor<2048xbf16>, %gs: tensor<1xf32>) -> (tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>) {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 4> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<8x2048xbf16>, #tp.group<"tp", size = 4>> -> tensor<8x2048xbf16>
    %n, %o, %q, %sc = tp.add_rms_norm %s, %r, %w, %gs epsilon = 1.0e-6 {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
        : (tensor<8x2048xbf16>, tensor<8x2048xbf16>, tensor<2048xbf16>, tensor<1xf32>)
        -> (tensor<8x2048xbf16>, tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>)
    return %o, %q, %sc : tensor<8x2048xbf16>, tensor<8x1024xi8>, tensor<128x128xf8E4M3FN>
  }
}

// -----

// vLLM's QuantFP8 per token after the residual add: scaling = reciprocal is
// carried into the fused op with the rest of the scheme.
// CHECK-LABEL: func.func @per_token_fp8_reciprocal(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x4096xbf16>, #{{.*}}>, %[[R:.*]]: tensor<?x4096xbf16>, %[[W:.*]]: tensor<4096xbf16>
// CHECK-NOT:     tp.all_reduce %
// CHECK:         %[[N:.*]], %[[O:.*]], %[[Q:.*]]:2 = tp.all_reduce_add_rms_norm %[[P]], %[[R]], %[[W]] epsilon = 9.99999997E-7 {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.35965421E-6 : f32, scaling = reciprocal>}
// CHECK-SAME:    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>, tensor<?x1xf32>)
// CHECK:         return %[[O]], %[[Q]]#0, %[[Q]]#1
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @per_token_fp8_reciprocal(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>,
                                      %r: tensor<?x4096xbf16>, %w: tensor<4096xbf16>)
      -> (tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>, tensor<?x1xf32>) {
    // expected-remark @below {{fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
    %n, %o, %q, %sc = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.35965421E-6 : f32, scaling = reciprocal>}
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>)
        -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>, tensor<?x1xf32>)
    return %o, %q, %sc : tensor<?x4096xbf16>, tensor<?x4096xf8E4M3FN>, tensor<?x1xf32>
  }
}
