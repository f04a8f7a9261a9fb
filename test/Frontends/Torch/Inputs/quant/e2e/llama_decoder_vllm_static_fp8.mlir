#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<() -> ()>
#map4 = affine_map<(d0, d1) -> ()>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @llama_decoder_vllm_static_fp8(%arg0: tensor<?x256xbf16>, %arg1: tensor<?x256xbf16>, %arg2: tensor<f32>, %arg3: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x256xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %cst_3 = arith.constant -4.480000e+02 : f32
    %cst_4 = arith.constant 4.480000e+02 : f32
    %dim = tensor.dim %arg1, %c0 : tensor<?x256xbf16>
    %dim_5 = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = arith.cmpi eq, %dim, %dim_5 : index
    cf.assert %0, "mismatched size for broadcast"
    %1 = tensor.empty(%dim) : tensor<?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<?x256xbf16>, tensor<?x256xbf16>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_6: bf16, %out: bf16):
      %22 = arith.addf %in, %in_6 : bf16
      linalg.yield %22 : bf16
    } -> tensor<?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?x256xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x256xbf16>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %22 = arith.extf %in : bf16 to f32
      linalg.yield %22 : f32
    } -> tensor<?x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %22 : f32
    } -> tensor<?x256xf32>
    %6 = tensor.empty(%dim) : tensor<?x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x256xf32>) outs(%7 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.divf %in, %cst_2 : f32
      linalg.yield %22 : f32
    } -> tensor<?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_1 : f64 to f32
      %23 = arith.addf %in, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.rsqrt %in : f32
      linalg.yield %22 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %11 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.mulf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<?x256xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x256xf32>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %22 = arith.truncf %in : f32 to bf16
      linalg.yield %22 : bf16
    } -> tensor<?x256xbf16>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %13 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_6: bf16, %out: bf16):
      %22 = arith.mulf %in, %in_6 : bf16
      linalg.yield %22 : bf16
    } -> tensor<?x256xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<?x256xbf16>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %22 = arith.extf %in : bf16 to f32
      linalg.yield %22 : f32
    } -> tensor<?x256xf32>
    %16 = tensor.empty() : tensor<f32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%arg2 : tensor<f32>) outs(%16 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.cmpf one, %in, %cst : f32
      cf.assert %22, "unimplemented: tensor with zero element"
      %23 = arith.divf %cst_0, %in : f32
      linalg.yield %23 : f32
    } -> tensor<f32>
    %18 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %17 : tensor<?x256xf32>, tensor<f32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %22 = arith.mulf %in, %in_6 : f32
      linalg.yield %22 : f32
    } -> tensor<?x256xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.cmpf ult, %in, %cst_3 : f32
      %23 = arith.select %22, %cst_3, %in : f32
      %24 = arith.cmpf ugt, %23, %cst_4 : f32
      %25 = arith.select %24, %cst_4, %23 : f32
      linalg.yield %25 : f32
    } -> tensor<?x256xf32>
    %20 = tensor.empty(%dim) : tensor<?x256xf8E4M3FN>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<?x256xf32>) outs(%20 : tensor<?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %22 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %22 : f8E4M3FN
    } -> tensor<?x256xf8E4M3FN>
    return %21, %2 : tensor<?x256xf8E4M3FN>, tensor<?x256xbf16>
  }

  func.func @llama_decoder_vllm_static_fp8_boundary(%partial: tensor<?x256xbf16>, %residual: tensor<?x256xbf16>, %scale: tensor<f32>, %weight: tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x256xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x256xbf16> -> !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x256xbf16>
    %r0, %r1 = func.call @llama_decoder_vllm_static_fp8(%sum, %residual, %scale, %weight) : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<f32>, tensor<256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x256xbf16>)
    return %r0, %r1 : tensor<?x256xf8E4M3FN>, tensor<?x256xbf16>
  }
}
