#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<()[s0] -> (s0 * 256)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<()[s0] -> (s0 * 128)>
module {
  func.func @gemma_per_group_fp8(%arg0: tensor<?x256xbf16>) -> (tensor<?x256xf8E4M3FN>, tensor<?x2xf32>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0xFF80 : bf16
    %c2 = arith.constant 2 : index
    %cst_1 = arith.constant 1.000000e-10 : f64
    %cst_2 = arith.constant dense_resource<torch_tensor_256_torch.bfloat16> : tensor<256xbf16>
    %cst_3 = arith.constant 9.9999999999999995E-7 : f64
    %cst_4 = arith.constant 2.560000e+02 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 4.480000e+02 : f32
    %cst_7 = arith.constant -4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %38 = arith.extf %in : bf16 to f32
      linalg.yield %38 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %38 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.addf %in, %out : f32
      linalg.yield %38 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.divf %in, %cst_4 : f32
      linalg.yield %38 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.truncf %cst_3 : f64 to f32
      %39 = arith.addf %in, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.rsqrt %in : f32
      linalg.yield %38 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %38 = arith.mulf %in, %in_13 : f32
      linalg.yield %38 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty() : tensor<256xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_2 : tensor<256xbf16>) outs(%10 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %38 = arith.extf %in : bf16 to f32
      linalg.yield %38 : f32
    } -> tensor<256xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<256xf32>) outs(%10 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.addf %in, %cst_5 : f32
      linalg.yield %38 : f32
    } -> tensor<256xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<?x256xf32>, tensor<256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %38 = arith.mulf %in, %in_13 : f32
      linalg.yield %38 : f32
    } -> tensor<?x256xf32>
    %14 = tensor.empty(%dim) : tensor<?x256xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x256xf32>) outs(%14 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %38 = arith.truncf %in : f32 to bf16
      linalg.yield %38 : bf16
    } -> tensor<?x256xbf16>
    %collapsed = tensor.collapse_shape %15 [[0, 1]] : tensor<?x256xbf16> into tensor<?xbf16>
    %16 = affine.apply #map4()[%dim]
    %17 = arith.divsi %16, %c128 : index
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [%17, 128] : tensor<?xbf16> into tensor<?x128xbf16>
    %18 = tensor.empty(%17) : tensor<?x128xbf16>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<?x128xbf16>) outs(%18 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %38 = math.absf %in : bf16
      linalg.yield %38 : bf16
    } -> tensor<?x128xbf16>
    %20 = tensor.empty(%17) : tensor<?xi64>
    %21 = linalg.fill ins(%c0_i64 : i64) outs(%20 : tensor<?xi64>) -> tensor<?xi64>
    %22 = tensor.empty(%17) : tensor<?xbf16>
    %23 = linalg.fill ins(%cst_0 : bf16) outs(%22 : tensor<?xbf16>) -> tensor<?xbf16>
    %24:2 = linalg.generic {indexing_maps = [#map, #map5, #map5], iterator_types = ["parallel", "reduction"]} ins(%19 : tensor<?x128xbf16>) outs(%23, %21 : tensor<?xbf16>, tensor<?xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_13: i64):
      %38 = linalg.index 1 : index
      %39 = arith.index_cast %38 : index to i64
      %40 = arith.maximumf %in, %out : bf16
      %41 = arith.cmpf ogt, %in, %out : bf16
      %42 = arith.select %41, %39, %out_13 : i64
      linalg.yield %40, %42 : bf16, i64
    } -> (tensor<?xbf16>, tensor<?xi64>)
    %expanded_8 = tensor.expand_shape %24#0 [[0, 1]] output_shape [%17, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %25 = tensor.empty(%17) : tensor<?x1xbf16>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_8 : tensor<?x1xbf16>) outs(%25 : tensor<?x1xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %38 = arith.truncf %cst_1 : f64 to bf16
      %39 = arith.cmpf ult, %in, %38 : bf16
      %40 = arith.select %39, %38, %in : bf16
      linalg.yield %40 : bf16
    } -> tensor<?x1xbf16>
    %27 = tensor.empty(%17) : tensor<?x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<?x1xbf16>) outs(%27 : tensor<?x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %38 = arith.extf %in : bf16 to f32
      linalg.yield %38 : f32
    } -> tensor<?x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<?x1xf32>) outs(%27 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.divf %in, %cst_6 : f32
      linalg.yield %38 : f32
    } -> tensor<?x1xf32>
    %30 = tensor.empty(%17) : tensor<?x128xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded, %29 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%30 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_13: f32, %out: f32):
      %38 = arith.extf %in : bf16 to f32
      %39 = arith.divf %38, %in_13 : f32
      linalg.yield %39 : f32
    } -> tensor<?x128xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<?x128xf32>) outs(%30 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.cmpf ult, %in, %cst_7 : f32
      %39 = arith.select %38, %cst_7, %in : f32
      %40 = arith.cmpf ugt, %39, %cst_6 : f32
      %41 = arith.select %40, %cst_6, %39 : f32
      linalg.yield %41 : f32
    } -> tensor<?x128xf32>
    %33 = tensor.empty(%17) : tensor<?x128xf8E4M3FN>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<?x128xf32>) outs(%33 : tensor<?x128xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %38 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %38 : f8E4M3FN
    } -> tensor<?x128xf8E4M3FN>
    %collapsed_9 = tensor.collapse_shape %34 [[0, 1]] : tensor<?x128xf8E4M3FN> into tensor<?xf8E4M3FN>
    %35 = affine.apply #map6()[%17]
    %36 = arith.divsi %35, %c256 : index
    %expanded_10 = tensor.expand_shape %collapsed_9 [[0, 1]] output_shape [%36, 256] : tensor<?xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %collapsed_11 = tensor.collapse_shape %29 [[0, 1]] : tensor<?x1xf32> into tensor<?xf32>
    %37 = arith.divsi %17, %c2 : index
    %expanded_12 = tensor.expand_shape %collapsed_11 [[0, 1]] output_shape [%37, 2] : tensor<?xf32> into tensor<?x2xf32>
    return %expanded_10, %expanded_12 : tensor<?x256xf8E4M3FN>, tensor<?x2xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.bfloat16: "0x0200000068BEAFBE373D493E6E3D8BBEA3BE4C3EA8BE6ABB823D3FBE9ABC16BC60BD7EBED0BD083E173EDFBEB6BDD03DB1BCF83DEB3D3E3D88BD793A973E00BDF23DF83D66BEF2BDB8BD2DBE043D363E9D3D523E40BED3BE1F3E5F3C813E183EF23D2DBEEBBEB9BE9FBD06BEA3BE62BE52BEBABE053EEBBD05BF813E07BEC5BC58BD0E3F763D733DF4BC133EA1BD7A3E313E273E573E26BF2F3E50BE4BBDCDBEBFBE8B3E0FBE35BDAC3E50BE3EBE2ABE04BF13BD0EBEE73D703E5E3E34BE42BEEDBD29BE9EBCEABE53BEA13EAB3B07BEEC3EE8BCA13E1BBE313E92BD883E4BBDBCBD75BE08BE88BE27BDE73B87BECFBBEEBD52BE5B3D49BD94BD37BE05BE25BE893D08BDADBE093E00BD2D3D523E23BEAD3ED1BDECBA99BD9FBE313E5F3E7FBD1C3F14BE833DF9BDB23CCABCAC3E80BDD13D78BC86BDCE3D12BE953D913E24BEF83DE4BE1CBEE73DC93E1BBEBCBE34BD2C3E803E963EAABEB03EE2BB0239BF3E013DE33EE03E3B3E81BE373DD03D463E3E3EB5BD93BEC7BEBCBD07BEBEBD6E3C8E3ECDBC313ED2BDBDBEEF3DDD3E2E3EC9BE3B3EA5BEBFBD4CBD6A3E18BD87BE013F843E833DE8BE72BE903E553EE0BDA83E143EDCBD1C3EA7BE4FBE68BE323E94BEEBBC38BE873DCABD613E183EEEBE63BE7D3EC5BEA03DCC3BED3B053EDC3DB1BDE83DC23C7C3E43BEEABD993D033FD23EBABEF83B5EBAF33EDABDDFBD613C8FBDDBBE"
    }
  }
#-}
