#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @offset_added_in_bf16(%x: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 64.0 : f32
  %one = arith.constant 1.0 : f32
  %one16 = arith.constant 1.0 : bf16
  %tokens = tensor.dim %x, %c0 : tensor<?x64xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x64xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x64xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x64xbf16>, tensor<?xf32>, tensor<64xbf16>) outs(%e16 : tensor<?x64xbf16>) {
  ^bb0(%in: bf16, %s: f32, %wv: bf16, %out: bf16):
    %mean = arith.divf %s, %n : f32
    %shifted = arith.addf %mean, %eps : f32
    %h = arith.extf %in : bf16 to f32
    %inv = math.rsqrt %shifted : f32
    %n0 = arith.mulf %h, %inv : f32
    %w1 = arith.addf %wv, %one16 : bf16
    %w32 = arith.extf %w1 : bf16 to f32
    %p = arith.mulf %n0, %w32 : f32
    %r = arith.truncf %p : f32 to bf16
    linalg.yield %r : bf16
  } -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
