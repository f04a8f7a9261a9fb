module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = 0, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_bool(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}
