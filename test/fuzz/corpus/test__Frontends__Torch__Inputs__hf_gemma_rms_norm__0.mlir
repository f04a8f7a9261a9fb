#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @hf_gemma_rms_norm(%arg0: tensor<?x128xbf16>) -> tensor<?x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 1.280000e+02 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %16 = arith.extf %in : bf16 to f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x128xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %out : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.divf %in, %cst_2 : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.truncf %cst_1 : f64 to f32
      %17 = arith.addf %in, %16 : f32
      linalg.yield %17 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = math.rsqrt %in : f32
      linalg.yield %16 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %16 = arith.mulf %in, %in_4 : f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %10 = tensor.empty() : tensor<128xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_0 : tensor<128xbf16>) outs(%10 : tensor<128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %16 = arith.extf %in : bf16 to f32
      linalg.yield %16 : f32
    } -> tensor<128xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%11 : tensor<128xf32>) outs(%10 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %16 = arith.addf %in, %cst_3 : f32
      linalg.yield %16 : f32
    } -> tensor<128xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %12 : tensor<?x128xf32>, tensor<128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %16 = arith.mulf %in, %in_4 : f32
      linalg.yield %16 : f32
    } -> tensor<?x128xf32>
    %14 = tensor.empty(%dim) : tensor<?x128xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x128xf32>) outs(%14 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %16 = arith.truncf %in : f32 to bf16
      linalg.yield %16 : bf16
    } -> tensor<?x128xbf16>
    return %15 : tensor<?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16: "0x02000000813E55BD503C903C90BE44BEB63E76BEDA3E6BBE743EA73D633E1A3E8EBD46BF553E81BC1FBEA5BEDCBC663CA3BD4A3F833E12BF933EC6BE09BEFD3C963D293EA0BD92BE473E993E01BEAD3EED3E05BC9E3D03BD453E8B3E41BD853E50BEF93D873D33BEF13D66BE5E3E9B3E25BC6DBE353E04BFCA3D30BEA63DAD3ED0BE76BD5EBD6BBECBBD2D3E66BE2EBEDB3D0E3F393EC1BE0D3FCF3C043EB6BE9D3CAEBD9D3EA7BEB33E84BEABBDB63D563EA4BEC2BE303EF5BE79BE39BD80BE8EBE80BD07BE08BE21BEAFBE29BE0A3F70BE03BEB43E263ED0BEDB3E4C3E85BED13E92BE463C03BFC4BE0D3D50BEF43CC13D38BE9B3E91BE7BBEA2BE6B3C05BF20BF3B3B"
    }
  }
#-}
