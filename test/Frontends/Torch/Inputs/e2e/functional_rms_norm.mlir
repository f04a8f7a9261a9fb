#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @functional_rms_norm(%arg0: tensor<?x128xbf16>, %arg1: tensor<128xbf16>) -> tensor<?x128xbf16> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 1.280000e+02 : bf16
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<?x128xbf16>, tensor<?x128xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_2 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    %2 = tensor.empty(%dim) : tensor<?x1xbf16>
    %3 = linalg.fill ins(%cst : bf16) outs(%2 : tensor<?x1xbf16>) -> tensor<?x1xbf16>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x128xbf16>) outs(%3 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.addf %in, %out : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.divf %in, %cst_1 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.truncf %cst_0 : f64 to bf16
      %11 = arith.addf %in, %10 : bf16
      linalg.yield %11 : bf16
    } -> tensor<?x1xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = math.rsqrt %in : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %7 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_2 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %arg1 : tensor<?x128xbf16>, tensor<128xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_2 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    return %9 : tensor<?x128xbf16>
  }

  func.func @functional_rms_norm_boundary(%partial: tensor<?x128xbf16>, %weight: tensor<128xbf16>) -> (tensor<?x128xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x128xbf16> -> !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x128xbf16>
    %normed = func.call @functional_rms_norm(%sum, %weight) : (tensor<?x128xbf16>, tensor<128xbf16>) -> (tensor<?x128xbf16>)
    return %normed : tensor<?x128xbf16>
  }
}
