#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_fork_into_a_norm_and_no_norm(%x: tensor<?x7168xf32>, %w: tensor<7168xf32>) -> (tensor<?x7168xf32>, tensor<?x7168xf32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %two = arith.constant 2.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %acc, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?xf32>
  %normalized = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<?x7168xf32>, tensor<?xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.mulf %in, %2 : f32
    linalg.yield %3 : f32
  } -> tensor<?x7168xf32>
  %y = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized, %w : tensor<?x7168xf32>, tensor<7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %wv : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %doubled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normalized : tensor<?x7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.mulf %in, %two : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  return %y, %doubled : tensor<?x7168xf32>, tensor<?x7168xf32>
}
