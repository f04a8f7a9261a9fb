module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
func.func private @norm(%x: tensor<?x128xf16>, %res: tensor<?x128xf16>, %w: tensor<128xf16>) -> (tensor<?x128xf16>, tensor<?x128xf16>) {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %x, %c0 : tensor<?x128xf16>
  %v1 = tensor.empty(%dim) : tensor<?x128xf32>
  %v2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<?x128xf16>) outs(%v1 : tensor<?x128xf32>) {
  ^bb0(%in0: f16, %out: f32):
    %c = arith.extf %in0 : f16 to f32
    linalg.yield %c : f32
  } -> tensor<?x128xf32>
  %v3 = tensor.empty(%dim) : tensor<?x128xf32>
  %v4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%res : tensor<?x128xf16>) outs(%v3 : tensor<?x128xf32>) {
  ^bb0(%in0: f16, %out: f32):
    %c = arith.extf %in0 : f16 to f32
    linalg.yield %c : f32
  } -> tensor<?x128xf32>
  %v5 = tensor.empty(%dim) : tensor<?x128xf32>
  %v6 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v2, %v4 : tensor<?x128xf32>, tensor<?x128xf32>) outs(%v5 : tensor<?x128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %s = arith.addf %in0, %in1 : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %v7 = tensor.empty(%dim) : tensor<?x128xf16>
  %v8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<?x128xf32>) outs(%v7 : tensor<?x128xf16>) {
  ^bb0(%in0: f32, %out: f16):
    %c = arith.truncf %in0 : f32 to f16
    linalg.yield %c : f16
  } -> tensor<?x128xf16>
  %v9 = tensor.empty(%dim) : tensor<?x128xf32>
  %v10 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6 : tensor<?x128xf32>) outs(%v9 : tensor<?x128xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %s = math.powf %in0, %two : f32
    linalg.yield %s : f32
  } -> tensor<?x128xf32>
  %v11 = arith.constant 0.0 : f32
  %v12 = tensor.empty(%dim) : tensor<?x1xf32>
  %v13 = linalg.fill ins(%v11 : f32) outs(%v12 : tensor<?x1xf32>) -> tensor<?x1xf32>
  %v14 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>], iterator_types = ["parallel", "reduction"]} ins(%v10 : tensor<?x128xf32>) outs(%v13 : tensor<?x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %s = arith.addf %in0, %out : f32
    linalg.yield %s : f32
  } -> tensor<?x1xf32>
  %v15 = tensor.empty(%dim) : tensor<?x1xf32>
  %v16 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v14 : tensor<?x1xf32>) outs(%v15 : tensor<?x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k = arith.constant 1.28000000000000000e+02 : f32
    %m = arith.divf %in0, %k : f32
    linalg.yield %m : f32
  } -> tensor<?x1xf32>
  %v17 = tensor.empty(%dim) : tensor<?x1xf32>
  %v18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v16 : tensor<?x1xf32>) outs(%v17 : tensor<?x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %k = arith.constant 9.99999999999999955e-07 : f32
    %e = arith.addf %in0, %k : f32
    linalg.yield %e : f32
  } -> tensor<?x1xf32>
  %v19 = tensor.empty(%dim) : tensor<?x1xf32>
  %v20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v18 : tensor<?x1xf32>) outs(%v19 : tensor<?x1xf32>) {
  ^bb0(%in0: f32, %out: f32):
    %i = math.rsqrt %in0 : f32
    linalg.yield %i : f32
  } -> tensor<?x1xf32>
  %v21 = tensor.empty(%dim) : tensor<?x128xf32>
  %v22 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v6, %v20 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%v21 : tensor<?x128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %n = arith.mulf %in0, %in1 : f32
    linalg.yield %n : f32
  } -> tensor<?x128xf32>
  %v23e = tensor.empty() : tensor<128xf32>
  %v23 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%w : tensor<128xf16>) outs(%v23e : tensor<128xf32>) {
^bb0(%a: f16, %o: f32):
  %e = arith.extf %a : f16 to f32
  linalg.yield %e : f32
} -> tensor<128xf32>
  %v24e = tensor.empty() : tensor<128xf32>
  %v24 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%v23 : tensor<128xf32>) outs(%v24e : tensor<128xf32>) {
^bb0(%a: f32, %o: f32):
  %one = arith.constant 1.0 : f32
  %e = arith.addf %a, %one : f32
  linalg.yield %e : f32
} -> tensor<128xf32>
  %v25 = tensor.empty(%dim) : tensor<?x128xf32>
  %v26 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v22, %v24 : tensor<?x128xf32>, tensor<128xf32>) outs(%v25 : tensor<?x128xf32>) {
  ^bb0(%in0: f32, %in1: f32, %out: f32):
    %y = arith.mulf %in0, %in1 : f32
    linalg.yield %y : f32
  } -> tensor<?x128xf32>
  %v27 = tensor.empty(%dim) : tensor<?x128xf16>
  %v28 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%v26 : tensor<?x128xf32>) outs(%v27 : tensor<?x128xf16>) {
  ^bb0(%in0: f32, %out: f16):
    %c = arith.truncf %in0 : f32 to f16
    linalg.yield %c : f16
  } -> tensor<?x128xf16>
  return %v28, %v8 : tensor<?x128xf16>, tensor<?x128xf16>
}
func.func @boundary(%partial: tensor<?x128xf16>, %residual: tensor<?x128xf16>, %weight: tensor<128xf16>) -> (tensor<?x128xf16>, tensor<?x128xf16>) {
  %owed = tp.mark_partial %partial : tensor<?x128xf16> -> !tp.partial<tensor<?x128xf16>, #tp.group<"tp", size = 4>>
  %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xf16>, #tp.group<"tp", size = 4>> -> tensor<?x128xf16>
  %r0, %r1 = func.call @norm(%sum, %residual, %weight) : (tensor<?x128xf16>, tensor<?x128xf16>, tensor<128xf16>) -> (tensor<?x128xf16>, tensor<?x128xf16>)
  return %r0, %r1 : tensor<?x128xf16>, tensor<?x128xf16>
}
}
