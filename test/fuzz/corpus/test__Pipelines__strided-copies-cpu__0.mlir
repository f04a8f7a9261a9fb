!dynamic = !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>
!static = !tp.partial<tensor<4x64xbf16>, #tp.group<"tp", size = 2>>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @widen(%x: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
    %p = tp.mark_partial %x : tensor<?x64xbf16> -> !dynamic
    %narrow = tp.partial_cast %p : !dynamic to !static
    %wide = tp.partial_cast %narrow : !static to !dynamic
    %sum = tp.all_reduce %wide : !dynamic -> tensor<?x64xbf16>
    return %sum : tensor<?x64xbf16>
  }
}
