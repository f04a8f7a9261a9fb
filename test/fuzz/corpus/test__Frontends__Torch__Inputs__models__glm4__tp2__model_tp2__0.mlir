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
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<173568xbf16>) -> tensor<1x?x128xbf16> {
    %true = arith.constant true
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
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_8 = arith.constant 1.280000e+02 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[8192] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[16384] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[16448] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_13 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[24640] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[24704] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[32896] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[32960] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[41152] [32768] [1] : tensor<173568xbf16> to tensor<32768xbf16>
    %expanded_22 = tensor.expand_shape %extracted_slice_21 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_23 = tensor.extract_slice %arg1[73920] [16384] [1] : tensor<173568xbf16> to tensor<16384xbf16>
    %expanded_24 = tensor.expand_shape %extracted_slice_23 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[90304] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[90432] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[90560] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[90688] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[90816] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[99008] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[99072] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[107264] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[107328] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[115520] [64] [1] : tensor<173568xbf16> to tensor<64xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[115584] [8192] [1] : tensor<173568xbf16> to tensor<8192xbf16>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[123776] [32768] [1] : tensor<173568xbf16> to tensor<32768xbf16>
    %expanded_41 = tensor.expand_shape %extracted_slice_40 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[156544] [16384] [1] : tensor<173568xbf16> to tensor<16384xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[172928] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_45 = tensor.extract_slice %arg1[173056] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[173184] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[173312] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %extracted_slice_48 = tensor.extract_slice %arg1[173440] [128] [1] : tensor<173568xbf16> to tensor<128xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %389 = arith.index_cast %in : i64 to index
      %390 = linalg.index 2 : index
      %391 = arith.cmpi slt, %389, %c64 : index
      cf.assert %391, "index must be smaller than dim size"
      %392 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %392, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%389, %390] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %389 = linalg.index 0 : index
      %390 = arith.index_cast %389 : index to i64
      linalg.yield %390 : i64
    } -> tensor<?xi64>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %389 = arith.subi %in, %c1_i64 : i64
      linalg.yield %389 : i64
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
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %389 = arith.subi %in, %in_186 : i64
      linalg.yield %389 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %389 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %389 : i1
    } -> tensor<1x?xi1>
    %expanded_54 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_55 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_55, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %389 = arith.cmpi sle, %in, %in_186 : i64
      linalg.yield %389 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %389 = arith.extui %in : i1 to i64
      linalg.yield %389 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_186: i64, %in_187: i64, %out: i64):
      %389 = arith.select %in, %in_186, %in_187 : i64
      linalg.yield %389 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %389 = arith.addi %in, %out : i64
      linalg.yield %389 : i64
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
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %389 = arith.cmpi slt, %in, %c0_i64 : i64
      %390 = arith.addi %in, %c1_i64 : i64
      %391 = arith.select %389, %390, %in : i64
      %392 = arith.index_cast %391 : i64 to index
      %393 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %394 = arith.addi %in_186, %0 : i64
      %395 = arith.select %393, %394, %in_186 : i64
      %396 = arith.index_cast %395 : i64 to index
      %extracted = tensor.extract %expanded_49[%392, %396] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_60 = tensor.dim %expanded_58, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_60) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %389 = arith.cmpi slt, %in, %c0_i64 : i64
      %390 = arith.addi %in, %c1_i64 : i64
      %391 = arith.select %389, %390, %in : i64
      %392 = arith.index_cast %391 : i64 to index
      %393 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %394 = arith.addi %in_186, %0 : i64
      %395 = arith.select %393, %394, %in_186 : i64
      %396 = arith.index_cast %395 : i64 to index
      %extracted = tensor.extract %expanded_49[%392, %396] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_59, %dim_60) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %389 = arith.cmpi sle, %in, %in_186 : i64
      linalg.yield %389 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_186: i1, %out: i1):
      %389 = arith.andi %in, %in_186 : i1
      linalg.yield %389 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_57 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %389 = arith.cmpi slt, %in, %c0_i64 : i64
      %390 = arith.addi %in, %c1_i64 : i64
      %391 = arith.select %389, %390, %in : i64
      %392 = arith.index_cast %391 : i64 to index
      %393 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %394 = arith.addi %in_186, %0 : i64
      %395 = arith.select %393, %394, %in_186 : i64
      %396 = arith.index_cast %395 : i64 to index
      %extracted = tensor.extract %47[%392, %396] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %389 = arith.cmpi slt, %in, %c0_i64 : i64
      %390 = arith.addi %in, %c1_i64 : i64
      %391 = arith.select %389, %390, %in : i64
      %392 = arith.index_cast %391 : i64 to index
      %393 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %394 = arith.addi %in_186, %0 : i64
      %395 = arith.select %393, %394, %in_186 : i64
      %396 = arith.index_cast %395 : i64 to index
      %extracted = tensor.extract %47[%392, %396] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %389 = arith.cmpi eq, %in, %in_186 : i64
      linalg.yield %389 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_186: i1, %out: i1):
      %389 = arith.andi %in, %in_186 : i1
      linalg.yield %389 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %389 = linalg.index 2 : index
      %390 = linalg.index 3 : index
      %391 = arith.cmpi eq, %dim_59, %c1 : index
      %392 = arith.select %391, %c0, %389 : index
      %393 = arith.cmpi eq, %dim_60, %c1 : index
      %394 = arith.select %393, %c0, %390 : index
      %extracted = tensor.extract %60[%c0, %c0, %392, %394] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_186: bf16, %in_187: bf16, %out: bf16):
      %389 = arith.select %in, %in_186, %in_187 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_61 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %389 = arith.sitofp %in : i64 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_7 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%68 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x8xf32>
    %concat_62 = tensor.concat dim(2) %69, %69 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_63 = tensor.dim %69, %c1 : tensor<1x?x8xf32>
    %70 = tensor.empty(%dim_63) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.cos %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.sin %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x16xf32>
    %73 = tensor.empty(%dim_63) : tensor<1x?x16xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x16xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x16xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %87 = tensor.empty() : tensor<128x64xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<64xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_12 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %90 = tensor.empty(%dim) : tensor<?x128xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x128xbf16>) outs(%90 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<?x128xf32>
    %92 = tensor.empty() : tensor<128x64xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %94 = tensor.empty(%dim) : tensor<?x64xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %96 = linalg.matmul ins(%91, %93 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %97 = tensor.empty(%dim) : tensor<?x64xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %99 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %98 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %100 = tensor.empty(%dim) : tensor<?x64xbf16>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_64 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %102 = arith.cmpi slt, %0, %c0_i64 : i64
    %103 = arith.select %102, %c1_i64, %0 : i64
    %104 = arith.extui %102 : i1 to i64
    %105 = arith.addi %104, %c1_i64 : i64
    %106 = arith.muli %103, %c32_i64 : i64
    %107 = arith.cmpi sle, %105, %c1_i64 : i64
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %108 = arith.muli %0, %c64_i64 : i64
    %109 = arith.divsi %108, %106 : i64
    %110 = arith.select %102, %109, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %110, %109, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_64(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %111 = arith.index_cast %110 : i64 to index
    %112 = tensor.empty(%111) : tensor<1x2x?x32xbf16>
    %transposed_65 = linalg.transpose ins(%reshape : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_14 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_15 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_66 : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %115 = linalg.matmul ins(%91, %114 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %116 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_67 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %expanded_67(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_69 = linalg.transpose ins(%reshape_68 : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%expanded_17 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_18 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_70 : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %121 = linalg.matmul ins(%91, %120 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %122 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_71 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %expanded_71(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_73 = linalg.transpose ins(%reshape_72 : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_74 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %expanded_75 = tensor.expand_shape %75 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_76 = tensor.extract_slice %expanded_74[0, 0, 0, 0] [1, 1, %dim_63, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %expanded_77 = tensor.expand_shape %extracted_slice_76 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_63, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %125 = tensor.empty(%dim) : tensor<1x1x?x8x2xbf16>
    %126 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%125 : tensor<1x1x?x8x2xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 2 : index
      %390 = linalg.index 3 : index
      %391 = arith.cmpi eq, %dim_63, %c1 : index
      %392 = arith.select %391, %c0, %389 : index
      %extracted = tensor.extract %expanded_77[%c0, %c0, %392, %390, %c0] : tensor<1x1x?x8x1xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8x2xbf16>
    %collapsed_78 = tensor.collapse_shape %126 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_79 = tensor.extract_slice %expanded_75[0, 0, 0, 0] [1, 1, %dim_63, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %expanded_80 = tensor.expand_shape %extracted_slice_79 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_63, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %127 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%125 : tensor<1x1x?x8x2xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 2 : index
      %390 = linalg.index 3 : index
      %391 = arith.cmpi eq, %dim_63, %c1 : index
      %392 = arith.select %391, %c0, %389 : index
      %extracted = tensor.extract %expanded_80[%c0, %c0, %392, %390, %c0] : tensor<1x1x?x8x1xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8x2xbf16>
    %collapsed_81 = tensor.collapse_shape %127 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_82 = tensor.extract_slice %transposed_65[0, 0, 0, 0] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_83 = tensor.extract_slice %transposed_65[0, 0, 0, 16] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_84 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_85 = tensor.extract_slice %transposed_69[0, 0, 0, 16] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %128 = arith.cmpi eq, %111, %dim : index
    cf.assert %128, "mismatched size for broadcast"
    %129 = tensor.empty(%111) : tensor<1x2x?x16xbf16>
    %130 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %collapsed_78 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_86 = tensor.extract_slice %extracted_slice_82[0, 0, 0, 0] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_87 = tensor.extract_slice %extracted_slice_82[0, 0, 0, 1] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %131 = tensor.empty(%111) : tensor<1x2x?x8xbf16>
    %132 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<1x2x?x8xbf16>) outs(%131 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.negf %in : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x8xbf16>
    %expanded_88 = tensor.expand_shape %132 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %expanded_89 = tensor.expand_shape %extracted_slice_86 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %concat_90 = tensor.concat dim(4) %expanded_88, %expanded_89 : (tensor<1x2x?x8x1xbf16>, tensor<1x2x?x8x1xbf16>) -> tensor<1x2x?x8x2xbf16>
    %collapsed_91 = tensor.collapse_shape %concat_90 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xbf16> into tensor<1x2x?x16xbf16>
    %dim_92 = tensor.dim %expanded_88, %c2 : tensor<1x2x?x8x1xbf16>
    %133 = arith.cmpi eq, %dim_92, %dim : index
    cf.assert %133, "mismatched size for broadcast"
    %134 = tensor.empty(%dim_92) : tensor<1x2x?x16xbf16>
    %135 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_91, %collapsed_81 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%134 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %136 = arith.cmpi eq, %111, %dim_92 : index
    cf.assert %136, "mismatched size for broadcast"
    %137 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_84, %collapsed_78 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_93 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 0] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_94 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 1] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %139 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_94 : tensor<1x2x?x8xbf16>) outs(%131 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.negf %in : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x8xbf16>
    %expanded_95 = tensor.expand_shape %139 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %expanded_96 = tensor.expand_shape %extracted_slice_93 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %concat_97 = tensor.concat dim(4) %expanded_95, %expanded_96 : (tensor<1x2x?x8x1xbf16>, tensor<1x2x?x8x1xbf16>) -> tensor<1x2x?x8x2xbf16>
    %collapsed_98 = tensor.collapse_shape %concat_97 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xbf16> into tensor<1x2x?x16xbf16>
    %dim_99 = tensor.dim %expanded_95, %c2 : tensor<1x2x?x8x1xbf16>
    %140 = arith.cmpi eq, %dim_99, %dim : index
    cf.assert %140, "mismatched size for broadcast"
    %141 = tensor.empty(%dim_99) : tensor<1x2x?x16xbf16>
    %142 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_98, %collapsed_81 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%141 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %143 = arith.cmpi eq, %111, %dim_99 : index
    cf.assert %143, "mismatched size for broadcast"
    %144 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %142 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_100 = tensor.concat dim(3) %137, %extracted_slice_83 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %concat_101 = tensor.concat dim(3) %144, %extracted_slice_85 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_102 = tensor.dim %144, %c2 : tensor<1x2x?x16xbf16>
    %145 = tensor.empty(%dim_102) : tensor<1x2x32x?xbf16>
    %transposed_103 = linalg.transpose ins(%concat_101 : tensor<1x2x?x32xbf16>) outs(%145 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %146 = tensor.empty(%dim) : tensor<1x2x?x32xbf16>
    %147 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %dim_186 = tensor.dim %137, %c2 : tensor<1x2x?x16xbf16>
      %392 = arith.cmpi eq, %dim_186, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %extracted = tensor.extract %concat_100[%c0, %389, %393, %391] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_104 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %148 = tensor.empty(%dim) : tensor<1x2x32x?xbf16>
    %149 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%148 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %dim_102, %c1 : index
      %393 = arith.select %392, %c0, %391 : index
      %extracted = tensor.extract %transposed_103[%c0, %389, %390, %393] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_105 = tensor.collapse_shape %149 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %150 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %152 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%151 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %153 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<2x?x?xf32>) outs(%153 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<2x?x?xbf16>
    %155 = arith.muli %0, %c2_i64 : i64
    %156 = arith.select %102, %c2_i64, %155 : i64
    %157 = arith.muli %156, %0 : i64
    %158 = arith.select %102, %c2_i64, %157 : i64
    %159 = arith.select %102, %105, %104 : i64
    %160 = arith.cmpi sle, %159, %c1_i64 : i64
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %161 = arith.muli %155, %0 : i64
    %162 = arith.divsi %161, %158 : i64
    %163 = arith.select %102, %162, %0 : i64
    %from_elements_106 = tensor.from_elements %c1_i64, %c2_i64, %163, %163 : tensor<4xi64>
    %reshape_107 = tensor.reshape %154(%from_elements_106) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %164 = arith.index_cast %163 : i64 to index
    %165 = tensor.empty(%164, %164) : tensor<1x2x?x?xbf16>
    %166 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_107 : tensor<1x2x?x?xbf16>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.truncf %cst_5 : f64 to bf16
      %390 = arith.mulf %in, %389 : bf16
      linalg.yield %390 : bf16
    } -> tensor<1x2x?x?xbf16>
    %167 = arith.cmpi eq, %164, %dim : index
    cf.assert %167, "mismatched size for broadcast"
    cf.assert %167, "mismatched size for broadcast"
    %168 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x?xbf16>
    %169 = tensor.empty(%164, %164) : tensor<1x2x?x?xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x2x?x?xbf16>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %171 = tensor.empty(%164) : tensor<1x2x?xi64>
    %172 = linalg.fill ins(%c0_i64 : i64) outs(%171 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %173 = tensor.empty(%164) : tensor<1x2x?xf32>
    %174 = linalg.fill ins(%cst_0 : f32) outs(%173 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %175:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<1x2x?x?xf32>) outs(%174, %172 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_186: i64):
      %389 = linalg.index 3 : index
      %390 = arith.index_cast %389 : index to i64
      %391 = arith.maximumf %in, %out : f32
      %392 = arith.cmpf ogt, %in, %out : f32
      %393 = arith.select %392, %390, %out_186 : i64
      linalg.yield %391, %393 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_108 = tensor.expand_shape %175#0 [[0], [1], [2, 3]] output_shape [1, 2, %164, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_108 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.subf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %177 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x2x?x?xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.exp %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %178 = tensor.empty(%164) : tensor<1x2x?x1xf32>
    %179 = linalg.fill ins(%cst : f32) outs(%178 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%177 : tensor<1x2x?x?xf32>) outs(%179 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x1xf32>
    %181 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %180 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.divf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %182 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x2x?x?xf32>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %183 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %184 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%183 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %164, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %394 = arith.select %392, %c0, %391 : index
      %extracted = tensor.extract %182[%c0, %389, %393, %394] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %from_elements_109 = tensor.from_elements %c2_i64, %163, %163 : tensor<3xi64>
    %reshape_110 = tensor.reshape %184(%from_elements_109) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %185 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %111, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %extracted = tensor.extract %transposed_73[%c0, %389, %393, %391] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_111 = tensor.collapse_shape %185 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    %186 = arith.cmpi eq, %163, %0 : i64
    cf.assert %186, "mismatching contracting dimension"
    %187 = tensor.empty(%164) : tensor<2x?x32xf32>
    %188 = linalg.fill ins(%cst : f32) outs(%187 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %189 = linalg.batch_matmul ins(%reshape_110, %collapsed_111 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%188 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %190 = tensor.empty(%164) : tensor<2x?x32xbf16>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x?x32xf32>) outs(%190 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_112 = tensor.expand_shape %191 [[0, 1], [2], [3]] output_shape [1, 2, %164, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %192 = tensor.empty(%164) : tensor<1x?x2x32xbf16>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<1x2x?x32xbf16>) outs(%192 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %193 = arith.muli %163, %c64_i64 : i64
    %194 = arith.divsi %193, %103 : i64
    %195 = arith.select %102, %194, %0 : i64
    %from_elements_114 = tensor.from_elements %c1_i64, %195, %194 : tensor<3xi64>
    %reshape_115 = tensor.reshape %transposed_113(%from_elements_114) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %196 = tensor.empty() : tensor<64x128xbf16>
    %transposed_116 = linalg.transpose ins(%expanded_20 : tensor<128x64xbf16>) outs(%196 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %reshape_115 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %197 = arith.index_cast %195 : i64 to index
    %198 = tensor.empty(%197) : tensor<?x128xf32>
    %199 = linalg.fill ins(%cst : f32) outs(%198 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %200 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%199 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %201 = tensor.empty(%197) : tensor<?x128xbf16>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<?x128xf32>) outs(%201 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x128xbf16>
    %expanded_118 = tensor.expand_shape %202 [[0, 1], [2]] output_shape [1, %197, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %203 = "tp.mark_partial"(%expanded_118) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %204 = "tp.all_reduce"(%203) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_119 = tensor.dim %204, %c1 : tensor<1x?x128xbf16>
    %205 = tensor.empty(%dim_119) : tensor<1x?x128xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x128xbf16>) outs(%205 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x?x128xf32>) outs(%205 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %208 = tensor.empty(%dim_119) : tensor<1x?x1xf32>
    %209 = linalg.fill ins(%cst : f32) outs(%208 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%207 : tensor<1x?x128xf32>) outs(%209 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x?x1xf32>) outs(%208 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x?x1xf32>) outs(%208 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<1x?x1xf32>) outs(%208 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206, %213 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%205 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %215 = tensor.empty(%dim_119) : tensor<1x?x128xbf16>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<1x?x128xf32>) outs(%215 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %217 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %216 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%215 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %218 = arith.cmpi eq, %dim, %dim_119 : index
    cf.assert %218, "mismatched size for broadcast"
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %217 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%221 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %225 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %228 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %227 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %229 = tensor.empty() : tensor<128x256xbf16>
    %transposed_120 = linalg.transpose ins(%expanded_22 : tensor<256x128xbf16>) outs(%229 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %228 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %230 = tensor.empty(%dim) : tensor<?x256xf32>
    %231 = linalg.fill ins(%cst : f32) outs(%230 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %232 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%231 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %233 = tensor.empty(%dim) : tensor<?x256xbf16>
    %234 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<?x256xf32>) outs(%233 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x256xbf16>
    %expanded_122 = tensor.expand_shape %234 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %extracted_slice_123 = tensor.extract_slice %expanded_122[0, 0, 0] [1, %dim, 128] [1, 1, 1] : tensor<1x?x256xbf16> to tensor<1x?x128xbf16>
    %extracted_slice_124 = tensor.extract_slice %expanded_122[0, 0, 128] [1, %dim, 128] [1, 1, 1] : tensor<1x?x256xbf16> to tensor<1x?x128xbf16>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_123 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.negf %in : f32
      %390 = math.exp %389 : f32
      %391 = arith.addf %390, %cst_1 : f32
      %392 = arith.divf %cst_1, %391 : f32
      linalg.yield %392 : f32
    } -> tensor<1x?x128xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %236 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_124, %238 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %240 = tensor.empty() : tensor<128x128xbf16>
    %transposed_125 = linalg.transpose ins(%expanded_24 : tensor<128x128xbf16>) outs(%240 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %239 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %241 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %242 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%241 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %243 = tensor.empty(%dim) : tensor<?x128xbf16>
    %244 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%242 : tensor<?x128xf32>) outs(%243 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x128xbf16>
    %expanded_127 = tensor.expand_shape %244 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %245 = "tp.mark_partial"(%expanded_127) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %246 = "tp.all_reduce"(%245) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_128 = tensor.dim %246, %c1 : tensor<1x?x128xbf16>
    %247 = tensor.empty(%dim_128) : tensor<1x?x128xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x?x128xbf16>) outs(%247 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x?x128xf32>) outs(%247 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %250 = tensor.empty(%dim_128) : tensor<1x?x1xf32>
    %251 = linalg.fill ins(%cst : f32) outs(%250 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x?x128xf32>) outs(%251 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x1xf32>) outs(%250 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%253 : tensor<1x?x1xf32>) outs(%250 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x?x1xf32>) outs(%250 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %255 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%247 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %257 = tensor.empty(%dim_128) : tensor<1x?x128xbf16>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x?x128xf32>) outs(%257 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %259 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %258 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%257 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %260 = arith.cmpi eq, %dim, %dim_128 : index
    cf.assert %260, "mismatched size for broadcast"
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %259 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %267 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %270 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %269 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_129 = tensor.collapse_shape %270 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_30 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %271 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_31 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %272 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_129 : tensor<?x128xbf16>) outs(%90 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<?x128xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_130 : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %274 = linalg.matmul ins(%272, %273 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %275 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%271 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %276 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%274, %275 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%276 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_131 = tensor.expand_shape %277 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_132 = tensor.reshape %expanded_131(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_133 = linalg.transpose ins(%reshape_132 : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_134 = linalg.transpose ins(%expanded_33 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_34 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_134 : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %280 = linalg.matmul ins(%272, %279 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %281 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %282 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %281 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_135 = tensor.expand_shape %283 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %expanded_135(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_137 = linalg.transpose ins(%reshape_136 : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_138 = linalg.transpose ins(%expanded_36 : tensor<64x128xbf16>) outs(%87 : tensor<128x64xbf16>) permutation = [1, 0] 
    %284 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_37 : tensor<64xbf16>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<64xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_138 : tensor<128x64xbf16>) outs(%92 : tensor<128x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<128x64xf32>
    %286 = linalg.matmul ins(%272, %285 : tensor<?x128xf32>, tensor<128x64xf32>) outs(%95 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %287 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<64xf32>) outs(%97 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %288 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286, %287 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%94 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.addf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<?x64xf32>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%288 : tensor<?x64xf32>) outs(%100 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x64xbf16>
    %expanded_139 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_140 = tensor.reshape %expanded_139(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_141 = linalg.transpose ins(%reshape_140 : tensor<1x?x2x32xbf16>) outs(%112 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %extracted_slice_142 = tensor.extract_slice %transposed_133[0, 0, 0, 0] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_143 = tensor.extract_slice %transposed_133[0, 0, 0, 16] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_144 = tensor.extract_slice %transposed_137[0, 0, 0, 0] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_145 = tensor.extract_slice %transposed_137[0, 0, 0, 16] [1, 2, %111, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %290 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_142, %collapsed_78 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_146 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 0] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_147 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 1] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %291 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147 : tensor<1x2x?x8xbf16>) outs(%131 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.negf %in : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x8xbf16>
    %expanded_148 = tensor.expand_shape %291 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %expanded_149 = tensor.expand_shape %extracted_slice_146 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %concat_150 = tensor.concat dim(4) %expanded_148, %expanded_149 : (tensor<1x2x?x8x1xbf16>, tensor<1x2x?x8x1xbf16>) -> tensor<1x2x?x8x2xbf16>
    %collapsed_151 = tensor.collapse_shape %concat_150 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xbf16> into tensor<1x2x?x16xbf16>
    %dim_152 = tensor.dim %expanded_148, %c2 : tensor<1x2x?x8x1xbf16>
    %292 = arith.cmpi eq, %dim_152, %dim : index
    cf.assert %292, "mismatched size for broadcast"
    %293 = tensor.empty(%dim_152) : tensor<1x2x?x16xbf16>
    %294 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_151, %collapsed_81 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%293 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %295 = arith.cmpi eq, %111, %dim_152 : index
    cf.assert %295, "mismatched size for broadcast"
    %296 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %294 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %297 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %collapsed_78 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_153 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 0] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_154 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 1] [1, 2, %111, 8] [1, 1, 1, 2] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %298 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_154 : tensor<1x2x?x8xbf16>) outs(%131 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.negf %in : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x8xbf16>
    %expanded_155 = tensor.expand_shape %298 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %expanded_156 = tensor.expand_shape %extracted_slice_153 [[0], [1], [2], [3, 4]] output_shape [1, 2, %111, 8, 1] : tensor<1x2x?x8xbf16> into tensor<1x2x?x8x1xbf16>
    %concat_157 = tensor.concat dim(4) %expanded_155, %expanded_156 : (tensor<1x2x?x8x1xbf16>, tensor<1x2x?x8x1xbf16>) -> tensor<1x2x?x8x2xbf16>
    %collapsed_158 = tensor.collapse_shape %concat_157 [[0], [1], [2], [3, 4]] : tensor<1x2x?x8x2xbf16> into tensor<1x2x?x16xbf16>
    %dim_159 = tensor.dim %expanded_155, %c2 : tensor<1x2x?x8x1xbf16>
    %299 = arith.cmpi eq, %dim_159, %dim : index
    cf.assert %299, "mismatched size for broadcast"
    %300 = tensor.empty(%dim_159) : tensor<1x2x?x16xbf16>
    %301 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_158, %collapsed_81 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%300 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %302 = arith.cmpi eq, %111, %dim_159 : index
    cf.assert %302, "mismatched size for broadcast"
    %303 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %301 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%129 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_160 = tensor.concat dim(3) %296, %extracted_slice_143 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %concat_161 = tensor.concat dim(3) %303, %extracted_slice_145 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_162 = tensor.dim %303, %c2 : tensor<1x2x?x16xbf16>
    %304 = tensor.empty(%dim_162) : tensor<1x2x32x?xbf16>
    %transposed_163 = linalg.transpose ins(%concat_161 : tensor<1x2x?x32xbf16>) outs(%304 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %305 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %dim_186 = tensor.dim %296, %c2 : tensor<1x2x?x16xbf16>
      %392 = arith.cmpi eq, %dim_186, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %extracted = tensor.extract %concat_160[%c0, %389, %393, %391] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_164 = tensor.collapse_shape %305 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %306 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%148 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %dim_162, %c1 : index
      %393 = arith.select %392, %c0, %391 : index
      %extracted = tensor.extract %transposed_163[%c0, %389, %390, %393] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_165 = tensor.collapse_shape %306 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %307 = linalg.batch_matmul ins(%collapsed_164, %collapsed_165 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%151 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<2x?x?xf32>) outs(%153 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %reshape_166 = tensor.reshape %308(%from_elements_106) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %309 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_166 : tensor<1x2x?x?xbf16>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %389 = arith.truncf %cst_5 : f64 to bf16
      %390 = arith.mulf %in, %389 : bf16
      linalg.yield %390 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %167, "mismatched size for broadcast"
    cf.assert %167, "mismatched size for broadcast"
    %310 = linalg.generic {indexing_maps = [#map13, #map20, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x?xbf16>
    %311 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x2x?x?xbf16>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %312:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%311 : tensor<1x2x?x?xf32>) outs(%174, %172 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_186: i64):
      %389 = linalg.index 3 : index
      %390 = arith.index_cast %389 : index to i64
      %391 = arith.maximumf %in, %out : f32
      %392 = arith.cmpf ogt, %in, %out : f32
      %393 = arith.select %392, %390, %out_186 : i64
      linalg.yield %391, %393 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_167 = tensor.expand_shape %312#0 [[0], [1], [2, 3]] output_shape [1, 2, %164, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %313 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_167 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.subf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %314 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313 : tensor<1x2x?x?xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.exp %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %315 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%314 : tensor<1x2x?x?xf32>) outs(%179 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x1xf32>
    %316 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %315 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%169 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.divf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x2x?x?xf32>
    %317 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x2x?x?xf32>) outs(%165 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %318 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%183 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %164, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %394 = arith.select %392, %c0, %391 : index
      %extracted = tensor.extract %317[%c0, %389, %393, %394] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %160, "must have at most one inferred (negative) dimension"
    %reshape_168 = tensor.reshape %318(%from_elements_109) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %319 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %389 = linalg.index 1 : index
      %390 = linalg.index 2 : index
      %391 = linalg.index 3 : index
      %392 = arith.cmpi eq, %111, %c1 : index
      %393 = arith.select %392, %c0, %390 : index
      %extracted = tensor.extract %transposed_141[%c0, %389, %393, %391] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_169 = tensor.collapse_shape %319 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %186, "mismatching contracting dimension"
    %320 = linalg.batch_matmul ins(%reshape_168, %collapsed_169 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%188 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<2x?x32xf32>) outs(%190 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_170 = tensor.expand_shape %321 [[0, 1], [2], [3]] output_shape [1, 2, %164, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<1x2x?x32xbf16>) outs(%192 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_172 = tensor.reshape %transposed_171(%from_elements_114) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_173 = linalg.transpose ins(%expanded_39 : tensor<128x64xbf16>) outs(%196 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_174 = tensor.collapse_shape %reshape_172 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %322 = arith.index_cast %195 : i64 to index
    %323 = tensor.empty(%322) : tensor<?x128xf32>
    %324 = linalg.fill ins(%cst : f32) outs(%323 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %325 = linalg.matmul ins(%collapsed_174, %transposed_173 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%324 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %326 = tensor.empty(%322) : tensor<?x128xbf16>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%325 : tensor<?x128xf32>) outs(%326 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x128xbf16>
    %expanded_175 = tensor.expand_shape %327 [[0, 1], [2]] output_shape [1, %322, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %328 = "tp.mark_partial"(%expanded_175) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %329 = "tp.all_reduce"(%328) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_176 = tensor.dim %329, %c1 : tensor<1x?x128xbf16>
    %330 = tensor.empty(%dim_176) : tensor<1x?x128xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329 : tensor<1x?x128xbf16>) outs(%330 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<1x?x128xf32>) outs(%330 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %333 = tensor.empty(%dim_176) : tensor<1x?x1xf32>
    %334 = linalg.fill ins(%cst : f32) outs(%333 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%332 : tensor<1x?x128xf32>) outs(%334 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<1x?x1xf32>) outs(%333 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%336 : tensor<1x?x1xf32>) outs(%333 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%337 : tensor<1x?x1xf32>) outs(%333 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331, %338 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%330 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %340 = tensor.empty(%dim_176) : tensor<1x?x128xbf16>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%339 : tensor<1x?x128xf32>) outs(%340 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %342 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %341 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%340 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %343 = arith.cmpi eq, %dim, %dim_176 : index
    cf.assert %343, "mismatched size for broadcast"
    %344 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %342 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %350 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %353 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %352 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_177 = linalg.transpose ins(%expanded_41 : tensor<256x128xbf16>) outs(%229 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_178 = tensor.collapse_shape %353 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %354 = linalg.matmul ins(%collapsed_178, %transposed_177 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%231 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %355 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%354 : tensor<?x256xf32>) outs(%233 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x256xbf16>
    %expanded_179 = tensor.expand_shape %355 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %extracted_slice_180 = tensor.extract_slice %expanded_179[0, 0, 0] [1, %dim, 128] [1, 1, 1] : tensor<1x?x256xbf16> to tensor<1x?x128xbf16>
    %extracted_slice_181 = tensor.extract_slice %expanded_179[0, 0, 128] [1, %dim, 128] [1, 1, 1] : tensor<1x?x256xbf16> to tensor<1x?x128xbf16>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_180 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.negf %in : f32
      %390 = math.exp %389 : f32
      %391 = arith.addf %390, %cst_1 : f32
      %392 = arith.divf %cst_1, %391 : f32
      linalg.yield %392 : f32
    } -> tensor<1x?x128xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356, %357 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %360 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_181, %359 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_182 = linalg.transpose ins(%expanded_43 : tensor<128x128xbf16>) outs(%240 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %360 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %361 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%241 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%361 : tensor<?x128xf32>) outs(%243 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<?x128xbf16>
    %expanded_184 = tensor.expand_shape %362 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %363 = "tp.mark_partial"(%expanded_184) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>
    %364 = "tp.all_reduce"(%363) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x128xbf16>
    %dim_185 = tensor.dim %364, %c1 : tensor<1x?x128xbf16>
    %365 = tensor.empty(%dim_185) : tensor<1x?x128xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364 : tensor<1x?x128xbf16>) outs(%365 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<1x?x128xf32>) outs(%365 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %368 = tensor.empty(%dim_185) : tensor<1x?x1xf32>
    %369 = linalg.fill ins(%cst : f32) outs(%368 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%367 : tensor<1x?x128xf32>) outs(%369 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<1x?x1xf32>) outs(%368 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<1x?x1xf32>) outs(%368 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %373 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%372 : tensor<1x?x1xf32>) outs(%368 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366, %373 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%365 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %375 = tensor.empty(%dim_185) : tensor<1x?x128xbf16>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<1x?x128xf32>) outs(%375 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %377 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %376 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%375 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %378 = arith.cmpi eq, %dim, %dim_185 : index
    cf.assert %378, "mismatched size for broadcast"
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344, %377 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.addf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %389 = arith.extf %in : bf16 to f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%381 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.addf %in, %out : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.divf %in, %cst_8 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = arith.truncf %cst_6 : f64 to f32
      %390 = arith.addf %in, %389 : f32
      linalg.yield %390 : f32
    } -> tensor<1x?x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %389 = math.rsqrt %in : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380, %385 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %389 = arith.mulf %in, %in_186 : f32
      linalg.yield %389 : f32
    } -> tensor<1x?x128xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%386 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %389 = arith.truncf %in : f32 to bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    %388 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %387 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %389 = arith.mulf %in, %in_186 : bf16
      linalg.yield %389 : bf16
    } -> tensor<1x?x128xbf16>
    return %388 : tensor<1x?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
