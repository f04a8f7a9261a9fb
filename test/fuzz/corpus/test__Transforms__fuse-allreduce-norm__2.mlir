module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @two_layers(%attn: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>,
                        %mlp: !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>>,
                        %r: tensor<?x64xf32>, %w1: tensor<64xf32>, %w2: tensor<64xf32>)
      -> (tensor<?x64xf32>, tensor<?x64xf32>) {
    %s1 = tp.all_reduce %attn : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
    %n1, %r1 = tp.add_rms_norm %s1, %r, %w1 epsilon = 1.0e-6
        : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>)
    %s2 = tp.all_reduce %mlp : !tp.partial<tensor<?x64xf32>, #tp.group<"tp", size = 2>> -> tensor<?x64xf32>
    %n2, %r2 = tp.add_rms_norm %s2, %r1, %w2 epsilon = 1.0e-6
        : (tensor<?x64xf32>, tensor<?x64xf32>, tensor<64xf32>) -> (tensor<?x64xf32>, tensor<?x64xf32>)
    return %n1, %n2 : tensor<?x64xf32>, tensor<?x64xf32>
  }
}
