func.func @single_rank_keeps_variant(%x: tensor<?x64xbf16>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>)
    -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
  %p = tp.mark_partial %x : tensor<?x64xbf16> -> !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 1>>
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      weight_multiply = after_rounding weight_offset = 1.0 residual_add = f32
      : (!tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 1>>, tensor<?x64xbf16>, tensor<64xbf16>)
      -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  return %n, %o : tensor<?x64xbf16>, tensor<?x64xbf16>
}
