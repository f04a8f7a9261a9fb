module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
func.func private @norm(%x: tensor<?x16xf16>, %w: tensor<16xf16>) -> (tensor<?x16xf16>) {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x16xf16>
  %v1 = tensor.empty(%dim) : tensor<?x16xf16>
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x16xf16>) outs(%v1 : tensor<?x16xf16>) {
  ^bb0(%in0: f16, %out: f16):
    %two = arith.constant 2 : i64
    %s = math.fpowi %in0, %two : f16, i64
    linalg.yield %s : f16
  } -> tensor<?x16xf16>
  %v3 = arith.constant 0.0 : f16
  %v4 = tensor.empty(%dim) : tensor<?x1xf16>
  %v5 = linalg.fill ins(%v3 : f16) outs(%v4 : tensor<?x1xf16>) -> tensor<?x1xf16>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%v2 : tensor<?x16xf16>) outs(%v5 : tensor<?x1xf16>) {
  ^bb0(%in0: f16, %out: f16):
    %s = arith.addf %in0, %out : f16
    linalg.yield %s : f16
  } -> tensor<?x1xf16>
  %v7 = tensor.empty(%dim) : tensor<?x1xf16>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<?x1xf16>) outs(%v7 : tensor<?x1xf16>) {
  ^bb0(%in0: f16, %out: f16):
    %k = arith.constant 1.60000000000000000e+01 : f16
    %m = arith.divf %in0, %k : f16
    linalg.yield %m : f16
  } -> tensor<?x1xf16>
  %v9 = tensor.empty(%dim) : tensor<?x1xf16>
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v8 : tensor<?x1xf16>) outs(%v9 : tensor<?x1xf16>) {
  ^bb0(%in0: f16, %out: f16):
    %k = arith.constant 9.99999999999999955e-07 : f16
    %e = arith.addf %in0, %k : f16
    linalg.yield %e : f16
  } -> tensor<?x1xf16>
  %v11 = tensor.empty(%dim) : tensor<?x1xf16>
  %v12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v10 : tensor<?x1xf16>) outs(%v11 : tensor<?x1xf16>) {
  ^bb0(%in0: f16, %out: f16):
    %i = math.rsqrt %in0 : f16
    linalg.yield %i : f16
  } -> tensor<?x1xf16>
  %v13 = tensor.empty(%dim) : tensor<?x16xf16>
  %v14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x, %v12 : tensor<?x16xf16>, tensor<?x1xf16>) outs(%v13 : tensor<?x16xf16>) {
  ^bb0(%in0: f16, %in1: f16, %out: f16):
    %n = arith.mulf %in0, %in1 : f16
    linalg.yield %n : f16
  } -> tensor<?x16xf16>
  %v15 = tensor.empty(%dim) : tensor<?x16xf16>
  %v16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v14, %w : tensor<?x16xf16>, tensor<16xf16>) outs(%v15 : tensor<?x16xf16>) {
  ^bb0(%in0: f16, %in1: f16, %out: f16):
    %y = arith.mulf %in0, %in1 : f16
    linalg.yield %y : f16
  } -> tensor<?x16xf16>
  return %v16 : tensor<?x16xf16>
}
func.func @boundary(%partial: tensor<?x16xf16>, %weight: tensor<16xf16>) -> (tensor<?x16xf16>) {
  %owed = tp.mark_partial %partial : tensor<?x16xf16> -> !tp.partial<tensor<?x16xf16>, #tp.group<"tp", size = 2>>
  %sum = tp.all_reduce %owed : !tp.partial<tensor<?x16xf16>, #tp.group<"tp", size = 2>> -> tensor<?x16xf16>
  %r0 = func.call @norm(%sum, %weight) : (tensor<?x16xf16>, tensor<16xf16>) -> (tensor<?x16xf16>)
  return %r0 : tensor<?x16xf16>
}
}
