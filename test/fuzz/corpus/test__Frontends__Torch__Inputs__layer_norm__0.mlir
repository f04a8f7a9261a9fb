#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @layer_norm(%arg0: tensor<?x128xbf16>) -> tensor<?x128xbf16> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16_1> : tensor<128xbf16>
    %cst_2 = arith.constant dense_resource<torch_tensor_128_torch.bfloat16> : tensor<128xbf16>
    %cst_3 = arith.constant 1.000000e-05 : f64
    %cst_4 = arith.constant 1.280000e+02 : f64
    %cst_5 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xbf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %25 = arith.extf %in : bf16 to f32
      linalg.yield %25 : f32
    } -> tensor<?x128xf32>
    %2 = tensor.empty(%dim) : tensor<?x128xf64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x128xf32>) outs(%2 : tensor<?x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %25 = arith.extf %in : f32 to f64
      linalg.yield %25 : f64
    } -> tensor<?x128xf64>
    %4 = tensor.empty(%dim) : tensor<?x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<?x1xf64>) -> tensor<?x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%3 : tensor<?x128xf64>) outs(%5 : tensor<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %25 = arith.addf %in, %out : f64
      linalg.yield %25 : f64
    } -> tensor<?x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf64>) outs(%4 : tensor<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %25 = arith.divf %in, %cst_4 : f64
      linalg.yield %25 : f64
    } -> tensor<?x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %7 : tensor<?x128xf64>, tensor<?x1xf64>) outs(%2 : tensor<?x128xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %25 = arith.subf %in, %in_6 : f64
      linalg.yield %25 : f64
    } -> tensor<?x128xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %8 : tensor<?x128xf64>, tensor<?x128xf64>) outs(%2 : tensor<?x128xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %25 = arith.mulf %in, %in_6 : f64
      linalg.yield %25 : f64
    } -> tensor<?x128xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%9 : tensor<?x128xf64>) outs(%5 : tensor<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %25 = arith.addf %in, %out : f64
      linalg.yield %25 : f64
    } -> tensor<?x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x1xf64>) outs(%4 : tensor<?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %25 = arith.divf %in, %cst_4 : f64
      linalg.yield %25 : f64
    } -> tensor<?x1xf64>
    %12 = tensor.empty(%dim) : tensor<?x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<?x1xf64>) outs(%12 : tensor<?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %25 = arith.truncf %in : f64 to f32
      linalg.yield %25 : f32
    } -> tensor<?x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x128xf32>) outs(%14 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.addf %in, %out : f32
      linalg.yield %25 : f32
    } -> tensor<?x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<?x1xf32>) outs(%12 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.divf %in, %cst_5 : f32
      linalg.yield %25 : f32
    } -> tensor<?x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<?x1xf32>) outs(%12 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.truncf %cst_3 : f64 to f32
      %26 = arith.addf %in, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<?x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<?x1xf32>) outs(%12 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = math.rsqrt %in : f32
      linalg.yield %25 : f32
    } -> tensor<?x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %16 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %25 = arith.subf %in, %in_6 : f32
      linalg.yield %25 : f32
    } -> tensor<?x128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %18 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %25 = arith.mulf %in, %in_6 : f32
      linalg.yield %25 : f32
    } -> tensor<?x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_2 : tensor<?x128xf32>, tensor<128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_6: bf16, %out: f32):
      %25 = arith.extf %in_6 : bf16 to f32
      %26 = arith.mulf %in, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<?x128xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%21, %cst_1 : tensor<?x128xf32>, tensor<128xbf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_6: bf16, %out: f32):
      %25 = arith.extf %in_6 : bf16 to f32
      %26 = arith.addf %in, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<?x128xf32>
    %23 = tensor.empty(%dim) : tensor<?x128xbf16>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<?x128xf32>) outs(%23 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %25 = arith.truncf %in : f32 to bf16
      linalg.yield %25 : bf16
    } -> tensor<?x128xbf16>
    return %24 : tensor<?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_128_torch.bfloat16: "0x02000000803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F803F"
    }
  }
#-}
