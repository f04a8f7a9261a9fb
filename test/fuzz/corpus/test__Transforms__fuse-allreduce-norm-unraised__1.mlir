#tp = #tp.group<"tp", size = 2>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @norm_not_raised(%p: !tp.partial<tensor<8x64xf32>, #tp>, %w: tensor<64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %n = arith.constant 64.0 : f32
  %x = tp.all_reduce %p : !tp.partial<tensor<8x64xf32>, #tp> -> tensor<8x64xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8x64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %1 = arith.mulf %in, %in : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum, %w : tensor<8x64xf32>, tensor<8xf32>, tensor<64xf32>) outs(%e : tensor<8x64xf32>) {
  ^bb0(%in: f32, %s: f32, %wv: f32, %out: f32):
    %0 = arith.divf %s, %n : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %4 = arith.mulf %in, %2 : f32
    %6 = arith.mulf %4, %wv : f32
    linalg.yield %6 : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}
}
