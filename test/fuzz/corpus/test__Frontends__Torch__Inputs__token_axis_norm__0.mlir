#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @token_axis_norm(%arg0: tensor<4x128xbf16>) -> tensor<4x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 4.000000e+00 : f32
    %0 = tensor.empty() : tensor<4x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x128xbf16>) outs(%0 : tensor<4x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %13 = arith.extf %in : bf16 to f32
      linalg.yield %13 : f32
    } -> tensor<4x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<4x128xf32>) outs(%0 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %13 : f32
    } -> tensor<4x128xf32>
    %3 = tensor.empty() : tensor<1x128xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x128xf32>) -> tensor<1x128xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%2 : tensor<4x128xf32>) outs(%4 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<1x128xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<1x128xf32>) outs(%3 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_2 : f32
      linalg.yield %13 : f32
    } -> tensor<1x128xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1x128xf32>) outs(%3 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.truncf %cst_1 : f64 to f32
      %14 = arith.addf %in, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<1x128xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<1x128xf32>) outs(%3 : tensor<1x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.rsqrt %in : f32
      linalg.yield %13 : f32
    } -> tensor<1x128xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<4x128xf32>, tensor<1x128xf32>) outs(%0 : tensor<4x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %13 = arith.mulf %in, %in_3 : f32
      linalg.yield %13 : f32
    } -> tensor<4x128xf32>
    %10 = tensor.empty() : tensor<4x128xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4x128xf32>) outs(%10 : tensor<4x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %13 = arith.truncf %in : f32 to bf16
      linalg.yield %13 : bf16
    } -> tensor<4x128xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %11 : tensor<128xbf16>, tensor<4x128xbf16>) outs(%10 : tensor<4x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %13 = arith.mulf %in, %in_3 : bf16
      linalg.yield %13 : bf16
    } -> tensor<4x128xbf16>
    return %12 : tensor<4x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16: "0x02000000A03F733F823F823F383F4F3FAD3F433FB63F453F9E3F8A3F9C3F933F6E3F693E9B3F7C3F583F2E3F793F823F6C3FE53FA13FDC3EA53F1D3F5E3F843F893F953F6C3F373F993FA63F603FAB3FBB3F7E3F8A3F783F993FA33F743FA13F4C3F903F883F533F8F3F463F9C3FA73F7D3F453F973FF83E8D3F543F8A3FAB3F183F713F723F453F673F963F473F553F8E3FC73F973F203FC73F833F913F253F823F6A3FA73F2C3FAD3F3E3F6B3F8B3F9B3F2E3F1F3F963F063F423F743F403F393F703F5E3F5E3F583F283F563FC53F443F5F3FAD3F953F183FB73F993F3E3FB43F373F823FFA3E1E3F843F4C3F843F8C3F523FA73F383F413F2F3F823FF63EBF3E803F"
    }
  }
#-}
