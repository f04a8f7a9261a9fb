#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<()[s0] -> (s0 + 1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (0, d1)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map17 = affine_map<(d0, d1, d2) -> (d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {tp.parallel_config = {attention_input = "full", cp = 1 : i64, dp_attention = false, ep = 1 : i64, mlp_input = "full", moe_a2a = "none", moe_cp_all_gather = false, tp = 1 : i64, tp_group = "tp"}} {
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
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<1197312xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_9 = tensor.extract_slice %arg1[16384] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_10 = tensor.expand_shape %extracted_slice_9 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_11 = tensor.extract_slice %arg1[81920] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_12 = tensor.expand_shape %extracted_slice_11 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[114688] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_13 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[147456] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_16 = tensor.expand_shape %extracted_slice_15 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_17 = tensor.extract_slice %arg1[212992] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_18 = tensor.expand_shape %extracted_slice_17 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[344064] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[475136] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_22 = tensor.expand_shape %extracted_slice_21 [[0, 1]] output_shape [256, 512] : tensor<131072xbf16> into tensor<256x512xbf16>
    %extracted_slice_23 = tensor.extract_slice %arg1[606208] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[606464] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[606720] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[672256] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[705024] [32768] [1] : tensor<1197312xbf16> to tensor<32768xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[737792] [65536] [1] : tensor<1197312xbf16> to tensor<65536xbf16>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_33 = tensor.extract_slice %arg1[803328] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_34 = tensor.expand_shape %extracted_slice_33 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[934400] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [512, 256] : tensor<131072xbf16> into tensor<512x256xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[1065472] [131072] [1] : tensor<1197312xbf16> to tensor<131072xbf16>
    %expanded_38 = tensor.expand_shape %extracted_slice_37 [[0, 1]] output_shape [256, 512] : tensor<131072xbf16> into tensor<256x512xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[1196544] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[1196800] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[1197056] [256] [1] : tensor<1197312xbf16> to tensor<256xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %313 = arith.index_cast %in : i64 to index
      %314 = linalg.index 2 : index
      %315 = arith.cmpi slt, %313, %c64 : index
      cf.assert %315, "index must be smaller than dim size"
      %316 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %316, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%313, %314] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %313 = linalg.index 0 : index
      %314 = arith.index_cast %313 : index to i64
      linalg.yield %314 : i64
    } -> tensor<?xi64>
    %expanded_42 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_43 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %313 = arith.subi %in, %c1_i64 : i64
      linalg.yield %313 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_42 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_44 = tensor.dim %expanded_42, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_44]
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
    %extracted_slice_45 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_46 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_46, %extracted_slice_45 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.subi %in, %in_152 : i64
      linalg.yield %313 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %313 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %313 : i1
    } -> tensor<1x?xi1>
    %expanded_47 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_47, %expanded_42 : tensor<?x1xi64>, tensor<1x?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_152: i64, %out: i1):
      %313 = arith.cmpi sge, %in, %in_152 : i64
      linalg.yield %313 : i1
    } -> tensor<?x?xi1>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<1x?xi1>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i1, %out: i64):
      %313 = arith.extui %in : i1 to i64
      linalg.yield %313 : i64
    } -> tensor<1x?xi64>
    %expanded_48 = tensor.expand_shape %40 [[0], [1, 2]] output_shape [1, 1, %32] : tensor<1x?xi64> into tensor<1x1x?xi64>
    %41 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<?x?xi1>) outs(%41 : tensor<?x?xi64>) {
    ^bb0(%in: i1, %out: i64):
      %313 = arith.extui %in : i1 to i64
      linalg.yield %313 : i64
    } -> tensor<?x?xi64>
    %43 = arith.cmpi eq, %32, %dim : index
    cf.assert %43, "mismatched size for broadcast"
    %44 = tensor.empty(%dim, %32) : tensor<1x?x?xi64>
    %45 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %42 : tensor<1x1x?xi64>, tensor<?x?xi64>) outs(%44 : tensor<1x?x?xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.muli %in, %in_152 : i64
      linalg.yield %313 : i64
    } -> tensor<1x?x?xi64>
    %46 = tensor.empty(%dim) : tensor<1x?xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %48 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<1x?x?xi64>) outs(%47 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %313 = arith.addi %in, %out : i64
      linalg.yield %313 : i64
    } -> tensor<1x?xi64>
    %49 = tensor.empty() : tensor<1xi64>
    %50 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%49 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_49 = tensor.expand_shape %50 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_50 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_51 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_52 = tensor.dim %expanded_50, %c2 : tensor<1x1x?x1xi64>
    %51 = tensor.empty(%dim_52) : tensor<1x1x?x1xi64>
    %52 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_50 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%51 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64
      %314 = arith.addi %in, %c1_i64 : i64
      %315 = arith.select %313, %314, %in : i64
      %316 = arith.index_cast %315 : i64 to index
      %317 = arith.cmpi slt, %in_152, %c0_i64 : i64
      %318 = arith.addi %in_152, %0 : i64
      %319 = arith.select %317, %318, %in_152 : i64
      %320 = arith.index_cast %319 : i64 to index
      %extracted = tensor.extract %expanded_42[%316, %320] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_53 = tensor.dim %expanded_51, %c3 : tensor<1x1x1x?xi64>
    %53 = tensor.empty(%dim_53) : tensor<1x1x1x?xi64>
    %54 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%53 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64
      %314 = arith.addi %in, %c1_i64 : i64
      %315 = arith.select %313, %314, %in : i64
      %316 = arith.index_cast %315 : i64 to index
      %317 = arith.cmpi slt, %in_152, %c0_i64 : i64
      %318 = arith.addi %in_152, %0 : i64
      %319 = arith.select %317, %318, %in_152 : i64
      %320 = arith.index_cast %319 : i64 to index
      %extracted = tensor.extract %expanded_42[%316, %320] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %55 = tensor.empty(%dim_52, %dim_53) : tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map13, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %52 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_152: i64, %out: i1):
      %313 = arith.cmpi sle, %in, %in_152 : i64
      linalg.yield %313 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %56 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_152: i1, %out: i1):
      %313 = arith.andi %in, %in_152 : i1
      linalg.yield %313 : i1
    } -> tensor<1x1x?x?xi1>
    %58 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_50 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%51 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64
      %314 = arith.addi %in, %c1_i64 : i64
      %315 = arith.select %313, %314, %in : i64
      %316 = arith.index_cast %315 : i64 to index
      %317 = arith.cmpi slt, %in_152, %c0_i64 : i64
      %318 = arith.addi %in_152, %0 : i64
      %319 = arith.select %317, %318, %in_152 : i64
      %320 = arith.index_cast %319 : i64 to index
      %extracted = tensor.extract %48[%316, %320] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %59 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%53 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_152: i64, %out: i64):
      %313 = arith.cmpi slt, %in, %c0_i64 : i64
      %314 = arith.addi %in, %c1_i64 : i64
      %315 = arith.select %313, %314, %in : i64
      %316 = arith.index_cast %315 : i64 to index
      %317 = arith.cmpi slt, %in_152, %c0_i64 : i64
      %318 = arith.addi %in_152, %0 : i64
      %319 = arith.select %317, %318, %in_152 : i64
      %320 = arith.index_cast %319 : i64 to index
      %extracted = tensor.extract %48[%316, %320] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %60 = linalg.generic {indexing_maps = [#map14, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %59 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_152: i64, %out: i1):
      %313 = arith.cmpi eq, %in, %in_152 : i64
      linalg.yield %313 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_152: i1, %out: i1):
      %313 = arith.andi %in, %in_152 : i1
      linalg.yield %313 : i1
    } -> tensor<1x1x?x?xi1>
    %62 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %63 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %64 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %313 = linalg.index 2 : index
      %314 = linalg.index 3 : index
      %315 = arith.cmpi eq, %dim_52, %c1 : index
      %316 = arith.select %315, %c0, %313 : index
      %317 = arith.cmpi eq, %dim_53, %c1 : index
      %318 = arith.select %317, %c0, %314 : index
      %extracted = tensor.extract %61[%c0, %c0, %316, %318] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %65 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %66 = linalg.generic {indexing_maps = [#map11, #map15, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%65 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_152: bf16, %in_153: bf16, %out: bf16):
      %313 = arith.select %in, %in_152, %in_153 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_54 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %67 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi64>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %313 = arith.sitofp %in : i64 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %69 = tensor.empty() : tensor<16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%69 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<16xf32>
    %71 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map16, #map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%71 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x16xf32>
    %concat_55 = tensor.concat dim(2) %72, %72 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_56 = tensor.dim %72, %c1 : tensor<1x?x16xf32>
    %73 = tensor.empty(%dim_56) : tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_55 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.cos %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_55 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.sin %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x32xf32>
    %76 = tensor.empty(%dim_56) : tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%76 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x32xf32>) outs(%76 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x32xbf16>
    %79 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.divf %in, %cst_8 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.truncf %cst_6 : f64 to f32
      %314 = arith.addf %in, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.rsqrt %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %86 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %88 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %90 = tensor.empty() : tensor<256x256xbf16>
    %transposed = linalg.transpose ins(%expanded_10 : tensor<256x256xbf16>) outs(%90 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %91 = tensor.empty(%dim) : tensor<?x256xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %93 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%92 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %94 = tensor.empty(%dim) : tensor<?x256xbf16>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<?x256xf32>) outs(%94 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_57 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %96 = arith.cmpi slt, %0, %c0_i64 : i64
    %97 = arith.select %96, %c1_i64, %0 : i64
    %98 = arith.extui %96 : i1 to i64
    %99 = arith.addi %98, %c1_i64 : i64
    %100 = arith.muli %97, %c32_i64 : i64
    %101 = arith.cmpi sle, %99, %c1_i64 : i64
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %102 = arith.muli %0, %c256_i64 : i64
    %103 = arith.divsi %102, %100 : i64
    %104 = arith.select %96, %103, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %104, %103, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_57(%from_elements) : (tensor<1x?x256xbf16>, tensor<4xi64>) -> tensor<1x?x8x32xbf16>
    %105 = arith.index_cast %104 : i64 to index
    %106 = tensor.empty(%105) : tensor<1x8x?x32xbf16>
    %transposed_58 = linalg.transpose ins(%reshape : tensor<1x?x8x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %107 = tensor.empty() : tensor<256x128xbf16>
    %transposed_59 = linalg.transpose ins(%expanded_12 : tensor<128x256xbf16>) outs(%107 : tensor<256x128xbf16>) permutation = [1, 0] 
    %108 = tensor.empty(%dim) : tensor<?x128xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %110 = linalg.matmul ins(%collapsed, %transposed_59 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%109 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %111 = tensor.empty(%dim) : tensor<?x128xbf16>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<?x128xf32>) outs(%111 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x128xbf16>
    %expanded_60 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %113 = arith.muli %0, %c128_i64 : i64
    %114 = arith.divsi %113, %100 : i64
    %115 = arith.select %96, %114, %0 : i64
    %from_elements_61 = tensor.from_elements %c1_i64, %115, %114, %c32_i64 : tensor<4xi64>
    %reshape_62 = tensor.reshape %expanded_60(%from_elements_61) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %116 = arith.index_cast %115 : i64 to index
    %117 = tensor.empty(%116) : tensor<1x4x?x32xbf16>
    %transposed_63 = linalg.transpose ins(%reshape_62 : tensor<1x?x4x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%expanded_14 : tensor<128x256xbf16>) outs(%107 : tensor<256x128xbf16>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed, %transposed_64 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%109 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<?x128xf32>) outs(%111 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x128xbf16>
    %expanded_65 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_66 = tensor.reshape %expanded_65(%from_elements_61) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_67 = linalg.transpose ins(%reshape_66 : tensor<1x?x4x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_68 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_56, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_69 = tensor.expand_shape %78 [[0], [1, 2], [3]] output_shape [1, 1, %dim_56, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %120 = arith.cmpi eq, %105, %dim_56 : index
    cf.assert %120, "mismatched size for broadcast"
    %121 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58, %expanded_68 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    %extracted_slice_70 = tensor.extract_slice %transposed_58[0, 0, 0, 0] [1, 8, %105, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_58[0, 0, 0, 16] [1, 8, %105, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %122 = tensor.empty(%105) : tensor<1x8x?x16xbf16>
    %123 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<1x8x?x16xbf16>) outs(%122 : tensor<1x8x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.negf %in : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x16xbf16>
    %concat_72 = tensor.concat dim(3) %123, %extracted_slice_70 : (tensor<1x8x?x16xbf16>, tensor<1x8x?x16xbf16>) -> tensor<1x8x?x32xbf16>
    %dim_73 = tensor.dim %123, %c2 : tensor<1x8x?x16xbf16>
    %124 = arith.cmpi eq, %dim_73, %dim_56 : index
    cf.assert %124, "mismatched size for broadcast"
    %125 = tensor.empty(%dim_73) : tensor<1x8x?x32xbf16>
    %126 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_69 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%125 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    %127 = arith.cmpi eq, %105, %dim_73 : index
    cf.assert %127, "mismatched size for broadcast"
    %128 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %126 : tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    %129 = arith.cmpi eq, %116, %dim_56 : index
    cf.assert %129, "mismatched size for broadcast"
    %130 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_68 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_74 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [1, 4, %116, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_75 = tensor.extract_slice %transposed_63[0, 0, 0, 16] [1, 4, %116, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %131 = tensor.empty(%116) : tensor<1x4x?x16xbf16>
    %132 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_75 : tensor<1x4x?x16xbf16>) outs(%131 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.negf %in : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_76 = tensor.concat dim(3) %132, %extracted_slice_74 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_77 = tensor.dim %132, %c2 : tensor<1x4x?x16xbf16>
    %133 = arith.cmpi eq, %dim_77, %dim_56 : index
    cf.assert %133, "mismatched size for broadcast"
    %134 = tensor.empty(%dim_77) : tensor<1x4x?x32xbf16>
    %135 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_76, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%134 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %136 = arith.cmpi eq, %116, %dim_77 : index
    cf.assert %136, "mismatched size for broadcast"
    %137 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %expanded_78 = tensor.expand_shape %137 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %116, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %138 = tensor.empty(%dim) : tensor<1x4x2x?x32xbf16>
    %139 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 3 : index
      %315 = linalg.index 4 : index
      %316 = arith.cmpi eq, %116, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %expanded_78[%c0, %313, %c0, %317, %315] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_79 = tensor.collapse_shape %139 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %expanded_80 = tensor.expand_shape %transposed_67 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %116, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %140 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 3 : index
      %315 = linalg.index 4 : index
      %316 = arith.cmpi eq, %116, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %expanded_80[%c0, %313, %c0, %317, %315] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_81 = tensor.collapse_shape %140 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %141 = tensor.empty(%dim) : tensor<1x8x32x?xbf16>
    %transposed_82 = linalg.transpose ins(%collapsed_79 : tensor<1x8x?x32xbf16>) outs(%141 : tensor<1x8x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %142 = tensor.empty(%dim) : tensor<1x8x?x32xbf16>
    %143 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %105, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %128[%c0, %313, %317, %315] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_83 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %144 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x32x?xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %dim, %c1 : index
      %317 = arith.select %316, %c0, %315 : index
      %extracted = tensor.extract %transposed_82[%c0, %313, %314, %317] : tensor<1x8x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32x?xbf16>
    %collapsed_84 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<1x8x32x?xbf16> into tensor<8x32x?xbf16>
    %145 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %147 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<8x?x32xbf16>, tensor<8x32x?xbf16>) outs(%146 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %148 = tensor.empty(%dim, %dim) : tensor<8x?x?xbf16>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<8x?x?xf32>) outs(%148 : tensor<8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<8x?x?xbf16>
    %150 = arith.muli %0, %c8_i64 : i64
    %151 = arith.select %96, %c8_i64, %150 : i64
    %152 = arith.muli %151, %0 : i64
    %153 = arith.select %96, %c8_i64, %152 : i64
    %154 = arith.select %96, %99, %98 : i64
    %155 = arith.cmpi sle, %154, %c1_i64 : i64
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %156 = arith.muli %150, %0 : i64
    %157 = arith.divsi %156, %153 : i64
    %158 = arith.select %96, %157, %0 : i64
    %from_elements_85 = tensor.from_elements %c1_i64, %c8_i64, %158, %158 : tensor<4xi64>
    %reshape_86 = tensor.reshape %149(%from_elements_85) : (tensor<8x?x?xbf16>, tensor<4xi64>) -> tensor<1x8x?x?xbf16>
    %159 = arith.index_cast %158 : i64 to index
    %160 = tensor.empty(%159, %159) : tensor<1x8x?x?xbf16>
    %161 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_86 : tensor<1x8x?x?xbf16>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.truncf %cst_5 : f64 to bf16
      %314 = arith.mulf %in, %313 : bf16
      linalg.yield %314 : bf16
    } -> tensor<1x8x?x?xbf16>
    %162 = arith.cmpi eq, %159, %dim : index
    cf.assert %162, "mismatched size for broadcast"
    cf.assert %162, "mismatched size for broadcast"
    %163 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %66 : tensor<1x8x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    %164 = tensor.empty(%159, %159) : tensor<1x8x?x?xf32>
    %165 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x8x?x?xbf16>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %166 = tensor.empty(%159) : tensor<1x8x?xi64>
    %167 = linalg.fill ins(%c0_i64 : i64) outs(%166 : tensor<1x8x?xi64>) -> tensor<1x8x?xi64>
    %168 = tensor.empty(%159) : tensor<1x8x?xf32>
    %169 = linalg.fill ins(%cst_0 : f32) outs(%168 : tensor<1x8x?xf32>) -> tensor<1x8x?xf32>
    %170:2 = linalg.generic {indexing_maps = [#map11, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<1x8x?x?xf32>) outs(%169, %167 : tensor<1x8x?xf32>, tensor<1x8x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_152: i64):
      %313 = linalg.index 3 : index
      %314 = arith.index_cast %313 : index to i64
      %315 = arith.maximumf %in, %out : f32
      %316 = arith.cmpf ogt, %in, %out : f32
      %317 = arith.select %316, %314, %out_152 : i64
      linalg.yield %315, %317 : f32, i64
    } -> (tensor<1x8x?xf32>, tensor<1x8x?xi64>)
    %expanded_87 = tensor.expand_shape %170#0 [[0], [1], [2, 3]] output_shape [1, 8, %159, 1] : tensor<1x8x?xf32> into tensor<1x8x?x1xf32>
    %171 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_87 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.subf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %172 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x8x?x?xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.exp %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %173 = tensor.empty(%159) : tensor<1x8x?x1xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<1x8x?x1xf32>) -> tensor<1x8x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<1x8x?x?xf32>) outs(%174 : tensor<1x8x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x1xf32>
    %176 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.divf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %177 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x8x?x?xf32>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %178 = tensor.empty(%dim, %dim) : tensor<1x8x?x?xbf16>
    %179 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%178 : tensor<1x8x?x?xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %159, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %318 = arith.select %316, %c0, %315 : index
      %extracted = tensor.extract %177[%c0, %313, %317, %318] : tensor<1x8x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %from_elements_88 = tensor.from_elements %c8_i64, %158, %158 : tensor<3xi64>
    %reshape_89 = tensor.reshape %179(%from_elements_88) : (tensor<1x8x?x?xbf16>, tensor<3xi64>) -> tensor<8x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %180 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %dim, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %collapsed_81[%c0, %313, %317, %315] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_90 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    %181 = arith.cmpi eq, %158, %0 : i64
    cf.assert %181, "mismatching contracting dimension"
    %182 = tensor.empty(%159) : tensor<8x?x32xf32>
    %183 = linalg.fill ins(%cst : f32) outs(%182 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %184 = linalg.batch_matmul ins(%reshape_89, %collapsed_90 : tensor<8x?x?xbf16>, tensor<8x?x32xbf16>) outs(%183 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %185 = tensor.empty(%159) : tensor<8x?x32xbf16>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<8x?x32xf32>) outs(%185 : tensor<8x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<8x?x32xbf16>
    %expanded_91 = tensor.expand_shape %186 [[0, 1], [2], [3]] output_shape [1, 8, %159, 32] : tensor<8x?x32xbf16> into tensor<1x8x?x32xbf16>
    %187 = tensor.empty(%159) : tensor<1x?x8x32xbf16>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<1x8x?x32xbf16>) outs(%187 : tensor<1x?x8x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %188 = arith.muli %158, %c256_i64 : i64
    %189 = arith.divsi %188, %97 : i64
    %190 = arith.select %96, %189, %0 : i64
    %from_elements_93 = tensor.from_elements %c1_i64, %190, %189 : tensor<3xi64>
    %reshape_94 = tensor.reshape %transposed_92(%from_elements_93) : (tensor<1x?x8x32xbf16>, tensor<3xi64>) -> tensor<1x?x256xbf16>
    %transposed_95 = linalg.transpose ins(%expanded_16 : tensor<256x256xbf16>) outs(%90 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %reshape_94 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %191 = arith.index_cast %190 : i64 to index
    %192 = tensor.empty(%191) : tensor<?x256xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %194 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%193 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %195 = tensor.empty(%191) : tensor<?x256xbf16>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<?x256xf32>) outs(%195 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_97 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [1, %191, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %197 = arith.cmpi eq, %dim, %191 : index
    cf.assert %197, "mismatched size for broadcast"
    %198 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %expanded_97 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%200 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.divf %in, %cst_8 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.truncf %cst_6 : f64 to f32
      %314 = arith.addf %in, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.rsqrt %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %204 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %207 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %206 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %208 = tensor.empty() : tensor<256x512xbf16>
    %transposed_98 = linalg.transpose ins(%expanded_18 : tensor<512x256xbf16>) outs(%208 : tensor<256x512xbf16>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %207 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %209 = tensor.empty(%dim) : tensor<?x512xf32>
    %210 = linalg.fill ins(%cst : f32) outs(%209 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %211 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%210 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %212 = tensor.empty(%dim) : tensor<?x512xbf16>
    %213 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%211 : tensor<?x512xf32>) outs(%212 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x512xbf16>
    %expanded_100 = tensor.expand_shape %213 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %214 = tensor.empty(%dim) : tensor<1x?x512xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<1x?x512xbf16>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x512xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x?x512xf32>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.negf %in : f32
      %314 = math.exp %313 : f32
      %315 = arith.addf %314, %cst_1 : f32
      %316 = arith.divf %cst_1, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<1x?x512xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215, %216 : tensor<1x?x512xf32>, tensor<1x?x512xf32>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x512xf32>
    %218 = tensor.empty(%dim) : tensor<1x?x512xbf16>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<1x?x512xf32>) outs(%218 : tensor<1x?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_101 = linalg.transpose ins(%expanded_20 : tensor<512x256xbf16>) outs(%208 : tensor<256x512xbf16>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%collapsed_99, %transposed_101 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%210 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<?x512xf32>) outs(%212 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x512xbf16>
    %expanded_102 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %expanded_102 : tensor<1x?x512xbf16>, tensor<1x?x512xbf16>) outs(%218 : tensor<1x?x512xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x512xbf16>
    %223 = tensor.empty() : tensor<512x256xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_22 : tensor<256x512xbf16>) outs(%223 : tensor<512x256xbf16>) permutation = [1, 0] 
    %collapsed_104 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<1x?x512xbf16> into tensor<?x512xbf16>
    %224 = linalg.matmul ins(%collapsed_104, %transposed_103 : tensor<?x512xbf16>, tensor<512x256xbf16>) outs(%92 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%224 : tensor<?x256xf32>) outs(%94 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_105 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %226 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_105 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%228 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.divf %in, %cst_8 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.truncf %cst_6 : f64 to f32
      %314 = arith.addf %in, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<1x?x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.rsqrt %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227, %232 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %235 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %234 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_106 = linalg.transpose ins(%expanded_26 : tensor<256x256xbf16>) outs(%90 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_107 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %236 = linalg.matmul ins(%collapsed_107, %transposed_106 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%92 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<?x256xf32>) outs(%94 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_108 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_109 = tensor.reshape %expanded_108(%from_elements) : (tensor<1x?x256xbf16>, tensor<4xi64>) -> tensor<1x?x8x32xbf16>
    %transposed_110 = linalg.transpose ins(%reshape_109 : tensor<1x?x8x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_111 = linalg.transpose ins(%expanded_28 : tensor<128x256xbf16>) outs(%107 : tensor<256x128xbf16>) permutation = [1, 0] 
    %238 = linalg.matmul ins(%collapsed_107, %transposed_111 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%109 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<?x128xf32>) outs(%111 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x128xbf16>
    %expanded_112 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_113 = tensor.reshape %expanded_112(%from_elements_61) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_114 = linalg.transpose ins(%reshape_113 : tensor<1x?x4x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_115 = linalg.transpose ins(%expanded_30 : tensor<128x256xbf16>) outs(%107 : tensor<256x128xbf16>) permutation = [1, 0] 
    %240 = linalg.matmul ins(%collapsed_107, %transposed_115 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%109 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<?x128xf32>) outs(%111 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x128xbf16>
    %expanded_116 = tensor.expand_shape %241 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_117 = tensor.reshape %expanded_116(%from_elements_61) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_118 = linalg.transpose ins(%reshape_117 : tensor<1x?x4x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %120, "mismatched size for broadcast"
    %242 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_110, %expanded_68 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    %extracted_slice_119 = tensor.extract_slice %transposed_110[0, 0, 0, 0] [1, 8, %105, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %extracted_slice_120 = tensor.extract_slice %transposed_110[0, 0, 0, 16] [1, 8, %105, 16] [1, 1, 1, 1] : tensor<1x8x?x32xbf16> to tensor<1x8x?x16xbf16>
    %243 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_120 : tensor<1x8x?x16xbf16>) outs(%122 : tensor<1x8x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.negf %in : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x16xbf16>
    %concat_121 = tensor.concat dim(3) %243, %extracted_slice_119 : (tensor<1x8x?x16xbf16>, tensor<1x8x?x16xbf16>) -> tensor<1x8x?x32xbf16>
    %dim_122 = tensor.dim %243, %c2 : tensor<1x8x?x16xbf16>
    %244 = arith.cmpi eq, %dim_122, %dim_56 : index
    cf.assert %244, "mismatched size for broadcast"
    %245 = tensor.empty(%dim_122) : tensor<1x8x?x32xbf16>
    %246 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_121, %expanded_69 : tensor<1x8x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%245 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    %247 = arith.cmpi eq, %105, %dim_122 : index
    cf.assert %247, "mismatched size for broadcast"
    %248 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %246 : tensor<1x8x?x32xbf16>, tensor<1x8x?x32xbf16>) outs(%106 : tensor<1x8x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x32xbf16>
    cf.assert %129, "mismatched size for broadcast"
    %249 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_114, %expanded_68 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_123 = tensor.extract_slice %transposed_114[0, 0, 0, 0] [1, 4, %116, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_124 = tensor.extract_slice %transposed_114[0, 0, 0, 16] [1, 4, %116, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %250 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_124 : tensor<1x4x?x16xbf16>) outs(%131 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.negf %in : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_125 = tensor.concat dim(3) %250, %extracted_slice_123 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_126 = tensor.dim %250, %c2 : tensor<1x4x?x16xbf16>
    %251 = arith.cmpi eq, %dim_126, %dim_56 : index
    cf.assert %251, "mismatched size for broadcast"
    %252 = tensor.empty(%dim_126) : tensor<1x4x?x32xbf16>
    %253 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_125, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%252 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %254 = arith.cmpi eq, %116, %dim_126 : index
    cf.assert %254, "mismatched size for broadcast"
    %255 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %253 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%117 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x4x?x32xbf16>
    %expanded_127 = tensor.expand_shape %255 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %116, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %256 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 3 : index
      %315 = linalg.index 4 : index
      %316 = arith.cmpi eq, %116, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %expanded_127[%c0, %313, %c0, %317, %315] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_128 = tensor.collapse_shape %256 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %expanded_129 = tensor.expand_shape %transposed_118 [[0], [1], [2, 3], [4]] output_shape [1, 4, 1, %116, 32] : tensor<1x4x?x32xbf16> into tensor<1x4x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %257 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x4x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 3 : index
      %315 = linalg.index 4 : index
      %316 = arith.cmpi eq, %116, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %expanded_129[%c0, %313, %c0, %317, %315] : tensor<1x4x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x2x?x32xbf16>
    %collapsed_130 = tensor.collapse_shape %257 [[0], [1, 2], [3], [4]] : tensor<1x4x2x?x32xbf16> into tensor<1x8x?x32xbf16>
    %transposed_131 = linalg.transpose ins(%collapsed_128 : tensor<1x8x?x32xbf16>) outs(%141 : tensor<1x8x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %258 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %105, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %248[%c0, %313, %317, %315] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_132 = tensor.collapse_shape %258 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %259 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x8x32x?xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %dim, %c1 : index
      %317 = arith.select %316, %c0, %315 : index
      %extracted = tensor.extract %transposed_131[%c0, %313, %314, %317] : tensor<1x8x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x32x?xbf16>
    %collapsed_133 = tensor.collapse_shape %259 [[0, 1], [2], [3]] : tensor<1x8x32x?xbf16> into tensor<8x32x?xbf16>
    %260 = linalg.batch_matmul ins(%collapsed_132, %collapsed_133 : tensor<8x?x32xbf16>, tensor<8x32x?xbf16>) outs(%146 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<8x?x?xf32>) outs(%148 : tensor<8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<8x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %reshape_134 = tensor.reshape %261(%from_elements_85) : (tensor<8x?x?xbf16>, tensor<4xi64>) -> tensor<1x8x?x?xbf16>
    %262 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_134 : tensor<1x8x?x?xbf16>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %313 = arith.truncf %cst_5 : f64 to bf16
      %314 = arith.mulf %in, %313 : bf16
      linalg.yield %314 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %162, "mismatched size for broadcast"
    cf.assert %162, "mismatched size for broadcast"
    %263 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262, %66 : tensor<1x8x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    %264 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263 : tensor<1x8x?x?xbf16>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %265:2 = linalg.generic {indexing_maps = [#map11, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%264 : tensor<1x8x?x?xf32>) outs(%169, %167 : tensor<1x8x?xf32>, tensor<1x8x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_152: i64):
      %313 = linalg.index 3 : index
      %314 = arith.index_cast %313 : index to i64
      %315 = arith.maximumf %in, %out : f32
      %316 = arith.cmpf ogt, %in, %out : f32
      %317 = arith.select %316, %314, %out_152 : i64
      linalg.yield %315, %317 : f32, i64
    } -> (tensor<1x8x?xf32>, tensor<1x8x?xi64>)
    %expanded_135 = tensor.expand_shape %265#0 [[0], [1], [2, 3]] output_shape [1, 8, %159, 1] : tensor<1x8x?xf32> into tensor<1x8x?x1xf32>
    %266 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_135 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.subf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %267 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x8x?x?xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.exp %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %268 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%267 : tensor<1x8x?x?xf32>) outs(%174 : tensor<1x8x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x1xf32>
    %269 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %268 : tensor<1x8x?x?xf32>, tensor<1x8x?x1xf32>) outs(%164 : tensor<1x8x?x?xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.divf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x8x?x?xf32>
    %270 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x8x?x?xf32>) outs(%160 : tensor<1x8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %271 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%178 : tensor<1x8x?x?xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %159, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %318 = arith.select %316, %c0, %315 : index
      %extracted = tensor.extract %270[%c0, %313, %317, %318] : tensor<1x8x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %271(%from_elements_88) : (tensor<1x8x?x?xbf16>, tensor<3xi64>) -> tensor<8x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %272 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x8x?x32xbf16>) {
    ^bb0(%out: bf16):
      %313 = linalg.index 1 : index
      %314 = linalg.index 2 : index
      %315 = linalg.index 3 : index
      %316 = arith.cmpi eq, %dim, %c1 : index
      %317 = arith.select %316, %c0, %314 : index
      %extracted = tensor.extract %collapsed_130[%c0, %313, %317, %315] : tensor<1x8x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x8x?x32xbf16>
    %collapsed_137 = tensor.collapse_shape %272 [[0, 1], [2], [3]] : tensor<1x8x?x32xbf16> into tensor<8x?x32xbf16>
    cf.assert %181, "mismatching contracting dimension"
    %273 = linalg.batch_matmul ins(%reshape_136, %collapsed_137 : tensor<8x?x?xbf16>, tensor<8x?x32xbf16>) outs(%183 : tensor<8x?x32xf32>) -> tensor<8x?x32xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<8x?x32xf32>) outs(%185 : tensor<8x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<8x?x32xbf16>
    %expanded_138 = tensor.expand_shape %274 [[0, 1], [2], [3]] output_shape [1, 8, %159, 32] : tensor<8x?x32xbf16> into tensor<1x8x?x32xbf16>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<1x8x?x32xbf16>) outs(%187 : tensor<1x?x8x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_140 = tensor.reshape %transposed_139(%from_elements_93) : (tensor<1x?x8x32xbf16>, tensor<3xi64>) -> tensor<1x?x256xbf16>
    %transposed_141 = linalg.transpose ins(%expanded_32 : tensor<256x256xbf16>) outs(%90 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_142 = tensor.collapse_shape %reshape_140 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %275 = arith.index_cast %190 : i64 to index
    %276 = tensor.empty(%275) : tensor<?x256xf32>
    %277 = linalg.fill ins(%cst : f32) outs(%276 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %278 = linalg.matmul ins(%collapsed_142, %transposed_141 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%277 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %279 = tensor.empty(%275) : tensor<?x256xbf16>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<?x256xf32>) outs(%279 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_143 = tensor.expand_shape %280 [[0, 1], [2]] output_shape [1, %275, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %281 = arith.cmpi eq, %dim, %275 : index
    cf.assert %281, "mismatched size for broadcast"
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226, %expanded_143 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%284 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.divf %in, %cst_8 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.truncf %cst_6 : f64 to f32
      %314 = arith.addf %in, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.rsqrt %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %288 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %291 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %290 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_144 = linalg.transpose ins(%expanded_34 : tensor<512x256xbf16>) outs(%208 : tensor<256x512xbf16>) permutation = [1, 0] 
    %collapsed_145 = tensor.collapse_shape %291 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %292 = linalg.matmul ins(%collapsed_145, %transposed_144 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%210 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%292 : tensor<?x512xf32>) outs(%212 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x512xbf16>
    %expanded_146 = tensor.expand_shape %293 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<1x?x512xbf16>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x512xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x?x512xf32>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.negf %in : f32
      %314 = math.exp %313 : f32
      %315 = arith.addf %314, %cst_1 : f32
      %316 = arith.divf %cst_1, %315 : f32
      linalg.yield %316 : f32
    } -> tensor<1x?x512xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<1x?x512xf32>, tensor<1x?x512xf32>) outs(%214 : tensor<1x?x512xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x512xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x?x512xf32>) outs(%218 : tensor<1x?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_147 = linalg.transpose ins(%expanded_36 : tensor<512x256xbf16>) outs(%208 : tensor<256x512xbf16>) permutation = [1, 0] 
    %298 = linalg.matmul ins(%collapsed_145, %transposed_147 : tensor<?x256xbf16>, tensor<256x512xbf16>) outs(%210 : tensor<?x512xf32>) -> tensor<?x512xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%298 : tensor<?x512xf32>) outs(%212 : tensor<?x512xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x512xbf16>
    %expanded_148 = tensor.expand_shape %299 [[0, 1], [2]] output_shape [1, %dim, 512] : tensor<?x512xbf16> into tensor<1x?x512xbf16>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %expanded_148 : tensor<1x?x512xbf16>, tensor<1x?x512xbf16>) outs(%218 : tensor<1x?x512xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x512xbf16>
    %transposed_149 = linalg.transpose ins(%expanded_38 : tensor<256x512xbf16>) outs(%223 : tensor<512x256xbf16>) permutation = [1, 0] 
    %collapsed_150 = tensor.collapse_shape %300 [[0, 1], [2]] : tensor<1x?x512xbf16> into tensor<?x512xbf16>
    %301 = linalg.matmul ins(%collapsed_150, %transposed_149 : tensor<?x512xbf16>, tensor<512x256xbf16>) outs(%92 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<?x256xf32>) outs(%94 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<?x256xbf16>
    %expanded_151 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %expanded_151 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.addf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %313 = arith.extf %in : bf16 to f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%305 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.addf %in, %out : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.divf %in, %cst_8 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = arith.truncf %cst_6 : f64 to f32
      %314 = arith.addf %in, %313 : f32
      linalg.yield %314 : f32
    } -> tensor<1x?x1xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %313 = math.rsqrt %in : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %309 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_152: f32, %out: f32):
      %313 = arith.mulf %in, %in_152 : f32
      linalg.yield %313 : f32
    } -> tensor<1x?x256xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %313 = arith.truncf %in : f32 to bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    %312 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %311 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_152: bf16, %out: bf16):
      %313 = arith.mulf %in, %in_152 : bf16
      linalg.yield %313 : bf16
    } -> tensor<1x?x256xbf16>
    return %312 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
