module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @decoder_stack(%attn0: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %mlp0: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %attn1: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %mlp1: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                           %residual: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    %s0 = tp.all_reduce %attn0 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n0, %r0 = tp.add_rms_norm %s0, %residual, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    %s1 = tp.all_reduce %mlp0 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n1, %r1 = tp.add_rms_norm %s1, %r0, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    %s2 = tp.all_reduce %attn1 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n2, %r2 = tp.add_rms_norm %s2, %r1, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    %s3 = tp.all_reduce %mlp1 : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n3, %r3 = tp.add_rms_norm %s3, %r2, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n3 : tensor<?x64xbf16>
  }
}
