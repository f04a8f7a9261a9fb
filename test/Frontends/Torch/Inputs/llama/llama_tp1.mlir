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
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 1>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<1197312xbf16>) -> tensor<1x?x256xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c32_i64 = arith.constant 32 : i64
    %c8_i64 = arith.constant 8 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_8 = arith.constant 2.560000e+02 : f32
    %c256_i64 = arith.constant 256 : i64
    %c128_i64 = arith.constant 128 : i64
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<1197312xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[16384] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[81920] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[114688] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[147456] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[212992] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_20 = tensor.extract_slice %arg1[344064] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_21 = tensor.expand_shape %extracted_slice_20 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[475136] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [256, 512] : tensor<131072xbf16> into tensor<256x512xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[606208] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[606464] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[606720] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_27 = tensor.expand_shape %extracted_slice_26 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[672256] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_29 = tensor.expand_shape %extracted_slice_28 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[705024] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_31 = tensor.expand_shape %extracted_slice_30 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[737792] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[803328] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_36 = tensor.extract_slice %arg1[934400] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[1065472] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0, 1]] output_shape [256, 512] : tensor<131072xbf16> into tensor<256x512xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[1196544] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[1196800] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[1197056] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %312 = arith.index_cast %in : i64 to index
      %313 = linalg.index 2 : index
      %314 = arith.cmpi slt, %312, %c64 : index
      cf.assert %314, "index must be smaller than dim size"
      %315 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %315, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%312, %313] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %312 = linalg.index 0 : index
      %313 = arith.index_cast %312 : index to i64
      linalg.yield %313 : i64
    } -> tensor<?xi64>
    %expanded_43 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %312 = arith.subi %in, %c1_i64 : i64
      linalg.yield %312 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_43 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_45 = tensor.dim %expanded_43, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_45]
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
    %extracted_slice_46 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_47 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_47, %extracted_slice_46 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_153: i64, %out: i64):
      %312 = arith.subi %in, %in_153 : i64
      linalg.yield %312 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %312 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %312 : i1
    } -> tensor<1x?xi1>
    %expanded_48 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_49, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %312 = arith.cmpi sle, %in, %in_153 : i64
      linalg.yield %312 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %312 = arith.extui %in : i1 to i64
      linalg.yield %312 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_153: i64, %in_154: i64, %out: i64):
      %312 = arith.select %in, %in_153, %in_154 : i64
      linalg.yield %312 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %312 = arith.addi %in, %out : i64
      linalg.yield %312 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_50 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_51 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_52 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_53 = tensor.dim %expanded_51, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_53) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_153: i64, %out: i64):
      %312 = arith.cmpi slt, %in, %c0_i64 : i64
      %313 = arith.addi %in, %c1_i64 : i64
      %314 = arith.select %312, %313, %in : i64
      %315 = arith.index_cast %314 : i64 to index
      %316 = arith.cmpi slt, %in_153, %c0_i64 : i64
      %317 = arith.addi %in_153, %0 : i64
      %318 = arith.select %316, %317, %in_153 : i64
      %319 = arith.index_cast %318 : i64 to index
      %extracted = tensor.extract %expanded_43[%315, %319] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_54 = tensor.dim %expanded_52, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_54) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_153: i64, %out: i64):
      %312 = arith.cmpi slt, %in, %c0_i64 : i64
      %313 = arith.addi %in, %c1_i64 : i64
      %314 = arith.select %312, %313, %in : i64
      %315 = arith.index_cast %314 : i64 to index
      %316 = arith.cmpi slt, %in_153, %c0_i64 : i64
      %317 = arith.addi %in_153, %0 : i64
      %318 = arith.select %316, %317, %in_153 : i64
      %319 = arith.index_cast %318 : i64 to index
      %extracted = tensor.extract %expanded_43[%315, %319] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_53, %dim_54) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %312 = arith.cmpi sle, %in, %in_153 : i64
      linalg.yield %312 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_153: i1, %out: i1):
      %312 = arith.andi %in, %in_153 : i1
      linalg.yield %312 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_153: i64, %out: i64):
      %312 = arith.cmpi slt, %in, %c0_i64 : i64
      %313 = arith.addi %in, %c1_i64 : i64
      %314 = arith.select %312, %313, %in : i64
      %315 = arith.index_cast %314 : i64 to index
      %316 = arith.cmpi slt, %in_153, %c0_i64 : i64
      %317 = arith.addi %in_153, %0 : i64
      %318 = arith.select %316, %317, %in_153 : i64
      %319 = arith.index_cast %318 : i64 to index
      %extracted = tensor.extract %47[%315, %319] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_153: i64, %out: i64):
      %312 = arith.cmpi slt, %in, %c0_i64 : i64
      %313 = arith.addi %in, %c1_i64 : i64
      %314 = arith.select %312, %313, %in : i64
      %315 = arith.index_cast %314 : i64 to index
      %316 = arith.cmpi slt, %in_153, %c0_i64 : i64
      %317 = arith.addi %in_153, %0 : i64
      %318 = arith.select %316, %317, %in_153 : i64
      %319 = arith.index_cast %318 : i64 to index
      %extracted = tensor.extract %47[%315, %319] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_153: i64, %out: i1):
      %312 = arith.cmpi eq, %in, %in_153 : i64
      linalg.yield %312 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_153: i1, %out: i1):
      %312 = arith.andi %in, %in_153 : i1
      linalg.yield %312 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %312 = linalg.index 2 : index
      %313 = linalg.index 3 : index
      %314 = arith.cmpi eq, %dim_53, %c1 : index
      %315 = arith.select %314, %c0, %312 : index
      %316 = arith.cmpi eq, %dim_54, %c1 : index
      %317 = arith.select %316, %c0, %313 : index
      %extracted = tensor.extract %60[%c0, %c0, %315, %317] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_153: bf16, %in_154: bf16, %out: bf16):
      %312 = arith.select %in, %in_153, %in_154 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_55 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %312 = arith.sitofp %in : i64 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty() : tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<16xf32>
    %70 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x16xf32>
    %concat_56 = tensor.concat dim(2) %71, %71 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_57 = tensor.dim %71, %c1 : tensor<1x?x16xf32>
    %72 = tensor.empty(%dim_57) : tensor<1x?x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.cos %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.sin %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x32xf32>
    %75 = tensor.empty(%dim_57) : tensor<1x?x32xbf16>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_6 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %85 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %88 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %87 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = tensor.empty() : tensor<256x256xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<256x256xbf16>) outs(%89 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %90 = tensor.empty(%dim) : tensor<?x256xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %92 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%91 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %93 = tensor.empty(%dim) : tensor<?x256xbf16>
    %94 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<?x256xf32>) outs(%93 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_58 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %95 = arith.cmpi slt, %0, %c0_i64 : i64
    %96 = arith.select %95, %c1_i64, %0 : i64
    %97 = arith.extui %95 : i1 to i64
    %98 = arith.addi %97, %c1_i64 : i64
    %99 = arith.muli %96, %c32_i64 : i64
    %100 = arith.cmpi sle, %98, %c1_i64 : i64
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %101 = arith.muli %0, %c256_i64 : i64
    %102 = arith.divsi %101, %99 : i64
    %103 = arith.select %95, %102, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %103, %102, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_58(%from_elements) : (tensor<1x?x256xbf16>, tensor<4xi64>) -> tensor<1x?x8x32xbf16>
    %104 = arith.index_cast %103 : i64 to index
    %105 = tensor.empty(%104) : tensor<1x8x?x32xbf16>
    %transposed_59 = linalg.transpose ins(%reshape : tensor<1x?x8x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %106 = tensor.empty() : tensor<256x128xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_13 : tensor<128x256xbf16>) outs(%106 : tensor<256x128xbf16>) permutation = [1, 0] 
    %107 = tensor.empty(%dim) : tensor<?x128xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %109 = linalg.matmul ins(%collapsed, %transposed_60 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%108 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %110 = tensor.empty(%dim) : tensor<?x128xbf16>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<?x128xf32>) outs(%110 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x128xbf16>
    %expanded_61 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %0, %c128_i64 : i64
    %113 = arith.divsi %112, %99 : i64
    %114 = arith.select %95, %113, %0 : i64
    %from_elements_62 = tensor.from_elements %c1_i64, %114, %113, %c32_i64 : tensor<4xi64>
    %reshape_63 = tensor.reshape %expanded_61(%from_elements_62) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %115 = arith.index_cast %114 : i64 to index
    %116 = tensor.empty(%115) : tensor<1x4x?x32xbf16>
    %transposed_64 = linalg.transpose ins(%reshape_63 : tensor<1x?x4x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%expanded_15 : tensor<128x256xbf16>) outs(%106 : tensor<256x128xbf16>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed, %transposed_65 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%108 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x128xf32>) outs(%110 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x128xbf16>
    %expanded_66 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_67 = tensor.reshape %expanded_66(%from_elements_62) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_68 = linalg.transpose ins(%reshape_67 : tensor<1x?x4x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_69 = tensor.expand_shape %76 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_70 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %119 = arith.cmpi eq, %104, %dim_57 : index
    cf.assert %119, "mismatched size for broadcast"
    %120 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_69 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [1, 8, %104, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %extracted_slice_72 = tensor.extract_slice %transposed_59[0, 0, 0, 16] [1, 8, %104, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %121 = tensor.empty(%104) : tensor<1x8x?x16xbf16>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_72 : tensor<1x8x?x16xbf16>) outs(%121 : tensor<1x8x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.negf %in : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x16xbf16>
    %concat_73 = tensor.concat dim(3) %122, %extracted_slice_71 : (tensor<1x8x?x16xbf16>, tensor<1x8x?x16xbf16>) -> tensor<1x8x?x32xbf16>
    %dim_74 = tensor.dim %122, %c2 : tensor<1x8x?x16xbf16>
    %123 = arith.cmpi eq, %dim_74, %dim_57 : index
    cf.assert %123, "mismatched size for broadcast"
    %124 = tensor.empty(%dim_74) : tensor<1x8x?x32xbf16>
    %125 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_73, %expanded_70 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%124 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    %126 = arith.cmpi eq, %104, %dim_74 : index
    cf.assert %126, "mismatched size for broadcast"
    %127 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %125 : tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    %128 = arith.cmpi eq, %115, %dim_57 : index
    cf.assert %128, "mismatched size for broadcast"
    %129 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_75 = tensor.extract_slice %transposed_64[0, 0, 0, 0] [1, 4, %115, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_76 = tensor.extract_slice %transposed_64[0, 0, 0, 16] [1, 4, %115, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %130 = tensor.empty(%115) : tensor<1x4x?x16xbf16>
    %131 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<1x4x?x16xbf16>) outs(%130 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.negf %in : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_77 = tensor.concat dim(3) %131, %extracted_slice_75 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_78 = tensor.dim %131, %c2 : tensor<1x4x?x16xbf16>
    %132 = arith.cmpi eq, %dim_78, %dim_57 : index
    cf.assert %132, "mismatched size for broadcast"
    %133 = tensor.empty(%dim_78) : tensor<1x4x?x32xbf16>
    %134 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_70 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%133 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %135 = arith.cmpi eq, %115, %dim_78 : index
    cf.assert %135, "mismatched size for broadcast"
    %136 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %expanded_79 = tensor.expand_shape %136 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %115, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %137 = tensor.empty(%dim) : tensor<1x4x2x?x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 3 : index
      %314 = linalg.index 4 : index
      %315 = arith.cmpi eq, %115, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %expanded_79[%c0, %312, %c0, %316, %314] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_80 = tensor.collapse_shape %138 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %expanded_81 = tensor.expand_shape %transposed_68 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %115, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %139 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 3 : index
      %314 = linalg.index 4 : index
      %315 = arith.cmpi eq, %115, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %expanded_81[%c0, %312, %c0, %316, %314] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_82 = tensor.collapse_shape %139 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %140 = tensor.empty(%dim) : tensor<1x8x32x?xbf16>
    %transposed_83 = linalg.transpose ins(%collapsed_80 : tensor<1x8x?x32xbf16>) outs(%140 : tensor<1x8x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %141 = tensor.empty(%dim) : tensor<1x8x?x32xbf16>
    %142 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %104, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %127[%c0, %312, %316, %314] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_84 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %143 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x8x32x?xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %dim, %c1 : index
      %316 = arith.select %315, %c0, %314 : index
      %extracted = tensor.extract %transposed_83[%c0, %312, %313, %316] : tensor<1x8x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32x?xbf16>
    %collapsed_85 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x8x32x?xbf16> into tensor<8x32x?xbf16>
    %144 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %146 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<8x?x32xbf16>, tensor<8x32x?xbf16>) outs(%145 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %147 = tensor.empty(%dim, %dim) : tensor<8x?x?xbf16>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<8x?x?xf32>) outs(%147 : tensor<8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<8x?x?xbf16>
    %149 = arith.muli %0, %c8_i64 : i64
    %150 = arith.select %95, %c8_i64, %149 : i64
    %151 = arith.muli %150, %0 : i64
    %152 = arith.select %95, %c8_i64, %151 : i64
    %153 = arith.select %95, %98, %97 : i64
    %154 = arith.cmpi sle, %153, %c1_i64 : i64
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %155 = arith.muli %149, %0 : i64
    %156 = arith.divsi %155, %152 : i64
    %157 = arith.select %95, %156, %0 : i64
    %from_elements_86 = tensor.from_elements %c1_i64, %c8_i64, %157, %157 : tensor<4xi64>
    %reshape_87 = tensor.reshape %148(%from_elements_86) : (tensor<8x?x?xbf16>, tensor<4xi64>) -> tensor<1x8x?x?xbf16>
    %158 = arith.index_cast %157 : i64 to index
    %159 = tensor.empty(%158, %158) : tensor<1x8x?x?xbf16>
    %160 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_87 : tensor<1x8x?x?xbf16>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.truncf %cst_5 : f64 to bf16
      %313 = arith.mulf %in, %312 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    %161 = arith.cmpi eq, %158, %dim : index
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %162 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %65 : tensor<1x8x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x?xbf16>
    %163 = tensor.empty(%158, %158) : tensor<1x8x?x?xf32>
    %164 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x8x?x?xbf16>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %165 = tensor.empty(%158) : tensor<1x8x?xi64>
    %166 = linalg.fill ins(%c0_i64 : i64) outs(%165 : tensor<1x8x?xi64>) -> tensor<1x8x?xi64>
    %167 = tensor.empty(%158) : tensor<1x8x?xf32>
    %168 = linalg.fill ins(%cst_0 : f32) outs(%167 : tensor<1x8x?xf32>) -> tensor<1x8x?xf32>
    %169:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<1x8x?x?xf32>) outs(%168, %166 : tensor<1x8x?xf32>, tensor<1x8x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_153: i64):
      %312 = linalg.index 3 : index
      %313 = arith.index_cast %312 : index to i64
      %314 = arith.maximumf %in, %out : f32
      %315 = arith.cmpf ogt, %in, %out : f32
      %316 = arith.select %315, %313, %out_153 : i64
      linalg.yield %314, %316 : f32, i64
    } -> (tensor<1x8x?xf32>, tensor<1x8x?xi64>)
    %expanded_88 = tensor.expand_shape %169#0 [[0], [1], [2, 3]] output_shape [1, 8, %158, 1] : tensor<1x8x?xf32> into tensor<1x8x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_88 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.subf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %171 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x8x?x?xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.exp %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %172 = tensor.empty(%158) : tensor<1x8x?x1xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<1x8x?x1xf32>) -> tensor<1x8x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x8x?x?xf32>) outs(%173 : tensor<1x8x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %174 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.divf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x8x?x?xf32>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %177 = tensor.empty(%dim, %dim) : tensor<1x8x?x?xbf16>
    %178 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x8x?x?xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %158, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %317 = arith.select %315, %c0, %314 : index
      %extracted = tensor.extract %176[%c0, %312, %316, %317] : tensor<1x8x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %from_elements_89 = tensor.from_elements %c8_i64, %157, %157 : tensor<3xi64>
    %reshape_90 = tensor.reshape %178(%from_elements_89) : (tensor<1x8x?x?xbf16>, tensor<3xi64>) -> tensor<8x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %179 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %dim, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %collapsed_82[%c0, %312, %316, %314] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_91 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    %180 = arith.cmpi eq, %157, %0 : i64
    cf.assert %180, "mismatching contracting dimension"
    %181 = tensor.empty(%158) : tensor<8x?x32xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %183 = linalg.batch_matmul ins(%reshape_90, %collapsed_91 : tensor<8x?x?xbf16>, tensor<8x?x32xbf16>) outs(%182 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %184 = tensor.empty(%158) : tensor<8x?x32xbf16>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<8x?x32xf32>) outs(%184 : tensor<8x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<8x?x32xbf16>
    %expanded_92 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [1, 8, %158, 32] : tensor<8x?x32xbf16> into tensor<1x8x?x32xbf16>
    %186 = tensor.empty(%158) : tensor<1x?x8x32xbf16>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x8x?x32xbf16>) outs(%186 : tensor<1x?x8x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %187 = arith.muli %157, %c256_i64 : i64
    %188 = arith.divsi %187, %96 : i64
    %189 = arith.select %95, %188, %0 : i64
    %from_elements_94 = tensor.from_elements %c1_i64, %189, %188 : tensor<3xi64>
    %reshape_95 = tensor.reshape %transposed_93(%from_elements_94) : (tensor<1x?x8x32xbf16>, tensor<3xi64>) -> tensor<1x?x256xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_17 : tensor<256x256xbf16>) outs(%89 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %reshape_95 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %190 = arith.index_cast %189 : i64 to index
    %191 = tensor.empty(%190) : tensor<?x256xf32>
    %192 = linalg.fill ins(%cst : f32) outs(%191 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %193 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%192 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %194 = tensor.empty(%190) : tensor<?x256xbf16>
    %195 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%193 : tensor<?x256xf32>) outs(%194 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_98 = tensor.expand_shape %195 [[0, 1], [2]] output_shape [1, %190, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %196 = arith.cmpi eq, %dim, %190 : index
    cf.assert %196, "mismatched size for broadcast"
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_98 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %198 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%199 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_6 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %203 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %206 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %205 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %207 = tensor.empty() : tensor<256x512xbf16>
    %transposed_99 = linalg.transpose ins(%expanded_19 : tensor<512x256xbf16>) outs(%207 : tensor<256x512xbf16>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %206 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %208 = tensor.empty(%dim) : tensor<?x512xf32>
    %209 = linalg.fill ins(%cst : f32) outs(%208 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %210 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%209 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %211 = tensor.empty(%dim) : tensor<?x512xbf16>
    %212 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%210 : tensor<?x512xf32>) outs(%211 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x512xbf16>
    %expanded_101 = tensor.expand_shape %212 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %213 = tensor.empty(%dim) : tensor<1x?x512xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<1x?x512xbf16>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x512xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<1x?x512xf32>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      %313 = math.exp %312 : f32
      %314 = arith.addf %313, %cst_1 : f32
      %315 = arith.divf %cst_1, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<1x?x512xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214, %215 : tensor<1x?x512xf32>, tensor<1x?x512xf32>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x512xf32>
    %217 = tensor.empty(%dim) : tensor<1x?x512xbf16>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x?x512xf32>) outs(%217 : tensor<1x?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_102 = linalg.transpose ins(%expanded_21 : tensor<512x256xbf16>) outs(%207 : tensor<256x512xbf16>) permutation = [1, 0] 
    %219 = linalg.matmul ins(%collapsed_100, %transposed_102 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%209 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<?x512xf32>) outs(%211 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x512xbf16>
    %expanded_103 = tensor.expand_shape %220 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %221 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %expanded_103 : tensor<1x?x512xbf16>, tensor<1x?x512xbf16>) outs(%217 : tensor<1x?x512xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x512xbf16>
    %222 = tensor.empty() : tensor<512x256xbf16>
    %transposed_104 = linalg.transpose ins(%expanded_23 : tensor<256x512xbf16>) outs(%222 : tensor<512x256xbf16>) permutation = [1, 0] 
    %collapsed_105 = tensor.collapse_shape %221 [[0, 1], [2]] : tensor<1x?x512xbf16> into tensor<?x512xbf16>
    %223 = linalg.matmul ins(%collapsed_105, %transposed_104 : tensor<?x512xbf16>, tensor<512x256xbf16>) outs(%91 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<?x256xf32>) outs(%93 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_106 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %expanded_106 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%227 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_6 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %231 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %234 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %233 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_107 = linalg.transpose ins(%expanded_27 : tensor<256x256xbf16>) outs(%89 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_108 = tensor.collapse_shape %234 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %235 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%91 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%235 : tensor<?x256xf32>) outs(%93 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_109 = tensor.expand_shape %236 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_110 = tensor.reshape %expanded_109(%from_elements) : (tensor<1x?x256xbf16>, tensor<4xi64>) -> tensor<1x?x8x32xbf16>
    %transposed_111 = linalg.transpose ins(%reshape_110 : tensor<1x?x8x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_112 = linalg.transpose ins(%expanded_29 : tensor<128x256xbf16>) outs(%106 : tensor<256x128xbf16>) permutation = [1, 0] 
    %237 = linalg.matmul ins(%collapsed_108, %transposed_112 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%108 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%237 : tensor<?x128xf32>) outs(%110 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x128xbf16>
    %expanded_113 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_114 = tensor.reshape %expanded_113(%from_elements_62) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_115 = linalg.transpose ins(%reshape_114 : tensor<1x?x4x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_116 = linalg.transpose ins(%expanded_31 : tensor<128x256xbf16>) outs(%106 : tensor<256x128xbf16>) permutation = [1, 0] 
    %239 = linalg.matmul ins(%collapsed_108, %transposed_116 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%108 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<?x128xf32>) outs(%110 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x128xbf16>
    %expanded_117 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_118 = tensor.reshape %expanded_117(%from_elements_62) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_119 = linalg.transpose ins(%reshape_118 : tensor<1x?x4x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %119, "mismatched size for broadcast"
    %241 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_111, %expanded_69 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    %extracted_slice_120 = tensor.extract_slice %transposed_111[0, 0, 0, 0] [1, 8, %104, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %extracted_slice_121 = tensor.extract_slice %transposed_111[0, 0, 0, 16] [1, 8, %104, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %242 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_121 : tensor<1x8x?x16xbf16>) outs(%121 : tensor<1x8x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.negf %in : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x16xbf16>
    %concat_122 = tensor.concat dim(3) %242, %extracted_slice_120 : (tensor<1x8x?x16xbf16>, tensor<1x8x?x16xbf16>) -> tensor<1x8x?x32xbf16>
    %dim_123 = tensor.dim %242, %c2 : tensor<1x8x?x16xbf16>
    %243 = arith.cmpi eq, %dim_123, %dim_57 : index
    cf.assert %243, "mismatched size for broadcast"
    %244 = tensor.empty(%dim_123) : tensor<1x8x?x32xbf16>
    %245 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_122, %expanded_70 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%244 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    %246 = arith.cmpi eq, %104, %dim_123 : index
    cf.assert %246, "mismatched size for broadcast"
    %247 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %245 : tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) outs(%105 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x32xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %248 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_115, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_124 = tensor.extract_slice %transposed_115[0, 0, 0, 0] [1, 4, %115, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_125 = tensor.extract_slice %transposed_115[0, 0, 0, 16] [1, 4, %115, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %249 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_125 : tensor<1x4x?x16xbf16>) outs(%130 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.negf %in : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_126 = tensor.concat dim(3) %249, %extracted_slice_124 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_127 = tensor.dim %249, %c2 : tensor<1x4x?x16xbf16>
    %250 = arith.cmpi eq, %dim_127, %dim_57 : index
    cf.assert %250, "mismatched size for broadcast"
    %251 = tensor.empty(%dim_127) : tensor<1x4x?x32xbf16>
    %252 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_126, %expanded_70 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%251 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %253 = arith.cmpi eq, %115, %dim_127 : index
    cf.assert %253, "mismatched size for broadcast"
    %254 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %252 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%116 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x4x?x32xbf16>
    %expanded_128 = tensor.expand_shape %254 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %115, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %255 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 3 : index
      %314 = linalg.index 4 : index
      %315 = arith.cmpi eq, %115, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %expanded_128[%c0, %312, %c0, %316, %314] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_129 = tensor.collapse_shape %255 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %expanded_130 = tensor.expand_shape %transposed_119 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %115, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %256 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 3 : index
      %314 = linalg.index 4 : index
      %315 = arith.cmpi eq, %115, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %expanded_130[%c0, %312, %c0, %316, %314] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_131 = tensor.collapse_shape %256 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %transposed_132 = linalg.transpose ins(%collapsed_129 : tensor<1x8x?x32xbf16>) outs(%140 : tensor<1x8x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %257 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %104, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %247[%c0, %312, %316, %314] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_133 = tensor.collapse_shape %257 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %258 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x8x32x?xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %dim, %c1 : index
      %316 = arith.select %315, %c0, %314 : index
      %extracted = tensor.extract %transposed_132[%c0, %312, %313, %316] : tensor<1x8x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32x?xbf16>
    %collapsed_134 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<1x8x32x?xbf16> into tensor<8x32x?xbf16>
    %259 = linalg.batch_matmul ins(%collapsed_133, %collapsed_134 : tensor<8x?x32xbf16>, tensor<8x32x?xbf16>) outs(%145 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<8x?x?xf32>) outs(%147 : tensor<8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<8x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_135 = tensor.reshape %260(%from_elements_86) : (tensor<8x?x?xbf16>, tensor<4xi64>) -> tensor<1x8x?x?xbf16>
    %261 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_135 : tensor<1x8x?x?xbf16>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %312 = arith.truncf %cst_5 : f64 to bf16
      %313 = arith.mulf %in, %312 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %262 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %65 : tensor<1x8x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x?xbf16>
    %263 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x8x?x?xbf16>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %264:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%263 : tensor<1x8x?x?xf32>) outs(%168, %166 : tensor<1x8x?xf32>, tensor<1x8x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_153: i64):
      %312 = linalg.index 3 : index
      %313 = arith.index_cast %312 : index to i64
      %314 = arith.maximumf %in, %out : f32
      %315 = arith.cmpf ogt, %in, %out : f32
      %316 = arith.select %315, %313, %out_153 : i64
      linalg.yield %314, %316 : f32, i64
    } -> (tensor<1x8x?xf32>, tensor<1x8x?xi64>)
    %expanded_136 = tensor.expand_shape %264#0 [[0], [1], [2, 3]] output_shape [1, 8, %158, 1] : tensor<1x8x?xf32> into tensor<1x8x?x1xf32>
    %265 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_136 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.subf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %266 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x8x?x?xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.exp %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %267 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<1x8x?x?xf32>) outs(%173 : tensor<1x8x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %267 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%163 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.divf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x8x?x?xf32>
    %269 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x8x?x?xf32>) outs(%159 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %270 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x8x?x?xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %158, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %317 = arith.select %315, %c0, %314 : index
      %extracted = tensor.extract %269[%c0, %312, %316, %317] : tensor<1x8x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_137 = tensor.reshape %270(%from_elements_89) : (tensor<1x8x?x?xbf16>, tensor<3xi64>) -> tensor<8x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %271 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %312 = linalg.index 1 : index
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %dim, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %extracted = tensor.extract %collapsed_131[%c0, %312, %316, %314] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_138 = tensor.collapse_shape %271 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %180, "mismatching contracting dimension"
    %272 = linalg.batch_matmul ins(%reshape_137, %collapsed_138 : tensor<8x?x?xbf16>, tensor<8x?x32xbf16>) outs(%182 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<8x?x32xf32>) outs(%184 : tensor<8x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<8x?x32xbf16>
    %expanded_139 = tensor.expand_shape %273 [[0, 1], [2], [3]] output_shape [1, 8, %158, 32] : tensor<8x?x32xbf16> into tensor<1x8x?x32xbf16>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<1x8x?x32xbf16>) outs(%186 : tensor<1x?x8x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_141 = tensor.reshape %transposed_140(%from_elements_94) : (tensor<1x?x8x32xbf16>, tensor<3xi64>) -> tensor<1x?x256xbf16>
    %transposed_142 = linalg.transpose ins(%expanded_33 : tensor<256x256xbf16>) outs(%89 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_143 = tensor.collapse_shape %reshape_141 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %274 = arith.index_cast %189 : i64 to index
    %275 = tensor.empty(%274) : tensor<?x256xf32>
    %276 = linalg.fill ins(%cst : f32) outs(%275 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %277 = linalg.matmul ins(%collapsed_143, %transposed_142 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%276 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %278 = tensor.empty(%274) : tensor<?x256xbf16>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<?x256xf32>) outs(%278 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_144 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [1, %274, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %280 = arith.cmpi eq, %dim, %274 : index
    cf.assert %280, "mismatched size for broadcast"
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225, %expanded_144 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_6 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %287 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %290 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %289 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_145 = linalg.transpose ins(%expanded_35 : tensor<512x256xbf16>) outs(%207 : tensor<256x512xbf16>) permutation = [1, 0] 
    %collapsed_146 = tensor.collapse_shape %290 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %291 = linalg.matmul ins(%collapsed_146, %transposed_145 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%209 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %292 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%291 : tensor<?x512xf32>) outs(%211 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x512xbf16>
    %expanded_147 = tensor.expand_shape %292 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_147 : tensor<1x?x512xbf16>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x512xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x512xf32>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.negf %in : f32
      %313 = math.exp %312 : f32
      %314 = arith.addf %313, %cst_1 : f32
      %315 = arith.divf %cst_1, %314 : f32
      linalg.yield %315 : f32
    } -> tensor<1x?x512xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %294 : tensor<1x?x512xf32>, tensor<1x?x512xf32>) outs(%213 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x512xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<1x?x512xf32>) outs(%217 : tensor<1x?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_148 = linalg.transpose ins(%expanded_37 : tensor<512x256xbf16>) outs(%207 : tensor<256x512xbf16>) permutation = [1, 0] 
    %297 = linalg.matmul ins(%collapsed_146, %transposed_148 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%209 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%297 : tensor<?x512xf32>) outs(%211 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x512xbf16>
    %expanded_149 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %expanded_149 : tensor<1x?x512xbf16>, tensor<1x?x512xbf16>) outs(%217 : tensor<1x?x512xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_150 = linalg.transpose ins(%expanded_39 : tensor<256x512xbf16>) outs(%222 : tensor<512x256xbf16>) permutation = [1, 0] 
    %collapsed_151 = tensor.collapse_shape %299 [[0, 1], [2]] : tensor<1x?x512xbf16> into tensor<?x512xbf16>
    %300 = linalg.matmul ins(%collapsed_151, %transposed_150 : tensor<?x512xbf16>, tensor<512x256xbf16>) outs(%91 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %301 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%300 : tensor<?x256xf32>) outs(%93 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<?x256xbf16>
    %expanded_152 = tensor.expand_shape %301 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %302 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %expanded_152 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.addf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %312 = arith.extf %in : bf16 to f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%304 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.addf %in, %out : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.divf %in, %cst_8 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = arith.truncf %cst_6 : f64 to f32
      %313 = arith.addf %in, %312 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %312 = math.rsqrt %in : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %308 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_153: f32, %out: f32):
      %312 = arith.mulf %in, %in_153 : f32
      linalg.yield %312 : f32
    } -> tensor<1x?x256xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %312 = arith.truncf %in : f32 to bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    %311 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %310 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_153: bf16, %out: bf16):
      %312 = arith.mulf %in, %in_153 : bf16
      linalg.yield %312 : bf16
    } -> tensor<1x?x256xbf16>
    return %311 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
