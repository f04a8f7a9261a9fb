func.func @fused_add_norm(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                          %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n, %o : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}
