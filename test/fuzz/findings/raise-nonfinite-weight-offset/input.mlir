#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @hf_gemma_rms_norm(%arg0: tensor<?x128xbf16>, %arg1: tensor<128xbf16>) -> tensor<?x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 1.280000e+02 : f32
    %cst_2 = arith.constant 0x7FC00000 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %16 = arith.extf %in : bf16 to f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x128xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_1 : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.truncf %cst_0 : f64 to f32
      %17 = arith.addf %in, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.rsqrt %in : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.mulf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %10 = tensor.empty() : tensor<128xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<128xbf16>) outs(%10 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %16 = arith.extf %in : bf16 to f32
      linalg.yield %16 : f32
    } -> tensor<128xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<128xf32>) outs(%10 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<?x128xf32>, tensor<128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %16 = arith.mulf %in, %in_3 : f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %14 = tensor.empty(%dim) : tensor<?x128xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x128xf32>) outs(%14 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %16 = arith.truncf %in : f32 to bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    return %15 : tensor<?x128xbf16>
  }
  func.func @hf_gemma_rms_norm_boundary(%partial: tensor<?x128xbf16>, %weight: tensor<128xbf16>) -> (tensor<?x128xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x128xbf16> -> !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x128xbf16>
    %normed = func.call @hf_gemma_rms_norm(%sum, %weight) : (tensor<?x128xbf16>, tensor<128xbf16>) -> (tensor<?x128xbf16>)
    return %normed : tensor<?x128xbf16>
  }
}
