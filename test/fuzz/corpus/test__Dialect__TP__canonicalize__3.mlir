func.func @no_fold_two_ranks(%x: tensor<?x4096xbf16>, %r: tensor<?x4096xbf16>, %w: tensor<4096xbf16>)
    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %p = tp.mark_partial %x : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>
  %s = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>, tensor<?x4096xbf16>, tensor<4096xbf16>)
      -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
  return %s, %n, %o : tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<?x4096xbf16>
}
