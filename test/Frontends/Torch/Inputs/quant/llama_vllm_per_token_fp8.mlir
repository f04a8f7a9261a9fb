#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
module {
  func.func @llama_vllm_per_token_fp8(%arg0: tensor<?x256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x1xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF80 : bf16
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 4.3596540178571426E-6 : f64
    %cst_3 = arith.constant dense_resource<torch_tensor_256_torch.bfloat16> : tensor<256xbf16>
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 2.560000e+02 : f32
    %cst_6 = arith.constant 4.480000e+02 : f32
    %cst_7 = arith.constant -4.480000e+02 : f32
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
      %28 = arith.divf %in, %cst_5 : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.truncf %cst_4 : f64 to f32
      %29 = arith.addf %in, %28 : f32
      linalg.yield %29 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = math.rsqrt %in : f32
      linalg.yield %28 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.mulf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %28 = arith.truncf %in : f32 to bf16
      linalg.yield %28 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_8: bf16, %out: bf16):
      %28 = arith.mulf %in, %in_8 : bf16
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
    ^bb0(%in: bf16, %out: bf16, %out_8: i64):
      %28 = linalg.index 1 : index
      %29 = arith.index_cast %28 : index to i64
      %30 = arith.maximumf %in, %out : bf16
      %31 = arith.cmpf ogt, %in, %out : bf16
      %32 = arith.select %31, %29, %out_8 : i64
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
      %28 = arith.divf %in, %cst_6 : f32
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
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %28 = arith.mulf %in, %in_8 : f32
      linalg.yield %28 : f32
    } -> tensor<?x256xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %28 = arith.cmpf ult, %in, %cst_7 : f32
      %29 = arith.select %28, %cst_7, %in : f32
      %30 = arith.cmpf ugt, %29, %cst_6 : f32
      %31 = arith.select %30, %cst_6, %29 : f32
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
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.bfloat16: "0x02000000463F293F863F993F873F3B3F2E3F993F2C3F7F3F883F503F7B3F7E3F723F403F663F913F933F103F693F8D3F7A3F8F3F8F3F863F6F3F803FA63F783F8F3F903F473F623F693F553F843F973F8A3F9A3F503F163F943F823FA03F933F8F3F553F0A3F243F6C3F5F3F2F3F483F4B3F233F913F633FF73EA03F5E3F7A3F723FC73F883F883F783F923F6C3F9F3F963F953F9B3FB53E963F4C3F733F1A3F213FA33F5C3F753FAB3F4C3F503F563FF93E773F5C3F8E3F9E3F9C3F533F4F3F623F563F7B3F0B3F4B3FA83F813F5E3FBB3F793FA83F593F963F6E3FA23F733F683F433F5E3F3C3F763F813F3C3F7E3F623F4C3F873F733F6D3F523F5F3F573F893F783F293F913F783F853F9A3F573FAB3F663F803F6D3F313F963F9C3F703FCE3F5B3F883F613F833F7A3FAB3F703F8D3F7C3F6F3F8D3F5B3F893FA43F573F903F0E3F593F8E3FB23F593F223F753F963FA03FA63F2B3FAC3F7E3F803FB03F843FB93FB83F973F3F3F863F8D3F993F983F693F373F1D3F683F5E3F683F823FA43F7A3F963F663F223F8F3FB73F963F1C3F973F2D3F683F733F9D3F773F3C3FC13FA13F883F0C3F433FA43F9B3F643FAA3F933F653F933F2D3F4C3F463F963F363F793F523F883F673F9C3F933F093F473FA03F1E3F8A3F813F813F913F8E3F6A3F8E3F833FA03F4F3F633F8A3FC13FB53F233F813F803FBD3F653F643F823F6E3F133F"
    }
  }
#-}
