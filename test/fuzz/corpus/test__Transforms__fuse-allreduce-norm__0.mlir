module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @final_residual_norm(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                                 %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x7168xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
    return %n : tensor<?x7168xbf16>
  }
}
