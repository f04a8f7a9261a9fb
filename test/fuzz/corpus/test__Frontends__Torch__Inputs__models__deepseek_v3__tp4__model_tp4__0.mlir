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
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map20 = affine_map<(d0, d1) -> (0, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map24 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map25 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map26 = affine_map<(d0, d1) -> ()>
#map27 = affine_map<(d0, d1, d2) -> (d0)>
#map28 = affine_map<()[s0] -> (s0 * 2)>
#map29 = affine_map<()[s0, s1] -> (s0 + s1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<161936xbf16>, %arg2: tensor<2048xf32>) -> (tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) {
    %c2_i64 = arith.constant 2 : i64
    %c24_i64 = arith.constant 24 : i64
    %c32_i64 = arith.constant 32 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %false = arith.constant false
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_7 = arith.constant dense<true> : tensor<i1>
    %cst_8 = arith.constant dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>
    %cst_9 = arith.constant 9.9999999999999995E-21 : f64
    %cst_10 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_11 = arith.constant 0.20412414523193151 : f64
    %cst_12 = arith.constant 9.9999999999999995E-7 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_14 = arith.constant 1.280000e+02 : f32
    %cst_15 = arith.constant 3.200000e+01 : f32
    %cst_16 = arith.constant 1.600000e+01 : f32
    %c16_i64 = arith.constant 16 : i64
    %cst_17 = arith.constant 2.500000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[8192] [4096] [1] : tensor<161936xbf16> to tensor<4096xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[12288] [32] [1] : tensor<161936xbf16> to tensor<32xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[12320] [768] [1] : tensor<161936xbf16> to tensor<768xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [24, 32] : tensor<768xbf16> into tensor<24x32xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[13088] [3072] [1] : tensor<161936xbf16> to tensor<3072xbf16>
    %expanded_25 = tensor.expand_shape %extracted_slice_24 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[16160] [16] [1] : tensor<161936xbf16> to tensor<16xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[16176] [512] [1] : tensor<161936xbf16> to tensor<512xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0, 1]] output_shape [32, 16] : tensor<512xbf16> into tensor<32x16xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[16688] [2048] [1] : tensor<161936xbf16> to tensor<2048xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [128, 16] : tensor<2048xbf16> into tensor<128x16xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[18736] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_33 = tensor.extract_slice %arg1[26928] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded_34 = tensor.expand_shape %extracted_slice_33 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[35120] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[43312] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[43440] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[43568] [4096] [1] : tensor<161936xbf16> to tensor<4096xbf16>
    %expanded_40 = tensor.expand_shape %extracted_slice_39 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[47664] [32] [1] : tensor<161936xbf16> to tensor<32xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[47696] [768] [1] : tensor<161936xbf16> to tensor<768xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1]] output_shape [24, 32] : tensor<768xbf16> into tensor<24x32xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[48464] [3072] [1] : tensor<161936xbf16> to tensor<3072xbf16>
    %expanded_45 = tensor.expand_shape %extracted_slice_44 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[51536] [16] [1] : tensor<161936xbf16> to tensor<16xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[51552] [512] [1] : tensor<161936xbf16> to tensor<512xbf16>
    %expanded_48 = tensor.expand_shape %extracted_slice_47 [[0, 1]] output_shape [32, 16] : tensor<512xbf16> into tensor<32x16xbf16>
    %extracted_slice_49 = tensor.extract_slice %arg1[52064] [2048] [1] : tensor<161936xbf16> to tensor<2048xbf16>
    %expanded_50 = tensor.expand_shape %extracted_slice_49 [[0, 1]] output_shape [128, 16] : tensor<2048xbf16> into tensor<128x16xbf16>
    %extracted_slice_51 = tensor.extract_slice %arg1[54112] [16384] [1] : tensor<161936xbf16> to tensor<16384xbf16>
    %expanded_52 = tensor.expand_shape %extracted_slice_51 [[0, 1, 2]] output_shape [8, 16, 128] : tensor<16384xbf16> into tensor<8x16x128xbf16>
    %extracted_slice_53 = tensor.extract_slice %arg1[70496] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded_54 = tensor.expand_shape %extracted_slice_53 [[0, 1, 2]] output_shape [8, 128, 8] : tensor<8192xbf16> into tensor<8x128x8xbf16>
    %extracted_slice_55 = tensor.extract_slice %arg1[78688] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_56 = tensor.expand_shape %extracted_slice_55 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_57 = tensor.extract_slice %arg1[79712] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_58 = tensor.expand_shape %extracted_slice_57 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_59 = tensor.extract_slice %arg1[80736] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_60 = tensor.expand_shape %extracted_slice_59 [[0, 1]] output_shape [128, 8] : tensor<1024xbf16> into tensor<128x8xbf16>
    %extracted_slice_61 = tensor.extract_slice %arg1[81760] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_62 = tensor.extract_slice %arg1[81888] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_63 = tensor.extract_slice %arg1[82016] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_64 = tensor.extract_slice %arg1[82144] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_65 = tensor.extract_slice %arg1[82272] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_66 = tensor.extract_slice %arg1[82400] [32768] [1] : tensor<161936xbf16> to tensor<32768xbf16>
    %expanded_67 = tensor.expand_shape %extracted_slice_66 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_68 = tensor.extract_slice %arg1[115168] [4096] [1] : tensor<161936xbf16> to tensor<4096xbf16>
    %expanded_69 = tensor.expand_shape %extracted_slice_68 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_70 = tensor.extract_slice %arg1[119264] [32] [1] : tensor<161936xbf16> to tensor<32xbf16>
    %extracted_slice_71 = tensor.extract_slice %arg1[119296] [768] [1] : tensor<161936xbf16> to tensor<768xbf16>
    %expanded_72 = tensor.expand_shape %extracted_slice_71 [[0, 1]] output_shape [24, 32] : tensor<768xbf16> into tensor<24x32xbf16>
    %extracted_slice_73 = tensor.extract_slice %arg1[120064] [3072] [1] : tensor<161936xbf16> to tensor<3072xbf16>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_75 = tensor.extract_slice %arg1[123136] [16] [1] : tensor<161936xbf16> to tensor<16xbf16>
    %extracted_slice_76 = tensor.extract_slice %arg1[123152] [512] [1] : tensor<161936xbf16> to tensor<512xbf16>
    %expanded_77 = tensor.expand_shape %extracted_slice_76 [[0, 1]] output_shape [32, 16] : tensor<512xbf16> into tensor<32x16xbf16>
    %extracted_slice_78 = tensor.extract_slice %arg1[123664] [2048] [1] : tensor<161936xbf16> to tensor<2048xbf16>
    %expanded_79 = tensor.expand_shape %extracted_slice_78 [[0, 1]] output_shape [128, 16] : tensor<2048xbf16> into tensor<128x16xbf16>
    %extracted_slice_80 = tensor.extract_slice %arg1[125712] [16384] [1] : tensor<161936xbf16> to tensor<16384xbf16>
    %expanded_81 = tensor.expand_shape %extracted_slice_80 [[0, 1, 2]] output_shape [8, 16, 128] : tensor<16384xbf16> into tensor<8x16x128xbf16>
    %extracted_slice_82 = tensor.extract_slice %arg1[142096] [8192] [1] : tensor<161936xbf16> to tensor<8192xbf16>
    %expanded_83 = tensor.expand_shape %extracted_slice_82 [[0, 1, 2]] output_shape [8, 128, 8] : tensor<8192xbf16> into tensor<8x128x8xbf16>
    %extracted_slice_84 = tensor.extract_slice %arg1[150288] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_85 = tensor.expand_shape %extracted_slice_84 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_86 = tensor.extract_slice %arg1[151312] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_87 = tensor.expand_shape %extracted_slice_86 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_88 = tensor.extract_slice %arg1[152336] [1024] [1] : tensor<161936xbf16> to tensor<1024xbf16>
    %expanded_89 = tensor.expand_shape %extracted_slice_88 [[0, 1]] output_shape [128, 8] : tensor<1024xbf16> into tensor<128x8xbf16>
    %extracted_slice_90 = tensor.extract_slice %arg1[153360] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_91 = tensor.extract_slice %arg1[153488] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_92 = tensor.extract_slice %arg1[153616] [128] [1] : tensor<161936xbf16> to tensor<128xbf16>
    %extracted_slice_93 = tensor.extract_slice %arg2[0] [1024] [1] : tensor<2048xf32> to tensor<1024xf32>
    %expanded_94 = tensor.expand_shape %extracted_slice_93 [[0, 1]] output_shape [8, 128] : tensor<1024xf32> into tensor<8x128xf32>
    %extracted_slice_95 = tensor.extract_slice %arg2[1024] [1024] [1] : tensor<2048xf32> to tensor<1024xf32>
    %expanded_96 = tensor.expand_shape %extracted_slice_95 [[0, 1]] output_shape [8, 128] : tensor<1024xf32> into tensor<8x128xf32>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.index_cast %in : i64 to index
      %844 = linalg.index 2 : index
      %845 = arith.cmpi slt, %843, %c64 : index
      cf.assert %845, "index must be smaller than dim size"
      %846 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %846, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%843, %844] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %843 : index to i64
      linalg.yield %844 : i64
    } -> tensor<?xi64>
    %expanded_97 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_98 = tensor.extract_slice %expanded_97[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_98 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.subi %in, %c1_i64 : i64
      linalg.yield %843 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_97 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_99 = tensor.dim %expanded_97, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_99]
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
    %extracted_slice_100 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_101 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_101, %extracted_slice_100 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.subi %in, %in_350 : i64
      linalg.yield %843 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %843 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %843 : i1
    } -> tensor<1x?xi1>
    %expanded_102 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_103 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_103, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi sle, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      linalg.yield %843 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_18 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_350: i64, %in_351: i64, %out: i64):
      %843 = arith.select %in, %in_350, %in_351 : i64
      linalg.yield %843 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_104 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_105 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_106 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_107 = tensor.dim %expanded_105, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_107) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_105 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c1_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = arith.cmpi slt, %in_350, %c0_i64 : i64
      %848 = arith.addi %in_350, %0 : i64
      %849 = arith.select %847, %848, %in_350 : i64
      %850 = arith.index_cast %849 : i64 to index
      %extracted = tensor.extract %expanded_97[%846, %850] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_108 = tensor.dim %expanded_106, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_108) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_106 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c1_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = arith.cmpi slt, %in_350, %c0_i64 : i64
      %848 = arith.addi %in_350, %0 : i64
      %849 = arith.select %847, %848, %in_350 : i64
      %850 = arith.index_cast %849 : i64 to index
      %extracted = tensor.extract %expanded_97[%846, %850] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_107, %dim_108) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi sle, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_105 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c1_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = arith.cmpi slt, %in_350, %c0_i64 : i64
      %848 = arith.addi %in_350, %0 : i64
      %849 = arith.select %847, %848, %in_350 : i64
      %850 = arith.index_cast %849 : i64 to index
      %extracted = tensor.extract %47[%846, %850] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_106 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c1_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = arith.cmpi slt, %in_350, %c0_i64 : i64
      %848 = arith.addi %in_350, %0 : i64
      %849 = arith.select %847, %848, %in_350 : i64
      %850 = arith.index_cast %849 : i64 to index
      %extracted = tensor.extract %47[%846, %850] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %dim_107, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %847 = arith.cmpi eq, %dim_108, %c1 : index
      %848 = arith.select %847, %c0, %844 : index
      %extracted = tensor.extract %60[%c0, %c0, %846, %848] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_6, %cst_5 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_350: bf16, %in_351: bf16, %out: bf16):
      %843 = arith.select %in, %in_350, %in_351 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_109 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %843 = arith.sitofp %in : i64 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x4xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_13 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%68 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x4xf32>
    %concat_110 = tensor.concat dim(2) %69, %69 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_111 = tensor.dim %69, %c1 : tensor<1x?x4xf32>
    %70 = tensor.empty(%dim_111) : tensor<1x?x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_110 : tensor<1x?x8xf32>) outs(%70 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.cos %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_110 : tensor<1x?x8xf32>) outs(%70 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.sin %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %73 = tensor.empty(%dim_111) : tensor<1x?x8xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x8xf32>) outs(%73 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x8xf32>) outs(%73 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %87 = tensor.empty() : tensor<128x32xbf16>
    %transposed = linalg.transpose ins(%expanded_20 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %88 = tensor.empty(%dim) : tensor<?x32xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %90 = linalg.matmul ins(%collapsed, %transposed : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %91 = tensor.empty(%dim) : tensor<?x32xbf16>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_112 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %93 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x?x32xbf16>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x?x32xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x?x32xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_15 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %101 = tensor.empty(%dim) : tensor<1x?x32xbf16>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x?x32xf32>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %102 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %104 = tensor.empty() : tensor<32x24xbf16>
    %transposed_113 = linalg.transpose ins(%expanded_23 : tensor<24x32xbf16>) outs(%104 : tensor<32x24xbf16>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %105 = tensor.empty(%dim) : tensor<?x24xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %107 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<?x32xbf16>, tensor<32x24xbf16>) outs(%106 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %108 = tensor.empty(%dim) : tensor<?x24xbf16>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<?x24xf32>) outs(%108 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_115 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %110 = arith.cmpi slt, %0, %c0_i64 : i64
    %111 = arith.select %110, %c1_i64, %0 : i64
    %112 = arith.extui %110 : i1 to i64
    %113 = arith.addi %112, %c1_i64 : i64
    %114 = arith.muli %111, %c24_i64 : i64
    %115 = arith.cmpi sle, %113, %c1_i64 : i64
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %116 = arith.muli %0, %c24_i64 : i64
    %117 = arith.divsi %116, %114 : i64
    %118 = arith.select %110, %117, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %118, %117, %c24_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_115(%from_elements) : (tensor<1x?x24xbf16>, tensor<4xi64>) -> tensor<1x?x1x24xbf16>
    %119 = arith.index_cast %118 : i64 to index
    %120 = tensor.empty(%119) : tensor<1x1x?x24xbf16>
    %transposed_116 = linalg.transpose ins(%reshape : tensor<1x?x1x24xbf16>) outs(%120 : tensor<1x1x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_117 = tensor.extract_slice %transposed_116[0, 0, 0, 0] [1, 1, %119, 16] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_118 = tensor.extract_slice %transposed_116[0, 0, 0, 16] [1, 1, %119, 8] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x8xbf16>
    %121 = tensor.empty() : tensor<128x24xbf16>
    %transposed_119 = linalg.transpose ins(%expanded_25 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %122 = linalg.matmul ins(%collapsed, %transposed_119 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%106 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %123 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%122 : tensor<?x24xf32>) outs(%108 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_120 = tensor.expand_shape %123 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_121 = tensor.extract_slice %expanded_120[0, 0, 0] [1, %dim, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_122 = tensor.extract_slice %expanded_120[0, 0, 16] [1, %dim, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %124 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_121 : tensor<1x?x16xbf16>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x16xf32>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%126 : tensor<1x?x16xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_16 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%125, %130 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %132 = tensor.empty(%dim) : tensor<1x?x16xbf16>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x?x16xf32>) outs(%132 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %134 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %133 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%132 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_123 = tensor.expand_shape %extracted_slice_122 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_124 = tensor.extract_slice %74[0, 0, 0] [1, %dim_111, 4] [1, 1, 1] : tensor<1x?x8xbf16> to tensor<1x?x4xbf16>
    %expanded_125 = tensor.expand_shape %extracted_slice_124 [[0], [1, 2], [3]] output_shape [1, 1, %dim_111, 4] : tensor<1x?x4xbf16> into tensor<1x1x?x4xbf16>
    %extracted_slice_126 = tensor.extract_slice %75[0, 0, 0] [1, %dim_111, 4] [1, 1, 1] : tensor<1x?x8xbf16> to tensor<1x?x4xbf16>
    %expanded_127 = tensor.expand_shape %extracted_slice_126 [[0], [1, 2], [3]] output_shape [1, 1, %dim_111, 4] : tensor<1x?x4xbf16> into tensor<1x1x?x4xbf16>
    %extracted_slice_128 = tensor.extract_slice %extracted_slice_118[0, 0, 0, 0] [1, 1, %119, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_129 = tensor.extract_slice %extracted_slice_118[0, 0, 0, 1] [1, 1, %119, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_130 = tensor.extract_slice %expanded_123[0, 0, 0, 0] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_131 = tensor.extract_slice %expanded_123[0, 0, 0, 1] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %135 = arith.cmpi eq, %119, %dim_111 : index
    cf.assert %135, "mismatched size for broadcast"
    %136 = tensor.empty(%119) : tensor<1x1x?x4xbf16>
    %137 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_129, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %139 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %138 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %140 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_129, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %141 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %141 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_132 = tensor.concat dim(3) %139, %142 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %143 = arith.cmpi eq, %dim, %dim_111 : index
    cf.assert %143, "mismatched size for broadcast"
    %144 = tensor.empty(%dim) : tensor<1x1x?x4xbf16>
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_130, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %146 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %147 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %146 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %148 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %149 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_130, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %150 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_133 = tensor.concat dim(3) %147, %150 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_134 = tensor.concat dim(3) %extracted_slice_117, %concat_132 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x8xbf16>) -> tensor<1x1x?x24xbf16>
    %151 = tensor.empty() : tensor<16x32xbf16>
    %transposed_135 = linalg.transpose ins(%expanded_28 : tensor<32x16xbf16>) outs(%151 : tensor<16x32xbf16>) permutation = [1, 0] 
    %collapsed_136 = tensor.collapse_shape %134 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %152 = linalg.matmul ins(%collapsed_136, %transposed_135 : tensor<?x16xbf16>, tensor<16x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_137 = tensor.expand_shape %153 [[0, 1, 2], [3]] output_shape [1, 1, %dim, 32] : tensor<?x32xbf16> into tensor<1x1x?x32xbf16>
    %154 = arith.muli %111, %c32_i64 : i64
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %155 = arith.muli %0, %c32_i64 : i64
    %156 = arith.divsi %155, %154 : i64
    %157 = arith.select %110, %156, %0 : i64
    %from_elements_138 = tensor.from_elements %c1_i64, %157, %156, %c32_i64 : tensor<4xi64>
    %reshape_139 = tensor.reshape %expanded_137(%from_elements_138) : (tensor<1x1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %158 = arith.index_cast %157 : i64 to index
    %159 = tensor.empty(%158) : tensor<1x1x?x32xbf16>
    %transposed_140 = linalg.transpose ins(%reshape_139 : tensor<1x?x1x32xbf16>) outs(%159 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_141 = tensor.extract_slice %transposed_140[0, 0, 0, 0] [1, 1, %158, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_142 = tensor.extract_slice %transposed_140[0, 0, 0, 16] [1, 1, %158, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %160 = tensor.empty(%dim) : tensor<1x1x?x24xbf16>
    %161 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %162 = tensor.empty(%dim) : tensor<1x1x?x16xbf16>
    %163 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%162 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %158, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_141[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %inserted_slice = tensor.insert_slice %163 into %160[0, 0, 0, 0] [1, 1, %dim, 16] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %164 = tensor.empty(%dim) : tensor<1x1x?x8xbf16>
    %165 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%164 : tensor<1x1x?x8xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %dim_350 = tensor.dim %147, %c2 : tensor<1x1x?x4xbf16>
      %845 = arith.cmpi eq, %dim_350, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_133[%c0, %c0, %846, %844] : tensor<1x1x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8xbf16>
    %inserted_slice_143 = tensor.insert_slice %165 into %inserted_slice[0, 0, 0, 16] [1, 1, %dim, 8] [1, 1, 1, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %166 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%160 : tensor<1x1x?x24xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %119, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_134[%c0, %c0, %846, %844] : tensor<1x1x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x24xbf16>
    %collapsed_144 = tensor.collapse_shape %166 [[0, 1], [2], [3]] : tensor<1x1x?x24xbf16> into tensor<1x?x24xbf16>
    %167 = tensor.empty(%dim) : tensor<1x1x24x?xbf16>
    %transposed_145 = linalg.transpose ins(%inserted_slice_143 : tensor<1x1x?x24xbf16>) outs(%167 : tensor<1x1x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %168 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%167 : tensor<1x1x24x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %dim, %c1 : index
      %846 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %transposed_145[%c0, %c0, %843, %846] : tensor<1x1x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x24x?xbf16>
    %collapsed_146 = tensor.collapse_shape %168 [[0], [1, 2], [3]] : tensor<1x1x24x?xbf16> into tensor<1x24x?xbf16>
    %169 = tensor.empty(%dim, %dim) : tensor<1x?x?xf32>
    %170 = linalg.fill ins(%cst : f32) outs(%169 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %171 = linalg.batch_matmul ins(%collapsed_144, %collapsed_146 : tensor<1x?x24xbf16>, tensor<1x24x?xbf16>) outs(%170 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %172 = tensor.empty(%dim, %dim) : tensor<1x?x?xbf16>
    %173 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171 : tensor<1x?x?xf32>) outs(%172 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x?xbf16>
    %174 = arith.muli %111, %0 : i64
    %175 = arith.select %110, %c1_i64, %174 : i64
    %176 = arith.select %110, %113, %112 : i64
    %177 = arith.cmpi sle, %176, %c1_i64 : i64
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %178 = arith.muli %0, %0 : i64
    %179 = arith.divsi %178, %175 : i64
    %180 = arith.select %110, %179, %0 : i64
    %from_elements_147 = tensor.from_elements %c1_i64, %c1_i64, %180, %180 : tensor<4xi64>
    %reshape_148 = tensor.reshape %173(%from_elements_147) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %181 = arith.index_cast %180 : i64 to index
    %182 = tensor.empty(%181, %181) : tensor<1x1x?x?xbf16>
    %183 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_148 : tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %843 = arith.truncf %cst_11 : f64 to bf16
      %844 = arith.mulf %in, %843 : bf16
      linalg.yield %844 : bf16
    } -> tensor<1x1x?x?xbf16>
    %184 = arith.cmpi eq, %181, %dim : index
    cf.assert %184, "mismatched size for broadcast"
    cf.assert %184, "mismatched size for broadcast"
    %185 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    %186 = tensor.empty(%181, %181) : tensor<1x1x?x?xf32>
    %187 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185 : tensor<1x1x?x?xbf16>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %188 = tensor.empty(%181) : tensor<1x1x?xi64>
    %189 = linalg.fill ins(%c0_i64 : i64) outs(%188 : tensor<1x1x?xi64>) -> tensor<1x1x?xi64>
    %190 = tensor.empty(%181) : tensor<1x1x?xf32>
    %191 = linalg.fill ins(%cst_0 : f32) outs(%190 : tensor<1x1x?xf32>) -> tensor<1x1x?xf32>
    %192:2 = linalg.generic {indexing_maps = [#map13, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%187 : tensor<1x1x?x?xf32>) outs(%191, %189 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_350: i64):
      %843 = linalg.index 3 : index
      %844 = arith.index_cast %843 : index to i64
      %845 = arith.maximumf %in, %out : f32
      %846 = arith.cmpf ogt, %in, %out : f32
      %847 = arith.select %846, %844, %out_350 : i64
      linalg.yield %845, %847 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_149 = tensor.expand_shape %192#0 [[0], [1], [2, 3]] output_shape [1, 1, %181, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %193 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_149 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.subf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %194 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x1x?x?xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.exp %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %195 = tensor.empty(%181) : tensor<1x1x?x1xf32>
    %196 = linalg.fill ins(%cst : f32) outs(%195 : tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32>
    %197 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%194 : tensor<1x1x?x?xf32>) outs(%196 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x1xf32>
    %198 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %197 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.divf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %199 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x1x?x?xf32>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %200 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %181, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %847 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %199[%c0, %c0, %846, %847] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %from_elements_150 = tensor.from_elements %c1_i64, %180, %180 : tensor<3xi64>
    %reshape_151 = tensor.reshape %200(%from_elements_150) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %201 = tensor.empty(%dim) : tensor<1x1x?x16xbf16>
    %202 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%201 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %158, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_142[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %collapsed_152 = tensor.collapse_shape %202 [[0, 1], [2], [3]] : tensor<1x1x?x16xbf16> into tensor<1x?x16xbf16>
    %203 = arith.cmpi eq, %180, %0 : i64
    cf.assert %203, "mismatching contracting dimension"
    %204 = tensor.empty(%181) : tensor<1x?x16xf32>
    %205 = linalg.fill ins(%cst : f32) outs(%204 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
    %206 = linalg.batch_matmul ins(%reshape_151, %collapsed_152 : tensor<1x?x?xbf16>, tensor<1x?x16xbf16>) outs(%205 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
    %207 = tensor.empty(%181) : tensor<1x?x16xbf16>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x?x16xf32>) outs(%207 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_153 = tensor.expand_shape %208 [[0, 1], [2], [3]] output_shape [1, 1, %181, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %209 = tensor.empty(%181) : tensor<1x?x1x16xbf16>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<1x1x?x16xbf16>) outs(%209 : tensor<1x?x1x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %210 = arith.muli %180, %c16_i64 : i64
    %211 = arith.divsi %210, %111 : i64
    %212 = arith.select %110, %211, %0 : i64
    %from_elements_155 = tensor.from_elements %c1_i64, %212, %211 : tensor<3xi64>
    %reshape_156 = tensor.reshape %transposed_154(%from_elements_155) : (tensor<1x?x1x16xbf16>, tensor<3xi64>) -> tensor<1x?x16xbf16>
    %213 = tensor.empty() : tensor<16x128xbf16>
    %transposed_157 = linalg.transpose ins(%expanded_30 : tensor<128x16xbf16>) outs(%213 : tensor<16x128xbf16>) permutation = [1, 0] 
    %collapsed_158 = tensor.collapse_shape %reshape_156 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %214 = arith.index_cast %212 : i64 to index
    %215 = tensor.empty(%214) : tensor<?x128xf32>
    %216 = linalg.fill ins(%cst : f32) outs(%215 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %217 = linalg.matmul ins(%collapsed_158, %transposed_157 : tensor<?x16xbf16>, tensor<16x128xbf16>) outs(%216 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %218 = tensor.empty(%214) : tensor<?x128xbf16>
    %219 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217 : tensor<?x128xf32>) outs(%218 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_159 = tensor.expand_shape %219 [[0, 1], [2]] output_shape [1, %214, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %220 = "tp.mark_partial"(%expanded_159) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %221 = "tp.all_reduce"(%220) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_160 = tensor.dim %221, %c1 : tensor<1x?x128xbf16>
    %222 = arith.cmpi eq, %dim, %dim_160 : index
    cf.assert %222, "mismatched size for broadcast"
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %221 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%225 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224, %229 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %232 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %231 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %233 = tensor.empty() : tensor<128x64xbf16>
    %transposed_161 = linalg.transpose ins(%expanded_32 : tensor<64x128xbf16>) outs(%233 : tensor<128x64xbf16>) permutation = [1, 0] 
    %collapsed_162 = tensor.collapse_shape %232 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %234 = tensor.empty(%dim) : tensor<?x64xf32>
    %235 = linalg.fill ins(%cst : f32) outs(%234 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %236 = linalg.matmul ins(%collapsed_162, %transposed_161 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%235 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %237 = tensor.empty(%dim) : tensor<?x64xbf16>
    %238 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%236 : tensor<?x64xf32>) outs(%237 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x64xbf16>
    %expanded_163 = tensor.expand_shape %238 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %239 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163 : tensor<1x?x64xbf16>) outs(%239 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x64xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x?x64xf32>) outs(%239 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<1x?x64xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %241 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%239 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x64xf32>
    %243 = tensor.empty(%dim) : tensor<1x?x64xbf16>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x?x64xf32>) outs(%243 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x64xbf16>
    %transposed_164 = linalg.transpose ins(%expanded_34 : tensor<64x128xbf16>) outs(%233 : tensor<128x64xbf16>) permutation = [1, 0] 
    %245 = linalg.matmul ins(%collapsed_162, %transposed_164 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%235 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<?x64xf32>) outs(%237 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x64xbf16>
    %expanded_165 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %247 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %expanded_165 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%243 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x64xbf16>
    %248 = tensor.empty() : tensor<64x128xbf16>
    %transposed_166 = linalg.transpose ins(%expanded_36 : tensor<128x64xbf16>) outs(%248 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_167 = tensor.collapse_shape %247 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %249 = tensor.empty(%dim) : tensor<?x128xf32>
    %250 = linalg.fill ins(%cst : f32) outs(%249 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %251 = linalg.matmul ins(%collapsed_167, %transposed_166 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %252 = tensor.empty(%dim) : tensor<?x128xbf16>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_168 = tensor.expand_shape %253 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %254 = "tp.mark_partial"(%expanded_168) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %255 = "tp.all_reduce"(%254) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_169 = tensor.dim %255, %c1 : tensor<1x?x128xbf16>
    %256 = arith.cmpi eq, %dim, %dim_169 : index
    cf.assert %256, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %255 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %263 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %266 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %265 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_170 = linalg.transpose ins(%expanded_40 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_171 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %267 = linalg.matmul ins(%collapsed_171, %transposed_170 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_172 = tensor.expand_shape %268 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_172 : tensor<1x?x32xbf16>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<1x?x32xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%270 : tensor<1x?x32xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%271 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_15 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269, %274 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<1x?x32xf32>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %277 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %276 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %transposed_173 = linalg.transpose ins(%expanded_43 : tensor<24x32xbf16>) outs(%104 : tensor<32x24xbf16>) permutation = [1, 0] 
    %collapsed_174 = tensor.collapse_shape %277 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %278 = linalg.matmul ins(%collapsed_174, %transposed_173 : tensor<?x32xbf16>, tensor<32x24xbf16>) outs(%106 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<?x24xf32>) outs(%108 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_175 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_176 = tensor.reshape %expanded_175(%from_elements) : (tensor<1x?x24xbf16>, tensor<4xi64>) -> tensor<1x?x1x24xbf16>
    %transposed_177 = linalg.transpose ins(%reshape_176 : tensor<1x?x1x24xbf16>) outs(%120 : tensor<1x1x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_178 = tensor.extract_slice %transposed_177[0, 0, 0, 0] [1, 1, %119, 16] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_179 = tensor.extract_slice %transposed_177[0, 0, 0, 16] [1, 1, %119, 8] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x8xbf16>
    %transposed_180 = linalg.transpose ins(%expanded_45 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %280 = linalg.matmul ins(%collapsed_171, %transposed_180 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%106 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<?x24xf32>) outs(%108 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_181 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_182 = tensor.extract_slice %expanded_181[0, 0, 0] [1, %dim, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_183 = tensor.extract_slice %expanded_181[0, 0, 16] [1, %dim, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_182 : tensor<1x?x16xbf16>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x?x16xf32>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<1x?x16xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_16 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%285 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %287 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%124 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x?x16xf32>) outs(%132 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %290 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %289 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%132 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_184 = tensor.expand_shape %extracted_slice_183 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_185 = tensor.extract_slice %extracted_slice_179[0, 0, 0, 0] [1, 1, %119, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_186 = tensor.extract_slice %extracted_slice_179[0, 0, 0, 1] [1, 1, %119, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_187 = tensor.extract_slice %expanded_184[0, 0, 0, 0] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_188 = tensor.extract_slice %expanded_184[0, 0, 0, 1] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %291 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_185, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %292 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %293 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %292 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %294 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_186, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %135, "mismatched size for broadcast"
    %295 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_185, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %296 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %295 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%136 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_189 = tensor.concat dim(3) %293, %296 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %297 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %298 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_188, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %299 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %298 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %300 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_188, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %143, "mismatched size for broadcast"
    %301 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %302 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %301 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%144 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_190 = tensor.concat dim(3) %299, %302 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_191 = tensor.concat dim(3) %extracted_slice_178, %concat_189 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x8xbf16>) -> tensor<1x1x?x24xbf16>
    %transposed_192 = linalg.transpose ins(%expanded_48 : tensor<32x16xbf16>) outs(%151 : tensor<16x32xbf16>) permutation = [1, 0] 
    %collapsed_193 = tensor.collapse_shape %290 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %303 = linalg.matmul ins(%collapsed_193, %transposed_192 : tensor<?x16xbf16>, tensor<16x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_194 = tensor.expand_shape %304 [[0, 1, 2], [3]] output_shape [1, 1, %dim, 32] : tensor<?x32xbf16> into tensor<1x1x?x32xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_195 = tensor.reshape %expanded_194(%from_elements_138) : (tensor<1x1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_196 = linalg.transpose ins(%reshape_195 : tensor<1x?x1x32xbf16>) outs(%159 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_197 = tensor.extract_slice %transposed_196[0, 0, 0, 0] [1, 1, %158, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_198 = tensor.extract_slice %transposed_196[0, 0, 0, 16] [1, 1, %158, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %305 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%162 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %158, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_197[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %inserted_slice_199 = tensor.insert_slice %305 into %160[0, 0, 0, 0] [1, 1, %dim, 16] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %306 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%164 : tensor<1x1x?x8xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %dim_350 = tensor.dim %299, %c2 : tensor<1x1x?x4xbf16>
      %845 = arith.cmpi eq, %dim_350, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_190[%c0, %c0, %846, %844] : tensor<1x1x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8xbf16>
    %inserted_slice_200 = tensor.insert_slice %306 into %inserted_slice_199[0, 0, 0, 16] [1, 1, %dim, 8] [1, 1, 1, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %307 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%160 : tensor<1x1x?x24xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %119, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_191[%c0, %c0, %846, %844] : tensor<1x1x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x24xbf16>
    %collapsed_201 = tensor.collapse_shape %307 [[0, 1], [2], [3]] : tensor<1x1x?x24xbf16> into tensor<1x?x24xbf16>
    %transposed_202 = linalg.transpose ins(%inserted_slice_200 : tensor<1x1x?x24xbf16>) outs(%167 : tensor<1x1x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %308 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%167 : tensor<1x1x24x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %dim, %c1 : index
      %846 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %transposed_202[%c0, %c0, %843, %846] : tensor<1x1x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x24x?xbf16>
    %collapsed_203 = tensor.collapse_shape %308 [[0], [1, 2], [3]] : tensor<1x1x24x?xbf16> into tensor<1x24x?xbf16>
    %309 = linalg.batch_matmul ins(%collapsed_201, %collapsed_203 : tensor<1x?x24xbf16>, tensor<1x24x?xbf16>) outs(%170 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x?x?xf32>) outs(%172 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x?xbf16>
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %reshape_204 = tensor.reshape %310(%from_elements_147) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %311 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_204 : tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %843 = arith.truncf %cst_11 : f64 to bf16
      %844 = arith.mulf %in, %843 : bf16
      linalg.yield %844 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %184, "mismatched size for broadcast"
    cf.assert %184, "mismatched size for broadcast"
    %312 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    %313 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x1x?x?xbf16>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %314:2 = linalg.generic {indexing_maps = [#map13, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%313 : tensor<1x1x?x?xf32>) outs(%191, %189 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_350: i64):
      %843 = linalg.index 3 : index
      %844 = arith.index_cast %843 : index to i64
      %845 = arith.maximumf %in, %out : f32
      %846 = arith.cmpf ogt, %in, %out : f32
      %847 = arith.select %846, %844, %out_350 : i64
      linalg.yield %845, %847 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_205 = tensor.expand_shape %314#0 [[0], [1], [2, 3]] output_shape [1, 1, %181, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %315 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_205 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.subf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %316 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315 : tensor<1x1x?x?xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.exp %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %317 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%316 : tensor<1x1x?x?xf32>) outs(%196 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x1xf32>
    %318 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %317 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.divf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %319 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x1x?x?xf32>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %320 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %181, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %847 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %319[%c0, %c0, %846, %847] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %reshape_206 = tensor.reshape %320(%from_elements_150) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %321 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%201 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %158, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_198[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %collapsed_207 = tensor.collapse_shape %321 [[0, 1], [2], [3]] : tensor<1x1x?x16xbf16> into tensor<1x?x16xbf16>
    cf.assert %203, "mismatching contracting dimension"
    %322 = linalg.batch_matmul ins(%reshape_206, %collapsed_207 : tensor<1x?x?xbf16>, tensor<1x?x16xbf16>) outs(%205 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x?x16xf32>) outs(%207 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_208 = tensor.expand_shape %323 [[0, 1], [2], [3]] output_shape [1, 1, %181, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %transposed_209 = linalg.transpose ins(%expanded_208 : tensor<1x1x?x16xbf16>) outs(%209 : tensor<1x?x1x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_210 = tensor.reshape %transposed_209(%from_elements_155) : (tensor<1x?x1x16xbf16>, tensor<3xi64>) -> tensor<1x?x16xbf16>
    %transposed_211 = linalg.transpose ins(%expanded_50 : tensor<128x16xbf16>) outs(%213 : tensor<16x128xbf16>) permutation = [1, 0] 
    %collapsed_212 = tensor.collapse_shape %reshape_210 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %324 = arith.index_cast %212 : i64 to index
    %325 = tensor.empty(%324) : tensor<?x128xf32>
    %326 = linalg.fill ins(%cst : f32) outs(%325 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %327 = linalg.matmul ins(%collapsed_212, %transposed_211 : tensor<?x16xbf16>, tensor<16x128xbf16>) outs(%326 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %328 = tensor.empty(%324) : tensor<?x128xbf16>
    %329 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<?x128xf32>) outs(%328 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_213 = tensor.expand_shape %329 [[0, 1], [2]] output_shape [1, %324, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %330 = "tp.mark_partial"(%expanded_213) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %331 = "tp.all_reduce"(%330) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_214 = tensor.dim %331, %c1 : tensor<1x?x128xbf16>
    %332 = arith.cmpi eq, %dim, %dim_214 : index
    cf.assert %332, "mismatched size for broadcast"
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %331 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%335 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%338 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%334, %339 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %342 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %341 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_215 = tensor.collapse_shape %342 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %343 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_215 : tensor<?x128xbf16>) outs(%249 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<?x128xf32>
    %344 = tensor.empty() : tensor<128x8xf32>
    %transposed_216 = linalg.transpose ins(%expanded_94 : tensor<8x128xf32>) outs(%344 : tensor<128x8xf32>) permutation = [1, 0] 
    %345 = tensor.empty(%dim) : tensor<?x8xf32>
    %346 = linalg.fill ins(%cst : f32) outs(%345 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %347 = linalg.matmul ins(%343, %transposed_216 : tensor<?x128xf32>, tensor<128x8xf32>) outs(%346 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %348 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%347 : tensor<?x8xf32>) outs(%345 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<?x8xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%348, %cst_10 : tensor<?x8xf32>, tensor<8xf32>) outs(%345 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.addf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %expanded_217 = tensor.expand_shape %349 [[0], [1, 2]] output_shape [%dim, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
    %expanded_218 = tensor.expand_shape %349 [[0], [1, 2, 3]] output_shape [%dim, 2, 4, 1] : tensor<?x8xf32> into tensor<?x2x4x1xf32>
    %expanded_219 = tensor.expand_shape %349 [[0], [1, 2, 3]] output_shape [%dim, 2, 1, 4] : tensor<?x8xf32> into tensor<?x2x1x4xf32>
    %350 = tensor.empty(%dim) : tensor<?x2x4x1xi1>
    %351 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_218, %expanded_218 : tensor<?x2x4x1xf32>, tensor<?x2x4x1xf32>) outs(%350 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x1xi1>
    %352 = tensor.empty(%dim) : tensor<?x2x1x4xi1>
    %353 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %expanded_219 : tensor<?x2x1x4xf32>, tensor<?x2x1x4xf32>) outs(%352 : tensor<?x2x1x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x1x4xi1>
    %354 = tensor.empty(%dim) : tensor<?x2x4x4xi1>
    %355 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %expanded_218 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %356 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351 : tensor<?x2x4x1xi1>) outs(%350 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x1xi1>
    %357 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %356 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %358 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %357 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %359 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_219, %expanded_218 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %360 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353, %351 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %361 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %360 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %362 = tensor.empty() : tensor<4xi64>
    %363 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%362 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %843 : index to i64
      linalg.yield %844 : i64
    } -> tensor<4xi64>
    %expanded_220 = tensor.expand_shape %363 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %expanded_221 = tensor.expand_shape %363 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %364 = tensor.empty() : tensor<4x4xi1>
    %365 = linalg.generic {indexing_maps = [#map20, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_220, %expanded_221 : tensor<1x4xi64>, tensor<4x1xi64>) outs(%364 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi slt, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<4x4xi1>
    %366 = linalg.generic {indexing_maps = [#map13, #map21, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %365 : tensor<?x2x4x4xi1>, tensor<4x4xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %367 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %366 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%354 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %368 = tensor.empty(%dim) : tensor<?x2x4xi64>
    %369 = linalg.fill ins(%c0_i64 : i64) outs(%368 : tensor<?x2x4xi64>) -> tensor<?x2x4xi64>
    %370 = linalg.generic {indexing_maps = [#map13, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%367 : tensor<?x2x4x4xi1>) outs(%369 : tensor<?x2x4xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x4xi64>
    %expanded_222 = tensor.expand_shape %370 [[0], [1], [2, 3]] output_shape [%dim, 2, 1, 4] : tensor<?x2x4xi64> into tensor<?x2x1x4xi64>
    %371 = tensor.empty() : tensor<2xi64>
    %372 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%371 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %843 : index to i64
      linalg.yield %844 : i64
    } -> tensor<2xi64>
    %expanded_223 = tensor.expand_shape %372 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %373 = tensor.empty(%dim) : tensor<?x2x2x4xi1>
    %374 = linalg.generic {indexing_maps = [#map15, #map22, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222, %expanded_223 : tensor<?x2x1x4xi64>, tensor<2x1xi64>) outs(%373 : tensor<?x2x2x4xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x2x2x4xi1>
    %375 = tensor.empty(%dim) : tensor<?x2x2x4xi64>
    %376 = linalg.generic {indexing_maps = [#map13, #map23, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %363 : tensor<?x2x2x4xi1>, tensor<4xi64>) outs(%375 : tensor<?x2x2x4xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x2x4xi64>
    %377 = tensor.empty(%dim) : tensor<?x2x2xi64>
    %378 = linalg.fill ins(%c0_i64 : i64) outs(%377 : tensor<?x2x2xi64>) -> tensor<?x2x2xi64>
    %379 = linalg.generic {indexing_maps = [#map13, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%376 : tensor<?x2x2x4xi64>) outs(%378 : tensor<?x2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x2x2xi64>
    %380 = tensor.empty(%dim) : tensor<?x2x2xf32>
    %381 = linalg.fill ins(%cst : f32) outs(%380 : tensor<?x2x2xf32>) -> tensor<?x2x2xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<?x2x2xi64>) outs(%381 : tensor<?x2x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %843 = linalg.index 0 : index
      %844 = linalg.index 1 : index
      %845 = arith.index_cast %in : i64 to index
      %846 = arith.cmpi slt, %845, %c4 : index
      cf.assert %846, "index must be smaller than dim size"
      %847 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %847, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded_217[%843, %844, %845] : tensor<?x2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2xf32>
    %383 = tensor.empty(%dim) : tensor<?x2xf32>
    %384 = linalg.fill ins(%cst : f32) outs(%383 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%382 : tensor<?x2x2xf32>) outs(%384 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %expanded_224 = tensor.expand_shape %385 [[0], [1, 2]] output_shape [%dim, 2, 1] : tensor<?x2xf32> into tensor<?x2x1xf32>
    %expanded_225 = tensor.expand_shape %385 [[0], [1, 2]] output_shape [%dim, 1, 2] : tensor<?x2xf32> into tensor<?x1x2xf32>
    %386 = tensor.empty(%dim) : tensor<?x2x1xi1>
    %387 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_224, %expanded_224 : tensor<?x2x1xf32>, tensor<?x2x1xf32>) outs(%386 : tensor<?x2x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x1xi1>
    %388 = tensor.empty(%dim) : tensor<?x1x2xi1>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_225, %expanded_225 : tensor<?x1x2xf32>, tensor<?x1x2xf32>) outs(%388 : tensor<?x1x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %390 = tensor.empty(%dim) : tensor<?x2x2xi1>
    %391 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_225, %expanded_224 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %392 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<?x2x1xi1>) outs(%386 : tensor<?x2x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x1xi1>
    %393 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %392 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%391, %393 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %395 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_225, %expanded_224 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %396 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %387 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %397 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%395, %396 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %expanded_226 = tensor.expand_shape %372 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %398 = tensor.empty() : tensor<2x2xi1>
    %399 = linalg.generic {indexing_maps = [#map20, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_226, %expanded_223 : tensor<1x2xi64>, tensor<2x1xi64>) outs(%398 : tensor<2x2xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi slt, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<2x2xi1>
    %400 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%397, %399 : tensor<?x2x2xi1>, tensor<2x2xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394, %400 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%390 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %402 = tensor.empty(%dim) : tensor<?x2xi64>
    %403 = linalg.fill ins(%c0_i64 : i64) outs(%402 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %404 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%401 : tensor<?x2x2xi1>) outs(%403 : tensor<?x2xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x2xi64>
    %expanded_227 = tensor.expand_shape %404 [[0], [1, 2]] output_shape [%dim, 1, 2] : tensor<?x2xi64> into tensor<?x1x2xi64>
    %expanded_228 = tensor.expand_shape %49 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %405 = linalg.generic {indexing_maps = [#map1, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_227, %expanded_228 : tensor<?x1x2xi64>, tensor<1x1xi64>) outs(%388 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %406 = tensor.empty(%dim) : tensor<?x1x2xi64>
    %407 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%405, %372 : tensor<?x1x2xi1>, tensor<2xi64>) outs(%406 : tensor<?x1x2xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x1x2xi64>
    %408 = tensor.empty(%dim) : tensor<?x1xi64>
    %409 = linalg.fill ins(%c0_i64 : i64) outs(%408 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %410 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<?x1x2xi64>) outs(%409 : tensor<?x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x1xi64>
    cf.assert %61, "negative values not allowed in new dimensions"
    %411 = tensor.empty(%dim) : tensor<?x2xf32>
    %412 = linalg.generic {indexing_maps = [#map26, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%411 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2xf32>
    %expanded_229 = tensor.expand_shape %410 [[0], [1, 2]] output_shape [%dim, 1, 1] : tensor<?x1xi64> into tensor<?x1x1xi64>
    %413 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %372 : tensor<?x1x1xi64>, tensor<2xi64>) outs(%388 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %414 = tensor.empty(%dim) : tensor<?x2xi1>
    %415 = linalg.fill ins(%false : i1) outs(%414 : tensor<?x2xi1>) -> tensor<?x2xi1>
    %416 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%413 : tensor<?x1x2xi1>) outs(%415 : tensor<?x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.ori %in, %out : i1
      linalg.yield %843 : i1
    } -> tensor<?x2xi1>
    cf.assert %true, "mismatched size for broadcast"
    %417 = linalg.generic {indexing_maps = [#map3, #map26, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%416, %cst_3, %412 : tensor<?x2xi1>, tensor<f32>, tensor<?x2xf32>) outs(%383 : tensor<?x2xf32>) {
    ^bb0(%in: i1, %in_350: f32, %in_351: f32, %out: f32):
      %843 = arith.select %in, %in_350, %in_351 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %418 = tensor.empty(%dim) : tensor<?x2x4xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<?x2xf32>) outs(%418 : tensor<?x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2x4xf32>
    %collapsed_230 = tensor.collapse_shape %419 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
    %420 = tensor.empty(%dim) : tensor<?x8xi1>
    %421 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_230 : tensor<?x8xf32>) outs(%420 : tensor<?x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %843 = arith.cmpf une, %in, %cst : f32
      linalg.yield %843 : i1
    } -> tensor<?x8xi1>
    %422 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%421 : tensor<?x8xi1>) outs(%420 : tensor<?x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x8xi1>
    %423 = linalg.generic {indexing_maps = [#map3, #map26, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%422, %cst_2, %349 : tensor<?x8xi1>, tensor<f32>, tensor<?x8xf32>) outs(%345 : tensor<?x8xf32>) {
    ^bb0(%in: i1, %in_350: f32, %in_351: f32, %out: f32):
      %843 = arith.select %in, %in_350, %in_351 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %expanded_231 = tensor.expand_shape %423 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_232 = tensor.expand_shape %423 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %424 = tensor.empty(%dim) : tensor<?x8x1xi1>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_231, %expanded_231 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%424 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x1xi1>
    %426 = tensor.empty(%dim) : tensor<?x1x8xi1>
    %427 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %expanded_232 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%426 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x1x8xi1>
    %428 = tensor.empty(%dim) : tensor<?x8x8xi1>
    %429 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %expanded_231 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425 : tensor<?x8x1xi1>) outs(%424 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x1xi1>
    %431 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %430 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%429, %431 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %433 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_232, %expanded_231 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %434 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %425 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %435 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433, %434 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %436 = tensor.empty() : tensor<8xi64>
    %437 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%436 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %843 : index to i64
      linalg.yield %844 : i64
    } -> tensor<8xi64>
    %expanded_233 = tensor.expand_shape %437 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_234 = tensor.expand_shape %437 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %438 = tensor.empty() : tensor<8x8xi1>
    %439 = linalg.generic {indexing_maps = [#map20, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_233, %expanded_234 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%438 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi slt, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<8x8xi1>
    %440 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435, %439 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432, %440 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%428 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %442 = tensor.empty(%dim) : tensor<?x8xi64>
    %443 = linalg.fill ins(%c0_i64 : i64) outs(%442 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %444 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%441 : tensor<?x8x8xi1>) outs(%443 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x8xi64>
    %expanded_235 = tensor.expand_shape %444 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %445 = tensor.empty(%dim) : tensor<?x2x8xi1>
    %446 = linalg.generic {indexing_maps = [#map24, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %expanded_223 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%445 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x2x8xi1>
    %447 = tensor.empty(%dim) : tensor<?x2x8xi64>
    %448 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446, %437 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%447 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x8xi64>
    %449 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%448 : tensor<?x2x8xi64>) outs(%403 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x2xi64>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%449 : tensor<?x2xi64>) outs(%384 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %in : i64 to index
      %845 = arith.cmpi slt, %844, %c8 : index
      cf.assert %845, "index must be smaller than dim size"
      %846 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %846, "index must be larger or equal to 0"
      %extracted = tensor.extract %348[%843, %844] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %451 = tensor.empty(%dim) : tensor<?x1xf32>
    %452 = linalg.fill ins(%cst : f32) outs(%451 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%450 : tensor<?x2xf32>) outs(%452 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x1xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%453 : tensor<?x1xf32>) outs(%451 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_9 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<?x1xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%450, %454 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%383 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.divf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%455 : tensor<?x2xf32>) outs(%383 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.mulf %in, %cst_17 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %expanded_236 = tensor.expand_shape %collapsed_215 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %457 = tensor.empty(%dim) : tensor<?x2x128xbf16>
    %458 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%457 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 0 : index
      %844 = linalg.index 2 : index
      %845 = arith.cmpi eq, %dim, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %expanded_236[%846, %c0, %844] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_237 = tensor.collapse_shape %458 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_238 = tensor.collapse_shape %456 [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
    %collapsed_239 = tensor.collapse_shape %449 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_240 = tensor.dim %collapsed_239, %c0 : tensor<?xi64>
    %459 = tensor.empty(%dim_240) : tensor<?x16x128xbf16>
    %460 = linalg.generic {indexing_maps = [#map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_239 : tensor<?xi64>) outs(%459 : tensor<?x16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c8_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = linalg.index 1 : index
      %848 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_52[%846, %847, %848] : tensor<8x16x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x16x128xbf16>
    %461 = affine.apply #map28()[%dim]
    %expanded_241 = tensor.expand_shape %collapsed_237 [[0], [1, 2]] output_shape [%461, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %462 = arith.index_cast %dim_240 : index to i64
    %463 = arith.index_cast %461 : index to i64
    %464 = arith.cmpi eq, %462, %463 : i64
    cf.assert %464, "mismatching contracting dimension"
    %465 = tensor.empty(%dim_240) : tensor<?x16x1xf32>
    %466 = linalg.fill ins(%cst : f32) outs(%465 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %467 = linalg.batch_matmul ins(%460, %expanded_241 : tensor<?x16x128xbf16>, tensor<?x128x1xbf16>) outs(%466 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %468 = tensor.empty(%dim_240) : tensor<?x16x1xbf16>
    %469 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%467 : tensor<?x16x1xf32>) outs(%468 : tensor<?x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x16x1xbf16>
    %collapsed_242 = tensor.collapse_shape %469 [[0], [1, 2]] : tensor<?x16x1xbf16> into tensor<?x16xbf16>
    %extracted_slice_243 = tensor.extract_slice %collapsed_242[0, 0] [%dim_240, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %extracted_slice_244 = tensor.extract_slice %collapsed_242[0, 8] [%dim_240, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %470 = tensor.empty(%dim_240) : tensor<?x8xf32>
    %471 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_243 : tensor<?x8xbf16>) outs(%470 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %472 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%471 : tensor<?x8xf32>) outs(%470 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<?x8xf32>
    %473 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%471, %472 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%470 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %474 = tensor.empty(%dim_240) : tensor<?x8xbf16>
    %475 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%473 : tensor<?x8xf32>) outs(%474 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %476 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%475, %extracted_slice_244 : tensor<?x8xbf16>, tensor<?x8xbf16>) outs(%474 : tensor<?x8xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %477 = tensor.empty(%dim_240) : tensor<?x128x8xbf16>
    %478 = linalg.generic {indexing_maps = [#map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_239 : tensor<?xi64>) outs(%477 : tensor<?x128x8xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c8_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = linalg.index 1 : index
      %848 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_54[%846, %847, %848] : tensor<8x128x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x8xbf16>
    %expanded_245 = tensor.expand_shape %476 [[0], [1, 2]] output_shape [%dim_240, 8, 1] : tensor<?x8xbf16> into tensor<?x8x1xbf16>
    %479 = tensor.empty(%dim_240) : tensor<?x128x1xf32>
    %480 = linalg.fill ins(%cst : f32) outs(%479 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %481 = linalg.batch_matmul ins(%478, %expanded_245 : tensor<?x128x8xbf16>, tensor<?x8x1xbf16>) outs(%480 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %482 = tensor.empty(%dim_240) : tensor<?x128x1xbf16>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<?x128x1xf32>) outs(%482 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_246 = tensor.collapse_shape %483 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %484 = affine.apply #map28()[%dim]
    %expanded_247 = tensor.expand_shape %collapsed_238 [[0, 1]] output_shape [%484, 1] : tensor<?xf32> into tensor<?x1xf32>
    %485 = arith.cmpi eq, %dim_240, %484 : index
    cf.assert %485, "mismatched size for broadcast"
    %486 = tensor.empty(%dim_240) : tensor<?x128xf32>
    %487 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_246, %expanded_247 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%486 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_350: f32, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      %844 = arith.mulf %843, %in_350 : f32
      linalg.yield %844 : f32
    } -> tensor<?x128xf32>
    %488 = arith.divsi %dim_240, %c2 : index
    %expanded_248 = tensor.expand_shape %487 [[0, 1], [2]] output_shape [%488, 2, 128] : tensor<?x128xf32> into tensor<?x2x128xf32>
    %489 = tensor.empty(%488) : tensor<?x128xf32>
    %490 = linalg.fill ins(%cst : f32) outs(%489 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_248 : tensor<?x2x128xf32>) outs(%490 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x128xf32>
    %492 = tensor.empty(%488) : tensor<?x128xbf16>
    %493 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%491 : tensor<?x128xf32>) outs(%492 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_249 = tensor.expand_shape %493 [[0, 1], [2]] output_shape [1, %488, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %494 = tensor.empty() : tensor<128x8xbf16>
    %transposed_250 = linalg.transpose ins(%expanded_56 : tensor<8x128xbf16>) outs(%494 : tensor<128x8xbf16>) permutation = [1, 0] 
    %495 = linalg.matmul ins(%collapsed_215, %transposed_250 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%346 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %496 = tensor.empty(%dim) : tensor<?x8xbf16>
    %497 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%495 : tensor<?x8xf32>) outs(%496 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %expanded_251 = tensor.expand_shape %497 [[0, 1], [2]] output_shape [1, %dim, 8] : tensor<?x8xbf16> into tensor<1x?x8xbf16>
    %498 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_251 : tensor<1x?x8xbf16>) outs(%498 : tensor<1x?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499 : tensor<1x?x8xf32>) outs(%498 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<1x?x8xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%499, %500 : tensor<1x?x8xf32>, tensor<1x?x8xf32>) outs(%498 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %502 = tensor.empty(%dim) : tensor<1x?x8xbf16>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501 : tensor<1x?x8xf32>) outs(%502 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %transposed_252 = linalg.transpose ins(%expanded_58 : tensor<8x128xbf16>) outs(%494 : tensor<128x8xbf16>) permutation = [1, 0] 
    %504 = linalg.matmul ins(%collapsed_215, %transposed_252 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%346 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<?x8xf32>) outs(%496 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %expanded_253 = tensor.expand_shape %505 [[0, 1], [2]] output_shape [1, %dim, 8] : tensor<?x8xbf16> into tensor<1x?x8xbf16>
    %506 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%503, %expanded_253 : tensor<1x?x8xbf16>, tensor<1x?x8xbf16>) outs(%502 : tensor<1x?x8xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %507 = tensor.empty() : tensor<8x128xbf16>
    %transposed_254 = linalg.transpose ins(%expanded_60 : tensor<128x8xbf16>) outs(%507 : tensor<8x128xbf16>) permutation = [1, 0] 
    %collapsed_255 = tensor.collapse_shape %506 [[0, 1], [2]] : tensor<1x?x8xbf16> into tensor<?x8xbf16>
    %508 = linalg.matmul ins(%collapsed_255, %transposed_254 : tensor<?x8xbf16>, tensor<8x128xbf16>) outs(%250 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %509 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%508 : tensor<?x128xf32>) outs(%252 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_256 = tensor.expand_shape %509 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %510 = arith.cmpi eq, %488, %dim : index
    cf.assert %510, "mismatched size for broadcast"
    %511 = tensor.empty(%488) : tensor<1x?x128xbf16>
    %512 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_249, %expanded_256 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%511 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %513 = "tp.mark_partial"(%512) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %514 = "tp.all_reduce"(%513) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_257 = tensor.dim %514, %c1 : tensor<1x?x128xbf16>
    %515 = arith.cmpi eq, %dim, %dim_257 : index
    cf.assert %515, "mismatched size for broadcast"
    %516 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333, %514 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %517 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%518 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%517, %522 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %525 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %524 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %526 = arith.minsi %0, %c1_i64 : i64
    %527 = arith.index_cast %526 : i64 to index
    %528 = arith.subi %dim, %527 : index
    %529 = arith.maxsi %528, %c0 : index
    %extracted_slice_258 = tensor.extract_slice %arg0[0, %527] [1, %529] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %530 = arith.minsi %dim, %c1 : index
    %531 = arith.subi %530, %6 : index
    %532 = arith.maxsi %531, %c0 : index
    %extracted_slice_259 = tensor.extract_slice %arg0[0, %6] [1, %532] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %concat_260 = tensor.concat dim(1) %extracted_slice_258, %extracted_slice_259 : (tensor<1x?xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %533 = affine.apply #map29()[%529, %532]
    %534 = tensor.empty(%533) : tensor<1x?x128xbf16>
    %535 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_260 : tensor<1x?xi64>) outs(%534 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.index_cast %in : i64 to index
      %844 = linalg.index 2 : index
      %845 = arith.cmpi slt, %843, %c64 : index
      cf.assert %845, "index must be smaller than dim size"
      %846 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %846, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%843, %844] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %536 = tensor.empty(%533) : tensor<1x?x128xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535 : tensor<1x?x128xbf16>) outs(%536 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %538 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537 : tensor<1x?x128xf32>) outs(%536 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %539 = tensor.empty(%533) : tensor<1x?x1xf32>
    %540 = linalg.fill ins(%cst : f32) outs(%539 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%538 : tensor<1x?x128xf32>) outs(%540 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<1x?x1xf32>) outs(%539 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<1x?x1xf32>) outs(%539 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<1x?x1xf32>) outs(%539 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%537, %544 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%536 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<1x?x128xf32>) outs(%534 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %547 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %546 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%534 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %548 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %524 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %concat_261 = tensor.concat dim(2) %547, %548 : (tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) -> tensor<1x?x256xbf16>
    %549 = tensor.empty() : tensor<256x128xbf16>
    %transposed_262 = linalg.transpose ins(%expanded_67 : tensor<128x256xbf16>) outs(%549 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_263 = tensor.collapse_shape %concat_261 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %dim_264 = tensor.dim %547, %c1 : tensor<1x?x128xbf16>
    %550 = tensor.empty(%dim_264) : tensor<?x128xf32>
    %551 = linalg.fill ins(%cst : f32) outs(%550 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %552 = linalg.matmul ins(%collapsed_263, %transposed_262 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%551 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %553 = tensor.empty(%dim_264) : tensor<?x128xbf16>
    %554 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%552 : tensor<?x128xf32>) outs(%553 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_265 = tensor.expand_shape %554 [[0, 1], [2]] output_shape [1, %dim_264, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %161, "negative values not allowed in new dimensions"
    cf.assert %161, "negative values not allowed in new dimensions"
    %555 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %556 = linalg.generic {indexing_maps = [#map26, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<bf16>) outs(%555 : tensor<?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<?x?xbf16>
    %557 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %558 = linalg.generic {indexing_maps = [#map20, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_97, %expanded_103 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%557 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_350: i64, %out: i64):
      %843 = arith.subi %in, %in_350 : i64
      linalg.yield %843 : i64
    } -> tensor<?x?xi64>
    %559 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%558 : tensor<?x?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %843 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %843 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %560 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %561 = linalg.generic {indexing_maps = [#map3, #map3, #map26, #map3], iterator_types = ["parallel", "parallel"]} ins(%559, %556, %cst_6 : tensor<?x?xi1>, tensor<?x?xbf16>, tensor<bf16>) outs(%560 : tensor<?x?xbf16>) {
    ^bb0(%in: i1, %in_350: bf16, %in_351: bf16, %out: bf16):
      %843 = arith.select %in, %in_350, %in_351 : bf16
      linalg.yield %843 : bf16
    } -> tensor<?x?xbf16>
    %expanded_266 = tensor.expand_shape %561 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xbf16> into tensor<1x1x?x?xbf16>
    %562 = tensor.empty(%dim_264) : tensor<1x?x128xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265 : tensor<1x?x128xbf16>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<1x?x128xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %565 = tensor.empty(%dim_264) : tensor<1x?x1xf32>
    %566 = linalg.fill ins(%cst : f32) outs(%565 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%564 : tensor<1x?x128xf32>) outs(%566 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %570 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %572 = tensor.empty(%dim_264) : tensor<1x?x128xbf16>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<1x?x128xf32>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %574 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %573 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_267 = linalg.transpose ins(%expanded_69 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_268 = tensor.collapse_shape %574 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %575 = tensor.empty(%dim_264) : tensor<?x32xf32>
    %576 = linalg.fill ins(%cst : f32) outs(%575 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %577 = linalg.matmul ins(%collapsed_268, %transposed_267 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%576 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %578 = tensor.empty(%dim_264) : tensor<?x32xbf16>
    %579 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%577 : tensor<?x32xf32>) outs(%578 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_269 = tensor.expand_shape %579 [[0, 1], [2]] output_shape [1, %dim_264, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %580 = tensor.empty(%dim_264) : tensor<1x?x32xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_269 : tensor<1x?x32xbf16>) outs(%580 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %582 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581 : tensor<1x?x32xf32>) outs(%580 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%582 : tensor<1x?x32xf32>) outs(%566 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%583 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_15 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%584 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%585 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %586 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%580 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x32xf32>
    %588 = tensor.empty(%dim_264) : tensor<1x?x32xbf16>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%587 : tensor<1x?x32xf32>) outs(%588 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %590 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_70, %589 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%588 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x32xbf16>
    %transposed_270 = linalg.transpose ins(%expanded_72 : tensor<24x32xbf16>) outs(%104 : tensor<32x24xbf16>) permutation = [1, 0] 
    %collapsed_271 = tensor.collapse_shape %590 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %591 = tensor.empty(%dim_264) : tensor<?x24xf32>
    %592 = linalg.fill ins(%cst : f32) outs(%591 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %593 = linalg.matmul ins(%collapsed_271, %transposed_270 : tensor<?x32xbf16>, tensor<32x24xbf16>) outs(%592 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %594 = tensor.empty(%dim_264) : tensor<?x24xbf16>
    %595 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%593 : tensor<?x24xf32>) outs(%594 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_272 = tensor.expand_shape %595 [[0, 1], [2]] output_shape [1, %dim_264, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %596 = arith.index_cast %dim_264 : index to i64
    %597 = arith.muli %596, %c24_i64 : i64
    %598 = arith.divsi %597, %114 : i64
    %599 = arith.select %110, %598, %0 : i64
    %from_elements_273 = tensor.from_elements %c1_i64, %599, %598, %c24_i64 : tensor<4xi64>
    %reshape_274 = tensor.reshape %expanded_272(%from_elements_273) : (tensor<1x?x24xbf16>, tensor<4xi64>) -> tensor<1x?x1x24xbf16>
    %600 = arith.index_cast %599 : i64 to index
    %601 = tensor.empty(%600) : tensor<1x1x?x24xbf16>
    %transposed_275 = linalg.transpose ins(%reshape_274 : tensor<1x?x1x24xbf16>) outs(%601 : tensor<1x1x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_276 = tensor.extract_slice %transposed_275[0, 0, 0, 0] [1, 1, %600, 16] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_277 = tensor.extract_slice %transposed_275[0, 0, 0, 16] [1, 1, %600, 8] [1, 1, 1, 1] : tensor<1x1x?x24xbf16> to tensor<1x1x?x8xbf16>
    %transposed_278 = linalg.transpose ins(%expanded_74 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %602 = linalg.matmul ins(%collapsed_268, %transposed_278 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%592 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %603 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%602 : tensor<?x24xf32>) outs(%594 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x24xbf16>
    %expanded_279 = tensor.expand_shape %603 [[0, 1], [2]] output_shape [1, %dim_264, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_280 = tensor.extract_slice %expanded_279[0, 0, 0] [1, %dim_264, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_281 = tensor.extract_slice %expanded_279[0, 0, 16] [1, %dim_264, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %604 = tensor.empty(%dim_264) : tensor<1x?x16xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_280 : tensor<1x?x16xbf16>) outs(%604 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<1x?x16xf32>) outs(%604 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%606 : tensor<1x?x16xf32>) outs(%566 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%607 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_16 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%609 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605, %610 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%604 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x16xf32>
    %612 = tensor.empty(%dim_264) : tensor<1x?x16xbf16>
    %613 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611 : tensor<1x?x16xf32>) outs(%612 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %614 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_75, %613 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%612 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_282 = tensor.expand_shape %extracted_slice_281 [[0, 1], [2], [3]] output_shape [1, 1, %dim_264, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_283 = tensor.extract_slice %extracted_slice_277[0, 0, 0, 0] [1, 1, %600, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_284 = tensor.extract_slice %extracted_slice_277[0, 0, 0, 1] [1, 1, %600, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_285 = tensor.extract_slice %expanded_282[0, 0, 0, 0] [1, 1, %dim_264, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_286 = tensor.extract_slice %expanded_282[0, 0, 0, 1] [1, 1, %dim_264, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %615 = arith.cmpi eq, %600, %dim_111 : index
    cf.assert %615, "mismatched size for broadcast"
    %616 = tensor.empty(%600) : tensor<1x1x?x4xbf16>
    %617 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_283, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %615, "mismatched size for broadcast"
    %618 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_284, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %619 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %618 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %615, "mismatched size for broadcast"
    %620 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_284, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %615, "mismatched size for broadcast"
    %621 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_283, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %622 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%620, %621 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%616 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_287 = tensor.concat dim(3) %619, %622 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %623 = arith.cmpi eq, %dim_264, %dim_111 : index
    cf.assert %623, "mismatched size for broadcast"
    %624 = tensor.empty(%dim_264) : tensor<1x1x?x4xbf16>
    %625 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_285, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %623, "mismatched size for broadcast"
    %626 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_286, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %627 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%625, %626 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.subf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %623, "mismatched size for broadcast"
    %628 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_286, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %623, "mismatched size for broadcast"
    %629 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_285, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %630 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%628, %629 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%624 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_288 = tensor.concat dim(3) %627, %630 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_289 = tensor.concat dim(3) %extracted_slice_276, %concat_287 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x8xbf16>) -> tensor<1x1x?x24xbf16>
    %transposed_290 = linalg.transpose ins(%expanded_77 : tensor<32x16xbf16>) outs(%151 : tensor<16x32xbf16>) permutation = [1, 0] 
    %collapsed_291 = tensor.collapse_shape %614 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %631 = linalg.matmul ins(%collapsed_291, %transposed_290 : tensor<?x16xbf16>, tensor<16x32xbf16>) outs(%576 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %632 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%631 : tensor<?x32xf32>) outs(%578 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x32xbf16>
    %expanded_292 = tensor.expand_shape %632 [[0, 1, 2], [3]] output_shape [1, 1, %dim_264, 32] : tensor<?x32xbf16> into tensor<1x1x?x32xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %633 = arith.muli %596, %c32_i64 : i64
    %634 = arith.divsi %633, %154 : i64
    %635 = arith.select %110, %634, %0 : i64
    %from_elements_293 = tensor.from_elements %c1_i64, %635, %634, %c32_i64 : tensor<4xi64>
    %reshape_294 = tensor.reshape %expanded_292(%from_elements_293) : (tensor<1x1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %636 = arith.index_cast %635 : i64 to index
    %637 = tensor.empty(%636) : tensor<1x1x?x32xbf16>
    %transposed_295 = linalg.transpose ins(%reshape_294 : tensor<1x?x1x32xbf16>) outs(%637 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_296 = tensor.extract_slice %transposed_295[0, 0, 0, 0] [1, 1, %636, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_297 = tensor.extract_slice %transposed_295[0, 0, 0, 16] [1, 1, %636, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %638 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%162 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %636, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_296[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %inserted_slice_298 = tensor.insert_slice %638 into %160[0, 0, 0, 0] [1, 1, %dim, 16] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %161, "unimplemented: dynamic negative broadcast sizes"
    %639 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%164 : tensor<1x1x?x8xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %dim_350 = tensor.dim %627, %c2 : tensor<1x1x?x4xbf16>
      %845 = arith.cmpi eq, %dim_350, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_288[%c0, %c0, %846, %844] : tensor<1x1x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8xbf16>
    %inserted_slice_299 = tensor.insert_slice %639 into %inserted_slice_298[0, 0, 0, 16] [1, 1, %dim, 8] [1, 1, 1, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %640 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%160 : tensor<1x1x?x24xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %600, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %concat_289[%c0, %c0, %846, %844] : tensor<1x1x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x24xbf16>
    %collapsed_300 = tensor.collapse_shape %640 [[0, 1], [2], [3]] : tensor<1x1x?x24xbf16> into tensor<1x?x24xbf16>
    %transposed_301 = linalg.transpose ins(%inserted_slice_299 : tensor<1x1x?x24xbf16>) outs(%167 : tensor<1x1x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %641 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%167 : tensor<1x1x24x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %dim, %c1 : index
      %846 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %transposed_301[%c0, %c0, %843, %846] : tensor<1x1x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x24x?xbf16>
    %collapsed_302 = tensor.collapse_shape %641 [[0], [1, 2], [3]] : tensor<1x1x24x?xbf16> into tensor<1x24x?xbf16>
    %642 = linalg.batch_matmul ins(%collapsed_300, %collapsed_302 : tensor<1x?x24xbf16>, tensor<1x24x?xbf16>) outs(%170 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %643 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%642 : tensor<1x?x?xf32>) outs(%172 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x?xbf16>
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %reshape_303 = tensor.reshape %643(%from_elements_147) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %644 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_303 : tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %843 = arith.truncf %cst_11 : f64 to bf16
      %844 = arith.mulf %in, %843 : bf16
      linalg.yield %844 : bf16
    } -> tensor<1x1x?x?xbf16>
    %645 = arith.cmpi eq, %181, %dim : index
    cf.assert %645, "mismatched size for broadcast"
    cf.assert %645, "mismatched size for broadcast"
    %646 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%644, %expanded_266 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    %647 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%646 : tensor<1x1x?x?xbf16>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %648:2 = linalg.generic {indexing_maps = [#map13, #map19, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%647 : tensor<1x1x?x?xf32>) outs(%191, %189 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_350: i64):
      %843 = linalg.index 3 : index
      %844 = arith.index_cast %843 : index to i64
      %845 = arith.maximumf %in, %out : f32
      %846 = arith.cmpf ogt, %in, %out : f32
      %847 = arith.select %846, %844, %out_350 : i64
      linalg.yield %845, %847 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_304 = tensor.expand_shape %648#0 [[0], [1], [2, 3]] output_shape [1, 1, %181, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %649 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%647, %expanded_304 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.subf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %650 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%649 : tensor<1x1x?x?xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.exp %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %651 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%650 : tensor<1x1x?x?xf32>) outs(%196 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x1xf32>
    %652 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650, %651 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%186 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.divf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x1x?x?xf32>
    %653 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%652 : tensor<1x1x?x?xf32>) outs(%182 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %654 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %181, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %847 = arith.select %845, %c0, %844 : index
      %extracted = tensor.extract %653[%c0, %c0, %846, %847] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %177, "must have at most one inferred (negative) dimension"
    %reshape_305 = tensor.reshape %654(%from_elements_150) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %655 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%201 : tensor<1x1x?x16xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 2 : index
      %844 = linalg.index 3 : index
      %845 = arith.cmpi eq, %636, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %extracted_slice_297[%c0, %c0, %846, %844] : tensor<1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x16xbf16>
    %collapsed_306 = tensor.collapse_shape %655 [[0, 1], [2], [3]] : tensor<1x1x?x16xbf16> into tensor<1x?x16xbf16>
    cf.assert %203, "mismatching contracting dimension"
    %656 = linalg.batch_matmul ins(%reshape_305, %collapsed_306 : tensor<1x?x?xbf16>, tensor<1x?x16xbf16>) outs(%205 : tensor<1x?x16xf32>) -> tensor<1x?x16xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%656 : tensor<1x?x16xf32>) outs(%207 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_307 = tensor.expand_shape %657 [[0, 1], [2], [3]] output_shape [1, 1, %181, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %transposed_308 = linalg.transpose ins(%expanded_307 : tensor<1x1x?x16xbf16>) outs(%209 : tensor<1x?x1x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_309 = tensor.reshape %transposed_308(%from_elements_155) : (tensor<1x?x1x16xbf16>, tensor<3xi64>) -> tensor<1x?x16xbf16>
    %transposed_310 = linalg.transpose ins(%expanded_79 : tensor<128x16xbf16>) outs(%213 : tensor<16x128xbf16>) permutation = [1, 0] 
    %collapsed_311 = tensor.collapse_shape %reshape_309 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %658 = arith.index_cast %212 : i64 to index
    %659 = tensor.empty(%658) : tensor<?x128xf32>
    %660 = linalg.fill ins(%cst : f32) outs(%659 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %661 = linalg.matmul ins(%collapsed_311, %transposed_310 : tensor<?x16xbf16>, tensor<16x128xbf16>) outs(%660 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %662 = tensor.empty(%658) : tensor<?x128xbf16>
    %663 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%661 : tensor<?x128xf32>) outs(%662 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_312 = tensor.expand_shape %663 [[0, 1], [2]] output_shape [1, %658, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %664 = "tp.mark_partial"(%expanded_312) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %665 = "tp.all_reduce"(%664) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_313 = tensor.dim %665, %c1 : tensor<1x?x128xbf16>
    %666 = arith.cmpi eq, %dim_264, %dim_313 : index
    cf.assert %666, "mismatched size for broadcast"
    %667 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265, %665 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<1x?x128xbf16>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<1x?x128xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%669 : tensor<1x?x128xf32>) outs(%566 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%670 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%672 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668, %673 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%674 : tensor<1x?x128xf32>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %676 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %675 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_314 = tensor.collapse_shape %676 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %677 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_314 : tensor<?x128xbf16>) outs(%550 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<?x128xf32>
    %transposed_315 = linalg.transpose ins(%expanded_96 : tensor<8x128xf32>) outs(%344 : tensor<128x8xf32>) permutation = [1, 0] 
    %678 = tensor.empty(%dim_264) : tensor<?x8xf32>
    %679 = linalg.fill ins(%cst : f32) outs(%678 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %680 = linalg.matmul ins(%677, %transposed_315 : tensor<?x128xf32>, tensor<128x8xf32>) outs(%679 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %681 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%680 : tensor<?x8xf32>) outs(%678 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<?x8xf32>
    %682 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%681, %cst_8 : tensor<?x8xf32>, tensor<8xf32>) outs(%678 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.addf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %expanded_316 = tensor.expand_shape %682 [[0], [1, 2]] output_shape [%dim_264, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
    %expanded_317 = tensor.expand_shape %682 [[0], [1, 2, 3]] output_shape [%dim_264, 2, 4, 1] : tensor<?x8xf32> into tensor<?x2x4x1xf32>
    %expanded_318 = tensor.expand_shape %682 [[0], [1, 2, 3]] output_shape [%dim_264, 2, 1, 4] : tensor<?x8xf32> into tensor<?x2x1x4xf32>
    %683 = tensor.empty(%dim_264) : tensor<?x2x4x1xi1>
    %684 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_317, %expanded_317 : tensor<?x2x4x1xf32>, tensor<?x2x4x1xf32>) outs(%683 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x1xi1>
    %685 = tensor.empty(%dim_264) : tensor<?x2x1x4xi1>
    %686 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_318, %expanded_318 : tensor<?x2x1x4xf32>, tensor<?x2x1x4xf32>) outs(%685 : tensor<?x2x1x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x1x4xi1>
    %687 = tensor.empty(%dim_264) : tensor<?x2x4x4xi1>
    %688 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_318, %expanded_317 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %689 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684 : tensor<?x2x4x1xi1>) outs(%683 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x1xi1>
    %690 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686, %689 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %691 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%688, %690 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %692 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_318, %expanded_317 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %693 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%686, %684 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %694 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%692, %693 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %695 = linalg.generic {indexing_maps = [#map13, #map21, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%694, %365 : tensor<?x2x4x4xi1>, tensor<4x4xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %696 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%691, %695 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%687 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x4x4xi1>
    %697 = tensor.empty(%dim_264) : tensor<?x2x4xi64>
    %698 = linalg.fill ins(%c0_i64 : i64) outs(%697 : tensor<?x2x4xi64>) -> tensor<?x2x4xi64>
    %699 = linalg.generic {indexing_maps = [#map13, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%696 : tensor<?x2x4x4xi1>) outs(%698 : tensor<?x2x4xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x4xi64>
    %expanded_319 = tensor.expand_shape %699 [[0], [1], [2, 3]] output_shape [%dim_264, 2, 1, 4] : tensor<?x2x4xi64> into tensor<?x2x1x4xi64>
    %700 = tensor.empty(%dim_264) : tensor<?x2x2x4xi1>
    %701 = linalg.generic {indexing_maps = [#map15, #map22, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_319, %expanded_223 : tensor<?x2x1x4xi64>, tensor<2x1xi64>) outs(%700 : tensor<?x2x2x4xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x2x2x4xi1>
    %702 = tensor.empty(%dim_264) : tensor<?x2x2x4xi64>
    %703 = linalg.generic {indexing_maps = [#map13, #map23, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %363 : tensor<?x2x2x4xi1>, tensor<4xi64>) outs(%702 : tensor<?x2x2x4xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x2x4xi64>
    %704 = tensor.empty(%dim_264) : tensor<?x2x2xi64>
    %705 = linalg.fill ins(%c0_i64 : i64) outs(%704 : tensor<?x2x2xi64>) -> tensor<?x2x2xi64>
    %706 = linalg.generic {indexing_maps = [#map13, #map19], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%703 : tensor<?x2x2x4xi64>) outs(%705 : tensor<?x2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x2x2xi64>
    %707 = tensor.empty(%dim_264) : tensor<?x2x2xf32>
    %708 = linalg.fill ins(%cst : f32) outs(%707 : tensor<?x2x2xf32>) -> tensor<?x2x2xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706 : tensor<?x2x2xi64>) outs(%708 : tensor<?x2x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %843 = linalg.index 0 : index
      %844 = linalg.index 1 : index
      %845 = arith.index_cast %in : i64 to index
      %846 = arith.cmpi slt, %845, %c4 : index
      cf.assert %846, "index must be smaller than dim size"
      %847 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %847, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded_316[%843, %844, %845] : tensor<?x2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2xf32>
    %710 = tensor.empty(%dim_264) : tensor<?x2xf32>
    %711 = linalg.fill ins(%cst : f32) outs(%710 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %712 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%709 : tensor<?x2x2xf32>) outs(%711 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %expanded_320 = tensor.expand_shape %712 [[0], [1, 2]] output_shape [%dim_264, 2, 1] : tensor<?x2xf32> into tensor<?x2x1xf32>
    %expanded_321 = tensor.expand_shape %712 [[0], [1, 2]] output_shape [%dim_264, 1, 2] : tensor<?x2xf32> into tensor<?x1x2xf32>
    %713 = tensor.empty(%dim_264) : tensor<?x2x1xi1>
    %714 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_320, %expanded_320 : tensor<?x2x1xf32>, tensor<?x2x1xf32>) outs(%713 : tensor<?x2x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x1xi1>
    %715 = tensor.empty(%dim_264) : tensor<?x1x2xi1>
    %716 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321, %expanded_321 : tensor<?x1x2xf32>, tensor<?x1x2xf32>) outs(%715 : tensor<?x1x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %717 = tensor.empty(%dim_264) : tensor<?x2x2xi1>
    %718 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321, %expanded_320 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %719 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714 : tensor<?x2x1xi1>) outs(%713 : tensor<?x2x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x1xi1>
    %720 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %719 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %721 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%718, %720 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %722 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_321, %expanded_320 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %723 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%716, %714 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %724 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%722, %723 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %725 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %399 : tensor<?x2x2xi1>, tensor<2x2xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %726 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721, %725 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%717 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x2x2xi1>
    %727 = tensor.empty(%dim_264) : tensor<?x2xi64>
    %728 = linalg.fill ins(%c0_i64 : i64) outs(%727 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %729 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%726 : tensor<?x2x2xi1>) outs(%728 : tensor<?x2xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x2xi64>
    %expanded_322 = tensor.expand_shape %729 [[0], [1, 2]] output_shape [%dim_264, 1, 2] : tensor<?x2xi64> into tensor<?x1x2xi64>
    %730 = linalg.generic {indexing_maps = [#map1, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_322, %expanded_228 : tensor<?x1x2xi64>, tensor<1x1xi64>) outs(%715 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %731 = tensor.empty(%dim_264) : tensor<?x1x2xi64>
    %732 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730, %372 : tensor<?x1x2xi1>, tensor<2xi64>) outs(%731 : tensor<?x1x2xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x1x2xi64>
    %733 = tensor.empty(%dim_264) : tensor<?x1xi64>
    %734 = linalg.fill ins(%c0_i64 : i64) outs(%733 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %735 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%732 : tensor<?x1x2xi64>) outs(%734 : tensor<?x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x1xi64>
    %736 = arith.cmpi sge, %596, %c0_i64 : i64
    cf.assert %736, "negative values not allowed in new dimensions"
    %737 = tensor.empty(%dim_264) : tensor<?x2xf32>
    %738 = linalg.generic {indexing_maps = [#map26, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%737 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2xf32>
    %expanded_323 = tensor.expand_shape %735 [[0], [1, 2]] output_shape [%dim_264, 1, 1] : tensor<?x1xi64> into tensor<?x1x1xi64>
    %739 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_323, %372 : tensor<?x1x1xi64>, tensor<2xi64>) outs(%715 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x1x2xi1>
    %740 = tensor.empty(%dim_264) : tensor<?x2xi1>
    %741 = linalg.fill ins(%false : i1) outs(%740 : tensor<?x2xi1>) -> tensor<?x2xi1>
    %742 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%739 : tensor<?x1x2xi1>) outs(%741 : tensor<?x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.ori %in, %out : i1
      linalg.yield %843 : i1
    } -> tensor<?x2xi1>
    cf.assert %true, "mismatched size for broadcast"
    %743 = linalg.generic {indexing_maps = [#map3, #map26, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%742, %cst_3, %738 : tensor<?x2xi1>, tensor<f32>, tensor<?x2xf32>) outs(%710 : tensor<?x2xf32>) {
    ^bb0(%in: i1, %in_350: f32, %in_351: f32, %out: f32):
      %843 = arith.select %in, %in_350, %in_351 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %744 = tensor.empty(%dim_264) : tensor<?x2x4xf32>
    %745 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743 : tensor<?x2xf32>) outs(%744 : tensor<?x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2x4xf32>
    %collapsed_324 = tensor.collapse_shape %745 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
    %746 = tensor.empty(%dim_264) : tensor<?x8xi1>
    %747 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_324 : tensor<?x8xf32>) outs(%746 : tensor<?x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %843 = arith.cmpf une, %in, %cst : f32
      linalg.yield %843 : i1
    } -> tensor<?x8xi1>
    %748 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%747 : tensor<?x8xi1>) outs(%746 : tensor<?x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x8xi1>
    %749 = linalg.generic {indexing_maps = [#map3, #map26, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%748, %cst_2, %682 : tensor<?x8xi1>, tensor<f32>, tensor<?x8xf32>) outs(%678 : tensor<?x8xf32>) {
    ^bb0(%in: i1, %in_350: f32, %in_351: f32, %out: f32):
      %843 = arith.select %in, %in_350, %in_351 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %expanded_325 = tensor.expand_shape %749 [[0], [1, 2]] output_shape [%dim_264, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_326 = tensor.expand_shape %749 [[0], [1, 2]] output_shape [%dim_264, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %750 = tensor.empty(%dim_264) : tensor<?x8x1xi1>
    %751 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_325, %expanded_325 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%750 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x1xi1>
    %752 = tensor.empty(%dim_264) : tensor<?x1x8xi1>
    %753 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_326 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%752 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf une, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x1x8xi1>
    %754 = tensor.empty(%dim_264) : tensor<?x8x8xi1>
    %755 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_325 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf ogt, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %756 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%751 : tensor<?x8x1xi1>) outs(%750 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %843 = arith.xori %in, %true : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x1xi1>
    %757 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %756 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %758 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%755, %757 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %759 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_325 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_350: f32, %out: i1):
      %843 = arith.cmpf oeq, %in, %in_350 : f32
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %760 = linalg.generic {indexing_maps = [#map24, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %751 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %761 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759, %760 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %762 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761, %439 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.andi %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %763 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758, %762 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%754 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_350: i1, %out: i1):
      %843 = arith.ori %in, %in_350 : i1
      linalg.yield %843 : i1
    } -> tensor<?x8x8xi1>
    %764 = tensor.empty(%dim_264) : tensor<?x8xi64>
    %765 = linalg.fill ins(%c0_i64 : i64) outs(%764 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %766 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%763 : tensor<?x8x8xi1>) outs(%765 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.addi %843, %out : i64
      linalg.yield %844 : i64
    } -> tensor<?x8xi64>
    %expanded_327 = tensor.expand_shape %766 [[0], [1, 2]] output_shape [%dim_264, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %767 = tensor.empty(%dim_264) : tensor<?x2x8xi1>
    %768 = linalg.generic {indexing_maps = [#map24, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_327, %expanded_223 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%767 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_350: i64, %out: i1):
      %843 = arith.cmpi eq, %in, %in_350 : i64
      linalg.yield %843 : i1
    } -> tensor<?x2x8xi1>
    %769 = tensor.empty(%dim_264) : tensor<?x2x8xi64>
    %770 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %437 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%769 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_350: i64, %out: i64):
      %843 = arith.extui %in : i1 to i64
      %844 = arith.muli %843, %in_350 : i64
      linalg.yield %844 : i64
    } -> tensor<?x2x8xi64>
    %771 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%770 : tensor<?x2x8xi64>) outs(%728 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %843 = arith.addi %in, %out : i64
      linalg.yield %843 : i64
    } -> tensor<?x2xi64>
    %772 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%771 : tensor<?x2xi64>) outs(%711 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %843 = linalg.index 0 : index
      %844 = arith.index_cast %in : i64 to index
      %845 = arith.cmpi slt, %844, %c8 : index
      cf.assert %845, "index must be smaller than dim size"
      %846 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %846, "index must be larger or equal to 0"
      %extracted = tensor.extract %681[%843, %844] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %773 = tensor.empty(%dim_264) : tensor<?x1xf32>
    %774 = linalg.fill ins(%cst : f32) outs(%773 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %775 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%772 : tensor<?x2xf32>) outs(%774 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x1xf32>
    %776 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%775 : tensor<?x1xf32>) outs(%773 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_9 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<?x1xf32>
    %777 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%772, %776 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%710 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.divf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %778 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%777 : tensor<?x2xf32>) outs(%710 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.mulf %in, %cst_17 : f32
      linalg.yield %843 : f32
    } -> tensor<?x2xf32>
    %expanded_328 = tensor.expand_shape %collapsed_314 [[0], [1, 2]] output_shape [%dim_264, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %779 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%457 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %843 = linalg.index 0 : index
      %844 = linalg.index 2 : index
      %845 = arith.cmpi eq, %dim_264, %c1 : index
      %846 = arith.select %845, %c0, %843 : index
      %extracted = tensor.extract %expanded_328[%846, %c0, %844] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_329 = tensor.collapse_shape %779 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_330 = tensor.collapse_shape %778 [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
    %collapsed_331 = tensor.collapse_shape %771 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_332 = tensor.dim %collapsed_331, %c0 : tensor<?xi64>
    %780 = tensor.empty(%dim_332) : tensor<?x16x128xbf16>
    %781 = linalg.generic {indexing_maps = [#map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_331 : tensor<?xi64>) outs(%780 : tensor<?x16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c8_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = linalg.index 1 : index
      %848 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_81[%846, %847, %848] : tensor<8x16x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x16x128xbf16>
    %expanded_333 = tensor.expand_shape %collapsed_329 [[0], [1, 2]] output_shape [%461, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %782 = arith.index_cast %dim_332 : index to i64
    %783 = arith.cmpi eq, %782, %463 : i64
    cf.assert %783, "mismatching contracting dimension"
    %784 = tensor.empty(%dim_332) : tensor<?x16x1xf32>
    %785 = linalg.fill ins(%cst : f32) outs(%784 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %786 = linalg.batch_matmul ins(%781, %expanded_333 : tensor<?x16x128xbf16>, tensor<?x128x1xbf16>) outs(%785 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %787 = tensor.empty(%dim_332) : tensor<?x16x1xbf16>
    %788 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786 : tensor<?x16x1xf32>) outs(%787 : tensor<?x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x16x1xbf16>
    %collapsed_334 = tensor.collapse_shape %788 [[0], [1, 2]] : tensor<?x16x1xbf16> into tensor<?x16xbf16>
    %extracted_slice_335 = tensor.extract_slice %collapsed_334[0, 0] [%dim_332, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %extracted_slice_336 = tensor.extract_slice %collapsed_334[0, 8] [%dim_332, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %789 = tensor.empty(%dim_332) : tensor<?x8xf32>
    %790 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_335 : tensor<?x8xbf16>) outs(%789 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %791 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%790 : tensor<?x8xf32>) outs(%789 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<?x8xf32>
    %792 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%790, %791 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%789 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<?x8xf32>
    %793 = tensor.empty(%dim_332) : tensor<?x8xbf16>
    %794 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%792 : tensor<?x8xf32>) outs(%793 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %795 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%794, %extracted_slice_336 : tensor<?x8xbf16>, tensor<?x8xbf16>) outs(%793 : tensor<?x8xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %796 = tensor.empty(%dim_332) : tensor<?x128x8xbf16>
    %797 = linalg.generic {indexing_maps = [#map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_331 : tensor<?xi64>) outs(%796 : tensor<?x128x8xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %843 = arith.cmpi slt, %in, %c0_i64 : i64
      %844 = arith.addi %in, %c8_i64 : i64
      %845 = arith.select %843, %844, %in : i64
      %846 = arith.index_cast %845 : i64 to index
      %847 = linalg.index 1 : index
      %848 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_83[%846, %847, %848] : tensor<8x128x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x8xbf16>
    %expanded_337 = tensor.expand_shape %795 [[0], [1, 2]] output_shape [%dim_332, 8, 1] : tensor<?x8xbf16> into tensor<?x8x1xbf16>
    %798 = tensor.empty(%dim_332) : tensor<?x128x1xf32>
    %799 = linalg.fill ins(%cst : f32) outs(%798 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %800 = linalg.batch_matmul ins(%797, %expanded_337 : tensor<?x128x8xbf16>, tensor<?x8x1xbf16>) outs(%799 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %801 = tensor.empty(%dim_332) : tensor<?x128x1xbf16>
    %802 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800 : tensor<?x128x1xf32>) outs(%801 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_338 = tensor.collapse_shape %802 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %803 = affine.apply #map28()[%dim_264]
    %expanded_339 = tensor.expand_shape %collapsed_330 [[0, 1]] output_shape [%803, 1] : tensor<?xf32> into tensor<?x1xf32>
    %804 = arith.cmpi eq, %dim_332, %803 : index
    cf.assert %804, "mismatched size for broadcast"
    %805 = tensor.empty(%dim_332) : tensor<?x128xf32>
    %806 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_338, %expanded_339 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%805 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_350: f32, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      %844 = arith.mulf %843, %in_350 : f32
      linalg.yield %844 : f32
    } -> tensor<?x128xf32>
    %807 = arith.divsi %dim_332, %c2 : index
    %expanded_340 = tensor.expand_shape %806 [[0, 1], [2]] output_shape [%807, 2, 128] : tensor<?x128xf32> into tensor<?x2x128xf32>
    %808 = tensor.empty(%807) : tensor<?x128xf32>
    %809 = linalg.fill ins(%cst : f32) outs(%808 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_340 : tensor<?x2x128xf32>) outs(%809 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<?x128xf32>
    %811 = tensor.empty(%807) : tensor<?x128xbf16>
    %812 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%810 : tensor<?x128xf32>) outs(%811 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_341 = tensor.expand_shape %812 [[0, 1], [2]] output_shape [1, %807, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %transposed_342 = linalg.transpose ins(%expanded_85 : tensor<8x128xbf16>) outs(%494 : tensor<128x8xbf16>) permutation = [1, 0] 
    %813 = linalg.matmul ins(%collapsed_314, %transposed_342 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%679 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %814 = tensor.empty(%dim_264) : tensor<?x8xbf16>
    %815 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%813 : tensor<?x8xf32>) outs(%814 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %expanded_343 = tensor.expand_shape %815 [[0, 1], [2]] output_shape [1, %dim_264, 8] : tensor<?x8xbf16> into tensor<1x?x8xbf16>
    %816 = tensor.empty(%dim_264) : tensor<1x?x8xf32>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_343 : tensor<1x?x8xbf16>) outs(%816 : tensor<1x?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %818 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<1x?x8xf32>) outs(%816 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.negf %in : f32
      %844 = math.exp %843 : f32
      %845 = arith.addf %844, %cst_1 : f32
      %846 = arith.divf %cst_1, %845 : f32
      linalg.yield %846 : f32
    } -> tensor<1x?x8xf32>
    %819 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817, %818 : tensor<1x?x8xf32>, tensor<1x?x8xf32>) outs(%816 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x8xf32>
    %820 = tensor.empty(%dim_264) : tensor<1x?x8xbf16>
    %821 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819 : tensor<1x?x8xf32>) outs(%820 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %transposed_344 = linalg.transpose ins(%expanded_87 : tensor<8x128xbf16>) outs(%494 : tensor<128x8xbf16>) permutation = [1, 0] 
    %822 = linalg.matmul ins(%collapsed_314, %transposed_344 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%679 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %823 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%822 : tensor<?x8xf32>) outs(%814 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x8xbf16>
    %expanded_345 = tensor.expand_shape %823 [[0, 1], [2]] output_shape [1, %dim_264, 8] : tensor<?x8xbf16> into tensor<1x?x8xbf16>
    %824 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821, %expanded_345 : tensor<1x?x8xbf16>, tensor<1x?x8xbf16>) outs(%820 : tensor<1x?x8xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x8xbf16>
    %transposed_346 = linalg.transpose ins(%expanded_89 : tensor<128x8xbf16>) outs(%507 : tensor<8x128xbf16>) permutation = [1, 0] 
    %collapsed_347 = tensor.collapse_shape %824 [[0, 1], [2]] : tensor<1x?x8xbf16> into tensor<?x8xbf16>
    %825 = linalg.matmul ins(%collapsed_347, %transposed_346 : tensor<?x8xbf16>, tensor<8x128xbf16>) outs(%551 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %826 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%825 : tensor<?x128xf32>) outs(%553 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<?x128xbf16>
    %expanded_348 = tensor.expand_shape %826 [[0, 1], [2]] output_shape [1, %dim_264, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %827 = arith.cmpi eq, %807, %dim_264 : index
    cf.assert %827, "mismatched size for broadcast"
    %828 = tensor.empty(%807) : tensor<1x?x128xbf16>
    %829 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_341, %expanded_348 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%828 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %830 = "tp.mark_partial"(%829) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %831 = "tp.all_reduce"(%830) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_349 = tensor.dim %831, %c1 : tensor<1x?x128xbf16>
    %832 = arith.cmpi eq, %dim_264, %dim_349 : index
    cf.assert %832, "mismatched size for broadcast"
    %833 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667, %831 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.addf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833 : tensor<1x?x128xbf16>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %843 = arith.extf %in : bf16 to f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834 : tensor<1x?x128xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%835 : tensor<1x?x128xf32>) outs(%566 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.addf %in, %out : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.divf %in, %cst_14 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %838 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%837 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = arith.truncf %cst_12 : f64 to f32
      %844 = arith.addf %in, %843 : f32
      linalg.yield %844 : f32
    } -> tensor<1x?x1xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%838 : tensor<1x?x1xf32>) outs(%565 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %843 = math.rsqrt %in : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x1xf32>
    %840 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%834, %839 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%562 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_350: f32, %out: f32):
      %843 = arith.mulf %in, %in_350 : f32
      linalg.yield %843 : f32
    } -> tensor<1x?x128xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%840 : tensor<1x?x128xf32>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %843 = arith.truncf %in : f32 to bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    %842 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %841 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%572 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_350: bf16, %out: bf16):
      %843 = arith.mulf %in, %in_350 : bf16
      linalg.yield %843 : bf16
    } -> tensor<1x?x128xbf16>
    return %525, %842 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_8_torch.float32: "0x040000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
