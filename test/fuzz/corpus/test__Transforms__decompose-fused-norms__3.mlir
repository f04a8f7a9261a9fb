func.func @keeps_variant(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 9.98377799E-7
      weight_multiply = after_rounding compute = storage
      : (!tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
