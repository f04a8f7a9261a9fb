module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_multi_use(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n, %s : tensor<?x64xbf16>, tensor<?x64xbf16>
  }

  func.func @negative_unused(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>) {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    return
  }

  func.func @negative_not_a_norm(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                 %r: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %y = arith.addf %s, %r : tensor<?x64xbf16>
    return %y : tensor<?x64xbf16>
  }

  func.func @negative_norm_in_branch(%c: i1, %p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>,
                                     %w: tensor<64xbf16>, %other: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %y = scf.if %c -> tensor<?x64xbf16> {
      %n = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
      scf.yield %n : tensor<?x64xbf16>
    } else {
      scf.yield %other : tensor<?x64xbf16>
    }
    return %y : tensor<?x64xbf16>
  }

  func.func @negative_hidden_bytes(%p: !tp.partial<tensor<?x100xbf16>, #tp.group<"tp", size = 2>>,
                                   %w: tensor<100xbf16>) -> tensor<?x100xbf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x100xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x100xbf16>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x100xbf16>, tensor<100xbf16>) -> tensor<?x100xbf16>
    return %y : tensor<?x100xbf16>
  }

  func.func @negative_hidden_bytes_overflow(%p: !tp.partial<tensor<?x4611686018427387905xf32>, #tp.group<"tp", size = 2>>,
                                            %w: tensor<4611686018427387905xf32>) -> tensor<?x4611686018427387905xf32> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x4611686018427387905xf32>, #tp.group<"tp", size = 2>> -> tensor<?x4611686018427387905xf32>
    %y = tp.rms_norm %s, %w epsilon = 1.0e-6 : (tensor<?x4611686018427387905xf32>, tensor<4611686018427387905xf32>) -> tensor<?x4611686018427387905xf32>
    return %y : tensor<?x4611686018427387905xf32>
  }
}
