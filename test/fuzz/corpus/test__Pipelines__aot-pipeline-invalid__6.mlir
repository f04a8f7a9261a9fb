func.func @linear(%x: tensor<?x256xbf16>, %w: tensor<128x256xbf16>) -> tensor<?x128xf32> {
  %c = arith.constant -1 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %x, %c : tensor<?x256xbf16>
  %empty = tensor.empty(%n) : tensor<?x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x256xbf16>, tensor<128x256xbf16>)
      outs(%init : tensor<?x128xf32>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}
