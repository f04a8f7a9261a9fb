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
    %p0 = tp.mark_partial %contribution : !rows -> !owed
    %s0 = tp.all_reduce %p0 : !owed -> !rows
    %n0, %r0, %q0 = tp.add_rms_norm %s0, %residual, %weight, %static_scale epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_static>}
        : (!rows, !rows, tensor<256xbf16>, tensor<f32>) -> (!rows, !rows, !fp8)
    %p1 = tp.mark_partial %contribution : !rows -> !owed
    %s1 = tp.all_reduce %p1 : !owed -> !rows
    %n1, %r1, %q1, %sc1 = tp.add_rms_norm %s1, %residual, %weight epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.35965397E-6 : f32>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<?x1xf32>)
    %p2 = tp.mark_partial %contribution : !rows -> !owed
    %s2 = tp.all_reduce %p2 : !owed -> !rows
    %n2, %r2, %q2, %sc2 = tp.add_rms_norm %s2, %residual, %weight epsilon = 1.0e-5
        weight_multiply = after_rounding
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<1x?xi32>)
    %p3 = tp.mark_partial %contribution : !rows -> !owed
    %s3 = tp.all_reduce %p3 : !owed -> !rows
    %n3, %r3, %q3, %sc3 = tp.add_rms_norm %s3, %residual, %weight epsilon = 1.0e-5
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_layout = column_major>}
        : (!rows, !rows, tensor<256xbf16>) -> (!rows, !rows, !fp8, tensor<2x?xf32>)
    %p4 = tp.mark_partial %contribution : !rows -> !owed
    %s4 = tp.all_reduce %p4 : !owed -> !rows
    %n4, %r4, %q4, %sc4 = tp.add_rms_norm %s4, %residual, %weight, %global_scale epsilon = 1.0e-5
        {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
        : (!rows, !rows, tensor<256xbf16>, tensor<1xf32>) -> (!rows, !rows, !fp4, tensor<?x16xf8E4M3FN>)
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
