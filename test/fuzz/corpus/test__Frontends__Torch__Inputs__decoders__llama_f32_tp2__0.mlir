#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<()[s0] -> (s0 + 1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map9 = affine_map<(d0, d1, d2) -> ()>
#map10 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map17 = affine_map<(d0, d1, d2, d3) -> ()>
#map18 = affine_map<(d0, d1, d2) -> (d2)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<20672xf32>) -> tensor<1x?x64xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 6.400000e+01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_8 = arith.constant 2.500000e-01 : f32
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [2048] [1] : tensor<20672xf32> to tensor<2048xf32>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [32, 64] : tensor<2048xf32> into tensor<32x64xf32>
    %extracted_slice_10 = tensor.extract_slice %arg1[2048] [2048] [1] : tensor<20672xf32> to tensor<2048xf32>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [32, 64] : tensor<2048xf32> into tensor<32x64xf32>
    %extracted_slice_12 = tensor.extract_slice %arg1[4096] [1024] [1] : tensor<20672xf32> to tensor<1024xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [16, 64] : tensor<1024xf32> into tensor<16x64xf32>
    %extracted_slice_14 = tensor.extract_slice %arg1[5120] [1024] [1] : tensor<20672xf32> to tensor<1024xf32>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [16, 64] : tensor<1024xf32> into tensor<16x64xf32>
    %extracted_slice_16 = tensor.extract_slice %arg1[6144] [2048] [1] : tensor<20672xf32> to tensor<2048xf32>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [64, 32] : tensor<2048xf32> into tensor<64x32xf32>
    %extracted_slice_18 = tensor.extract_slice %arg1[8192] [4096] [1] : tensor<20672xf32> to tensor<4096xf32>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
    %extracted_slice_20 = tensor.extract_slice %arg1[12288] [4096] [1] : tensor<20672xf32> to tensor<4096xf32>
    %expanded_21 = tensor.expand_shape %extracted_slice_20 [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
    %extracted_slice_22 = tensor.extract_slice %arg1[16384] [4096] [1] : tensor<20672xf32> to tensor<4096xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
    %extracted_slice_24 = tensor.extract_slice %arg1[20480] [64] [1] : tensor<20672xf32> to tensor<64xf32>
    %extracted_slice_25 = tensor.extract_slice %arg1[20544] [64] [1] : tensor<20672xf32> to tensor<64xf32>
    %extracted_slice_26 = tensor.extract_slice %arg1[20608] [64] [1] : tensor<20672xf32> to tensor<64xf32>
    %1 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: i64, %out: f32):
      %206 = arith.index_cast %in : i64 to index
      %207 = linalg.index 2 : index
      %208 = arith.cmpi slt, %206, %c32 : index
      cf.assert %208, "index must be smaller than dim size"
      %209 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %209, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%206, %207] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x64xf32>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %206 = linalg.index 0 : index
      %207 = arith.index_cast %206 : index to i64
      linalg.yield %207 : i64
    } -> tensor<?xi64>
    %expanded_27 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_28 = tensor.extract_slice %expanded_27[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %206 = arith.subi %in, %c1_i64 : i64
      linalg.yield %206 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_27 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_29 = tensor.dim %expanded_27, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_29]
    %11 = arith.index_cast %10 : index to i64
    %12 = arith.minsi %11, %c0_i64 : i64
    %13 = arith.index_cast %12 : i64 to index
    %14 = arith.cmpi slt, %dim, %c0 : index
    %15 = arith.addi %dim, %10 : index
    %16 = arith.select %14, %15, %dim : index
    %17 = arith.cmpi slt, %16, %c0 : index
    %18 = arith.select %17, %c-1, %16 : index
    %19 = arith.minsi %18, %10 : index
    %20 = arith.subi %19, %13 : index
    %21 = arith.maxsi %20, %c0 : index
    %extracted_slice_30 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %22 = arith.minsi %11, %c1_i64 : i64
    %23 = arith.index_cast %22 : i64 to index
    %24 = arith.index_cast %9 : i64 to index
    %25 = arith.cmpi slt, %24, %c0 : index
    %26 = arith.addi %24, %10 : index
    %27 = arith.select %25, %26, %24 : index
    %28 = arith.cmpi slt, %27, %c0 : index
    %29 = arith.select %28, %c-1, %27 : index
    %30 = arith.minsi %29, %10 : index
    %31 = arith.subi %30, %23 : index
    %32 = arith.maxsi %31, %c0 : index
    %extracted_slice_31 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_31, %extracted_slice_30 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_93: i64, %out: i64):
      %206 = arith.subi %in, %in_93 : i64
      linalg.yield %206 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %206 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %206 : i1
    } -> tensor<1x?xi1>
    %expanded_32 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_33 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_93: i64, %out: i1):
      %206 = arith.cmpi sle, %in, %in_93 : i64
      linalg.yield %206 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %206 = arith.extui %in : i1 to i64
      linalg.yield %206 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_93: i64, %in_94: i64, %out: i64):
      %206 = arith.select %in, %in_93, %in_94 : i64
      linalg.yield %206 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %206 = arith.addi %in, %out : i64
      linalg.yield %206 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_34 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_35 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_36 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_37 = tensor.dim %expanded_35, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_37) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_93: i64, %out: i64):
      %206 = arith.cmpi slt, %in, %c0_i64 : i64
      %207 = arith.addi %in, %c1_i64 : i64
      %208 = arith.select %206, %207, %in : i64
      %209 = arith.index_cast %208 : i64 to index
      %210 = arith.cmpi slt, %in_93, %c0_i64 : i64
      %211 = arith.addi %in_93, %0 : i64
      %212 = arith.select %210, %211, %in_93 : i64
      %213 = arith.index_cast %212 : i64 to index
      %extracted = tensor.extract %expanded_27[%209, %213] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_38 = tensor.dim %expanded_36, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_38) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_36 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_93: i64, %out: i64):
      %206 = arith.cmpi slt, %in, %c0_i64 : i64
      %207 = arith.addi %in, %c1_i64 : i64
      %208 = arith.select %206, %207, %in : i64
      %209 = arith.index_cast %208 : i64 to index
      %210 = arith.cmpi slt, %in_93, %c0_i64 : i64
      %211 = arith.addi %in_93, %0 : i64
      %212 = arith.select %210, %211, %in_93 : i64
      %213 = arith.index_cast %212 : i64 to index
      %extracted = tensor.extract %expanded_27[%209, %213] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_37, %dim_38) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_93: i64, %out: i1):
      %206 = arith.cmpi sle, %in, %in_93 : i64
      linalg.yield %206 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_93: i1, %out: i1):
      %206 = arith.andi %in, %in_93 : i1
      linalg.yield %206 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_93: i64, %out: i64):
      %206 = arith.cmpi slt, %in, %c0_i64 : i64
      %207 = arith.addi %in, %c1_i64 : i64
      %208 = arith.select %206, %207, %in : i64
      %209 = arith.index_cast %208 : i64 to index
      %210 = arith.cmpi slt, %in_93, %c0_i64 : i64
      %211 = arith.addi %in_93, %0 : i64
      %212 = arith.select %210, %211, %in_93 : i64
      %213 = arith.index_cast %212 : i64 to index
      %extracted = tensor.extract %47[%209, %213] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_36 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_93: i64, %out: i64):
      %206 = arith.cmpi slt, %in, %c0_i64 : i64
      %207 = arith.addi %in, %c1_i64 : i64
      %208 = arith.select %206, %207, %in : i64
      %209 = arith.index_cast %208 : i64 to index
      %210 = arith.cmpi slt, %in_93, %c0_i64 : i64
      %211 = arith.addi %in_93, %0 : i64
      %212 = arith.select %210, %211, %in_93 : i64
      %213 = arith.index_cast %212 : i64 to index
      %extracted = tensor.extract %47[%209, %213] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_93: i64, %out: i1):
      %206 = arith.cmpi eq, %in, %in_93 : i64
      linalg.yield %206 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_93: i1, %out: i1):
      %206 = arith.andi %in, %in_93 : i1
      linalg.yield %206 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %206 = linalg.index 2 : index
      %207 = linalg.index 3 : index
      %208 = arith.cmpi eq, %dim_37, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %210 = arith.cmpi eq, %dim_38, %c1 : index
      %211 = arith.select %210, %c0, %207 : index
      %extracted = tensor.extract %60[%c0, %c0, %209, %211] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xf32>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%64 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_93: f32, %in_94: f32, %out: f32):
      %206 = arith.select %in, %in_93, %in_94 : f32
      linalg.yield %206 : f32
    } -> tensor<1x1x?x?xf32>
    %expanded_39 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %206 = arith.sitofp %in : i64 to f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_6 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%68 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x8xf32>
    %concat_40 = tensor.concat dim(2) %69, %69 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_41 = tensor.dim %69, %c1 : tensor<1x?x8xf32>
    %70 = tensor.empty(%dim_41) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_40 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.cos %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_40 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.sin %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %out : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.divf %in, %cst_7 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_5 : f64 to f32
      %207 = arith.addf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<1x?x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.rsqrt %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %78 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %80 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %79 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %81 = tensor.empty() : tensor<64x32xf32>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<32x64xf32>) outs(%81 : tensor<64x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %80 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %82 = tensor.empty(%dim) : tensor<?x32xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %84 = linalg.matmul ins(%collapsed, %transposed : tensor<?x64xf32>, tensor<64x32xf32>) outs(%83 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_42 = tensor.expand_shape %84 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %85 = arith.cmpi slt, %0, %c0_i64 : i64
    %86 = arith.select %85, %c1_i64, %0 : i64
    %87 = arith.extui %85 : i1 to i64
    %88 = arith.addi %87, %c1_i64 : i64
    %89 = arith.muli %86, %c16_i64 : i64
    %90 = arith.cmpi sle, %88, %c1_i64 : i64
    cf.assert %90, "must have at most one inferred (negative) dimension"
    %91 = arith.muli %0, %c32_i64 : i64
    %92 = arith.divsi %91, %89 : i64
    %93 = arith.select %85, %92, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %93, %92, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_42(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x2x16xf32>
    %94 = arith.index_cast %93 : i64 to index
    %95 = tensor.empty(%94) : tensor<1x2x?x16xf32>
    %transposed_43 = linalg.transpose ins(%reshape : tensor<1x?x2x16xf32>) outs(%95 : tensor<1x2x?x16xf32>) permutation = [0, 2, 1, 3] 
    %96 = tensor.empty() : tensor<64x16xf32>
    %transposed_44 = linalg.transpose ins(%expanded_13 : tensor<16x64xf32>) outs(%96 : tensor<64x16xf32>) permutation = [1, 0] 
    %97 = tensor.empty(%dim) : tensor<?x16xf32>
    %98 = linalg.fill ins(%cst : f32) outs(%97 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %99 = linalg.matmul ins(%collapsed, %transposed_44 : tensor<?x64xf32>, tensor<64x16xf32>) outs(%98 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_45 = tensor.expand_shape %99 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %90, "must have at most one inferred (negative) dimension"
    %100 = arith.muli %0, %c16_i64 : i64
    %101 = arith.divsi %100, %89 : i64
    %102 = arith.select %85, %101, %0 : i64
    %from_elements_46 = tensor.from_elements %c1_i64, %102, %101, %c16_i64 : tensor<4xi64>
    %reshape_47 = tensor.reshape %expanded_45(%from_elements_46) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x1x16xf32>
    %103 = arith.index_cast %102 : i64 to index
    %104 = tensor.empty(%103) : tensor<1x1x?x16xf32>
    %transposed_48 = linalg.transpose ins(%reshape_47 : tensor<1x?x1x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) permutation = [0, 2, 1, 3] 
    %transposed_49 = linalg.transpose ins(%expanded_15 : tensor<16x64xf32>) outs(%96 : tensor<64x16xf32>) permutation = [1, 0] 
    %105 = linalg.matmul ins(%collapsed, %transposed_49 : tensor<?x64xf32>, tensor<64x16xf32>) outs(%98 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_50 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %90, "must have at most one inferred (negative) dimension"
    %reshape_51 = tensor.reshape %expanded_50(%from_elements_46) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x1x16xf32>
    %transposed_52 = linalg.transpose ins(%reshape_51 : tensor<1x?x1x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) permutation = [0, 2, 1, 3] 
    %expanded_53 = tensor.expand_shape %71 [[0], [1, 2], [3]] output_shape [1, 1, %dim_41, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %expanded_54 = tensor.expand_shape %72 [[0], [1, 2], [3]] output_shape [1, 1, %dim_41, 16] : tensor<1x?x16xf32> into tensor<1x1x?x16xf32>
    %106 = arith.cmpi eq, %94, %dim_41 : index
    cf.assert %106, "mismatched size for broadcast"
    %107 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43, %expanded_53 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%95 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_55 = tensor.extract_slice %transposed_43[0, 0, 0, 0] [1, 2, %94, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_56 = tensor.extract_slice %transposed_43[0, 0, 0, 8] [1, 2, %94, 8] [1, 1, 1, 1] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %108 = tensor.empty(%94) : tensor<1x2x?x8xf32>
    %109 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_56 : tensor<1x2x?x8xf32>) outs(%108 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.negf %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x8xf32>
    %concat_57 = tensor.concat dim(3) %109, %extracted_slice_55 : (tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) -> tensor<1x2x?x16xf32>
    %dim_58 = tensor.dim %109, %c2 : tensor<1x2x?x8xf32>
    %110 = arith.cmpi eq, %dim_58, %dim_41 : index
    cf.assert %110, "mismatched size for broadcast"
    %111 = tensor.empty(%dim_58) : tensor<1x2x?x16xf32>
    %112 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_57, %expanded_54 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%111 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x16xf32>
    %113 = arith.cmpi eq, %94, %dim_58 : index
    cf.assert %113, "mismatched size for broadcast"
    %114 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %112 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%95 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.addf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x16xf32>
    %115 = arith.cmpi eq, %103, %dim_41 : index
    cf.assert %115, "mismatched size for broadcast"
    %116 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48, %expanded_53 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x1x?x16xf32>
    %extracted_slice_59 = tensor.extract_slice %transposed_48[0, 0, 0, 0] [1, 1, %103, 8] [1, 1, 1, 1] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %extracted_slice_60 = tensor.extract_slice %transposed_48[0, 0, 0, 8] [1, 1, %103, 8] [1, 1, 1, 1] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %117 = tensor.empty(%103) : tensor<1x1x?x8xf32>
    %118 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_60 : tensor<1x1x?x8xf32>) outs(%117 : tensor<1x1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.negf %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x1x?x8xf32>
    %concat_61 = tensor.concat dim(3) %118, %extracted_slice_59 : (tensor<1x1x?x8xf32>, tensor<1x1x?x8xf32>) -> tensor<1x1x?x16xf32>
    %dim_62 = tensor.dim %118, %c2 : tensor<1x1x?x8xf32>
    %119 = arith.cmpi eq, %dim_62, %dim_41 : index
    cf.assert %119, "mismatched size for broadcast"
    %120 = tensor.empty(%dim_62) : tensor<1x1x?x16xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_61, %expanded_54 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%120 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x1x?x16xf32>
    %122 = arith.cmpi eq, %103, %dim_62 : index
    cf.assert %122, "mismatched size for broadcast"
    %123 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %121 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.addf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x1x?x16xf32>
    %expanded_63 = tensor.expand_shape %123 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %103, 16] : tensor<1x1x?x16xf32> into tensor<1x1x1x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %124 = tensor.empty(%dim) : tensor<1x1x2x?x16xf32>
    %125 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%124 : tensor<1x1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 3 : index
      %207 = linalg.index 4 : index
      %208 = arith.cmpi eq, %103, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %expanded_63[%c0, %c0, %c0, %209, %207] : tensor<1x1x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x2x?x16xf32>
    %collapsed_64 = tensor.collapse_shape %125 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xf32> into tensor<1x2x?x16xf32>
    %expanded_65 = tensor.expand_shape %transposed_52 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %103, 16] : tensor<1x1x?x16xf32> into tensor<1x1x1x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %126 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%124 : tensor<1x1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 3 : index
      %207 = linalg.index 4 : index
      %208 = arith.cmpi eq, %103, %c1 : index
      %209 = arith.select %208, %c0, %206 : index
      %extracted = tensor.extract %expanded_65[%c0, %c0, %c0, %209, %207] : tensor<1x1x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x2x?x16xf32>
    %collapsed_66 = tensor.collapse_shape %126 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xf32> into tensor<1x2x?x16xf32>
    %127 = tensor.empty(%dim) : tensor<1x2x16x?xf32>
    %transposed_67 = linalg.transpose ins(%collapsed_64 : tensor<1x2x?x16xf32>) outs(%127 : tensor<1x2x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %128 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %129 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%128 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 1 : index
      %207 = linalg.index 2 : index
      %208 = linalg.index 3 : index
      %209 = arith.cmpi eq, %94, %c1 : index
      %210 = arith.select %209, %c0, %207 : index
      %extracted = tensor.extract %114[%c0, %206, %210, %208] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_68 = tensor.collapse_shape %129 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %130 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%127 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 1 : index
      %207 = linalg.index 2 : index
      %208 = linalg.index 3 : index
      %209 = arith.cmpi eq, %dim, %c1 : index
      %210 = arith.select %209, %c0, %208 : index
      %extracted = tensor.extract %transposed_67[%c0, %206, %207, %210] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_69 = tensor.collapse_shape %130 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %131 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %132 = linalg.fill ins(%cst : f32) outs(%131 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %133 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%132 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %134 = arith.muli %0, %c2_i64 : i64
    %135 = arith.select %85, %c2_i64, %134 : i64
    %136 = arith.muli %135, %0 : i64
    %137 = arith.select %85, %c2_i64, %136 : i64
    %138 = arith.select %85, %88, %87 : i64
    %139 = arith.cmpi sle, %138, %c1_i64 : i64
    cf.assert %139, "must have at most one inferred (negative) dimension"
    %140 = arith.muli %134, %0 : i64
    %141 = arith.divsi %140, %137 : i64
    %142 = arith.select %85, %141, %0 : i64
    %from_elements_70 = tensor.from_elements %c1_i64, %c2_i64, %142, %142 : tensor<4xi64>
    %reshape_71 = tensor.reshape %133(%from_elements_70) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %143 = arith.index_cast %142 : i64 to index
    %144 = tensor.empty(%143, %143) : tensor<1x2x?x?xf32>
    %145 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_71 : tensor<1x2x?x?xf32>) outs(%144 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.mulf %in, %cst_8 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x?xf32>
    %146 = arith.cmpi eq, %143, %dim : index
    cf.assert %146, "mismatched size for broadcast"
    cf.assert %146, "mismatched size for broadcast"
    %147 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %65 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%144 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.addf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x?xf32>
    %148 = tensor.empty(%143) : tensor<1x2x?xi64>
    %149 = linalg.fill ins(%c0_i64 : i64) outs(%148 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %150 = tensor.empty(%143) : tensor<1x2x?xf32>
    %151 = linalg.fill ins(%cst_0 : f32) outs(%150 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %152:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%147 : tensor<1x2x?x?xf32>) outs(%151, %149 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_93: i64):
      %206 = linalg.index 3 : index
      %207 = arith.index_cast %206 : index to i64
      %208 = arith.maximumf %in, %out : f32
      %209 = arith.cmpf ogt, %in, %out : f32
      %210 = arith.select %209, %207, %out_93 : i64
      linalg.yield %208, %210 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_72 = tensor.expand_shape %152#0 [[0], [1], [2, 3]] output_shape [1, 2, %143, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %153 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_72 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%144 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.subf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x?xf32>
    %154 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153 : tensor<1x2x?x?xf32>) outs(%144 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.exp %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x?xf32>
    %155 = tensor.empty(%143) : tensor<1x2x?x1xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %157 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%154 : tensor<1x2x?x?xf32>) outs(%156 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %out : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x1xf32>
    %158 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %157 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%144 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.divf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %159 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xf32>
    %160 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%159 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 1 : index
      %207 = linalg.index 2 : index
      %208 = linalg.index 3 : index
      %209 = arith.cmpi eq, %143, %c1 : index
      %210 = arith.select %209, %c0, %207 : index
      %211 = arith.select %209, %c0, %208 : index
      %extracted = tensor.extract %158[%c0, %206, %210, %211] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %139, "must have at most one inferred (negative) dimension"
    %from_elements_73 = tensor.from_elements %c2_i64, %142, %142 : tensor<3xi64>
    %reshape_74 = tensor.reshape %160(%from_elements_73) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %161 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%128 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %206 = linalg.index 1 : index
      %207 = linalg.index 2 : index
      %208 = linalg.index 3 : index
      %209 = arith.cmpi eq, %dim, %c1 : index
      %210 = arith.select %209, %c0, %207 : index
      %extracted = tensor.extract %collapsed_66[%c0, %206, %210, %208] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_75 = tensor.collapse_shape %161 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    %162 = arith.cmpi eq, %142, %0 : i64
    cf.assert %162, "mismatching contracting dimension"
    %163 = tensor.empty(%143) : tensor<2x?x16xf32>
    %164 = linalg.fill ins(%cst : f32) outs(%163 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %165 = linalg.batch_matmul ins(%reshape_74, %collapsed_75 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%164 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_76 = tensor.expand_shape %165 [[0, 1], [2], [3]] output_shape [1, 2, %143, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %166 = tensor.empty(%143) : tensor<1x?x2x16xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x2x?x16xf32>) outs(%166 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %90, "must have at most one inferred (negative) dimension"
    %167 = arith.muli %142, %c32_i64 : i64
    %168 = arith.divsi %167, %86 : i64
    %169 = arith.select %85, %168, %0 : i64
    %from_elements_78 = tensor.from_elements %c1_i64, %169, %168 : tensor<3xi64>
    %reshape_79 = tensor.reshape %transposed_77(%from_elements_78) : (tensor<1x?x2x16xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %170 = tensor.empty() : tensor<32x64xf32>
    %transposed_80 = linalg.transpose ins(%expanded_17 : tensor<64x32xf32>) outs(%170 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_81 = tensor.collapse_shape %reshape_79 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %171 = arith.index_cast %169 : i64 to index
    %172 = tensor.empty(%171) : tensor<?x64xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %174 = linalg.matmul ins(%collapsed_81, %transposed_80 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%173 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_82 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [1, %171, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %175 = "tp.mark_partial"(%expanded_82) : (tensor<1x?x64xf32>) -> !tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>
    %176 = "tp.all_reduce"(%175) : (!tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xf32>
    %dim_83 = tensor.dim %176, %c1 : tensor<1x?x64xf32>
    %177 = arith.cmpi eq, %dim, %dim_83 : index
    cf.assert %177, "mismatched size for broadcast"
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %176 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.addf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%179 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %out : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.divf %in, %cst_7 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_5 : f64 to f32
      %207 = arith.addf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<1x?x1xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.rsqrt %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %183 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %185 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %184 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %186 = tensor.empty() : tensor<64x64xf32>
    %transposed_84 = linalg.transpose ins(%expanded_19 : tensor<64x64xf32>) outs(%186 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_85 = tensor.collapse_shape %185 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %187 = tensor.empty(%dim) : tensor<?x64xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %189 = linalg.matmul ins(%collapsed_85, %transposed_84 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%188 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_86 = tensor.expand_shape %189 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.negf %in : f32
      %207 = math.exp %206 : f32
      %208 = arith.addf %207, %cst_1 : f32
      %209 = arith.divf %cst_1, %208 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_86, %190 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %transposed_87 = linalg.transpose ins(%expanded_21 : tensor<64x64xf32>) outs(%186 : tensor<64x64xf32>) permutation = [1, 0] 
    %192 = linalg.matmul ins(%collapsed_85, %transposed_87 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%188 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_88 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %expanded_88 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %transposed_89 = linalg.transpose ins(%expanded_23 : tensor<64x64xf32>) outs(%186 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_90 = tensor.collapse_shape %193 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %194 = linalg.matmul ins(%collapsed_90, %transposed_89 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%188 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_91 = tensor.expand_shape %194 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %195 = "tp.mark_partial"(%expanded_91) : (tensor<1x?x64xf32>) -> !tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>
    %196 = "tp.all_reduce"(%195) : (!tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xf32>
    %dim_92 = tensor.dim %196, %c1 : tensor<1x?x64xf32>
    %197 = arith.cmpi eq, %dim, %dim_92 : index
    cf.assert %197, "mismatched size for broadcast"
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178, %196 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.addf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.addf %in, %out : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.divf %in, %cst_7 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = arith.truncf %cst_5 : f64 to f32
      %207 = arith.addf %in, %206 : f32
      linalg.yield %207 : f32
    } -> tensor<1x?x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %206 = math.rsqrt %in : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %203 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    %205 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %204 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_93: f32, %out: f32):
      %206 = arith.mulf %in, %in_93 : f32
      linalg.yield %206 : f32
    } -> tensor<1x?x64xf32>
    return %205 : tensor<1x?x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
