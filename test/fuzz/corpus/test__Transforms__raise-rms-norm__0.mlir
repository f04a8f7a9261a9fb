#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_torch_mlir(%x: tensor<?x7168xbf16>, %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 7168.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e32 = tensor.empty(%tokens) : tensor<?x7168xf32>
  %x32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %0 = arith.extf %in : bf16 to f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32 : tensor<?x7168xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.powf %in, %two : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<?x7168xf32>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.addf %in, %acc : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %n : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %var = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mean : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.addf %in, %eps : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%var : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = math.rsqrt %in : f32
    linalg.yield %0 : f32
  } -> tensor<?x1xf32>
  %normed = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32, %inv : tensor<?x7168xf32>, tensor<?x1xf32>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  } -> tensor<?x7168xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%normed, %w : tensor<?x7168xf32>, tensor<7168xbf16>) outs(%e32 : tensor<?x7168xf32>) {
  ^bb0(%in: f32, %wv: bf16, %out: f32):
    %0 = arith.extf %wv : bf16 to f32
    %1 = arith.mulf %in, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<?x7168xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled : tensor<?x7168xf32>) outs(%e16 : tensor<?x7168xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %0 = arith.truncf %in : f32 to bf16
    linalg.yield %0 : bf16
  } -> tensor<?x7168xbf16>
  return %y : tensor<?x7168xbf16>
}
