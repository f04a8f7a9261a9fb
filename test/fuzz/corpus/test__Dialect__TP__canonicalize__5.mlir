func.func @collectives_are_kept(%p: !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<4096xbf16>) {
  %a = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %b = tp.all_reduce %p : !tp.partial<tensor<?x4096xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x4096xbf16>
  %y = tp.rms_norm %a, %w epsilon = 1.0e-6 : (tensor<?x4096xbf16>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
  return
}
