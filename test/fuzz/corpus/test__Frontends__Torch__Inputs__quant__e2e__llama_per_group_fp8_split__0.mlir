#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @llama_per_group_fp8_split(%arg0: tensor<?x256xbf16>, %arg1: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF80 : bf16
    %cst_1 = arith.constant 1.000000e-10 : f64
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 2.560000e+02 : f32
    %cst_4 = arith.constant 4.480000e+02 : f32
    %cst_5 = arith.constant -4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %31 = arith.extf %in : bf16 to f32
      linalg.yield %31 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %31 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.addf %in, %out : f32
      linalg.yield %31 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.divf %in, %cst_3 : f32
      linalg.yield %31 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.truncf %cst_2 : f64 to f32
      %32 = arith.addf %in, %31 : f32
      linalg.yield %32 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = math.rsqrt %in : f32
      linalg.yield %31 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %31 = arith.mulf %in, %in_8 : f32
      linalg.yield %31 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %31 = arith.truncf %in : f32 to bf16
      linalg.yield %31 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_8: bf16, %out: bf16):
      %31 = arith.mulf %in, %in_8 : bf16
      linalg.yield %31 : bf16
    } -> tensor<?x256xbf16>
    %expanded = tensor.expand_shape %12 [[0], [1, 2]] output_shape [%dim, 2, 128] : tensor<?x256xbf16> into tensor<?x2x128xbf16>
    %13 = tensor.empty(%dim) : tensor<?x2x128xbf16>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x2x128xbf16>) outs(%13 : tensor<?x2x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %31 = math.absf %in : bf16
      linalg.yield %31 : bf16
    } -> tensor<?x2x128xbf16>
    %15 = tensor.empty(%dim) : tensor<?x2xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %17 = tensor.empty(%dim) : tensor<?x2xbf16>
    %18 = linalg.fill ins(%cst_0 : bf16) outs(%17 : tensor<?x2xbf16>) -> tensor<?x2xbf16>
    %19:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<?x2x128xbf16>) outs(%18, %16 : tensor<?x2xbf16>, tensor<?x2xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_8: i64):
      %31 = linalg.index 2 : index
      %32 = arith.index_cast %31 : index to i64
      %33 = arith.maximumf %in, %out : bf16
      %34 = arith.cmpf ogt, %in, %out : bf16
      %35 = arith.select %34, %32, %out_8 : i64
      linalg.yield %33, %35 : bf16, i64
    } -> (tensor<?x2xbf16>, tensor<?x2xi64>)
    %expanded_6 = tensor.expand_shape %19#0 [[0], [1, 2]] output_shape [%dim, 2, 1] : tensor<?x2xbf16> into tensor<?x2x1xbf16>
    %20 = tensor.empty(%dim) : tensor<?x2x1xbf16>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<?x2x1xbf16>) outs(%20 : tensor<?x2x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %31 = arith.truncf %cst_1 : f64 to bf16
      %32 = arith.cmpf ult, %in, %31 : bf16
      %33 = arith.select %32, %31, %in : bf16
      linalg.yield %33 : bf16
    } -> tensor<?x2x1xbf16>
    %22 = tensor.empty(%dim) : tensor<?x2x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<?x2x1xbf16>) outs(%22 : tensor<?x2x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %31 = arith.extf %in : bf16 to f32
      linalg.yield %31 : f32
    } -> tensor<?x2x1xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<?x2x1xf32>) outs(%22 : tensor<?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.divf %in, %cst_4 : f32
      linalg.yield %31 : f32
    } -> tensor<?x2x1xf32>
    %25 = tensor.empty(%dim) : tensor<?x2x128xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x2x128xbf16>) outs(%25 : tensor<?x2x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %31 = arith.extf %in : bf16 to f32
      linalg.yield %31 : f32
    } -> tensor<?x2x128xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %24 : tensor<?x2x128xf32>, tensor<?x2x1xf32>) outs(%25 : tensor<?x2x128xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %31 = arith.divf %in, %in_8 : f32
      linalg.yield %31 : f32
    } -> tensor<?x2x128xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%27 : tensor<?x2x128xf32>) outs(%25 : tensor<?x2x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %31 = arith.cmpf ult, %in, %cst_5 : f32
      %32 = arith.select %31, %cst_5, %in : f32
      %33 = arith.cmpf ugt, %32, %cst_4 : f32
      %34 = arith.select %33, %cst_4, %32 : f32
      linalg.yield %34 : f32
    } -> tensor<?x2x128xf32>
    %29 = tensor.empty(%dim) : tensor<?x2x128xf8E4M3FN>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<?x2x128xf32>) outs(%29 : tensor<?x2x128xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %31 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %31 : f8E4M3FN
    } -> tensor<?x2x128xf8E4M3FN>
    %collapsed = tensor.collapse_shape %30 [[0], [1, 2]] : tensor<?x2x128xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %collapsed_7 = tensor.collapse_shape %24 [[0], [1, 2]] : tensor<?x2x1xf32> into tensor<?x2xf32>
    return %collapsed, %collapsed_7 : tensor<?x256xf8E4M3FN>, tensor<?x2xf32>
  }

  func.func @llama_per_group_fp8_split_boundary(%partial: tensor<?x256xbf16>, %weight: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>) {
    %owed = tp.mark_partial %partial : tensor<?x256xbf16> -> !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x256xbf16>
    %r0, %r1 = func.call @llama_per_group_fp8_split(%sum, %weight) : (tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>)
    return %r0, %r1 : tensor<?x256xf8E4M3FN>, tensor<?x2xf32>
  }
}
