#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#hid3 = affine_map<(d0, d1, d2) -> (d2)>
func.func @rms_norm_batch_seq(%x: tensor<2x?x4096xf16>, %w: tensor<4096xf16>) -> tensor<2x?x4096xf16> {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 4096.0 : f32
  %s = tensor.dim %x, %c1 : tensor<2x?x4096xf16>
  %e0 = tensor.empty(%s) : tensor<2x?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x?xf32>) -> tensor<2x?xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x?x4096xf16>) outs(%init : tensor<2x?xf32>) {
  ^bb0(%in: f16, %acc: f32):
    %0 = arith.extf %in : f16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<2x?xf32>
  %e = tensor.empty(%s) : tensor<2x?x4096xf16>
  %y = linalg.generic {indexing_maps = [#id3, #row3, #hid3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<2x?x4096xf16>, tensor<2x?xf32>, tensor<4096xf16>) outs(%e : tensor<2x?x4096xf16>) {
  ^bb0(%in: f16, %sm: f32, %wv: f16, %out: f16):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : f16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %wv : f16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to f16
    linalg.yield %7 : f16
  } -> tensor<2x?x4096xf16>
  return %y : tensor<2x?x4096xf16>
}
