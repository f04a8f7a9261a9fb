#g = #tp.group<"tp", size = 2>
func.func @per_group_fp8(%p: !tp.partial<tensor<?x256xbf16>, #g>, %r: tensor<?x256xbf16>, %w: tensor<256xbf16>)
    -> (tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>) {
  %n, %res, %q, %s = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<?x256xbf16>, tensor<256xbf16>)
      -> (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>)
  return %res, %q, %s : tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>, tensor<1x?xi32>
}
