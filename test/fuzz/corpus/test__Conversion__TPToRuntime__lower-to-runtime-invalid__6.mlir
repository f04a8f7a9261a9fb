func.func @negative_parallel_loop(%x: tensor<4x8xbf16>, %w: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %r = scf.forall (%i) in (4) shared_outs(%out = %x) -> tensor<4x8xbf16> {
    %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %out[0, 0] [4, 8] [1, 1] : tensor<4x8xbf16> into tensor<4x8xbf16>
    }
  }
  return %r : tensor<4x8xbf16>
}
