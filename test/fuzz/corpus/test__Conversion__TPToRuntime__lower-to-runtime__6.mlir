module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @norm_only(%x: tensor<2x32xbf16>, %w: tensor<32xbf16>) -> tensor<2x32xbf16> {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<2x32xbf16>, tensor<32xbf16>) -> tensor<2x32xbf16>
  return %y : tensor<2x32xbf16>
}
}
