#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1) -> ()>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func private @llama_decoder_nvfp4(%arg0: tensor<?x256xbf16>, %arg1: tensor<?x256xbf16>, %arg2: tensor<f32>, %arg3: tensor<256xbf16>) -> (tensor<?x256xf32>, tensor<?x16xf32>, tensor<?x256xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF80 : bf16
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<6.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<4.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<3.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_6 = arith.constant dense<1.500000e+00> : tensor<f32>
    %cst_7 = arith.constant dense<5.000000e-01> : tensor<f32>
    %cst_8 = arith.constant dense<-1.000000e+00> : tensor<f32>
    %cst_9 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = arith.constant 5.000000e+00 : f64
    %cst_11 = arith.constant 3.500000e+00 : f64
    %cst_12 = arith.constant 2.500000e+00 : f64
    %cst_13 = arith.constant 1.750000e+00 : f64
    %cst_14 = arith.constant 1.250000e+00 : f64
    %cst_15 = arith.constant 7.500000e-01 : f64
    %cst_16 = arith.constant 2.500000e-01 : f64
    %cst_17 = arith.constant 0.000000e+00 : f64
    %cst_18 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_19 = arith.constant 0.16666666666666666 : f64
    %cst_20 = arith.constant 1.000000e-05 : f64
    %cst_21 = arith.constant 2.560000e+02 : f32
    %cst_22 = arith.constant -4.480000e+02 : f32
    %cst_23 = arith.constant 4.480000e+02 : f32
    %cst_24 = arith.constant -6.000000e+00 : f32
    %cst_25 = arith.constant 6.000000e+00 : f32
    %dim = tensor.dim %arg1, %c0 : tensor<?x256xbf16>
    %dim_26 = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = arith.cmpi eq, %dim, %dim_26 : index
    cf.assert %0, "mismatched size for broadcast"
    %1 = tensor.empty(%dim) : tensor<?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1, %arg0 : tensor<?x256xbf16>, tensor<?x256xbf16>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %81 = arith.addf %in, %in_29 : bf16
      linalg.yield %81 : bf16
    } -> tensor<?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?x256xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x256xbf16>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %81 = arith.extf %in : bf16 to f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %6 = tensor.empty(%dim) : tensor<?x1xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<?x256xf32>) outs(%7 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.addf %in, %out : f32
      linalg.yield %81 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.divf %in, %cst_21 : f32
      linalg.yield %81 : f32
    } -> tensor<?x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.truncf %cst_20 : f64 to f32
      %82 = arith.addf %in, %81 : f32
      linalg.yield %82 : f32
    } -> tensor<?x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<?x1xf32>) outs(%6 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = math.rsqrt %in : f32
      linalg.yield %81 : f32
    } -> tensor<?x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %11 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %81 = arith.mulf %in, %in_29 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x256xf32>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %81 = arith.truncf %in : f32 to bf16
      linalg.yield %81 : bf16
    } -> tensor<?x256xbf16>
    %14 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %13 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%1 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_29: bf16, %out: bf16):
      %81 = arith.mulf %in, %in_29 : bf16
      linalg.yield %81 : bf16
    } -> tensor<?x256xbf16>
    %expanded = tensor.expand_shape %14 [[0], [1, 2]] output_shape [%dim, 16, 16] : tensor<?x256xbf16> into tensor<?x16x16xbf16>
    %15 = tensor.empty(%dim) : tensor<?x16x16xbf16>
    %16 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x16x16xbf16>) outs(%15 : tensor<?x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %81 = math.absf %in : bf16
      linalg.yield %81 : bf16
    } -> tensor<?x16x16xbf16>
    %17 = tensor.empty(%dim) : tensor<?x16xi64>
    %18 = linalg.fill ins(%c0_i64 : i64) outs(%17 : tensor<?x16xi64>) -> tensor<?x16xi64>
    %19 = tensor.empty(%dim) : tensor<?x16xbf16>
    %20 = linalg.fill ins(%cst_0 : bf16) outs(%19 : tensor<?x16xbf16>) -> tensor<?x16xbf16>
    %21:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%16 : tensor<?x16x16xbf16>) outs(%20, %18 : tensor<?x16xbf16>, tensor<?x16xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_29: i64):
      %81 = linalg.index 2 : index
      %82 = arith.index_cast %81 : index to i64
      %83 = arith.maximumf %in, %out : bf16
      %84 = arith.cmpf ogt, %in, %out : bf16
      %85 = arith.select %84, %82, %out_29 : i64
      linalg.yield %83, %85 : bf16, i64
    } -> (tensor<?x16xbf16>, tensor<?x16xi64>)
    %expanded_27 = tensor.expand_shape %21#0 [[0], [1, 2]] output_shape [%dim, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %22 = tensor.empty(%dim) : tensor<?x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<?x16x1xbf16>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %81 = arith.extf %in : bf16 to f32
      linalg.yield %81 : f32
    } -> tensor<?x16x1xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<?x16x1xf32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.truncf %cst_19 : f64 to f32
      %82 = arith.mulf %in, %81 : f32
      linalg.yield %82 : f32
    } -> tensor<?x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg2, %24 : tensor<f32>, tensor<?x16x1xf32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %81 = arith.mulf %in, %in_29 : f32
      linalg.yield %81 : f32
    } -> tensor<?x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<?x16x1xf32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.cmpf ult, %in, %cst_22 : f32
      %82 = arith.select %81, %cst_22, %in : f32
      %83 = arith.cmpf ugt, %82, %cst_23 : f32
      %84 = arith.select %83, %cst_23, %82 : f32
      linalg.yield %84 : f32
    } -> tensor<?x16x1xf32>
    %27 = tensor.empty(%dim) : tensor<?x16x1xf8E4M3FN>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<?x16x1xf32>) outs(%27 : tensor<?x16x1xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %81 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %81 : f8E4M3FN
    } -> tensor<?x16x1xf8E4M3FN>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<?x16x1xf8E4M3FN>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %81 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %81 : f32
    } -> tensor<?x16x1xf32>
    %30 = tensor.empty() : tensor<i1>
    %31 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg2 : tensor<f32>) outs(%30 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %81 : i1
    } -> tensor<i1>
    %32 = tensor.empty() : tensor<f32>
    %33 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg2 : tensor<f32>) outs(%32 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.cmpf one, %in, %cst : f32
      cf.assert %81, "unimplemented: tensor with zero element"
      %82 = arith.divf %cst_1, %in : f32
      linalg.yield %82 : f32
    } -> tensor<f32>
    %34 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = []} ins(%31, %cst_18, %33 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%32 : tensor<f32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<f32>
    %35 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %34 : tensor<?x16x1xf32>, tensor<f32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %81 = arith.mulf %in, %in_29 : f32
      linalg.yield %81 : f32
    } -> tensor<?x16x1xf32>
    %36 = tensor.empty(%dim) : tensor<?x16x1xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<?x16x1xf32>) outs(%36 : tensor<?x16x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %81 : i1
    } -> tensor<?x16x1xi1>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<?x16x1xf32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.cmpf one, %in, %cst : f32
      cf.assert %81, "unimplemented: tensor with zero element"
      %82 = arith.divf %cst_1, %in : f32
      linalg.yield %82 : f32
    } -> tensor<?x16x1xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37, %cst_18, %38 : tensor<?x16x1xi1>, tensor<f32>, tensor<?x16x1xf32>) outs(%22 : tensor<?x16x1xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x16x1xf32>
    %40 = tensor.empty(%dim) : tensor<?x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x16x16xbf16>) outs(%40 : tensor<?x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %81 = arith.extf %in : bf16 to f32
      linalg.yield %81 : f32
    } -> tensor<?x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %39 : tensor<?x16x16xf32>, tensor<?x16x1xf32>) outs(%40 : tensor<?x16x16xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %81 = arith.mulf %in, %in_29 : f32
      linalg.yield %81 : f32
    } -> tensor<?x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<?x16x16xf32>) outs(%40 : tensor<?x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = arith.cmpf ult, %in, %cst_24 : f32
      %82 = arith.select %81, %cst_24, %in : f32
      %83 = arith.cmpf ugt, %82, %cst_25 : f32
      %84 = arith.select %83, %cst_25, %82 : f32
      linalg.yield %84 : f32
    } -> tensor<?x16x16xf32>
    %collapsed = tensor.collapse_shape %43 [[0], [1, 2]] : tensor<?x16x16xf32> into tensor<?x256xf32>
    %44 = tensor.empty(%dim) : tensor<?x256xi1>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.cmpf olt, %in, %cst : f32
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map8, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%45, %cst_9, %cst_18 : tensor<?x256xi1>, tensor<f32>, tensor<f32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_8, %47 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %81 = math.absf %in : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf oge, %81, %cst_17 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ole, %81, %cst_16 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %52 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%50, %51 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %53 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%52, %cst_18, %49 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ogt, %81, %cst_16 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf olt, %81, %cst_15 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%54, %55 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %57 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_7, %53 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf oge, %81, %cst_15 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%57 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ole, %81, %cst_14 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %60 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%58, %59 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %61 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%60, %cst_9, %57 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %62 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ogt, %81, %cst_14 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf olt, %81, %cst_13 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %64 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%62, %63 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %65 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%64, %cst_6, %61 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf oge, %81, %cst_13 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%65 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ole, %81, %cst_12 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %68 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %69 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%68, %cst_5, %65 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ogt, %81, %cst_12 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%69 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf olt, %81, %cst_11 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_4, %69 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf oge, %81, %cst_11 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ole, %81, %cst_10 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %76 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_29: i1, %out: i1):
      %81 = arith.andi %in, %in_29 : i1
      linalg.yield %81 : i1
    } -> tensor<?x256xi1>
    %77 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_3, %73 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<?x256xf32>) outs(%44 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %81 = arith.extf %in : f32 to f64
      %82 = arith.cmpf ogt, %81, %cst_10 : f64
      linalg.yield %82 : i1
    } -> tensor<?x256xi1>
    %79 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%78, %cst_2, %77 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_29: f32, %in_30: f32, %out: f32):
      %81 = arith.select %in, %in_29, %in_30 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%79, %48 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%3 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_29: f32, %out: f32):
      %81 = arith.mulf %in, %in_29 : f32
      linalg.yield %81 : f32
    } -> tensor<?x256xf32>
    %collapsed_28 = tensor.collapse_shape %29 [[0], [1, 2]] : tensor<?x16x1xf32> into tensor<?x16xf32>
    return %80, %collapsed_28, %2 : tensor<?x256xf32>, tensor<?x16xf32>, tensor<?x256xbf16>
  }

  func.func @llama_decoder_nvfp4_boundary(%partial: tensor<?x256xbf16>, %residual: tensor<?x256xbf16>, %scale: tensor<f32>, %weight: tensor<256xbf16>) -> (tensor<?x256xf32>, tensor<?x16xf32>, tensor<?x256xbf16>) {
    %owed = tp.mark_partial %partial : tensor<?x256xbf16> -> !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>>
    %sum = tp.all_reduce %owed : !tp.partial<tensor<?x256xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x256xbf16>
    %r0, %r1, %r2 = func.call @llama_decoder_nvfp4(%sum, %residual, %scale, %weight) : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<f32>, tensor<256xbf16>) -> (tensor<?x256xf32>, tensor<?x16xf32>, tensor<?x256xbf16>)
    return %r0, %r1, %r2 : tensor<?x256xf32>, tensor<?x16xf32>, tensor<?x256xbf16>
  }
}
