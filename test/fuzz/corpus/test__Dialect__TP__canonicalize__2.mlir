func.func @single_rank_fused_norm(%x: tensor<?x4096xbf16>, %w: tensor<4096xbf16>) -> tensor<?x4096xbf16> {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 1>>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}
