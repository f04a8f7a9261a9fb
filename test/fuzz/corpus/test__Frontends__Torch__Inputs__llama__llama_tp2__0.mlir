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
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<607488xbf16>) -> tensor<1x?x256xbf16> {
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
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_8 = arith.constant 2.560000e+02 : f32
    %c128_i64 = arith.constant 128 : i64
    %c64_i64 = arith.constant 64 : i64
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<607488xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[16384] [32768] [1] : tensor<607488xbf16> to tensor<32768xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[49152] [16384] [1] : tensor<607488xbf16> to tensor<16384xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[65536] [16384] [1] : tensor<607488xbf16> to tensor<16384xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[81920] [32768] [1] : tensor<607488xbf16> to tensor<32768xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[114688] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_20 = tensor.extract_slice %arg1[180224] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_21 = tensor.expand_shape %extracted_slice_20 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[245760] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[311296] [256] [1] : tensor<607488xbf16> to tensor<256xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[311552] [256] [1] : tensor<607488xbf16> to tensor<256xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[311808] [32768] [1] : tensor<607488xbf16> to tensor<32768xbf16>
    %expanded_27 = tensor.expand_shape %extracted_slice_26 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[344576] [16384] [1] : tensor<607488xbf16> to tensor<16384xbf16>
    %expanded_29 = tensor.expand_shape %extracted_slice_28 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[360960] [16384] [1] : tensor<607488xbf16> to tensor<16384xbf16>
    %expanded_31 = tensor.expand_shape %extracted_slice_30 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[377344] [32768] [1] : tensor<607488xbf16> to tensor<32768xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[410112] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_36 = tensor.extract_slice %arg1[475648] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[541184] [65536] [1] : tensor<607488xbf16> to tensor<65536xbf16>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0, 1]] output_shape [256, 256] : tensor<65536xbf16> into tensor<256x256xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[606720] [256] [1] : tensor<607488xbf16> to tensor<256xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[606976] [256] [1] : tensor<607488xbf16> to tensor<256xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[607232] [256] [1] : tensor<607488xbf16> to tensor<256xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %320 = arith.index_cast %in : i64 to index
      %321 = linalg.index 2 : index
      %322 = arith.cmpi slt, %320, %c64 : index
      cf.assert %322, "index must be smaller than dim size"
      %323 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %323, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%320, %321] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %320 = linalg.index 0 : index
      %321 = arith.index_cast %320 : index to i64
      linalg.yield %321 : i64
    } -> tensor<?xi64>
    %expanded_43 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %320 = arith.subi %in, %c1_i64 : i64
      linalg.yield %320 : i64
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
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %320 = arith.subi %in, %in_157 : i64
      linalg.yield %320 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %320 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %320 : i1
    } -> tensor<1x?xi1>
    %expanded_48 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_49, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %320 = arith.cmpi sle, %in, %in_157 : i64
      linalg.yield %320 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %320 = arith.extui %in : i1 to i64
      linalg.yield %320 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_157: i64, %in_158: i64, %out: i64):
      %320 = arith.select %in, %in_157, %in_158 : i64
      linalg.yield %320 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %320 = arith.addi %in, %out : i64
      linalg.yield %320 : i64
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
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %320 = arith.cmpi slt, %in, %c0_i64 : i64
      %321 = arith.addi %in, %c1_i64 : i64
      %322 = arith.select %320, %321, %in : i64
      %323 = arith.index_cast %322 : i64 to index
      %324 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %325 = arith.addi %in_157, %0 : i64
      %326 = arith.select %324, %325, %in_157 : i64
      %327 = arith.index_cast %326 : i64 to index
      %extracted = tensor.extract %expanded_43[%323, %327] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_54 = tensor.dim %expanded_52, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_54) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %320 = arith.cmpi slt, %in, %c0_i64 : i64
      %321 = arith.addi %in, %c1_i64 : i64
      %322 = arith.select %320, %321, %in : i64
      %323 = arith.index_cast %322 : i64 to index
      %324 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %325 = arith.addi %in_157, %0 : i64
      %326 = arith.select %324, %325, %in_157 : i64
      %327 = arith.index_cast %326 : i64 to index
      %extracted = tensor.extract %expanded_43[%323, %327] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_53, %dim_54) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %320 = arith.cmpi sle, %in, %in_157 : i64
      linalg.yield %320 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_157: i1, %out: i1):
      %320 = arith.andi %in, %in_157 : i1
      linalg.yield %320 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %320 = arith.cmpi slt, %in, %c0_i64 : i64
      %321 = arith.addi %in, %c1_i64 : i64
      %322 = arith.select %320, %321, %in : i64
      %323 = arith.index_cast %322 : i64 to index
      %324 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %325 = arith.addi %in_157, %0 : i64
      %326 = arith.select %324, %325, %in_157 : i64
      %327 = arith.index_cast %326 : i64 to index
      %extracted = tensor.extract %47[%323, %327] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %320 = arith.cmpi slt, %in, %c0_i64 : i64
      %321 = arith.addi %in, %c1_i64 : i64
      %322 = arith.select %320, %321, %in : i64
      %323 = arith.index_cast %322 : i64 to index
      %324 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %325 = arith.addi %in_157, %0 : i64
      %326 = arith.select %324, %325, %in_157 : i64
      %327 = arith.index_cast %326 : i64 to index
      %extracted = tensor.extract %47[%323, %327] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %320 = arith.cmpi eq, %in, %in_157 : i64
      linalg.yield %320 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_157: i1, %out: i1):
      %320 = arith.andi %in, %in_157 : i1
      linalg.yield %320 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %320 = linalg.index 2 : index
      %321 = linalg.index 3 : index
      %322 = arith.cmpi eq, %dim_53, %c1 : index
      %323 = arith.select %322, %c0, %320 : index
      %324 = arith.cmpi eq, %dim_54, %c1 : index
      %325 = arith.select %324, %c0, %321 : index
      %extracted = tensor.extract %60[%c0, %c0, %323, %325] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_157: bf16, %in_158: bf16, %out: bf16):
      %320 = arith.select %in, %in_157, %in_158 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_55 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %320 = arith.sitofp %in : i64 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty() : tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<16xf32>
    %70 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x16xf32>
    %concat_56 = tensor.concat dim(2) %71, %71 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_57 = tensor.dim %71, %c1 : tensor<1x?x16xf32>
    %72 = tensor.empty(%dim_57) : tensor<1x?x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.cos %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.sin %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x32xf32>
    %75 = tensor.empty(%dim_57) : tensor<1x?x32xbf16>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.divf %in, %cst_8 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.truncf %cst_6 : f64 to f32
      %321 = arith.addf %in, %320 : f32
      linalg.yield %321 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.rsqrt %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %85 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %88 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %87 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = tensor.empty() : tensor<256x128xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<128x256xbf16>) outs(%89 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %90 = tensor.empty(%dim) : tensor<?x128xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %92 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%91 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %93 = tensor.empty(%dim) : tensor<?x128xbf16>
    %94 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<?x128xf32>) outs(%93 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x128xbf16>
    %expanded_58 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %95 = arith.cmpi slt, %0, %c0_i64 : i64
    %96 = arith.select %95, %c1_i64, %0 : i64
    %97 = arith.extui %95 : i1 to i64
    %98 = arith.addi %97, %c1_i64 : i64
    %99 = arith.muli %96, %c32_i64 : i64
    %100 = arith.cmpi sle, %98, %c1_i64 : i64
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %101 = arith.muli %0, %c128_i64 : i64
    %102 = arith.divsi %101, %99 : i64
    %103 = arith.select %95, %102, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %103, %102, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_58(%from_elements) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %104 = arith.index_cast %103 : i64 to index
    %105 = tensor.empty(%104) : tensor<1x4x?x32xbf16>
    %transposed_59 = linalg.transpose ins(%reshape : tensor<1x?x4x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %106 = tensor.empty() : tensor<256x64xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_13 : tensor<64x256xbf16>) outs(%106 : tensor<256x64xbf16>) permutation = [1, 0] 
    %107 = tensor.empty(%dim) : tensor<?x64xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %109 = linalg.matmul ins(%collapsed, %transposed_60 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%108 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %110 = tensor.empty(%dim) : tensor<?x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<?x64xf32>) outs(%110 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x64xbf16>
    %expanded_61 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %0, %c64_i64 : i64
    %113 = arith.divsi %112, %99 : i64
    %114 = arith.select %95, %113, %0 : i64
    %from_elements_62 = tensor.from_elements %c1_i64, %114, %113, %c32_i64 : tensor<4xi64>
    %reshape_63 = tensor.reshape %expanded_61(%from_elements_62) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %115 = arith.index_cast %114 : i64 to index
    %116 = tensor.empty(%115) : tensor<1x2x?x32xbf16>
    %transposed_64 = linalg.transpose ins(%reshape_63 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%expanded_15 : tensor<64x256xbf16>) outs(%106 : tensor<256x64xbf16>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed, %transposed_65 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%108 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x64xf32>) outs(%110 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x64xbf16>
    %expanded_66 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_67 = tensor.reshape %expanded_66(%from_elements_62) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_68 = linalg.transpose ins(%reshape_67 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_69 = tensor.expand_shape %76 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_70 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %119 = arith.cmpi eq, %104, %dim_57 : index
    cf.assert %119, "mismatched size for broadcast"
    %120 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [1, 4, %104, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_72 = tensor.extract_slice %transposed_59[0, 0, 0, 16] [1, 4, %104, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %121 = tensor.empty(%104) : tensor<1x4x?x16xbf16>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_72 : tensor<1x4x?x16xbf16>) outs(%121 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.negf %in : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_73 = tensor.concat dim(3) %122, %extracted_slice_71 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_74 = tensor.dim %122, %c2 : tensor<1x4x?x16xbf16>
    %123 = arith.cmpi eq, %dim_74, %dim_57 : index
    cf.assert %123, "mismatched size for broadcast"
    %124 = tensor.empty(%dim_74) : tensor<1x4x?x32xbf16>
    %125 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_73, %expanded_70 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%124 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    %126 = arith.cmpi eq, %104, %dim_74 : index
    cf.assert %126, "mismatched size for broadcast"
    %127 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %125 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    %128 = arith.cmpi eq, %115, %dim_57 : index
    cf.assert %128, "mismatched size for broadcast"
    %129 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_75 = tensor.extract_slice %transposed_64[0, 0, 0, 0] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_76 = tensor.extract_slice %transposed_64[0, 0, 0, 16] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %130 = tensor.empty(%115) : tensor<1x2x?x16xbf16>
    %131 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<1x2x?x16xbf16>) outs(%130 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.negf %in : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_77 = tensor.concat dim(3) %131, %extracted_slice_75 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_78 = tensor.dim %131, %c2 : tensor<1x2x?x16xbf16>
    %132 = arith.cmpi eq, %dim_78, %dim_57 : index
    cf.assert %132, "mismatched size for broadcast"
    %133 = tensor.empty(%dim_78) : tensor<1x2x?x32xbf16>
    %134 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_70 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%133 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %135 = arith.cmpi eq, %115, %dim_78 : index
    cf.assert %135, "mismatched size for broadcast"
    %136 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %expanded_79 = tensor.expand_shape %136 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %115, 32] : tensor<1x2x?x32xbf16> into tensor<1x2x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %137 = tensor.empty(%dim) : tensor<1x2x2x?x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x2x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 3 : index
      %322 = linalg.index 4 : index
      %323 = arith.cmpi eq, %115, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %expanded_79[%c0, %320, %c0, %324, %322] : tensor<1x2x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x32xbf16>
    %collapsed_80 = tensor.collapse_shape %138 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xbf16> into tensor<1x4x?x32xbf16>
    %expanded_81 = tensor.expand_shape %transposed_68 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %115, 32] : tensor<1x2x?x32xbf16> into tensor<1x2x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %139 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x2x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 3 : index
      %322 = linalg.index 4 : index
      %323 = arith.cmpi eq, %115, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %expanded_81[%c0, %320, %c0, %324, %322] : tensor<1x2x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x32xbf16>
    %collapsed_82 = tensor.collapse_shape %139 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xbf16> into tensor<1x4x?x32xbf16>
    %140 = tensor.empty(%dim) : tensor<1x4x32x?xbf16>
    %transposed_83 = linalg.transpose ins(%collapsed_80 : tensor<1x4x?x32xbf16>) outs(%140 : tensor<1x4x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %141 = tensor.empty(%dim) : tensor<1x4x?x32xbf16>
    %142 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x4x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %104, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %127[%c0, %320, %324, %322] : tensor<1x4x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x32xbf16>
    %collapsed_84 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<1x4x?x32xbf16> into tensor<4x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %143 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x4x32x?xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %dim, %c1 : index
      %324 = arith.select %323, %c0, %322 : index
      %extracted = tensor.extract %transposed_83[%c0, %320, %321, %324] : tensor<1x4x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x32x?xbf16>
    %collapsed_85 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x4x32x?xbf16> into tensor<4x32x?xbf16>
    %144 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %146 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<4x?x32xbf16>, tensor<4x32x?xbf16>) outs(%145 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %147 = tensor.empty(%dim, %dim) : tensor<4x?x?xbf16>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<4x?x?xf32>) outs(%147 : tensor<4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<4x?x?xbf16>
    %149 = arith.muli %0, %c4_i64 : i64
    %150 = arith.select %95, %c4_i64, %149 : i64
    %151 = arith.muli %150, %0 : i64
    %152 = arith.select %95, %c4_i64, %151 : i64
    %153 = arith.select %95, %98, %97 : i64
    %154 = arith.cmpi sle, %153, %c1_i64 : i64
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %155 = arith.muli %149, %0 : i64
    %156 = arith.divsi %155, %152 : i64
    %157 = arith.select %95, %156, %0 : i64
    %from_elements_86 = tensor.from_elements %c1_i64, %c4_i64, %157, %157 : tensor<4xi64>
    %reshape_87 = tensor.reshape %148(%from_elements_86) : (tensor<4x?x?xbf16>, tensor<4xi64>) -> tensor<1x4x?x?xbf16>
    %158 = arith.index_cast %157 : i64 to index
    %159 = tensor.empty(%158, %158) : tensor<1x4x?x?xbf16>
    %160 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_87 : tensor<1x4x?x?xbf16>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.truncf %cst_5 : f64 to bf16
      %321 = arith.mulf %in, %320 : bf16
      linalg.yield %321 : bf16
    } -> tensor<1x4x?x?xbf16>
    %161 = arith.cmpi eq, %158, %dim : index
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %162 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %65 : tensor<1x4x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x?xbf16>
    %163 = tensor.empty(%158, %158) : tensor<1x4x?x?xf32>
    %164 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x4x?x?xbf16>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %165 = tensor.empty(%158) : tensor<1x4x?xi64>
    %166 = linalg.fill ins(%c0_i64 : i64) outs(%165 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %167 = tensor.empty(%158) : tensor<1x4x?xf32>
    %168 = linalg.fill ins(%cst_0 : f32) outs(%167 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %169:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<1x4x?x?xf32>) outs(%168, %166 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_157: i64):
      %320 = linalg.index 3 : index
      %321 = arith.index_cast %320 : index to i64
      %322 = arith.maximumf %in, %out : f32
      %323 = arith.cmpf ogt, %in, %out : f32
      %324 = arith.select %323, %321, %out_157 : i64
      linalg.yield %322, %324 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_88 = tensor.expand_shape %169#0 [[0], [1], [2, 3]] output_shape [1, 4, %158, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_88 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.subf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %171 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x4x?x?xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.exp %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %172 = tensor.empty(%158) : tensor<1x4x?x1xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x4x?x?xf32>) outs(%173 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %174 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.divf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x4x?x?xf32>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %177 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xbf16>
    %178 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x4x?x?xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %158, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %325 = arith.select %323, %c0, %322 : index
      %extracted = tensor.extract %176[%c0, %320, %324, %325] : tensor<1x4x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %from_elements_89 = tensor.from_elements %c4_i64, %157, %157 : tensor<3xi64>
    %reshape_90 = tensor.reshape %178(%from_elements_89) : (tensor<1x4x?x?xbf16>, tensor<3xi64>) -> tensor<4x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %179 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x4x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %dim, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %collapsed_82[%c0, %320, %324, %322] : tensor<1x4x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x32xbf16>
    %collapsed_91 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<1x4x?x32xbf16> into tensor<4x?x32xbf16>
    %180 = arith.cmpi eq, %157, %0 : i64
    cf.assert %180, "mismatching contracting dimension"
    %181 = tensor.empty(%158) : tensor<4x?x32xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %183 = linalg.batch_matmul ins(%reshape_90, %collapsed_91 : tensor<4x?x?xbf16>, tensor<4x?x32xbf16>) outs(%182 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %184 = tensor.empty(%158) : tensor<4x?x32xbf16>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<4x?x32xf32>) outs(%184 : tensor<4x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<4x?x32xbf16>
    %expanded_92 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [1, 4, %158, 32] : tensor<4x?x32xbf16> into tensor<1x4x?x32xbf16>
    %186 = tensor.empty(%158) : tensor<1x?x4x32xbf16>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x4x?x32xbf16>) outs(%186 : tensor<1x?x4x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %187 = arith.muli %157, %c128_i64 : i64
    %188 = arith.divsi %187, %96 : i64
    %189 = arith.select %95, %188, %0 : i64
    %from_elements_94 = tensor.from_elements %c1_i64, %189, %188 : tensor<3xi64>
    %reshape_95 = tensor.reshape %transposed_93(%from_elements_94) : (tensor<1x?x4x32xbf16>, tensor<3xi64>) -> tensor<1x?x128xbf16>
    %190 = tensor.empty() : tensor<128x256xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_17 : tensor<256x128xbf16>) outs(%190 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %reshape_95 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %191 = arith.index_cast %189 : i64 to index
    %192 = tensor.empty(%191) : tensor<?x256xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %194 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%193 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %195 = tensor.empty(%191) : tensor<?x256xbf16>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<?x256xf32>) outs(%195 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_98 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [1, %191, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %197 = "tp.mark_partial"(%expanded_98) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>
    %198 = "tp.all_reduce"(%197) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x256xbf16>
    %dim_99 = tensor.dim %198, %c1 : tensor<1x?x256xbf16>
    %199 = arith.cmpi eq, %dim, %dim_99 : index
    cf.assert %199, "mismatched size for broadcast"
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %198 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.divf %in, %cst_8 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.truncf %cst_6 : f64 to f32
      %321 = arith.addf %in, %320 : f32
      linalg.yield %321 : f32
    } -> tensor<1x?x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.rsqrt %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %206 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %209 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %208 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %210 = tensor.empty() : tensor<256x256xbf16>
    %transposed_100 = linalg.transpose ins(%expanded_19 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %209 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %211 = tensor.empty(%dim) : tensor<?x256xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %213 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %214 = tensor.empty(%dim) : tensor<?x256xbf16>
    %215 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_102 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.negf %in : f32
      %321 = math.exp %320 : f32
      %322 = arith.addf %321, %cst_1 : f32
      %323 = arith.divf %cst_1, %322 : f32
      linalg.yield %323 : f32
    } -> tensor<1x?x256xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %217 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_21 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %220 = linalg.matmul ins(%collapsed_101, %transposed_103 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %221 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_104 = tensor.expand_shape %221 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %222 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %expanded_104 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_105 = linalg.transpose ins(%expanded_23 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_106 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %223 = linalg.matmul ins(%collapsed_106, %transposed_105 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_107 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %225 = "tp.mark_partial"(%expanded_107) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>
    %226 = "tp.all_reduce"(%225) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x256xbf16>
    %dim_108 = tensor.dim %226, %c1 : tensor<1x?x256xbf16>
    %227 = arith.cmpi eq, %dim, %dim_108 : index
    cf.assert %227, "mismatched size for broadcast"
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %226 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%230 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%231 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.divf %in, %cst_8 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.truncf %cst_6 : f64 to f32
      %321 = arith.addf %in, %320 : f32
      linalg.yield %321 : f32
    } -> tensor<1x?x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.rsqrt %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %234 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %237 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %236 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_109 = linalg.transpose ins(%expanded_27 : tensor<128x256xbf16>) outs(%89 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_110 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %238 = linalg.matmul ins(%collapsed_110, %transposed_109 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%91 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %239 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%238 : tensor<?x128xf32>) outs(%93 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x128xbf16>
    %expanded_111 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_112 = tensor.reshape %expanded_111(%from_elements) : (tensor<1x?x128xbf16>, tensor<4xi64>) -> tensor<1x?x4x32xbf16>
    %transposed_113 = linalg.transpose ins(%reshape_112 : tensor<1x?x4x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_114 = linalg.transpose ins(%expanded_29 : tensor<64x256xbf16>) outs(%106 : tensor<256x64xbf16>) permutation = [1, 0] 
    %240 = linalg.matmul ins(%collapsed_110, %transposed_114 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%108 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %241 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<?x64xf32>) outs(%110 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x64xbf16>
    %expanded_115 = tensor.expand_shape %241 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_116 = tensor.reshape %expanded_115(%from_elements_62) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_117 = linalg.transpose ins(%reshape_116 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_118 = linalg.transpose ins(%expanded_31 : tensor<64x256xbf16>) outs(%106 : tensor<256x64xbf16>) permutation = [1, 0] 
    %242 = linalg.matmul ins(%collapsed_110, %transposed_118 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%108 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%242 : tensor<?x64xf32>) outs(%110 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x64xbf16>
    %expanded_119 = tensor.expand_shape %243 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_120 = tensor.reshape %expanded_119(%from_elements_62) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_121 = linalg.transpose ins(%reshape_120 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %119, "mismatched size for broadcast"
    %244 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_113, %expanded_69 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    %extracted_slice_122 = tensor.extract_slice %transposed_113[0, 0, 0, 0] [1, 4, %104, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %extracted_slice_123 = tensor.extract_slice %transposed_113[0, 0, 0, 16] [1, 4, %104, 16] [1, 1, 1, 1] : tensor<1x4x?x32xbf16> to tensor<1x4x?x16xbf16>
    %245 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_123 : tensor<1x4x?x16xbf16>) outs(%121 : tensor<1x4x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.negf %in : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x16xbf16>
    %concat_124 = tensor.concat dim(3) %245, %extracted_slice_122 : (tensor<1x4x?x16xbf16>, tensor<1x4x?x16xbf16>) -> tensor<1x4x?x32xbf16>
    %dim_125 = tensor.dim %245, %c2 : tensor<1x4x?x16xbf16>
    %246 = arith.cmpi eq, %dim_125, %dim_57 : index
    cf.assert %246, "mismatched size for broadcast"
    %247 = tensor.empty(%dim_125) : tensor<1x4x?x32xbf16>
    %248 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_124, %expanded_70 : tensor<1x4x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%247 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    %249 = arith.cmpi eq, %104, %dim_125 : index
    cf.assert %249, "mismatched size for broadcast"
    %250 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %248 : tensor<1x4x?x32xbf16>, tensor<1x4x?x32xbf16>) outs(%105 : tensor<1x4x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x32xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %251 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_117, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_126 = tensor.extract_slice %transposed_117[0, 0, 0, 0] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_127 = tensor.extract_slice %transposed_117[0, 0, 0, 16] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %252 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_127 : tensor<1x2x?x16xbf16>) outs(%130 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.negf %in : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_128 = tensor.concat dim(3) %252, %extracted_slice_126 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_129 = tensor.dim %252, %c2 : tensor<1x2x?x16xbf16>
    %253 = arith.cmpi eq, %dim_129, %dim_57 : index
    cf.assert %253, "mismatched size for broadcast"
    %254 = tensor.empty(%dim_129) : tensor<1x2x?x32xbf16>
    %255 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_128, %expanded_70 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%254 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %256 = arith.cmpi eq, %115, %dim_129 : index
    cf.assert %256, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %255 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x2x?x32xbf16>
    %expanded_130 = tensor.expand_shape %257 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %115, 32] : tensor<1x2x?x32xbf16> into tensor<1x2x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %258 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x2x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 3 : index
      %322 = linalg.index 4 : index
      %323 = arith.cmpi eq, %115, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %expanded_130[%c0, %320, %c0, %324, %322] : tensor<1x2x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x32xbf16>
    %collapsed_131 = tensor.collapse_shape %258 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xbf16> into tensor<1x4x?x32xbf16>
    %expanded_132 = tensor.expand_shape %transposed_121 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %115, 32] : tensor<1x2x?x32xbf16> into tensor<1x2x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %259 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x2x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 3 : index
      %322 = linalg.index 4 : index
      %323 = arith.cmpi eq, %115, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %expanded_132[%c0, %320, %c0, %324, %322] : tensor<1x2x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x2x?x32xbf16>
    %collapsed_133 = tensor.collapse_shape %259 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x32xbf16> into tensor<1x4x?x32xbf16>
    %transposed_134 = linalg.transpose ins(%collapsed_131 : tensor<1x4x?x32xbf16>) outs(%140 : tensor<1x4x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %260 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x4x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %104, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %250[%c0, %320, %324, %322] : tensor<1x4x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x32xbf16>
    %collapsed_135 = tensor.collapse_shape %260 [[0, 1], [2], [3]] : tensor<1x4x?x32xbf16> into tensor<4x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %261 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x4x32x?xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %dim, %c1 : index
      %324 = arith.select %323, %c0, %322 : index
      %extracted = tensor.extract %transposed_134[%c0, %320, %321, %324] : tensor<1x4x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x32x?xbf16>
    %collapsed_136 = tensor.collapse_shape %261 [[0, 1], [2], [3]] : tensor<1x4x32x?xbf16> into tensor<4x32x?xbf16>
    %262 = linalg.batch_matmul ins(%collapsed_135, %collapsed_136 : tensor<4x?x32xbf16>, tensor<4x32x?xbf16>) outs(%145 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<4x?x?xf32>) outs(%147 : tensor<4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<4x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_137 = tensor.reshape %263(%from_elements_86) : (tensor<4x?x?xbf16>, tensor<4xi64>) -> tensor<1x4x?x?xbf16>
    %264 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_137 : tensor<1x4x?x?xbf16>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %320 = arith.truncf %cst_5 : f64 to bf16
      %321 = arith.mulf %in, %320 : bf16
      linalg.yield %321 : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %265 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %65 : tensor<1x4x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x?xbf16>
    %266 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x4x?x?xbf16>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %267:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%266 : tensor<1x4x?x?xf32>) outs(%168, %166 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_157: i64):
      %320 = linalg.index 3 : index
      %321 = arith.index_cast %320 : index to i64
      %322 = arith.maximumf %in, %out : f32
      %323 = arith.cmpf ogt, %in, %out : f32
      %324 = arith.select %323, %321, %out_157 : i64
      linalg.yield %322, %324 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_138 = tensor.expand_shape %267#0 [[0], [1], [2, 3]] output_shape [1, 4, %158, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_138 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.subf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %269 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x4x?x?xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.exp %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %270 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%269 : tensor<1x4x?x?xf32>) outs(%173 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x1xf32>
    %271 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269, %270 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%163 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.divf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x4x?x?xf32>
    %272 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x4x?x?xf32>) outs(%159 : tensor<1x4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %273 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x4x?x?xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %158, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %325 = arith.select %323, %c0, %322 : index
      %extracted = tensor.extract %272[%c0, %320, %324, %325] : tensor<1x4x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_139 = tensor.reshape %273(%from_elements_89) : (tensor<1x4x?x?xbf16>, tensor<3xi64>) -> tensor<4x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %274 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x4x?x32xbf16>) {
    ^bb0(%out: bf16):
      %320 = linalg.index 1 : index
      %321 = linalg.index 2 : index
      %322 = linalg.index 3 : index
      %323 = arith.cmpi eq, %dim, %c1 : index
      %324 = arith.select %323, %c0, %321 : index
      %extracted = tensor.extract %collapsed_133[%c0, %320, %324, %322] : tensor<1x4x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x4x?x32xbf16>
    %collapsed_140 = tensor.collapse_shape %274 [[0, 1], [2], [3]] : tensor<1x4x?x32xbf16> into tensor<4x?x32xbf16>
    cf.assert %180, "mismatching contracting dimension"
    %275 = linalg.batch_matmul ins(%reshape_139, %collapsed_140 : tensor<4x?x?xbf16>, tensor<4x?x32xbf16>) outs(%182 : tensor<4x?x32xf32>) -> tensor<4x?x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<4x?x32xf32>) outs(%184 : tensor<4x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<4x?x32xbf16>
    %expanded_141 = tensor.expand_shape %276 [[0, 1], [2], [3]] output_shape [1, 4, %158, 32] : tensor<4x?x32xbf16> into tensor<1x4x?x32xbf16>
    %transposed_142 = linalg.transpose ins(%expanded_141 : tensor<1x4x?x32xbf16>) outs(%186 : tensor<1x?x4x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_143 = tensor.reshape %transposed_142(%from_elements_94) : (tensor<1x?x4x32xbf16>, tensor<3xi64>) -> tensor<1x?x128xbf16>
    %transposed_144 = linalg.transpose ins(%expanded_33 : tensor<256x128xbf16>) outs(%190 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_145 = tensor.collapse_shape %reshape_143 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %277 = arith.index_cast %189 : i64 to index
    %278 = tensor.empty(%277) : tensor<?x256xf32>
    %279 = linalg.fill ins(%cst : f32) outs(%278 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %280 = linalg.matmul ins(%collapsed_145, %transposed_144 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%279 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %281 = tensor.empty(%277) : tensor<?x256xbf16>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<?x256xf32>) outs(%281 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_146 = tensor.expand_shape %282 [[0, 1], [2]] output_shape [1, %277, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %283 = "tp.mark_partial"(%expanded_146) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>
    %284 = "tp.all_reduce"(%283) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x256xbf16>
    %dim_147 = tensor.dim %284, %c1 : tensor<1x?x256xbf16>
    %285 = arith.cmpi eq, %dim, %dim_147 : index
    cf.assert %285, "mismatched size for broadcast"
    %286 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228, %284 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.divf %in, %cst_8 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.truncf %cst_6 : f64 to f32
      %321 = arith.addf %in, %320 : f32
      linalg.yield %321 : f32
    } -> tensor<1x?x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.rsqrt %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %292 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %295 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %294 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_148 = linalg.transpose ins(%expanded_35 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_149 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %296 = linalg.matmul ins(%collapsed_149, %transposed_148 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%296 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_150 = tensor.expand_shape %297 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.negf %in : f32
      %321 = math.exp %320 : f32
      %322 = arith.addf %321, %cst_1 : f32
      %323 = arith.divf %cst_1, %322 : f32
      linalg.yield %323 : f32
    } -> tensor<1x?x256xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298, %299 : tensor<1x?x256xf32>, tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_151 = linalg.transpose ins(%expanded_37 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %302 = linalg.matmul ins(%collapsed_149, %transposed_151 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%302 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_152 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %expanded_152 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_153 = linalg.transpose ins(%expanded_39 : tensor<256x256xbf16>) outs(%210 : tensor<256x256xbf16>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %304 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %305 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<?x256xbf16>, tensor<256x256xbf16>) outs(%212 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%305 : tensor<?x256xf32>) outs(%214 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<?x256xbf16>
    %expanded_155 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %307 = "tp.mark_partial"(%expanded_155) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>
    %308 = "tp.all_reduce"(%307) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x256xbf16>
    %dim_156 = tensor.dim %308, %c1 : tensor<1x?x256xbf16>
    %309 = arith.cmpi eq, %dim, %dim_156 : index
    cf.assert %309, "mismatched size for broadcast"
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %308 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.addf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %320 = arith.extf %in : bf16 to f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.addf %in, %out : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.divf %in, %cst_8 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = arith.truncf %cst_6 : f64 to f32
      %321 = arith.addf %in, %320 : f32
      linalg.yield %321 : f32
    } -> tensor<1x?x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %320 = math.rsqrt %in : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %316 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %320 = arith.mulf %in, %in_157 : f32
      linalg.yield %320 : f32
    } -> tensor<1x?x256xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %320 = arith.truncf %in : f32 to bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    %319 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %318 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %320 = arith.mulf %in, %in_157 : bf16
      linalg.yield %320 : bf16
    } -> tensor<1x?x256xbf16>
    return %319 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
