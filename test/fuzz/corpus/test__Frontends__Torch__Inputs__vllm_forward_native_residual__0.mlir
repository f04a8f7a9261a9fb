#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @vllm_forward_native_residual(%arg0: tensor<?x128xbf16>, %arg1: tensor<?x128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %18 = arith.extf %in : bf16 to f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %dim_3 = tensor.dim %arg1, %c0 : tensor<?x128xbf16>
    %2 = tensor.empty(%dim_3) : tensor<?x128xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x128xbf16>) outs(%2 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %18 = arith.extf %in : bf16 to f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %4 = arith.cmpi eq, %dim, %dim_3 : index
    cf.assert %4, "mismatched size for broadcast"
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<?x128xf32>, tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %18 = arith.addf %in, %in_4 : f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %6 = tensor.empty(%dim) : tensor<?x128xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x128xf32>) outs(%6 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %18 = arith.truncf %in : f32 to bf16
      linalg.yield %18 : bf16
    } -> tensor<?x128xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %9 = tensor.empty(%dim) : tensor<?x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%8 : tensor<?x128xf32>) outs(%10 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.addf %in, %out : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.divf %in, %cst_2 : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.truncf %cst_1 : f64 to f32
      %19 = arith.addf %in, %18 : f32
      linalg.yield %19 : f32
    } -> tensor<?x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x1xf32>) outs(%9 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.rsqrt %in : f32
      linalg.yield %18 : f32
    } -> tensor<?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %14 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %18 = arith.mulf %in, %in_4 : f32
      linalg.yield %18 : f32
    } -> tensor<?x128xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<?x128xf32>) outs(%6 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %18 = arith.truncf %in : f32 to bf16
      linalg.yield %18 : bf16
    } -> tensor<?x128xbf16>
    %17 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %cst_0 : tensor<?x128xbf16>, tensor<128xbf16>) outs(%6 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %18 = arith.mulf %in, %in_4 : bf16
      linalg.yield %18 : bf16
    } -> tensor<?x128xbf16>
    return %17, %7 : tensor<?x128xbf16>, tensor<?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16: "0x02000000A03F733F823F823F383F4F3FAD3F433FB63F453F9E3F8A3F9C3F933F6E3F693E9B3F7C3F583F2E3F793F823F6C3FE53FA13FDC3EA53F1D3F5E3F843F893F953F6C3F373F993FA63F603FAB3FBB3F7E3F8A3F783F993FA33F743FA13F4C3F903F883F533F8F3F463F9C3FA73F7D3F453F973FF83E8D3F543F8A3FAB3F183F713F723F453F673F963F473F553F8E3FC73F973F203FC73F833F913F253F823F6A3FA73F2C3FAD3F3E3F6B3F8B3F9B3F2E3F1F3F963F063F423F743F403F393F703F5E3F5E3F583F283F563FC53F443F5F3FAD3F953F183FB73F993F3E3FB43F373F823FFA3E1E3F843F4C3F843F8C3F523FA73F383F413F2F3F823FF63EBF3E803F"
    }
  }
#-}
