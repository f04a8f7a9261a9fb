func.func @negative_fused_and_explicit(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"mesh_0_1", size = 2>>,
                                       %r: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6 weight_offset = 3.40282347E+38
      : (!tp.partial<tensor<8x64xbf16>, #tp.group<"mesh_0_1", size = 2>>, tensor<8x64xbf16>, tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>)
  return %n, %n : tensor<8x64xbf16>, tensor<8x64xbf16>
}
