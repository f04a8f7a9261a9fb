func.func @negative_fused_and_explicit(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>,
                                       %r: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>, tensor<8x64xbf16>, tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>)
  %s = tp.all_reduce %p : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<8x64xbf16>
  return %n, %s : tensor<8x64xbf16>, tensor<8x64xbf16>
}
