#id1 = affine_map<(d0) -> (d0)>
#sc = affine_map<(d0) -> ()>
func.func @rms_norm_single_token(%x: tensor<4096xbf16>, %w: tensor<4096xbf16>) -> tensor<4096xbf16> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 4096.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id1, #sc], iterator_types = ["reduction"]}
      ins(%x : tensor<4096xbf16>) outs(%init : tensor<f32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<f32>
  %e = tensor.empty() : tensor<4096xbf16>
  %y = linalg.generic {indexing_maps = [#id1, #sc, #id1, #id1], iterator_types = ["parallel"]}
      ins(%x, %sum, %w : tensor<4096xbf16>, tensor<f32>, tensor<4096xbf16>) outs(%e : tensor<4096xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<4096xbf16>
  return %y : tensor<4096xbf16>
}
