#g = #tp.group<"tp", size = 2>

func.func @fp8_static(%p: !tp.partial<tensor<?x256xbf16>, #g>, %r: tensor<?x256xbf16>,
                      %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<?x256xf8E4M3FN> {
  %n, %res, %q = tp.all_reduce_add_rms_norm %p, %r, %w, %s epsilon = 1.0e-6
      weight_multiply = after_rounding {quant = #tp.quant<scheme = fp8_static>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<?x256xbf16>, tensor<256xbf16>, tensor<f32>)
      -> (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<?x256xf8E4M3FN>)
  return %q : tensor<?x256xf8E4M3FN>
}

func.func @fp8_per_token(%x: tensor<4x256xf32>, %w: tensor<256xf32>) -> tensor<4x1xf32> {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_token, min_scale = 4.36046505E-6 : f32>}
      : (tensor<4x256xf32>, tensor<256xf32>) -> (tensor<4x256xf32>, tensor<4x256xf8E4M3FN>, tensor<4x1xf32>)
  return %s : tensor<4x1xf32>
}

func.func @fp8_per_group(%x: tensor<2x3x256xf16>, %r: tensor<2x3x256xf16>, %w: tensor<256xf16>) -> tensor<2x3x2xf32> {
  %n, %res, %q, %s = tp.add_rms_norm %x, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scale_layout = row_major, min_scale = 1.0e-10 : f32, scheme = fp8_per_group, scale_format = f32, group_size = 128>}
      : (tensor<2x3x256xf16>, tensor<2x3x256xf16>, tensor<256xf16>)
      -> (tensor<2x3x256xf16>, tensor<2x3x256xf16>, tensor<2x3x256xf8E4M3FN>, tensor<2x3x2xf32>)
  return %s : tensor<2x3x2xf32>
}

func.func @fp8_per_group_column_major(%x: tensor<6x512xbf16>, %w: tensor<512xbf16>) -> tensor<4x8xf32> {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = column_major>}
      : (tensor<6x512xbf16>, tensor<512xbf16>) -> (tensor<6x512xbf16>, tensor<6x512xf8E4M3FN>, tensor<4x8xf32>)
  return %s : tensor<4x8xf32>
}

func.func @fp8_per_group_packed(%p: !tp.partial<tensor<?x640xbf16>, #g>, %r: tensor<?x640xbf16>,
                                %w: tensor<640xbf16>) -> tensor<2x?xi32> {
  %n, %res, %q, %s = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      {quant = #tp.quant<scheme = fp8_per_group, group_size = 128, min_scale = 1.0e-10 : f32, scale_format = ue8m0, scale_layout = packed_ue8m0>}
      : (!tp.partial<tensor<?x640xbf16>, #g>, tensor<?x640xbf16>, tensor<640xbf16>)
      -> (tensor<?x640xbf16>, tensor<?x640xbf16>, tensor<?x640xf8E4M3FN>, tensor<2x?xi32>)
  return %s : tensor<2x?xi32>
}

func.func @nvfp4(%x: tensor<130x80xbf16>, %w: tensor<80xbf16>, %gs: tensor<1xf32>) -> tensor<256x8xf8E4M3FN> {
  %n, %q, %s = tp.rms_norm %x, %w, %gs epsilon = 1.0e-6
      {quant = #tp.quant<scheme = nvfp4, scale_layout = swizzled_128x4>}
      : (tensor<130x80xbf16>, tensor<80xbf16>, tensor<1xf32>) -> (tensor<130x80xbf16>, tensor<130x40xi8>, tensor<256x8xf8E4M3FN>)
  return %s : tensor<256x8xf8E4M3FN>
}

func.func @mxfp4(%p: !tp.partial<tensor<?x256xbf16>, #g>, %w: tensor<256xbf16>) -> tensor<?x8xf8E8M0FNU> {
  %n, %q, %s = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4>}
      : (!tp.partial<tensor<?x256xbf16>, #g>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x128xi8>, tensor<?x8xf8E8M0FNU>)
  return %s : tensor<?x8xf8E8M0FNU>
}
