func.func @mxfp4(%x: tensor<130x256xbf16>, %w: tensor<256xbf16>) -> (tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>) {
  %n, %q, %s = tp.rms_norm %x, %w epsilon = 1.0e-6 {quant = #tp.quant<scheme = mxfp4, scale_layout = swizzled_128x4>}
      : (tensor<130x256xbf16>, tensor<256xbf16>) -> (tensor<130x256xbf16>, tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>)
  return %q, %s : tensor<130x128xi8>, tensor<256x8xf8E8M0FNU>
}
