func.func @static_fp8_and_normed(%x: tensor<4x64xf16>, %w: tensor<64xf16>, %scale: tensor<f32>) -> (tensor<4x64xf16>, tensor<4x64xf8E4M3FN>) {
  %n, %q = tp.rms_norm %x, %w, %scale epsilon = 1.0e-6 {quant = #tp.quant<scheme = fp8_static>}
      : (tensor<4x64xf16>, tensor<64xf16>, tensor<f32>) -> (tensor<4x64xf16>, tensor<4x64xf8E4M3FN>)
  return %n, %q : tensor<4x64xf16>, tensor<4x64xf8E4M3FN>
}
