#id = affine_map<(d0, d1) -> (d0, d1)>
#token = affine_map<(d0, d1) -> (d0)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @add_rms_norm_f32_of_broadcast_input(%t: tensor<?xf32>, %s: tensor<?x256xf32>, %w: tensor<256xf32>) -> (tensor<?x256xf32>, tensor<?x256xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : i64
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 256.0 : f32
  %scale = arith.constant 16.0 : f32
  %tokens = tensor.dim %s, %c0 : tensor<?x256xf32>
  %e = tensor.empty(%tokens) : tensor<?x256xf32>
  %embedded = linalg.generic {indexing_maps = [#token, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<?xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %scale : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %h = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%embedded, %s : tensor<?x256xf32>, tensor<?x256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %0 = arith.addf %a, %b : f32
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<?x256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.fpowi %in, %c2 : f32, i64
    linalg.yield %0 : f32
  } -> tensor<?x256xf32>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x256xf32>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum, %w : tensor<?x256xf32>, tensor<?x1xf32>, tensor<256xf32>) outs(%e : tensor<?x256xf32>) {
  ^bb0(%in: f32, %sm: f32, %wv: f32, %out: f32):
    %0 = arith.divf %sm, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    %4 = arith.mulf %wv, %3 : f32
    linalg.yield %4 : f32
  } -> tensor<?x256xf32>
  return %y, %h : tensor<?x256xf32>, tensor<?x256xf32>
}
