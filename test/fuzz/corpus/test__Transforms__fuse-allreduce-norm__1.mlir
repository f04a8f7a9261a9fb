module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @final_norm_without_residual(%p: !tp.partial<tensor<?x4096xf16>, #tp.group<"tp", size = 2>>,
                                         %w: tensor<4096xf16>) -> tensor<?x4096xf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xf16>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-5 : (tensor<?x4096xf16>, tensor<4096xf16>) -> tensor<?x4096xf16>
    return %y : tensor<?x4096xf16>
  }
}
