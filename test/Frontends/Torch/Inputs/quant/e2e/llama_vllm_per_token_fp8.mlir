#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @llama_vllm_per_token_fp8(%arg0: tensor<?x256xbf16>, %arg1: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x1xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF80 : bf16
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 4.3596540178571426E-6 : f64
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 2.560000e+02 : f32
    %cst_5 = arith.constant 4.480000e+02 : f32
    %cst_6 = arith.constant -4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %28 = arith.extf %in : bf16 to f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.addf %in, %out : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.divf %in, %cst_4 : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_3 : f64 to f32
      %29 = arith.addf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.rsqrt %in : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.mulf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %28 = arith.truncf %in : f32 to bf16
      linalg.yield %28 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_7: bf16, %out: bf16):
      %28 = arith.mulf %in, %in_7 : bf16
      linalg.yield %28 : bf16
    } -> tensor<?x256xbf16>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %28 = math.absf %in : bf16
      linalg.yield %28 : bf16
    } -> tensor<?x256xbf16>
    %14 = tensor.empty(%dim) : tensor<?xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<?xi64>) -> tensor<?xi64>
    %16 = tensor.empty(%dim) : tensor<?xbf16>
    %17 = linalg.fill ins(%cst_0 : bf16) outs(%16 : tensor<?xbf16>) -> tensor<?xbf16>
    %18:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "reduction"]} ins(%13 : tensor<?x256xbf16>) outs(%17, %15 : tensor<?xbf16>, tensor<?xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_7: i64):
      %28 = linalg.index 1 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : bf16
      %31 = arith.cmpf ogt, %in, %out : bf16
      %32 = arith.select %31, %29, %out_7 : i64
      linalg.yield %30, %32 : bf16, i64
    } -> (tensor<?xbf16>, tensor<?xi64>)
    %expanded = tensor.expand_shape %18#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<?x1xbf16>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %28 = arith.extf %in : bf16 to f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.divf %in, %cst_5 : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_2 : f64 to f32
      %29 = arith.cmpf ult, %in, %28 : f32
      %30 = arith.select %29, %28, %in : f32
      linalg.yield %30 : f32
    } -> tensor<?x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %28 = arith.extf %in : bf16 to f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf one, %in, %cst : f32
      cf.assert %28, "unimplemented: tensor with zero element"
      %29 = arith.divf %cst_1, %in : f32
      linalg.yield %29 : f32
    } -> tensor<?x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %28 = arith.mulf %in, %in_7 : f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf ult, %in, %cst_6 : f32
      %29 = arith.select %28, %cst_6, %in : f32
      %30 = arith.cmpf ugt, %29, %cst_5 : f32
      %31 = arith.select %30, %cst_5, %29 : f32
      linalg.yield %31 : f32
    } -> tensor<?x256xf32>
    %26 = tensor.empty(%dim) : tensor<?x256xf8E4M3FN>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<?x256xf32>) outs(%26 : tensor<?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %28 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %28 : f8E4M3FN
    } -> tensor<?x256xf8E4M3FN>
    return %27, %21 : tensor<?x256xf8E4M3FN>, tensor<?x1xf32>
  }

  func.func @llama_vllm_per_token_fp8_boundary(%partial: tensor<?x256xbf16>, %weight: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x1xf32>) {
    %owed = tp.mark_partial %partial : tensor<?x256xbf16> -> !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x256xbf16>
    %r0, %r1 = func.call @llama_vllm_per_token_fp8(%sum, %weight) : (tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x1xf32>)
    return %r0, %r1 : tensor<?x256xf8E4M3FN>, tensor<?x1xf32>
  }
}
