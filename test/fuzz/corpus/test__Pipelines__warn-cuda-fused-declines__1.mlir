#tp4 = #tp.group<"tp", size = 4>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp4, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @served(%x: tensor<4x64xbf16>, %w: tensor<64xbf16>) -> tensor<4x64xbf16> {
    %p = tp.mark_partial %x : tensor<4x64xbf16> -> !tp.partial<tensor<4x64xbf16>, #tp4>
    %normed = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<4x64xbf16>, #tp4>, tensor<64xbf16>) -> tensor<4x64xbf16>
    return %normed : tensor<4x64xbf16>
  }
}
