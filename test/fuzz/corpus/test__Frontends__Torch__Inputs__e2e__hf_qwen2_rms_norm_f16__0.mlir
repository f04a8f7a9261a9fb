#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @hf_qwen2_rms_norm_f16(%arg0: tensor<?x128xf16>, %arg1: tensor<128xf16>) -> tensor<?x128xf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %13 = arith.extf %in : f16 to f32
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x128xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_1 : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.truncf %cst_0 : f64 to f32
      %14 = arith.addf %in, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.rsqrt %in : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %13 = arith.mulf %in, %in_2 : f32
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %10 = tensor.empty(%dim) : tensor<?x128xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x128xf32>) outs(%10 : tensor<?x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %13 = arith.truncf %in : f32 to f16
      linalg.yield %13 : f16
    } -> tensor<?x128xf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %11 : tensor<128xf16>, tensor<?x128xf16>) outs(%10 : tensor<?x128xf16>) {
    ^bb0(%in: f16, %in_2: f16, %out: f16):
      %13 = arith.mulf %in, %in_2 : f16
      linalg.yield %13 : f16
    } -> tensor<?x128xf16>
    return %12 : tensor<?x128xf16>
  }

  func.func @hf_qwen2_rms_norm_f16_boundary(%partial: tensor<?x128xf16>, %weight: tensor<128xf16>) -> (tensor<?x128xf16>) {
    %owed = tp.mark_partial %partial : tensor<?x128xf16> -> !tp.partial<tensor<?x128xf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x128xf16>, #tp.group<"tp", size = 2>> -> tensor<?x128xf16>
    %normed = func.call @hf_qwen2_rms_norm_f16(%sum, %weight) : (tensor<?x128xf16>, tensor<128xf16>) -> (tensor<?x128xf16>)
    return %normed : tensor<?x128xf16>
  }
}
