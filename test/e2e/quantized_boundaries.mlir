// Six boundaries of the same partial sum, each quantizing the normed output
// for the next GEMM as an FP8 or FP4 model does: static FP8, per-token FP8,
// DeepSeek-V3's block FP8 (groups of 128, UE8M0 scales packed for DeepGEMM;
// and f32 scales, column-major), NVFP4 (swizzled block scales) and MXFP4.
// Hidden 256 (bf16), a dynamic number of tokens. Each boundary pays its own
// copy of the sum (tp.mark_partial of the same contribution), so that the
// fused build makes six fused calls and the unfused one six all-reduces.
//
// The end-to-end driver (QuantizedBoundariesDriver.cpp) runs it on CPU
// ranks and compares every output, bit for bit, with the runtime's own
// all-reduce and quantizing norm called directly.
//
// RUN: tpfuse-opt %s -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// CHECK-COUNT-6: remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm
// CHECK-LABEL:   func.func @quantized_boundaries(
// CHECK-NOT:     tp.all_reduce %
// CHECK-COUNT-6: tp.all_reduce_add_rms_norm
// CHECK-NOT:     tp.all_reduce %

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x256xbf16>, #tp>
!rows = tensor<?x256xbf16>
!fp8 = tensor<?x256xf8E4M3FN>
!fp4 = tensor<?x128xi8>

module attributes {tp.parallel_config = #tp.parallel_config<group = #tp, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @quantized_boundaries(%contribution: !rows, %residual: !rows, %weight: tensor<256xbf16>,
                                  %static_scale: tensor<f32>, %global_scale: tensor<1xf32>)
      -> (!rows, !rows, !fp8, !fp8, tensor<?x1xf32>, !fp8, tensor<1x?xi32>, !fp8, tensor<2x?xf32>,
          !fp4, tensor<?x16xf8E4M3FN>, !fp4, tensor<?x8xf8E8M0FNU>) {
    // Static FP8.
    %p0 = tp.mark_partial %contribution : !rows -> !owed
    %s0 = tp.all_reduce %p0 : !owed -> !rows
    %n0, %r0, %q0 = tp.add_rms_norm %s0, %residual, %weight, %static_scale epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_static>}
        : (!rows, !rows, tensor<256xbf16>, tensor<f32>) -> (!rows, !rows, !fp8)
    // Per-token FP8 (vLLM's floor: 1 / (448 * 512)).
    %p1 = tp.mark_partial %contribution : !rows -> !owed
    %s1 = tp.all_reduce %p1 : !owed -> !rows
    %n1, %r1, %q1, %sc1 = tp.add_rms_norm %s1, %residual, %weight epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.35965397E-6 : f32>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<?x1xf32>)
    // Block FP8, UE8M0 scales packed four to a word, after the Hugging Face
    // norm (rounded before the weight, as DeepSeek-V3's).
    %p2 = tp.mark_partial %contribution : !rows -> !owed
    %s2 = tp.all_reduce %p2 : !owed -> !rows
    %n2, %r2, %q2, %sc2 = tp.add_rms_norm %s2, %residual, %weight epsilon = 1.0e-5
        weight_multiply = after_rounding
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<1x?xi32>)
    // Block FP8, f32 scales, column-major.
    %p3 = tp.mark_partial %contribution : !rows -> !owed
    %s3 = tp.all_reduce %p3 : !owed -> !rows
    %n3, %r3, %q3, %sc3 = tp.add_rms_norm %s3, %residual, %weight epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_layout = column_major>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<2x?xf32>)
    // NVFP4 under a global scale, block scales swizzled for the FP4 GEMMs.
    %p4 = tp.mark_partial %contribution : !rows -> !owed
    %s4 = tp.all_reduce %p4 : !owed -> !rows
    %n4, %r4, %q4, %sc4 = tp.add_rms_norm %s4, %residual, %weight, %global_scale epsilon = 1.0e-5
        {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
        : (!rows, !rows, tensor<256xbf16>, tensor<1xf32>) -> (!rows, !rows, !fp4, tensor<?x16xf8E4M3FN>)
    // MXFP4, row-major UE8M0 block scales.
    %p5 = tp.mark_partial %contribution : !rows -> !owed
    %s5 = tp.all_reduce %p5 : !owed -> !rows
    %n5, %r5, %q5, %sc5 = tp.add_rms_norm %s5, %residual, %weight epsilon = 1.0e-5
        {quant = #tp.quant<scheme = mxfp4>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp4, tensor<?x8xf8E8M0FNU>)
    return %n0, %r0, %q0, %q1, %sc1, %q2, %sc2, %q3, %sc3, %q4, %sc4, %q5, %sc5
        : !rows, !rows, !fp8, !fp8, tensor<?x1xf32>, !fp8, tensor<1x?xi32>, !fp8, tensor<2x?xf32>,
          !fp4, tensor<?x16xf8E4M3FN>, !fp4, tensor<?x8xf8E8M0FNU>
  }
}
