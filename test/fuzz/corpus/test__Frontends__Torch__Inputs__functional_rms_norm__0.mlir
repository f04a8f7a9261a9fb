#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @functional_rms_norm(%arg0: tensor<?x128xbf16>) -> tensor<?x128xbf16> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_2 = arith.constant 1.280000e+02 : bf16
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<?x128xbf16>, tensor<?x128xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_3 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    %2 = tensor.empty(%dim) : tensor<?x1xbf16>
    %3 = linalg.fill ins(%cst : bf16) outs(%2 : tensor<?x1xbf16>) -> tensor<?x1xbf16>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x128xbf16>) outs(%3 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.addf %in, %out : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.divf %in, %cst_2 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = arith.truncf %cst_0 : f64 to bf16
      %11 = arith.addf %in, %10 : bf16
      linalg.yield %11 : bf16
    } -> tensor<?x1xbf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xbf16>) outs(%2 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %10 = math.rsqrt %in : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x1xbf16>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %7 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_3 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_1 : tensor<?x128xbf16>, tensor<128xbf16>) outs(%0 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_3: bf16, %out: bf16):
      %10 = arith.mulf %in, %in_3 : bf16
      linalg.yield %10 : bf16
    } -> tensor<?x128xbf16>
    return %9 : tensor<?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16: "0x02000000A03F733F823F823F383F4F3FAD3F433FB63F453F9E3F8A3F9C3F933F6E3F693E9B3F7C3F583F2E3F793F823F6C3FE53FA13FDC3EA53F1D3F5E3F843F893F953F6C3F373F993FA63F603FAB3FBB3F7E3F8A3F783F993FA33F743FA13F4C3F903F883F533F8F3F463F9C3FA73F7D3F453F973FF83E8D3F543F8A3FAB3F183F713F723F453F673F963F473F553F8E3FC73F973F203FC73F833F913F253F823F6A3FA73F2C3FAD3F3E3F6B3F8B3F9B3F2E3F1F3F963F063F423F743F403F393F703F5E3F5E3F583F283F563FC53F443F5F3FAD3F953F183FB73F993F3E3FB43F373F823FFA3E1E3F843F4C3F843F8C3F523FA73F383F413F2F3F823FF63EBF3E803F"
    }
  }
#-}
