#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @hf_deepseek_v3_norms_of_one_sum(%arg0: tensor<?x128xbf16>, %arg1: tensor<?x128xbf16>) -> (tensor<?x128xbf16>, tensor<?x128xbf16>, tensor<?x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16_1> : tensor<128xbf16>
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_2 = arith.constant 9.9999999999999995E-7 : f64
    %cst_3 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg1, %c0 : tensor<?x128xbf16>
    %dim_4 = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = arith.cmpi eq, %dim, %dim_4 : index
    cf.assert %0, "mismatched size for broadcast"
    %1 = tensor.empty(%dim) : tensor<?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<?x128xbf16>, tensor<?x128xbf16>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %16 = arith.addf %in, %in_5 : bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x128xbf16>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %16 = arith.extf %in : bf16 to f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x128xf32>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %6 = tensor.empty(%dim) : tensor<?x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x128xf32>) outs(%7 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_3 : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.truncf %cst_2 : f64 to f32
      %17 = arith.addf %in, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.rsqrt %in : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %11 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%3 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %16 = arith.mulf %in, %in_5 : f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x128xf32>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %16 = arith.truncf %in : f32 to bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %13 : tensor<128xbf16>, tensor<?x128xbf16>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %16 = arith.mulf %in, %in_5 : bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    %15 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %13 : tensor<128xbf16>, tensor<?x128xbf16>) outs(%1 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %16 = arith.mulf %in, %in_5 : bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    return %14, %15, %2 : tensor<?x128xbf16>, tensor<?x128xbf16>, tensor<?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16_1: "0x02000000413FE53E033F043F613E9E3E5B3F853E6D3F8B3E3D3F153F393F263FDD3E8BBE353FF83EB03E363EF23E043FD73EA53F413F92BD493FE93DBC3E083F133F2A3FD83E5C3E323F4D3FC03E563F763FFC3E143FF03E313F463FE83E433F983E1F3F113FA63E1E3F8D3E383F4E3FFB3E8A3E2D3F85BC193FA83E153F573FC23DE13EE43E8B3ECD3E2B3F8D3EA93E1B3F873F2E3FFE3D873F063F213F153E053FD53E4F3F313E593F783ED53E173F363F383EF63D2C3FB63C843EE93E803E633EE03EBD3EBC3EAF3E223EAB3E853F883EBE3E5A3F2A3FC23D6D3F333F773E683F5C3E033F31BCEE3D093F983E083F183FA43E4E3F5F3E833E3C3E043FA6BC01BE013F",
      torch_tensor_128_torch.bfloat16: "0x02000000A03F733F823F823F383F4F3FAD3F433FB63F453F9E3F8A3F9C3F933F6E3F693E9B3F7C3F583F2E3F793F823F6C3FE53FA13FDC3EA53F1D3F5E3F843F893F953F6C3F373F993FA63F603FAB3FBB3F7E3F8A3F783F993FA33F743FA13F4C3F903F883F533F8F3F463F9C3FA73F7D3F453F973FF83E8D3F543F8A3FAB3F183F713F723F453F673F963F473F553F8E3FC73F973F203FC73F833F913F253F823F6A3FA73F2C3FAD3F3E3F6B3F8B3F9B3F2E3F1F3F963F063F423F743F403F393F703F5E3F5E3F583F283F563FC53F443F5F3FAD3F953F183FB73F993F3E3FB43F373F823FFA3E1E3F843F4C3F843F8C3F523FA73F383F413F2F3F823FF63EBF3E803F"
    }
  }
#-}
