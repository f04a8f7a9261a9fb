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
module attributes {tp.parallel_config = {attention_input = "full", cp = 1 : i64, dp_attention = false, ep = 1 : i64, mlp_input = "full", moe_a2a = "none", moe_cp_all_gather = false, tp = 4 : i64, tp_group = "tp"}} {
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
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_9 = tensor.extract_slice %arg1[16384] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_10 = tensor.expand_shape %extracted_slice_9 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_11 = tensor.extract_slice %arg1[32768] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_12 = tensor.expand_shape %extracted_slice_11 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[40960] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_13 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[49152] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_16 = tensor.expand_shape %extracted_slice_15 [[0, 1]] output_shape [256, 64] : tensor<16384xbf16> into tensor<256x64xbf16>
    %extracted_slice_17 = tensor.extract_slice %arg1[65536] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_18 = tensor.expand_shape %extracted_slice_17 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[98304] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[131072] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_22 = tensor.expand_shape %extracted_slice_21 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_23 = tensor.extract_slice %arg1[163840] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[164096] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[164352] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0, 1]] output_shape [64, 256] : tensor<16384xbf16> into tensor<64x256xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[180736] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_28 = tensor.expand_shape %extracted_slice_27 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[188928] [8192] [1] : tensor<312576xbf16> to tensor<8192xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [32, 256] : tensor<8192xbf16> into tensor<32x256xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[197120] [16384] [1] : tensor<312576xbf16> to tensor<16384xbf16>
    %expanded_32 = tensor.expand_shape %extracted_slice_31 [[0, 1]] output_shape [256, 64] : tensor<16384xbf16> into tensor<256x64xbf16>
    %extracted_slice_33 = tensor.extract_slice %arg1[213504] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_34 = tensor.expand_shape %extracted_slice_33 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[246272] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [128, 256] : tensor<32768xbf16> into tensor<128x256xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[279040] [32768] [1] : tensor<312576xbf16> to tensor<32768xbf16>
    %expanded_38 = tensor.expand_shape %extracted_slice_37 [[0, 1]] output_shape [256, 128] : tensor<32768xbf16> into tensor<256x128xbf16>
    %extracted_slice_39 = tensor.extract_slice %arg1[311808] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[312064] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %extracted_slice_41 = tensor.extract_slice %arg1[312320] [256] [1] : tensor<312576xbf16> to tensor<256xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x256xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %327 = arith.index_cast %in : i64 to index
      %328 = linalg.index 2 : index
      %329 = arith.cmpi slt, %327, %c64 : index
      cf.assert %329, "index must be smaller than dim size"
      %330 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %330, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%327, %328] : tensor<64x256xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x256xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %327 = linalg.index 0 : index
      %328 = arith.index_cast %327 : index to i64
      linalg.yield %328 : i64
    } -> tensor<?xi64>
    %expanded_42 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_43 = tensor.extract_slice %expanded_42[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_43 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %327 = arith.subi %in, %c1_i64 : i64
      linalg.yield %327 : i64
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
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.subi %in, %in_156 : i64
      linalg.yield %327 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %327 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %327 : i1
    } -> tensor<1x?xi1>
    %expanded_47 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_47, %expanded_42 : tensor<?x1xi64>, tensor<1x?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %327 = arith.cmpi sge, %in, %in_156 : i64
      linalg.yield %327 : i1
    } -> tensor<?x?xi1>
    %40 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<1x?xi1>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i1, %out: i64):
      %327 = arith.extui %in : i1 to i64
      linalg.yield %327 : i64
    } -> tensor<1x?xi64>
    %expanded_48 = tensor.expand_shape %40 [[0], [1, 2]] output_shape [1, 1, %32] : tensor<1x?xi64> into tensor<1x1x?xi64>
    %41 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<?x?xi1>) outs(%41 : tensor<?x?xi64>) {
    ^bb0(%in: i1, %out: i64):
      %327 = arith.extui %in : i1 to i64
      linalg.yield %327 : i64
    } -> tensor<?x?xi64>
    %43 = arith.cmpi eq, %32, %dim : index
    cf.assert %43, "mismatched size for broadcast"
    %44 = tensor.empty(%dim, %32) : tensor<1x?x?xi64>
    %45 = linalg.generic {indexing_maps = [#map7, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_48, %42 : tensor<1x1x?xi64>, tensor<?x?xi64>) outs(%44 : tensor<1x?x?xi64>) {
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.muli %in, %in_156 : i64
      linalg.yield %327 : i64
    } -> tensor<1x?x?xi64>
    %46 = tensor.empty(%dim) : tensor<1x?xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %48 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<1x?x?xi64>) outs(%47 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %327 = arith.addi %in, %out : i64
      linalg.yield %327 : i64
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
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64
      %328 = arith.addi %in, %c1_i64 : i64
      %329 = arith.select %327, %328, %in : i64
      %330 = arith.index_cast %329 : i64 to index
      %331 = arith.cmpi slt, %in_156, %c0_i64 : i64
      %332 = arith.addi %in_156, %0 : i64
      %333 = arith.select %331, %332, %in_156 : i64
      %334 = arith.index_cast %333 : i64 to index
      %extracted = tensor.extract %expanded_42[%330, %334] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_53 = tensor.dim %expanded_51, %c3 : tensor<1x1x1x?xi64>
    %53 = tensor.empty(%dim_53) : tensor<1x1x1x?xi64>
    %54 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%53 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64
      %328 = arith.addi %in, %c1_i64 : i64
      %329 = arith.select %327, %328, %in : i64
      %330 = arith.index_cast %329 : i64 to index
      %331 = arith.cmpi slt, %in_156, %c0_i64 : i64
      %332 = arith.addi %in_156, %0 : i64
      %333 = arith.select %331, %332, %in_156 : i64
      %334 = arith.index_cast %333 : i64 to index
      %extracted = tensor.extract %expanded_42[%330, %334] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %55 = tensor.empty(%dim_52, %dim_53) : tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map13, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %52 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %327 = arith.cmpi sle, %in, %in_156 : i64
      linalg.yield %327 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %56 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_156: i1, %out: i1):
      %327 = arith.andi %in, %in_156 : i1
      linalg.yield %327 : i1
    } -> tensor<1x1x?x?xi1>
    %58 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_50 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%51 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64
      %328 = arith.addi %in, %c1_i64 : i64
      %329 = arith.select %327, %328, %in : i64
      %330 = arith.index_cast %329 : i64 to index
      %331 = arith.cmpi slt, %in_156, %c0_i64 : i64
      %332 = arith.addi %in_156, %0 : i64
      %333 = arith.select %331, %332, %in_156 : i64
      %334 = arith.index_cast %333 : i64 to index
      %extracted = tensor.extract %48[%330, %334] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %59 = linalg.generic {indexing_maps = [#map9, #map12, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_49, %expanded_51 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%53 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_156: i64, %out: i64):
      %327 = arith.cmpi slt, %in, %c0_i64 : i64
      %328 = arith.addi %in, %c1_i64 : i64
      %329 = arith.select %327, %328, %in : i64
      %330 = arith.index_cast %329 : i64 to index
      %331 = arith.cmpi slt, %in_156, %c0_i64 : i64
      %332 = arith.addi %in_156, %0 : i64
      %333 = arith.select %331, %332, %in_156 : i64
      %334 = arith.index_cast %333 : i64 to index
      %extracted = tensor.extract %48[%330, %334] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %60 = linalg.generic {indexing_maps = [#map14, #map13, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %59 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_156: i64, %out: i1):
      %327 = arith.cmpi eq, %in, %in_156 : i64
      linalg.yield %327 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%55 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_156: i1, %out: i1):
      %327 = arith.andi %in, %in_156 : i1
      linalg.yield %327 : i1
    } -> tensor<1x1x?x?xi1>
    %62 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %63 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %64 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%63 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %327 = linalg.index 2 : index
      %328 = linalg.index 3 : index
      %329 = arith.cmpi eq, %dim_52, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %331 = arith.cmpi eq, %dim_53, %c1 : index
      %332 = arith.select %331, %c0, %328 : index
      %extracted = tensor.extract %61[%c0, %c0, %330, %332] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %65 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %66 = linalg.generic {indexing_maps = [#map11, #map15, #map15, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%65 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_156: bf16, %in_157: bf16, %out: bf16):
      %327 = arith.select %in, %in_156, %in_157 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_54 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %67 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi64>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %327 = arith.sitofp %in : i64 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %69 = tensor.empty() : tensor<16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_7 : tensor<16xbf16>) outs(%69 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<16xf32>
    %71 = tensor.empty(%dim) : tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map16, #map17, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x?x1xf32>, tensor<16xf32>) outs(%71 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x16xf32>
    %concat_55 = tensor.concat dim(2) %72, %72 : (tensor<1x?x16xf32>, tensor<1x?x16xf32>) -> tensor<1x?x32xf32>
    %dim_56 = tensor.dim %72, %c1 : tensor<1x?x16xf32>
    %73 = tensor.empty(%dim_56) : tensor<1x?x32xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_55 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.cos %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x32xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_55 : tensor<1x?x32xf32>) outs(%73 : tensor<1x?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.sin %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x32xf32>
    %76 = tensor.empty(%dim_56) : tensor<1x?x32xbf16>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x?x32xf32>) outs(%76 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x32xbf16>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x?x32xf32>) outs(%76 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x32xbf16>
    %79 = tensor.empty(%dim) : tensor<1x?x256xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%67 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%81 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.divf %in, %cst_8 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.truncf %cst_6 : f64 to f32
      %328 = arith.addf %in, %327 : f32
      linalg.yield %328 : f32
    } -> tensor<1x?x1xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.rsqrt %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %87 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %86 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %89 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %88 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %90 = tensor.empty() : tensor<256x64xbf16>
    %transposed = linalg.transpose ins(%expanded_10 : tensor<64x256xbf16>) outs(%90 : tensor<256x64xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %89 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %91 = tensor.empty(%dim) : tensor<?x64xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %93 = linalg.matmul ins(%collapsed, %transposed : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%92 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %94 = tensor.empty(%dim) : tensor<?x64xbf16>
    %95 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%93 : tensor<?x64xf32>) outs(%94 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x64xbf16>
    %expanded_57 = tensor.expand_shape %95 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %96 = arith.cmpi slt, %0, %c0_i64 : i64
    %97 = arith.select %96, %c1_i64, %0 : i64
    %98 = arith.extui %96 : i1 to i64
    %99 = arith.addi %98, %c1_i64 : i64
    %100 = arith.muli %97, %c32_i64 : i64
    %101 = arith.cmpi sle, %99, %c1_i64 : i64
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %102 = arith.muli %0, %c64_i64 : i64
    %103 = arith.divsi %102, %100 : i64
    %104 = arith.select %96, %103, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %104, %103, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_57(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %105 = arith.index_cast %104 : i64 to index
    %106 = tensor.empty(%105) : tensor<1x2x?x32xbf16>
    %transposed_58 = linalg.transpose ins(%reshape : tensor<1x?x2x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %107 = tensor.empty() : tensor<256x32xbf16>
    %transposed_59 = linalg.transpose ins(%expanded_12 : tensor<32x256xbf16>) outs(%107 : tensor<256x32xbf16>) permutation = [1, 0] 
    %108 = tensor.empty(%dim) : tensor<?x32xf32>
    %109 = linalg.fill ins(%cst : f32) outs(%108 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %110 = linalg.matmul ins(%collapsed, %transposed_59 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%109 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %111 = tensor.empty(%dim) : tensor<?x32xbf16>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%110 : tensor<?x32xf32>) outs(%111 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x32xbf16>
    %expanded_60 = tensor.expand_shape %112 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %113 = arith.muli %0, %c32_i64 : i64
    %114 = arith.divsi %113, %100 : i64
    %115 = arith.select %96, %114, %0 : i64
    %from_elements_61 = tensor.from_elements %c1_i64, %115, %114, %c32_i64 : tensor<4xi64>
    %reshape_62 = tensor.reshape %expanded_60(%from_elements_61) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %116 = arith.index_cast %115 : i64 to index
    %117 = tensor.empty(%116) : tensor<1x1x?x32xbf16>
    %transposed_63 = linalg.transpose ins(%reshape_62 : tensor<1x?x1x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_64 = linalg.transpose ins(%expanded_14 : tensor<32x256xbf16>) outs(%107 : tensor<256x32xbf16>) permutation = [1, 0] 
    %118 = linalg.matmul ins(%collapsed, %transposed_64 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%109 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %119 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%118 : tensor<?x32xf32>) outs(%111 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x32xbf16>
    %expanded_65 = tensor.expand_shape %119 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_66 = tensor.reshape %expanded_65(%from_elements_61) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_67 = linalg.transpose ins(%reshape_66 : tensor<1x?x1x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_68 = tensor.expand_shape %77 [[0], [1, 2], [3]] output_shape [1, 1, %dim_56, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %expanded_69 = tensor.expand_shape %78 [[0], [1, 2], [3]] output_shape [1, 1, %dim_56, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %120 = arith.cmpi eq, %105, %dim_56 : index
    cf.assert %120, "mismatched size for broadcast"
    %121 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_58, %expanded_68 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_70 = tensor.extract_slice %transposed_58[0, 0, 0, 0] [1, 2, %105, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_71 = tensor.extract_slice %transposed_58[0, 0, 0, 16] [1, 2, %105, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %122 = tensor.empty(%105) : tensor<1x2x?x16xbf16>
    %123 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_71 : tensor<1x2x?x16xbf16>) outs(%122 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.negf %in : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_72 = tensor.concat dim(3) %123, %extracted_slice_70 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_73 = tensor.dim %123, %c2 : tensor<1x2x?x16xbf16>
    %124 = arith.cmpi eq, %dim_73, %dim_56 : index
    cf.assert %124, "mismatched size for broadcast"
    %125 = tensor.empty(%dim_73) : tensor<1x2x?x32xbf16>
    %126 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_72, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%125 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    %127 = arith.cmpi eq, %105, %dim_73 : index
    cf.assert %127, "mismatched size for broadcast"
    %128 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %126 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    %129 = arith.cmpi eq, %116, %dim_56 : index
    cf.assert %129, "mismatched size for broadcast"
    %130 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_63, %expanded_68 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_74 = tensor.extract_slice %transposed_63[0, 0, 0, 0] [1, 1, %116, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_75 = tensor.extract_slice %transposed_63[0, 0, 0, 16] [1, 1, %116, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %131 = tensor.empty(%116) : tensor<1x1x?x16xbf16>
    %132 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_75 : tensor<1x1x?x16xbf16>) outs(%131 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.negf %in : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_76 = tensor.concat dim(3) %132, %extracted_slice_74 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_77 = tensor.dim %132, %c2 : tensor<1x1x?x16xbf16>
    %133 = arith.cmpi eq, %dim_77, %dim_56 : index
    cf.assert %133, "mismatched size for broadcast"
    %134 = tensor.empty(%dim_77) : tensor<1x1x?x32xbf16>
    %135 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_76, %expanded_69 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%134 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %136 = arith.cmpi eq, %116, %dim_77 : index
    cf.assert %136, "mismatched size for broadcast"
    %137 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_78 = tensor.expand_shape %137 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %116, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %138 = tensor.empty(%dim) : tensor<1x1x2x?x32xbf16>
    %139 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 3 : index
      %328 = linalg.index 4 : index
      %329 = arith.cmpi eq, %116, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %expanded_78[%c0, %c0, %c0, %330, %328] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_79 = tensor.collapse_shape %139 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_80 = tensor.expand_shape %transposed_67 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %116, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %140 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 3 : index
      %328 = linalg.index 4 : index
      %329 = arith.cmpi eq, %116, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %expanded_80[%c0, %c0, %c0, %330, %328] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_81 = tensor.collapse_shape %140 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %141 = tensor.empty(%dim) : tensor<1x2x32x?xbf16>
    %transposed_82 = linalg.transpose ins(%collapsed_79 : tensor<1x2x?x32xbf16>) outs(%141 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %142 = tensor.empty(%dim) : tensor<1x2x?x32xbf16>
    %143 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %105, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %extracted = tensor.extract %128[%c0, %327, %331, %329] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_83 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %144 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %dim, %c1 : index
      %331 = arith.select %330, %c0, %329 : index
      %extracted = tensor.extract %transposed_82[%c0, %327, %328, %331] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_84 = tensor.collapse_shape %144 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %145 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %147 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%146 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %148 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147 : tensor<2x?x?xf32>) outs(%148 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<2x?x?xbf16>
    %150 = arith.muli %0, %c2_i64 : i64
    %151 = arith.select %96, %c2_i64, %150 : i64
    %152 = arith.muli %151, %0 : i64
    %153 = arith.select %96, %c2_i64, %152 : i64
    %154 = arith.select %96, %99, %98 : i64
    %155 = arith.cmpi sle, %154, %c1_i64 : i64
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %156 = arith.muli %150, %0 : i64
    %157 = arith.divsi %156, %153 : i64
    %158 = arith.select %96, %157, %0 : i64
    %from_elements_85 = tensor.from_elements %c1_i64, %c2_i64, %158, %158 : tensor<4xi64>
    %reshape_86 = tensor.reshape %149(%from_elements_85) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %159 = arith.index_cast %158 : i64 to index
    %160 = tensor.empty(%159, %159) : tensor<1x2x?x?xbf16>
    %161 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_86 : tensor<1x2x?x?xbf16>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.truncf %cst_5 : f64 to bf16
      %328 = arith.mulf %in, %327 : bf16
      linalg.yield %328 : bf16
    } -> tensor<1x2x?x?xbf16>
    %162 = arith.cmpi eq, %159, %dim : index
    cf.assert %162, "mismatched size for broadcast"
    cf.assert %162, "mismatched size for broadcast"
    %163 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %66 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    %164 = tensor.empty(%159, %159) : tensor<1x2x?x?xf32>
    %165 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x2x?x?xbf16>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %166 = tensor.empty(%159) : tensor<1x2x?xi64>
    %167 = linalg.fill ins(%c0_i64 : i64) outs(%166 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %168 = tensor.empty(%159) : tensor<1x2x?xf32>
    %169 = linalg.fill ins(%cst_0 : f32) outs(%168 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %170:2 = linalg.generic {indexing_maps = [#map11, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%165 : tensor<1x2x?x?xf32>) outs(%169, %167 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_156: i64):
      %327 = linalg.index 3 : index
      %328 = arith.index_cast %327 : index to i64
      %329 = arith.maximumf %in, %out : f32
      %330 = arith.cmpf ogt, %in, %out : f32
      %331 = arith.select %330, %328, %out_156 : i64
      linalg.yield %329, %331 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_87 = tensor.expand_shape %170#0 [[0], [1], [2, 3]] output_shape [1, 2, %159, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %171 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_87 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.subf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %172 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171 : tensor<1x2x?x?xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.exp %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %173 = tensor.empty(%159) : tensor<1x2x?x1xf32>
    %174 = linalg.fill ins(%cst : f32) outs(%173 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %175 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%172 : tensor<1x2x?x?xf32>) outs(%174 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x1xf32>
    %176 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %175 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.divf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %177 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x2x?x?xf32>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %178 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %179 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%178 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %159, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %332 = arith.select %330, %c0, %329 : index
      %extracted = tensor.extract %177[%c0, %327, %331, %332] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %from_elements_88 = tensor.from_elements %c2_i64, %158, %158 : tensor<3xi64>
    %reshape_89 = tensor.reshape %179(%from_elements_88) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %180 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %dim, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %extracted = tensor.extract %collapsed_81[%c0, %327, %331, %329] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_90 = tensor.collapse_shape %180 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    %181 = arith.cmpi eq, %158, %0 : i64
    cf.assert %181, "mismatching contracting dimension"
    %182 = tensor.empty(%159) : tensor<2x?x32xf32>
    %183 = linalg.fill ins(%cst : f32) outs(%182 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %184 = linalg.batch_matmul ins(%reshape_89, %collapsed_90 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%183 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %185 = tensor.empty(%159) : tensor<2x?x32xbf16>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x?x32xf32>) outs(%185 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_91 = tensor.expand_shape %186 [[0, 1], [2], [3]] output_shape [1, 2, %159, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %187 = tensor.empty(%159) : tensor<1x?x2x32xbf16>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<1x2x?x32xbf16>) outs(%187 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %188 = arith.muli %158, %c64_i64 : i64
    %189 = arith.divsi %188, %97 : i64
    %190 = arith.select %96, %189, %0 : i64
    %from_elements_93 = tensor.from_elements %c1_i64, %190, %189 : tensor<3xi64>
    %reshape_94 = tensor.reshape %transposed_92(%from_elements_93) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %191 = tensor.empty() : tensor<64x256xbf16>
    %transposed_95 = linalg.transpose ins(%expanded_16 : tensor<256x64xbf16>) outs(%191 : tensor<64x256xbf16>) permutation = [1, 0] 
    %collapsed_96 = tensor.collapse_shape %reshape_94 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %192 = arith.index_cast %190 : i64 to index
    %193 = tensor.empty(%192) : tensor<?x256xf32>
    %194 = linalg.fill ins(%cst : f32) outs(%193 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %195 = linalg.matmul ins(%collapsed_96, %transposed_95 : tensor<?x64xbf16>, tensor<64x256xbf16>) outs(%194 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %196 = tensor.empty(%192) : tensor<?x256xbf16>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%195 : tensor<?x256xf32>) outs(%196 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x256xbf16>
    %expanded_97 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [1, %192, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %198 = "tp.mark_partial"(%expanded_97) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %199 = "tp.all_reduce"(%198) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_98 = tensor.dim %199, %c1 : tensor<1x?x256xbf16>
    %200 = arith.cmpi eq, %dim, %dim_98 : index
    cf.assert %200, "mismatched size for broadcast"
    %201 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %199 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %202 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.divf %in, %cst_8 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.truncf %cst_6 : f64 to f32
      %328 = arith.addf %in, %327 : f32
      linalg.yield %328 : f32
    } -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.rsqrt %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202, %207 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %210 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24, %209 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %211 = tensor.empty() : tensor<256x128xbf16>
    %transposed_99 = linalg.transpose ins(%expanded_18 : tensor<128x256xbf16>) outs(%211 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_100 = tensor.collapse_shape %210 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %212 = tensor.empty(%dim) : tensor<?x128xf32>
    %213 = linalg.fill ins(%cst : f32) outs(%212 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %214 = linalg.matmul ins(%collapsed_100, %transposed_99 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%213 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %215 = tensor.empty(%dim) : tensor<?x128xbf16>
    %216 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%214 : tensor<?x128xf32>) outs(%215 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x128xbf16>
    %expanded_101 = tensor.expand_shape %216 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %217 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<1x?x128xbf16>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x128xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218 : tensor<1x?x128xf32>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.negf %in : f32
      %328 = math.exp %327 : f32
      %329 = arith.addf %328, %cst_1 : f32
      %330 = arith.divf %cst_1, %329 : f32
      linalg.yield %330 : f32
    } -> tensor<1x?x128xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %219 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x128xf32>
    %221 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x?x128xf32>) outs(%221 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_102 = linalg.transpose ins(%expanded_20 : tensor<128x256xbf16>) outs(%211 : tensor<256x128xbf16>) permutation = [1, 0] 
    %223 = linalg.matmul ins(%collapsed_100, %transposed_102 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%213 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%223 : tensor<?x128xf32>) outs(%215 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x128xbf16>
    %expanded_103 = tensor.expand_shape %224 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%222, %expanded_103 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%221 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x128xbf16>
    %226 = tensor.empty() : tensor<128x256xbf16>
    %transposed_104 = linalg.transpose ins(%expanded_22 : tensor<256x128xbf16>) outs(%226 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_105 = tensor.collapse_shape %225 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %227 = tensor.empty(%dim) : tensor<?x256xf32>
    %228 = linalg.fill ins(%cst : f32) outs(%227 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %229 = linalg.matmul ins(%collapsed_105, %transposed_104 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%228 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %230 = tensor.empty(%dim) : tensor<?x256xbf16>
    %231 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%229 : tensor<?x256xf32>) outs(%230 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x256xbf16>
    %expanded_106 = tensor.expand_shape %231 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %232 = "tp.mark_partial"(%expanded_106) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %233 = "tp.all_reduce"(%232) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_107 = tensor.dim %233, %c1 : tensor<1x?x256xbf16>
    %234 = arith.cmpi eq, %dim, %dim_107 : index
    cf.assert %234, "mismatched size for broadcast"
    %235 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %233 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.divf %in, %cst_8 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.truncf %cst_6 : f64 to f32
      %328 = arith.addf %in, %327 : f32
      linalg.yield %328 : f32
    } -> tensor<1x?x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%240 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.rsqrt %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%236, %241 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %244 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %243 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_108 = linalg.transpose ins(%expanded_26 : tensor<64x256xbf16>) outs(%90 : tensor<256x64xbf16>) permutation = [1, 0] 
    %collapsed_109 = tensor.collapse_shape %244 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %245 = linalg.matmul ins(%collapsed_109, %transposed_108 : tensor<?x256xbf16>, tensor<256x64xbf16>) outs(%92 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %246 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%245 : tensor<?x64xf32>) outs(%94 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x64xbf16>
    %expanded_110 = tensor.expand_shape %246 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_111 = tensor.reshape %expanded_110(%from_elements) : (tensor<1x?x64xbf16>, tensor<4xi64>) -> tensor<1x?x2x32xbf16>
    %transposed_112 = linalg.transpose ins(%reshape_111 : tensor<1x?x2x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_113 = linalg.transpose ins(%expanded_28 : tensor<32x256xbf16>) outs(%107 : tensor<256x32xbf16>) permutation = [1, 0] 
    %247 = linalg.matmul ins(%collapsed_109, %transposed_113 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%109 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<?x32xf32>) outs(%111 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x32xbf16>
    %expanded_114 = tensor.expand_shape %248 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_115 = tensor.reshape %expanded_114(%from_elements_61) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_116 = linalg.transpose ins(%reshape_115 : tensor<1x?x1x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_117 = linalg.transpose ins(%expanded_30 : tensor<32x256xbf16>) outs(%107 : tensor<256x32xbf16>) permutation = [1, 0] 
    %249 = linalg.matmul ins(%collapsed_109, %transposed_117 : tensor<?x256xbf16>, tensor<256x32xbf16>) outs(%109 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%249 : tensor<?x32xf32>) outs(%111 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x32xbf16>
    %expanded_118 = tensor.expand_shape %250 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_119 = tensor.reshape %expanded_118(%from_elements_61) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_120 = linalg.transpose ins(%reshape_119 : tensor<1x?x1x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %120, "mismatched size for broadcast"
    %251 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_112, %expanded_68 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    %extracted_slice_121 = tensor.extract_slice %transposed_112[0, 0, 0, 0] [1, 2, %105, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %extracted_slice_122 = tensor.extract_slice %transposed_112[0, 0, 0, 16] [1, 2, %105, 16] [1, 1, 1, 1] : tensor<1x2x?x32xbf16> to tensor<1x2x?x16xbf16>
    %252 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_122 : tensor<1x2x?x16xbf16>) outs(%122 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.negf %in : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x16xbf16>
    %concat_123 = tensor.concat dim(3) %252, %extracted_slice_121 : (tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) -> tensor<1x2x?x32xbf16>
    %dim_124 = tensor.dim %252, %c2 : tensor<1x2x?x16xbf16>
    %253 = arith.cmpi eq, %dim_124, %dim_56 : index
    cf.assert %253, "mismatched size for broadcast"
    %254 = tensor.empty(%dim_124) : tensor<1x2x?x32xbf16>
    %255 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_123, %expanded_69 : tensor<1x2x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%254 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    %256 = arith.cmpi eq, %105, %dim_124 : index
    cf.assert %256, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %255 : tensor<1x2x?x32xbf16>, tensor<1x2x?x32xbf16>) outs(%106 : tensor<1x2x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x32xbf16>
    cf.assert %129, "mismatched size for broadcast"
    %258 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_116, %expanded_68 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %extracted_slice_125 = tensor.extract_slice %transposed_116[0, 0, 0, 0] [1, 1, %116, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_126 = tensor.extract_slice %transposed_116[0, 0, 0, 16] [1, 1, %116, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %259 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_126 : tensor<1x1x?x16xbf16>) outs(%131 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.negf %in : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_127 = tensor.concat dim(3) %259, %extracted_slice_125 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_128 = tensor.dim %259, %c2 : tensor<1x1x?x16xbf16>
    %260 = arith.cmpi eq, %dim_128, %dim_56 : index
    cf.assert %260, "mismatched size for broadcast"
    %261 = tensor.empty(%dim_128) : tensor<1x1x?x32xbf16>
    %262 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_127, %expanded_69 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%261 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %263 = arith.cmpi eq, %116, %dim_128 : index
    cf.assert %263, "mismatched size for broadcast"
    %264 = linalg.generic {indexing_maps = [#map11, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %262 : tensor<1x1x?x32xbf16>, tensor<1x1x?x32xbf16>) outs(%117 : tensor<1x1x?x32xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x1x?x32xbf16>
    %expanded_129 = tensor.expand_shape %264 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %116, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %265 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 3 : index
      %328 = linalg.index 4 : index
      %329 = arith.cmpi eq, %116, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %expanded_129[%c0, %c0, %c0, %330, %328] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_130 = tensor.collapse_shape %265 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %expanded_131 = tensor.expand_shape %transposed_120 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %116, 32] : tensor<1x1x?x32xbf16> into tensor<1x1x1x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %266 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%138 : tensor<1x1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 3 : index
      %328 = linalg.index 4 : index
      %329 = arith.cmpi eq, %116, %c1 : index
      %330 = arith.select %329, %c0, %327 : index
      %extracted = tensor.extract %expanded_131[%c0, %c0, %c0, %330, %328] : tensor<1x1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x32xbf16>
    %collapsed_132 = tensor.collapse_shape %266 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_133 = linalg.transpose ins(%collapsed_130 : tensor<1x2x?x32xbf16>) outs(%141 : tensor<1x2x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %267 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %105, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %extracted = tensor.extract %257[%c0, %327, %331, %329] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_134 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %268 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<1x2x32x?xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %dim, %c1 : index
      %331 = arith.select %330, %c0, %329 : index
      %extracted = tensor.extract %transposed_133[%c0, %327, %328, %331] : tensor<1x2x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x32x?xbf16>
    %collapsed_135 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<1x2x32x?xbf16> into tensor<2x32x?xbf16>
    %269 = linalg.batch_matmul ins(%collapsed_134, %collapsed_135 : tensor<2x?x32xbf16>, tensor<2x32x?xbf16>) outs(%146 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%269 : tensor<2x?x?xf32>) outs(%148 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<2x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %270(%from_elements_85) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %271 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_136 : tensor<1x2x?x?xbf16>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %327 = arith.truncf %cst_5 : f64 to bf16
      %328 = arith.mulf %in, %327 : bf16
      linalg.yield %328 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %162, "mismatched size for broadcast"
    cf.assert %162, "mismatched size for broadcast"
    %272 = linalg.generic {indexing_maps = [#map11, #map18, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %66 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    %273 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x2x?x?xbf16>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %274:2 = linalg.generic {indexing_maps = [#map11, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<1x2x?x?xf32>) outs(%169, %167 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_156: i64):
      %327 = linalg.index 3 : index
      %328 = arith.index_cast %327 : index to i64
      %329 = arith.maximumf %in, %out : f32
      %330 = arith.cmpf ogt, %in, %out : f32
      %331 = arith.select %330, %328, %out_156 : i64
      linalg.yield %329, %331 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_137 = tensor.expand_shape %274#0 [[0], [1], [2, 3]] output_shape [1, 2, %159, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %275 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %expanded_137 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.subf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %276 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275 : tensor<1x2x?x?xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.exp %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %277 = linalg.generic {indexing_maps = [#map11, #map14], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%276 : tensor<1x2x?x?xf32>) outs(%174 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x1xf32>
    %278 = linalg.generic {indexing_maps = [#map11, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %277 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%164 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.divf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x2x?x?xf32>
    %279 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x2x?x?xf32>) outs(%160 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %280 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%178 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %159, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %332 = arith.select %330, %c0, %329 : index
      %extracted = tensor.extract %279[%c0, %327, %331, %332] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %155, "must have at most one inferred (negative) dimension"
    %reshape_138 = tensor.reshape %280(%from_elements_88) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %62, "unimplemented: dynamic negative broadcast sizes"
    %281 = linalg.generic {indexing_maps = [#map11], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%142 : tensor<1x2x?x32xbf16>) {
    ^bb0(%out: bf16):
      %327 = linalg.index 1 : index
      %328 = linalg.index 2 : index
      %329 = linalg.index 3 : index
      %330 = arith.cmpi eq, %dim, %c1 : index
      %331 = arith.select %330, %c0, %328 : index
      %extracted = tensor.extract %collapsed_132[%c0, %327, %331, %329] : tensor<1x2x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x32xbf16>
    %collapsed_139 = tensor.collapse_shape %281 [[0, 1], [2], [3]] : tensor<1x2x?x32xbf16> into tensor<2x?x32xbf16>
    cf.assert %181, "mismatching contracting dimension"
    %282 = linalg.batch_matmul ins(%reshape_138, %collapsed_139 : tensor<2x?x?xbf16>, tensor<2x?x32xbf16>) outs(%183 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<2x?x32xf32>) outs(%185 : tensor<2x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<2x?x32xbf16>
    %expanded_140 = tensor.expand_shape %283 [[0, 1], [2], [3]] output_shape [1, 2, %159, 32] : tensor<2x?x32xbf16> into tensor<1x2x?x32xbf16>
    %transposed_141 = linalg.transpose ins(%expanded_140 : tensor<1x2x?x32xbf16>) outs(%187 : tensor<1x?x2x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %101, "must have at most one inferred (negative) dimension"
    %reshape_142 = tensor.reshape %transposed_141(%from_elements_93) : (tensor<1x?x2x32xbf16>, tensor<3xi64>) -> tensor<1x?x64xbf16>
    %transposed_143 = linalg.transpose ins(%expanded_32 : tensor<256x64xbf16>) outs(%191 : tensor<64x256xbf16>) permutation = [1, 0] 
    %collapsed_144 = tensor.collapse_shape %reshape_142 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %284 = arith.index_cast %190 : i64 to index
    %285 = tensor.empty(%284) : tensor<?x256xf32>
    %286 = linalg.fill ins(%cst : f32) outs(%285 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %287 = linalg.matmul ins(%collapsed_144, %transposed_143 : tensor<?x64xbf16>, tensor<64x256xbf16>) outs(%286 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %288 = tensor.empty(%284) : tensor<?x256xbf16>
    %289 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%287 : tensor<?x256xf32>) outs(%288 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x256xbf16>
    %expanded_145 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [1, %284, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %290 = "tp.mark_partial"(%expanded_145) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %291 = "tp.all_reduce"(%290) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_146 = tensor.dim %291, %c1 : tensor<1x?x256xbf16>
    %292 = arith.cmpi eq, %dim, %dim_146 : index
    cf.assert %292, "mismatched size for broadcast"
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%235, %291 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.divf %in, %cst_8 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.truncf %cst_6 : f64 to f32
      %328 = arith.addf %in, %327 : f32
      linalg.yield %328 : f32
    } -> tensor<1x?x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.rsqrt %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %299 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %302 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_40, %301 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %transposed_147 = linalg.transpose ins(%expanded_34 : tensor<128x256xbf16>) outs(%211 : tensor<256x128xbf16>) permutation = [1, 0] 
    %collapsed_148 = tensor.collapse_shape %302 [[0, 1], [2]] : tensor<1x?x256xbf16> into tensor<?x256xbf16>
    %303 = linalg.matmul ins(%collapsed_148, %transposed_147 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%213 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%303 : tensor<?x128xf32>) outs(%215 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x128xbf16>
    %expanded_149 = tensor.expand_shape %304 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_149 : tensor<1x?x128xbf16>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x128xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x?x128xf32>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.negf %in : f32
      %328 = math.exp %327 : f32
      %329 = arith.addf %328, %cst_1 : f32
      %330 = arith.divf %cst_1, %329 : f32
      linalg.yield %330 : f32
    } -> tensor<1x?x128xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %306 : tensor<1x?x128xf32>, tensor<1x?x128xf32>) outs(%217 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x128xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307 : tensor<1x?x128xf32>) outs(%221 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_150 = linalg.transpose ins(%expanded_36 : tensor<128x256xbf16>) outs(%211 : tensor<256x128xbf16>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%collapsed_148, %transposed_150 : tensor<?x256xbf16>, tensor<256x128xbf16>) outs(%213 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%309 : tensor<?x128xf32>) outs(%215 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x128xbf16>
    %expanded_151 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%308, %expanded_151 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%221 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_152 = linalg.transpose ins(%expanded_38 : tensor<256x128xbf16>) outs(%226 : tensor<128x256xbf16>) permutation = [1, 0] 
    %collapsed_153 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %312 = linalg.matmul ins(%collapsed_153, %transposed_152 : tensor<?x128xbf16>, tensor<128x256xbf16>) outs(%228 : tensor<?x256xf32>) -> tensor<?x256xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%312 : tensor<?x256xf32>) outs(%230 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<?x256xbf16>
    %expanded_154 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [1, %dim, 256] : tensor<?x256xbf16> into tensor<1x?x256xbf16>
    %314 = "tp.mark_partial"(%expanded_154) : (tensor<1x?x256xbf16>) -> !tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>
    %315 = "tp.all_reduce"(%314) : (!tp.partial<tensor<1x?x256xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x256xbf16>
    %dim_155 = tensor.dim %315, %c1 : tensor<1x?x256xbf16>
    %316 = arith.cmpi eq, %dim, %dim_155 : index
    cf.assert %316, "mismatched size for broadcast"
    %317 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %315 : tensor<1x?x256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.addf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x?x256xbf16>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %327 = arith.extf %in : bf16 to f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x?x256xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map16], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<1x?x256xf32>) outs(%82 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.addf %in, %out : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.divf %in, %cst_8 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = arith.truncf %cst_6 : f64 to f32
      %328 = arith.addf %in, %327 : f32
      linalg.yield %328 : f32
    } -> tensor<1x?x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x?x1xf32>) outs(%67 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %327 = math.rsqrt %in : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map16, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %323 : tensor<1x?x256xf32>, tensor<1x?x1xf32>) outs(%79 : tensor<1x?x256xf32>) {
    ^bb0(%in: f32, %in_156: f32, %out: f32):
      %327 = arith.mulf %in, %in_156 : f32
      linalg.yield %327 : f32
    } -> tensor<1x?x256xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324 : tensor<1x?x256xf32>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %327 = arith.truncf %in : f32 to bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    %326 = linalg.generic {indexing_maps = [#map17, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41, %325 : tensor<256xbf16>, tensor<1x?x256xbf16>) outs(%1 : tensor<1x?x256xbf16>) {
    ^bb0(%in: bf16, %in_156: bf16, %out: bf16):
      %327 = arith.mulf %in, %in_156 : bf16
      linalg.yield %327 : bf16
    } -> tensor<1x?x256xbf16>
    return %326 : tensor<1x?x256xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.bfloat16: "0x02000000803F103FA23E363ECD3D663D023D923C243CB83B4F3BE93A833A133AA6393A39"
    }
  }
#-}
