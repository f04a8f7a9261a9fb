#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_layer_norm(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>, %b: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %total : tensor<?x7168xbf16>, tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %t: f32, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.divf %t, %n : f32
    %2 = arith.subf %0, %1 : f32
    %3 = arith.mulf %2, %2 : f32
    %4 = arith.addf %acc, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #row, #hidden, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %total, %sum, %w, %b : tensor<?x7168xbf16>, tensor<?xf32>, tensor<?xf32>, tensor<7168xbf16>, tensor<7168xbf16>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: bf16, %t: f32, %s: f32, %wv: bf16, %bv: bf16, %out: bf16):
    %0 = arith.divf %t, %n : f32
    %1 = arith.extf %in : bf16 to f32
    %2 = arith.subf %1, %0 : f32
    %3 = arith.divf %s, %n : f32
    %4 = arith.addf %3, %eps : f32
    %5 = math.rsqrt %4 : f32
    %6 = arith.mulf %2, %5 : f32
    %7 = arith.extf %wv : bf16 to f32
    %8 = arith.mulf %6, %7 : f32
    %9 = arith.extf %bv : bf16 to f32
    %10 = arith.addf %8, %9 : f32
    %11 = arith.truncf %10 : f32 to bf16
    linalg.yield %11 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}
