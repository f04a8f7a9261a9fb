#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @sglang_forward_native_residual(%arg0: tensor<?x128xbf16>, %arg1: tensor<?x128xbf16>, %arg2: tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %18 = arith.extf %in : bf16 to f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %dim_2 = tensor.dim %arg1, %c0 : tensor<?x128xbf16>
    %2 = tensor.empty(%dim_2) : tensor<?x128xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x128xbf16>) outs(%2 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %18 = arith.extf %in : bf16 to f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %4 = arith.cmpi eq, %dim, %dim_2 : index
    cf.assert %4, "mismatched size for broadcast"
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<?x128xf32>, tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.addf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %6 = tensor.empty(%dim) : tensor<?x128xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x128xf32>) outs(%6 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %18 = arith.truncf %in : f32 to bf16
      linalg.yield %18 : bf16
    } -> tensor<?x128xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %9 = tensor.empty(%dim) : tensor<?x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<?x128xf32>) outs(%10 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.divf %in, %cst_1 : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.truncf %cst_0 : f64 to f32
      %19 = arith.addf %in, %18 : f32
      linalg.yield %19 : f32
    } -> tensor<?x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.rsqrt %in : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %14 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %18 = arith.mulf %in, %in_3 : f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %arg2 : tensor<?x128xf32>, tensor<128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: bf16, %out: f32):
      %18 = arith.extf %in_3 : bf16 to f32
      %19 = arith.mulf %in, %18 : f32
      linalg.yield %19 : f32
    } -> tensor<?x128xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<?x128xf32>) outs(%6 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %18 = arith.truncf %in : f32 to bf16
      linalg.yield %18 : bf16
    } -> tensor<?x128xbf16>
    return %17, %7 : tensor<?x128xbf16>, tensor<?x128xbf16>
  }

  func.func @sglang_forward_native_residual_boundary(%partial: tensor<?x128xbf16>, %residual: tensor<?x128xbf16>, %weight: tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x128xbf16> -> !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x128xbf16>
    %normed, %residual_out = func.call @sglang_forward_native_residual(%sum, %residual, %weight) : (tensor<?x128xbf16>, tensor<?x128xbf16>, tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>)
    return %normed, %residual_out : tensor<?x128xbf16>, tensor<?x128xbf16>
  }
}
