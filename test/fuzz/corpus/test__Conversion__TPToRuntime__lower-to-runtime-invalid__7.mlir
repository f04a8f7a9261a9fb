module {
  module @inner {
    func.func @negative_nested(%x: tensor<4x8xbf16>, %w: tensor<8xbf16>) -> tensor<4x8xbf16> {
      %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
      return %y : tensor<4x8xbf16>
    }
  }
}
