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
#map19 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map21 = affine_map<(d0, d1) -> (d0)>
#map22 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map23 = affine_map<(d0, d1) -> (0, d1)>
#map24 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map25 = affine_map<(d0, d1, d2) -> (d0)>
#map26 = affine_map<()[s0] -> (s0 * 2)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<92928xbf16>) -> tensor<1x?x128xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c32_i64 = arith.constant 32 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %cst = arith.constant 0.000000e+00 : bf16
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %c8 = arith.constant 8 : index
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.17677669529663689 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_9 = arith.constant 1.280000e+02 : f32
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<92928xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[8192] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[12288] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[16384] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[20480] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_20 = tensor.extract_slice %arg1[24576] [32] [1] : tensor<92928xbf16> to tensor<32xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[24608] [32] [1] : tensor<92928xbf16> to tensor<32xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[24640] [16384] [1] : tensor<92928xbf16> to tensor<16384xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1, 2]] output_shape [8, 16, 128] : tensor<16384xbf16> into tensor<8x16x128xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[41024] [8192] [1] : tensor<92928xbf16> to tensor<8192xbf16>
    %expanded_25 = tensor.expand_shape %extracted_slice_24 [[0, 1, 2]] output_shape [8, 128, 8] : tensor<8192xbf16> into tensor<8x128x8xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[49216] [1024] [1] : tensor<92928xbf16> to tensor<1024xbf16>
    %expanded_27 = tensor.expand_shape %extracted_slice_26 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[50240] [128] [1] : tensor<92928xbf16> to tensor<128xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[50368] [128] [1] : tensor<92928xbf16> to tensor<128xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[50496] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_31 = tensor.expand_shape %extracted_slice_30 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[54592] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[58688] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_36 = tensor.extract_slice %arg1[62784] [4096] [1] : tensor<92928xbf16> to tensor<4096xbf16>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[66880] [32] [1] : tensor<92928xbf16> to tensor<32xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[66912] [32] [1] : tensor<92928xbf16> to tensor<32xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[66944] [16384] [1] : tensor<92928xbf16> to tensor<16384xbf16>
    %expanded_41 = tensor.expand_shape %extracted_slice_40 [[0, 1, 2]] output_shape [8, 16, 128] : tensor<16384xbf16> into tensor<8x16x128xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[83328] [8192] [1] : tensor<92928xbf16> to tensor<8192xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1, 2]] output_shape [8, 128, 8] : tensor<8192xbf16> into tensor<8x128x8xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[91520] [1024] [1] : tensor<92928xbf16> to tensor<1024xbf16>
    %expanded_45 = tensor.expand_shape %extracted_slice_44 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[92544] [128] [1] : tensor<92928xbf16> to tensor<128xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[92672] [128] [1] : tensor<92928xbf16> to tensor<128xbf16>
    %extracted_slice_48 = tensor.extract_slice %arg1[92800] [128] [1] : tensor<92928xbf16> to tensor<128xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %461 = arith.index_cast %in : i64 to index
      %462 = linalg.index 2 : index
      %463 = arith.cmpi slt, %461, %c64 : index
      cf.assert %463, "index must be smaller than dim size"
      %464 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %464, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%461, %462] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %461 = linalg.index 0 : index
      %462 = arith.index_cast %461 : index to i64
      linalg.yield %462 : i64
    } -> tensor<?xi64>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %461 = arith.subi %in, %c1_i64 : i64
      linalg.yield %461 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_49 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_51 = tensor.dim %expanded_49, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_51]
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
    %extracted_slice_52 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_53 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_53, %extracted_slice_52 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %461 = arith.subi %in, %in_181 : i64
      linalg.yield %461 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %461 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %461 : i1
    } -> tensor<1x?xi1>
    %expanded_54 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_55 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_55, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi sle, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %461 = arith.extui %in : i1 to i64
      linalg.yield %461 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_11 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_181: i64, %in_182: i64, %out: i64):
      %461 = arith.select %in, %in_181, %in_182 : i64
      linalg.yield %461 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %461 = arith.addi %in, %out : i64
      linalg.yield %461 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_56 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_57 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_58 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_59 = tensor.dim %expanded_57, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_59) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_57 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c1_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %466 = arith.addi %in_181, %0 : i64
      %467 = arith.select %465, %466, %in_181 : i64
      %468 = arith.index_cast %467 : i64 to index
      %extracted = tensor.extract %expanded_49[%464, %468] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_60 = tensor.dim %expanded_58, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_60) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c1_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %466 = arith.addi %in_181, %0 : i64
      %467 = arith.select %465, %466, %in_181 : i64
      %468 = arith.index_cast %467 : i64 to index
      %extracted = tensor.extract %expanded_49[%464, %468] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_59, %dim_60) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi sle, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_57 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c1_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %466 = arith.addi %in_181, %0 : i64
      %467 = arith.select %465, %466, %in_181 : i64
      %468 = arith.index_cast %467 : i64 to index
      %extracted = tensor.extract %47[%464, %468] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c1_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %466 = arith.addi %in_181, %0 : i64
      %467 = arith.select %465, %466, %in_181 : i64
      %468 = arith.index_cast %467 : i64 to index
      %extracted = tensor.extract %47[%464, %468] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %dim_59, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %465 = arith.cmpi eq, %dim_60, %c1 : index
      %466 = arith.select %465, %c0, %462 : index
      %extracted = tensor.extract %60[%c0, %c0, %464, %466] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_4, %cst_3 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_181: bf16, %in_182: bf16, %out: bf16):
      %461 = arith.select %in, %in_181, %in_182 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_61 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %461 = arith.sitofp %in : i64 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_8 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%68 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x16xf32>
    %concat_62 = tensor.concat dim(2) %69, %69 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_63 = tensor.dim %69, %c1 : tensor<1x?x16xf32>
    %70 = tensor.empty(%dim_63) : tensor<1x?x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x32xf32>) outs(%70 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.cos %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x32xf32>) outs(%70 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.sin %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x32xf32>
    %73 = tensor.empty(%dim_63) : tensor<1x?x32xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x32xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x32xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_9 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %87 = tensor.empty() : tensor<128x32xbf16>
    %transposed = linalg.transpose ins(%expanded_13 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %88 = tensor.empty(%dim) : tensor<?x32xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %90 = linalg.matmul ins(%collapsed, %transposed : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %91 = tensor.empty(%dim) : tensor<?x32xbf16>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_64 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %93 = arith.cmpi slt, %0, %c0_i64 : i64
    %94 = arith.select %93, %c1_i64, %0 : i64
    %95 = arith.extui %93 : i1 to i64
    %96 = arith.addi %95, %c1_i64 : i64
    %97 = arith.muli %94, %c32_i64 : i64
    %98 = arith.cmpi sle, %96, %c1_i64 : i64
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %99 = arith.muli %0, %c32_i64 : i64
    %100 = arith.divsi %99, %97 : i64
    %101 = arith.select %93, %100, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %101, %100, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_64(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %102 = arith.index_cast %101 : i64 to index
    %103 = tensor.empty(%102) : tensor<1x?x1x32xf32>
    %104 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x?x1x32xbf16>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %105 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x?x1x32xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %106 = tensor.empty(%102) : tensor<1x?x1x1xf32>
    %107 = linalg.fill ins(%cst_0 : f32) outs(%106 : tensor<1x?x1x1xf32>) -> tensor<1x?x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<1x?x1x32xf32>) outs(%107 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_10 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %111 : tensor<1x?x1x32xf32>, tensor<1x?x1x1xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %113 = tensor.empty(%102) : tensor<1x?x1x32xbf16>
    %114 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x?x1x32xf32>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %115 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %114 : tensor<32xbf16>, tensor<1x?x1x32xbf16>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %116 = tensor.empty(%102) : tensor<1x1x?x32xbf16>
    %transposed_65 = linalg.transpose ins(%115 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_15 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed, %transposed_66 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_67 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %expanded_67(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %119 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68 : tensor<1x?x1x32xbf16>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x?x1x32xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<1x?x1x32xf32>) outs(%107 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_10 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<1x?x1x32xf32>, tensor<1x?x1x1xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x1x32xf32>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %127 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %126 : tensor<32xbf16>, tensor<1x?x1x32xbf16>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %transposed_69 = linalg.transpose ins(%127 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%expanded_17 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed, %transposed_70 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_71 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %expanded_71(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_73 = linalg.transpose ins(%reshape_72 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_74 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_75 = tensor.expand_shape %75 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %130 = arith.cmpi eq, %102, %dim_63 : index
    cf.assert %130, "mismatched size for broadcast"
    %131 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65, %expanded_74 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_76 = tensor.extract_slice %transposed_65[0, 0, 0, 0] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_77 = tensor.extract_slice %transposed_65[0, 0, 0, 16] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %132 = tensor.empty(%102) : tensor<1x1x?x16xbf16>
    %133 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77 : tensor<1x1x?x16xbf16>) outs(%132 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.negf %in : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_78 = tensor.concat dim(3) %133, %extracted_slice_76 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_79 = tensor.dim %133, %c2 : tensor<1x1x?x16xbf16>
    %134 = arith.cmpi eq, %dim_79, %dim_63 : index
    cf.assert %134, "mismatched size for broadcast"
    %135 = tensor.empty(%dim_79) : tensor<1x1x?x32xbf16>
    %136 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_78, %expanded_75 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%135 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %137 = arith.cmpi eq, %102, %dim_79 : index
    cf.assert %137, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %136 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    cf.assert %130, "mismatched size for broadcast"
    %139 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_74 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_80 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_81 = tensor.extract_slice %transposed_69[0, 0, 0, 16] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %140 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_81 : tensor<1x1x?x16xbf16>) outs(%132 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.negf %in : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_82 = tensor.concat dim(3) %140, %extracted_slice_80 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_83 = tensor.dim %140, %c2 : tensor<1x1x?x16xbf16>
    %141 = arith.cmpi eq, %dim_83, %dim_63 : index
    cf.assert %141, "mismatched size for broadcast"
    %142 = tensor.empty(%dim_83) : tensor<1x1x?x32xbf16>
    %143 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_82, %expanded_75 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%142 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %144 = arith.cmpi eq, %102, %dim_83 : index
    cf.assert %144, "mismatched size for broadcast"
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %143 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %146 = tensor.empty(%102) : tensor<1x1x32x?xbf16>
    %transposed_84 = linalg.transpose ins(%145 : tensor<1x1x?x32xbf16>) outs(%146 : tensor<1x1x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %147 = tensor.empty(%dim) : tensor<1x1x?x32xbf16>
    %148 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %138[%c0, %c0, %464, %462] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_85 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %149 = tensor.empty(%dim) : tensor<1x1x32x?xbf16>
    %150 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%149 : tensor<1x1x32x?xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %462 : index
      %extracted = tensor.extract %transposed_84[%c0, %c0, %461, %464] : tensor<1x1x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x32x?xbf16>
    %collapsed_86 = tensor.collapse_shape %150 [[0], [1, 2], [3]] : tensor<1x1x32x?xbf16> into tensor<1x32x?xbf16>
    %151 = tensor.empty(%dim, %dim) : tensor<1x?x?xf32>
    %152 = linalg.fill ins(%cst_0 : f32) outs(%151 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %153 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<1x?x32xbf16>, tensor<1x32x?xbf16>) outs(%152 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %154 = tensor.empty(%dim, %dim) : tensor<1x?x?xbf16>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<1x?x?xf32>) outs(%154 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x?xbf16>
    %156 = arith.muli %94, %0 : i64
    %157 = arith.select %93, %c1_i64, %156 : i64
    %158 = arith.select %93, %96, %95 : i64
    %159 = arith.cmpi sle, %158, %c1_i64 : i64
    cf.assert %159, "must have at most one inferred (negative) dimension"
    %160 = arith.muli %0, %0 : i64
    %161 = arith.divsi %160, %157 : i64
    %162 = arith.select %93, %161, %0 : i64
    %from_elements_87 = tensor.from_elements %c1_i64, %c1_i64, %162, %162 : tensor<4xi64>
    %reshape_88 = tensor.reshape %155(%from_elements_87) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %163 = arith.index_cast %162 : i64 to index
    %164 = tensor.empty(%163, %163) : tensor<1x1x?x?xbf16>
    %165 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_88 : tensor<1x1x?x?xbf16>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.truncf %cst_6 : f64 to bf16
      %462 = arith.mulf %in, %461 : bf16
      linalg.yield %462 : bf16
    } -> tensor<1x1x?x?xbf16>
    %166 = arith.cmpi eq, %163, %dim : index
    cf.assert %166, "mismatched size for broadcast"
    cf.assert %166, "mismatched size for broadcast"
    %167 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x?xbf16>
    %168 = tensor.empty(%163, %163) : tensor<1x1x?x?xf32>
    %169 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<1x1x?x?xbf16>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %170 = tensor.empty(%163) : tensor<1x1x?xi64>
    %171 = linalg.fill ins(%c0_i64 : i64) outs(%170 : tensor<1x1x?xi64>) -> tensor<1x1x?xi64>
    %172 = tensor.empty(%163) : tensor<1x1x?xf32>
    %173 = linalg.fill ins(%cst_1 : f32) outs(%172 : tensor<1x1x?xf32>) -> tensor<1x1x?xf32>
    %174:2 = linalg.generic {indexing_maps = [#map13, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%169 : tensor<1x1x?x?xf32>) outs(%173, %171 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %461 = linalg.index 3 : index
      %462 = arith.index_cast %461 : index to i64
      %463 = arith.maximumf %in, %out : f32
      %464 = arith.cmpf ogt, %in, %out : f32
      %465 = arith.select %464, %462, %out_181 : i64
      linalg.yield %463, %465 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_89 = tensor.expand_shape %174#0 [[0], [1], [2, 3]] output_shape [1, 1, %163, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_89 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.subf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x1x?x?xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.exp %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %177 = tensor.empty(%163) : tensor<1x1x?x1xf32>
    %178 = linalg.fill ins(%cst_0 : f32) outs(%177 : tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32>
    %179 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x1x?x?xf32>) outs(%178 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x1xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %181 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x1x?x?xf32>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %182 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %163, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %465 = arith.select %463, %c0, %462 : index
      %extracted = tensor.extract %181[%c0, %c0, %464, %465] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %159, "must have at most one inferred (negative) dimension"
    %from_elements_90 = tensor.from_elements %c1_i64, %162, %162 : tensor<3xi64>
    %reshape_91 = tensor.reshape %182(%from_elements_90) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %183 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %transposed_73[%c0, %c0, %464, %462] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_92 = tensor.collapse_shape %183 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    %184 = arith.cmpi eq, %162, %0 : i64
    cf.assert %184, "mismatching contracting dimension"
    %185 = tensor.empty(%163) : tensor<1x?x32xf32>
    %186 = linalg.fill ins(%cst_0 : f32) outs(%185 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %187 = linalg.batch_matmul ins(%reshape_91, %collapsed_92 : tensor<1x?x?xbf16>, tensor<1x?x32xbf16>) outs(%186 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %188 = tensor.empty(%163) : tensor<1x?x32xbf16>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x?x32xf32>) outs(%188 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x32xbf16>
    %expanded_93 = tensor.expand_shape %189 [[0, 1], [2], [3]] output_shape [1, 1, %163, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %190 = tensor.empty(%163) : tensor<1x?x1x32xbf16>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x1x?x32xbf16>) outs(%190 : tensor<1x?x1x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %191 = arith.muli %162, %c32_i64 : i64
    %192 = arith.divsi %191, %94 : i64
    %193 = arith.select %93, %192, %0 : i64
    %from_elements_95 = tensor.from_elements %c1_i64, %193, %192 : tensor<3xi64>
    %reshape_96 = tensor.reshape %transposed_94(%from_elements_95) : (tensor<1x?x1x32xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %194 = tensor.empty() : tensor<32x128xbf16>
    %transposed_97 = linalg.transpose ins(%expanded_19 : tensor<128x32xbf16>) outs(%194 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %reshape_96 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %195 = arith.index_cast %193 : i64 to index
    %196 = tensor.empty(%195) : tensor<?x128xf32>
    %197 = linalg.fill ins(%cst_0 : f32) outs(%196 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %198 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%197 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %199 = tensor.empty(%195) : tensor<?x128xbf16>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%198 : tensor<?x128xf32>) outs(%199 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %expanded_99 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, %195, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %201 = "tp.mark_partial"(%expanded_99) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %202 = "tp.all_reduce"(%201) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_100 = tensor.dim %202, %c1 : tensor<1x?x128xbf16>
    %203 = arith.cmpi eq, %dim, %dim_100 : index
    cf.assert %203, "mismatched size for broadcast"
    %204 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %202 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_9 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %210 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %213 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %212 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_101 = tensor.collapse_shape %213 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %214 = tensor.empty() : tensor<128x8xbf16>
    %transposed_102 = linalg.transpose ins(%expanded_27 : tensor<8x128xbf16>) outs(%214 : tensor<128x8xbf16>) permutation = [1, 0] 
    %215 = tensor.empty(%dim) : tensor<?x8xf32>
    %216 = linalg.fill ins(%cst_0 : f32) outs(%215 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %217 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%216 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %218 = tensor.empty(%dim) : tensor<?x8xbf16>
    %219 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%217 : tensor<?x8xf32>) outs(%218 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %220 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%219 : tensor<?x8xbf16>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %221 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<?xi64>) -> tensor<?xi64>
    %222 = tensor.empty(%dim) : tensor<?xf32>
    %223 = linalg.fill ins(%cst_1 : f32) outs(%222 : tensor<?xf32>) -> tensor<?xf32>
    %224:2 = linalg.generic {indexing_maps = [#map3, #map21, #map21], iterator_types = ["parallel", "reduction"]} ins(%220 : tensor<?x8xf32>) outs(%223, %221 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %461 = linalg.index 1 : index
      %462 = arith.index_cast %461 : index to i64
      %463 = arith.maximumf %in, %out : f32
      %464 = arith.cmpf ogt, %in, %out : f32
      %465 = arith.select %464, %462, %out_181 : i64
      linalg.yield %463, %465 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_103 = tensor.expand_shape %224#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%220, %expanded_103 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.subf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%225 : tensor<?x8xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.exp %in : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %227 = tensor.empty(%dim) : tensor<?x1xf32>
    %228 = linalg.fill ins(%cst_0 : f32) outs(%227 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%226 : tensor<?x8xf32>) outs(%228 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<?x1xf32>
    %230 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%226, %229 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %expanded_104 = tensor.expand_shape %230 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_105 = tensor.expand_shape %230 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %231 = tensor.empty(%dim) : tensor<?x8x1xi1>
    %232 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_104 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%231 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x1xi1>
    %233 = tensor.empty(%dim) : tensor<?x1x8xi1>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_105 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%233 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x1x8xi1>
    %235 = tensor.empty(%dim) : tensor<?x8x8xi1>
    %236 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_104 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf ogt, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<?x8x1xi1>) outs(%231 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %461 = arith.xori %in, %true : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x1xi1>
    %238 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %237 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %238 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %240 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_104 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf oeq, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %241 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %232 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240, %241 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %243 = tensor.empty() : tensor<8xi64>
    %244 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%243 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %461 = linalg.index 0 : index
      %462 = arith.index_cast %461 : index to i64
      linalg.yield %462 : i64
    } -> tensor<8xi64>
    %expanded_106 = tensor.expand_shape %244 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_107 = tensor.expand_shape %244 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %245 = tensor.empty() : tensor<8x8xi1>
    %246 = linalg.generic {indexing_maps = [#map23, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_106, %expanded_107 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%245 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi slt, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<8x8xi1>
    %247 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %246 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %247 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %249 = tensor.empty(%dim) : tensor<?x8xi64>
    %250 = linalg.fill ins(%c0_i64 : i64) outs(%249 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %251 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<?x8x8xi1>) outs(%250 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %461 = arith.extui %in : i1 to i64
      %462 = arith.addi %461, %out : i64
      linalg.yield %462 : i64
    } -> tensor<?x8xi64>
    %expanded_108 = tensor.expand_shape %251 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %252 = tensor.empty() : tensor<2xi64>
    %253 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%252 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %461 = linalg.index 0 : index
      %462 = arith.index_cast %461 : index to i64
      linalg.yield %462 : i64
    } -> tensor<2xi64>
    %expanded_109 = tensor.expand_shape %253 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %254 = tensor.empty(%dim) : tensor<?x2x8xi1>
    %255 = linalg.generic {indexing_maps = [#map22, #map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_109 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%254 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<?x2x8xi1>
    %256 = tensor.empty(%dim) : tensor<?x2x8xi64>
    %257 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255, %244 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%256 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_181: i64, %out: i64):
      %461 = arith.extui %in : i1 to i64
      %462 = arith.muli %461, %in_181 : i64
      linalg.yield %462 : i64
    } -> tensor<?x2x8xi64>
    %258 = tensor.empty(%dim) : tensor<?x2xi64>
    %259 = linalg.fill ins(%c0_i64 : i64) outs(%258 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %260 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%257 : tensor<?x2x8xi64>) outs(%259 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %461 = arith.addi %in, %out : i64
      linalg.yield %461 : i64
    } -> tensor<?x2xi64>
    %261 = tensor.empty(%dim) : tensor<?x2xf32>
    %262 = linalg.fill ins(%cst_0 : f32) outs(%261 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%260 : tensor<?x2xi64>) outs(%262 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %461 = linalg.index 0 : index
      %462 = arith.index_cast %in : i64 to index
      %463 = arith.cmpi slt, %462, %c8 : index
      cf.assert %463, "index must be smaller than dim size"
      %464 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %464, "index must be larger or equal to 0"
      %extracted = tensor.extract %230[%461, %462] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%263 : tensor<?x2xf32>) outs(%228 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<?x1xf32>
    %265 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%263, %264 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%261 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x2xf32>
    %266 = tensor.empty(%dim) : tensor<?x2xbf16>
    %267 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%265 : tensor<?x2xf32>) outs(%266 : tensor<?x2xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x2xbf16>
    %expanded_110 = tensor.expand_shape %collapsed_101 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %268 = tensor.empty(%dim) : tensor<?x2x128xbf16>
    %269 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%268 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 0 : index
      %462 = linalg.index 2 : index
      %463 = arith.cmpi eq, %dim, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %expanded_110[%464, %c0, %462] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_111 = tensor.collapse_shape %269 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_112 = tensor.collapse_shape %267 [[0, 1]] : tensor<?x2xbf16> into tensor<?xbf16>
    %collapsed_113 = tensor.collapse_shape %260 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_114 = tensor.dim %collapsed_113, %c0 : tensor<?xi64>
    %270 = tensor.empty(%dim_114) : tensor<?x16x128xbf16>
    %271 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<?xi64>) outs(%270 : tensor<?x16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c8_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = linalg.index 1 : index
      %466 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_23[%464, %465, %466] : tensor<8x16x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x16x128xbf16>
    %272 = affine.apply #map26()[%dim]
    %expanded_115 = tensor.expand_shape %collapsed_111 [[0], [1, 2]] output_shape [%272, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %273 = arith.index_cast %dim_114 : index to i64
    %274 = arith.index_cast %272 : index to i64
    %275 = arith.cmpi eq, %273, %274 : i64
    cf.assert %275, "mismatching contracting dimension"
    %276 = tensor.empty(%dim_114) : tensor<?x16x1xf32>
    %277 = linalg.fill ins(%cst_0 : f32) outs(%276 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %278 = linalg.batch_matmul ins(%271, %expanded_115 : tensor<?x16x128xbf16>, tensor<?x128x1xbf16>) outs(%277 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %279 = tensor.empty(%dim_114) : tensor<?x16x1xbf16>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%278 : tensor<?x16x1xf32>) outs(%279 : tensor<?x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x16x1xbf16>
    %collapsed_116 = tensor.collapse_shape %280 [[0], [1, 2]] : tensor<?x16x1xbf16> into tensor<?x16xbf16>
    %extracted_slice_117 = tensor.extract_slice %collapsed_116[0, 0] [%dim_114, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %extracted_slice_118 = tensor.extract_slice %collapsed_116[0, 8] [%dim_114, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %281 = tensor.empty(%dim_114) : tensor<?x8xf32>
    %282 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_117 : tensor<?x8xbf16>) outs(%281 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<?x8xf32>) outs(%281 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.negf %in : f32
      %462 = math.exp %461 : f32
      %463 = arith.addf %462, %cst_2 : f32
      %464 = arith.divf %cst_2, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%281 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %285 = tensor.empty(%dim_114) : tensor<?x8xbf16>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<?x8xf32>) outs(%285 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %287 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286, %extracted_slice_118 : tensor<?x8xbf16>, tensor<?x8xbf16>) outs(%285 : tensor<?x8xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %288 = tensor.empty(%dim_114) : tensor<?x128x8xbf16>
    %289 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<?xi64>) outs(%288 : tensor<?x128x8xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c8_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = linalg.index 1 : index
      %466 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_25[%464, %465, %466] : tensor<8x128x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x8xbf16>
    %expanded_119 = tensor.expand_shape %287 [[0], [1, 2]] output_shape [%dim_114, 8, 1] : tensor<?x8xbf16> into tensor<?x8x1xbf16>
    %290 = tensor.empty(%dim_114) : tensor<?x128x1xf32>
    %291 = linalg.fill ins(%cst_0 : f32) outs(%290 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %292 = linalg.batch_matmul ins(%289, %expanded_119 : tensor<?x128x8xbf16>, tensor<?x8x1xbf16>) outs(%291 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %293 = tensor.empty(%dim_114) : tensor<?x128x1xbf16>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<?x128x1xf32>) outs(%293 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_120 = tensor.collapse_shape %294 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %295 = affine.apply #map26()[%dim]
    %expanded_121 = tensor.expand_shape %collapsed_112 [[0, 1]] output_shape [%295, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %296 = arith.cmpi eq, %dim_114, %295 : index
    cf.assert %296, "mismatched size for broadcast"
    %297 = tensor.empty(%dim_114) : tensor<?x128xbf16>
    %298 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_120, %expanded_121 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%297 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %299 = arith.divsi %dim_114, %c2 : index
    %expanded_122 = tensor.expand_shape %298 [[0, 1], [2]] output_shape [%299, 2, 128] : tensor<?x128xbf16> into tensor<?x2x128xbf16>
    %300 = tensor.empty(%299) : tensor<?x128xbf16>
    %301 = linalg.fill ins(%cst : bf16) outs(%300 : tensor<?x128xbf16>) -> tensor<?x128xbf16>
    %302 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_122 : tensor<?x2x128xbf16>) outs(%301 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.addf %in, %out : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %expanded_123 = tensor.expand_shape %302 [[0, 1], [2]] output_shape [1, %299, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %303 = "tp.mark_partial"(%expanded_123) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %304 = "tp.all_reduce"(%303) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_124 = tensor.dim %304, %c1 : tensor<1x?x128xbf16>
    %305 = arith.cmpi eq, %dim, %dim_124 : index
    cf.assert %305, "mismatched size for broadcast"
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %304 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%308 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_9 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %312 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %315 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %314 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_125 = linalg.transpose ins(%expanded_31 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %315 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %316 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %317 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%316 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_127 = tensor.expand_shape %317 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_128 = tensor.reshape %expanded_127(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %318 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_128 : tensor<1x?x1x32xbf16>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %319 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x?x1x32xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %320 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%319 : tensor<1x?x1x32xf32>) outs(%107 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %321 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_10 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1x1xf32>
    %323 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %323 : tensor<1x?x1x32xf32>, tensor<1x?x1x1xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %325 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x?x1x32xf32>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %326 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %325 : tensor<32xbf16>, tensor<1x?x1x32xbf16>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %transposed_129 = linalg.transpose ins(%326 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_130 = linalg.transpose ins(%expanded_33 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %327 = linalg.matmul ins(%collapsed_126, %transposed_130 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %328 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%327 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_131 = tensor.expand_shape %328 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_132 = tensor.reshape %expanded_131(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %329 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_132 : tensor<1x?x1x32xbf16>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %330 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x?x1x32xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %331 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%330 : tensor<1x?x1x32xf32>) outs(%107 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_10 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x?x1x1xf32>) outs(%106 : tensor<1x?x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %334 : tensor<1x?x1x32xf32>, tensor<1x?x1x1xf32>) outs(%103 : tensor<1x?x1x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1x32xf32>
    %336 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x?x1x32xf32>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %337 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %336 : tensor<32xbf16>, tensor<1x?x1x32xbf16>) outs(%113 : tensor<1x?x1x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x1x32xbf16>
    %transposed_133 = linalg.transpose ins(%337 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_134 = linalg.transpose ins(%expanded_35 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %338 = linalg.matmul ins(%collapsed_126, %transposed_134 : tensor<?x128xbf16>, tensor<128x32xbf16>) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%338 : tensor<?x32xf32>) outs(%91 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x32xbf16>
    %expanded_135 = tensor.expand_shape %339 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %expanded_135(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_137 = linalg.transpose ins(%reshape_136 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %130, "mismatched size for broadcast"
    %340 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_129, %expanded_74 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_138 = tensor.extract_slice %transposed_129[0, 0, 0, 0] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_139 = tensor.extract_slice %transposed_129[0, 0, 0, 16] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %341 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<1x1x?x16xbf16>) outs(%132 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.negf %in : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_140 = tensor.concat dim(3) %341, %extracted_slice_138 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_141 = tensor.dim %341, %c2 : tensor<1x1x?x16xbf16>
    %342 = arith.cmpi eq, %dim_141, %dim_63 : index
    cf.assert %342, "mismatched size for broadcast"
    %343 = tensor.empty(%dim_141) : tensor<1x1x?x32xbf16>
    %344 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_140, %expanded_75 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%343 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %345 = arith.cmpi eq, %102, %dim_141 : index
    cf.assert %345, "mismatched size for broadcast"
    %346 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %344 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    cf.assert %130, "mismatched size for broadcast"
    %347 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_133, %expanded_74 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_142 = tensor.extract_slice %transposed_133[0, 0, 0, 0] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_143 = tensor.extract_slice %transposed_133[0, 0, 0, 16] [1, 1, %102, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %348 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143 : tensor<1x1x?x16xbf16>) outs(%132 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.negf %in : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_144 = tensor.concat dim(3) %348, %extracted_slice_142 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_145 = tensor.dim %348, %c2 : tensor<1x1x?x16xbf16>
    %349 = arith.cmpi eq, %dim_145, %dim_63 : index
    cf.assert %349, "mismatched size for broadcast"
    %350 = tensor.empty(%dim_145) : tensor<1x1x?x32xbf16>
    %351 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_144, %expanded_75 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%350 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %352 = arith.cmpi eq, %102, %dim_145 : index
    cf.assert %352, "mismatched size for broadcast"
    %353 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %351 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x32xbf16>
    %transposed_146 = linalg.transpose ins(%353 : tensor<1x1x?x32xbf16>) outs(%146 : tensor<1x1x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %354 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %346[%c0, %c0, %464, %462] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_147 = tensor.collapse_shape %354 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %355 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%149 : tensor<1x1x32x?xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %462 : index
      %extracted = tensor.extract %transposed_146[%c0, %c0, %461, %464] : tensor<1x1x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x32x?xbf16>
    %collapsed_148 = tensor.collapse_shape %355 [[0], [1, 2], [3]] : tensor<1x1x32x?xbf16> into tensor<1x32x?xbf16>
    %356 = linalg.batch_matmul ins(%collapsed_147, %collapsed_148 : tensor<1x?x32xbf16>, tensor<1x32x?xbf16>) outs(%152 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x?x?xf32>) outs(%154 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x?xbf16>
    cf.assert %159, "must have at most one inferred (negative) dimension"
    %reshape_149 = tensor.reshape %357(%from_elements_87) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %358 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_149 : tensor<1x1x?x?xbf16>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.truncf %cst_6 : f64 to bf16
      %462 = arith.mulf %in, %461 : bf16
      linalg.yield %462 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %166, "mismatched size for broadcast"
    cf.assert %166, "mismatched size for broadcast"
    %359 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x?xbf16>
    %360 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359 : tensor<1x1x?x?xbf16>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %361:2 = linalg.generic {indexing_maps = [#map13, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%360 : tensor<1x1x?x?xf32>) outs(%173, %171 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %461 = linalg.index 3 : index
      %462 = arith.index_cast %461 : index to i64
      %463 = arith.maximumf %in, %out : f32
      %464 = arith.cmpf ogt, %in, %out : f32
      %465 = arith.select %464, %462, %out_181 : i64
      linalg.yield %463, %465 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_150 = tensor.expand_shape %361#0 [[0], [1], [2, 3]] output_shape [1, 1, %163, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %362 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_150 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.subf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %363 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<1x1x?x?xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.exp %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %364 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%363 : tensor<1x1x?x?xf32>) outs(%178 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x1xf32>
    %365 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %364 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%168 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x1x?x?xf32>
    %366 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365 : tensor<1x1x?x?xf32>) outs(%164 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %367 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %163, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %465 = arith.select %463, %c0, %462 : index
      %extracted = tensor.extract %366[%c0, %c0, %464, %465] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %159, "must have at most one inferred (negative) dimension"
    %reshape_151 = tensor.reshape %367(%from_elements_90) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %368 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 2 : index
      %462 = linalg.index 3 : index
      %463 = arith.cmpi eq, %102, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %transposed_137[%c0, %c0, %464, %462] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_152 = tensor.collapse_shape %368 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %184, "mismatching contracting dimension"
    %369 = linalg.batch_matmul ins(%reshape_151, %collapsed_152 : tensor<1x?x?xbf16>, tensor<1x?x32xbf16>) outs(%186 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<1x?x32xf32>) outs(%188 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x32xbf16>
    %expanded_153 = tensor.expand_shape %370 [[0, 1], [2], [3]] output_shape [1, 1, %163, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<1x1x?x32xbf16>) outs(%190 : tensor<1x?x1x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_155 = tensor.reshape %transposed_154(%from_elements_95) : (tensor<1x?x1x32xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %transposed_156 = linalg.transpose ins(%expanded_37 : tensor<128x32xbf16>) outs(%194 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_157 = tensor.collapse_shape %reshape_155 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %371 = arith.index_cast %193 : i64 to index
    %372 = tensor.empty(%371) : tensor<?x128xf32>
    %373 = linalg.fill ins(%cst_0 : f32) outs(%372 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %374 = linalg.matmul ins(%collapsed_157, %transposed_156 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%373 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %375 = tensor.empty(%371) : tensor<?x128xbf16>
    %376 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%374 : tensor<?x128xf32>) outs(%375 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %expanded_158 = tensor.expand_shape %376 [[0, 1], [2]] output_shape [1, %371, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %377 = "tp.mark_partial"(%expanded_158) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %378 = "tp.all_reduce"(%377) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_159 = tensor.dim %378, %c1 : tensor<1x?x128xbf16>
    %379 = arith.cmpi eq, %dim, %dim_159 : index
    cf.assert %379, "mismatched size for broadcast"
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %378 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%382 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_9 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381, %386 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %389 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %388 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_160 = tensor.collapse_shape %389 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %transposed_161 = linalg.transpose ins(%expanded_45 : tensor<8x128xbf16>) outs(%214 : tensor<128x8xbf16>) permutation = [1, 0] 
    %390 = linalg.matmul ins(%collapsed_160, %transposed_161 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%216 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%390 : tensor<?x8xf32>) outs(%218 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%391 : tensor<?x8xbf16>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %393:2 = linalg.generic {indexing_maps = [#map3, #map21, #map21], iterator_types = ["parallel", "reduction"]} ins(%392 : tensor<?x8xf32>) outs(%223, %221 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %461 = linalg.index 1 : index
      %462 = arith.index_cast %461 : index to i64
      %463 = arith.maximumf %in, %out : f32
      %464 = arith.cmpf ogt, %in, %out : f32
      %465 = arith.select %464, %462, %out_181 : i64
      linalg.yield %463, %465 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_162 = tensor.expand_shape %393#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%392, %expanded_162 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.subf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%394 : tensor<?x8xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.exp %in : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %396 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%395 : tensor<?x8xf32>) outs(%228 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<?x1xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%395, %396 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%215 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %expanded_163 = tensor.expand_shape %397 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_164 = tensor.expand_shape %397 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %expanded_163 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%231 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x1xi1>
    %399 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_164 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%233 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x1x8xi1>
    %400 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_163 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf ogt, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %401 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%398 : tensor<?x8x1xi1>) outs(%231 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %461 = arith.xori %in, %true : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x1xi1>
    %402 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %401 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %403 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%400, %402 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %404 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_163 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %461 = arith.cmpf oeq, %in, %in_181 : f32
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %405 = linalg.generic {indexing_maps = [#map22, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%399, %398 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404, %405 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %407 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %246 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.andi %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %407 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%235 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %461 = arith.ori %in, %in_181 : i1
      linalg.yield %461 : i1
    } -> tensor<?x8x8xi1>
    %409 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%408 : tensor<?x8x8xi1>) outs(%250 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %461 = arith.extui %in : i1 to i64
      %462 = arith.addi %461, %out : i64
      linalg.yield %462 : i64
    } -> tensor<?x8xi64>
    %expanded_165 = tensor.expand_shape %409 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %410 = linalg.generic {indexing_maps = [#map22, #map24, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %expanded_109 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%254 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %461 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %461 : i1
    } -> tensor<?x2x8xi1>
    %411 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410, %244 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%256 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_181: i64, %out: i64):
      %461 = arith.extui %in : i1 to i64
      %462 = arith.muli %461, %in_181 : i64
      linalg.yield %462 : i64
    } -> tensor<?x2x8xi64>
    %412 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%411 : tensor<?x2x8xi64>) outs(%259 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %461 = arith.addi %in, %out : i64
      linalg.yield %461 : i64
    } -> tensor<?x2xi64>
    %413 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%412 : tensor<?x2xi64>) outs(%262 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %461 = linalg.index 0 : index
      %462 = arith.index_cast %in : i64 to index
      %463 = arith.cmpi slt, %462, %c8 : index
      cf.assert %463, "index must be smaller than dim size"
      %464 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %464, "index must be larger or equal to 0"
      %extracted = tensor.extract %397[%461, %462] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%413 : tensor<?x2xf32>) outs(%228 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<?x1xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%413, %414 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%261 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.divf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x2xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<?x2xf32>) outs(%266 : tensor<?x2xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x2xbf16>
    %expanded_166 = tensor.expand_shape %collapsed_160 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %417 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%268 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %461 = linalg.index 0 : index
      %462 = linalg.index 2 : index
      %463 = arith.cmpi eq, %dim, %c1 : index
      %464 = arith.select %463, %c0, %461 : index
      %extracted = tensor.extract %expanded_166[%464, %c0, %462] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_167 = tensor.collapse_shape %417 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_168 = tensor.collapse_shape %416 [[0, 1]] : tensor<?x2xbf16> into tensor<?xbf16>
    %collapsed_169 = tensor.collapse_shape %412 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_170 = tensor.dim %collapsed_169, %c0 : tensor<?xi64>
    %418 = tensor.empty(%dim_170) : tensor<?x16x128xbf16>
    %419 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_169 : tensor<?xi64>) outs(%418 : tensor<?x16x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c8_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = linalg.index 1 : index
      %466 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_41[%464, %465, %466] : tensor<8x16x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x16x128xbf16>
    %expanded_171 = tensor.expand_shape %collapsed_167 [[0], [1, 2]] output_shape [%272, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %420 = arith.index_cast %dim_170 : index to i64
    %421 = arith.cmpi eq, %420, %274 : i64
    cf.assert %421, "mismatching contracting dimension"
    %422 = tensor.empty(%dim_170) : tensor<?x16x1xf32>
    %423 = linalg.fill ins(%cst_0 : f32) outs(%422 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %424 = linalg.batch_matmul ins(%419, %expanded_171 : tensor<?x16x128xbf16>, tensor<?x128x1xbf16>) outs(%423 : tensor<?x16x1xf32>) -> tensor<?x16x1xf32>
    %425 = tensor.empty(%dim_170) : tensor<?x16x1xbf16>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<?x16x1xf32>) outs(%425 : tensor<?x16x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x16x1xbf16>
    %collapsed_172 = tensor.collapse_shape %426 [[0], [1, 2]] : tensor<?x16x1xbf16> into tensor<?x16xbf16>
    %extracted_slice_173 = tensor.extract_slice %collapsed_172[0, 0] [%dim_170, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %extracted_slice_174 = tensor.extract_slice %collapsed_172[0, 8] [%dim_170, 8] [1, 1] : tensor<?x16xbf16> to tensor<?x8xbf16>
    %427 = tensor.empty(%dim_170) : tensor<?x8xf32>
    %428 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_173 : tensor<?x8xbf16>) outs(%427 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %429 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%428 : tensor<?x8xf32>) outs(%427 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.negf %in : f32
      %462 = math.exp %461 : f32
      %463 = arith.addf %462, %cst_2 : f32
      %464 = arith.divf %cst_2, %463 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %430 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%428, %429 : tensor<?x8xf32>, tensor<?x8xf32>) outs(%427 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<?x8xf32>
    %431 = tensor.empty(%dim_170) : tensor<?x8xbf16>
    %432 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%430 : tensor<?x8xf32>) outs(%431 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %433 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%432, %extracted_slice_174 : tensor<?x8xbf16>, tensor<?x8xbf16>) outs(%431 : tensor<?x8xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x8xbf16>
    %434 = tensor.empty(%dim_170) : tensor<?x128x8xbf16>
    %435 = linalg.generic {indexing_maps = [#map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_169 : tensor<?xi64>) outs(%434 : tensor<?x128x8xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %461 = arith.cmpi slt, %in, %c0_i64 : i64
      %462 = arith.addi %in, %c8_i64 : i64
      %463 = arith.select %461, %462, %in : i64
      %464 = arith.index_cast %463 : i64 to index
      %465 = linalg.index 1 : index
      %466 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_43[%464, %465, %466] : tensor<8x128x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x8xbf16>
    %expanded_175 = tensor.expand_shape %433 [[0], [1, 2]] output_shape [%dim_170, 8, 1] : tensor<?x8xbf16> into tensor<?x8x1xbf16>
    %436 = tensor.empty(%dim_170) : tensor<?x128x1xf32>
    %437 = linalg.fill ins(%cst_0 : f32) outs(%436 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %438 = linalg.batch_matmul ins(%435, %expanded_175 : tensor<?x128x8xbf16>, tensor<?x8x1xbf16>) outs(%437 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %439 = tensor.empty(%dim_170) : tensor<?x128x1xbf16>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438 : tensor<?x128x1xf32>) outs(%439 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_176 = tensor.collapse_shape %440 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %expanded_177 = tensor.expand_shape %collapsed_168 [[0, 1]] output_shape [%295, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %441 = arith.cmpi eq, %dim_170, %295 : index
    cf.assert %441, "mismatched size for broadcast"
    %442 = tensor.empty(%dim_170) : tensor<?x128xbf16>
    %443 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_176, %expanded_177 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%442 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %444 = arith.divsi %dim_170, %c2 : index
    %expanded_178 = tensor.expand_shape %443 [[0, 1], [2]] output_shape [%444, 2, 128] : tensor<?x128xbf16> into tensor<?x2x128xbf16>
    %445 = tensor.empty(%444) : tensor<?x128xbf16>
    %446 = linalg.fill ins(%cst : bf16) outs(%445 : tensor<?x128xbf16>) -> tensor<?x128xbf16>
    %447 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_178 : tensor<?x2x128xbf16>) outs(%446 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %461 = arith.addf %in, %out : bf16
      linalg.yield %461 : bf16
    } -> tensor<?x128xbf16>
    %expanded_179 = tensor.expand_shape %447 [[0, 1], [2]] output_shape [1, %444, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %448 = "tp.mark_partial"(%expanded_179) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %449 = "tp.all_reduce"(%448) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_180 = tensor.dim %449, %c1 : tensor<1x?x128xbf16>
    %450 = arith.cmpi eq, %dim, %dim_180 : index
    cf.assert %450, "mismatched size for broadcast"
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %449 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.addf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %461 = arith.extf %in : bf16 to f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%453 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.addf %in, %out : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.divf %in, %cst_9 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = arith.truncf %cst_7 : f64 to f32
      %462 = arith.addf %in, %461 : f32
      linalg.yield %462 : f32
    } -> tensor<1x?x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%456 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %461 = math.rsqrt %in : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %457 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %461 = arith.mulf %in, %in_181 : f32
      linalg.yield %461 : f32
    } -> tensor<1x?x128xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %461 = arith.truncf %in : f32 to bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    %460 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %459 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %461 = arith.mulf %in, %in_181 : bf16
      linalg.yield %461 : bf16
    } -> tensor<1x?x128xbf16>
    return %460 : tensor<1x?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
