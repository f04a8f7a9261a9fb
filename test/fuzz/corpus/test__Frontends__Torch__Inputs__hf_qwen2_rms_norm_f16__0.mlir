#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @hf_qwen2_rms_norm_f16(%arg0: tensor<?x128xf16>) -> tensor<?x128xf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_128_torch.float16> : tensor<128xf16>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xf16>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x128xf16>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %13 = arith.extf %in : f16 to f32
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x128xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_2 : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.truncf %cst_1 : f64 to f32
      %14 = arith.addf %in, %13 : f32
      linalg.yield %14 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.rsqrt %in : f32
      linalg.yield %13 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %13 = arith.mulf %in, %in_3 : f32
      linalg.yield %13 : f32
    } -> tensor<?x128xf32>
    %10 = tensor.empty(%dim) : tensor<?x128xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x128xf32>) outs(%10 : tensor<?x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %13 = arith.truncf %in : f32 to f16
      linalg.yield %13 : f16
    } -> tensor<?x128xf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %11 : tensor<128xf16>, tensor<?x128xf16>) outs(%10 : tensor<?x128xf16>) {
    ^bb0(%in: f16, %in_3: f16, %out: f16):
      %13 = arith.mulf %in, %in_3 : f16
      linalg.yield %13 : f16
    } -> tensor<?x128xf16>
    return %12 : tensor<?x128xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float16: "0x02000000033D963B0D3C123CC239773A6B3D153AB43D2B3AF43C533CE33C9A3C723B4833D53CE03BC23A6D39C93B0E3C5D3B283F053DDC36263DE938EE3A203C4B3CA93C603BB739C73C333DFE3A593DDA3DEF3B4F3CBE3BC53C163DA03B0A3D613A7D3C433C993A793C333ADE3C363DEB3B273AB53CBD37653C9F3A533C5B3DC238853B913B2A3A353BAD3C343AA53A6D3C3A3EB93CFE38353E1A3C843C2939143C523B3B3D6239663DEF39553B5B3CD63C7039F638B03C2D380F3AA33B003AC639803BF23AF13ABE3A4439AD3A263E203AF93A693DA63CC238B53DCC3CEE39A23DB8390C3CD437EE38233C603A1E3C613C8F3A363DBE390B3A77390F3CAD37FC35033C"
    }
  }
#-}
