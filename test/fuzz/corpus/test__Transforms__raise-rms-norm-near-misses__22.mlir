#id = affine_map<(d0, d1) -> (d0, d1)>
#token = affine_map<(d0, d1) -> (d0, 0)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_squares_a_broadcast(%x: tensor<?x1xf32>, %w: tensor<256xf32>) -> tensor<?x256xf32> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 256.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x1xf32>
  %e = tensor.empty(%tokens) : tensor<?x256xf32>
  %sq = linalg.generic {indexing_maps = [#token, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x1xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x256xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %acc, %in : f32
    linalg.yield %0 : f32
  } -> tensor<?xf32>
  %y = linalg.generic {indexing_maps = [#token, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<?x1xf32>, tensor<?xf32>, tensor<256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %sm: f32, %wv: f32, %out: f32):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.mulf %wv, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?x256xf32>
  return %y : tensor<?x256xf32>
}
