#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @negative_bf16_accumulation(%x: tensor<?x7168xbf16>) -> tensor<?xbf16> {
  %zero = arith.constant 0.0 : bf16
  %c0 = arith.constant 0 : index
  %tokens = tensor.dim %x, %c0 : tensor<?x7168xbf16>
  %e1 = tensor.empty(%tokens) : tensor<?xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<?xbf16>) -> tensor<?xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<?x7168xbf16>) outs(%init : tensor<?xbf16>) {
  ^bb0(%in: bf16, %acc: bf16):
    %0 = arith.mulf %in, %in : bf16
    %1 = arith.addf %acc, %0 : bf16
    linalg.yield %1 : bf16
  } -> tensor<?xbf16>
  return %sum : tensor<?xbf16>
}
