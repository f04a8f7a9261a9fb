#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_wrong_axis(%x: tensor<64x7168xbf16>) -> tensor<7168xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<7168xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<7168xf32>) -> tensor<7168xf32>
  %sum = linalg.generic {indexing_maps = [#id, #hidden], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<64x7168xbf16>) outs(%init : tensor<7168xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<7168xf32>
  return %sum : tensor<7168xf32>
}
