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
#map19 = affine_map<(d0, d1) -> ()>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<17664xbf16>, %arg2: tensor<294912xf8E4M3FN>, %arg3: tensor<22xf32>) -> tensor<1x?x256xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c32_i64 = arith.constant 32 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_8 = arith.constant 2.560000e+02 : f32
    %cst_9 = arith.constant -4.480000e+02 : f32
    %cst_10 = arith.constant 4.480000e+02 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_11 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<17664xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[16384] [256] [1] : tensor<17664xbf16> to tensor<256xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[16640] [256] [1] : tensor<17664xbf16> to tensor<256xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[16896] [256] [1] : tensor<17664xbf16> to tensor<256xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[17152] [256] [1] : tensor<17664xbf16> to tensor<256xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[17408] [256] [1] : tensor<17664xbf16> to tensor<256xbf16>
    %extracted_slice_17 = tensor.extract_slice %arg2[0] [16384] [1] : tensor<294912xf8E4M3FN> to tensor<16384xf8E4M3FN>
    %expanded_18 = tensor.expand_shape %extracted_slice_17 [[0, 1]] output_shape [64, 256] : tensor<16384xf8E4M3FN> into tensor<64x256xf8E4M3FN>
    %extracted_slice_19 = tensor.extract_slice %arg2[16384] [8192] [1] : tensor<294912xf8E4M3FN> to tensor<8192xf8E4M3FN>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [32, 256] : tensor<8192xf8E4M3FN> into tensor<32x256xf8E4M3FN>
    %extracted_slice_21 = tensor.extract_slice %arg2[24576] [8192] [1] : tensor<294912xf8E4M3FN> to tensor<8192xf8E4M3FN>
    %expanded_22 = tensor.expand_shape %extracted_slice_21 [[0, 1]] output_shape [32, 256] : tensor<8192xf8E4M3FN> into tensor<32x256xf8E4M3FN>
    %extracted_slice_23 = tensor.extract_slice %arg2[32768] [16384] [1] : tensor<294912xf8E4M3FN> to tensor<16384xf8E4M3FN>
    %expanded_24 = tensor.expand_shape %extracted_slice_23 [[0, 1]] output_shape [256, 64] : tensor<16384xf8E4M3FN> into tensor<256x64xf8E4M3FN>
    %extracted_slice_25 = tensor.extract_slice %arg2[49152] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0, 1]] output_shape [128, 256] : tensor<32768xf8E4M3FN> into tensor<128x256xf8E4M3FN>
    %extracted_slice_27 = tensor.extract_slice %arg2[81920] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0, 1]] output_shape [128, 256] : tensor<32768xf8E4M3FN> into tensor<128x256xf8E4M3FN>
    %extracted_slice_29 = tensor.extract_slice %arg2[114688] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [256, 128] : tensor<32768xf8E4M3FN> into tensor<256x128xf8E4M3FN>
    %extracted_slice_31 = tensor.extract_slice %arg2[147456] [16384] [1] : tensor<294912xf8E4M3FN> to tensor<16384xf8E4M3FN>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0, 1]] output_shape [64, 256] : tensor<16384xf8E4M3FN> into tensor<64x256xf8E4M3FN>
    %extracted_slice_33 = tensor.extract_slice %arg2[163840] [8192] [1] : tensor<294912xf8E4M3FN> to tensor<8192xf8E4M3FN>
    %expanded_34 = tensor.expand_shape %extracted_slice_33 [[0, 1]] output_shape [32, 256] : tensor<8192xf8E4M3FN> into tensor<32x256xf8E4M3FN>
    %extracted_slice_35 = tensor.extract_slice %arg2[172032] [8192] [1] : tensor<294912xf8E4M3FN> to tensor<8192xf8E4M3FN>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [32, 256] : tensor<8192xf8E4M3FN> into tensor<32x256xf8E4M3FN>
    %extracted_slice_37 = tensor.extract_slice %arg2[180224] [16384] [1] : tensor<294912xf8E4M3FN> to tensor<16384xf8E4M3FN>
    %expanded_38 = tensor.expand_shape %extracted_slice_37 [[0, 1]] output_shape [256, 64] : tensor<16384xf8E4M3FN> into tensor<256x64xf8E4M3FN>
    %extracted_slice_39 = tensor.extract_slice %arg2[196608] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_40 = tensor.expand_shape %extracted_slice_39 [[0, 1]] output_shape [128, 256] : tensor<32768xf8E4M3FN> into tensor<128x256xf8E4M3FN>
    %extracted_slice_41 = tensor.extract_slice %arg2[229376] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_42 = tensor.expand_shape %extracted_slice_41 [[0, 1]] output_shape [128, 256] : tensor<32768xf8E4M3FN> into tensor<128x256xf8E4M3FN>
    %extracted_slice_43 = tensor.extract_slice %arg2[262144] [32768] [1] : tensor<294912xf8E4M3FN> to tensor<32768xf8E4M3FN>
    %expanded_44 = tensor.expand_shape %extracted_slice_43 [[0, 1]] output_shape [256, 128] : tensor<32768xf8E4M3FN> into tensor<256x128xf8E4M3FN>
    %extracted_slice_45 = tensor.extract_slice %arg3[0] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed = tensor.collapse_shape %extracted_slice_45 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_46 = tensor.extract_slice %arg3[1] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_47 = tensor.collapse_shape %extracted_slice_46 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_48 = tensor.extract_slice %arg3[2] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_49 = tensor.collapse_shape %extracted_slice_48 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_50 = tensor.extract_slice %arg3[3] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_51 = tensor.collapse_shape %extracted_slice_50 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_52 = tensor.extract_slice %arg3[4] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_53 = tensor.collapse_shape %extracted_slice_52 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_54 = tensor.extract_slice %arg3[5] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_55 = tensor.collapse_shape %extracted_slice_54 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_56 = tensor.extract_slice %arg3[6] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_57 = tensor.collapse_shape %extracted_slice_56 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_58 = tensor.extract_slice %arg3[7] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_59 = tensor.collapse_shape %extracted_slice_58 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_60 = tensor.extract_slice %arg3[8] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_61 = tensor.collapse_shape %extracted_slice_60 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_62 = tensor.extract_slice %arg3[9] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_63 = tensor.collapse_shape %extracted_slice_62 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_64 = tensor.extract_slice %arg3[10] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_65 = tensor.collapse_shape %extracted_slice_64 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_66 = tensor.extract_slice %arg3[11] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_67 = tensor.collapse_shape %extracted_slice_66 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_68 = tensor.extract_slice %arg3[12] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_69 = tensor.collapse_shape %extracted_slice_68 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_70 = tensor.extract_slice %arg3[13] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_71 = tensor.collapse_shape %extracted_slice_70 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_72 = tensor.extract_slice %arg3[14] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_73 = tensor.collapse_shape %extracted_slice_72 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_74 = tensor.extract_slice %arg3[15] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_75 = tensor.collapse_shape %extracted_slice_74 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_76 = tensor.extract_slice %arg3[16] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_77 = tensor.collapse_shape %extracted_slice_76 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_78 = tensor.extract_slice %arg3[17] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_79 = tensor.collapse_shape %extracted_slice_78 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_80 = tensor.extract_slice %arg3[18] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_81 = tensor.collapse_shape %extracted_slice_80 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_82 = tensor.extract_slice %arg3[19] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_83 = tensor.collapse_shape %extracted_slice_82 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_84 = tensor.extract_slice %arg3[20] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_85 = tensor.collapse_shape %extracted_slice_84 [] : tensor<1xf32> into tensor<f32>
    %extracted_slice_86 = tensor.extract_slice %arg3[21] [1] [1] : tensor<22xf32> to tensor<1xf32>
    %collapsed_87 = tensor.collapse_shape %extracted_slice_86 [] : tensor<1xf32> into tensor<f32>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %414 = arith.index_cast %in : i64 to index
      %415 = linalg.index 2 : index
      %416 = arith.cmpi slt, %414, %c64 : index
      cf.assert %416, "index must be smaller than dim size"
      %417 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %417, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%414, %415] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %414 = linalg.index 0 : index
      %415 = arith.index_cast %414 : index to i64
      linalg.yield %415 : i64
    } -> tensor<?xi64>
    %expanded_88 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_89 = tensor.extract_slice %expanded_88[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_89 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %414 = arith.subi %in, %c1_i64 : i64
      linalg.yield %414 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_88 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_90 = tensor.dim %expanded_88, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_90]
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
    %extracted_slice_91 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_92 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_92, %extracted_slice_91 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %414 = arith.subi %in, %in_203 : i64
      linalg.yield %414 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %414 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %414 : i1
    } -> tensor<1x?xi1>
    %expanded_93 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_94 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_94, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_203: i64, %out: i1):
      %414 = arith.cmpi sle, %in, %in_203 : i64
      linalg.yield %414 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %414 = arith.extui %in : i1 to i64
      linalg.yield %414 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_11 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_203: i64, %in_204: i64, %out: i64):
      %414 = arith.select %in, %in_203, %in_204 : i64
      linalg.yield %414 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %414 = arith.addi %in, %out : i64
      linalg.yield %414 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_95 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_96 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_97 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_98 = tensor.dim %expanded_96, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_98) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %expanded_96 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %414 = arith.cmpi slt, %in, %c0_i64 : i64
      %415 = arith.addi %in, %c1_i64 : i64
      %416 = arith.select %414, %415, %in : i64
      %417 = arith.index_cast %416 : i64 to index
      %418 = arith.cmpi slt, %in_203, %c0_i64 : i64
      %419 = arith.addi %in_203, %0 : i64
      %420 = arith.select %418, %419, %in_203 : i64
      %421 = arith.index_cast %420 : i64 to index
      %extracted = tensor.extract %expanded_88[%417, %421] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_99 = tensor.dim %expanded_97, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_99) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %expanded_97 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %414 = arith.cmpi slt, %in, %c0_i64 : i64
      %415 = arith.addi %in, %c1_i64 : i64
      %416 = arith.select %414, %415, %in : i64
      %417 = arith.index_cast %416 : i64 to index
      %418 = arith.cmpi slt, %in_203, %c0_i64 : i64
      %419 = arith.addi %in_203, %0 : i64
      %420 = arith.select %418, %419, %in_203 : i64
      %421 = arith.index_cast %420 : i64 to index
      %extracted = tensor.extract %expanded_88[%417, %421] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_98, %dim_99) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_203: i64, %out: i1):
      %414 = arith.cmpi sle, %in, %in_203 : i64
      linalg.yield %414 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %414 = arith.andi %in, %in_203 : i1
      linalg.yield %414 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %expanded_96 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %414 = arith.cmpi slt, %in, %c0_i64 : i64
      %415 = arith.addi %in, %c1_i64 : i64
      %416 = arith.select %414, %415, %in : i64
      %417 = arith.index_cast %416 : i64 to index
      %418 = arith.cmpi slt, %in_203, %c0_i64 : i64
      %419 = arith.addi %in_203, %0 : i64
      %420 = arith.select %418, %419, %in_203 : i64
      %421 = arith.index_cast %420 : i64 to index
      %extracted = tensor.extract %47[%417, %421] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %expanded_97 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_203: i64, %out: i64):
      %414 = arith.cmpi slt, %in, %c0_i64 : i64
      %415 = arith.addi %in, %c1_i64 : i64
      %416 = arith.select %414, %415, %in : i64
      %417 = arith.index_cast %416 : i64 to index
      %418 = arith.cmpi slt, %in_203, %c0_i64 : i64
      %419 = arith.addi %in_203, %0 : i64
      %420 = arith.select %418, %419, %in_203 : i64
      %421 = arith.index_cast %420 : i64 to index
      %extracted = tensor.extract %47[%417, %421] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_203: i64, %out: i1):
      %414 = arith.cmpi eq, %in, %in_203 : i64
      linalg.yield %414 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_203: i1, %out: i1):
      %414 = arith.andi %in, %in_203 : i1
      linalg.yield %414 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %414 = linalg.index 2 : index
      %415 = linalg.index 3 : index
      %416 = arith.cmpi eq, %dim_98, %c1 : index
      %417 = arith.select %416, %c0, %414 : index
      %418 = arith.cmpi eq, %dim_99, %c1 : index
      %419 = arith.select %418, %c0, %415 : index
      %extracted = tensor.extract %60[%c0, %c0, %417, %419] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_203: bf16, %in_204: bf16, %out: bf16):
      %414 = arith.select %in, %in_203, %in_204 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_100 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %414 = arith.sitofp %in : i64 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty() : tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<16xf32>
    %70 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x16xf32>
    %concat_101 = tensor.concat dim(2) %71, %71 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_102 = tensor.dim %71, %c1 : tensor<1x?x16xf32>
    %72 = tensor.empty(%dim_102) : tensor<1x?x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_101 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.cos %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_101 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.sin %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x32xf32>
    %75 = tensor.empty(%dim_102) : tensor<1x?x32xbf16>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.truncf %cst_6 : f64 to f32
      %415 = arith.addf %in, %414 : f32
      linalg.yield %415 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %85 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %88 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_12, %87 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%89, %collapsed_47 : tensor<1x?x256xf32>, tensor<f32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x256xf32>
    %92 = tensor.empty(%dim) : tensor<1x?x256xf8E4M3FN>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91 : tensor<1x?x256xf32>) outs(%92 : tensor<1x?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x256xf8E4M3FN>
    %collapsed_103 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x?x256xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %94 = tensor.empty() : tensor<256x64xf8E4M3FN>
    %transposed = linalg.transpose ins(%expanded_18 : tensor<64x256xf8E4M3FN>) outs(%94 : tensor<256x64xf8E4M3FN>) permutation = [1, 0] 
    %95 = tensor.empty(%dim) : tensor<?x256xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_103 : tensor<?x256xf8E4M3FN>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %97 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %collapsed_47 : tensor<?x256xf32>, tensor<f32>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %98 = tensor.empty() : tensor<256x64xf32>
    %99 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<256x64xf8E4M3FN>) outs(%98 : tensor<256x64xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x64xf32>
    %100 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%99, %collapsed : tensor<256x64xf32>, tensor<f32>) outs(%98 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x64xf32>
    %101 = tensor.empty(%dim) : tensor<?x64xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %103 = linalg.matmul ins(%97, %100 : tensor<?x256xf32>, tensor<256x64xf32>) outs(%102 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %104 = tensor.empty(%dim) : tensor<?x64xbf16>
    %105 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%103 : tensor<?x64xf32>) outs(%104 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x64xbf16>
    %expanded_104 = tensor.expand_shape %105 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %106 = arith.cmpi slt, %0, %c0_i64 : i64
    %107 = arith.select %106, %c1_i64, %0 : i64
    %108 = arith.extui %106 : i1 to i64
    %109 = arith.addi %108, %c1_i64 : i64
    %110 = arith.muli %107, %c32_i64 : i64
    %111 = arith.cmpi sle, %109, %c1_i64 : i64
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %0, %c64_i64 : i64
    %113 = arith.divsi %112, %110 : i64
    %114 = arith.select %106, %113, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %114, %113, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_104(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %115 = arith.index_cast %114 : i64 to index
    %116 = tensor.empty(%115) : tensor<1x2x?x32xbf16>
    %transposed_105 = linalg.transpose ins(%reshape : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %117 = tensor.empty() : tensor<256x32xf8E4M3FN>
    %transposed_106 = linalg.transpose ins(%expanded_20 : tensor<32x256xf8E4M3FN>) outs(%117 : tensor<256x32xf8E4M3FN>) permutation = [1, 0] 
    %118 = tensor.empty() : tensor<256x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_106 : tensor<256x32xf8E4M3FN>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%119, %collapsed_49 : tensor<256x32xf32>, tensor<f32>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %121 = tensor.empty(%dim) : tensor<?x32xf32>
    %122 = linalg.fill ins(%cst : f32) outs(%121 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %123 = linalg.matmul ins(%97, %120 : tensor<?x256xf32>, tensor<256x32xf32>) outs(%122 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %124 = tensor.empty(%dim) : tensor<?x32xbf16>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<?x32xf32>) outs(%124 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x32xbf16>
    %expanded_107 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %126 = arith.muli %0, %c32_i64 : i64
    %127 = arith.divsi %126, %110 : i64
    %128 = arith.select %106, %127, %0 : i64
    %from_elements_108 = tensor.from_elements %c1_i64, %128, %127, %c32_i64 : tensor<4xi64>
    %reshape_109 = tensor.reshape %expanded_107(%from_elements_108) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %129 = arith.index_cast %128 : i64 to index
    %130 = tensor.empty(%129) : tensor<1x1x?x32xbf16>
    %transposed_110 = linalg.transpose ins(%reshape_109 : tensor<1x?x1x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_111 = linalg.transpose ins(%expanded_22 : tensor<32x256xf8E4M3FN>) outs(%117 : tensor<256x32xf8E4M3FN>) permutation = [1, 0] 
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_111 : tensor<256x32xf8E4M3FN>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%131, %collapsed_51 : tensor<256x32xf32>, tensor<f32>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %133 = linalg.matmul ins(%97, %132 : tensor<?x256xf32>, tensor<256x32xf32>) outs(%122 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %134 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<?x32xf32>) outs(%124 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x32xbf16>
    %expanded_112 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_113 = tensor.reshape %expanded_112(%from_elements_108) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_114 = linalg.transpose ins(%reshape_113 : tensor<1x?x1x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_115 = tensor.expand_shape %76 [[0], [1, 2], [3]] output_shape [1, 1, %dim_102, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_116 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_102, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %135 = arith.cmpi eq, %115, %dim_102 : index
    cf.assert %135, "mismatched size for broadcast"
    %136 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_105, %expanded_115 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_117 = tensor.extract_slice %transposed_105[0, 0, 0, 0] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_118 = tensor.extract_slice %transposed_105[0, 0, 0, 16] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %137 = tensor.empty(%115) : tensor<1x2x?x16xbf16>
    %138 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_118 : tensor<1x2x?x16xbf16>) outs(%137 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.negf %in : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_119 = tensor.concat dim(3) %138, %extracted_slice_117 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_120 = tensor.dim %138, %c2 : tensor<1x2x?x16xbf16>
    %139 = arith.cmpi eq, %dim_120, %dim_102 : index
    cf.assert %139, "mismatched size for broadcast"
    %140 = tensor.empty(%dim_120) : tensor<1x2x?x32xbf16>
    %141 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_119, %expanded_116 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%140 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    %142 = arith.cmpi eq, %115, %dim_120 : index
    cf.assert %142, "mismatched size for broadcast"
    %143 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %141 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    %144 = arith.cmpi eq, %129, %dim_102 : index
    cf.assert %144, "mismatched size for broadcast"
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_110, %expanded_115 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_121 = tensor.extract_slice %transposed_110[0, 0, 0, 0] [1, 1, %129, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_122 = tensor.extract_slice %transposed_110[0, 0, 0, 16] [1, 1, %129, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %146 = tensor.empty(%129) : tensor<1x1x?x16xbf16>
    %147 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122 : tensor<1x1x?x16xbf16>) outs(%146 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.negf %in : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_123 = tensor.concat dim(3) %147, %extracted_slice_121 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_124 = tensor.dim %147, %c2 : tensor<1x1x?x16xbf16>
    %148 = arith.cmpi eq, %dim_124, %dim_102 : index
    cf.assert %148, "mismatched size for broadcast"
    %149 = tensor.empty(%dim_124) : tensor<1x1x?x32xbf16>
    %150 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_123, %expanded_116 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%149 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %151 = arith.cmpi eq, %129, %dim_124 : index
    cf.assert %151, "mismatched size for broadcast"
    %152 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %150 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_125 = tensor.expand_shape %152 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %153 = tensor.empty(%dim) : tensor<1x1x2x?x32xbf16>
    %154 = linalg.generic {indexing_maps = [#map21], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%153 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 3 : index
      %415 = linalg.index 4 : index
      %416 = arith.cmpi eq, %129, %c1 : index
      %417 = arith.select %416, %c0, %414 : index
      %extracted = tensor.extract %expanded_125[%c0, %c0, %c0, %417, %415] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_126 = tensor.collapse_shape %154 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_127 = tensor.expand_shape %transposed_114 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %155 = linalg.generic {indexing_maps = [#map21], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%153 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 3 : index
      %415 = linalg.index 4 : index
      %416 = arith.cmpi eq, %129, %c1 : index
      %417 = arith.select %416, %c0, %414 : index
      %extracted = tensor.extract %expanded_127[%c0, %c0, %c0, %417, %415] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_128 = tensor.collapse_shape %155 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %156 = tensor.empty(%dim) : tensor<1x2x32x?xbf16>
    %transposed_129 = linalg.transpose ins(%collapsed_126 : tensor<1x2x?x32xbf16>) outs(%156 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %157 = tensor.empty(%dim) : tensor<1x2x?x32xbf16>
    %158 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %115, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %extracted = tensor.extract %143[%c0, %414, %418, %416] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_130 = tensor.collapse_shape %158 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %159 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%156 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %dim, %c1 : index
      %418 = arith.select %417, %c0, %416 : index
      %extracted = tensor.extract %transposed_129[%c0, %414, %415, %418] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_131 = tensor.collapse_shape %159 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %160 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %161 = linalg.fill ins(%cst : f32) outs(%160 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %162 = linalg.batch_matmul ins(%collapsed_130, %collapsed_131 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%161 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %163 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<2x?x?xf32>) outs(%163 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<2x?x?xbf16>
    %165 = arith.muli %0, %c2_i64 : i64
    %166 = arith.select %106, %c2_i64, %165 : i64
    %167 = arith.muli %166, %0 : i64
    %168 = arith.select %106, %c2_i64, %167 : i64
    %169 = arith.select %106, %109, %108 : i64
    %170 = arith.cmpi sle, %169, %c1_i64 : i64
    cf.assert %170, "must have at most one inferred (negative) dimension"
    %171 = arith.muli %165, %0 : i64
    %172 = arith.divsi %171, %168 : i64
    %173 = arith.select %106, %172, %0 : i64
    %from_elements_132 = tensor.from_elements %c1_i64, %c2_i64, %173, %173 : tensor<4xi64>
    %reshape_133 = tensor.reshape %164(%from_elements_132) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %174 = arith.index_cast %173 : i64 to index
    %175 = tensor.empty(%174, %174) : tensor<1x2x?x?xbf16>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_133 : tensor<1x2x?x?xbf16>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.truncf %cst_5 : f64 to bf16
      %415 = arith.mulf %in, %414 : bf16
      linalg.yield %415 : bf16
    } -> tensor<1x2x?x?xbf16>
    %177 = arith.cmpi eq, %174, %dim : index
    cf.assert %177, "mismatched size for broadcast"
    cf.assert %177, "mismatched size for broadcast"
    %178 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x?xbf16>
    %179 = tensor.empty(%174, %174) : tensor<1x2x?x?xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x2x?x?xbf16>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %181 = tensor.empty(%174) : tensor<1x2x?xi64>
    %182 = linalg.fill ins(%c0_i64 : i64) outs(%181 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %183 = tensor.empty(%174) : tensor<1x2x?xf32>
    %184 = linalg.fill ins(%cst_0 : f32) outs(%183 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %185:2 = linalg.generic {indexing_maps = [#map13, #map22, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%180 : tensor<1x2x?x?xf32>) outs(%184, %182 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %414 = linalg.index 3 : index
      %415 = arith.index_cast %414 : index to i64
      %416 = arith.maximumf %in, %out : f32
      %417 = arith.cmpf ogt, %in, %out : f32
      %418 = arith.select %417, %415, %out_203 : i64
      linalg.yield %416, %418 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_134 = tensor.expand_shape %185#0 [[0], [1], [2, 3]] output_shape [1, 2, %174, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %186 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_134 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.subf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %187 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186 : tensor<1x2x?x?xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.exp %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %188 = tensor.empty(%174) : tensor<1x2x?x1xf32>
    %189 = linalg.fill ins(%cst : f32) outs(%188 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %190 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<1x2x?x?xf32>) outs(%189 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x1xf32>
    %191 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %190 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %192 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x2x?x?xf32>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %193 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %194 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%193 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %174, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %419 = arith.select %417, %c0, %416 : index
      %extracted = tensor.extract %192[%c0, %414, %418, %419] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %170, "must have at most one inferred (negative) dimension"
    %from_elements_135 = tensor.from_elements %c2_i64, %173, %173 : tensor<3xi64>
    %reshape_136 = tensor.reshape %194(%from_elements_135) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %195 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %dim, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %extracted = tensor.extract %collapsed_128[%c0, %414, %418, %416] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_137 = tensor.collapse_shape %195 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    %196 = arith.cmpi eq, %173, %0 : i64
    cf.assert %196, "mismatching contracting dimension"
    %197 = tensor.empty(%174) : tensor<2x?x32xf32>
    %198 = linalg.fill ins(%cst : f32) outs(%197 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %199 = linalg.batch_matmul ins(%reshape_136, %collapsed_137 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%198 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %200 = tensor.empty(%174) : tensor<2x?x32xbf16>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199 : tensor<2x?x32xf32>) outs(%200 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_138 = tensor.expand_shape %201 [[0, 1], [2], [3]] output_shape [1, 2, %174, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %202 = tensor.empty(%174) : tensor<1x?x2x32xbf16>
    %transposed_139 = linalg.transpose ins(%expanded_138 : tensor<1x2x?x32xbf16>) outs(%202 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %203 = arith.muli %173, %c64_i64 : i64
    %204 = arith.divsi %203, %107 : i64
    %205 = arith.select %106, %204, %0 : i64
    %from_elements_140 = tensor.from_elements %c1_i64, %205, %204 : tensor<3xi64>
    %reshape_141 = tensor.reshape %transposed_139(%from_elements_140) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %206 = arith.index_cast %205 : i64 to index
    %207 = tensor.empty(%206) : tensor<1x?x64xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_141 : tensor<1x?x64xbf16>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x64xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %collapsed_55 : tensor<1x?x64xf32>, tensor<f32>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x64xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<1x?x64xf32>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x64xf32>
    %211 = tensor.empty(%206) : tensor<1x?x64xf8E4M3FN>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x?x64xf32>) outs(%211 : tensor<1x?x64xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x64xf8E4M3FN>
    %collapsed_142 = tensor.collapse_shape %212 [[0, 1], [2]] : tensor<1x?x64xf8E4M3FN> into tensor<?x64xf8E4M3FN>
    %213 = tensor.empty() : tensor<64x256xf8E4M3FN>
    %transposed_143 = linalg.transpose ins(%expanded_24 : tensor<256x64xf8E4M3FN>) outs(%213 : tensor<64x256xf8E4M3FN>) permutation = [1, 0] 
    %214 = arith.index_cast %205 : i64 to index
    %215 = tensor.empty(%214) : tensor<?x64xf32>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_142 : tensor<?x64xf8E4M3FN>) outs(%215 : tensor<?x64xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x64xf32>
    %217 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%216, %collapsed_55 : tensor<?x64xf32>, tensor<f32>) outs(%215 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x64xf32>
    %218 = tensor.empty() : tensor<64x256xf32>
    %219 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_143 : tensor<64x256xf8E4M3FN>) outs(%218 : tensor<64x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<64x256xf32>
    %220 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%219, %collapsed_53 : tensor<64x256xf32>, tensor<f32>) outs(%218 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<64x256xf32>
    %221 = tensor.empty(%214) : tensor<?x256xf32>
    %222 = linalg.fill ins(%cst : f32) outs(%221 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %223 = linalg.matmul ins(%217, %220 : tensor<?x64xf32>, tensor<64x256xf32>) outs(%222 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %224 = tensor.empty(%214) : tensor<?x256xbf16>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<?x256xf32>) outs(%224 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x256xbf16>
    %expanded_144 = tensor.expand_shape %225 [[0, 1], [2]] output_shape [1, %214, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %226 = "tp.mark_partial"(%expanded_144) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %227 = "tp.all_reduce"(%226) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_145 = tensor.dim %227, %c1 : tensor<1x?x256xbf16>
    %228 = arith.cmpi eq, %dim, %dim_145 : index
    cf.assert %228, "mismatched size for broadcast"
    %229 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %227 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%231 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.truncf %cst_6 : f64 to f32
      %415 = arith.addf %in, %414 : f32
      linalg.yield %415 : f32
    } -> tensor<1x?x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230, %235 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %238 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13, %237 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %collapsed_59 : tensor<1x?x256xf32>, tensor<f32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x256xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x?x256xf32>) outs(%92 : tensor<1x?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x256xf8E4M3FN>
    %collapsed_146 = tensor.collapse_shape %242 [[0, 1], [2]] : tensor<1x?x256xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %243 = tensor.empty() : tensor<256x128xf8E4M3FN>
    %transposed_147 = linalg.transpose ins(%expanded_26 : tensor<128x256xf8E4M3FN>) outs(%243 : tensor<256x128xf8E4M3FN>) permutation = [1, 0] 
    %244 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_146 : tensor<?x256xf8E4M3FN>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%244, %collapsed_59 : tensor<?x256xf32>, tensor<f32>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %246 = tensor.empty() : tensor<256x128xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_147 : tensor<256x128xf8E4M3FN>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%247, %collapsed_57 : tensor<256x128xf32>, tensor<f32>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %249 = tensor.empty(%dim) : tensor<?x128xf32>
    %250 = linalg.fill ins(%cst : f32) outs(%249 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %251 = linalg.matmul ins(%245, %248 : tensor<?x256xf32>, tensor<256x128xf32>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %252 = tensor.empty(%dim) : tensor<?x128xbf16>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x128xbf16>
    %expanded_148 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %254 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_148 : tensor<1x?x128xbf16>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.negf %in : f32
      %415 = math.exp %414 : f32
      %416 = arith.addf %415, %cst_1 : f32
      %417 = arith.divf %cst_1, %416 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x128xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %256 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %258 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x?x128xf32>) outs(%258 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_149 = linalg.transpose ins(%expanded_28 : tensor<128x256xf8E4M3FN>) outs(%243 : tensor<256x128xf8E4M3FN>) permutation = [1, 0] 
    %260 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_149 : tensor<256x128xf8E4M3FN>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %261 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%260, %collapsed_61 : tensor<256x128xf32>, tensor<f32>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %262 = linalg.matmul ins(%245, %261 : tensor<?x256xf32>, tensor<256x128xf32>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%262 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x128xbf16>
    %expanded_150 = tensor.expand_shape %263 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %264 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %expanded_150 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%258 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x128xbf16>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x?x128xbf16>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265, %collapsed_65 : tensor<1x?x128xf32>, tensor<f32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x128xf32>
    %268 = tensor.empty(%dim) : tensor<1x?x128xf8E4M3FN>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<1x?x128xf32>) outs(%268 : tensor<1x?x128xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x128xf8E4M3FN>
    %collapsed_151 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<1x?x128xf8E4M3FN> into tensor<?x128xf8E4M3FN>
    %270 = tensor.empty() : tensor<128x256xf8E4M3FN>
    %transposed_152 = linalg.transpose ins(%expanded_30 : tensor<256x128xf8E4M3FN>) outs(%270 : tensor<128x256xf8E4M3FN>) permutation = [1, 0] 
    %271 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_151 : tensor<?x128xf8E4M3FN>) outs(%249 : tensor<?x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x128xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%271, %collapsed_65 : tensor<?x128xf32>, tensor<f32>) outs(%249 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x128xf32>
    %273 = tensor.empty() : tensor<128x256xf32>
    %274 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_152 : tensor<128x256xf8E4M3FN>) outs(%273 : tensor<128x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<128x256xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%274, %collapsed_63 : tensor<128x256xf32>, tensor<f32>) outs(%273 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<128x256xf32>
    %276 = linalg.fill ins(%cst : f32) outs(%95 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %277 = linalg.matmul ins(%272, %275 : tensor<?x128xf32>, tensor<128x256xf32>) outs(%276 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %278 = tensor.empty(%dim) : tensor<?x256xbf16>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%277 : tensor<?x256xf32>) outs(%278 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x256xbf16>
    %expanded_153 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %280 = "tp.mark_partial"(%expanded_153) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %281 = "tp.all_reduce"(%280) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_154 = tensor.dim %281, %c1 : tensor<1x?x256xbf16>
    %282 = arith.cmpi eq, %dim, %dim_154 : index
    cf.assert %282, "mismatched size for broadcast"
    %283 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%229, %281 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %284 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%285 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.truncf %cst_6 : f64 to f32
      %415 = arith.addf %in, %414 : f32
      linalg.yield %415 : f32
    } -> tensor<1x?x1xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284, %289 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %292 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_14, %291 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %collapsed_69 : tensor<1x?x256xf32>, tensor<f32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x256xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<1x?x256xf32>) outs(%92 : tensor<1x?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x256xf8E4M3FN>
    %collapsed_155 = tensor.collapse_shape %296 [[0, 1], [2]] : tensor<1x?x256xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %transposed_156 = linalg.transpose ins(%expanded_32 : tensor<64x256xf8E4M3FN>) outs(%94 : tensor<256x64xf8E4M3FN>) permutation = [1, 0] 
    %297 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_155 : tensor<?x256xf8E4M3FN>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %298 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%297, %collapsed_69 : tensor<?x256xf32>, tensor<f32>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %299 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_156 : tensor<256x64xf8E4M3FN>) outs(%98 : tensor<256x64xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x64xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%299, %collapsed_67 : tensor<256x64xf32>, tensor<f32>) outs(%98 : tensor<256x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x64xf32>
    %301 = linalg.matmul ins(%298, %300 : tensor<?x256xf32>, tensor<256x64xf32>) outs(%102 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %302 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%301 : tensor<?x64xf32>) outs(%104 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x64xbf16>
    %expanded_157 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_158 = tensor.reshape %expanded_157(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_159 = linalg.transpose ins(%reshape_158 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_160 = linalg.transpose ins(%expanded_34 : tensor<32x256xf8E4M3FN>) outs(%117 : tensor<256x32xf8E4M3FN>) permutation = [1, 0] 
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_160 : tensor<256x32xf8E4M3FN>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%303, %collapsed_71 : tensor<256x32xf32>, tensor<f32>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %305 = linalg.matmul ins(%298, %304 : tensor<?x256xf32>, tensor<256x32xf32>) outs(%122 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %306 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%305 : tensor<?x32xf32>) outs(%124 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x32xbf16>
    %expanded_161 = tensor.expand_shape %306 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_162 = tensor.reshape %expanded_161(%from_elements_108) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_163 = linalg.transpose ins(%reshape_162 : tensor<1x?x1x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_164 = linalg.transpose ins(%expanded_36 : tensor<32x256xf8E4M3FN>) outs(%117 : tensor<256x32xf8E4M3FN>) permutation = [1, 0] 
    %307 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_164 : tensor<256x32xf8E4M3FN>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %308 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%307, %collapsed_73 : tensor<256x32xf32>, tensor<f32>) outs(%118 : tensor<256x32xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x32xf32>
    %309 = linalg.matmul ins(%298, %308 : tensor<?x256xf32>, tensor<256x32xf32>) outs(%122 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<?x32xf32>) outs(%124 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x32xbf16>
    %expanded_165 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_166 = tensor.reshape %expanded_165(%from_elements_108) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_167 = linalg.transpose ins(%reshape_166 : tensor<1x?x1x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %135, "mismatched size for broadcast"
    %311 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_159, %expanded_115 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_168 = tensor.extract_slice %transposed_159[0, 0, 0, 0] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_169 = tensor.extract_slice %transposed_159[0, 0, 0, 16] [1, 2, %115, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %312 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_169 : tensor<1x2x?x16xbf16>) outs(%137 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.negf %in : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_170 = tensor.concat dim(3) %312, %extracted_slice_168 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_171 = tensor.dim %312, %c2 : tensor<1x2x?x16xbf16>
    %313 = arith.cmpi eq, %dim_171, %dim_102 : index
    cf.assert %313, "mismatched size for broadcast"
    %314 = tensor.empty(%dim_171) : tensor<1x2x?x32xbf16>
    %315 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_170, %expanded_116 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%314 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    %316 = arith.cmpi eq, %115, %dim_171 : index
    cf.assert %316, "mismatched size for broadcast"
    %317 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %315 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x32xbf16>
    cf.assert %144, "mismatched size for broadcast"
    %318 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_163, %expanded_115 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_172 = tensor.extract_slice %transposed_163[0, 0, 0, 0] [1, 1, %129, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_173 = tensor.extract_slice %transposed_163[0, 0, 0, 16] [1, 1, %129, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %319 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_173 : tensor<1x1x?x16xbf16>) outs(%146 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.negf %in : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_174 = tensor.concat dim(3) %319, %extracted_slice_172 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_175 = tensor.dim %319, %c2 : tensor<1x1x?x16xbf16>
    %320 = arith.cmpi eq, %dim_175, %dim_102 : index
    cf.assert %320, "mismatched size for broadcast"
    %321 = tensor.empty(%dim_175) : tensor<1x1x?x32xbf16>
    %322 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_174, %expanded_116 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%321 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %323 = arith.cmpi eq, %129, %dim_175 : index
    cf.assert %323, "mismatched size for broadcast"
    %324 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %322 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%130 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_176 = tensor.expand_shape %324 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %325 = linalg.generic {indexing_maps = [#map21], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%153 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 3 : index
      %415 = linalg.index 4 : index
      %416 = arith.cmpi eq, %129, %c1 : index
      %417 = arith.select %416, %c0, %414 : index
      %extracted = tensor.extract %expanded_176[%c0, %c0, %c0, %417, %415] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_177 = tensor.collapse_shape %325 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_178 = tensor.expand_shape %transposed_167 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %326 = linalg.generic {indexing_maps = [#map21], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%153 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 3 : index
      %415 = linalg.index 4 : index
      %416 = arith.cmpi eq, %129, %c1 : index
      %417 = arith.select %416, %c0, %414 : index
      %extracted = tensor.extract %expanded_178[%c0, %c0, %c0, %417, %415] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_179 = tensor.collapse_shape %326 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_180 = linalg.transpose ins(%collapsed_177 : tensor<1x2x?x32xbf16>) outs(%156 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %327 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %115, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %extracted = tensor.extract %317[%c0, %414, %418, %416] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_181 = tensor.collapse_shape %327 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %328 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%156 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %dim, %c1 : index
      %418 = arith.select %417, %c0, %416 : index
      %extracted = tensor.extract %transposed_180[%c0, %414, %415, %418] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_182 = tensor.collapse_shape %328 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %329 = linalg.batch_matmul ins(%collapsed_181, %collapsed_182 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%161 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x?x?xf32>) outs(%163 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %170, "must have at most one inferred (negative) dimension"
    %reshape_183 = tensor.reshape %330(%from_elements_132) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %331 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_183 : tensor<1x2x?x?xbf16>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %414 = arith.truncf %cst_5 : f64 to bf16
      %415 = arith.mulf %in, %414 : bf16
      linalg.yield %415 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %177, "mismatched size for broadcast"
    cf.assert %177, "mismatched size for broadcast"
    %332 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x?xbf16>
    %333 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x2x?x?xbf16>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %334:2 = linalg.generic {indexing_maps = [#map13, #map22, #map22], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%333 : tensor<1x2x?x?xf32>) outs(%184, %182 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_203: i64):
      %414 = linalg.index 3 : index
      %415 = arith.index_cast %414 : index to i64
      %416 = arith.maximumf %in, %out : f32
      %417 = arith.cmpf ogt, %in, %out : f32
      %418 = arith.select %417, %415, %out_203 : i64
      linalg.yield %416, %418 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_184 = tensor.expand_shape %334#0 [[0], [1], [2, 3]] output_shape [1, 2, %174, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %335 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_184 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.subf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %336 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x2x?x?xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.exp %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %337 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%336 : tensor<1x2x?x?xf32>) outs(%189 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x1xf32>
    %338 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%179 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x2x?x?xf32>
    %339 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x2x?x?xf32>) outs(%175 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %340 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%193 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %174, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %419 = arith.select %417, %c0, %416 : index
      %extracted = tensor.extract %339[%c0, %414, %418, %419] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %170, "must have at most one inferred (negative) dimension"
    %reshape_185 = tensor.reshape %340(%from_elements_135) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %341 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %414 = linalg.index 1 : index
      %415 = linalg.index 2 : index
      %416 = linalg.index 3 : index
      %417 = arith.cmpi eq, %dim, %c1 : index
      %418 = arith.select %417, %c0, %415 : index
      %extracted = tensor.extract %collapsed_179[%c0, %414, %418, %416] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_186 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %196, "mismatching contracting dimension"
    %342 = linalg.batch_matmul ins(%reshape_185, %collapsed_186 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%198 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%342 : tensor<2x?x32xf32>) outs(%200 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_187 = tensor.expand_shape %343 [[0, 1], [2], [3]] output_shape [1, 2, %174, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<1x2x?x32xbf16>) outs(%202 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %111, "must have at most one inferred (negative) dimension"
    %reshape_189 = tensor.reshape %transposed_188(%from_elements_140) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape_189 : tensor<1x?x64xbf16>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x64xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %collapsed_77 : tensor<1x?x64xf32>, tensor<f32>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x64xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<1x?x64xf32>) outs(%207 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x64xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346 : tensor<1x?x64xf32>) outs(%211 : tensor<1x?x64xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x64xf8E4M3FN>
    %collapsed_190 = tensor.collapse_shape %347 [[0, 1], [2]] : tensor<1x?x64xf8E4M3FN> into tensor<?x64xf8E4M3FN>
    %transposed_191 = linalg.transpose ins(%expanded_38 : tensor<256x64xf8E4M3FN>) outs(%213 : tensor<64x256xf8E4M3FN>) permutation = [1, 0] 
    %348 = arith.index_cast %205 : i64 to index
    %349 = tensor.empty(%348) : tensor<?x64xf32>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_190 : tensor<?x64xf8E4M3FN>) outs(%349 : tensor<?x64xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x64xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%350, %collapsed_77 : tensor<?x64xf32>, tensor<f32>) outs(%349 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x64xf32>
    %352 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_191 : tensor<64x256xf8E4M3FN>) outs(%218 : tensor<64x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<64x256xf32>
    %353 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%352, %collapsed_75 : tensor<64x256xf32>, tensor<f32>) outs(%218 : tensor<64x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<64x256xf32>
    %354 = tensor.empty(%348) : tensor<?x256xf32>
    %355 = linalg.fill ins(%cst : f32) outs(%354 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %356 = linalg.matmul ins(%351, %353 : tensor<?x64xf32>, tensor<64x256xf32>) outs(%355 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %357 = tensor.empty(%348) : tensor<?x256xbf16>
    %358 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%356 : tensor<?x256xf32>) outs(%357 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x256xbf16>
    %expanded_192 = tensor.expand_shape %358 [[0, 1], [2]] output_shape [1, %348, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %359 = "tp.mark_partial"(%expanded_192) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %360 = "tp.all_reduce"(%359) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_193 = tensor.dim %360, %c1 : tensor<1x?x256xbf16>
    %361 = arith.cmpi eq, %dim, %dim_193 : index
    cf.assert %361, "mismatched size for broadcast"
    %362 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %360 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%364 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.truncf %cst_6 : f64 to f32
      %415 = arith.addf %in, %414 : f32
      linalg.yield %415 : f32
    } -> tensor<1x?x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%363, %368 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %371 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_15, %370 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372, %collapsed_81 : tensor<1x?x256xf32>, tensor<f32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x256xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<1x?x256xf32>) outs(%92 : tensor<1x?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x256xf8E4M3FN>
    %collapsed_194 = tensor.collapse_shape %375 [[0, 1], [2]] : tensor<1x?x256xf8E4M3FN> into tensor<?x256xf8E4M3FN>
    %transposed_195 = linalg.transpose ins(%expanded_40 : tensor<128x256xf8E4M3FN>) outs(%243 : tensor<256x128xf8E4M3FN>) permutation = [1, 0] 
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_194 : tensor<?x256xf8E4M3FN>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %377 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%376, %collapsed_81 : tensor<?x256xf32>, tensor<f32>) outs(%95 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x256xf32>
    %378 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_195 : tensor<256x128xf8E4M3FN>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%378, %collapsed_79 : tensor<256x128xf32>, tensor<f32>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %380 = linalg.matmul ins(%377, %379 : tensor<?x256xf32>, tensor<256x128xf32>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %381 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%380 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x128xbf16>
    %expanded_196 = tensor.expand_shape %381 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_196 : tensor<1x?x128xbf16>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.negf %in : f32
      %415 = math.exp %414 : f32
      %416 = arith.addf %415, %cst_1 : f32
      %417 = arith.divf %cst_1, %416 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x128xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %383 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<1x?x128xf32>) outs(%258 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_197 = linalg.transpose ins(%expanded_42 : tensor<128x256xf8E4M3FN>) outs(%243 : tensor<256x128xf8E4M3FN>) permutation = [1, 0] 
    %386 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_197 : tensor<256x128xf8E4M3FN>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%386, %collapsed_83 : tensor<256x128xf32>, tensor<f32>) outs(%246 : tensor<256x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<256x128xf32>
    %388 = linalg.matmul ins(%377, %387 : tensor<?x256xf32>, tensor<256x128xf32>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%388 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x128xbf16>
    %expanded_198 = tensor.expand_shape %389 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %390 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385, %expanded_198 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%258 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x128xbf16>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x?x128xbf16>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %collapsed_87 : tensor<1x?x128xf32>, tensor<f32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.divf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x128xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%392 : tensor<1x?x128xf32>) outs(%254 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.cmpf ult, %in, %cst_9 : f32
      %415 = arith.select %414, %cst_9, %in : f32
      %416 = arith.cmpf ugt, %415, %cst_10 : f32
      %417 = arith.select %416, %cst_10, %415 : f32
      linalg.yield %417 : f32
    } -> tensor<1x?x128xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%393 : tensor<1x?x128xf32>) outs(%268 : tensor<1x?x128xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %414 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %414 : f8E4M3FN
    } -> tensor<1x?x128xf8E4M3FN>
    %collapsed_199 = tensor.collapse_shape %394 [[0, 1], [2]] : tensor<1x?x128xf8E4M3FN> into tensor<?x128xf8E4M3FN>
    %transposed_200 = linalg.transpose ins(%expanded_44 : tensor<256x128xf8E4M3FN>) outs(%270 : tensor<128x256xf8E4M3FN>) permutation = [1, 0] 
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_199 : tensor<?x128xf8E4M3FN>) outs(%249 : tensor<?x128xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<?x128xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%395, %collapsed_87 : tensor<?x128xf32>, tensor<f32>) outs(%249 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<?x128xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_200 : tensor<128x256xf8E4M3FN>) outs(%273 : tensor<128x256xf32>) {
    ^bb0(%in: f8E4M3FN, %out: f32):
      %414 = arith.extf %in : f8E4M3FN to f32
      linalg.yield %414 : f32
    } -> tensor<128x256xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map19, #map3], iterator_types = ["parallel", "parallel"]} ins(%397, %collapsed_85 : tensor<128x256xf32>, tensor<f32>) outs(%273 : tensor<128x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<128x256xf32>
    %399 = linalg.matmul ins(%396, %398 : tensor<?x128xf32>, tensor<128x256xf32>) outs(%276 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%399 : tensor<?x256xf32>) outs(%278 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<?x256xbf16>
    %expanded_201 = tensor.expand_shape %400 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %401 = "tp.mark_partial"(%expanded_201) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %402 = "tp.all_reduce"(%401) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_202 = tensor.dim %402, %c1 : tensor<1x?x256xbf16>
    %403 = arith.cmpi eq, %dim, %dim_202 : index
    cf.assert %403, "mismatched size for broadcast"
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %402 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.addf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %414 = arith.extf %in : bf16 to f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%406 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.addf %in, %out : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.divf %in, %cst_8 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = arith.truncf %cst_6 : f64 to f32
      %415 = arith.addf %in, %414 : f32
      linalg.yield %415 : f32
    } -> tensor<1x?x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %414 = math.rsqrt %in : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %410 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_203: f32, %out: f32):
      %414 = arith.mulf %in, %in_203 : f32
      linalg.yield %414 : f32
    } -> tensor<1x?x256xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %414 = arith.truncf %in : f32 to bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    %413 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_16, %412 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_203: bf16, %out: bf16):
      %414 = arith.mulf %in, %in_203 : bf16
      linalg.yield %414 : bf16
    } -> tensor<1x?x256xbf16>
    return %413 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
