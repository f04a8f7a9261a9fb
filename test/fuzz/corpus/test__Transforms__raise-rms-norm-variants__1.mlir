#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @norm_of_unrounded_residual_sum(%x: tensor<?x7168xbf16>, %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %h32 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %r : tensor<?x7168xbf16>, tensor<?x7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%a: bf16, %b: bf16, %out: f32):
    %0 = arith.extf %a : bf16 to f32
    %1 = arith.extf %b : bf16 to f32
    %2 = arith.addf %0, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x7168xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h32 : tensor<?x7168xf32>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %0 = arith.truncf %in : f32 to bf16
    linalg.yield %0 : bf16
  } -> tensor<?x7168xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h32 : tensor<?x7168xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h32, %sum, %w : tensor<?x7168xf32>, tensor<?xf32>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: f32, %s: f32, %wv: bf16, %out: bf16):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.extf %wv : bf16 to f32
    %5 = arith.mulf %3, %4 : f32
    %6 = arith.truncf %5 : f32 to bf16
    linalg.yield %6 : bf16
  } -> tensor<?x7168xbf16>
  return %y, %h : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}
