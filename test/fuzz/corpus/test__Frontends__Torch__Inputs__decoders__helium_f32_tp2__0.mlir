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
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
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
      %209 = arith.index_cast %in : i64 to index
      %210 = linalg.index 2 : index
      %211 = arith.cmpi slt, %209, %c32 : index
      cf.assert %211, "index must be smaller than dim size"
      %212 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %212, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%209, %210] : tensor<32x64xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x64xf32>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %209 = linalg.index 0 : index
      %210 = arith.index_cast %209 : index to i64
      linalg.yield %210 : i64
    } -> tensor<?xi64>
    %expanded_27 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_28 = tensor.extract_slice %expanded_27[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %209 = arith.subi %in, %c1_i64 : i64
      linalg.yield %209 : i64
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
    ^bb0(%in: i64, %in_105: i64, %out: i64):
      %209 = arith.subi %in, %in_105 : i64
      linalg.yield %209 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %209 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %209 : i1
    } -> tensor<1x?xi1>
    %expanded_32 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_33 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_105: i64, %out: i1):
      %209 = arith.cmpi sle, %in, %in_105 : i64
      linalg.yield %209 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %209 = arith.extui %in : i1 to i64
      linalg.yield %209 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_105: i64, %in_106: i64, %out: i64):
      %209 = arith.select %in, %in_105, %in_106 : i64
      linalg.yield %209 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %209 = arith.addi %in, %out : i64
      linalg.yield %209 : i64
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
    ^bb0(%in: i64, %in_105: i64, %out: i64):
      %209 = arith.cmpi slt, %in, %c0_i64 : i64
      %210 = arith.addi %in, %c1_i64 : i64
      %211 = arith.select %209, %210, %in : i64
      %212 = arith.index_cast %211 : i64 to index
      %213 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %214 = arith.addi %in_105, %0 : i64
      %215 = arith.select %213, %214, %in_105 : i64
      %216 = arith.index_cast %215 : i64 to index
      %extracted = tensor.extract %expanded_27[%212, %216] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_38 = tensor.dim %expanded_36, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_38) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_36 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_105: i64, %out: i64):
      %209 = arith.cmpi slt, %in, %c0_i64 : i64
      %210 = arith.addi %in, %c1_i64 : i64
      %211 = arith.select %209, %210, %in : i64
      %212 = arith.index_cast %211 : i64 to index
      %213 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %214 = arith.addi %in_105, %0 : i64
      %215 = arith.select %213, %214, %in_105 : i64
      %216 = arith.index_cast %215 : i64 to index
      %extracted = tensor.extract %expanded_27[%212, %216] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_37, %dim_38) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_105: i64, %out: i1):
      %209 = arith.cmpi sle, %in, %in_105 : i64
      linalg.yield %209 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %209 = arith.andi %in, %in_105 : i1
      linalg.yield %209 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_105: i64, %out: i64):
      %209 = arith.cmpi slt, %in, %c0_i64 : i64
      %210 = arith.addi %in, %c1_i64 : i64
      %211 = arith.select %209, %210, %in : i64
      %212 = arith.index_cast %211 : i64 to index
      %213 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %214 = arith.addi %in_105, %0 : i64
      %215 = arith.select %213, %214, %in_105 : i64
      %216 = arith.index_cast %215 : i64 to index
      %extracted = tensor.extract %47[%212, %216] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_34, %expanded_36 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_105: i64, %out: i64):
      %209 = arith.cmpi slt, %in, %c0_i64 : i64
      %210 = arith.addi %in, %c1_i64 : i64
      %211 = arith.select %209, %210, %in : i64
      %212 = arith.index_cast %211 : i64 to index
      %213 = arith.cmpi slt, %in_105, %c0_i64 : i64
      %214 = arith.addi %in_105, %0 : i64
      %215 = arith.select %213, %214, %in_105 : i64
      %216 = arith.index_cast %215 : i64 to index
      %extracted = tensor.extract %47[%212, %216] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_105: i64, %out: i1):
      %209 = arith.cmpi eq, %in, %in_105 : i64
      linalg.yield %209 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_105: i1, %out: i1):
      %209 = arith.andi %in, %in_105 : i1
      linalg.yield %209 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %209 = linalg.index 2 : index
      %210 = linalg.index 3 : index
      %211 = arith.cmpi eq, %dim_37, %c1 : index
      %212 = arith.select %211, %c0, %209 : index
      %213 = arith.cmpi eq, %dim_38, %c1 : index
      %214 = arith.select %213, %c0, %210 : index
      %extracted = tensor.extract %60[%c0, %c0, %212, %214] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xf32>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%64 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_105: f32, %in_106: f32, %out: f32):
      %209 = arith.select %in, %in_105, %in_106 : f32
      linalg.yield %209 : f32
    } -> tensor<1x1x?x?xf32>
    %expanded_39 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %209 = arith.sitofp %in : i64 to f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_6 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%68 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x8xf32>
    %concat_40 = tensor.concat dim(2) %69, %69 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_41 = tensor.dim %69, %c1 : tensor<1x?x8xf32>
    %70 = tensor.empty(%dim_41) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_40 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.cos %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_40 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.sin %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x16xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %74 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.divf %in, %cst_7 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.addf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<1x?x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.rsqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %78 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %80 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %79 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
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
    %extracted_slice_55 = tensor.extract_slice %expanded_53[0, 0, 0, 0] [1, 1, %dim_41, 8] [1, 1, 1, 1] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %expanded_56 = tensor.expand_shape %extracted_slice_55 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_41, 8, 1] : tensor<1x1x?x8xf32> into tensor<1x1x?x8x1xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %106 = tensor.empty(%dim) : tensor<1x1x?x8x2xf32>
    %107 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%106 : tensor<1x1x?x8x2xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 2 : index
      %210 = linalg.index 3 : index
      %211 = arith.cmpi eq, %dim_41, %c1 : index
      %212 = arith.select %211, %c0, %209 : index
      %extracted = tensor.extract %expanded_56[%c0, %c0, %212, %210, %c0] : tensor<1x1x?x8x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?x8x2xf32>
    %collapsed_57 = tensor.collapse_shape %107 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xf32> into tensor<1x1x?x16xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_54[0, 0, 0, 0] [1, 1, %dim_41, 8] [1, 1, 1, 1] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %expanded_59 = tensor.expand_shape %extracted_slice_58 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_41, 8, 1] : tensor<1x1x?x8xf32> into tensor<1x1x?x8x1xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %108 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%106 : tensor<1x1x?x8x2xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 2 : index
      %210 = linalg.index 3 : index
      %211 = arith.cmpi eq, %dim_41, %c1 : index
      %212 = arith.select %211, %c0, %209 : index
      %extracted = tensor.extract %expanded_59[%c0, %c0, %212, %210, %c0] : tensor<1x1x?x8x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?x8x2xf32>
    %collapsed_60 = tensor.collapse_shape %108 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xf32> into tensor<1x1x?x16xf32>
    %109 = arith.cmpi eq, %94, %dim : index
    cf.assert %109, "mismatched size for broadcast"
    %110 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_43, %collapsed_57 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%95 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x16xf32>
    %extracted_slice_61 = tensor.extract_slice %transposed_43[0, 0, 0, 0] [1, 2, %94, 8] [1, 1, 1, 2] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %extracted_slice_62 = tensor.extract_slice %transposed_43[0, 0, 0, 1] [1, 2, %94, 8] [1, 1, 1, 2] : tensor<1x2x?x16xf32> to tensor<1x2x?x8xf32>
    %111 = tensor.empty(%94) : tensor<1x2x?x8xf32>
    %112 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_62 : tensor<1x2x?x8xf32>) outs(%111 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x8xf32>
    %expanded_63 = tensor.expand_shape %112 [[0], [1], [2], [3, 4]] output_shape [1, 2, %94, 8, 1] : tensor<1x2x?x8xf32> into tensor<1x2x?x8x1xf32>
    %expanded_64 = tensor.expand_shape %extracted_slice_61 [[0], [1], [2], [3, 4]] output_shape [1, 2, %94, 8, 1] : tensor<1x2x?x8xf32> into tensor<1x2x?x8x1xf32>
    %concat_65 = tensor.concat dim(4) %expanded_63, %expanded_64 : (tensor<1x2x?x8x1xf32>, tensor<1x2x?x8x1xf32>) -> tensor<1x2x?x8x2xf32>
    %collapsed_66 = tensor.collapse_shape %concat_65 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xf32> into tensor<1x2x?x16xf32>
    %dim_67 = tensor.dim %expanded_63, %c2 : tensor<1x2x?x8x1xf32>
    %113 = arith.cmpi eq, %dim_67, %dim : index
    cf.assert %113, "mismatched size for broadcast"
    %114 = tensor.empty(%dim_67) : tensor<1x2x?x16xf32>
    %115 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_66, %collapsed_60 : tensor<1x2x?x16xf32>, tensor<1x1x?x16xf32>) outs(%114 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x16xf32>
    %116 = arith.cmpi eq, %94, %dim_67 : index
    cf.assert %116, "mismatched size for broadcast"
    %117 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %115 : tensor<1x2x?x16xf32>, tensor<1x2x?x16xf32>) outs(%95 : tensor<1x2x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.addf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x16xf32>
    %118 = arith.cmpi eq, %103, %dim : index
    cf.assert %118, "mismatched size for broadcast"
    %119 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_48, %collapsed_57 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x1x?x16xf32>
    %extracted_slice_68 = tensor.extract_slice %transposed_48[0, 0, 0, 0] [1, 1, %103, 8] [1, 1, 1, 2] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %extracted_slice_69 = tensor.extract_slice %transposed_48[0, 0, 0, 1] [1, 1, %103, 8] [1, 1, 1, 2] : tensor<1x1x?x16xf32> to tensor<1x1x?x8xf32>
    %120 = tensor.empty(%103) : tensor<1x1x?x8xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_69 : tensor<1x1x?x8xf32>) outs(%120 : tensor<1x1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x1x?x8xf32>
    %expanded_70 = tensor.expand_shape %121 [[0], [1], [2], [3, 4]] output_shape [1, 1, %103, 8, 1] : tensor<1x1x?x8xf32> into tensor<1x1x?x8x1xf32>
    %expanded_71 = tensor.expand_shape %extracted_slice_68 [[0], [1], [2], [3, 4]] output_shape [1, 1, %103, 8, 1] : tensor<1x1x?x8xf32> into tensor<1x1x?x8x1xf32>
    %concat_72 = tensor.concat dim(4) %expanded_70, %expanded_71 : (tensor<1x1x?x8x1xf32>, tensor<1x1x?x8x1xf32>) -> tensor<1x1x?x8x2xf32>
    %collapsed_73 = tensor.collapse_shape %concat_72 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xf32> into tensor<1x1x?x16xf32>
    %dim_74 = tensor.dim %expanded_70, %c2 : tensor<1x1x?x8x1xf32>
    %122 = arith.cmpi eq, %dim_74, %dim : index
    cf.assert %122, "mismatched size for broadcast"
    %123 = tensor.empty(%dim_74) : tensor<1x1x?x16xf32>
    %124 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_73, %collapsed_60 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%123 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x1x?x16xf32>
    %125 = arith.cmpi eq, %103, %dim_74 : index
    cf.assert %125, "mismatched size for broadcast"
    %126 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<1x1x?x16xf32>, tensor<1x1x?x16xf32>) outs(%104 : tensor<1x1x?x16xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.addf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x1x?x16xf32>
    %expanded_75 = tensor.expand_shape %126 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %103, 16] : tensor<1x1x?x16xf32> into tensor<1x1x1x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %127 = tensor.empty(%dim) : tensor<1x1x2x?x16xf32>
    %128 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%127 : tensor<1x1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 3 : index
      %210 = linalg.index 4 : index
      %211 = arith.cmpi eq, %103, %c1 : index
      %212 = arith.select %211, %c0, %209 : index
      %extracted = tensor.extract %expanded_75[%c0, %c0, %c0, %212, %210] : tensor<1x1x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x2x?x16xf32>
    %collapsed_76 = tensor.collapse_shape %128 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xf32> into tensor<1x2x?x16xf32>
    %expanded_77 = tensor.expand_shape %transposed_52 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %103, 16] : tensor<1x1x?x16xf32> into tensor<1x1x1x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %129 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%127 : tensor<1x1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 3 : index
      %210 = linalg.index 4 : index
      %211 = arith.cmpi eq, %103, %c1 : index
      %212 = arith.select %211, %c0, %209 : index
      %extracted = tensor.extract %expanded_77[%c0, %c0, %c0, %212, %210] : tensor<1x1x1x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x2x?x16xf32>
    %collapsed_78 = tensor.collapse_shape %129 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xf32> into tensor<1x2x?x16xf32>
    %130 = tensor.empty(%dim) : tensor<1x2x16x?xf32>
    %transposed_79 = linalg.transpose ins(%collapsed_76 : tensor<1x2x?x16xf32>) outs(%130 : tensor<1x2x16x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %131 = tensor.empty(%dim) : tensor<1x2x?x16xf32>
    %132 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%131 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 1 : index
      %210 = linalg.index 2 : index
      %211 = linalg.index 3 : index
      %212 = arith.cmpi eq, %94, %c1 : index
      %213 = arith.select %212, %c0, %210 : index
      %extracted = tensor.extract %117[%c0, %209, %213, %211] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_80 = tensor.collapse_shape %132 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %133 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%130 : tensor<1x2x16x?xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 1 : index
      %210 = linalg.index 2 : index
      %211 = linalg.index 3 : index
      %212 = arith.cmpi eq, %dim, %c1 : index
      %213 = arith.select %212, %c0, %211 : index
      %extracted = tensor.extract %transposed_79[%c0, %209, %210, %213] : tensor<1x2x16x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x16x?xf32>
    %collapsed_81 = tensor.collapse_shape %133 [[0, 1], [2], [3]] : tensor<1x2x16x?xf32> into tensor<2x16x?xf32>
    %134 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %135 = linalg.fill ins(%cst : f32) outs(%134 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %136 = linalg.batch_matmul ins(%collapsed_80, %collapsed_81 : tensor<2x?x16xf32>, tensor<2x16x?xf32>) outs(%135 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %137 = arith.muli %0, %c2_i64 : i64
    %138 = arith.select %85, %c2_i64, %137 : i64
    %139 = arith.muli %138, %0 : i64
    %140 = arith.select %85, %c2_i64, %139 : i64
    %141 = arith.select %85, %88, %87 : i64
    %142 = arith.cmpi sle, %141, %c1_i64 : i64
    cf.assert %142, "must have at most one inferred (negative) dimension"
    %143 = arith.muli %137, %0 : i64
    %144 = arith.divsi %143, %140 : i64
    %145 = arith.select %85, %144, %0 : i64
    %from_elements_82 = tensor.from_elements %c1_i64, %c2_i64, %145, %145 : tensor<4xi64>
    %reshape_83 = tensor.reshape %136(%from_elements_82) : (tensor<2x?x?xf32>, tensor<4xi64>) -> tensor<1x2x?x?xf32>
    %146 = arith.index_cast %145 : i64 to index
    %147 = tensor.empty(%146, %146) : tensor<1x2x?x?xf32>
    %148 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_83 : tensor<1x2x?x?xf32>) outs(%147 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.mulf %in, %cst_8 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x?xf32>
    %149 = arith.cmpi eq, %146, %dim : index
    cf.assert %149, "mismatched size for broadcast"
    cf.assert %149, "mismatched size for broadcast"
    %150 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %65 : tensor<1x2x?x?xf32>, tensor<1x1x?x?xf32>) outs(%147 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.addf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x?xf32>
    %151 = tensor.empty(%146) : tensor<1x2x?xi64>
    %152 = linalg.fill ins(%c0_i64 : i64) outs(%151 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %153 = tensor.empty(%146) : tensor<1x2x?xf32>
    %154 = linalg.fill ins(%cst_0 : f32) outs(%153 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %155:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%150 : tensor<1x2x?x?xf32>) outs(%154, %152 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_105: i64):
      %209 = linalg.index 3 : index
      %210 = arith.index_cast %209 : index to i64
      %211 = arith.maximumf %in, %out : f32
      %212 = arith.cmpf ogt, %in, %out : f32
      %213 = arith.select %212, %210, %out_105 : i64
      linalg.yield %211, %213 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_84 = tensor.expand_shape %155#0 [[0], [1], [2, 3]] output_shape [1, 2, %146, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %156 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %expanded_84 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%147 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.subf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x?xf32>
    %157 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x2x?x?xf32>) outs(%147 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.exp %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x?xf32>
    %158 = tensor.empty(%146) : tensor<1x2x?x1xf32>
    %159 = linalg.fill ins(%cst : f32) outs(%158 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %160 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%157 : tensor<1x2x?x?xf32>) outs(%159 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x1xf32>
    %161 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %160 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%147 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.divf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %162 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xf32>
    %163 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%162 : tensor<1x2x?x?xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 1 : index
      %210 = linalg.index 2 : index
      %211 = linalg.index 3 : index
      %212 = arith.cmpi eq, %146, %c1 : index
      %213 = arith.select %212, %c0, %210 : index
      %214 = arith.select %212, %c0, %211 : index
      %extracted = tensor.extract %161[%c0, %209, %213, %214] : tensor<1x2x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x?xf32>
    cf.assert %142, "must have at most one inferred (negative) dimension"
    %from_elements_85 = tensor.from_elements %c2_i64, %145, %145 : tensor<3xi64>
    %reshape_86 = tensor.reshape %163(%from_elements_85) : (tensor<1x2x?x?xf32>, tensor<3xi64>) -> tensor<2x?x?xf32>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %164 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%131 : tensor<1x2x?x16xf32>) {
    ^bb0(%out: f32):
      %209 = linalg.index 1 : index
      %210 = linalg.index 2 : index
      %211 = linalg.index 3 : index
      %212 = arith.cmpi eq, %dim, %c1 : index
      %213 = arith.select %212, %c0, %210 : index
      %extracted = tensor.extract %collapsed_78[%c0, %209, %213, %211] : tensor<1x2x?x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x?x16xf32>
    %collapsed_87 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<1x2x?x16xf32> into tensor<2x?x16xf32>
    %165 = arith.cmpi eq, %145, %0 : i64
    cf.assert %165, "mismatching contracting dimension"
    %166 = tensor.empty(%146) : tensor<2x?x16xf32>
    %167 = linalg.fill ins(%cst : f32) outs(%166 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %168 = linalg.batch_matmul ins(%reshape_86, %collapsed_87 : tensor<2x?x?xf32>, tensor<2x?x16xf32>) outs(%167 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %expanded_88 = tensor.expand_shape %168 [[0, 1], [2], [3]] output_shape [1, 2, %146, 16] : tensor<2x?x16xf32> into tensor<1x2x?x16xf32>
    %169 = tensor.empty(%146) : tensor<1x?x2x16xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<1x2x?x16xf32>) outs(%169 : tensor<1x?x2x16xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %90, "must have at most one inferred (negative) dimension"
    %170 = arith.muli %145, %c32_i64 : i64
    %171 = arith.divsi %170, %86 : i64
    %172 = arith.select %85, %171, %0 : i64
    %from_elements_90 = tensor.from_elements %c1_i64, %172, %171 : tensor<3xi64>
    %reshape_91 = tensor.reshape %transposed_89(%from_elements_90) : (tensor<1x?x2x16xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %173 = tensor.empty() : tensor<32x64xf32>
    %transposed_92 = linalg.transpose ins(%expanded_17 : tensor<64x32xf32>) outs(%173 : tensor<32x64xf32>) permutation = [1, 0] 
    %collapsed_93 = tensor.collapse_shape %reshape_91 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %174 = arith.index_cast %172 : i64 to index
    %175 = tensor.empty(%174) : tensor<?x64xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %177 = linalg.matmul ins(%collapsed_93, %transposed_92 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%176 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_94 = tensor.expand_shape %177 [[0, 1], [2]] output_shape [1, %174, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %178 = "tp.mark_partial"(%expanded_94) : (tensor<1x?x64xf32>) -> !tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>
    %179 = "tp.all_reduce"(%178) : (!tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xf32>
    %dim_95 = tensor.dim %179, %c1 : tensor<1x?x64xf32>
    %180 = arith.cmpi eq, %dim, %dim_95 : index
    cf.assert %180, "mismatched size for broadcast"
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %179 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.addf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.divf %in, %cst_7 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.addf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<1x?x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.rsqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %186 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %188 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %187 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %189 = tensor.empty() : tensor<64x64xf32>
    %transposed_96 = linalg.transpose ins(%expanded_19 : tensor<64x64xf32>) outs(%189 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %188 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %190 = tensor.empty(%dim) : tensor<?x64xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %192 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%191 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_98 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.negf %in : f32
      %210 = math.exp %209 : f32
      %211 = arith.addf %210, %cst_1 : f32
      %212 = arith.divf %cst_1, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<1x?x64xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_98, %193 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %transposed_99 = linalg.transpose ins(%expanded_21 : tensor<64x64xf32>) outs(%189 : tensor<64x64xf32>) permutation = [1, 0] 
    %195 = linalg.matmul ins(%collapsed_97, %transposed_99 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%191 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_100 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194, %expanded_100 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %transposed_101 = linalg.transpose ins(%expanded_23 : tensor<64x64xf32>) outs(%189 : tensor<64x64xf32>) permutation = [1, 0] 
    %collapsed_102 = tensor.collapse_shape %196 [[0, 1], [2]] : tensor<1x?x64xf32> into tensor<?x64xf32>
    %197 = linalg.matmul ins(%collapsed_102, %transposed_101 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%191 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %expanded_103 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xf32> into tensor<1x?x64xf32>
    %198 = "tp.mark_partial"(%expanded_103) : (tensor<1x?x64xf32>) -> !tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>
    %199 = "tp.all_reduce"(%198) : (!tp.partial<tensor<1x?x64xf32>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xf32>
    %dim_104 = tensor.dim %199, %c1 : tensor<1x?x64xf32>
    %200 = arith.cmpi eq, %dim, %dim_104 : index
    cf.assert %200, "mismatched size for broadcast"
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %199 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.addf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<1x?x64xf32>) outs(%74 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.addf %in, %out : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.divf %in, %cst_7 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = arith.truncf %cst_5 : f64 to f32
      %210 = arith.addf %in, %209 : f32
      linalg.yield %210 : f32
    } -> tensor<1x?x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %209 = math.rsqrt %in : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %206 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    %208 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %207 : tensor<64xf32>, tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_105: f32, %out: f32):
      %209 = arith.mulf %in, %in_105 : f32
      linalg.yield %209 : f32
    } -> tensor<1x?x64xf32>
    return %208 : tensor<1x?x64xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F23D4723EC255663DF27B5A3C383E4F3B8C94443A53773A3952DF3038"
    }
  }
#-}
