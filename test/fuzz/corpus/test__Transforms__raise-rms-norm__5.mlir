#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @two_boundaries(%x: tensor<?x4096xbf16>, %r: tensor<?x4096xbf16>, %w1: tensor<4096xbf16>,
                          %w2: tensor<4096xbf16>, %m: tensor<4096x4096xbf16>)
    -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %zero16 = arith.constant 0.0 : bf16
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 4096.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x4096xbf16>
  %e16 = tensor.empty(%tokens) : tensor<?x4096xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>

  %h1 = linalg.add ins(%x, %r : tensor<?x4096xbf16>, tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %sum1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h1 : tensor<?x4096xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y1 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1, %sum1, %w1 : tensor<?x4096xbf16>, tensor<?xf32>, tensor<4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
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
  } -> tensor<?x4096xbf16>

  %acc = linalg.fill ins(%zero16 : bf16) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %mm = linalg.matmul ins(%y1, %m : tensor<?x4096xbf16>, tensor<4096x4096xbf16>) outs(%acc : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>

  %h2 = linalg.add ins(%mm, %h1 : tensor<?x4096xbf16>, tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
  %sum2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h2 : tensor<?x4096xbf16>) outs(%init : tensor<?xf32>) {
  ^bb0(%in: bf16, %acc2: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc2, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?xf32>
  %y2 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2, %sum2, %w2 : tensor<?x4096xbf16>, tensor<?xf32>, tensor<4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
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
  } -> tensor<?x4096xbf16>
  return %y2, %h2 : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}
