#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> ()>
module {
  func.func @gemma_static_fp8(%arg0: tensor<?x256xbf16>, %arg1: tensor<f32>) -> tensor<?x256xf8E4M3FN> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_256_torch.bfloat16> : tensor<256xbf16>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant -4.480000e+02 : f32
    %cst_5 = arith.constant 4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %21 = arith.extf %in : bf16 to f32
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.divf %in, %cst_2 : f32
      linalg.yield %21 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.truncf %cst_1 : f64 to f32
      %22 = arith.addf %in, %21 : f32
      linalg.yield %22 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = math.rsqrt %in : f32
      linalg.yield %21 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.mulf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty() : tensor<256xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_0 : tensor<256xbf16>) outs(%10 : tensor<256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %21 = arith.extf %in : bf16 to f32
      linalg.yield %21 : f32
    } -> tensor<256xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<256xf32>) outs(%10 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %cst_3 : f32
      linalg.yield %21 : f32
    } -> tensor<256xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<?x256xf32>, tensor<256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.mulf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %14 = tensor.empty(%dim) : tensor<?x256xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x256xf32>) outs(%14 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %21 = arith.truncf %in : f32 to bf16
      linalg.yield %21 : bf16
    } -> tensor<?x256xbf16>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %21 = arith.extf %in : bf16 to f32
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %arg1 : tensor<?x256xf32>, tensor<f32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %21 = arith.divf %in, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<?x256xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.cmpf ult, %in, %cst_4 : f32
      %22 = arith.select %21, %cst_4, %in : f32
      %23 = arith.cmpf ugt, %22, %cst_5 : f32
      %24 = arith.select %23, %cst_5, %22 : f32
      linalg.yield %24 : f32
    } -> tensor<?x256xf32>
    %19 = tensor.empty(%dim) : tensor<?x256xf8E4M3FN>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<?x256xf32>) outs(%19 : tensor<?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %21 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %21 : f8E4M3FN
    } -> tensor<?x256xf8E4M3FN>
    return %20 : tensor<?x256xf8E4M3FN>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.bfloat16: "0x0200000068BEAFBE373D493E6E3D8BBEA3BE4C3EA8BE6ABB823D3FBE9ABC16BC60BD7EBED0BD083E173EDFBEB6BDD03DB1BCF83DEB3D3E3D88BD793A973E00BDF23DF83D66BEF2BDB8BD2DBE043D363E9D3D523E40BED3BE1F3E5F3C813E183EF23D2DBEEBBEB9BE9FBD06BEA3BE62BE52BEBABE053EEBBD05BF813E07BEC5BC58BD0E3F763D733DF4BC133EA1BD7A3E313E273E573E26BF2F3E50BE4BBDCDBEBFBE8B3E0FBE35BDAC3E50BE3EBE2ABE04BF13BD0EBEE73D703E5E3E34BE42BEEDBD29BE9EBCEABE53BEA13EAB3B07BEEC3EE8BCA13E1BBE313E92BD883E4BBDBCBD75BE08BE88BE27BDE73B87BECFBBEEBD52BE5B3D49BD94BD37BE05BE25BE893D08BDADBE093E00BD2D3D523E23BEAD3ED1BDECBA99BD9FBE313E5F3E7FBD1C3F14BE833DF9BDB23CCABCAC3E80BDD13D78BC86BDCE3D12BE953D913E24BEF83DE4BE1CBEE73DC93E1BBEBCBE34BD2C3E803E963EAABEB03EE2BB0239BF3E013DE33EE03E3B3E81BE373DD03D463E3E3EB5BD93BEC7BEBCBD07BEBEBD6E3C8E3ECDBC313ED2BDBDBEEF3DDD3E2E3EC9BE3B3EA5BEBFBD4CBD6A3E18BD87BE013F843E833DE8BE72BE903E553EE0BDA83E143EDCBD1C3EA7BE4FBE68BE323E94BEEBBC38BE873DCABD613E183EEEBE63BE7D3EC5BEA03DCC3BED3B053EDC3DB1BDE83DC23C7C3E43BEEABD993D033FD23EBABEF83B5EBAF33EDABDDFBD613C8FBDDBBE"
    }
  }
#-}
