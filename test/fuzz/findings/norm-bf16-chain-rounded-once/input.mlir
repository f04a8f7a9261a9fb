module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 3>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
func.func private @norm(%x: tensor<2x24xbf16>, %w: tensor<24xbf16>) -> (tensor<2x24xbf16>) {
  %c0 = arith.constant 0 : index
  %v1 = tensor.empty() : tensor<2x24xbf16>
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x24xbf16>) outs(%v1 : tensor<2x24xbf16>) {
  ^bb0(%in0: bf16, %out: bf16):
    %two = arith.constant 2.0 : bf16
    %s = math.powf %in0, %two : bf16
    linalg.yield %s : bf16
  } -> tensor<2x24xbf16>
  %v3 = arith.constant 0.0 : bf16
  %v4 = tensor.empty() : tensor<2x1xbf16>
  %v5 = linalg.fill ins(%v3 : bf16) outs(%v4 : tensor<2x1xbf16>) -> tensor<2x1xbf16>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%v2 : tensor<2x24xbf16>) outs(%v5 : tensor<2x1xbf16>) {
  ^bb0(%in0: bf16, %out: bf16):
    %s = arith.addf %in0, %out : bf16
    linalg.yield %s : bf16
  } -> tensor<2x1xbf16>
  %v7 = tensor.empty() : tensor<2x1xbf16>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<2x1xbf16>) outs(%v7 : tensor<2x1xbf16>) {
  ^bb0(%in0: bf16, %out: bf16):
    %k = arith.constant 2.40000000000000000e+01 : bf16
    %m = arith.divf %in0, %k : bf16
    linalg.yield %m : bf16
  } -> tensor<2x1xbf16>
  %v9 = tensor.empty() : tensor<2x1xbf16>
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v8 : tensor<2x1xbf16>) outs(%v9 : tensor<2x1xbf16>) {
  ^bb0(%in0: bf16, %out: bf16):
    %k = arith.constant 1.00000000000000008e-05 : bf16
    %e = arith.addf %in0, %k : bf16
    linalg.yield %e : bf16
  } -> tensor<2x1xbf16>
  %v11 = tensor.empty() : tensor<2x1xbf16>
  %v12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v10 : tensor<2x1xbf16>) outs(%v11 : tensor<2x1xbf16>) {
  ^bb0(%in0: bf16, %out: bf16):
    %i = math.rsqrt %in0 : bf16
    linalg.yield %i : bf16
  } -> tensor<2x1xbf16>
  %v13 = tensor.empty() : tensor<2x24xbf16>
  %v14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %v12 : tensor<2x24xbf16>, tensor<2x1xbf16>) outs(%v13 : tensor<2x24xbf16>) {
  ^bb0(%in0: bf16, %in1: bf16, %out: bf16):
    %n = arith.mulf %in0, %in1 : bf16
    linalg.yield %n : bf16
  } -> tensor<2x24xbf16>
  %v15 = tensor.empty() : tensor<2x24xbf16>
  %v16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v14, %w : tensor<2x24xbf16>, tensor<24xbf16>) outs(%v15 : tensor<2x24xbf16>) {
  ^bb0(%in0: bf16, %in1: bf16, %out: bf16):
    %y = arith.mulf %in0, %in1 : bf16
    linalg.yield %y : bf16
  } -> tensor<2x24xbf16>
  return %v16 : tensor<2x24xbf16>
}
func.func @boundary(%partial: tensor<2x24xbf16>, %weight: tensor<24xbf16>) -> (tensor<2x24xbf16>) {
  %owed = tp.mark_partial %partial : tensor<2x24xbf16> -> !tp.partial<tensor<2x24xbf16>, #tp.group<"tp", size = 3>>
  %sum = tp.all_reduce %owed : !tp.partial<tensor<2x24xbf16>, #tp.group<"tp", size = 3>> -> tensor<2x24xbf16>
  %r0 = func.call @norm(%sum, %weight) : (tensor<2x24xbf16>, tensor<24xbf16>) -> (tensor<2x24xbf16>)
  return %r0 : tensor<2x24xbf16>
}
}
