module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @per_group_fp8(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                           %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>) {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x7168xbf16>
    %n, %o, %q, %sc = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 weight_multiply = after_rounding
        {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 2.23214283E-13 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
        : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
        -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>)
    return %n, %q, %sc : tensor<?x7168xbf16>, tensor<?x7168xf8E4M3FN>, tensor<14x?xi32>
  }
}
