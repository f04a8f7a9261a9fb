func.func @norm_anywhere(%x: tensor<2x32xbf16>, %w: tensor<32xbf16>) -> tensor<2x32xbf16> {
  %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<2x32xbf16>, tensor<32xbf16>) -> tensor<2x32xbf16>
  return %y : tensor<2x32xbf16>
}
