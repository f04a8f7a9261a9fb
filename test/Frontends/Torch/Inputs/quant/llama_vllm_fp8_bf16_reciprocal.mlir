#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (0, 0)>
module {
  func.func @llama_vllm_fp8_bf16_reciprocal(%arg0: tensor<?x256xbf16>, %arg1: tensor<1x1xf32>) -> tensor<?x256xf8E4M3FN> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : bf16
    %cst_1 = arith.constant 1.000000e+00 : bf16
    %cst_2 = arith.constant dense_resource<torch_tensor_256_torch.bfloat16> : tensor<256xbf16>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 2.560000e+02 : f32
    %cst_5 = arith.constant -4.480000e+02 : bf16
    %cst_6 = arith.constant 4.480000e+02 : bf16
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %20 = arith.extf %in : bf16 to f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_4 : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_3 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %20 = arith.mulf %in, %in_7 : f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %20 = arith.truncf %in : f32 to bf16
      linalg.yield %20 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_7: bf16, %out: bf16):
      %20 = arith.mulf %in, %in_7 : bf16
      linalg.yield %20 : bf16
    } -> tensor<?x256xbf16>
    %13 = tensor.empty() : tensor<1x1xbf16>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<1x1xf32>) outs(%13 : tensor<1x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %20 = arith.truncf %in : f32 to bf16
      linalg.yield %20 : bf16
    } -> tensor<1x1xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<1x1xbf16>) outs(%13 : tensor<1x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %20 = arith.cmpf one, %in, %cst_0 : bf16
      cf.assert %20, "unimplemented: tensor with zero element"
      %21 = arith.divf %cst_1, %in : bf16
      linalg.yield %21 : bf16
    } -> tensor<1x1xbf16>
    %16 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %15 : tensor<?x256xbf16>, tensor<1x1xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_7: bf16, %out: bf16):
      %20 = arith.mulf %in, %in_7 : bf16
      linalg.yield %20 : bf16
    } -> tensor<?x256xbf16>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %20 = arith.cmpf ult, %in, %cst_5 : bf16
      %21 = arith.select %20, %cst_5, %in : bf16
      %22 = arith.cmpf ugt, %21, %cst_6 : bf16
      %23 = arith.select %22, %cst_6, %21 : bf16
      linalg.yield %23 : bf16
    } -> tensor<?x256xbf16>
    %18 = tensor.empty(%dim) : tensor<?x256xf8E4M3FN>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<?x256xbf16>) outs(%18 : tensor<?x256xf8E4M3FN>) {
    ^bb0(%in: bf16, %out: f8E4M3FN):
      %20 = arith.truncf %in : bf16 to f8E4M3FN
      linalg.yield %20 : f8E4M3FN
    } -> tensor<?x256xf8E4M3FN>
    return %19 : tensor<?x256xf8E4M3FN>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.bfloat16: "0x02000000463F293F863F993F873F3B3F2E3F993F2C3F7F3F883F503F7B3F7E3F723F403F663F913F933F103F693F8D3F7A3F8F3F8F3F863F6F3F803FA63F783F8F3F903F473F623F693F553F843F973F8A3F9A3F503F163F943F823FA03F933F8F3F553F0A3F243F6C3F5F3F2F3F483F4B3F233F913F633FF73EA03F5E3F7A3F723FC73F883F883F783F923F6C3F9F3F963F953F9B3FB53E963F4C3F733F1A3F213FA33F5C3F753FAB3F4C3F503F563FF93E773F5C3F8E3F9E3F9C3F533F4F3F623F563F7B3F0B3F4B3FA83F813F5E3FBB3F793FA83F593F963F6E3FA23F733F683F433F5E3F3C3F763F813F3C3F7E3F623F4C3F873F733F6D3F523F5F3F573F893F783F293F913F783F853F9A3F573FAB3F663F803F6D3F313F963F9C3F703FCE3F5B3F883F613F833F7A3FAB3F703F8D3F7C3F6F3F8D3F5B3F893FA43F573F903F0E3F593F8E3FB23F593F223F753F963FA03FA63F2B3FAC3F7E3F803FB03F843FB93FB83F973F3F3F863F8D3F993F983F693F373F1D3F683F5E3F683F823FA43F7A3F963F663F223F8F3FB73F963F1C3F973F2D3F683F733F9D3F773F3C3FC13FA13F883F0C3F433FA43F9B3F643FAA3F933F653F933F2D3F4C3F463F963F363F793F523F883F673F9C3F933F093F473FA03F1E3F8A3F813F813F913F8E3F6A3F8E3F833FA03F4F3F633F8A3FC13FB53F233F813F803FBD3F653F643F823F6E3F133F"
    }
  }
#-}
