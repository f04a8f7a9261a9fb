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
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<312576xbf16>) -> tensor<1x?x256xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c32_i64 = arith.constant 32 : i64
    %c64 = arith.constant 64 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 0.17677669529663689 : f64
    %cst_6 = arith.constant 1.000000e-05 : f64
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.bfloat16> : tensor<16xbf16>
    %cst_8 = arith.constant 2.560000e+02 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[16384] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[32768] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_13 = tensor.expand_shape %extracted_slice_12 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_14 = tensor.extract_slice %arg1[40960] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_15 = tensor.expand_shape %extracted_slice_14 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[49152] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [256, 64] : tensor<16384xbf16> into tensor<256x64xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[65536] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_19 = tensor.expand_shape %extracted_slice_18 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_20 = tensor.extract_slice %arg1[98304] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_21 = tensor.expand_shape %extracted_slice_20 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[131072] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[163840] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[164096] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[164352] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_27 = tensor.expand_shape %extracted_slice_26 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[180736] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_29 = tensor.expand_shape %extracted_slice_28 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[188928] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_31 = tensor.expand_shape %extracted_slice_30 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[197120] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [256, 64] : tensor<16384xbf16> into tensor<256x64xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[213504] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_35 = tensor.expand_shape %extracted_slice_34 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_36 = tensor.extract_slice %arg1[246272] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_37 = tensor.expand_shape %extracted_slice_36 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[279040] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[311808] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[312064] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[312320] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %326 = arith.index_cast %in : i64 to index
      %327 = linalg.index 2 : index
      %328 = arith.cmpi slt, %326, %c64 : index
      cf.assert %328, "index must be smaller than dim size"
      %329 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %329, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%326, %327] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %326 = linalg.index 0 : index
      %327 = arith.index_cast %326 : index to i64
      linalg.yield %327 : i64
    } -> tensor<?xi64>
    %expanded_43 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_44 = tensor.extract_slice %expanded_43[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %326 = arith.subi %in, %c1_i64 : i64
      linalg.yield %326 : i64
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
      %326 = arith.subi %in, %in_157 : i64
      linalg.yield %326 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %326 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %326 : i1
    } -> tensor<1x?xi1>
    %expanded_48 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_49, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %326 = arith.cmpi sle, %in, %in_157 : i64
      linalg.yield %326 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %326 = arith.extui %in : i1 to i64
      linalg.yield %326 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_157: i64, %in_158: i64, %out: i64):
      %326 = arith.select %in, %in_157, %in_158 : i64
      linalg.yield %326 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %326 = arith.addi %in, %out : i64
      linalg.yield %326 : i64
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
      %326 = arith.cmpi slt, %in, %c0_i64 : i64
      %327 = arith.addi %in, %c1_i64 : i64
      %328 = arith.select %326, %327, %in : i64
      %329 = arith.index_cast %328 : i64 to index
      %330 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %331 = arith.addi %in_157, %0 : i64
      %332 = arith.select %330, %331, %in_157 : i64
      %333 = arith.index_cast %332 : i64 to index
      %extracted = tensor.extract %expanded_43[%329, %333] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_54 = tensor.dim %expanded_52, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_54) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %326 = arith.cmpi slt, %in, %c0_i64 : i64
      %327 = arith.addi %in, %c1_i64 : i64
      %328 = arith.select %326, %327, %in : i64
      %329 = arith.index_cast %328 : i64 to index
      %330 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %331 = arith.addi %in_157, %0 : i64
      %332 = arith.select %330, %331, %in_157 : i64
      %333 = arith.index_cast %332 : i64 to index
      %extracted = tensor.extract %expanded_43[%329, %333] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_53, %dim_54) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %326 = arith.cmpi sle, %in, %in_157 : i64
      linalg.yield %326 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_157: i1, %out: i1):
      %326 = arith.andi %in, %in_157 : i1
      linalg.yield %326 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %326 = arith.cmpi slt, %in, %c0_i64 : i64
      %327 = arith.addi %in, %c1_i64 : i64
      %328 = arith.select %326, %327, %in : i64
      %329 = arith.index_cast %328 : i64 to index
      %330 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %331 = arith.addi %in_157, %0 : i64
      %332 = arith.select %330, %331, %in_157 : i64
      %333 = arith.index_cast %332 : i64 to index
      %extracted = tensor.extract %47[%329, %333] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_50, %expanded_52 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_157: i64, %out: i64):
      %326 = arith.cmpi slt, %in, %c0_i64 : i64
      %327 = arith.addi %in, %c1_i64 : i64
      %328 = arith.select %326, %327, %in : i64
      %329 = arith.index_cast %328 : i64 to index
      %330 = arith.cmpi slt, %in_157, %c0_i64 : i64
      %331 = arith.addi %in_157, %0 : i64
      %332 = arith.select %330, %331, %in_157 : i64
      %333 = arith.index_cast %332 : i64 to index
      %extracted = tensor.extract %47[%329, %333] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_157: i64, %out: i1):
      %326 = arith.cmpi eq, %in, %in_157 : i64
      linalg.yield %326 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_157: i1, %out: i1):
      %326 = arith.andi %in, %in_157 : i1
      linalg.yield %326 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %326 = linalg.index 2 : index
      %327 = linalg.index 3 : index
      %328 = arith.cmpi eq, %dim_53, %c1 : index
      %329 = arith.select %328, %c0, %326 : index
      %330 = arith.cmpi eq, %dim_54, %c1 : index
      %331 = arith.select %330, %c0, %327 : index
      %extracted = tensor.extract %60[%c0, %c0, %329, %331] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_157: bf16, %in_158: bf16, %out: bf16):
      %326 = arith.select %in, %in_157, %in_158 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_55 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_55 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %326 = arith.sitofp %in : i64 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty() : tensor<16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%68 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<16xf32>
    %70 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %69 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x16xf32>
    %concat_56 = tensor.concat dim(2) %71, %71 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_57 = tensor.dim %71, %c1 : tensor<1x?x16xf32>
    %72 = tensor.empty(%dim_57) : tensor<1x?x32xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.cos %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_56 : tensor<1x?x32xf32>) outs(%72 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.sin %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x32xf32>
    %75 = tensor.empty(%dim_57) : tensor<1x?x32xbf16>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%75 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.divf %in, %cst_8 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.truncf %cst_6 : f64 to f32
      %327 = arith.addf %in, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.rsqrt %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %85 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %88 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %87 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = tensor.empty() : tensor<256x64xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<64x256xbf16>) outs(%89 : tensor<256x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %90 = tensor.empty(%dim) : tensor<?x64xf32>
    %91 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %92 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%91 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %93 = tensor.empty(%dim) : tensor<?x64xbf16>
    %94 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%92 : tensor<?x64xf32>) outs(%93 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x64xbf16>
    %expanded_58 = tensor.expand_shape %94 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %95 = arith.cmpi slt, %0, %c0_i64 : i64
    %96 = arith.select %95, %c1_i64, %0 : i64
    %97 = arith.extui %95 : i1 to i64
    %98 = arith.addi %97, %c1_i64 : i64
    %99 = arith.muli %96, %c32_i64 : i64
    %100 = arith.cmpi sle, %98, %c1_i64 : i64
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %101 = arith.muli %0, %c64_i64 : i64
    %102 = arith.divsi %101, %99 : i64
    %103 = arith.select %95, %102, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %103, %102, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_58(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %104 = arith.index_cast %103 : i64 to index
    %105 = tensor.empty(%104) : tensor<1x2x?x32xbf16>
    %transposed_59 = linalg.transpose ins(%reshape : tensor<1x?x2x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %106 = tensor.empty() : tensor<256x32xbf16>
    %transposed_60 = linalg.transpose ins(%expanded_13 : tensor<32x256xbf16>) outs(%106 : tensor<256x32xbf16>) permutation = [1, 0] 
    %107 = tensor.empty(%dim) : tensor<?x32xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %109 = linalg.matmul ins(%collapsed, %transposed_60 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %110 = tensor.empty(%dim) : tensor<?x32xbf16>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%109 : tensor<?x32xf32>) outs(%110 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x32xbf16>
    %expanded_61 = tensor.expand_shape %111 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %112 = arith.muli %0, %c32_i64 : i64
    %113 = arith.divsi %112, %99 : i64
    %114 = arith.select %95, %113, %0 : i64
    %from_elements_62 = tensor.from_elements %c1_i64, %114, %113, %c32_i64 : tensor<4xi64>
    %reshape_63 = tensor.reshape %expanded_61(%from_elements_62) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %115 = arith.index_cast %114 : i64 to index
    %116 = tensor.empty(%115) : tensor<1x1x?x32xbf16>
    %transposed_64 = linalg.transpose ins(%reshape_63 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_65 = linalg.transpose ins(%expanded_15 : tensor<32x256xbf16>) outs(%106 : tensor<256x32xbf16>) permutation = [1, 0] 
    %117 = linalg.matmul ins(%collapsed, %transposed_65 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x32xf32>) outs(%110 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x32xbf16>
    %expanded_66 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_67 = tensor.reshape %expanded_66(%from_elements_62) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_68 = linalg.transpose ins(%reshape_67 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_69 = tensor.expand_shape %76 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_70 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_57, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %119 = arith.cmpi eq, %104, %dim_57 : index
    cf.assert %119, "mismatched size for broadcast"
    %120 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_59, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_59[0, 0, 0, 0] [1, 2, %104, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_72 = tensor.extract_slice %transposed_59[0, 0, 0, 16] [1, 2, %104, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %121 = tensor.empty(%104) : tensor<1x2x?x16xbf16>
    %122 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_72 : tensor<1x2x?x16xbf16>) outs(%121 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.negf %in : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_73 = tensor.concat dim(3) %122, %extracted_slice_71 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_74 = tensor.dim %122, %c2 : tensor<1x2x?x16xbf16>
    %123 = arith.cmpi eq, %dim_74, %dim_57 : index
    cf.assert %123, "mismatched size for broadcast"
    %124 = tensor.empty(%dim_74) : tensor<1x2x?x32xbf16>
    %125 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_73, %expanded_70 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%124 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    %126 = arith.cmpi eq, %104, %dim_74 : index
    cf.assert %126, "mismatched size for broadcast"
    %127 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %125 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    %128 = arith.cmpi eq, %115, %dim_57 : index
    cf.assert %128, "mismatched size for broadcast"
    %129 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64, %expanded_69 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_75 = tensor.extract_slice %transposed_64[0, 0, 0, 0] [1, 1, %115, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_76 = tensor.extract_slice %transposed_64[0, 0, 0, 16] [1, 1, %115, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %130 = tensor.empty(%115) : tensor<1x1x?x16xbf16>
    %131 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_76 : tensor<1x1x?x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.negf %in : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_77 = tensor.concat dim(3) %131, %extracted_slice_75 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_78 = tensor.dim %131, %c2 : tensor<1x1x?x16xbf16>
    %132 = arith.cmpi eq, %dim_78, %dim_57 : index
    cf.assert %132, "mismatched size for broadcast"
    %133 = tensor.empty(%dim_78) : tensor<1x1x?x32xbf16>
    %134 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_77, %expanded_70 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%133 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %135 = arith.cmpi eq, %115, %dim_78 : index
    cf.assert %135, "mismatched size for broadcast"
    %136 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %134 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_79 = tensor.expand_shape %136 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %115, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %137 = tensor.empty(%dim) : tensor<1x1x2x?x32xbf16>
    %138 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 3 : index
      %327 = linalg.index 4 : index
      %328 = arith.cmpi eq, %115, %c1 : index
      %329 = arith.select %328, %c0, %326 : index
      %extracted = tensor.extract %expanded_79[%c0, %c0, %c0, %329, %327] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_80 = tensor.collapse_shape %138 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_81 = tensor.expand_shape %transposed_68 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %115, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %139 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 3 : index
      %327 = linalg.index 4 : index
      %328 = arith.cmpi eq, %115, %c1 : index
      %329 = arith.select %328, %c0, %326 : index
      %extracted = tensor.extract %expanded_81[%c0, %c0, %c0, %329, %327] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_82 = tensor.collapse_shape %139 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %140 = tensor.empty(%dim) : tensor<1x2x32x?xbf16>
    %transposed_83 = linalg.transpose ins(%collapsed_80 : tensor<1x2x?x32xbf16>) outs(%140 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %141 = tensor.empty(%dim) : tensor<1x2x?x32xbf16>
    %142 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %104, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %127[%c0, %326, %330, %328] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_84 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %143 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %dim, %c1 : index
      %330 = arith.select %329, %c0, %328 : index
      %extracted = tensor.extract %transposed_83[%c0, %326, %327, %330] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_85 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %144 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %146 = linalg.batch_matmul ins(%collapsed_84, %collapsed_85 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%145 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %147 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x?x?xf32>) outs(%147 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<2x?x?xbf16>
    %149 = arith.muli %0, %c2_i64 : i64
    %150 = arith.select %95, %c2_i64, %149 : i64
    %151 = arith.muli %150, %0 : i64
    %152 = arith.select %95, %c2_i64, %151 : i64
    %153 = arith.select %95, %98, %97 : i64
    %154 = arith.cmpi sle, %153, %c1_i64 : i64
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %155 = arith.muli %149, %0 : i64
    %156 = arith.divsi %155, %152 : i64
    %157 = arith.select %95, %156, %0 : i64
    %from_elements_86 = tensor.from_elements %c1_i64, %c2_i64, %157, %157 : tensor<4xi64>
    %reshape_87 = tensor.reshape %148(%from_elements_86) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %158 = arith.index_cast %157 : i64 to index
    %159 = tensor.empty(%158, %158) : tensor<1x2x?x?xbf16>
    %160 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_87 : tensor<1x2x?x?xbf16>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.truncf %cst_5 : f64 to bf16
      %327 = arith.mulf %in, %326 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    %161 = arith.cmpi eq, %158, %dim : index
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %162 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x?xbf16>
    %163 = tensor.empty(%158, %158) : tensor<1x2x?x?xf32>
    %164 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x2x?x?xbf16>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %165 = tensor.empty(%158) : tensor<1x2x?xi64>
    %166 = linalg.fill ins(%c0_i64 : i64) outs(%165 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %167 = tensor.empty(%158) : tensor<1x2x?xf32>
    %168 = linalg.fill ins(%cst_0 : f32) outs(%167 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %169:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%164 : tensor<1x2x?x?xf32>) outs(%168, %166 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_157: i64):
      %326 = linalg.index 3 : index
      %327 = arith.index_cast %326 : index to i64
      %328 = arith.maximumf %in, %out : f32
      %329 = arith.cmpf ogt, %in, %out : f32
      %330 = arith.select %329, %327, %out_157 : i64
      linalg.yield %328, %330 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_88 = tensor.expand_shape %169#0 [[0], [1], [2, 3]] output_shape [1, 2, %158, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %expanded_88 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.subf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %171 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<1x2x?x?xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.exp %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %172 = tensor.empty(%158) : tensor<1x2x?x1xf32>
    %173 = linalg.fill ins(%cst : f32) outs(%172 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x2x?x?xf32>) outs(%173 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %174 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.divf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %176 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x2x?x?xf32>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %177 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %178 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %158, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %331 = arith.select %329, %c0, %328 : index
      %extracted = tensor.extract %176[%c0, %326, %330, %331] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %from_elements_89 = tensor.from_elements %c2_i64, %157, %157 : tensor<3xi64>
    %reshape_90 = tensor.reshape %178(%from_elements_89) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %179 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %dim, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %collapsed_82[%c0, %326, %330, %328] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_91 = tensor.collapse_shape %179 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    %180 = arith.cmpi eq, %157, %0 : i64
    cf.assert %180, "mismatching contracting dimension"
    %181 = tensor.empty(%158) : tensor<2x?x32xf32>
    %182 = linalg.fill ins(%cst : f32) outs(%181 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %183 = linalg.batch_matmul ins(%reshape_90, %collapsed_91 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%182 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %184 = tensor.empty(%158) : tensor<2x?x32xbf16>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183 : tensor<2x?x32xf32>) outs(%184 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_92 = tensor.expand_shape %185 [[0, 1], [2], [3]] output_shape [1, 2, %158, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %186 = tensor.empty(%158) : tensor<1x?x2x32xbf16>
    %transposed_93 = linalg.transpose ins(%expanded_92 : tensor<1x2x?x32xbf16>) outs(%186 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %187 = arith.muli %157, %c64_i64 : i64
    %188 = arith.divsi %187, %96 : i64
    %189 = arith.select %95, %188, %0 : i64
    %from_elements_94 = tensor.from_elements %c1_i64, %189, %188 : tensor<3xi64>
    %reshape_95 = tensor.reshape %transposed_93(%from_elements_94) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %190 = tensor.empty() : tensor<64x256xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_17 : tensor<256x64xbf16>) outs(%190 : tensor<64x256xbf16>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %reshape_95 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %191 = arith.index_cast %189 : i64 to index
    %192 = tensor.empty(%191) : tensor<?x256xf32>
    %193 = linalg.fill ins(%cst : f32) outs(%192 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %194 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<?x64xbf16>, tensor<64x256xbf16>) outs(%193 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %195 = tensor.empty(%191) : tensor<?x256xbf16>
    %196 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%194 : tensor<?x256xf32>) outs(%195 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x256xbf16>
    %expanded_98 = tensor.expand_shape %196 [[0, 1], [2]] output_shape [1, %191, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %197 = "tp.mark_partial"(%expanded_98) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %198 = "tp.all_reduce"(%197) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_99 = tensor.dim %198, %c1 : tensor<1x?x256xbf16>
    %199 = arith.cmpi eq, %dim, %dim_99 : index
    cf.assert %199, "mismatched size for broadcast"
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %198 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%202 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.divf %in, %cst_8 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.truncf %cst_6 : f64 to f32
      %327 = arith.addf %in, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.rsqrt %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %206 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %209 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %208 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %210 = tensor.empty() : tensor<256x128xbf16>
    %transposed_100 = linalg.transpose ins(%expanded_19 : tensor<128x256xbf16>) outs(%210 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_101 = tensor.collapse_shape %209 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %211 = tensor.empty(%dim) : tensor<?x128xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %213 = linalg.matmul ins(%collapsed_101, %transposed_100 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%212 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %214 = tensor.empty(%dim) : tensor<?x128xbf16>
    %215 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%213 : tensor<?x128xf32>) outs(%214 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x128xbf16>
    %expanded_102 = tensor.expand_shape %215 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %216 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_102 : tensor<1x?x128xbf16>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x128xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<1x?x128xf32>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.negf %in : f32
      %327 = math.exp %326 : f32
      %328 = arith.addf %327, %cst_1 : f32
      %329 = arith.divf %cst_1, %328 : f32
      linalg.yield %329 : f32
    } -> tensor<1x?x128xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %218 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x128xf32>
    %220 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x?x128xf32>) outs(%220 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_103 = linalg.transpose ins(%expanded_21 : tensor<128x256xbf16>) outs(%210 : tensor<256x128xbf16>) permutation = [1, 0] 
    %222 = linalg.matmul ins(%collapsed_101, %transposed_103 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%212 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%222 : tensor<?x128xf32>) outs(%214 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x128xbf16>
    %expanded_104 = tensor.expand_shape %223 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %expanded_104 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%220 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x128xbf16>
    %225 = tensor.empty() : tensor<128x256xbf16>
    %transposed_105 = linalg.transpose ins(%expanded_23 : tensor<256x128xbf16>) outs(%225 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_106 = tensor.collapse_shape %224 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %226 = tensor.empty(%dim) : tensor<?x256xf32>
    %227 = linalg.fill ins(%cst : f32) outs(%226 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %228 = linalg.matmul ins(%collapsed_106, %transposed_105 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%227 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %229 = tensor.empty(%dim) : tensor<?x256xbf16>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<?x256xf32>) outs(%229 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x256xbf16>
    %expanded_107 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %231 = "tp.mark_partial"(%expanded_107) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %232 = "tp.all_reduce"(%231) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_108 = tensor.dim %232, %c1 : tensor<1x?x256xbf16>
    %233 = arith.cmpi eq, %dim, %dim_108 : index
    cf.assert %233, "mismatched size for broadcast"
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %232 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%236 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.divf %in, %cst_8 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.truncf %cst_6 : f64 to f32
      %327 = arith.addf %in, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.rsqrt %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %240 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %243 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %242 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_109 = linalg.transpose ins(%expanded_27 : tensor<64x256xbf16>) outs(%89 : tensor<256x64xbf16>) permutation = [1, 0] 
    %collapsed_110 = tensor.collapse_shape %243 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %244 = linalg.matmul ins(%collapsed_110, %transposed_109 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%91 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %245 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%244 : tensor<?x64xf32>) outs(%93 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x64xbf16>
    %expanded_111 = tensor.expand_shape %245 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_112 = tensor.reshape %expanded_111(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_113 = linalg.transpose ins(%reshape_112 : tensor<1x?x2x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_114 = linalg.transpose ins(%expanded_29 : tensor<32x256xbf16>) outs(%106 : tensor<256x32xbf16>) permutation = [1, 0] 
    %246 = linalg.matmul ins(%collapsed_110, %transposed_114 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%246 : tensor<?x32xf32>) outs(%110 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x32xbf16>
    %expanded_115 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_116 = tensor.reshape %expanded_115(%from_elements_62) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_117 = linalg.transpose ins(%reshape_116 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_118 = linalg.transpose ins(%expanded_31 : tensor<32x256xbf16>) outs(%106 : tensor<256x32xbf16>) permutation = [1, 0] 
    %248 = linalg.matmul ins(%collapsed_110, %transposed_118 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%248 : tensor<?x32xf32>) outs(%110 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x32xbf16>
    %expanded_119 = tensor.expand_shape %249 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_120 = tensor.reshape %expanded_119(%from_elements_62) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_121 = linalg.transpose ins(%reshape_120 : tensor<1x?x1x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %119, "mismatched size for broadcast"
    %250 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_113, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_122 = tensor.extract_slice %transposed_113[0, 0, 0, 0] [1, 2, %104, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_123 = tensor.extract_slice %transposed_113[0, 0, 0, 16] [1, 2, %104, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %251 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_123 : tensor<1x2x?x16xbf16>) outs(%121 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.negf %in : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_124 = tensor.concat dim(3) %251, %extracted_slice_122 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_125 = tensor.dim %251, %c2 : tensor<1x2x?x16xbf16>
    %252 = arith.cmpi eq, %dim_125, %dim_57 : index
    cf.assert %252, "mismatched size for broadcast"
    %253 = tensor.empty(%dim_125) : tensor<1x2x?x32xbf16>
    %254 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_124, %expanded_70 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%253 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    %255 = arith.cmpi eq, %104, %dim_125 : index
    cf.assert %255, "mismatched size for broadcast"
    %256 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %254 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%105 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x32xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_117, %expanded_69 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_126 = tensor.extract_slice %transposed_117[0, 0, 0, 0] [1, 1, %115, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_127 = tensor.extract_slice %transposed_117[0, 0, 0, 16] [1, 1, %115, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %258 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_127 : tensor<1x1x?x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.negf %in : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_128 = tensor.concat dim(3) %258, %extracted_slice_126 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_129 = tensor.dim %258, %c2 : tensor<1x1x?x16xbf16>
    %259 = arith.cmpi eq, %dim_129, %dim_57 : index
    cf.assert %259, "mismatched size for broadcast"
    %260 = tensor.empty(%dim_129) : tensor<1x1x?x32xbf16>
    %261 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_128, %expanded_70 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%260 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %262 = arith.cmpi eq, %115, %dim_129 : index
    cf.assert %262, "mismatched size for broadcast"
    %263 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %261 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%116 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_130 = tensor.expand_shape %263 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %115, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %264 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 3 : index
      %327 = linalg.index 4 : index
      %328 = arith.cmpi eq, %115, %c1 : index
      %329 = arith.select %328, %c0, %326 : index
      %extracted = tensor.extract %expanded_130[%c0, %c0, %c0, %329, %327] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_131 = tensor.collapse_shape %264 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_132 = tensor.expand_shape %transposed_121 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %115, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %265 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%137 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 3 : index
      %327 = linalg.index 4 : index
      %328 = arith.cmpi eq, %115, %c1 : index
      %329 = arith.select %328, %c0, %326 : index
      %extracted = tensor.extract %expanded_132[%c0, %c0, %c0, %329, %327] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_133 = tensor.collapse_shape %265 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_134 = linalg.transpose ins(%collapsed_131 : tensor<1x2x?x32xbf16>) outs(%140 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %266 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %104, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %256[%c0, %326, %330, %328] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_135 = tensor.collapse_shape %266 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %267 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%140 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %dim, %c1 : index
      %330 = arith.select %329, %c0, %328 : index
      %extracted = tensor.extract %transposed_134[%c0, %326, %327, %330] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_136 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %268 = linalg.batch_matmul ins(%collapsed_135, %collapsed_136 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%145 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x?x?xf32>) outs(%147 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_137 = tensor.reshape %269(%from_elements_86) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %270 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_137 : tensor<1x2x?x?xbf16>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %326 = arith.truncf %cst_5 : f64 to bf16
      %327 = arith.mulf %in, %326 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %161, "mismatched size for broadcast"
    cf.assert %161, "mismatched size for broadcast"
    %271 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x?xbf16>
    %272 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x2x?x?xbf16>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %273:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%272 : tensor<1x2x?x?xf32>) outs(%168, %166 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_157: i64):
      %326 = linalg.index 3 : index
      %327 = arith.index_cast %326 : index to i64
      %328 = arith.maximumf %in, %out : f32
      %329 = arith.cmpf ogt, %in, %out : f32
      %330 = arith.select %329, %327, %out_157 : i64
      linalg.yield %328, %330 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_138 = tensor.expand_shape %273#0 [[0], [1], [2, 3]] output_shape [1, 2, %158, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %274 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %expanded_138 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.subf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %275 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x2x?x?xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.exp %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %276 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%275 : tensor<1x2x?x?xf32>) outs(%173 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x1xf32>
    %277 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %276 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%163 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.divf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x2x?x?xf32>
    %278 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x2x?x?xf32>) outs(%159 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %279 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%177 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %158, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %331 = arith.select %329, %c0, %328 : index
      %extracted = tensor.extract %278[%c0, %326, %330, %331] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %154, "must have at most one inferred (negative) dimension"
    %reshape_139 = tensor.reshape %279(%from_elements_89) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %280 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %326 = linalg.index 1 : index
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %dim, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %collapsed_133[%c0, %326, %330, %328] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_140 = tensor.collapse_shape %280 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %180, "mismatching contracting dimension"
    %281 = linalg.batch_matmul ins(%reshape_139, %collapsed_140 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%182 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281 : tensor<2x?x32xf32>) outs(%184 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_141 = tensor.expand_shape %282 [[0, 1], [2], [3]] output_shape [1, 2, %158, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_142 = linalg.transpose ins(%expanded_141 : tensor<1x2x?x32xbf16>) outs(%186 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %100, "must have at most one inferred (negative) dimension"
    %reshape_143 = tensor.reshape %transposed_142(%from_elements_94) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_144 = linalg.transpose ins(%expanded_33 : tensor<256x64xbf16>) outs(%190 : tensor<64x256xbf16>) permutation = [1, 0] 
    %collapsed_145 = tensor.collapse_shape %reshape_143 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %283 = arith.index_cast %189 : i64 to index
    %284 = tensor.empty(%283) : tensor<?x256xf32>
    %285 = linalg.fill ins(%cst : f32) outs(%284 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %286 = linalg.matmul ins(%collapsed_145, %transposed_144 : tensor<?x64xbf16>, tensor<64x256xbf16>) outs(%285 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %287 = tensor.empty(%283) : tensor<?x256xbf16>
    %288 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%286 : tensor<?x256xf32>) outs(%287 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x256xbf16>
    %expanded_146 = tensor.expand_shape %288 [[0, 1], [2]] output_shape [1, %283, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %289 = "tp.mark_partial"(%expanded_146) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %290 = "tp.all_reduce"(%289) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_147 = tensor.dim %290, %c1 : tensor<1x?x256xbf16>
    %291 = arith.cmpi eq, %dim, %dim_147 : index
    cf.assert %291, "mismatched size for broadcast"
    %292 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %290 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%294 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.divf %in, %cst_8 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.truncf %cst_6 : f64 to f32
      %327 = arith.addf %in, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.rsqrt %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %298 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %301 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %300 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_148 = linalg.transpose ins(%expanded_35 : tensor<128x256xbf16>) outs(%210 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_149 = tensor.collapse_shape %301 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %302 = linalg.matmul ins(%collapsed_149, %transposed_148 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%212 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %303 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%302 : tensor<?x128xf32>) outs(%214 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x128xbf16>
    %expanded_150 = tensor.expand_shape %303 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_150 : tensor<1x?x128xbf16>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x128xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x?x128xf32>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.negf %in : f32
      %327 = math.exp %326 : f32
      %328 = arith.addf %327, %cst_1 : f32
      %329 = arith.divf %cst_1, %328 : f32
      linalg.yield %329 : f32
    } -> tensor<1x?x128xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %305 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%216 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x128xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x?x128xf32>) outs(%220 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_151 = linalg.transpose ins(%expanded_37 : tensor<128x256xbf16>) outs(%210 : tensor<256x128xbf16>) permutation = [1, 0] 
    %308 = linalg.matmul ins(%collapsed_149, %transposed_151 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%212 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %309 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%308 : tensor<?x128xf32>) outs(%214 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x128xbf16>
    %expanded_152 = tensor.expand_shape %309 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %310 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %expanded_152 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%220 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_153 = linalg.transpose ins(%expanded_39 : tensor<256x128xbf16>) outs(%225 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_154 = tensor.collapse_shape %310 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %311 = linalg.matmul ins(%collapsed_154, %transposed_153 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%227 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%311 : tensor<?x256xf32>) outs(%229 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<?x256xbf16>
    %expanded_155 = tensor.expand_shape %312 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %313 = "tp.mark_partial"(%expanded_155) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %314 = "tp.all_reduce"(%313) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_156 = tensor.dim %314, %c1 : tensor<1x?x256xbf16>
    %315 = arith.cmpi eq, %dim, %dim_156 : index
    cf.assert %315, "mismatched size for broadcast"
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %314 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.addf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x?x256xbf16>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %326 = arith.extf %in : bf16 to f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x?x256xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%318 : tensor<1x?x256xf32>) outs(%81 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.addf %in, %out : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.divf %in, %cst_8 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = arith.truncf %cst_6 : f64 to f32
      %327 = arith.addf %in, %326 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %326 = math.rsqrt %in : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317, %322 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%78 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_157: f32, %out: f32):
      %326 = arith.mulf %in, %in_157 : f32
      linalg.yield %326 : f32
    } -> tensor<1x?x256xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %326 = arith.truncf %in : f32 to bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    %325 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %324 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_157: bf16, %out: bf16):
      %326 = arith.mulf %in, %in_157 : bf16
      linalg.yield %326 : bf16
    } -> tensor<1x?x256xbf16>
    return %325 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
