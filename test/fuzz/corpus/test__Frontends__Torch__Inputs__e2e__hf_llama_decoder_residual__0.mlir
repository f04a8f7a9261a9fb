#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @hf_llama_decoder_residual(%arg0: tensor<?x128xbf16>, %arg1: tensor<?x128xbf16>, %arg2: tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-05 : f64
    %cst_1 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg1, %c0 : tensor<?x128xbf16>
    %dim_2 = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = arith.cmpi eq, %dim, %dim_2 : index
    cf.assert %0, "mismatched size for broadcast"
    %1 = tensor.empty(%dim) : tensor<?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<?x128xbf16>, tensor<?x128xbf16>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %15 = arith.addf %in, %in_3 : bf16
      linalg.yield %15 : bf16
    } -> tensor<?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x128xbf16>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %15 = arith.extf %in : bf16 to f32
      linalg.yield %15 : f32
    } -> tensor<?x128xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x128xf32>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %15 : f32
    } -> tensor<?x128xf32>
    %6 = tensor.empty(%dim) : tensor<?x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x128xf32>) outs(%7 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.addf %in, %out : f32
      linalg.yield %15 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.divf %in, %cst_1 : f32
      linalg.yield %15 : f32
    } -> tensor<?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = arith.truncf %cst_0 : f64 to f32
      %16 = arith.addf %in, %15 : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %15 = math.rsqrt %in : f32
      linalg.yield %15 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %11 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %15 = arith.mulf %in, %in_3 : f32
      linalg.yield %15 : f32
    } -> tensor<?x128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x128xf32>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %15 = arith.truncf %in : f32 to bf16
      linalg.yield %15 : bf16
    } -> tensor<?x128xbf16>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg2, %13 : tensor<128xbf16>, tensor<?x128xbf16>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %15 = arith.mulf %in, %in_3 : bf16
      linalg.yield %15 : bf16
    } -> tensor<?x128xbf16>
    return %14, %2 : tensor<?x128xbf16>, tensor<?x128xbf16>
  }

  func.func @hf_llama_decoder_residual_boundary(%partial: tensor<?x128xbf16>, %residual: tensor<?x128xbf16>, %weight: tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x128xbf16> -> !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x128xbf16>
    %normed, %residual_out = func.call @hf_llama_decoder_residual(%sum, %residual, %weight) : (tensor<?x128xbf16>, tensor<?x128xbf16>, tensor<128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>)
    return %normed, %residual_out : tensor<?x128xbf16>, tensor<?x128xbf16>
  }
}
