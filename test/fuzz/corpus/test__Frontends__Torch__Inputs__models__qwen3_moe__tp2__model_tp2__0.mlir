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
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map22 = affine_map<(d0, d1) -> (d0)>
#map23 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map24 = affine_map<(d0, d1) -> (0, d1)>
#map25 = affine_map<(d0, d1, d2) -> (d1, 0)>
#map26 = affine_map<(d0, d1, d2) -> (d0)>
#map27 = affine_map<()[s0] -> (s0 * 2)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<174848xbf16>) -> tensor<1x?x128xbf16> {
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
    %c64_i64 = arith.constant 64 : i64
    %cst_10 = arith.constant 3.200000e+01 : f32
    %cst_11 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[8192] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[16384] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[24576] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[32768] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_20 = tensor.extract_slice %arg1[40960] [32] [1] : tensor<174848xbf16> to tensor<32xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[40992] [32] [1] : tensor<174848xbf16> to tensor<32xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[41024] [32768] [1] : tensor<174848xbf16> to tensor<32768xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1, 2]] output_shape [8, 32, 128] : tensor<32768xbf16> into tensor<8x32x128xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[73792] [16384] [1] : tensor<174848xbf16> to tensor<16384xbf16>
    %expanded_25 = tensor.expand_shape %extracted_slice_24 [[0, 1, 2]] output_shape [8, 128, 16] : tensor<16384xbf16> into tensor<8x128x16xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[90176] [1024] [1] : tensor<174848xbf16> to tensor<1024xbf16>
    %expanded_27 = tensor.expand_shape %extracted_slice_26 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[91200] [128] [1] : tensor<174848xbf16> to tensor<128xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[91328] [128] [1] : tensor<174848xbf16> to tensor<128xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[91456] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_31 = tensor.expand_shape %extracted_slice_30 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[99648] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[107840] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_36 = tensor.extract_slice %arg1[116032] [8192] [1] : tensor<174848xbf16> to tensor<8192xbf16>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[124224] [32] [1] : tensor<174848xbf16> to tensor<32xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[124256] [32] [1] : tensor<174848xbf16> to tensor<32xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[124288] [32768] [1] : tensor<174848xbf16> to tensor<32768xbf16>
    %expanded_41 = tensor.expand_shape %extracted_slice_40 [[0, 1, 2]] output_shape [8, 32, 128] : tensor<32768xbf16> into tensor<8x32x128xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[157056] [16384] [1] : tensor<174848xbf16> to tensor<16384xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1, 2]] output_shape [8, 128, 16] : tensor<16384xbf16> into tensor<8x128x16xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[173440] [1024] [1] : tensor<174848xbf16> to tensor<1024xbf16>
    %expanded_45 = tensor.expand_shape %extracted_slice_44 [[0, 1]] output_shape [8, 128] : tensor<1024xbf16> into tensor<8x128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[174464] [128] [1] : tensor<174848xbf16> to tensor<128xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[174592] [128] [1] : tensor<174848xbf16> to tensor<128xbf16>
    %extracted_slice_48 = tensor.extract_slice %arg1[174720] [128] [1] : tensor<174848xbf16> to tensor<128xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %464 = arith.index_cast %in : i64 to index
      %465 = linalg.index 2 : index
      %466 = arith.cmpi slt, %464, %c64 : index
      cf.assert %466, "index must be smaller than dim size"
      %467 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %467, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%464, %465] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %464 = linalg.index 0 : index
      %465 = arith.index_cast %464 : index to i64
      linalg.yield %465 : i64
    } -> tensor<?xi64>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %464 = arith.subi %in, %c1_i64 : i64
      linalg.yield %464 : i64
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
      %464 = arith.subi %in, %in_181 : i64
      linalg.yield %464 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %464 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %464 : i1
    } -> tensor<1x?xi1>
    %expanded_54 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_55 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_55, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi sle, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %464 = arith.extui %in : i1 to i64
      linalg.yield %464 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_11 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_181: i64, %in_182: i64, %out: i64):
      %464 = arith.select %in, %in_181, %in_182 : i64
      linalg.yield %464 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %464 = arith.addi %in, %out : i64
      linalg.yield %464 : i64
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
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c1_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %469 = arith.addi %in_181, %0 : i64
      %470 = arith.select %468, %469, %in_181 : i64
      %471 = arith.index_cast %470 : i64 to index
      %extracted = tensor.extract %expanded_49[%467, %471] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_60 = tensor.dim %expanded_58, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_60) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c1_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %469 = arith.addi %in_181, %0 : i64
      %470 = arith.select %468, %469, %in_181 : i64
      %471 = arith.index_cast %470 : i64 to index
      %extracted = tensor.extract %expanded_49[%467, %471] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_59, %dim_60) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi sle, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_57 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c1_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %469 = arith.addi %in_181, %0 : i64
      %470 = arith.select %468, %469, %in_181 : i64
      %471 = arith.index_cast %470 : i64 to index
      %extracted = tensor.extract %47[%467, %471] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_181: i64, %out: i64):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c1_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = arith.cmpi slt, %in_181, %c0_i64 : i64
      %469 = arith.addi %in_181, %0 : i64
      %470 = arith.select %468, %469, %in_181 : i64
      %471 = arith.index_cast %470 : i64 to index
      %extracted = tensor.extract %47[%467, %471] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %464 = linalg.index 2 : index
      %465 = linalg.index 3 : index
      %466 = arith.cmpi eq, %dim_59, %c1 : index
      %467 = arith.select %466, %c0, %464 : index
      %468 = arith.cmpi eq, %dim_60, %c1 : index
      %469 = arith.select %468, %c0, %465 : index
      %extracted = tensor.extract %60[%c0, %c0, %467, %469] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_4, %cst_3 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_181: bf16, %in_182: bf16, %out: bf16):
      %464 = arith.select %in, %in_181, %in_182 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_61 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %464 = arith.sitofp %in : i64 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_8 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%68 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x16xf32>
    %concat_62 = tensor.concat dim(2) %69, %69 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_63 = tensor.dim %69, %c1 : tensor<1x?x16xf32>
    %70 = tensor.empty(%dim_63) : tensor<1x?x32xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x32xf32>) outs(%70 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.cos %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x32xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x32xf32>) outs(%70 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.sin %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x32xf32>
    %73 = tensor.empty(%dim_63) : tensor<1x?x32xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x32xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x32xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst_0 : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_9 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %87 = tensor.empty() : tensor<128x64xbf16>
    %transposed = linalg.transpose ins(%expanded_13 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %88 = tensor.empty(%dim) : tensor<?x64xf32>
    %89 = linalg.fill ins(%cst_0 : f32) outs(%88 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %90 = linalg.matmul ins(%collapsed, %transposed : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %91 = tensor.empty(%dim) : tensor<?x64xbf16>
    %92 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%90 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_64 = tensor.expand_shape %92 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %93 = arith.cmpi slt, %0, %c0_i64 : i64
    %94 = arith.select %93, %c1_i64, %0 : i64
    %95 = arith.extui %93 : i1 to i64
    %96 = arith.addi %95, %c1_i64 : i64
    %97 = arith.muli %94, %c32_i64 : i64
    %98 = arith.cmpi sle, %96, %c1_i64 : i64
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %99 = arith.muli %0, %c64_i64 : i64
    %100 = arith.divsi %99, %97 : i64
    %101 = arith.select %93, %100, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %101, %100, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_64(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %102 = arith.index_cast %101 : i64 to index
    %103 = tensor.empty(%102) : tensor<1x?x2x32xf32>
    %104 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<1x?x2x32xbf16>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %105 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x?x2x32xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %106 = tensor.empty(%102) : tensor<1x?x2x1xf32>
    %107 = linalg.fill ins(%cst_0 : f32) outs(%106 : tensor<1x?x2x1xf32>) -> tensor<1x?x2x1xf32>
    %108 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<1x?x2x32xf32>) outs(%107 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %109 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_10 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %110 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x2x1xf32>
    %111 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %112 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %111 : tensor<1x?x2x32xf32>, tensor<1x?x2x1xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %113 = tensor.empty(%102) : tensor<1x?x2x32xbf16>
    %114 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x?x2x32xf32>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %115 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20, %114 : tensor<32xbf16>, tensor<1x?x2x32xbf16>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %116 = tensor.empty(%102) : tensor<1x2x?x32xbf16>
    %transposed_65 = linalg.transpose ins(%115 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_15 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed, %transposed_66 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_67 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %expanded_67(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %119 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68 : tensor<1x?x2x32xbf16>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %120 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x?x2x32xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %121 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%120 : tensor<1x?x2x32xf32>) outs(%107 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_10 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %123 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x2x1xf32>
    %124 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %125 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %124 : tensor<1x?x2x32xf32>, tensor<1x?x2x1xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125 : tensor<1x?x2x32xf32>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %127 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21, %126 : tensor<32xbf16>, tensor<1x?x2x32xbf16>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %transposed_69 = linalg.transpose ins(%127 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%expanded_17 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %128 = linalg.matmul ins(%collapsed, %transposed_70 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %129 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%128 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_71 = tensor.expand_shape %129 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %expanded_71(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_73 = linalg.transpose ins(%reshape_72 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_74 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_75 = tensor.expand_shape %75 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %130 = arith.cmpi eq, %102, %dim_63 : index
    cf.assert %130, "mismatched size for broadcast"
    %131 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_65, %expanded_74 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_76 = tensor.extract_slice %transposed_65[0, 0, 0, 0] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_77 = tensor.extract_slice %transposed_65[0, 0, 0, 16] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %132 = tensor.empty(%102) : tensor<1x2x?x16xbf16>
    %133 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_77 : tensor<1x2x?x16xbf16>) outs(%132 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.negf %in : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_78 = tensor.concat dim(3) %133, %extracted_slice_76 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_79 = tensor.dim %133, %c2 : tensor<1x2x?x16xbf16>
    %134 = arith.cmpi eq, %dim_79, %dim_63 : index
    cf.assert %134, "mismatched size for broadcast"
    %135 = tensor.empty(%dim_79) : tensor<1x2x?x32xbf16>
    %136 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_78, %expanded_75 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%135 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %137 = arith.cmpi eq, %102, %dim_79 : index
    cf.assert %137, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %136 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    cf.assert %130, "mismatched size for broadcast"
    %139 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_69, %expanded_74 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_80 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_81 = tensor.extract_slice %transposed_69[0, 0, 0, 16] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %140 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_81 : tensor<1x2x?x16xbf16>) outs(%132 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.negf %in : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_82 = tensor.concat dim(3) %140, %extracted_slice_80 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_83 = tensor.dim %140, %c2 : tensor<1x2x?x16xbf16>
    %141 = arith.cmpi eq, %dim_83, %dim_63 : index
    cf.assert %141, "mismatched size for broadcast"
    %142 = tensor.empty(%dim_83) : tensor<1x2x?x32xbf16>
    %143 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_82, %expanded_75 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%142 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %144 = arith.cmpi eq, %102, %dim_83 : index
    cf.assert %144, "mismatched size for broadcast"
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %143 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %146 = tensor.empty(%102) : tensor<1x2x32x?xbf16>
    %transposed_84 = linalg.transpose ins(%145 : tensor<1x2x?x32xbf16>) outs(%146 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %147 = tensor.empty(%dim) : tensor<1x2x?x32xbf16>
    %148 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %extracted = tensor.extract %138[%c0, %464, %468, %466] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_85 = tensor.collapse_shape %148 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %149 = tensor.empty(%dim) : tensor<1x2x32x?xbf16>
    %150 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%149 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %466 : index
      %extracted = tensor.extract %transposed_84[%c0, %464, %465, %468] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_86 = tensor.collapse_shape %150 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %151 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %152 = linalg.fill ins(%cst_0 : f32) outs(%151 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %153 = linalg.batch_matmul ins(%collapsed_85, %collapsed_86 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%152 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %154 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %155 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153 : tensor<2x?x?xf32>) outs(%154 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<2x?x?xbf16>
    %156 = arith.muli %0, %c2_i64 : i64
    %157 = arith.select %93, %c2_i64, %156 : i64
    %158 = arith.muli %157, %0 : i64
    %159 = arith.select %93, %c2_i64, %158 : i64
    %160 = arith.select %93, %96, %95 : i64
    %161 = arith.cmpi sle, %160, %c1_i64 : i64
    cf.assert %161, "must have at most one inferred (negative) dimension"
    %162 = arith.muli %156, %0 : i64
    %163 = arith.divsi %162, %159 : i64
    %164 = arith.select %93, %163, %0 : i64
    %from_elements_87 = tensor.from_elements %c1_i64, %c2_i64, %164, %164 : tensor<4xi64>
    %reshape_88 = tensor.reshape %155(%from_elements_87) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %165 = arith.index_cast %164 : i64 to index
    %166 = tensor.empty(%165, %165) : tensor<1x2x?x?xbf16>
    %167 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_88 : tensor<1x2x?x?xbf16>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.truncf %cst_6 : f64 to bf16
      %465 = arith.mulf %in, %464 : bf16
      linalg.yield %465 : bf16
    } -> tensor<1x2x?x?xbf16>
    %168 = arith.cmpi eq, %165, %dim : index
    cf.assert %168, "mismatched size for broadcast"
    cf.assert %168, "mismatched size for broadcast"
    %169 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x?xbf16>
    %170 = tensor.empty(%165, %165) : tensor<1x2x?x?xf32>
    %171 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<1x2x?x?xbf16>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %172 = tensor.empty(%165) : tensor<1x2x?xi64>
    %173 = linalg.fill ins(%c0_i64 : i64) outs(%172 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %174 = tensor.empty(%165) : tensor<1x2x?xf32>
    %175 = linalg.fill ins(%cst_1 : f32) outs(%174 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %176:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x2x?x?xf32>) outs(%175, %173 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %464 = linalg.index 3 : index
      %465 = arith.index_cast %464 : index to i64
      %466 = arith.maximumf %in, %out : f32
      %467 = arith.cmpf ogt, %in, %out : f32
      %468 = arith.select %467, %465, %out_181 : i64
      linalg.yield %466, %468 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_89 = tensor.expand_shape %176#0 [[0], [1], [2, 3]] output_shape [1, 2, %165, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %177 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_89 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.subf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %178 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x2x?x?xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.exp %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %179 = tensor.empty(%165) : tensor<1x2x?x1xf32>
    %180 = linalg.fill ins(%cst_0 : f32) outs(%179 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %181 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%178 : tensor<1x2x?x?xf32>) outs(%180 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x1xf32>
    %182 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %181 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %183 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x2x?x?xf32>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %184 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %185 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %165, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %469 = arith.select %467, %c0, %466 : index
      %extracted = tensor.extract %183[%c0, %464, %468, %469] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %161, "must have at most one inferred (negative) dimension"
    %from_elements_90 = tensor.from_elements %c2_i64, %164, %164 : tensor<3xi64>
    %reshape_91 = tensor.reshape %185(%from_elements_90) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %186 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %extracted = tensor.extract %transposed_73[%c0, %464, %468, %466] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_92 = tensor.collapse_shape %186 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    %187 = arith.cmpi eq, %164, %0 : i64
    cf.assert %187, "mismatching contracting dimension"
    %188 = tensor.empty(%165) : tensor<2x?x32xf32>
    %189 = linalg.fill ins(%cst_0 : f32) outs(%188 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %190 = linalg.batch_matmul ins(%reshape_91, %collapsed_92 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%189 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %191 = tensor.empty(%165) : tensor<2x?x32xbf16>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<2x?x32xf32>) outs(%191 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_93 = tensor.expand_shape %192 [[0, 1], [2], [3]] output_shape [1, 2, %165, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %193 = tensor.empty(%165) : tensor<1x?x2x32xbf16>
    %transposed_94 = linalg.transpose ins(%expanded_93 : tensor<1x2x?x32xbf16>) outs(%193 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %194 = arith.muli %164, %c64_i64 : i64
    %195 = arith.divsi %194, %94 : i64
    %196 = arith.select %93, %195, %0 : i64
    %from_elements_95 = tensor.from_elements %c1_i64, %196, %195 : tensor<3xi64>
    %reshape_96 = tensor.reshape %transposed_94(%from_elements_95) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %197 = tensor.empty() : tensor<64x128xbf16>
    %transposed_97 = linalg.transpose ins(%expanded_19 : tensor<128x64xbf16>) outs(%197 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_98 = tensor.collapse_shape %reshape_96 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %198 = arith.index_cast %196 : i64 to index
    %199 = tensor.empty(%198) : tensor<?x128xf32>
    %200 = linalg.fill ins(%cst_0 : f32) outs(%199 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %201 = linalg.matmul ins(%collapsed_98, %transposed_97 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%200 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %202 = tensor.empty(%198) : tensor<?x128xbf16>
    %203 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%201 : tensor<?x128xf32>) outs(%202 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %expanded_99 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, %198, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %204 = "tp.mark_partial"(%expanded_99) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %205 = "tp.all_reduce"(%204) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_100 = tensor.dim %205, %c1 : tensor<1x?x128xbf16>
    %206 = arith.cmpi eq, %dim, %dim_100 : index
    cf.assert %206, "mismatched size for broadcast"
    %207 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %205 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_9 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %213 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %216 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29, %215 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_101 = tensor.collapse_shape %216 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %217 = tensor.empty() : tensor<128x8xbf16>
    %transposed_102 = linalg.transpose ins(%expanded_27 : tensor<8x128xbf16>) outs(%217 : tensor<128x8xbf16>) permutation = [1, 0] 
    %218 = tensor.empty(%dim) : tensor<?x8xf32>
    %219 = linalg.fill ins(%cst_0 : f32) outs(%218 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %220 = linalg.matmul ins(%collapsed_101, %transposed_102 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%219 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %221 = tensor.empty(%dim) : tensor<?x8xbf16>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%220 : tensor<?x8xf32>) outs(%221 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x8xbf16>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<?x8xbf16>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %224 = linalg.fill ins(%c0_i64 : i64) outs(%3 : tensor<?xi64>) -> tensor<?xi64>
    %225 = tensor.empty(%dim) : tensor<?xf32>
    %226 = linalg.fill ins(%cst_1 : f32) outs(%225 : tensor<?xf32>) -> tensor<?xf32>
    %227:2 = linalg.generic {indexing_maps = [#map3, #map22, #map22], iterator_types = ["parallel", "reduction"]} ins(%223 : tensor<?x8xf32>) outs(%226, %224 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %464 = linalg.index 1 : index
      %465 = arith.index_cast %464 : index to i64
      %466 = arith.maximumf %in, %out : f32
      %467 = arith.cmpf ogt, %in, %out : f32
      %468 = arith.select %467, %465, %out_181 : i64
      linalg.yield %466, %468 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_103 = tensor.expand_shape %227#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%223, %expanded_103 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.subf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %229 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<?x8xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.exp %in : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %230 = tensor.empty(%dim) : tensor<?x1xf32>
    %231 = linalg.fill ins(%cst_0 : f32) outs(%230 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %232 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%229 : tensor<?x8xf32>) outs(%231 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<?x1xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%229, %232 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %expanded_104 = tensor.expand_shape %233 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_105 = tensor.expand_shape %233 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %234 = tensor.empty(%dim) : tensor<?x8x1xi1>
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104, %expanded_104 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%234 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x1xi1>
    %236 = tensor.empty(%dim) : tensor<?x1x8xi1>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_105 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%236 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x1x8xi1>
    %238 = tensor.empty(%dim) : tensor<?x8x8xi1>
    %239 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_104 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf ogt, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<?x8x1xi1>) outs(%234 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %464 = arith.xori %in, %true : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x1xi1>
    %241 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %240 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %242 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239, %241 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %243 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_105, %expanded_104 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf oeq, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %244 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %235 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %246 = tensor.empty() : tensor<8xi64>
    %247 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%246 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %464 = linalg.index 0 : index
      %465 = arith.index_cast %464 : index to i64
      linalg.yield %465 : i64
    } -> tensor<8xi64>
    %expanded_106 = tensor.expand_shape %247 [[0, 1]] output_shape [1, 8] : tensor<8xi64> into tensor<1x8xi64>
    %expanded_107 = tensor.expand_shape %247 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %248 = tensor.empty() : tensor<8x8xi1>
    %249 = linalg.generic {indexing_maps = [#map24, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_106, %expanded_107 : tensor<1x8xi64>, tensor<8x1xi64>) outs(%248 : tensor<8x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi slt, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<8x8xi1>
    %250 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245, %249 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %251 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242, %250 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %252 = tensor.empty(%dim) : tensor<?x8xi64>
    %253 = linalg.fill ins(%c0_i64 : i64) outs(%252 : tensor<?x8xi64>) -> tensor<?x8xi64>
    %254 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%251 : tensor<?x8x8xi1>) outs(%253 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %464 = arith.extui %in : i1 to i64
      %465 = arith.addi %464, %out : i64
      linalg.yield %465 : i64
    } -> tensor<?x8xi64>
    %expanded_108 = tensor.expand_shape %254 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %255 = tensor.empty() : tensor<2xi64>
    %256 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%255 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %464 = linalg.index 0 : index
      %465 = arith.index_cast %464 : index to i64
      linalg.yield %465 : i64
    } -> tensor<2xi64>
    %expanded_109 = tensor.expand_shape %256 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %257 = tensor.empty(%dim) : tensor<?x2x8xi1>
    %258 = linalg.generic {indexing_maps = [#map23, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_109 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%257 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<?x2x8xi1>
    %259 = tensor.empty(%dim) : tensor<?x2x8xi64>
    %260 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %247 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%259 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_181: i64, %out: i64):
      %464 = arith.extui %in : i1 to i64
      %465 = arith.muli %464, %in_181 : i64
      linalg.yield %465 : i64
    } -> tensor<?x2x8xi64>
    %261 = tensor.empty(%dim) : tensor<?x2xi64>
    %262 = linalg.fill ins(%c0_i64 : i64) outs(%261 : tensor<?x2xi64>) -> tensor<?x2xi64>
    %263 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<?x2x8xi64>) outs(%262 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %464 = arith.addi %in, %out : i64
      linalg.yield %464 : i64
    } -> tensor<?x2xi64>
    %264 = tensor.empty(%dim) : tensor<?x2xf32>
    %265 = linalg.fill ins(%cst_0 : f32) outs(%264 : tensor<?x2xf32>) -> tensor<?x2xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%263 : tensor<?x2xi64>) outs(%265 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %464 = linalg.index 0 : index
      %465 = arith.index_cast %in : i64 to index
      %466 = arith.cmpi slt, %465, %c8 : index
      cf.assert %466, "index must be smaller than dim size"
      %467 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %467, "index must be larger or equal to 0"
      %extracted = tensor.extract %233[%464, %465] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %267 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%266 : tensor<?x2xf32>) outs(%231 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%266, %267 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%264 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x2xf32>
    %269 = tensor.empty(%dim) : tensor<?x2xbf16>
    %270 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%268 : tensor<?x2xf32>) outs(%269 : tensor<?x2xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x2xbf16>
    %expanded_110 = tensor.expand_shape %collapsed_101 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %271 = tensor.empty(%dim) : tensor<?x2x128xbf16>
    %272 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%271 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 0 : index
      %465 = linalg.index 2 : index
      %466 = arith.cmpi eq, %dim, %c1 : index
      %467 = arith.select %466, %c0, %464 : index
      %extracted = tensor.extract %expanded_110[%467, %c0, %465] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_111 = tensor.collapse_shape %272 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_112 = tensor.collapse_shape %270 [[0, 1]] : tensor<?x2xbf16> into tensor<?xbf16>
    %collapsed_113 = tensor.collapse_shape %263 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_114 = tensor.dim %collapsed_113, %c0 : tensor<?xi64>
    %273 = tensor.empty(%dim_114) : tensor<?x32x128xbf16>
    %274 = linalg.generic {indexing_maps = [#map26, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<?xi64>) outs(%273 : tensor<?x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c8_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = linalg.index 1 : index
      %469 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_23[%467, %468, %469] : tensor<8x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x32x128xbf16>
    %275 = affine.apply #map27()[%dim]
    %expanded_115 = tensor.expand_shape %collapsed_111 [[0], [1, 2]] output_shape [%275, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %276 = arith.index_cast %dim_114 : index to i64
    %277 = arith.index_cast %275 : index to i64
    %278 = arith.cmpi eq, %276, %277 : i64
    cf.assert %278, "mismatching contracting dimension"
    %279 = tensor.empty(%dim_114) : tensor<?x32x1xf32>
    %280 = linalg.fill ins(%cst_0 : f32) outs(%279 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %281 = linalg.batch_matmul ins(%274, %expanded_115 : tensor<?x32x128xbf16>, tensor<?x128x1xbf16>) outs(%280 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %282 = tensor.empty(%dim_114) : tensor<?x32x1xbf16>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<?x32x1xf32>) outs(%282 : tensor<?x32x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x32x1xbf16>
    %collapsed_116 = tensor.collapse_shape %283 [[0], [1, 2]] : tensor<?x32x1xbf16> into tensor<?x32xbf16>
    %extracted_slice_117 = tensor.extract_slice %collapsed_116[0, 0] [%dim_114, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %extracted_slice_118 = tensor.extract_slice %collapsed_116[0, 16] [%dim_114, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %284 = tensor.empty(%dim_114) : tensor<?x16xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_117 : tensor<?x16xbf16>) outs(%284 : tensor<?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<?x16xf32>
    %286 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%285 : tensor<?x16xf32>) outs(%284 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.negf %in : f32
      %465 = math.exp %464 : f32
      %466 = arith.addf %465, %cst_2 : f32
      %467 = arith.divf %cst_2, %466 : f32
      linalg.yield %467 : f32
    } -> tensor<?x16xf32>
    %287 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%285, %286 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%284 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x16xf32>
    %288 = tensor.empty(%dim_114) : tensor<?x16xbf16>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<?x16xf32>) outs(%288 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x16xbf16>
    %290 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%289, %extracted_slice_118 : tensor<?x16xbf16>, tensor<?x16xbf16>) outs(%288 : tensor<?x16xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x16xbf16>
    %291 = tensor.empty(%dim_114) : tensor<?x128x16xbf16>
    %292 = linalg.generic {indexing_maps = [#map26, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_113 : tensor<?xi64>) outs(%291 : tensor<?x128x16xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c8_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = linalg.index 1 : index
      %469 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_25[%467, %468, %469] : tensor<8x128x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x16xbf16>
    %expanded_119 = tensor.expand_shape %290 [[0], [1, 2]] output_shape [%dim_114, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %293 = tensor.empty(%dim_114) : tensor<?x128x1xf32>
    %294 = linalg.fill ins(%cst_0 : f32) outs(%293 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %295 = linalg.batch_matmul ins(%292, %expanded_119 : tensor<?x128x16xbf16>, tensor<?x16x1xbf16>) outs(%294 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %296 = tensor.empty(%dim_114) : tensor<?x128x1xbf16>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<?x128x1xf32>) outs(%296 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_120 = tensor.collapse_shape %297 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %298 = affine.apply #map27()[%dim]
    %expanded_121 = tensor.expand_shape %collapsed_112 [[0, 1]] output_shape [%298, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %299 = arith.cmpi eq, %dim_114, %298 : index
    cf.assert %299, "mismatched size for broadcast"
    %300 = tensor.empty(%dim_114) : tensor<?x128xbf16>
    %301 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_120, %expanded_121 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%300 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %302 = arith.divsi %dim_114, %c2 : index
    %expanded_122 = tensor.expand_shape %301 [[0, 1], [2]] output_shape [%302, 2, 128] : tensor<?x128xbf16> into tensor<?x2x128xbf16>
    %303 = tensor.empty(%302) : tensor<?x128xbf16>
    %304 = linalg.fill ins(%cst : bf16) outs(%303 : tensor<?x128xbf16>) -> tensor<?x128xbf16>
    %305 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_122 : tensor<?x2x128xbf16>) outs(%304 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.addf %in, %out : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %expanded_123 = tensor.expand_shape %305 [[0, 1], [2]] output_shape [1, %302, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %306 = "tp.mark_partial"(%expanded_123) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %307 = "tp.all_reduce"(%306) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_124 = tensor.dim %307, %c1 : tensor<1x?x128xbf16>
    %308 = arith.cmpi eq, %dim, %dim_124 : index
    cf.assert %308, "mismatched size for broadcast"
    %309 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207, %307 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %310 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_9 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%310, %315 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %318 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %317 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_125 = linalg.transpose ins(%expanded_31 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %318 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %319 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %320 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%319 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_127 = tensor.expand_shape %320 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_128 = tensor.reshape %expanded_127(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %321 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_128 : tensor<1x?x2x32xbf16>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %322 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321 : tensor<1x?x2x32xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %323 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%322 : tensor<1x?x2x32xf32>) outs(%107 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %324 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_10 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %325 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x2x1xf32>
    %326 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %327 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %326 : tensor<1x?x2x32xf32>, tensor<1x?x2x1xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %328 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x?x2x32xf32>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %329 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_38, %328 : tensor<32xbf16>, tensor<1x?x2x32xbf16>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %transposed_129 = linalg.transpose ins(%329 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_130 = linalg.transpose ins(%expanded_33 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %330 = linalg.matmul ins(%collapsed_126, %transposed_130 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %331 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%330 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_131 = tensor.expand_shape %331 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_132 = tensor.reshape %expanded_131(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %332 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_132 : tensor<1x?x2x32xbf16>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %333 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x?x2x32xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %334 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%333 : tensor<1x?x2x32xf32>) outs(%107 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %335 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_10 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %336 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x2x1xf32>
    %337 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x?x2x1xf32>) outs(%106 : tensor<1x?x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x1xf32>
    %338 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332, %337 : tensor<1x?x2x32xf32>, tensor<1x?x2x1xf32>) outs(%103 : tensor<1x?x2x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x2x32xf32>
    %339 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x?x2x32xf32>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %340 = linalg.generic {indexing_maps = [#map19, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %339 : tensor<32xbf16>, tensor<1x?x2x32xbf16>) outs(%113 : tensor<1x?x2x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x2x32xbf16>
    %transposed_133 = linalg.transpose ins(%340 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_134 = linalg.transpose ins(%expanded_35 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %341 = linalg.matmul ins(%collapsed_126, %transposed_134 : tensor<?x128xbf16>, tensor<128x64xbf16>) outs(%89 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%341 : tensor<?x64xf32>) outs(%91 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x64xbf16>
    %expanded_135 = tensor.expand_shape %342 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %expanded_135(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_137 = linalg.transpose ins(%reshape_136 : tensor<1x?x2x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %130, "mismatched size for broadcast"
    %343 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_129, %expanded_74 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_138 = tensor.extract_slice %transposed_129[0, 0, 0, 0] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_139 = tensor.extract_slice %transposed_129[0, 0, 0, 16] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %344 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_139 : tensor<1x2x?x16xbf16>) outs(%132 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.negf %in : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_140 = tensor.concat dim(3) %344, %extracted_slice_138 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_141 = tensor.dim %344, %c2 : tensor<1x2x?x16xbf16>
    %345 = arith.cmpi eq, %dim_141, %dim_63 : index
    cf.assert %345, "mismatched size for broadcast"
    %346 = tensor.empty(%dim_141) : tensor<1x2x?x32xbf16>
    %347 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_140, %expanded_75 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%346 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %348 = arith.cmpi eq, %102, %dim_141 : index
    cf.assert %348, "mismatched size for broadcast"
    %349 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %347 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    cf.assert %130, "mismatched size for broadcast"
    %350 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_133, %expanded_74 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_142 = tensor.extract_slice %transposed_133[0, 0, 0, 0] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_143 = tensor.extract_slice %transposed_133[0, 0, 0, 16] [1, 2, %102, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %351 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_143 : tensor<1x2x?x16xbf16>) outs(%132 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.negf %in : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_144 = tensor.concat dim(3) %351, %extracted_slice_142 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_145 = tensor.dim %351, %c2 : tensor<1x2x?x16xbf16>
    %352 = arith.cmpi eq, %dim_145, %dim_63 : index
    cf.assert %352, "mismatched size for broadcast"
    %353 = tensor.empty(%dim_145) : tensor<1x2x?x32xbf16>
    %354 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_144, %expanded_75 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%353 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %355 = arith.cmpi eq, %102, %dim_145 : index
    cf.assert %355, "mismatched size for broadcast"
    %356 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %354 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%116 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x32xbf16>
    %transposed_146 = linalg.transpose ins(%356 : tensor<1x2x?x32xbf16>) outs(%146 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %357 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %extracted = tensor.extract %349[%c0, %464, %468, %466] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_147 = tensor.collapse_shape %357 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %358 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%149 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %466 : index
      %extracted = tensor.extract %transposed_146[%c0, %464, %465, %468] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_148 = tensor.collapse_shape %358 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %359 = linalg.batch_matmul ins(%collapsed_147, %collapsed_148 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%152 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359 : tensor<2x?x?xf32>) outs(%154 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %161, "must have at most one inferred (negative) dimension"
    %reshape_149 = tensor.reshape %360(%from_elements_87) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %361 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_149 : tensor<1x2x?x?xbf16>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.truncf %cst_6 : f64 to bf16
      %465 = arith.mulf %in, %464 : bf16
      linalg.yield %465 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %168, "mismatched size for broadcast"
    cf.assert %168, "mismatched size for broadcast"
    %362 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x?xbf16>
    %363 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<1x2x?x?xbf16>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %364:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%363 : tensor<1x2x?x?xf32>) outs(%175, %173 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %464 = linalg.index 3 : index
      %465 = arith.index_cast %464 : index to i64
      %466 = arith.maximumf %in, %out : f32
      %467 = arith.cmpf ogt, %in, %out : f32
      %468 = arith.select %467, %465, %out_181 : i64
      linalg.yield %466, %468 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_150 = tensor.expand_shape %364#0 [[0], [1], [2, 3]] output_shape [1, 2, %165, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %365 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_150 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.subf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %366 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365 : tensor<1x2x?x?xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.exp %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %367 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%366 : tensor<1x2x?x?xf32>) outs(%180 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x1xf32>
    %368 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %367 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%170 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x2x?x?xf32>
    %369 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<1x2x?x?xf32>) outs(%166 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %370 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%184 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %165, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %469 = arith.select %467, %c0, %466 : index
      %extracted = tensor.extract %369[%c0, %464, %468, %469] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %161, "must have at most one inferred (negative) dimension"
    %reshape_151 = tensor.reshape %370(%from_elements_90) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %371 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%147 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 1 : index
      %465 = linalg.index 2 : index
      %466 = linalg.index 3 : index
      %467 = arith.cmpi eq, %102, %c1 : index
      %468 = arith.select %467, %c0, %465 : index
      %extracted = tensor.extract %transposed_137[%c0, %464, %468, %466] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_152 = tensor.collapse_shape %371 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %187, "mismatching contracting dimension"
    %372 = linalg.batch_matmul ins(%reshape_151, %collapsed_152 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%189 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<2x?x32xf32>) outs(%191 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_153 = tensor.expand_shape %373 [[0, 1], [2], [3]] output_shape [1, 2, %165, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<1x2x?x32xbf16>) outs(%193 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %reshape_155 = tensor.reshape %transposed_154(%from_elements_95) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_156 = linalg.transpose ins(%expanded_37 : tensor<128x64xbf16>) outs(%197 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_157 = tensor.collapse_shape %reshape_155 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %374 = arith.index_cast %196 : i64 to index
    %375 = tensor.empty(%374) : tensor<?x128xf32>
    %376 = linalg.fill ins(%cst_0 : f32) outs(%375 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %377 = linalg.matmul ins(%collapsed_157, %transposed_156 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%376 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %378 = tensor.empty(%374) : tensor<?x128xbf16>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%377 : tensor<?x128xf32>) outs(%378 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %expanded_158 = tensor.expand_shape %379 [[0, 1], [2]] output_shape [1, %374, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %380 = "tp.mark_partial"(%expanded_158) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %381 = "tp.all_reduce"(%380) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_159 = tensor.dim %381, %c1 : tensor<1x?x128xbf16>
    %382 = arith.cmpi eq, %dim, %dim_159 : index
    cf.assert %382, "mismatched size for broadcast"
    %383 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%309, %381 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%385 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_9 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %389 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%390 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %392 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %391 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_160 = tensor.collapse_shape %392 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %transposed_161 = linalg.transpose ins(%expanded_45 : tensor<8x128xbf16>) outs(%217 : tensor<128x8xbf16>) permutation = [1, 0] 
    %393 = linalg.matmul ins(%collapsed_160, %transposed_161 : tensor<?x128xbf16>, tensor<128x8xbf16>) outs(%219 : tensor<?x8xf32>) -> tensor<?x8xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%393 : tensor<?x8xf32>) outs(%221 : tensor<?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x8xbf16>
    %395 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%394 : tensor<?x8xbf16>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %396:2 = linalg.generic {indexing_maps = [#map3, #map22, #map22], iterator_types = ["parallel", "reduction"]} ins(%395 : tensor<?x8xf32>) outs(%226, %224 : tensor<?xf32>, tensor<?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_181: i64):
      %464 = linalg.index 1 : index
      %465 = arith.index_cast %464 : index to i64
      %466 = arith.maximumf %in, %out : f32
      %467 = arith.cmpf ogt, %in, %out : f32
      %468 = arith.select %467, %465, %out_181 : i64
      linalg.yield %466, %468 : f32, i64
    } -> (tensor<?xf32>, tensor<?xi64>)
    %expanded_162 = tensor.expand_shape %396#0 [[0, 1]] output_shape [%dim, 1] : tensor<?xf32> into tensor<?x1xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%395, %expanded_162 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.subf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %398 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%397 : tensor<?x8xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.exp %in : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %399 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%398 : tensor<?x8xf32>) outs(%231 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<?x1xf32>
    %400 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%398, %399 : tensor<?x8xf32>, tensor<?x1xf32>) outs(%218 : tensor<?x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x8xf32>
    %expanded_163 = tensor.expand_shape %400 [[0], [1, 2]] output_shape [%dim, 8, 1] : tensor<?x8xf32> into tensor<?x8x1xf32>
    %expanded_164 = tensor.expand_shape %400 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xf32> into tensor<?x1x8xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %expanded_163 : tensor<?x8x1xf32>, tensor<?x8x1xf32>) outs(%234 : tensor<?x8x1xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x1xi1>
    %402 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_164 : tensor<?x1x8xf32>, tensor<?x1x8xf32>) outs(%236 : tensor<?x1x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf une, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x1x8xi1>
    %403 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_163 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf ogt, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%401 : tensor<?x8x1xi1>) outs(%234 : tensor<?x8x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %464 = arith.xori %in, %true : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x1xi1>
    %405 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %404 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %406 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %405 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %407 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_164, %expanded_163 : tensor<?x1x8xf32>, tensor<?x8x1xf32>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: f32, %in_181: f32, %out: i1):
      %464 = arith.cmpf oeq, %in, %in_181 : f32
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %408 = linalg.generic {indexing_maps = [#map23, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %401 : tensor<?x1x8xi1>, tensor<?x8x1xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %409 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%407, %408 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %410 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %249 : tensor<?x8x8xi1>, tensor<8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.andi %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %411 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %410 : tensor<?x8x8xi1>, tensor<?x8x8xi1>) outs(%238 : tensor<?x8x8xi1>) {
    ^bb0(%in: i1, %in_181: i1, %out: i1):
      %464 = arith.ori %in, %in_181 : i1
      linalg.yield %464 : i1
    } -> tensor<?x8x8xi1>
    %412 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%411 : tensor<?x8x8xi1>) outs(%253 : tensor<?x8xi64>) {
    ^bb0(%in: i1, %out: i64):
      %464 = arith.extui %in : i1 to i64
      %465 = arith.addi %464, %out : i64
      linalg.yield %465 : i64
    } -> tensor<?x8xi64>
    %expanded_165 = tensor.expand_shape %412 [[0], [1, 2]] output_shape [%dim, 1, 8] : tensor<?x8xi64> into tensor<?x1x8xi64>
    %413 = linalg.generic {indexing_maps = [#map23, #map25, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %expanded_109 : tensor<?x1x8xi64>, tensor<2x1xi64>) outs(%257 : tensor<?x2x8xi1>) {
    ^bb0(%in: i64, %in_181: i64, %out: i1):
      %464 = arith.cmpi eq, %in, %in_181 : i64
      linalg.yield %464 : i1
    } -> tensor<?x2x8xi1>
    %414 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413, %247 : tensor<?x2x8xi1>, tensor<8xi64>) outs(%259 : tensor<?x2x8xi64>) {
    ^bb0(%in: i1, %in_181: i64, %out: i64):
      %464 = arith.extui %in : i1 to i64
      %465 = arith.muli %464, %in_181 : i64
      linalg.yield %465 : i64
    } -> tensor<?x2x8xi64>
    %415 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%414 : tensor<?x2x8xi64>) outs(%262 : tensor<?x2xi64>) {
    ^bb0(%in: i64, %out: i64):
      %464 = arith.addi %in, %out : i64
      linalg.yield %464 : i64
    } -> tensor<?x2xi64>
    %416 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%415 : tensor<?x2xi64>) outs(%265 : tensor<?x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %464 = linalg.index 0 : index
      %465 = arith.index_cast %in : i64 to index
      %466 = arith.cmpi slt, %465, %c8 : index
      cf.assert %466, "index must be smaller than dim size"
      %467 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %467, "index must be larger or equal to 0"
      %extracted = tensor.extract %400[%464, %465] : tensor<?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x2xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map5], iterator_types = ["parallel", "reduction"]} ins(%416 : tensor<?x2xf32>) outs(%231 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<?x1xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%416, %417 : tensor<?x2xf32>, tensor<?x1xf32>) outs(%264 : tensor<?x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.divf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x2xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%418 : tensor<?x2xf32>) outs(%269 : tensor<?x2xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x2xbf16>
    %expanded_166 = tensor.expand_shape %collapsed_160 [[0], [1, 2]] output_shape [%dim, 1, 128] : tensor<?x128xbf16> into tensor<?x1x128xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %420 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%271 : tensor<?x2x128xbf16>) {
    ^bb0(%out: bf16):
      %464 = linalg.index 0 : index
      %465 = linalg.index 2 : index
      %466 = arith.cmpi eq, %dim, %c1 : index
      %467 = arith.select %466, %c0, %464 : index
      %extracted = tensor.extract %expanded_166[%467, %c0, %465] : tensor<?x1x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x2x128xbf16>
    %collapsed_167 = tensor.collapse_shape %420 [[0, 1], [2]] : tensor<?x2x128xbf16> into tensor<?x128xbf16>
    %collapsed_168 = tensor.collapse_shape %419 [[0, 1]] : tensor<?x2xbf16> into tensor<?xbf16>
    %collapsed_169 = tensor.collapse_shape %415 [[0, 1]] : tensor<?x2xi64> into tensor<?xi64>
    %dim_170 = tensor.dim %collapsed_169, %c0 : tensor<?xi64>
    %421 = tensor.empty(%dim_170) : tensor<?x32x128xbf16>
    %422 = linalg.generic {indexing_maps = [#map26, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_169 : tensor<?xi64>) outs(%421 : tensor<?x32x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c8_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = linalg.index 1 : index
      %469 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_41[%467, %468, %469] : tensor<8x32x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x32x128xbf16>
    %expanded_171 = tensor.expand_shape %collapsed_167 [[0], [1, 2]] output_shape [%275, 128, 1] : tensor<?x128xbf16> into tensor<?x128x1xbf16>
    %423 = arith.index_cast %dim_170 : index to i64
    %424 = arith.cmpi eq, %423, %277 : i64
    cf.assert %424, "mismatching contracting dimension"
    %425 = tensor.empty(%dim_170) : tensor<?x32x1xf32>
    %426 = linalg.fill ins(%cst_0 : f32) outs(%425 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %427 = linalg.batch_matmul ins(%422, %expanded_171 : tensor<?x32x128xbf16>, tensor<?x128x1xbf16>) outs(%426 : tensor<?x32x1xf32>) -> tensor<?x32x1xf32>
    %428 = tensor.empty(%dim_170) : tensor<?x32x1xbf16>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427 : tensor<?x32x1xf32>) outs(%428 : tensor<?x32x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x32x1xbf16>
    %collapsed_172 = tensor.collapse_shape %429 [[0], [1, 2]] : tensor<?x32x1xbf16> into tensor<?x32xbf16>
    %extracted_slice_173 = tensor.extract_slice %collapsed_172[0, 0] [%dim_170, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %extracted_slice_174 = tensor.extract_slice %collapsed_172[0, 16] [%dim_170, 16] [1, 1] : tensor<?x32xbf16> to tensor<?x16xbf16>
    %430 = tensor.empty(%dim_170) : tensor<?x16xf32>
    %431 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_173 : tensor<?x16xbf16>) outs(%430 : tensor<?x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<?x16xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%431 : tensor<?x16xf32>) outs(%430 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.negf %in : f32
      %465 = math.exp %464 : f32
      %466 = arith.addf %465, %cst_2 : f32
      %467 = arith.divf %cst_2, %466 : f32
      linalg.yield %467 : f32
    } -> tensor<?x16xf32>
    %433 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%431, %432 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%430 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<?x16xf32>
    %434 = tensor.empty(%dim_170) : tensor<?x16xbf16>
    %435 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%433 : tensor<?x16xf32>) outs(%434 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x16xbf16>
    %436 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%435, %extracted_slice_174 : tensor<?x16xbf16>, tensor<?x16xbf16>) outs(%434 : tensor<?x16xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x16xbf16>
    %437 = tensor.empty(%dim_170) : tensor<?x128x16xbf16>
    %438 = linalg.generic {indexing_maps = [#map26, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_169 : tensor<?xi64>) outs(%437 : tensor<?x128x16xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %464 = arith.cmpi slt, %in, %c0_i64 : i64
      %465 = arith.addi %in, %c8_i64 : i64
      %466 = arith.select %464, %465, %in : i64
      %467 = arith.index_cast %466 : i64 to index
      %468 = linalg.index 1 : index
      %469 = linalg.index 2 : index
      %extracted = tensor.extract %expanded_43[%467, %468, %469] : tensor<8x128x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<?x128x16xbf16>
    %expanded_175 = tensor.expand_shape %436 [[0], [1, 2]] output_shape [%dim_170, 16, 1] : tensor<?x16xbf16> into tensor<?x16x1xbf16>
    %439 = tensor.empty(%dim_170) : tensor<?x128x1xf32>
    %440 = linalg.fill ins(%cst_0 : f32) outs(%439 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %441 = linalg.batch_matmul ins(%438, %expanded_175 : tensor<?x128x16xbf16>, tensor<?x16x1xbf16>) outs(%440 : tensor<?x128x1xf32>) -> tensor<?x128x1xf32>
    %442 = tensor.empty(%dim_170) : tensor<?x128x1xbf16>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441 : tensor<?x128x1xf32>) outs(%442 : tensor<?x128x1xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128x1xbf16>
    %collapsed_176 = tensor.collapse_shape %443 [[0], [1, 2]] : tensor<?x128x1xbf16> into tensor<?x128xbf16>
    %expanded_177 = tensor.expand_shape %collapsed_168 [[0, 1]] output_shape [%298, 1] : tensor<?xbf16> into tensor<?x1xbf16>
    %444 = arith.cmpi eq, %dim_170, %298 : index
    cf.assert %444, "mismatched size for broadcast"
    %445 = tensor.empty(%dim_170) : tensor<?x128xbf16>
    %446 = linalg.generic {indexing_maps = [#map3, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_176, %expanded_177 : tensor<?x128xbf16>, tensor<?x1xbf16>) outs(%445 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %447 = arith.divsi %dim_170, %c2 : index
    %expanded_178 = tensor.expand_shape %446 [[0, 1], [2]] output_shape [%447, 2, 128] : tensor<?x128xbf16> into tensor<?x2x128xbf16>
    %448 = tensor.empty(%447) : tensor<?x128xbf16>
    %449 = linalg.fill ins(%cst : bf16) outs(%448 : tensor<?x128xbf16>) -> tensor<?x128xbf16>
    %450 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded_178 : tensor<?x2x128xbf16>) outs(%449 : tensor<?x128xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %464 = arith.addf %in, %out : bf16
      linalg.yield %464 : bf16
    } -> tensor<?x128xbf16>
    %expanded_179 = tensor.expand_shape %450 [[0, 1], [2]] output_shape [1, %447, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %451 = "tp.mark_partial"(%expanded_179) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %452 = "tp.all_reduce"(%451) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_180 = tensor.dim %452, %c1 : tensor<1x?x128xbf16>
    %453 = arith.cmpi eq, %dim, %dim_180 : index
    cf.assert %453, "mismatched size for broadcast"
    %454 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %452 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.addf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %455 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%454 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %464 = arith.extf %in : bf16 to f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%456 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.addf %in, %out : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.divf %in, %cst_9 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = arith.truncf %cst_7 : f64 to f32
      %465 = arith.addf %in, %464 : f32
      linalg.yield %465 : f32
    } -> tensor<1x?x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %464 = math.rsqrt %in : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x1xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%455, %460 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %464 = arith.mulf %in, %in_181 : f32
      linalg.yield %464 : f32
    } -> tensor<1x?x128xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %464 = arith.truncf %in : f32 to bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    %463 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %462 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_181: bf16, %out: bf16):
      %464 = arith.mulf %in, %in_181 : bf16
      linalg.yield %464 : bf16
    } -> tensor<1x?x128xbf16>
    return %463 : tensor<1x?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x040000000000803F9AF50F3F9BE8A13E8718363ECDCCCC3DC255663DE386013D39AD913C0AD7233C9C44B83B383E4F3B2815E93A6F12833A166A133A60CBA53953773A39"
    }
  }
#-}
