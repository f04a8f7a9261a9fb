func.func @not_a_norm(%x: tensor<4x256xf32>, %v: tensor<8xbf16>) -> (tensor<4x256xf8E4M3FN>, tensor<f8E4M3FN>) {
  %q = arith.truncf %x : tensor<4x256xf32> to tensor<4x256xf8E4M3FN>
  %n = tp.rms_norm %v, %v epsilon = 1.0e-6 : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
  %init = tensor.empty() : tensor<f8E4M3FN>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
      ins(%n : tensor<8xbf16>) outs(%init : tensor<f8E4M3FN>) {
  ^bb0(%in: bf16, %out: f8E4M3FN):
    %e = arith.extf %in : bf16 to f32
    %t = arith.truncf %e : f32 to f8E4M3FN
    linalg.yield %t : f8E4M3FN
  } -> tensor<f8E4M3FN>
  return %q, %r : tensor<4x256xf8E4M3FN>, tensor<f8E4M3FN>
}
