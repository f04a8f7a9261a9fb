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
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map22 = affine_map<(d0, d1) -> (0, d1)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map24 = affine_map<(d0, d1, d2, d3) -> (d2, 0)>
#map25 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map26 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map27 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map28 = affine_map<(d0, d1) -> ()>
#map29 = affine_map<(d0, d1, d2) -> (d0)>
#map30 = affine_map<()[s0] -> (s0 * 2)>
#map31 = affine_map<()[s0, s1] -> (s0 + s1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<251792xbf16>, %arg2: tensor<2048xf32>) -> (tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) {
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
    %c48_i64 = arith.constant 48 : i64
    %cst_16 = arith.constant 1.600000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_17 = arith.constant 2.500000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_18 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<251792xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[8192] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[12288] [32] [1] : tensor<251792xbf16> to tensor<32xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[12320] [1536] [1] : tensor<251792xbf16> to tensor<1536xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [48, 32] : tensor<1536xbf16> into tensor<48x32xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[13856] [3072] [1] : tensor<251792xbf16> to tensor<3072xbf16>
    %expanded_25 = tensor.expand_shape %extracted_slice_24 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[16928] [16] [1] : tensor<251792xbf16> to tensor<16xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[16944] [1024] [1] : tensor<251792xbf16> to tensor<1024xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0, 1]] output_shape [64, 16] : tensor<1024xbf16> into tensor<64x16xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[17968] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[22064] [16384] [1] : tensor<251792xbf16> to tensor<16384xbf16>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_33 = tensor.extract_slice %arg1[38448] [16384] [1] : tensor<251792xbf16> to tensor<16384xbf16>
    %expanded_34 = tensor.expand_shape %extracted_slice_33 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[54832] [16384] [1] : tensor<251792xbf16> to tensor<16384xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[71216] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[71344] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[71472] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_40 = tensor.expand_shape %extracted_slice_39 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[75568] [32] [1] : tensor<251792xbf16> to tensor<32xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[75600] [1536] [1] : tensor<251792xbf16> to tensor<1536xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1]] output_shape [48, 32] : tensor<1536xbf16> into tensor<48x32xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[77136] [3072] [1] : tensor<251792xbf16> to tensor<3072xbf16>
    %expanded_45 = tensor.expand_shape %extracted_slice_44 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[80208] [16] [1] : tensor<251792xbf16> to tensor<16xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[80224] [1024] [1] : tensor<251792xbf16> to tensor<1024xbf16>
    %expanded_48 = tensor.expand_shape %extracted_slice_47 [[0, 1]] output_shape [64, 16] : tensor<1024xbf16> into tensor<64x16xbf16>
    %extracted_slice_49 = tensor.extract_slice %arg1[81248] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_50 = tensor.expand_shape %extracted_slice_49 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_51 = tensor.extract_slice %arg1[85344] [32768] [1] : tensor<251792xbf16> to tensor<32768xbf16>
    %expanded_52 = tensor.expand_shape %extracted_slice_51 [[0, 1, 2]] output_shape [8, 32, 128] : tensor<32768xbf16> into tensor<8x32x128xbf16>
    %extracted_slice_53 = tensor.extract_slice %arg1[118112] [16384] [1] : tensor<251792xbf16> to tensor<16384xbf16>
    %expanded_54 = tensor.expand_shape %extracted_slice_53 [[0, 1, 2]] output_shape [8, 128, 16] : tensor<16384xbf16> into tensor<8x128x16xbf16>
    %extracted_slice_55 = tensor.extract_slice %arg1[134496] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_56 = tensor.expand_shape %extracted_slice_55 [[0, 1]] output_shape [16, 128] : tensor<2048xbf16> into tensor<16x128xbf16>
    %extracted_slice_57 = tensor.extract_slice %arg1[136544] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_58 = tensor.expand_shape %extracted_slice_57 [[0, 1]] output_shape [16, 128] : tensor<2048xbf16> into tensor<16x128xbf16>
    %extracted_slice_59 = tensor.extract_slice %arg1[138592] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_60 = tensor.expand_shape %extracted_slice_59 [[0, 1]] output_shape [128, 16] : tensor<2048xbf16> into tensor<128x16xbf16>
    %extracted_slice_61 = tensor.extract_slice %arg1[140640] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_62 = tensor.extract_slice %arg1[140768] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_63 = tensor.extract_slice %arg1[140896] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_64 = tensor.extract_slice %arg1[141024] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_65 = tensor.extract_slice %arg1[141152] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_66 = tensor.extract_slice %arg1[141280] [32768] [1] : tensor<251792xbf16> to tensor<32768xbf16>
    %expanded_67 = tensor.expand_shape %extracted_slice_66 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_68 = tensor.extract_slice %arg1[174048] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_69 = tensor.expand_shape %extracted_slice_68 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_70 = tensor.extract_slice %arg1[178144] [32] [1] : tensor<251792xbf16> to tensor<32xbf16>
    %extracted_slice_71 = tensor.extract_slice %arg1[178176] [1536] [1] : tensor<251792xbf16> to tensor<1536xbf16>
    %expanded_72 = tensor.expand_shape %extracted_slice_71 [[0, 1]] output_shape [48, 32] : tensor<1536xbf16> into tensor<48x32xbf16>
    %extracted_slice_73 = tensor.extract_slice %arg1[179712] [3072] [1] : tensor<251792xbf16> to tensor<3072xbf16>
    %expanded_74 = tensor.expand_shape %extracted_slice_73 [[0, 1]] output_shape [24, 128] : tensor<3072xbf16> into tensor<24x128xbf16>
    %extracted_slice_75 = tensor.extract_slice %arg1[182784] [16] [1] : tensor<251792xbf16> to tensor<16xbf16>
    %extracted_slice_76 = tensor.extract_slice %arg1[182800] [1024] [1] : tensor<251792xbf16> to tensor<1024xbf16>
    %expanded_77 = tensor.expand_shape %extracted_slice_76 [[0, 1]] output_shape [64, 16] : tensor<1024xbf16> into tensor<64x16xbf16>
    %extracted_slice_78 = tensor.extract_slice %arg1[183824] [4096] [1] : tensor<251792xbf16> to tensor<4096xbf16>
    %expanded_79 = tensor.expand_shape %extracted_slice_78 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_80 = tensor.extract_slice %arg1[187920] [32768] [1] : tensor<251792xbf16> to tensor<32768xbf16>
    %expanded_81 = tensor.expand_shape %extracted_slice_80 [[0, 1, 2]] output_shape [8, 32, 128] : tensor<32768xbf16> into tensor<8x32x128xbf16>
    %extracted_slice_82 = tensor.extract_slice %arg1[220688] [16384] [1] : tensor<251792xbf16> to tensor<16384xbf16>
    %expanded_83 = tensor.expand_shape %extracted_slice_82 [[0, 1, 2]] output_shape [8, 128, 16] : tensor<16384xbf16> into tensor<8x128x16xbf16>
    %extracted_slice_84 = tensor.extract_slice %arg1[237072] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_85 = tensor.expand_shape %extracted_slice_84 [[0, 1]] output_shape [16, 128] : tensor<2048xbf16> into tensor<16x128xbf16>
    %extracted_slice_86 = tensor.extract_slice %arg1[239120] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_87 = tensor.expand_shape %extracted_slice_86 [[0, 1]] output_shape [16, 128] : tensor<2048xbf16> into tensor<16x128xbf16>
    %extracted_slice_88 = tensor.extract_slice %arg1[241168] [2048] [1] : tensor<251792xbf16> to tensor<2048xbf16>
    %expanded_89 = tensor.expand_shape %extracted_slice_88 [[0, 1]] output_shape [128, 16] : tensor<2048xbf16> into tensor<128x16xbf16>
    %extracted_slice_90 = tensor.extract_slice %arg1[243216] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_91 = tensor.extract_slice %arg1[243344] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_92 = tensor.extract_slice %arg1[243472] [128] [1] : tensor<251792xbf16> to tensor<128xbf16>
    %extracted_slice_93 = tensor.extract_slice %arg2[0] [1024] [1] : tensor<2048xf32> to tensor<1024xf32>
    %expanded_94 = tensor.expand_shape %extracted_slice_93 [[0, 1]] output_shape [8, 128] : tensor<1024xf32> into tensor<8x128xf32>
    %extracted_slice_95 = tensor.extract_slice %arg2[1024] [1024] [1] : tensor<2048xf32> to tensor<1024xf32>
    %expanded_96 = tensor.expand_shape %extracted_slice_95 [[0, 1]] output_shape [8, 128] : tensor<1024xf32> into tensor<8x128xf32>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.index_cast %in : i64 to index
      %859 = linalg.index 2 : index
      %860 = arith.cmpi slt, %858, %c64 : index
      cf.assert %860, "index must be smaller than dim size"
      %861 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %861, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%858, %859] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %858 : index to i64
      linalg.yield %859 : i64
    } -> tensor<?xi64>
    %expanded_97 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_98 = tensor.extract_slice %expanded_97[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_98 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.subi %in, %c1_i64 : i64
      linalg.yield %858 : i64
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
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.subi %in, %in_356 : i64
      linalg.yield %858 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %858 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %858 : i1
    } -> tensor<1x?xi1>
    %expanded_102 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_103 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_103, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi sle, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      linalg.yield %858 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_18 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_356: i64, %in_357: i64, %out: i64):
      %858 = arith.select %in, %in_356, %in_357 : i64
      linalg.yield %858 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
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
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c1_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = arith.cmpi slt, %in_356, %c0_i64 : i64
      %863 = arith.addi %in_356, %0 : i64
      %864 = arith.select %862, %863, %in_356 : i64
      %865 = arith.index_cast %864 : i64 to index
      %extracted = tensor.extract %expanded_97[%861, %865] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_108 = tensor.dim %expanded_106, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_108) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_106 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c1_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = arith.cmpi slt, %in_356, %c0_i64 : i64
      %863 = arith.addi %in_356, %0 : i64
      %864 = arith.select %862, %863, %in_356 : i64
      %865 = arith.index_cast %864 : i64 to index
      %extracted = tensor.extract %expanded_97[%861, %865] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_107, %dim_108) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi sle, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_105 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c1_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = arith.cmpi slt, %in_356, %c0_i64 : i64
      %863 = arith.addi %in_356, %0 : i64
      %864 = arith.select %862, %863, %in_356 : i64
      %865 = arith.index_cast %864 : i64 to index
      %extracted = tensor.extract %47[%861, %865] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_106 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c1_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = arith.cmpi slt, %in_356, %c0_i64 : i64
      %863 = arith.addi %in_356, %0 : i64
      %864 = arith.select %862, %863, %in_356 : i64
      %865 = arith.index_cast %864 : i64 to index
      %extracted = tensor.extract %47[%861, %865] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %858 = linalg.index 2 : index
      %859 = linalg.index 3 : index
      %860 = arith.cmpi eq, %dim_107, %c1 : index
      %861 = arith.select %860, %c0, %858 : index
      %862 = arith.cmpi eq, %dim_108, %c1 : index
      %863 = arith.select %862, %c0, %859 : index
      %extracted = tensor.extract %60[%c0, %c0, %861, %863] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_6, %cst_5 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_356: bf16, %in_357: bf16, %out: bf16):
      %858 = arith.select %in, %in_356, %in_357 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_109 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %858 = arith.sitofp %in : i64 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x4xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_13 : tensor<1x?x1xf32>, tensor<4xf32>) outs(%68 : tensor<1x?x4xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x4xf32>
    %concat_110 = tensor.concat dim(2) %69, %69 : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_111 = tensor.dim %69, %c1 : tensor<1x?x4xf32>
    %70 = tensor.empty(%dim_111) : tensor<1x?x8xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_110 : tensor<1x?x8xf32>) outs(%70 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.cos %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_110 : tensor<1x?x8xf32>) outs(%70 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.sin %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x8xf32>
    %73 = tensor.empty(%dim_111) : tensor<1x?x8xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x8xf32>) outs(%73 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x8xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x8xf32>) outs(%73 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x8xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
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
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x32xbf16>
    %expanded_112 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %93 = tensor.empty(%dim) : tensor<1x?x32xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x?x32xbf16>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x?x32xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x?x32xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_15 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %99 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %101 = tensor.empty(%dim) : tensor<1x?x32xbf16>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x?x32xf32>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %102 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %104 = tensor.empty() : tensor<32x48xbf16>
    %transposed_113 = linalg.transpose ins(%expanded_23 : tensor<48x32xbf16>) outs(%104 : tensor<32x48xbf16>) permutation = [1, 0] 
    %collapsed_114 = tensor.collapse_shape %103 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %105 = tensor.empty(%dim) : tensor<?x48xf32>
    %106 = linalg.fill ins(%cst : f32) outs(%105 : tensor<?x48xf32>) -> tensor<?x48xf32>
    %107 = linalg.matmul ins(%collapsed_114, %transposed_113 : tensor<?x32xbf16>, tensor<32x48xbf16>) outs(%106 : tensor<?x48xf32>) -> tensor<?x48xf32>
    %108 = tensor.empty(%dim) : tensor<?x48xbf16>
    %109 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%107 : tensor<?x48xf32>) outs(%108 : tensor<?x48xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x48xbf16>
    %expanded_115 = tensor.expand_shape %109 [[0, 1], [2]] output_shape [1, %dim, 48] : tensor<?x48xbf16> into tensor<1x?x48xbf16>
    %110 = arith.cmpi slt, %0, %c0_i64 : i64
    %111 = arith.select %110, %c1_i64, %0 : i64
    %112 = arith.extui %110 : i1 to i64
    %113 = arith.addi %112, %c1_i64 : i64
    %114 = arith.muli %111, %c24_i64 : i64
    %115 = arith.cmpi sle, %113, %c1_i64 : i64
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %116 = arith.muli %0, %c48_i64 : i64
    %117 = arith.divsi %116, %114 : i64
    %118 = arith.select %110, %117, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %118, %117, %c24_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_115(%from_elements) : (tensor<1x?x48xbf16>, tensor<4xi64>) -> tensor<1x?x2x24xbf16>
    %119 = arith.index_cast %118 : i64 to index
    %120 = tensor.empty(%119) : tensor<1x2x?x24xbf16>
    %transposed_116 = linalg.transpose ins(%reshape : tensor<1x?x2x24xbf16>) outs(%120 : tensor<1x2x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_117 = tensor.extract_slice %transposed_116[0, 0, 0, 0] [1, 2, %119, 16] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_118 = tensor.extract_slice %transposed_116[0, 0, 0, 16] [1, 2, %119, 8] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x8xbf16>
    %121 = tensor.empty() : tensor<128x24xbf16>
    %transposed_119 = linalg.transpose ins(%expanded_25 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %122 = tensor.empty(%dim) : tensor<?x24xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %124 = linalg.matmul ins(%collapsed, %transposed_119 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%123 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %125 = tensor.empty(%dim) : tensor<?x24xbf16>
    %126 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%124 : tensor<?x24xf32>) outs(%125 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x24xbf16>
    %expanded_120 = tensor.expand_shape %126 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_121 = tensor.extract_slice %expanded_120[0, 0, 0] [1, %dim, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_122 = tensor.extract_slice %expanded_120[0, 0, 16] [1, %dim, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %127 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_121 : tensor<1x?x16xbf16>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x?x16xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%129 : tensor<1x?x16xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_16 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%132 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %133 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %135 = tensor.empty(%dim) : tensor<1x?x16xbf16>
    %136 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x?x16xf32>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %137 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %136 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_123 = tensor.expand_shape %extracted_slice_122 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_124 = tensor.extract_slice %74[0, 0, 0] [1, %dim_111, 4] [1, 1, 1] : tensor<1x?x8xbf16> to tensor<1x?x4xbf16>
    %expanded_125 = tensor.expand_shape %extracted_slice_124 [[0], [1, 2], [3]] output_shape [1, 1, %dim_111, 4] : tensor<1x?x4xbf16> into tensor<1x1x?x4xbf16>
    %extracted_slice_126 = tensor.extract_slice %75[0, 0, 0] [1, %dim_111, 4] [1, 1, 1] : tensor<1x?x8xbf16> to tensor<1x?x4xbf16>
    %expanded_127 = tensor.expand_shape %extracted_slice_126 [[0], [1, 2], [3]] output_shape [1, 1, %dim_111, 4] : tensor<1x?x4xbf16> into tensor<1x1x?x4xbf16>
    %extracted_slice_128 = tensor.extract_slice %extracted_slice_118[0, 0, 0, 0] [1, 2, %119, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_129 = tensor.extract_slice %extracted_slice_118[0, 0, 0, 1] [1, 2, %119, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_130 = tensor.extract_slice %expanded_123[0, 0, 0, 0] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_131 = tensor.extract_slice %expanded_123[0, 0, 0, 1] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %138 = arith.cmpi eq, %119, %dim_111 : index
    cf.assert %138, "mismatched size for broadcast"
    %139 = tensor.empty(%119) : tensor<1x2x?x4xbf16>
    %140 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %141 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_129, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %141 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %143 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_129, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %144 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_128, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %144 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %concat_132 = tensor.concat dim(3) %142, %145 : (tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) -> tensor<1x2x?x8xbf16>
    %146 = arith.cmpi eq, %dim, %dim_111 : index
    cf.assert %146, "mismatched size for broadcast"
    %147 = tensor.empty(%dim) : tensor<1x1x?x4xbf16>
    %148 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_130, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %149 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %150 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %151 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_131, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %152 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_130, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %153 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %152 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_133 = tensor.concat dim(3) %150, %153 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_134 = tensor.concat dim(3) %extracted_slice_117, %concat_132 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x24xbf16>
    %154 = tensor.empty() : tensor<16x64xbf16>
    %transposed_135 = linalg.transpose ins(%expanded_28 : tensor<64x16xbf16>) outs(%154 : tensor<16x64xbf16>) permutation = [1, 0] 
    %collapsed_136 = tensor.collapse_shape %137 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %155 = tensor.empty(%dim) : tensor<?x64xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %157 = linalg.matmul ins(%collapsed_136, %transposed_135 : tensor<?x16xbf16>, tensor<16x64xbf16>) outs(%156 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %158 = tensor.empty(%dim) : tensor<?x64xbf16>
    %159 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%157 : tensor<?x64xf32>) outs(%158 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x64xbf16>
    %expanded_137 = tensor.expand_shape %159 [[0, 1, 2], [3]] output_shape [1, 1, %dim, 64] : tensor<?x64xbf16> into tensor<1x1x?x64xbf16>
    %160 = arith.muli %111, %c32_i64 : i64
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %161 = arith.muli %0, %c64_i64 : i64
    %162 = arith.divsi %161, %160 : i64
    %163 = arith.select %110, %162, %0 : i64
    %from_elements_138 = tensor.from_elements %c1_i64, %163, %162, %c32_i64 : tensor<4xi64>
    %reshape_139 = tensor.reshape %expanded_137(%from_elements_138) : (tensor<1x1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %164 = arith.index_cast %163 : i64 to index
    %165 = tensor.empty(%164) : tensor<1x2x?x32xbf16>
    %transposed_140 = linalg.transpose ins(%reshape_139 : tensor<1x?x2x32xbf16>) outs(%165 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_141 = tensor.extract_slice %transposed_140[0, 0, 0, 0] [1, 2, %164, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_142 = tensor.extract_slice %transposed_140[0, 0, 0, 16] [1, 2, %164, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %dim_143 = tensor.dim %150, %c2 : tensor<1x1x?x4xbf16>
    %166 = tensor.empty(%dim_143) : tensor<1x2x?x8xbf16>
    %collapsed_144 = tensor.collapse_shape %concat_133 [[0, 1], [2], [3]] : tensor<1x1x?x8xbf16> into tensor<1x?x8xbf16>
    %167 = linalg.generic {indexing_maps = [#map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_144 : tensor<1x?x8xbf16>) outs(%166 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x?x8xbf16>
    %168 = tensor.empty(%dim) : tensor<1x2x?x24xbf16>
    %169 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %170 = tensor.empty(%dim) : tensor<1x2x?x16xbf16>
    %171 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%170 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %164, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_141[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %inserted_slice = tensor.insert_slice %171 into %168[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %172 = tensor.empty(%dim) : tensor<1x2x?x8xbf16>
    %173 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%172 : tensor<1x2x?x8xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim_143, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %167[%c0, %858, %862, %860] : tensor<1x2x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x8xbf16>
    %inserted_slice_145 = tensor.insert_slice %173 into %inserted_slice[0, 0, 0, 16] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %174 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%168 : tensor<1x2x?x24xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %119, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %concat_134[%c0, %858, %862, %860] : tensor<1x2x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x24xbf16>
    %collapsed_146 = tensor.collapse_shape %174 [[0, 1], [2], [3]] : tensor<1x2x?x24xbf16> into tensor<2x?x24xbf16>
    %175 = tensor.empty(%dim) : tensor<1x2x24x?xbf16>
    %transposed_147 = linalg.transpose ins(%inserted_slice_145 : tensor<1x2x?x24xbf16>) outs(%175 : tensor<1x2x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %176 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%175 : tensor<1x2x24x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim, %c1 : index
      %862 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %transposed_147[%c0, %858, %859, %862] : tensor<1x2x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x24x?xbf16>
    %collapsed_148 = tensor.collapse_shape %176 [[0, 1], [2], [3]] : tensor<1x2x24x?xbf16> into tensor<2x24x?xbf16>
    %177 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %178 = linalg.fill ins(%cst : f32) outs(%177 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %179 = linalg.batch_matmul ins(%collapsed_146, %collapsed_148 : tensor<2x?x24xbf16>, tensor<2x24x?xbf16>) outs(%178 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %180 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x?x?xf32>) outs(%180 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x?xbf16>
    %182 = arith.muli %0, %c2_i64 : i64
    %183 = arith.select %110, %c2_i64, %182 : i64
    %184 = arith.muli %183, %0 : i64
    %185 = arith.select %110, %c2_i64, %184 : i64
    %186 = arith.select %110, %113, %112 : i64
    %187 = arith.cmpi sle, %186, %c1_i64 : i64
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %188 = arith.muli %182, %0 : i64
    %189 = arith.divsi %188, %185 : i64
    %190 = arith.select %110, %189, %0 : i64
    %from_elements_149 = tensor.from_elements %c1_i64, %c2_i64, %190, %190 : tensor<4xi64>
    %reshape_150 = tensor.reshape %181(%from_elements_149) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %191 = arith.index_cast %190 : i64 to index
    %192 = tensor.empty(%191, %191) : tensor<1x2x?x?xbf16>
    %193 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_150 : tensor<1x2x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %858 = arith.truncf %cst_11 : f64 to bf16
      %859 = arith.mulf %in, %858 : bf16
      linalg.yield %859 : bf16
    } -> tensor<1x2x?x?xbf16>
    %194 = arith.cmpi eq, %191, %dim : index
    cf.assert %194, "mismatched size for broadcast"
    cf.assert %194, "mismatched size for broadcast"
    %195 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    %196 = tensor.empty(%191, %191) : tensor<1x2x?x?xf32>
    %197 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x2x?x?xbf16>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %198 = tensor.empty(%191) : tensor<1x2x?xi64>
    %199 = linalg.fill ins(%c0_i64 : i64) outs(%198 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %200 = tensor.empty(%191) : tensor<1x2x?xf32>
    %201 = linalg.fill ins(%cst_0 : f32) outs(%200 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %202:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<1x2x?x?xf32>) outs(%201, %199 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_356: i64):
      %858 = linalg.index 3 : index
      %859 = arith.index_cast %858 : index to i64
      %860 = arith.maximumf %in, %out : f32
      %861 = arith.cmpf ogt, %in, %out : f32
      %862 = arith.select %861, %859, %out_356 : i64
      linalg.yield %860, %862 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_151 = tensor.expand_shape %202#0 [[0], [1], [2, 3]] output_shape [1, 2, %191, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %203 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_151 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.subf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %204 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x2x?x?xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.exp %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %205 = tensor.empty(%191) : tensor<1x2x?x1xf32>
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%204 : tensor<1x2x?x?xf32>) outs(%206 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x1xf32>
    %208 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %207 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.divf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %209 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x2x?x?xf32>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %210 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %211 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%210 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %191, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %863 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %209[%c0, %858, %862, %863] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %from_elements_152 = tensor.from_elements %c2_i64, %190, %190 : tensor<3xi64>
    %reshape_153 = tensor.reshape %211(%from_elements_152) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %212 = tensor.empty(%dim) : tensor<1x2x?x16xbf16>
    %213 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%212 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %164, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_142[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %collapsed_154 = tensor.collapse_shape %213 [[0, 1], [2], [3]] : tensor<1x2x?x16xbf16> into tensor<2x?x16xbf16>
    %214 = arith.cmpi eq, %190, %0 : i64
    cf.assert %214, "mismatching contracting dimension"
    %215 = tensor.empty(%191) : tensor<2x?x16xf32>
    %216 = linalg.fill ins(%cst : f32) outs(%215 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %217 = linalg.batch_matmul ins(%reshape_153, %collapsed_154 : tensor<2x?x?xbf16>, tensor<2x?x16xbf16>) outs(%216 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %218 = tensor.empty(%191) : tensor<2x?x16xbf16>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x?x16xf32>) outs(%218 : tensor<2x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x16xbf16>
    %expanded_155 = tensor.expand_shape %219 [[0, 1], [2], [3]] output_shape [1, 2, %191, 16] : tensor<2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %220 = tensor.empty(%191) : tensor<1x?x2x16xbf16>
    %transposed_156 = linalg.transpose ins(%expanded_155 : tensor<1x2x?x16xbf16>) outs(%220 : tensor<1x?x2x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %221 = arith.muli %190, %c32_i64 : i64
    %222 = arith.divsi %221, %111 : i64
    %223 = arith.select %110, %222, %0 : i64
    %from_elements_157 = tensor.from_elements %c1_i64, %223, %222 : tensor<3xi64>
    %reshape_158 = tensor.reshape %transposed_156(%from_elements_157) : (tensor<1x?x2x16xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %224 = tensor.empty() : tensor<32x128xbf16>
    %transposed_159 = linalg.transpose ins(%expanded_30 : tensor<128x32xbf16>) outs(%224 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_160 = tensor.collapse_shape %reshape_158 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %225 = arith.index_cast %223 : i64 to index
    %226 = tensor.empty(%225) : tensor<?x128xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %228 = linalg.matmul ins(%collapsed_160, %transposed_159 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%227 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %229 = tensor.empty(%225) : tensor<?x128xbf16>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<?x128xf32>) outs(%229 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_161 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [1, %225, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %231 = "tp.mark_partial"(%expanded_161) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %232 = "tp.all_reduce"(%231) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_162 = tensor.dim %232, %c1 : tensor<1x?x128xbf16>
    %233 = arith.cmpi eq, %dim, %dim_162 : index
    cf.assert %233, "mismatched size for broadcast"
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %232 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %240 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %243 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %242 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %244 = tensor.empty() : tensor<128x128xbf16>
    %transposed_163 = linalg.transpose ins(%expanded_32 : tensor<128x128xbf16>) outs(%244 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_164 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %245 = tensor.empty(%dim) : tensor<?x128xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %247 = linalg.matmul ins(%collapsed_164, %transposed_163 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%246 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %248 = tensor.empty(%dim) : tensor<?x128xbf16>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<?x128xf32>) outs(%248 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_165 = tensor.expand_shape %249 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<1x?x128xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %251 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_166 = linalg.transpose ins(%expanded_34 : tensor<128x128xbf16>) outs(%244 : tensor<128x128xbf16>) permutation = [1, 0] 
    %254 = linalg.matmul ins(%collapsed_164, %transposed_166 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%246 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<?x128xf32>) outs(%248 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_167 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %256 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253, %expanded_167 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_168 = linalg.transpose ins(%expanded_36 : tensor<128x128xbf16>) outs(%244 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_169 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %257 = linalg.matmul ins(%collapsed_169, %transposed_168 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%246 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%257 : tensor<?x128xf32>) outs(%248 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_170 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %259 = "tp.mark_partial"(%expanded_170) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %260 = "tp.all_reduce"(%259) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_171 = tensor.dim %260, %c1 : tensor<1x?x128xbf16>
    %261 = arith.cmpi eq, %dim, %dim_171 : index
    cf.assert %261, "mismatched size for broadcast"
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %260 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %268 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %271 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_61, %270 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_172 = linalg.transpose ins(%expanded_40 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_173 = tensor.collapse_shape %271 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %272 = linalg.matmul ins(%collapsed_173, %transposed_172 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x32xbf16>
    %expanded_174 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_174 : tensor<1x?x32xbf16>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<1x?x32xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%275 : tensor<1x?x32xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%276 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_15 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %279 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%93 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280 : tensor<1x?x32xf32>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %282 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %281 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%101 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %transposed_175 = linalg.transpose ins(%expanded_43 : tensor<48x32xbf16>) outs(%104 : tensor<32x48xbf16>) permutation = [1, 0] 
    %collapsed_176 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %283 = linalg.matmul ins(%collapsed_176, %transposed_175 : tensor<?x32xbf16>, tensor<32x48xbf16>) outs(%106 : tensor<?x48xf32>) -> tensor<?x48xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%283 : tensor<?x48xf32>) outs(%108 : tensor<?x48xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x48xbf16>
    %expanded_177 = tensor.expand_shape %284 [[0, 1], [2]] output_shape [1, %dim, 48] : tensor<?x48xbf16> into tensor<1x?x48xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_178 = tensor.reshape %expanded_177(%from_elements) : (tensor<1x?x48xbf16>, tensor<4xi64>) -> tensor<1x?x2x24xbf16>
    %transposed_179 = linalg.transpose ins(%reshape_178 : tensor<1x?x2x24xbf16>) outs(%120 : tensor<1x2x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_180 = tensor.extract_slice %transposed_179[0, 0, 0, 0] [1, 2, %119, 16] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_181 = tensor.extract_slice %transposed_179[0, 0, 0, 16] [1, 2, %119, 8] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x8xbf16>
    %transposed_182 = linalg.transpose ins(%expanded_45 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %285 = linalg.matmul ins(%collapsed_173, %transposed_182 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%123 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<?x24xf32>) outs(%125 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x24xbf16>
    %expanded_183 = tensor.expand_shape %286 [[0, 1], [2]] output_shape [1, %dim, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_184 = tensor.extract_slice %expanded_183[0, 0, 0] [1, %dim, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_185 = tensor.extract_slice %expanded_183[0, 0, 16] [1, %dim, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_184 : tensor<1x?x16xbf16>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287 : tensor<1x?x16xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%288 : tensor<1x?x16xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_16 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%287, %292 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x16xf32>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %295 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %294 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_186 = tensor.expand_shape %extracted_slice_185 [[0, 1], [2], [3]] output_shape [1, 1, %dim, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_187 = tensor.extract_slice %extracted_slice_181[0, 0, 0, 0] [1, 2, %119, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_188 = tensor.extract_slice %extracted_slice_181[0, 0, 0, 1] [1, 2, %119, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_189 = tensor.extract_slice %expanded_186[0, 0, 0, 0] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_190 = tensor.extract_slice %expanded_186[0, 0, 0, 1] [1, 1, %dim, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %296 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %297 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_188, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %298 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %297 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %299 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_188, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %138, "mismatched size for broadcast"
    %300 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_187, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %301 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %300 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%139 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %concat_191 = tensor.concat dim(3) %298, %301 : (tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) -> tensor<1x2x?x8xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %302 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_189, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %303 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %304 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %303 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %305 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_190, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %146, "mismatched size for broadcast"
    %306 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_189, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %307 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %306 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%147 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_192 = tensor.concat dim(3) %304, %307 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_193 = tensor.concat dim(3) %extracted_slice_180, %concat_191 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x24xbf16>
    %transposed_194 = linalg.transpose ins(%expanded_48 : tensor<64x16xbf16>) outs(%154 : tensor<16x64xbf16>) permutation = [1, 0] 
    %collapsed_195 = tensor.collapse_shape %295 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %308 = linalg.matmul ins(%collapsed_195, %transposed_194 : tensor<?x16xbf16>, tensor<16x64xbf16>) outs(%156 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<?x64xf32>) outs(%158 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x64xbf16>
    %expanded_196 = tensor.expand_shape %309 [[0, 1, 2], [3]] output_shape [1, 1, %dim, 64] : tensor<?x64xbf16> into tensor<1x1x?x64xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_197 = tensor.reshape %expanded_196(%from_elements_138) : (tensor<1x1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_198 = linalg.transpose ins(%reshape_197 : tensor<1x?x2x32xbf16>) outs(%165 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_199 = tensor.extract_slice %transposed_198[0, 0, 0, 0] [1, 2, %164, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_200 = tensor.extract_slice %transposed_198[0, 0, 0, 16] [1, 2, %164, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %dim_201 = tensor.dim %304, %c2 : tensor<1x1x?x4xbf16>
    %310 = tensor.empty(%dim_201) : tensor<1x2x?x8xbf16>
    %collapsed_202 = tensor.collapse_shape %concat_192 [[0, 1], [2], [3]] : tensor<1x1x?x8xbf16> into tensor<1x?x8xbf16>
    %311 = linalg.generic {indexing_maps = [#map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_202 : tensor<1x?x8xbf16>) outs(%310 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x?x8xbf16>
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %312 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%170 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %164, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_199[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %inserted_slice_203 = tensor.insert_slice %312 into %168[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %313 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%172 : tensor<1x2x?x8xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim_201, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %311[%c0, %858, %862, %860] : tensor<1x2x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x8xbf16>
    %inserted_slice_204 = tensor.insert_slice %313 into %inserted_slice_203[0, 0, 0, 16] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %314 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%168 : tensor<1x2x?x24xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %119, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %concat_193[%c0, %858, %862, %860] : tensor<1x2x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x24xbf16>
    %collapsed_205 = tensor.collapse_shape %314 [[0, 1], [2], [3]] : tensor<1x2x?x24xbf16> into tensor<2x?x24xbf16>
    %transposed_206 = linalg.transpose ins(%inserted_slice_204 : tensor<1x2x?x24xbf16>) outs(%175 : tensor<1x2x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %315 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%175 : tensor<1x2x24x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim, %c1 : index
      %862 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %transposed_206[%c0, %858, %859, %862] : tensor<1x2x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x24x?xbf16>
    %collapsed_207 = tensor.collapse_shape %315 [[0, 1], [2], [3]] : tensor<1x2x24x?xbf16> into tensor<2x24x?xbf16>
    %316 = linalg.batch_matmul ins(%collapsed_205, %collapsed_207 : tensor<2x?x24xbf16>, tensor<2x24x?xbf16>) outs(%178 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<2x?x?xf32>) outs(%180 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %reshape_208 = tensor.reshape %317(%from_elements_149) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %318 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_208 : tensor<1x2x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %858 = arith.truncf %cst_11 : f64 to bf16
      %859 = arith.mulf %in, %858 : bf16
      linalg.yield %859 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %194, "mismatched size for broadcast"
    cf.assert %194, "mismatched size for broadcast"
    %319 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    %320 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x2x?x?xbf16>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %321:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%320 : tensor<1x2x?x?xf32>) outs(%201, %199 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_356: i64):
      %858 = linalg.index 3 : index
      %859 = arith.index_cast %858 : index to i64
      %860 = arith.maximumf %in, %out : f32
      %861 = arith.cmpf ogt, %in, %out : f32
      %862 = arith.select %861, %859, %out_356 : i64
      linalg.yield %860, %862 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_209 = tensor.expand_shape %321#0 [[0], [1], [2, 3]] output_shape [1, 2, %191, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %322 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %expanded_209 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.subf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %323 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x2x?x?xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.exp %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %324 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%323 : tensor<1x2x?x?xf32>) outs(%206 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x1xf32>
    %325 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323, %324 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.divf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %326 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325 : tensor<1x2x?x?xf32>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %327 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%210 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %191, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %863 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %326[%c0, %858, %862, %863] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %reshape_210 = tensor.reshape %327(%from_elements_152) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %328 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%212 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %164, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_200[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %collapsed_211 = tensor.collapse_shape %328 [[0, 1], [2], [3]] : tensor<1x2x?x16xbf16> into tensor<2x?x16xbf16>
    cf.assert %214, "mismatching contracting dimension"
    %329 = linalg.batch_matmul ins(%reshape_210, %collapsed_211 : tensor<2x?x?xbf16>, tensor<2x?x16xbf16>) outs(%216 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<2x?x16xf32>) outs(%218 : tensor<2x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x16xbf16>
    %expanded_212 = tensor.expand_shape %330 [[0, 1], [2], [3]] output_shape [1, 2, %191, 16] : tensor<2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %transposed_213 = linalg.transpose ins(%expanded_212 : tensor<1x2x?x16xbf16>) outs(%220 : tensor<1x?x2x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_214 = tensor.reshape %transposed_213(%from_elements_157) : (tensor<1x?x2x16xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %transposed_215 = linalg.transpose ins(%expanded_50 : tensor<128x32xbf16>) outs(%224 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_216 = tensor.collapse_shape %reshape_214 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %331 = arith.index_cast %223 : i64 to index
    %332 = tensor.empty(%331) : tensor<?x128xf32>
    %333 = linalg.fill ins(%cst : f32) outs(%332 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %334 = linalg.matmul ins(%collapsed_216, %transposed_215 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%333 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %335 = tensor.empty(%331) : tensor<?x128xbf16>
    %336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%334 : tensor<?x128xf32>) outs(%335 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_217 = tensor.expand_shape %336 [[0, 1], [2]] output_shape [1, %331, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %337 = "tp.mark_partial"(%expanded_217) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %338 = "tp.all_reduce"(%337) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_218 = tensor.dim %338, %c1 : tensor<1x?x128xbf16>
    %339 = arith.cmpi eq, %dim, %dim_218 : index
    cf.assert %339, "mismatched size for broadcast"
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %338 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%342 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %346 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %349 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_62, %348 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_219 = tensor.collapse_shape %349 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %350 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_219 : tensor<?x128xbf16>) outs(%245 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<?x128xf32>
    %351 = tensor.empty() : tensor<128x8xf32>
    %transposed_220 = linalg.transpose ins(%expanded_94 : tensor<8x128xf32>) outs(%351 : tensor<128x8xf32>) permutation = [1, 0] 
    %352 = tensor.empty(%dim) : tensor<?x8xf32>
    %353 = linalg.fill ins(%cst : f32) outs(%352 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %354 = linalg.matmul ins(%350, %transposed_220 : tensor<?x128xf32>, tensor<128x8xf32>) outs(%353 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<?x8xf32>) outs(%352 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<?x8xf32>
    %356 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%355, %cst_10 : tensor<?x8xf32>, tensor<8xf32>) outs(%352 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.addf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x8xf32>
    %expanded_221 = tensor.expand_shape %356 [[0], [1, 2]] output_shape [%dim, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
    %expanded_222 = tensor.expand_shape %356 [[0], [1, 2, 3]] output_shape [%dim, 2, 4, 1] : tensor<?x8xf32> into tensor<?x2x4x1xf32>
    %expanded_223 = tensor.expand_shape %356 [[0], [1, 2, 3]] output_shape [%dim, 2, 1, 4] : tensor<?x8xf32> into tensor<?x2x1x4xf32>
    %357 = tensor.empty(%dim) : tensor<?x2x4x1xi1>
    %358 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222, %expanded_222 : tensor<?x2x4x1xf32>, tensor<?x2x4x1xf32>) outs(%357 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x1xi1>
    %359 = tensor.empty(%dim) : tensor<?x2x1x4xi1>
    %360 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223, %expanded_223 : tensor<?x2x1x4xf32>, tensor<?x2x1x4xf32>) outs(%359 : tensor<?x2x1x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x1x4xi1>
    %361 = tensor.empty(%dim) : tensor<?x2x4x4xi1>
    %362 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223, %expanded_222 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %363 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358 : tensor<?x2x4x1xi1>) outs(%357 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x1xi1>
    %364 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %363 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %365 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %364 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %366 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_223, %expanded_222 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %367 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %358 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %368 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %367 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %369 = tensor.empty() : tensor<4xi64>
    %370 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%369 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %858 : index to i64
      linalg.yield %859 : i64
    } -> tensor<4xi64>
    %expanded_224 = tensor.expand_shape %370 [[0, 1]] output_shape [1, 4] : tensor<4xi64> into tensor<1x4xi64>
    %expanded_225 = tensor.expand_shape %370 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %371 = tensor.empty() : tensor<4x4xi1>
    %372 = linalg.generic {indexing_maps = [#map22, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_224, %expanded_225 : tensor<1x4xi64>, tensor<4x1xi64>) outs(%371 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi slt, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<4x4xi1>
    %373 = linalg.generic {indexing_maps = [#map13, #map23, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %372 : tensor<?x2x4x4xi1>, tensor<4x4xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %374 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %373 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%361 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %375 = tensor.empty(%dim) : tensor<?x2x4xi64>
    %376 = linalg.fill ins(%c0_i64 : i64) outs(%375 : tensor<?x2x4xi64>) -> tensor<?x2x4xi64>
    %377 = linalg.generic {indexing_maps = [#map13, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%374 : tensor<?x2x4x4xi1>) outs(%376 : tensor<?x2x4xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x4xi64>
    %expanded_226 = tensor.expand_shape %377 [[0], [1], [2, 3]] output_shape [%dim, 2, 1, 4] : tensor<?x2x4xi64> into tensor<?x2x1x4xi64>
    %378 = tensor.empty() : tensor<2xi64>
    %379 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%378 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %858 : index to i64
      linalg.yield %859 : i64
    } -> tensor<2xi64>
    %expanded_227 = tensor.expand_shape %379 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %380 = tensor.empty(%dim) : tensor<?x2x2x4xi1>
    %381 = linalg.generic {indexing_maps = [#map15, #map24, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226, %expanded_227 : tensor<?x2x1x4xi64>, tensor<2x1xi64>) outs(%380 : tensor<?x2x2x4xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x2x2x4xi1>
    %382 = tensor.empty(%dim) : tensor<?x2x2x4xi64>
    %383 = linalg.generic {indexing_maps = [#map13, #map25, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %370 : tensor<?x2x2x4xi1>, tensor<4xi64>) outs(%382 : tensor<?x2x2x4xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x2x4xi64>
    %384 = tensor.empty(%dim) : tensor<?x2x2xi64>
    %385 = linalg.fill ins(%c0_i64 : i64) outs(%384 : tensor<?x2x2xi64>) -> tensor<?x2x2xi64>
    %386 = linalg.generic {indexing_maps = [#map13, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%383 : tensor<?x2x2x4xi64>) outs(%385 : tensor<?x2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x2x2xi64>
    %387 = tensor.empty(%dim) : tensor<?x2x2xf32>
    %388 = linalg.fill ins(%cst : f32) outs(%387 : tensor<?x2x2xf32>) -> tensor<?x2x2xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<?x2x2xi64>) outs(%388 : tensor<?x2x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %858 = linalg.index 0 : index
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c4 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded_221[%858, %859, %860] : tensor<?x2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2xf32>
    %390 = tensor.empty(%dim) : tensor<?x2xf32>
    %391 = linalg.fill ins(%cst : f32) outs(%390 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%389 : tensor<?x2x2xf32>) outs(%391 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %expanded_228 = tensor.expand_shape %392 [[0], [1, 2]] output_shape [%dim, 2, 1] : tensor<?x2xf32> into tensor<?x2x1xf32>
    %expanded_229 = tensor.expand_shape %392 [[0], [1, 2]] output_shape [%dim, 1, 2] : tensor<?x2xf32> into tensor<?x1x2xf32>
    %393 = tensor.empty(%dim) : tensor<?x2x1xi1>
    %394 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_228, %expanded_228 : tensor<?x2x1xf32>, tensor<?x2x1xf32>) outs(%393 : tensor<?x2x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x1xi1>
    %395 = tensor.empty(%dim) : tensor<?x1x2xi1>
    %396 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %expanded_229 : tensor<?x1x2xf32>, tensor<?x1x2xf32>) outs(%395 : tensor<?x1x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %397 = tensor.empty(%dim) : tensor<?x2x2xi1>
    %398 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %expanded_228 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%394 : tensor<?x2x1xi1>) outs(%393 : tensor<?x2x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x1xi1>
    %400 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %399 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398, %400 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %402 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_229, %expanded_228 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %403 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%396, %394 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %403 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %expanded_230 = tensor.expand_shape %379 [[0, 1]] output_shape [1, 2] : tensor<2xi64> into tensor<1x2xi64>
    %405 = tensor.empty() : tensor<2x2xi1>
    %406 = linalg.generic {indexing_maps = [#map22, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_230, %expanded_227 : tensor<1x2xi64>, tensor<2x1xi64>) outs(%405 : tensor<2x2xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi slt, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<2x2xi1>
    %407 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %406 : tensor<?x2x2xi1>, tensor<2x2xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401, %407 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%397 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %409 = tensor.empty(%dim) : tensor<?x2xi64>
    %410 = linalg.fill ins(%c0_i64 : i64) outs(%409 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %411 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%408 : tensor<?x2x2xi1>) outs(%410 : tensor<?x2xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x2xi64>
    %expanded_231 = tensor.expand_shape %411 [[0], [1, 2]] output_shape [%dim, 1, 2] : tensor<?x2xi64> into tensor<?x1x2xi64>
    %expanded_232 = tensor.expand_shape %49 [[0, 1]] output_shape [1, 1] : tensor<1xi64> into tensor<1x1xi64>
    %412 = linalg.generic {indexing_maps = [#map1, #map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_231, %expanded_232 : tensor<?x1x2xi64>, tensor<1x1xi64>) outs(%395 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %413 = tensor.empty(%dim) : tensor<?x1x2xi64>
    %414 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %379 : tensor<?x1x2xi1>, tensor<2xi64>) outs(%413 : tensor<?x1x2xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x1x2xi64>
    %415 = tensor.empty(%dim) : tensor<?x1xi64>
    %416 = linalg.fill ins(%c0_i64 : i64) outs(%415 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %417 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<?x1x2xi64>) outs(%416 : tensor<?x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x1xi64>
    cf.assert %61, "negative values not allowed in new dimensions"
    %418 = tensor.empty(%dim) : tensor<?x2xf32>
    %419 = linalg.generic {indexing_maps = [#map28, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%418 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2xf32>
    %expanded_233 = tensor.expand_shape %417 [[0], [1, 2]] output_shape [%dim, 1, 1] : tensor<?x1xi64> into tensor<?x1x1xi64>
    %420 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233, %379 : tensor<?x1x1xi64>, tensor<2xi64>) outs(%395 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %421 = tensor.empty(%dim) : tensor<?x2xi1>
    %422 = linalg.fill ins(%false : i1) outs(%421 : tensor<?x2xi1>) -> tensor<?x2xi1>
    %423 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%420 : tensor<?x1x2xi1>) outs(%422 : tensor<?x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.ori %in, %out : i1
      linalg.yield %858 : i1
    } -> tensor<?x2xi1>
    cf.assert %true, "mismatched size for broadcast"
    %424 = linalg.generic {indexing_maps = [#map3, #map28, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%423, %cst_3, %419 : tensor<?x2xi1>, tensor<f32>, tensor<?x2xf32>) outs(%390 : tensor<?x2xf32>) {
    ^bb0(%in: i1, %in_356: f32, %in_357: f32, %out: f32):
      %858 = arith.select %in, %in_356, %in_357 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %425 = tensor.empty(%dim) : tensor<?x2x4xf32>
    %426 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<?x2xf32>) outs(%425 : tensor<?x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2x4xf32>
    %collapsed_234 = tensor.collapse_shape %426 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
    %427 = tensor.empty(%dim) : tensor<?x8xi1>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_234 : tensor<?x8xf32>) outs(%427 : tensor<?x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %858 = arith.cmpf une, %in, %cst : f32
      linalg.yield %858 : i1
    } -> tensor<?x8xi1>
    %429 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<?x8xi1>) outs(%427 : tensor<?x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x8xi1>
    %430 = linalg.generic {indexing_maps = [#map3, #map28, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%429, %cst_2, %356 : tensor<?x8xi1>, tensor<f32>, tensor<?x8xf32>) outs(%352 : tensor<?x8xf32>) {
    ^bb0(%in: i1, %in_356: f32, %in_357: f32, %out: f32):
      %858 = arith.select %in, %in_356, %in_357 : f32
      linalg.yield %858 : f32
    } -> tensor<?x8xf32>
    %expanded_235 = tensor.expand_shape %430 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_236 = tensor.expand_shape %430 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %431 = tensor.empty(%dim) : tensor<?x8x1xi1>
    %432 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_235, %expanded_235 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%431 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x1xi1>
    %433 = tensor.empty(%dim) : tensor<?x1x8xi1>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_236, %expanded_236 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%433 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x1x8xi1>
    %435 = tensor.empty(%dim) : tensor<?x8x8xi1>
    %436 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_236, %expanded_235 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %437 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<?x8x1xi1>) outs(%431 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x1xi1>
    %438 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %437 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %439 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%436, %438 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %440 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_236, %expanded_235 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %441 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%434, %432 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%440, %441 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %443 = tensor.empty() : tensor<8xi64>
    %444 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%443 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %858 : index to i64
      linalg.yield %859 : i64
    } -> tensor<8xi64>
    %expanded_237 = tensor.expand_shape %444 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_238 = tensor.expand_shape %444 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %445 = tensor.empty() : tensor<8x8xi1>
    %446 = linalg.generic {indexing_maps = [#map22, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_237, %expanded_238 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%445 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi slt, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<8x8xi1>
    %447 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%442, %446 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %448 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %447 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%435 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %449 = tensor.empty(%dim) : tensor<?x8xi64>
    %450 = linalg.fill ins(%c0_i64 : i64) outs(%449 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %451 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%448 : tensor<?x8x8xi1>) outs(%450 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x8xi64>
    %expanded_239 = tensor.expand_shape %451 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %452 = tensor.empty(%dim) : tensor<?x2x8xi1>
    %453 = linalg.generic {indexing_maps = [#map26, #map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_239, %expanded_227 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%452 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x2x8xi1>
    %454 = tensor.empty(%dim) : tensor<?x2x8xi64>
    %455 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%453, %444 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%454 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %456 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%455 : tensor<?x2x8xi64>) outs(%410 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x2xi64>
    %457 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%456 : tensor<?x2xi64>) outs(%391 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %in : i64 to index
      %860 = arith.cmpi slt, %859, %c8 : index
      cf.assert %860, "index must be smaller than dim size"
      %861 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %861, "index must be larger or equal to 0"
      %extracted = tensor.extract %355[%858, %859] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %458 = tensor.empty(%dim) : tensor<?x1xf32>
    %459 = linalg.fill ins(%cst : f32) outs(%458 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %460 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%457 : tensor<?x2xf32>) outs(%459 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x1xf32>
    %461 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%460 : tensor<?x1xf32>) outs(%458 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_9 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %462 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%457, %461 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%390 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.divf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %463 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%462 : tensor<?x2xf32>) outs(%390 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.mulf %in, %cst_17 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %expanded_240 = tensor.expand_shape %collapsed_219 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %464 = tensor.empty(%dim) : tensor<?x2x128xbf16>
    %465 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%464 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 0 : index
      %859 = linalg.index 2 : index
      %860 = arith.cmpi eq, %dim, %c1 : index
      %861 = arith.select %860, %c0, %858 : index
      %extracted = tensor.extract %expanded_240[%861, %c0, %859] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_241 = tensor.collapse_shape %465 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_242 = tensor.collapse_shape %463 [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
    %collapsed_243 = tensor.collapse_shape %456 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_244 = tensor.dim %collapsed_243, %c0 : tensor<?xi64>
    %466 = tensor.empty(%dim_244) : tensor<?x32x128xbf16>
    %467 = linalg.generic {indexing_maps = [#map29, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_243 : tensor<?xi64>) outs(%466 : tensor<?x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c8_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = linalg.index 1 : index
      %863 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_52[%861, %862, %863] : tensor<8x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x32x128xbf16>
    %468 = affine.apply #map30()[%dim]
    %expanded_245 = tensor.expand_shape %collapsed_241 [[0], [1, 2]] output_shape [%468, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %469 = arith.index_cast %dim_244 : index to i64
    %470 = arith.index_cast %468 : index to i64
    %471 = arith.cmpi eq, %469, %470 : i64
    cf.assert %471, "mismatching contracting dimension"
    %472 = tensor.empty(%dim_244) : tensor<?x32x1xf32>
    %473 = linalg.fill ins(%cst : f32) outs(%472 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %474 = linalg.batch_matmul ins(%467, %expanded_245 : tensor<?x32x128xbf16>, tensor<?x128x1xbf16>) outs(%473 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %475 = tensor.empty(%dim_244) : tensor<?x32x1xbf16>
    %476 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%474 : tensor<?x32x1xf32>) outs(%475 : tensor<?x32x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x32x1xbf16>
    %collapsed_246 = tensor.collapse_shape %476 [[0], [1, 2]] : tensor<?x32x1xbf16> into tensor<?x32xbf16>
    %extracted_slice_247 = tensor.extract_slice %collapsed_246[0, 0] [%dim_244, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %extracted_slice_248 = tensor.extract_slice %collapsed_246[0, 16] [%dim_244, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %477 = tensor.empty(%dim_244) : tensor<?x16xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_247 : tensor<?x16xbf16>) outs(%477 : tensor<?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<?x16xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%478 : tensor<?x16xf32>) outs(%477 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<?x16xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%478, %479 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%477 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x16xf32>
    %481 = tensor.empty(%dim_244) : tensor<?x16xbf16>
    %482 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%480 : tensor<?x16xf32>) outs(%481 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %483 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%482, %extracted_slice_248 : tensor<?x16xbf16>, tensor<?x16xbf16>) outs(%481 : tensor<?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %484 = tensor.empty(%dim_244) : tensor<?x128x16xbf16>
    %485 = linalg.generic {indexing_maps = [#map29, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_243 : tensor<?xi64>) outs(%484 : tensor<?x128x16xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c8_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = linalg.index 1 : index
      %863 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_54[%861, %862, %863] : tensor<8x128x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x16xbf16>
    %expanded_249 = tensor.expand_shape %483 [[0], [1, 2]] output_shape [%dim_244, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %486 = tensor.empty(%dim_244) : tensor<?x128x1xf32>
    %487 = linalg.fill ins(%cst : f32) outs(%486 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %488 = linalg.batch_matmul ins(%485, %expanded_249 : tensor<?x128x16xbf16>, tensor<?x16x1xbf16>) outs(%487 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %489 = tensor.empty(%dim_244) : tensor<?x128x1xbf16>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<?x128x1xf32>) outs(%489 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_250 = tensor.collapse_shape %490 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %491 = affine.apply #map30()[%dim]
    %expanded_251 = tensor.expand_shape %collapsed_242 [[0, 1]] output_shape [%491, 1] : tensor<?xf32> into tensor<?x1xf32>
    %492 = arith.cmpi eq, %dim_244, %491 : index
    cf.assert %492, "mismatched size for broadcast"
    %493 = tensor.empty(%dim_244) : tensor<?x128xf32>
    %494 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_250, %expanded_251 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%493 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_356: f32, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      %859 = arith.mulf %858, %in_356 : f32
      linalg.yield %859 : f32
    } -> tensor<?x128xf32>
    %495 = arith.divsi %dim_244, %c2 : index
    %expanded_252 = tensor.expand_shape %494 [[0, 1], [2]] output_shape [%495, 2, 128] : tensor<?x128xf32> into tensor<?x2x128xf32>
    %496 = tensor.empty(%495) : tensor<?x128xf32>
    %497 = linalg.fill ins(%cst : f32) outs(%496 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_252 : tensor<?x2x128xf32>) outs(%497 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x128xf32>
    %499 = tensor.empty(%495) : tensor<?x128xbf16>
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%498 : tensor<?x128xf32>) outs(%499 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_253 = tensor.expand_shape %500 [[0, 1], [2]] output_shape [1, %495, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %501 = tensor.empty() : tensor<128x16xbf16>
    %transposed_254 = linalg.transpose ins(%expanded_56 : tensor<16x128xbf16>) outs(%501 : tensor<128x16xbf16>) permutation = [1, 0] 
    %502 = tensor.empty(%dim) : tensor<?x16xf32>
    %503 = linalg.fill ins(%cst : f32) outs(%502 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %504 = linalg.matmul ins(%collapsed_219, %transposed_254 : tensor<?x128xbf16>, tensor<128x16xbf16>) outs(%503 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %505 = tensor.empty(%dim) : tensor<?x16xbf16>
    %506 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<?x16xf32>) outs(%505 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %expanded_255 = tensor.expand_shape %506 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_255 : tensor<1x?x16xbf16>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x?x16xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<1x?x16xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507, %508 : tensor<1x?x16xf32>, tensor<1x?x16xf32>) outs(%127 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x?x16xf32>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %transposed_256 = linalg.transpose ins(%expanded_58 : tensor<16x128xbf16>) outs(%501 : tensor<128x16xbf16>) permutation = [1, 0] 
    %511 = linalg.matmul ins(%collapsed_219, %transposed_256 : tensor<?x128xbf16>, tensor<128x16xbf16>) outs(%503 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %512 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%511 : tensor<?x16xf32>) outs(%505 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %expanded_257 = tensor.expand_shape %512 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    %513 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%510, %expanded_257 : tensor<1x?x16xbf16>, tensor<1x?x16xbf16>) outs(%135 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %514 = tensor.empty() : tensor<16x128xbf16>
    %transposed_258 = linalg.transpose ins(%expanded_60 : tensor<128x16xbf16>) outs(%514 : tensor<16x128xbf16>) permutation = [1, 0] 
    %collapsed_259 = tensor.collapse_shape %513 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %515 = linalg.matmul ins(%collapsed_259, %transposed_258 : tensor<?x16xbf16>, tensor<16x128xbf16>) outs(%246 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %516 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%515 : tensor<?x128xf32>) outs(%248 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_260 = tensor.expand_shape %516 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %517 = arith.cmpi eq, %495, %dim : index
    cf.assert %517, "mismatched size for broadcast"
    %518 = tensor.empty(%495) : tensor<1x?x128xbf16>
    %519 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_253, %expanded_260 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%518 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %520 = "tp.mark_partial"(%519) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %521 = "tp.all_reduce"(%520) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_261 = tensor.dim %521, %c1 : tensor<1x?x128xbf16>
    %522 = arith.cmpi eq, %dim, %dim_261 : index
    cf.assert %522, "mismatched size for broadcast"
    %523 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %521 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%525 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%528 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %530 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%524, %529 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %531 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%530 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %532 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %531 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %533 = arith.minsi %0, %c1_i64 : i64
    %534 = arith.index_cast %533 : i64 to index
    %535 = arith.subi %dim, %534 : index
    %536 = arith.maxsi %535, %c0 : index
    %extracted_slice_262 = tensor.extract_slice %arg0[0, %534] [1, %536] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %537 = arith.minsi %dim, %c1 : index
    %538 = arith.subi %537, %6 : index
    %539 = arith.maxsi %538, %c0 : index
    %extracted_slice_263 = tensor.extract_slice %arg0[0, %6] [1, %539] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %concat_264 = tensor.concat dim(1) %extracted_slice_262, %extracted_slice_263 : (tensor<1x?xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %540 = affine.apply #map31()[%536, %539]
    %541 = tensor.empty(%540) : tensor<1x?x128xbf16>
    %542 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_264 : tensor<1x?xi64>) outs(%541 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.index_cast %in : i64 to index
      %859 = linalg.index 2 : index
      %860 = arith.cmpi slt, %858, %c64 : index
      cf.assert %860, "index must be smaller than dim size"
      %861 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %861, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%858, %859] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %543 = tensor.empty(%540) : tensor<1x?x128xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<1x?x128xbf16>) outs(%543 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544 : tensor<1x?x128xf32>) outs(%543 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %546 = tensor.empty(%540) : tensor<1x?x1xf32>
    %547 = linalg.fill ins(%cst : f32) outs(%546 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%545 : tensor<1x?x128xf32>) outs(%547 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548 : tensor<1x?x1xf32>) outs(%546 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549 : tensor<1x?x1xf32>) outs(%546 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%550 : tensor<1x?x1xf32>) outs(%546 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%544, %551 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%543 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%552 : tensor<1x?x128xf32>) outs(%541 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %554 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_64, %553 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%541 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %555 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_65, %531 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %concat_265 = tensor.concat dim(2) %554, %555 : (tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) -> tensor<1x?x256xbf16>
    %556 = tensor.empty() : tensor<256x128xbf16>
    %transposed_266 = linalg.transpose ins(%expanded_67 : tensor<128x256xbf16>) outs(%556 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_267 = tensor.collapse_shape %concat_265 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %dim_268 = tensor.dim %554, %c1 : tensor<1x?x128xbf16>
    %557 = tensor.empty(%dim_268) : tensor<?x128xf32>
    %558 = linalg.fill ins(%cst : f32) outs(%557 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %559 = linalg.matmul ins(%collapsed_267, %transposed_266 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%558 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %560 = tensor.empty(%dim_268) : tensor<?x128xbf16>
    %561 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%559 : tensor<?x128xf32>) outs(%560 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_269 = tensor.expand_shape %561 [[0, 1], [2]] output_shape [1, %dim_268, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    cf.assert %169, "negative values not allowed in new dimensions"
    cf.assert %169, "negative values not allowed in new dimensions"
    %562 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %563 = linalg.generic {indexing_maps = [#map28, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<bf16>) outs(%562 : tensor<?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<?x?xbf16>
    %564 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %565 = linalg.generic {indexing_maps = [#map22, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_97, %expanded_103 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%564 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_356: i64, %out: i64):
      %858 = arith.subi %in, %in_356 : i64
      linalg.yield %858 : i64
    } -> tensor<?x?xi64>
    %566 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%565 : tensor<?x?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %858 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %858 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %567 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %568 = linalg.generic {indexing_maps = [#map3, #map3, #map28, #map3], iterator_types = ["parallel", "parallel"]} ins(%566, %563, %cst_6 : tensor<?x?xi1>, tensor<?x?xbf16>, tensor<bf16>) outs(%567 : tensor<?x?xbf16>) {
    ^bb0(%in: i1, %in_356: bf16, %in_357: bf16, %out: bf16):
      %858 = arith.select %in, %in_356, %in_357 : bf16
      linalg.yield %858 : bf16
    } -> tensor<?x?xbf16>
    %expanded_270 = tensor.expand_shape %568 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xbf16> into tensor<1x1x?x?xbf16>
    %569 = tensor.empty(%dim_268) : tensor<1x?x128xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_269 : tensor<1x?x128xbf16>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x?x128xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %572 = tensor.empty(%dim_268) : tensor<1x?x1xf32>
    %573 = linalg.fill ins(%cst : f32) outs(%572 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%571 : tensor<1x?x128xf32>) outs(%573 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570, %577 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %579 = tensor.empty(%dim_268) : tensor<1x?x128xbf16>
    %580 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<1x?x128xf32>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %581 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_90, %580 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_271 = linalg.transpose ins(%expanded_69 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_272 = tensor.collapse_shape %581 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %582 = tensor.empty(%dim_268) : tensor<?x32xf32>
    %583 = linalg.fill ins(%cst : f32) outs(%582 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %584 = linalg.matmul ins(%collapsed_272, %transposed_271 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%583 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %585 = tensor.empty(%dim_268) : tensor<?x32xbf16>
    %586 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%584 : tensor<?x32xf32>) outs(%585 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x32xbf16>
    %expanded_273 = tensor.expand_shape %586 [[0, 1], [2]] output_shape [1, %dim_268, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %587 = tensor.empty(%dim_268) : tensor<1x?x32xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_273 : tensor<1x?x32xbf16>) outs(%587 : tensor<1x?x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588 : tensor<1x?x32xf32>) outs(%587 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<1x?x32xf32>) outs(%573 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_15 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %592 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%592 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%588, %593 : tensor<1x?x32xf32>, tensor<1x?x1xf32>) outs(%587 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x32xf32>
    %595 = tensor.empty(%dim_268) : tensor<1x?x32xbf16>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%594 : tensor<1x?x32xf32>) outs(%595 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %597 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_70, %596 : tensor<32xbf16>, tensor<1x?x32xbf16>) outs(%595 : tensor<1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x32xbf16>
    %transposed_274 = linalg.transpose ins(%expanded_72 : tensor<48x32xbf16>) outs(%104 : tensor<32x48xbf16>) permutation = [1, 0] 
    %collapsed_275 = tensor.collapse_shape %597 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %598 = tensor.empty(%dim_268) : tensor<?x48xf32>
    %599 = linalg.fill ins(%cst : f32) outs(%598 : tensor<?x48xf32>) -> tensor<?x48xf32>
    %600 = linalg.matmul ins(%collapsed_275, %transposed_274 : tensor<?x32xbf16>, tensor<32x48xbf16>) outs(%599 : tensor<?x48xf32>) -> tensor<?x48xf32>
    %601 = tensor.empty(%dim_268) : tensor<?x48xbf16>
    %602 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%600 : tensor<?x48xf32>) outs(%601 : tensor<?x48xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x48xbf16>
    %expanded_276 = tensor.expand_shape %602 [[0, 1], [2]] output_shape [1, %dim_268, 48] : tensor<?x48xbf16> into tensor<1x?x48xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %603 = arith.index_cast %dim_268 : index to i64
    %604 = arith.muli %603, %c48_i64 : i64
    %605 = arith.divsi %604, %114 : i64
    %606 = arith.select %110, %605, %0 : i64
    %from_elements_277 = tensor.from_elements %c1_i64, %606, %605, %c24_i64 : tensor<4xi64>
    %reshape_278 = tensor.reshape %expanded_276(%from_elements_277) : (tensor<1x?x48xbf16>, tensor<4xi64>) -> tensor<1x?x2x24xbf16>
    %607 = arith.index_cast %606 : i64 to index
    %608 = tensor.empty(%607) : tensor<1x2x?x24xbf16>
    %transposed_279 = linalg.transpose ins(%reshape_278 : tensor<1x?x2x24xbf16>) outs(%608 : tensor<1x2x?x24xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_280 = tensor.extract_slice %transposed_279[0, 0, 0, 0] [1, 2, %607, 16] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_281 = tensor.extract_slice %transposed_279[0, 0, 0, 16] [1, 2, %607, 8] [1, 1, 1, 1] : tensor<1x2x?x24xbf16> to tensor<1x2x?x8xbf16>
    %transposed_282 = linalg.transpose ins(%expanded_74 : tensor<24x128xbf16>) outs(%121 : tensor<128x24xbf16>) permutation = [1, 0] 
    %609 = tensor.empty(%dim_268) : tensor<?x24xf32>
    %610 = linalg.fill ins(%cst : f32) outs(%609 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %611 = linalg.matmul ins(%collapsed_272, %transposed_282 : tensor<?x128xbf16>, tensor<128x24xbf16>) outs(%610 : tensor<?x24xf32>) -> tensor<?x24xf32>
    %612 = tensor.empty(%dim_268) : tensor<?x24xbf16>
    %613 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%611 : tensor<?x24xf32>) outs(%612 : tensor<?x24xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x24xbf16>
    %expanded_283 = tensor.expand_shape %613 [[0, 1], [2]] output_shape [1, %dim_268, 24] : tensor<?x24xbf16> into tensor<1x?x24xbf16>
    %extracted_slice_284 = tensor.extract_slice %expanded_283[0, 0, 0] [1, %dim_268, 16] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x16xbf16>
    %extracted_slice_285 = tensor.extract_slice %expanded_283[0, 0, 16] [1, %dim_268, 8] [1, 1, 1] : tensor<1x?x24xbf16> to tensor<1x?x8xbf16>
    %614 = tensor.empty(%dim_268) : tensor<1x?x16xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_284 : tensor<1x?x16xbf16>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615 : tensor<1x?x16xf32>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%616 : tensor<1x?x16xf32>) outs(%573 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_16 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%618 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%615, %620 : tensor<1x?x16xf32>, tensor<1x?x1xf32>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %622 = tensor.empty(%dim_268) : tensor<1x?x16xbf16>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<1x?x16xf32>) outs(%622 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %624 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_75, %623 : tensor<16xbf16>, tensor<1x?x16xbf16>) outs(%622 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %expanded_286 = tensor.expand_shape %extracted_slice_285 [[0, 1], [2], [3]] output_shape [1, 1, %dim_268, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %extracted_slice_287 = tensor.extract_slice %extracted_slice_281[0, 0, 0, 0] [1, 2, %607, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_288 = tensor.extract_slice %extracted_slice_281[0, 0, 0, 1] [1, 2, %607, 4] [1, 1, 1, 2] : tensor<1x2x?x8xbf16> to tensor<1x2x?x4xbf16>
    %extracted_slice_289 = tensor.extract_slice %expanded_286[0, 0, 0, 0] [1, 1, %dim_268, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %extracted_slice_290 = tensor.extract_slice %expanded_286[0, 0, 0, 1] [1, 1, %dim_268, 4] [1, 1, 1, 2] : tensor<1x1x?x8xbf16> to tensor<1x1x?x4xbf16>
    %625 = arith.cmpi eq, %607, %dim_111 : index
    cf.assert %625, "mismatched size for broadcast"
    %626 = tensor.empty(%607) : tensor<1x2x?x4xbf16>
    %627 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_287, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %625, "mismatched size for broadcast"
    %628 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_288, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %629 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%627, %628 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %625, "mismatched size for broadcast"
    %630 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_288, %expanded_125 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    cf.assert %625, "mismatched size for broadcast"
    %631 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_287, %expanded_127 : tensor<1x2x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %632 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%630, %631 : tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) outs(%626 : tensor<1x2x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x4xbf16>
    %concat_291 = tensor.concat dim(3) %629, %632 : (tensor<1x2x?x4xbf16>, tensor<1x2x?x4xbf16>) -> tensor<1x2x?x8xbf16>
    %633 = arith.cmpi eq, %dim_268, %dim_111 : index
    cf.assert %633, "mismatched size for broadcast"
    %634 = tensor.empty(%dim_268) : tensor<1x1x?x4xbf16>
    %635 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_289, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %633, "mismatched size for broadcast"
    %636 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_290, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %637 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%635, %636 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.subf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %633, "mismatched size for broadcast"
    %638 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_290, %expanded_125 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    cf.assert %633, "mismatched size for broadcast"
    %639 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_289, %expanded_127 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %640 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %639 : tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) outs(%634 : tensor<1x1x?x4xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x1x?x4xbf16>
    %concat_292 = tensor.concat dim(3) %637, %640 : (tensor<1x1x?x4xbf16>, tensor<1x1x?x4xbf16>) -> tensor<1x1x?x8xbf16>
    %concat_293 = tensor.concat dim(3) %extracted_slice_280, %concat_291 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x24xbf16>
    %transposed_294 = linalg.transpose ins(%expanded_77 : tensor<64x16xbf16>) outs(%154 : tensor<16x64xbf16>) permutation = [1, 0] 
    %collapsed_295 = tensor.collapse_shape %624 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %641 = tensor.empty(%dim_268) : tensor<?x64xf32>
    %642 = linalg.fill ins(%cst : f32) outs(%641 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %643 = linalg.matmul ins(%collapsed_295, %transposed_294 : tensor<?x16xbf16>, tensor<16x64xbf16>) outs(%642 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %644 = tensor.empty(%dim_268) : tensor<?x64xbf16>
    %645 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%643 : tensor<?x64xf32>) outs(%644 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x64xbf16>
    %expanded_296 = tensor.expand_shape %645 [[0, 1, 2], [3]] output_shape [1, 1, %dim_268, 64] : tensor<?x64xbf16> into tensor<1x1x?x64xbf16>
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %646 = arith.muli %603, %c64_i64 : i64
    %647 = arith.divsi %646, %160 : i64
    %648 = arith.select %110, %647, %0 : i64
    %from_elements_297 = tensor.from_elements %c1_i64, %648, %647, %c32_i64 : tensor<4xi64>
    %reshape_298 = tensor.reshape %expanded_296(%from_elements_297) : (tensor<1x1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %649 = arith.index_cast %648 : i64 to index
    %650 = tensor.empty(%649) : tensor<1x2x?x32xbf16>
    %transposed_299 = linalg.transpose ins(%reshape_298 : tensor<1x?x2x32xbf16>) outs(%650 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %extracted_slice_300 = tensor.extract_slice %transposed_299[0, 0, 0, 0] [1, 2, %649, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_301 = tensor.extract_slice %transposed_299[0, 0, 0, 16] [1, 2, %649, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %dim_302 = tensor.dim %637, %c2 : tensor<1x1x?x4xbf16>
    %651 = tensor.empty(%dim_302) : tensor<1x2x?x8xbf16>
    %collapsed_303 = tensor.collapse_shape %concat_292 [[0, 1], [2], [3]] : tensor<1x1x?x8xbf16> into tensor<1x?x8xbf16>
    %652 = linalg.generic {indexing_maps = [#map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_303 : tensor<1x?x8xbf16>) outs(%651 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x?x8xbf16>
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %653 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%170 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %649, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_300[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %inserted_slice_304 = tensor.insert_slice %653 into %168[0, 0, 0, 0] [1, 2, %dim, 16] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %169, "unimplemented: dynamic negative broadcast sizes"
    %654 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%172 : tensor<1x2x?x8xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim_302, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %652[%c0, %858, %862, %860] : tensor<1x2x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x8xbf16>
    %inserted_slice_305 = tensor.insert_slice %654 into %inserted_slice_304[0, 0, 0, 16] [1, 2, %dim, 8] [1, 1, 1, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x24xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %655 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%168 : tensor<1x2x?x24xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %607, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %concat_293[%c0, %858, %862, %860] : tensor<1x2x?x24xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x24xbf16>
    %collapsed_306 = tensor.collapse_shape %655 [[0, 1], [2], [3]] : tensor<1x2x?x24xbf16> into tensor<2x?x24xbf16>
    %transposed_307 = linalg.transpose ins(%inserted_slice_305 : tensor<1x2x?x24xbf16>) outs(%175 : tensor<1x2x24x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %656 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%175 : tensor<1x2x24x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %dim, %c1 : index
      %862 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %transposed_307[%c0, %858, %859, %862] : tensor<1x2x24x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x24x?xbf16>
    %collapsed_308 = tensor.collapse_shape %656 [[0, 1], [2], [3]] : tensor<1x2x24x?xbf16> into tensor<2x24x?xbf16>
    %657 = linalg.batch_matmul ins(%collapsed_306, %collapsed_308 : tensor<2x?x24xbf16>, tensor<2x24x?xbf16>) outs(%178 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %658 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657 : tensor<2x?x?xf32>) outs(%180 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %reshape_309 = tensor.reshape %658(%from_elements_149) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %659 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_309 : tensor<1x2x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %858 = arith.truncf %cst_11 : f64 to bf16
      %859 = arith.mulf %in, %858 : bf16
      linalg.yield %859 : bf16
    } -> tensor<1x2x?x?xbf16>
    %660 = arith.cmpi eq, %191, %dim : index
    cf.assert %660, "mismatched size for broadcast"
    cf.assert %660, "mismatched size for broadcast"
    %661 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %expanded_270 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    %662 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%661 : tensor<1x2x?x?xbf16>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %663:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%662 : tensor<1x2x?x?xf32>) outs(%201, %199 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_356: i64):
      %858 = linalg.index 3 : index
      %859 = arith.index_cast %858 : index to i64
      %860 = arith.maximumf %in, %out : f32
      %861 = arith.cmpf ogt, %in, %out : f32
      %862 = arith.select %861, %859, %out_356 : i64
      linalg.yield %860, %862 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_310 = tensor.expand_shape %663#0 [[0], [1], [2, 3]] output_shape [1, 2, %191, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %664 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%662, %expanded_310 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.subf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %665 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%664 : tensor<1x2x?x?xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.exp %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %666 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%665 : tensor<1x2x?x?xf32>) outs(%206 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x1xf32>
    %667 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%665, %666 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%196 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.divf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x2x?x?xf32>
    %668 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667 : tensor<1x2x?x?xf32>) outs(%192 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %669 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%210 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %191, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %863 = arith.select %861, %c0, %860 : index
      %extracted = tensor.extract %668[%c0, %858, %862, %863] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %187, "must have at most one inferred (negative) dimension"
    %reshape_311 = tensor.reshape %669(%from_elements_152) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %670 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%212 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 1 : index
      %859 = linalg.index 2 : index
      %860 = linalg.index 3 : index
      %861 = arith.cmpi eq, %649, %c1 : index
      %862 = arith.select %861, %c0, %859 : index
      %extracted = tensor.extract %extracted_slice_301[%c0, %858, %862, %860] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %collapsed_312 = tensor.collapse_shape %670 [[0, 1], [2], [3]] : tensor<1x2x?x16xbf16> into tensor<2x?x16xbf16>
    cf.assert %214, "mismatching contracting dimension"
    %671 = linalg.batch_matmul ins(%reshape_311, %collapsed_312 : tensor<2x?x?xbf16>, tensor<2x?x16xbf16>) outs(%216 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<2x?x16xf32>) outs(%218 : tensor<2x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<2x?x16xbf16>
    %expanded_313 = tensor.expand_shape %672 [[0, 1], [2], [3]] output_shape [1, 2, %191, 16] : tensor<2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %transposed_314 = linalg.transpose ins(%expanded_313 : tensor<1x2x?x16xbf16>) outs(%220 : tensor<1x?x2x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %115, "must have at most one inferred (negative) dimension"
    %reshape_315 = tensor.reshape %transposed_314(%from_elements_157) : (tensor<1x?x2x16xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %transposed_316 = linalg.transpose ins(%expanded_79 : tensor<128x32xbf16>) outs(%224 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_317 = tensor.collapse_shape %reshape_315 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %673 = arith.index_cast %223 : i64 to index
    %674 = tensor.empty(%673) : tensor<?x128xf32>
    %675 = linalg.fill ins(%cst : f32) outs(%674 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %676 = linalg.matmul ins(%collapsed_317, %transposed_316 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%675 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %677 = tensor.empty(%673) : tensor<?x128xbf16>
    %678 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%676 : tensor<?x128xf32>) outs(%677 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_318 = tensor.expand_shape %678 [[0, 1], [2]] output_shape [1, %673, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %679 = "tp.mark_partial"(%expanded_318) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %680 = "tp.all_reduce"(%679) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_319 = tensor.dim %680, %c1 : tensor<1x?x128xbf16>
    %681 = arith.cmpi eq, %dim_268, %dim_319 : index
    cf.assert %681, "mismatched size for broadcast"
    %682 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_269, %680 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %683 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<1x?x128xbf16>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<1x?x128xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%684 : tensor<1x?x128xf32>) outs(%573 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %687 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %688 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%687 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683, %688 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<1x?x128xf32>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %691 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_91, %690 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_320 = tensor.collapse_shape %691 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %692 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_320 : tensor<?x128xbf16>) outs(%557 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<?x128xf32>
    %transposed_321 = linalg.transpose ins(%expanded_96 : tensor<8x128xf32>) outs(%351 : tensor<128x8xf32>) permutation = [1, 0] 
    %693 = tensor.empty(%dim_268) : tensor<?x8xf32>
    %694 = linalg.fill ins(%cst : f32) outs(%693 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %695 = linalg.matmul ins(%692, %transposed_321 : tensor<?x128xf32>, tensor<128x8xf32>) outs(%694 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %696 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%695 : tensor<?x8xf32>) outs(%693 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<?x8xf32>
    %697 = linalg.generic {indexing_maps = [#map3, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%696, %cst_8 : tensor<?x8xf32>, tensor<8xf32>) outs(%693 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.addf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x8xf32>
    %expanded_322 = tensor.expand_shape %697 [[0], [1, 2]] output_shape [%dim_268, 2, 4] : tensor<?x8xf32> into tensor<?x2x4xf32>
    %expanded_323 = tensor.expand_shape %697 [[0], [1, 2, 3]] output_shape [%dim_268, 2, 4, 1] : tensor<?x8xf32> into tensor<?x2x4x1xf32>
    %expanded_324 = tensor.expand_shape %697 [[0], [1, 2, 3]] output_shape [%dim_268, 2, 1, 4] : tensor<?x8xf32> into tensor<?x2x1x4xf32>
    %698 = tensor.empty(%dim_268) : tensor<?x2x4x1xi1>
    %699 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_323, %expanded_323 : tensor<?x2x4x1xf32>, tensor<?x2x4x1xf32>) outs(%698 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x1xi1>
    %700 = tensor.empty(%dim_268) : tensor<?x2x1x4xi1>
    %701 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_324, %expanded_324 : tensor<?x2x1x4xf32>, tensor<?x2x1x4xf32>) outs(%700 : tensor<?x2x1x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x1x4xi1>
    %702 = tensor.empty(%dim_268) : tensor<?x2x4x4xi1>
    %703 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_324, %expanded_323 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %704 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699 : tensor<?x2x4x1xi1>) outs(%698 : tensor<?x2x4x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x1xi1>
    %705 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %704 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %706 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %705 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %707 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_324, %expanded_323 : tensor<?x2x1x4xf32>, tensor<?x2x4x1xf32>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %708 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %699 : tensor<?x2x1x4xi1>, tensor<?x2x4x1xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %709 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707, %708 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %710 = linalg.generic {indexing_maps = [#map13, #map23, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%709, %372 : tensor<?x2x4x4xi1>, tensor<4x4xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %711 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%706, %710 : tensor<?x2x4x4xi1>, tensor<?x2x4x4xi1>) outs(%702 : tensor<?x2x4x4xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x4x4xi1>
    %712 = tensor.empty(%dim_268) : tensor<?x2x4xi64>
    %713 = linalg.fill ins(%c0_i64 : i64) outs(%712 : tensor<?x2x4xi64>) -> tensor<?x2x4xi64>
    %714 = linalg.generic {indexing_maps = [#map13, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%711 : tensor<?x2x4x4xi1>) outs(%713 : tensor<?x2x4xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x4xi64>
    %expanded_325 = tensor.expand_shape %714 [[0], [1], [2, 3]] output_shape [%dim_268, 2, 1, 4] : tensor<?x2x4xi64> into tensor<?x2x1x4xi64>
    %715 = tensor.empty(%dim_268) : tensor<?x2x2x4xi1>
    %716 = linalg.generic {indexing_maps = [#map15, #map24, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_325, %expanded_227 : tensor<?x2x1x4xi64>, tensor<2x1xi64>) outs(%715 : tensor<?x2x2x4xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x2x2x4xi1>
    %717 = tensor.empty(%dim_268) : tensor<?x2x2x4xi64>
    %718 = linalg.generic {indexing_maps = [#map13, #map25, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%716, %370 : tensor<?x2x2x4xi1>, tensor<4xi64>) outs(%717 : tensor<?x2x2x4xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x2x4xi64>
    %719 = tensor.empty(%dim_268) : tensor<?x2x2xi64>
    %720 = linalg.fill ins(%c0_i64 : i64) outs(%719 : tensor<?x2x2xi64>) -> tensor<?x2x2xi64>
    %721 = linalg.generic {indexing_maps = [#map13, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%718 : tensor<?x2x2x4xi64>) outs(%720 : tensor<?x2x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x2x2xi64>
    %722 = tensor.empty(%dim_268) : tensor<?x2x2xf32>
    %723 = linalg.fill ins(%cst : f32) outs(%722 : tensor<?x2x2xf32>) -> tensor<?x2x2xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%721 : tensor<?x2x2xi64>) outs(%723 : tensor<?x2x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %858 = linalg.index 0 : index
      %859 = linalg.index 1 : index
      %860 = arith.index_cast %in : i64 to index
      %861 = arith.cmpi slt, %860, %c4 : index
      cf.assert %861, "index must be smaller than dim size"
      %862 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %862, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded_322[%858, %859, %860] : tensor<?x2x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2x2xf32>
    %725 = tensor.empty(%dim_268) : tensor<?x2xf32>
    %726 = linalg.fill ins(%cst : f32) outs(%725 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %727 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%724 : tensor<?x2x2xf32>) outs(%726 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %expanded_326 = tensor.expand_shape %727 [[0], [1, 2]] output_shape [%dim_268, 2, 1] : tensor<?x2xf32> into tensor<?x2x1xf32>
    %expanded_327 = tensor.expand_shape %727 [[0], [1, 2]] output_shape [%dim_268, 1, 2] : tensor<?x2xf32> into tensor<?x1x2xf32>
    %728 = tensor.empty(%dim_268) : tensor<?x2x1xi1>
    %729 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_326, %expanded_326 : tensor<?x2x1xf32>, tensor<?x2x1xf32>) outs(%728 : tensor<?x2x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x1xi1>
    %730 = tensor.empty(%dim_268) : tensor<?x1x2xi1>
    %731 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_327, %expanded_327 : tensor<?x1x2xf32>, tensor<?x1x2xf32>) outs(%730 : tensor<?x1x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %732 = tensor.empty(%dim_268) : tensor<?x2x2xi1>
    %733 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_327, %expanded_326 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %734 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<?x2x1xi1>) outs(%728 : tensor<?x2x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x1xi1>
    %735 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %734 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %736 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%733, %735 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %737 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_327, %expanded_326 : tensor<?x1x2xf32>, tensor<?x2x1xf32>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %738 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731, %729 : tensor<?x1x2xi1>, tensor<?x2x1xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %739 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %738 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %740 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%739, %406 : tensor<?x2x2xi1>, tensor<2x2xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %741 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %740 : tensor<?x2x2xi1>, tensor<?x2x2xi1>) outs(%732 : tensor<?x2x2xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x2x2xi1>
    %742 = tensor.empty(%dim_268) : tensor<?x2xi64>
    %743 = linalg.fill ins(%c0_i64 : i64) outs(%742 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %744 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%741 : tensor<?x2x2xi1>) outs(%743 : tensor<?x2xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x2xi64>
    %expanded_328 = tensor.expand_shape %744 [[0], [1, 2]] output_shape [%dim_268, 1, 2] : tensor<?x2xi64> into tensor<?x1x2xi64>
    %745 = linalg.generic {indexing_maps = [#map1, #map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_328, %expanded_232 : tensor<?x1x2xi64>, tensor<1x1xi64>) outs(%730 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %746 = tensor.empty(%dim_268) : tensor<?x1x2xi64>
    %747 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745, %379 : tensor<?x1x2xi1>, tensor<2xi64>) outs(%746 : tensor<?x1x2xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x1x2xi64>
    %748 = tensor.empty(%dim_268) : tensor<?x1xi64>
    %749 = linalg.fill ins(%c0_i64 : i64) outs(%748 : tensor<?x1xi64>) -> tensor<?x1xi64>
    %750 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%747 : tensor<?x1x2xi64>) outs(%749 : tensor<?x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x1xi64>
    %751 = arith.cmpi sge, %603, %c0_i64 : i64
    cf.assert %751, "negative values not allowed in new dimensions"
    %752 = tensor.empty(%dim_268) : tensor<?x2xf32>
    %753 = linalg.generic {indexing_maps = [#map28, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%752 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2xf32>
    %expanded_329 = tensor.expand_shape %750 [[0], [1, 2]] output_shape [%dim_268, 1, 1] : tensor<?x1xi64> into tensor<?x1x1xi64>
    %754 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_329, %379 : tensor<?x1x1xi64>, tensor<2xi64>) outs(%730 : tensor<?x1x2xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x1x2xi1>
    %755 = tensor.empty(%dim_268) : tensor<?x2xi1>
    %756 = linalg.fill ins(%false : i1) outs(%755 : tensor<?x2xi1>) -> tensor<?x2xi1>
    %757 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%754 : tensor<?x1x2xi1>) outs(%756 : tensor<?x2xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.ori %in, %out : i1
      linalg.yield %858 : i1
    } -> tensor<?x2xi1>
    cf.assert %true, "mismatched size for broadcast"
    %758 = linalg.generic {indexing_maps = [#map3, #map28, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%757, %cst_3, %753 : tensor<?x2xi1>, tensor<f32>, tensor<?x2xf32>) outs(%725 : tensor<?x2xf32>) {
    ^bb0(%in: i1, %in_356: f32, %in_357: f32, %out: f32):
      %858 = arith.select %in, %in_356, %in_357 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %759 = tensor.empty(%dim_268) : tensor<?x2x4xf32>
    %760 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<?x2xf32>) outs(%759 : tensor<?x2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x2x4xf32>
    %collapsed_330 = tensor.collapse_shape %760 [[0], [1, 2]] : tensor<?x2x4xf32> into tensor<?x8xf32>
    %761 = tensor.empty(%dim_268) : tensor<?x8xi1>
    %762 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_330 : tensor<?x8xf32>) outs(%761 : tensor<?x8xi1>) {
    ^bb0(%in: f32, %out: i1):
      %858 = arith.cmpf une, %in, %cst : f32
      linalg.yield %858 : i1
    } -> tensor<?x8xi1>
    %763 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%762 : tensor<?x8xi1>) outs(%761 : tensor<?x8xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x8xi1>
    %764 = linalg.generic {indexing_maps = [#map3, #map28, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%763, %cst_2, %697 : tensor<?x8xi1>, tensor<f32>, tensor<?x8xf32>) outs(%693 : tensor<?x8xf32>) {
    ^bb0(%in: i1, %in_356: f32, %in_357: f32, %out: f32):
      %858 = arith.select %in, %in_356, %in_357 : f32
      linalg.yield %858 : f32
    } -> tensor<?x8xf32>
    %expanded_331 = tensor.expand_shape %764 [[0], [1, 2]] output_shape [%dim_268, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_332 = tensor.expand_shape %764 [[0], [1, 2]] output_shape [%dim_268, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %765 = tensor.empty(%dim_268) : tensor<?x8x1xi1>
    %766 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_331, %expanded_331 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%765 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x1xi1>
    %767 = tensor.empty(%dim_268) : tensor<?x1x8xi1>
    %768 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_332, %expanded_332 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%767 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf une, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x1x8xi1>
    %769 = tensor.empty(%dim_268) : tensor<?x8x8xi1>
    %770 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_332, %expanded_331 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf ogt, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %771 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766 : tensor<?x8x1xi1>) outs(%765 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %858 = arith.xori %in, %true : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x1xi1>
    %772 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %771 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %773 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%770, %772 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %774 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_332, %expanded_331 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_356: f32, %out: i1):
      %858 = arith.cmpf oeq, %in, %in_356 : f32
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %775 = linalg.generic {indexing_maps = [#map26, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%768, %766 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %776 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%774, %775 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %777 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%776, %446 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.andi %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %778 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%773, %777 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%769 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_356: i1, %out: i1):
      %858 = arith.ori %in, %in_356 : i1
      linalg.yield %858 : i1
    } -> tensor<?x8x8xi1>
    %779 = tensor.empty(%dim_268) : tensor<?x8xi64>
    %780 = linalg.fill ins(%c0_i64 : i64) outs(%779 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %781 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%778 : tensor<?x8x8xi1>) outs(%780 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.addi %858, %out : i64
      linalg.yield %859 : i64
    } -> tensor<?x8xi64>
    %expanded_333 = tensor.expand_shape %781 [[0], [1, 2]] output_shape [%dim_268, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %782 = tensor.empty(%dim_268) : tensor<?x2x8xi1>
    %783 = linalg.generic {indexing_maps = [#map26, #map27, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_333, %expanded_227 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%782 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_356: i64, %out: i1):
      %858 = arith.cmpi eq, %in, %in_356 : i64
      linalg.yield %858 : i1
    } -> tensor<?x2x8xi1>
    %784 = tensor.empty(%dim_268) : tensor<?x2x8xi64>
    %785 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%783, %444 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%784 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_356: i64, %out: i64):
      %858 = arith.extui %in : i1 to i64
      %859 = arith.muli %858, %in_356 : i64
      linalg.yield %859 : i64
    } -> tensor<?x2x8xi64>
    %786 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%785 : tensor<?x2x8xi64>) outs(%743 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %858 = arith.addi %in, %out : i64
      linalg.yield %858 : i64
    } -> tensor<?x2xi64>
    %787 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%786 : tensor<?x2xi64>) outs(%726 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %858 = linalg.index 0 : index
      %859 = arith.index_cast %in : i64 to index
      %860 = arith.cmpi slt, %859, %c8 : index
      cf.assert %860, "index must be smaller than dim size"
      %861 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %861, "index must be larger or equal to 0"
      %extracted = tensor.extract %696[%858, %859] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %788 = tensor.empty(%dim_268) : tensor<?x1xf32>
    %789 = linalg.fill ins(%cst : f32) outs(%788 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %790 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%787 : tensor<?x2xf32>) outs(%789 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x1xf32>
    %791 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%790 : tensor<?x1xf32>) outs(%788 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_9 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<?x1xf32>
    %792 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%787, %791 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%725 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.divf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %793 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%792 : tensor<?x2xf32>) outs(%725 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.mulf %in, %cst_17 : f32
      linalg.yield %858 : f32
    } -> tensor<?x2xf32>
    %expanded_334 = tensor.expand_shape %collapsed_320 [[0], [1, 2]] output_shape [%dim_268, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %794 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%464 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %858 = linalg.index 0 : index
      %859 = linalg.index 2 : index
      %860 = arith.cmpi eq, %dim_268, %c1 : index
      %861 = arith.select %860, %c0, %858 : index
      %extracted = tensor.extract %expanded_334[%861, %c0, %859] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_335 = tensor.collapse_shape %794 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_336 = tensor.collapse_shape %793 [[0, 1]] : tensor<?x2xf32> into tensor<?xf32>
    %collapsed_337 = tensor.collapse_shape %786 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_338 = tensor.dim %collapsed_337, %c0 : tensor<?xi64>
    %795 = tensor.empty(%dim_338) : tensor<?x32x128xbf16>
    %796 = linalg.generic {indexing_maps = [#map29, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_337 : tensor<?xi64>) outs(%795 : tensor<?x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c8_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = linalg.index 1 : index
      %863 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_81[%861, %862, %863] : tensor<8x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x32x128xbf16>
    %expanded_339 = tensor.expand_shape %collapsed_335 [[0], [1, 2]] output_shape [%468, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %797 = arith.index_cast %dim_338 : index to i64
    %798 = arith.cmpi eq, %797, %470 : i64
    cf.assert %798, "mismatching contracting dimension"
    %799 = tensor.empty(%dim_338) : tensor<?x32x1xf32>
    %800 = linalg.fill ins(%cst : f32) outs(%799 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %801 = linalg.batch_matmul ins(%796, %expanded_339 : tensor<?x32x128xbf16>, tensor<?x128x1xbf16>) outs(%800 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %802 = tensor.empty(%dim_338) : tensor<?x32x1xbf16>
    %803 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801 : tensor<?x32x1xf32>) outs(%802 : tensor<?x32x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x32x1xbf16>
    %collapsed_340 = tensor.collapse_shape %803 [[0], [1, 2]] : tensor<?x32x1xbf16> into tensor<?x32xbf16>
    %extracted_slice_341 = tensor.extract_slice %collapsed_340[0, 0] [%dim_338, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %extracted_slice_342 = tensor.extract_slice %collapsed_340[0, 16] [%dim_338, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %804 = tensor.empty(%dim_338) : tensor<?x16xf32>
    %805 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_341 : tensor<?x16xbf16>) outs(%804 : tensor<?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<?x16xf32>
    %806 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%805 : tensor<?x16xf32>) outs(%804 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<?x16xf32>
    %807 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%805, %806 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%804 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<?x16xf32>
    %808 = tensor.empty(%dim_338) : tensor<?x16xbf16>
    %809 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%807 : tensor<?x16xf32>) outs(%808 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %810 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%809, %extracted_slice_342 : tensor<?x16xbf16>, tensor<?x16xbf16>) outs(%808 : tensor<?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %811 = tensor.empty(%dim_338) : tensor<?x128x16xbf16>
    %812 = linalg.generic {indexing_maps = [#map29, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_337 : tensor<?xi64>) outs(%811 : tensor<?x128x16xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %858 = arith.cmpi slt, %in, %c0_i64 : i64
      %859 = arith.addi %in, %c8_i64 : i64
      %860 = arith.select %858, %859, %in : i64
      %861 = arith.index_cast %860 : i64 to index
      %862 = linalg.index 1 : index
      %863 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_83[%861, %862, %863] : tensor<8x128x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x16xbf16>
    %expanded_343 = tensor.expand_shape %810 [[0], [1, 2]] output_shape [%dim_338, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %813 = tensor.empty(%dim_338) : tensor<?x128x1xf32>
    %814 = linalg.fill ins(%cst : f32) outs(%813 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %815 = linalg.batch_matmul ins(%812, %expanded_343 : tensor<?x128x16xbf16>, tensor<?x16x1xbf16>) outs(%814 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %816 = tensor.empty(%dim_338) : tensor<?x128x1xbf16>
    %817 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815 : tensor<?x128x1xf32>) outs(%816 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_344 = tensor.collapse_shape %817 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %818 = affine.apply #map30()[%dim_268]
    %expanded_345 = tensor.expand_shape %collapsed_336 [[0, 1]] output_shape [%818, 1] : tensor<?xf32> into tensor<?x1xf32>
    %819 = arith.cmpi eq, %dim_338, %818 : index
    cf.assert %819, "mismatched size for broadcast"
    %820 = tensor.empty(%dim_338) : tensor<?x128xf32>
    %821 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_344, %expanded_345 : tensor<?x128xbf16>, tensor<?x1xf32>) outs(%820 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %in_356: f32, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      %859 = arith.mulf %858, %in_356 : f32
      linalg.yield %859 : f32
    } -> tensor<?x128xf32>
    %822 = arith.divsi %dim_338, %c2 : index
    %expanded_346 = tensor.expand_shape %821 [[0, 1], [2]] output_shape [%822, 2, 128] : tensor<?x128xf32> into tensor<?x2x128xf32>
    %823 = tensor.empty(%822) : tensor<?x128xf32>
    %824 = linalg.fill ins(%cst : f32) outs(%823 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_346 : tensor<?x2x128xf32>) outs(%824 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<?x128xf32>
    %826 = tensor.empty(%822) : tensor<?x128xbf16>
    %827 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%825 : tensor<?x128xf32>) outs(%826 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_347 = tensor.expand_shape %827 [[0, 1], [2]] output_shape [1, %822, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %transposed_348 = linalg.transpose ins(%expanded_85 : tensor<16x128xbf16>) outs(%501 : tensor<128x16xbf16>) permutation = [1, 0] 
    %828 = tensor.empty(%dim_268) : tensor<?x16xf32>
    %829 = linalg.fill ins(%cst : f32) outs(%828 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %830 = linalg.matmul ins(%collapsed_320, %transposed_348 : tensor<?x128xbf16>, tensor<128x16xbf16>) outs(%829 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %831 = tensor.empty(%dim_268) : tensor<?x16xbf16>
    %832 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%830 : tensor<?x16xf32>) outs(%831 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %expanded_349 = tensor.expand_shape %832 [[0, 1], [2]] output_shape [1, %dim_268, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    %833 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_349 : tensor<1x?x16xbf16>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %834 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833 : tensor<1x?x16xf32>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.negf %in : f32
      %859 = math.exp %858 : f32
      %860 = arith.addf %859, %cst_1 : f32
      %861 = arith.divf %cst_1, %860 : f32
      linalg.yield %861 : f32
    } -> tensor<1x?x16xf32>
    %835 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%833, %834 : tensor<1x?x16xf32>, tensor<1x?x16xf32>) outs(%614 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x16xf32>
    %836 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%835 : tensor<1x?x16xf32>) outs(%622 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %transposed_350 = linalg.transpose ins(%expanded_87 : tensor<16x128xbf16>) outs(%501 : tensor<128x16xbf16>) permutation = [1, 0] 
    %837 = linalg.matmul ins(%collapsed_320, %transposed_350 : tensor<?x128xbf16>, tensor<128x16xbf16>) outs(%829 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %838 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%837 : tensor<?x16xf32>) outs(%831 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x16xbf16>
    %expanded_351 = tensor.expand_shape %838 [[0, 1], [2]] output_shape [1, %dim_268, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    %839 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%836, %expanded_351 : tensor<1x?x16xbf16>, tensor<1x?x16xbf16>) outs(%622 : tensor<1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x16xbf16>
    %transposed_352 = linalg.transpose ins(%expanded_89 : tensor<128x16xbf16>) outs(%514 : tensor<16x128xbf16>) permutation = [1, 0] 
    %collapsed_353 = tensor.collapse_shape %839 [[0, 1], [2]] : tensor<1x?x16xbf16> into tensor<?x16xbf16>
    %840 = linalg.matmul ins(%collapsed_353, %transposed_352 : tensor<?x16xbf16>, tensor<16x128xbf16>) outs(%558 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %841 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%840 : tensor<?x128xf32>) outs(%560 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<?x128xbf16>
    %expanded_354 = tensor.expand_shape %841 [[0, 1], [2]] output_shape [1, %dim_268, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %842 = arith.cmpi eq, %822, %dim_268 : index
    cf.assert %842, "mismatched size for broadcast"
    %843 = tensor.empty(%822) : tensor<1x?x128xbf16>
    %844 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_347, %expanded_354 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%843 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %845 = "tp.mark_partial"(%844) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %846 = "tp.all_reduce"(%845) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_355 = tensor.dim %846, %c1 : tensor<1x?x128xbf16>
    %847 = arith.cmpi eq, %dim_268, %dim_355 : index
    cf.assert %847, "mismatched size for broadcast"
    %848 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682, %846 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.addf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %849 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%848 : tensor<1x?x128xbf16>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %858 = arith.extf %in : bf16 to f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %850 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849 : tensor<1x?x128xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %851 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%850 : tensor<1x?x128xf32>) outs(%573 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.addf %in, %out : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %852 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%851 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.divf %in, %cst_14 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %853 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%852 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = arith.truncf %cst_12 : f64 to f32
      %859 = arith.addf %in, %858 : f32
      linalg.yield %859 : f32
    } -> tensor<1x?x1xf32>
    %854 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%853 : tensor<1x?x1xf32>) outs(%572 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %858 = math.rsqrt %in : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x1xf32>
    %855 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%849, %854 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%569 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_356: f32, %out: f32):
      %858 = arith.mulf %in, %in_356 : f32
      linalg.yield %858 : f32
    } -> tensor<1x?x128xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%855 : tensor<1x?x128xf32>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %858 = arith.truncf %in : f32 to bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    %857 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_92, %856 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%579 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_356: bf16, %out: bf16):
      %858 = arith.mulf %in, %in_356 : bf16
      linalg.yield %858 : bf16
    } -> tensor<1x?x128xbf16>
    return %532, %857 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>
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
