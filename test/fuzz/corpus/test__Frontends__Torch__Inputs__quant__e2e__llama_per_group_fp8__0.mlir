#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<()[s0] -> (s0 * 256)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<()[s0] -> (s0 * 128)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @llama_per_group_fp8(%arg0: tensor<?x256xbf16>, %arg1: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0xFF80 : bf16
    %c2 = arith.constant 2 : index
    %cst_1 = arith.constant 1.000000e-10 : f64
    %cst_2 = arith.constant 1.000000e-05 : f64
    %cst_3 = arith.constant 2.560000e+02 : f32
    %cst_4 = arith.constant 4.480000e+02 : f32
    %cst_5 = arith.constant -4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %35 = arith.extf %in : bf16 to f32
      linalg.yield %35 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %35 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %in, %cst_3 : f32
      linalg.yield %35 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_2 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.rsqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %35 = arith.mulf %in, %in_11 : f32
      linalg.yield %35 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %35 = arith.truncf %in : f32 to bf16
      linalg.yield %35 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_11: bf16, %out: bf16):
      %35 = arith.mulf %in, %in_11 : bf16
      linalg.yield %35 : bf16
    } -> tensor<?x256xbf16>
    %collapsed = tensor.collapse_shape %12 [[0, 1]] : tensor<?x256xbf16> into tensor<?xbf16>
    %13 = affine.apply #map3()[%dim]
    %14 = arith.divsi %13, %c128 : index
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [%14, 128] : tensor<?xbf16> into tensor<?x128xbf16>
    %15 = tensor.empty(%14) : tensor<?x128xbf16>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<?x128xbf16>) outs(%15 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %35 = math.absf %in : bf16
      linalg.yield %35 : bf16
    } -> tensor<?x128xbf16>
    %17 = tensor.empty(%14) : tensor<?xi64>
    %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<?xi64>) -> tensor<?xi64>
    %19 = tensor.empty(%14) : tensor<?xbf16>
    %20 = linalg.fill ins(%cst_0 : bf16) outs(%19 : tensor<?xbf16>) -> tensor<?xbf16>
    %21:2 = linalg.generic {indexing_maps = [#map, #map4, #map4], iterator_types = ["parallel", "reduction"]} ins(%16 : tensor<?x128xbf16>) outs(%20, %18 : tensor<?xbf16>, tensor<?xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_11: i64):
      %35 = linalg.index 1 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : bf16
      %38 = arith.cmpf ogt, %in, %out : bf16
      %39 = arith.select %38, %36, %out_11 : i64
      linalg.yield %37, %39 : bf16, i64
    } -> (tensor<?xbf16>, tensor<?xi64>)
    %expanded_6 = tensor.expand_shape %21#0 [[0, 1]] output_shape [%14, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %22 = tensor.empty(%14) : tensor<?x1xbf16>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_6 : tensor<?x1xbf16>) outs(%22 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %35 = arith.truncf %cst_1 : f64 to bf16
      %36 = arith.cmpf ult, %in, %35 : bf16
      %37 = arith.select %36, %35, %in : bf16
      linalg.yield %37 : bf16
    } -> tensor<?x1xbf16>
    %24 = tensor.empty(%14) : tensor<?x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%23 : tensor<?x1xbf16>) outs(%24 : tensor<?x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %35 = arith.extf %in : bf16 to f32
      linalg.yield %35 : f32
    } -> tensor<?x1xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<?x1xf32>) outs(%24 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %in, %cst_4 : f32
      linalg.yield %35 : f32
    } -> tensor<?x1xf32>
    %27 = tensor.empty(%14) : tensor<?x128xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded, %26 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%27 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_11: f32, %out: f32):
      %35 = arith.extf %in : bf16 to f32
      %36 = arith.divf %35, %in_11 : f32
      linalg.yield %36 : f32
    } -> tensor<?x128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<?x128xf32>) outs(%27 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ult, %in, %cst_5 : f32
      %36 = arith.select %35, %cst_5, %in : f32
      %37 = arith.cmpf ugt, %36, %cst_4 : f32
      %38 = arith.select %37, %cst_4, %36 : f32
      linalg.yield %38 : f32
    } -> tensor<?x128xf32>
    %30 = tensor.empty(%14) : tensor<?x128xf8E4M3FN>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<?x128xf32>) outs(%30 : tensor<?x128xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %35 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %35 : f8E4M3FN
    } -> tensor<?x128xf8E4M3FN>
    %collapsed_7 = tensor.collapse_shape %31 [[0, 1]] : tensor<?x128xf8E4M3FN> into tensor<?xf8E4M3FN>
    %32 = affine.apply #map5()[%14]
    %33 = arith.divsi %32, %c256 : index
    %expanded_8 = tensor.expand_shape %collapsed_7 [[0, 1]] output_shape [%33, 256] : tensor<?xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %collapsed_9 = tensor.collapse_shape %26 [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
    %34 = arith.divsi %14, %c2 : index
    %expanded_10 = tensor.expand_shape %collapsed_9 [[0, 1]] output_shape [%34, 2] : tensor<?xf32> into tensor<?x2xf32>
    return %expanded_8, %expanded_10 : tensor<?x256xf8E4M3FN>, tensor<?x2xf32>
  }

  func.func @llama_per_group_fp8_boundary(%partial: tensor<?x256xbf16>, %weight: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>) {
    %owed = tp.mark_partial %partial : tensor<?x256xbf16> -> !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x256xbf16>
    %r0, %r1 = func.call @llama_per_group_fp8(%sum, %weight) : (tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>)
    return %r0, %r1 : tensor<?x256xf8E4M3FN>, tensor<?x2xf32>
  }
}
