#id = affine_map<(t, h) -> (t, h)>
#scalar = affine_map<(t, h) -> ()>

func.func @upper_bound_first(%x: tensor<4x256xbf16>, %w: tensor<256xbf16>, %s: tensor<f32>) -> tensor<4x256xf8E4M3FN> {
  %n = tp.rms_norm %x, %w epsilon = 1.0e-6 : (tensor<4x256xbf16>, tensor<256xbf16>) -> tensor<4x256xbf16>
  %init = tensor.empty() : tensor<4x256xf8E4M3FN>
  %q = linalg.generic {indexing_maps = [#id, #scalar, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %s : tensor<4x256xbf16>, tensor<f32>) outs(%init : tensor<4x256xf8E4M3FN>) {
  ^bb0(%y: bf16, %scale: f32, %out: f8E4M3FN):
    %lo = arith.constant -448.0 : f32
    %hi = arith.constant 448.0 : f32
    %e = arith.extf %y : bf16 to f32
    %d = arith.divf %e, %scale : f32
    %above = arith.cmpf ugt, %d, %hi : f32
    %c0 = arith.select %above, %hi, %d : f32
    %below = arith.cmpf ult, %c0, %lo : f32
    %c1 = arith.select %below, %lo, %c0 : f32
    %r = arith.truncf %c1 : f32 to f8E4M3FN
    linalg.yield %r : f8E4M3FN
  } -> tensor<4x256xf8E4M3FN>
  return %q : tensor<4x256xf8E4M3FN>
}
