#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> ()>
#map6 = affine_map<() -> ()>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map8 = affine_map<(d0, d1) -> ()>
module {
  func.func @llama_nvfp4_unclamped_scale(%arg0: tensor<?x256xbf16>, %arg1: tensor<f32>) -> (tensor<?x256xf32>, tensor<?x16xf32>) {
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
    %cst_20 = arith.constant dense_resource<torch_tensor_256_torch.bfloat16> : tensor<256xbf16>
    %cst_21 = arith.constant 1.000000e-05 : f64
    %cst_22 = arith.constant 2.560000e+02 : f32
    %cst_23 = arith.constant -6.000000e+00 : f32
    %cst_24 = arith.constant 6.000000e+00 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %78 = arith.extf %in : bf16 to f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.addf %in, %out : f32
      linalg.yield %78 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.divf %in, %cst_22 : f32
      linalg.yield %78 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_21 : f64 to f32
      %79 = arith.addf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.rsqrt %in : f32
      linalg.yield %78 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %78 = arith.mulf %in, %in_27 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty(%dim) : tensor<?x256xbf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x256xf32>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %78 = arith.truncf %in : f32 to bf16
      linalg.yield %78 : bf16
    } -> tensor<?x256xbf16>
    %12 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_20, %11 : tensor<256xbf16>, tensor<?x256xbf16>) outs(%10 : tensor<?x256xbf16>) {
    ^bb0(%in: bf16, %in_27: bf16, %out: bf16):
      %78 = arith.mulf %in, %in_27 : bf16
      linalg.yield %78 : bf16
    } -> tensor<?x256xbf16>
    %expanded = tensor.expand_shape %12 [[0], [1, 2]] output_shape [%dim, 16, 16] : tensor<?x256xbf16> into tensor<?x16x16xbf16>
    %13 = tensor.empty(%dim) : tensor<?x16x16xbf16>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x16x16xbf16>) outs(%13 : tensor<?x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %78 = math.absf %in : bf16
      linalg.yield %78 : bf16
    } -> tensor<?x16x16xbf16>
    %15 = tensor.empty(%dim) : tensor<?x16xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<?x16xi64>) -> tensor<?x16xi64>
    %17 = tensor.empty(%dim) : tensor<?x16xbf16>
    %18 = linalg.fill ins(%cst_0 : bf16) outs(%17 : tensor<?x16xbf16>) -> tensor<?x16xbf16>
    %19:2 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%14 : tensor<?x16x16xbf16>) outs(%18, %16 : tensor<?x16xbf16>, tensor<?x16xi64>) {
    ^bb0(%in: bf16, %out: bf16, %out_27: i64):
      %78 = linalg.index 2 : index
      %79 = arith.index_cast %78 : index to i64
      %80 = arith.maximumf %in, %out : bf16
      %81 = arith.cmpf ogt, %in, %out : bf16
      %82 = arith.select %81, %79, %out_27 : i64
      linalg.yield %80, %82 : bf16, i64
    } -> (tensor<?x16xbf16>, tensor<?x16xi64>)
    %expanded_25 = tensor.expand_shape %19#0 [[0], [1, 2]] output_shape [%dim, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %20 = tensor.empty(%dim) : tensor<?x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25 : tensor<?x16x1xbf16>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %78 = arith.extf %in : bf16 to f32
      linalg.yield %78 : f32
    } -> tensor<?x16x1xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21 : tensor<?x16x1xf32>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.truncf %cst_19 : f64 to f32
      %79 = arith.mulf %in, %78 : f32
      linalg.yield %79 : f32
    } -> tensor<?x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %22 : tensor<f32>, tensor<?x16x1xf32>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %78 = arith.mulf %in, %in_27 : f32
      linalg.yield %78 : f32
    } -> tensor<?x16x1xf32>
    %24 = tensor.empty(%dim) : tensor<?x16x1xf8E4M3FN>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<?x16x1xf32>) outs(%24 : tensor<?x16x1xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %78 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %78 : f8E4M3FN
    } -> tensor<?x16x1xf8E4M3FN>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%25 : tensor<?x16x1xf8E4M3FN>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %78 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %78 : f32
    } -> tensor<?x16x1xf32>
    %27 = tensor.empty() : tensor<i1>
    %28 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg1 : tensor<f32>) outs(%27 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %78 : i1
    } -> tensor<i1>
    %29 = tensor.empty() : tensor<f32>
    %30 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = []} ins(%arg1 : tensor<f32>) outs(%29 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.cmpf one, %in, %cst : f32
      cf.assert %78, "unimplemented: tensor with zero element"
      %79 = arith.divf %cst_1, %in : f32
      linalg.yield %79 : f32
    } -> tensor<f32>
    %31 = linalg.generic {indexing_maps = [#map6, #map6, #map6, #map6], iterator_types = []} ins(%28, %cst_18, %30 : tensor<i1>, tensor<f32>, tensor<f32>) outs(%29 : tensor<f32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<f32>
    %32 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %31 : tensor<?x16x1xf32>, tensor<f32>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %78 = arith.mulf %in, %in_27 : f32
      linalg.yield %78 : f32
    } -> tensor<?x16x1xf32>
    %33 = tensor.empty(%dim) : tensor<?x16x1xi1>
    %34 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<?x16x1xf32>) outs(%33 : tensor<?x16x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.cmpf oeq, %in, %cst : f32
      linalg.yield %78 : i1
    } -> tensor<?x16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<?x16x1xf32>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.cmpf one, %in, %cst : f32
      cf.assert %78, "unimplemented: tensor with zero element"
      %79 = arith.divf %cst_1, %in : f32
      linalg.yield %79 : f32
    } -> tensor<?x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map5, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %cst_18, %35 : tensor<?x16x1xi1>, tensor<f32>, tensor<?x16x1xf32>) outs(%20 : tensor<?x16x1xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x16x1xf32>
    %37 = tensor.empty(%dim) : tensor<?x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<?x16x16xbf16>) outs(%37 : tensor<?x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %78 = arith.extf %in : bf16 to f32
      linalg.yield %78 : f32
    } -> tensor<?x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map3, #map7, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38, %36 : tensor<?x16x16xf32>, tensor<?x16x1xf32>) outs(%37 : tensor<?x16x16xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %78 = arith.mulf %in, %in_27 : f32
      linalg.yield %78 : f32
    } -> tensor<?x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<?x16x16xf32>) outs(%37 : tensor<?x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = arith.cmpf ult, %in, %cst_23 : f32
      %79 = arith.select %78, %cst_23, %in : f32
      %80 = arith.cmpf ugt, %79, %cst_24 : f32
      %81 = arith.select %80, %cst_24, %79 : f32
      linalg.yield %81 : f32
    } -> tensor<?x16x16xf32>
    %collapsed = tensor.collapse_shape %40 [[0], [1, 2]] : tensor<?x16x16xf32> into tensor<?x256xf32>
    %41 = tensor.empty(%dim) : tensor<?x256xi1>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %43 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.cmpf olt, %in, %cst : f32
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %44 = linalg.generic {indexing_maps = [#map, #map8, #map8, #map], iterator_types = ["parallel", "parallel"]} ins(%42, %cst_9, %cst_18 : tensor<?x256xi1>, tensor<f32>, tensor<f32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%43, %cst_8, %44 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %78 = math.absf %in : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf oge, %78, %cst_17 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ole, %78, %cst_16 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%47, %48 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %50 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%49, %cst_18, %46 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ogt, %78, %cst_16 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%50 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf olt, %78, %cst_15 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %53 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%51, %52 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %54 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%53, %cst_7, %50 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf oge, %78, %cst_15 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%54 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ole, %78, %cst_14 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%55, %56 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %58 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%57, %cst_9, %54 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ogt, %78, %cst_14 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf olt, %78, %cst_13 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %61 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%59, %60 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %62 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%61, %cst_6, %58 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf oge, %78, %cst_13 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%62 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ole, %78, %cst_12 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %65 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%63, %64 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %66 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %cst_5, %62 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ogt, %78, %cst_12 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%66 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf olt, %78, %cst_11 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%67, %68 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %70 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%69, %cst_4, %66 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf oge, %78, %cst_11 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%70 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ole, %78, %cst_10 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %73 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%71, %72 : tensor<?x256xi1>, tensor<?x256xi1>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: i1, %in_27: i1, %out: i1):
      %78 = arith.andi %in, %in_27 : i1
      linalg.yield %78 : i1
    } -> tensor<?x256xi1>
    %74 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%73, %cst_3, %70 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%74 : tensor<?x256xf32>) outs(%41 : tensor<?x256xi1>) {
    ^bb0(%in: f32, %out: i1):
      %78 = arith.extf %in : f32 to f64
      %79 = arith.cmpf ogt, %78, %cst_10 : f64
      linalg.yield %79 : i1
    } -> tensor<?x256xi1>
    %76 = linalg.generic {indexing_maps = [#map, #map8, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%75, %cst_2, %74 : tensor<?x256xi1>, tensor<f32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: i1, %in_27: f32, %in_28: f32, %out: f32):
      %78 = arith.select %in, %in_27, %in_28 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%76, %45 : tensor<?x256xf32>, tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_27: f32, %out: f32):
      %78 = arith.mulf %in, %in_27 : f32
      linalg.yield %78 : f32
    } -> tensor<?x256xf32>
    %collapsed_26 = tensor.collapse_shape %26 [[0], [1, 2]] : tensor<?x16x1xf32> into tensor<?x16xf32>
    return %77, %collapsed_26 : tensor<?x256xf32>, tensor<?x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.bfloat16: "0x02000000463F293F863F993F873F3B3F2E3F993F2C3F7F3F883F503F7B3F7E3F723F403F663F913F933F103F693F8D3F7A3F8F3F8F3F863F6F3F803FA63F783F8F3F903F473F623F693F553F843F973F8A3F9A3F503F163F943F823FA03F933F8F3F553F0A3F243F6C3F5F3F2F3F483F4B3F233F913F633FF73EA03F5E3F7A3F723FC73F883F883F783F923F6C3F9F3F963F953F9B3FB53E963F4C3F733F1A3F213FA33F5C3F753FAB3F4C3F503F563FF93E773F5C3F8E3F9E3F9C3F533F4F3F623F563F7B3F0B3F4B3FA83F813F5E3FBB3F793FA83F593F963F6E3FA23F733F683F433F5E3F3C3F763F813F3C3F7E3F623F4C3F873F733F6D3F523F5F3F573F893F783F293F913F783F853F9A3F573FAB3F663F803F6D3F313F963F9C3F703FCE3F5B3F883F613F833F7A3FAB3F703F8D3F7C3F6F3F8D3F5B3F893FA43F573F903F0E3F593F8E3FB23F593F223F753F963FA03FA63F2B3FAC3F7E3F803FB03F843FB93FB83F973F3F3F863F8D3F993F983F693F373F1D3F683F5E3F683F823FA43F7A3F963F663F223F8F3FB73F963F1C3F973F2D3F683F733F9D3F773F3C3FC13FA13F883F0C3F433FA43F9B3F643FAA3F933F653F933F2D3F4C3F463F963F363F793F523F883F673F9C3F933F093F473FA03F1E3F8A3F813F813F913F8E3F6A3F8E3F833FA03F4F3F633F8A3FC13FB53F233F813F803FBD3F653F643F823F6E3F133F"
    }
  }
#-}
