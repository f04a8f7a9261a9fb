#tp3 = #tp.group<"tp", size = 3>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp3, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @boundary(%x: tensor<4x64xbf16>, %r: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> (tensor<4x64xbf16>, tensor<4x64xbf16>) {
    %p = tp.mark_partial %x : tensor<4x64xbf16> -> !tp.partial<tensor<4x64xbf16>, #tp3>
    %normed, %residual = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<4x64xbf16>, #tp3>, tensor<4x64xbf16>, tensor<64xbf16>)
        -> (tensor<4x64xbf16>, tensor<4x64xbf16>)
    return %normed, %residual : tensor<4x64xbf16>, tensor<4x64xbf16>
  }
}
