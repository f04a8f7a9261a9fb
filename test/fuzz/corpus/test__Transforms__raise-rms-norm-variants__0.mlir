#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @hf_llama_rms_norm(%x: tensor<?x4096xbf16>, %w: tensor<4096xbf16>) -> tensor<?x4096xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %n = arith.constant 4096.0 : f32
  %tokens = tensor.dim %x, %c0 : tensor<?x4096xbf16>
  %e32 = tensor.empty(%tokens) : tensor<?x4096xf32>
  %x32 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x4096xbf16>) outs(%e32 : tensor<?x4096xf32>) {
  ^bb0(%in: bf16, %out: f32):
    %0 = arith.extf %in : bf16 to f32
    linalg.yield %0 : f32
  } -> tensor<?x4096xf32>
  %e1 = tensor.empty(%tokens) : tensor<?x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x32 : tensor<?x4096xf32>) outs(%init : tensor<?x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = arith.mulf %in, %in : f32
    %1 = arith.addf %0, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<?x1xf32>
  %inv = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<?x1xf32>) outs(%e1 : tensor<?x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %0 = arith.divf %in, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x1xf32>
  %e16 = tensor.empty(%tokens) : tensor<?x4096xbf16>
  %normed = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x32, %inv : tensor<?x4096xf32>, tensor<?x1xf32>) outs(%e16 : tensor<?x4096xbf16>) {
  ^bb0(%in: f32, %s: f32, %out: bf16):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.truncf %0 : f32 to bf16
    linalg.yield %1 : bf16
  } -> tensor<?x4096xbf16>
  %y = linalg.generic {indexing_maps = [#hidden, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %normed : tensor<4096xbf16>, tensor<?x4096xbf16>) outs(%e16 : tensor<?x4096xbf16>) {
  ^bb0(%wv: bf16, %in: bf16, %out: bf16):
    %0 = arith.mulf %wv, %in : bf16
    linalg.yield %0 : bf16
  } -> tensor<?x4096xbf16>
  return %y : tensor<?x4096xbf16>
}
