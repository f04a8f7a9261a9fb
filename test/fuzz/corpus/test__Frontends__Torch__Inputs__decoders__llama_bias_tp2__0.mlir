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
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<20992xbf16>) -> tensor<1x?x64xbf16> {
    %true = arith.constant true
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c-1 = arith.constant -1 : index
    %c16_i64 = arith.constant 16 : i64
    %c32 = arith.constant 32 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_4 = arith.constant dense<true> : tensor<i1>
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_7 = arith.constant 6.400000e+01 : f32
    %c32_i64 = arith.constant 32 : i64
    %cst_8 = arith.constant 2.500000e-01 : bf16
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [2048] [1] : tensor<20992xbf16> to tensor<2048xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [32, 64] : tensor<2048xbf16> into tensor<32x64xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[2048] [2048] [1] : tensor<20992xbf16> to tensor<2048xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [32, 64] : tensor<2048xbf16> into tensor<32x64xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[4096] [32] [1] : tensor<20992xbf16> to tensor<32xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[4128] [1024] [1] : tensor<20992xbf16> to tensor<1024xbf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_13 [[0, 1]] output_shape [16, 64] : tensor<1024xbf16> into tensor<16x64xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[5152] [16] [1] : tensor<20992xbf16> to tensor<16xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[5168] [1024] [1] : tensor<20992xbf16> to tensor<1024xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [16, 64] : tensor<1024xbf16> into tensor<16x64xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[6192] [16] [1] : tensor<20992xbf16> to tensor<16xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[6208] [2048] [1] : tensor<20992xbf16> to tensor<2048xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [64, 32] : tensor<2048xbf16> into tensor<64x32xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[8256] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_22 = tensor.extract_slice %arg1[8320] [4096] [1] : tensor<20992xbf16> to tensor<4096xbf16>
    %expanded_23 = tensor.expand_shape %extracted_slice_22 [[0, 1]] output_shape [64, 64] : tensor<4096xbf16> into tensor<64x64xbf16>
    %extracted_slice_24 = tensor.extract_slice %arg1[12416] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[12480] [4096] [1] : tensor<20992xbf16> to tensor<4096xbf16>
    %expanded_26 = tensor.expand_shape %extracted_slice_25 [[0, 1]] output_shape [64, 64] : tensor<4096xbf16> into tensor<64x64xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[16576] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[16640] [4096] [1] : tensor<20992xbf16> to tensor<4096xbf16>
    %expanded_29 = tensor.expand_shape %extracted_slice_28 [[0, 1]] output_shape [64, 64] : tensor<4096xbf16> into tensor<64x64xbf16>
    %extracted_slice_30 = tensor.extract_slice %arg1[20736] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[20800] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[20864] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %extracted_slice_33 = tensor.extract_slice %arg1[20928] [64] [1] : tensor<20992xbf16> to tensor<64xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x64xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %271 = arith.index_cast %in : i64 to index
      %272 = linalg.index 2 : index
      %273 = arith.cmpi slt, %271, %c32 : index
      cf.assert %273, "index must be smaller than dim size"
      %274 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %274, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%271, %272] : tensor<32x64xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x64xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %271 = linalg.index 0 : index
      %272 = arith.index_cast %271 : index to i64
      linalg.yield %272 : i64
    } -> tensor<?xi64>
    %expanded_34 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_35 = tensor.extract_slice %expanded_34[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_35 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %271 = arith.subi %in, %c1_i64 : i64
      linalg.yield %271 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %8, %expanded_34 : (tensor<1x1xi64>, tensor<1x?xi64>) -> tensor<1x?xi64>
    %9 = arith.addi %0, %c1_i64 : i64
    %dim_36 = tensor.dim %expanded_34, %c1 : tensor<1x?xi64>
    %10 = affine.apply #map4()[%dim_36]
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
    %extracted_slice_37 = tensor.extract_slice %concat[0, %13] [1, %21] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
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
    %extracted_slice_38 = tensor.extract_slice %concat[0, %23] [1, %32] [1, 1] : tensor<1x?xi64> to tensor<1x?xi64>
    %33 = arith.cmpi eq, %32, %21 : index
    cf.assert %33, "mismatched size for broadcast"
    %34 = tensor.empty(%32) : tensor<1x?xi64>
    %35 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_38, %extracted_slice_37 : tensor<1x?xi64>, tensor<1x?xi64>) outs(%34 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %271 = arith.subi %in, %in_100 : i64
      linalg.yield %271 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %271 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %271 : i1
    } -> tensor<1x?xi1>
    %expanded_39 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_40 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_40, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %271 = arith.cmpi sle, %in, %in_100 : i64
      linalg.yield %271 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %271 = arith.extui %in : i1 to i64
      linalg.yield %271 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_100: i64, %in_101: i64, %out: i64):
      %271 = arith.select %in, %in_100, %in_101 : i64
      linalg.yield %271 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %271 = arith.addi %in, %out : i64
      linalg.yield %271 : i64
    } -> tensor<1x?xi64>
    %48 = tensor.empty() : tensor<1xi64>
    %49 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%48 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_41 = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_42 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_43 = tensor.expand_shape %4 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %dim_44 = tensor.dim %expanded_42, %c2 : tensor<1x1x?x1xi64>
    %50 = tensor.empty(%dim_44) : tensor<1x1x?x1xi64>
    %51 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %expanded_42 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %271 = arith.cmpi slt, %in, %c0_i64 : i64
      %272 = arith.addi %in, %c1_i64 : i64
      %273 = arith.select %271, %272, %in : i64
      %274 = arith.index_cast %273 : i64 to index
      %275 = arith.cmpi slt, %in_100, %c0_i64 : i64
      %276 = arith.addi %in_100, %0 : i64
      %277 = arith.select %275, %276, %in_100 : i64
      %278 = arith.index_cast %277 : i64 to index
      %extracted = tensor.extract %expanded_34[%274, %278] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_45 = tensor.dim %expanded_43, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_45) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %expanded_43 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %271 = arith.cmpi slt, %in, %c0_i64 : i64
      %272 = arith.addi %in, %c1_i64 : i64
      %273 = arith.select %271, %272, %in : i64
      %274 = arith.index_cast %273 : i64 to index
      %275 = arith.cmpi slt, %in_100, %c0_i64 : i64
      %276 = arith.addi %in_100, %0 : i64
      %277 = arith.select %275, %276, %in_100 : i64
      %278 = arith.index_cast %277 : i64 to index
      %extracted = tensor.extract %expanded_34[%274, %278] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_44, %dim_45) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %271 = arith.cmpi sle, %in, %in_100 : i64
      linalg.yield %271 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_100: i1, %out: i1):
      %271 = arith.andi %in, %in_100 : i1
      linalg.yield %271 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %expanded_42 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %271 = arith.cmpi slt, %in, %c0_i64 : i64
      %272 = arith.addi %in, %c1_i64 : i64
      %273 = arith.select %271, %272, %in : i64
      %274 = arith.index_cast %273 : i64 to index
      %275 = arith.cmpi slt, %in_100, %c0_i64 : i64
      %276 = arith.addi %in_100, %0 : i64
      %277 = arith.select %275, %276, %in_100 : i64
      %278 = arith.index_cast %277 : i64 to index
      %extracted = tensor.extract %47[%274, %278] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_41, %expanded_43 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_100: i64, %out: i64):
      %271 = arith.cmpi slt, %in, %c0_i64 : i64
      %272 = arith.addi %in, %c1_i64 : i64
      %273 = arith.select %271, %272, %in : i64
      %274 = arith.index_cast %273 : i64 to index
      %275 = arith.cmpi slt, %in_100, %c0_i64 : i64
      %276 = arith.addi %in_100, %0 : i64
      %277 = arith.select %275, %276, %in_100 : i64
      %278 = arith.index_cast %277 : i64 to index
      %extracted = tensor.extract %47[%274, %278] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_100: i64, %out: i1):
      %271 = arith.cmpi eq, %in, %in_100 : i64
      linalg.yield %271 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_100: i1, %out: i1):
      %271 = arith.andi %in, %in_100 : i1
      linalg.yield %271 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %271 = linalg.index 2 : index
      %272 = linalg.index 3 : index
      %273 = arith.cmpi eq, %dim_44, %c1 : index
      %274 = arith.select %273, %c0, %271 : index
      %275 = arith.cmpi eq, %dim_45, %c1 : index
      %276 = arith.select %275, %c0, %272 : index
      %extracted = tensor.extract %60[%c0, %c0, %274, %276] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_100: bf16, %in_101: bf16, %out: bf16):
      %271 = arith.select %in, %in_100, %in_101 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_46 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %271 = arith.sitofp %in : i64 to f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_6 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%68 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.mulf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x8xf32>
    %concat_47 = tensor.concat dim(2) %69, %69 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_48 = tensor.dim %69, %c1 : tensor<1x?x8xf32>
    %70 = tensor.empty(%dim_48) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_47 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.cos %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_47 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.sin %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x16xf32>
    %73 = tensor.empty(%dim_48) : tensor<1x?x16xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x16xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x16xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x64xbf16>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x64xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_7 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_5 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.rsqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.mulf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %85 : tensor<64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %87 = tensor.empty() : tensor<64x32xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<32x64xbf16>) outs(%87 : tensor<64x32xbf16>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<32xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_12 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<32xf32>
    %90 = tensor.empty(%dim) : tensor<?x64xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x64xbf16>) outs(%90 : tensor<?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<?x64xf32>
    %92 = tensor.empty() : tensor<64x32xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<64x32xbf16>) outs(%92 : tensor<64x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x32xf32>
    %94 = tensor.empty(%dim) : tensor<?x32xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %96 = linalg.matmul ins(%91, %93 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %97 = tensor.empty(%dim) : tensor<?x32xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %99 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %98 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.addf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<?x32xf32>
    %100 = tensor.empty(%dim) : tensor<?x32xbf16>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x32xbf16>
    %expanded_49 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %102 = arith.cmpi slt, %0, %c0_i64 : i64
    %103 = arith.select %102, %c1_i64, %0 : i64
    %104 = arith.extui %102 : i1 to i64
    %105 = arith.addi %104, %c1_i64 : i64
    %106 = arith.muli %103, %c16_i64 : i64
    %107 = arith.cmpi sle, %105, %c1_i64 : i64
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %108 = arith.muli %0, %c32_i64 : i64
    %109 = arith.divsi %108, %106 : i64
    %110 = arith.select %102, %109, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %110, %109, %c16_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_49(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x2x16xbf16>
    %111 = arith.index_cast %110 : i64 to index
    %112 = tensor.empty(%111) : tensor<1x2x?x16xbf16>
    %transposed_50 = linalg.transpose ins(%reshape : tensor<1x?x2x16xbf16>) outs(%112 : tensor<1x2x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %113 = tensor.empty() : tensor<64x16xbf16>
    %transposed_51 = linalg.transpose ins(%expanded_14 : tensor<16x64xbf16>) outs(%113 : tensor<64x16xbf16>) permutation = [1, 0] 
    %114 = tensor.empty() : tensor<16xf32>
    %115 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_15 : tensor<16xbf16>) outs(%114 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %116 = tensor.empty() : tensor<64x16xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_51 : tensor<64x16xbf16>) outs(%116 : tensor<64x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x16xf32>
    %118 = tensor.empty(%dim) : tensor<?x16xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %120 = linalg.matmul ins(%91, %117 : tensor<?x64xf32>, tensor<64x16xf32>) outs(%119 : tensor<?x16xf32>) -> tensor<?x16xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %121 = tensor.empty(%dim) : tensor<?x16xf32>
    %122 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%115 : tensor<16xf32>) outs(%121 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x16xf32>
    cf.assert %true, "mismatched size for broadcast"
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %122 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%118 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.addf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<?x16xf32>
    %124 = tensor.empty(%dim) : tensor<?x16xbf16>
    %125 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<?x16xf32>) outs(%124 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x16xbf16>
    %expanded_52 = tensor.expand_shape %125 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %126 = arith.muli %0, %c16_i64 : i64
    %127 = arith.divsi %126, %106 : i64
    %128 = arith.select %102, %127, %0 : i64
    %from_elements_53 = tensor.from_elements %c1_i64, %128, %127, %c16_i64 : tensor<4xi64>
    %reshape_54 = tensor.reshape %expanded_52(%from_elements_53) : (tensor<1x?x16xbf16>, tensor<4xi64>) -> tensor<1x?x1x16xbf16>
    %129 = arith.index_cast %128 : i64 to index
    %130 = tensor.empty(%129) : tensor<1x1x?x16xbf16>
    %transposed_55 = linalg.transpose ins(%reshape_54 : tensor<1x?x1x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_56 = linalg.transpose ins(%expanded_17 : tensor<16x64xbf16>) outs(%113 : tensor<64x16xbf16>) permutation = [1, 0] 
    %131 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_18 : tensor<16xbf16>) outs(%114 : tensor<16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<16xf32>
    %132 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_56 : tensor<64x16xbf16>) outs(%116 : tensor<64x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x16xf32>
    %133 = linalg.matmul ins(%91, %132 : tensor<?x64xf32>, tensor<64x16xf32>) outs(%119 : tensor<?x16xf32>) -> tensor<?x16xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %134 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%131 : tensor<16xf32>) outs(%121 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x16xf32>
    cf.assert %true, "mismatched size for broadcast"
    %135 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%133, %134 : tensor<?x16xf32>, tensor<?x16xf32>) outs(%118 : tensor<?x16xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.addf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<?x16xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%135 : tensor<?x16xf32>) outs(%124 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x16xbf16>
    %expanded_57 = tensor.expand_shape %136 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xbf16> into tensor<1x?x16xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_58 = tensor.reshape %expanded_57(%from_elements_53) : (tensor<1x?x16xbf16>, tensor<4xi64>) -> tensor<1x?x1x16xbf16>
    %transposed_59 = linalg.transpose ins(%reshape_58 : tensor<1x?x1x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_60 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, %dim_48, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %expanded_61 = tensor.expand_shape %75 [[0], [1, 2], [3]] output_shape [1, 1, %dim_48, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %137 = arith.cmpi eq, %111, %dim_48 : index
    cf.assert %137, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50, %expanded_60 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%112 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x16xbf16>
    %extracted_slice_62 = tensor.extract_slice %transposed_50[0, 0, 0, 0] [1, 2, %111, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %extracted_slice_63 = tensor.extract_slice %transposed_50[0, 0, 0, 8] [1, 2, %111, 8] [1, 1, 1, 1] : tensor<1x2x?x16xbf16> to tensor<1x2x?x8xbf16>
    %139 = tensor.empty(%111) : tensor<1x2x?x8xbf16>
    %140 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_63 : tensor<1x2x?x8xbf16>) outs(%139 : tensor<1x2x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = arith.negf %in : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x8xbf16>
    %concat_64 = tensor.concat dim(3) %140, %extracted_slice_62 : (tensor<1x2x?x8xbf16>, tensor<1x2x?x8xbf16>) -> tensor<1x2x?x16xbf16>
    %dim_65 = tensor.dim %140, %c2 : tensor<1x2x?x8xbf16>
    %141 = arith.cmpi eq, %dim_65, %dim_48 : index
    cf.assert %141, "mismatched size for broadcast"
    %142 = tensor.empty(%dim_65) : tensor<1x2x?x16xbf16>
    %143 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_64, %expanded_61 : tensor<1x2x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%142 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x16xbf16>
    %144 = arith.cmpi eq, %111, %dim_65 : index
    cf.assert %144, "mismatched size for broadcast"
    %145 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %143 : tensor<1x2x?x16xbf16>, tensor<1x2x?x16xbf16>) outs(%112 : tensor<1x2x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x16xbf16>
    %146 = arith.cmpi eq, %129, %dim_48 : index
    cf.assert %146, "mismatched size for broadcast"
    %147 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_55, %expanded_60 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x1x?x16xbf16>
    %extracted_slice_66 = tensor.extract_slice %transposed_55[0, 0, 0, 0] [1, 1, %129, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %extracted_slice_67 = tensor.extract_slice %transposed_55[0, 0, 0, 8] [1, 1, %129, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %148 = tensor.empty(%129) : tensor<1x1x?x8xbf16>
    %149 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_67 : tensor<1x1x?x8xbf16>) outs(%148 : tensor<1x1x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = arith.negf %in : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x1x?x8xbf16>
    %concat_68 = tensor.concat dim(3) %149, %extracted_slice_66 : (tensor<1x1x?x8xbf16>, tensor<1x1x?x8xbf16>) -> tensor<1x1x?x16xbf16>
    %dim_69 = tensor.dim %149, %c2 : tensor<1x1x?x8xbf16>
    %150 = arith.cmpi eq, %dim_69, %dim_48 : index
    cf.assert %150, "mismatched size for broadcast"
    %151 = tensor.empty(%dim_69) : tensor<1x1x?x16xbf16>
    %152 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_68, %expanded_61 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%151 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x1x?x16xbf16>
    %153 = arith.cmpi eq, %129, %dim_69 : index
    cf.assert %153, "mismatched size for broadcast"
    %154 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %152 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%130 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x1x?x16xbf16>
    %expanded_70 = tensor.expand_shape %154 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 16] : tensor<1x1x?x16xbf16> into tensor<1x1x1x?x16xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %155 = tensor.empty(%dim) : tensor<1x1x2x?x16xbf16>
    %156 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%155 : tensor<1x1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 3 : index
      %272 = linalg.index 4 : index
      %273 = arith.cmpi eq, %129, %c1 : index
      %274 = arith.select %273, %c0, %271 : index
      %extracted = tensor.extract %expanded_70[%c0, %c0, %c0, %274, %272] : tensor<1x1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x16xbf16>
    %collapsed_71 = tensor.collapse_shape %156 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %expanded_72 = tensor.expand_shape %transposed_59 [[0], [1], [2, 3], [4]] output_shape [1, 1, 1, %129, 16] : tensor<1x1x?x16xbf16> into tensor<1x1x1x?x16xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %157 = linalg.generic {indexing_maps = [#map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%155 : tensor<1x1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 3 : index
      %272 = linalg.index 4 : index
      %273 = arith.cmpi eq, %129, %c1 : index
      %274 = arith.select %273, %c0, %271 : index
      %extracted = tensor.extract %expanded_72[%c0, %c0, %c0, %274, %272] : tensor<1x1x1x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x2x?x16xbf16>
    %collapsed_73 = tensor.collapse_shape %157 [[0], [1, 2], [3], [4]] : tensor<1x1x2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %158 = tensor.empty(%dim) : tensor<1x2x16x?xbf16>
    %transposed_74 = linalg.transpose ins(%collapsed_71 : tensor<1x2x?x16xbf16>) outs(%158 : tensor<1x2x16x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %159 = tensor.empty(%dim) : tensor<1x2x?x16xbf16>
    %160 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%159 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 1 : index
      %272 = linalg.index 2 : index
      %273 = linalg.index 3 : index
      %274 = arith.cmpi eq, %111, %c1 : index
      %275 = arith.select %274, %c0, %272 : index
      %extracted = tensor.extract %145[%c0, %271, %275, %273] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %collapsed_75 = tensor.collapse_shape %160 [[0, 1], [2], [3]] : tensor<1x2x?x16xbf16> into tensor<2x?x16xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %161 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%158 : tensor<1x2x16x?xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 1 : index
      %272 = linalg.index 2 : index
      %273 = linalg.index 3 : index
      %274 = arith.cmpi eq, %dim, %c1 : index
      %275 = arith.select %274, %c0, %273 : index
      %extracted = tensor.extract %transposed_74[%c0, %271, %272, %275] : tensor<1x2x16x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x16x?xbf16>
    %collapsed_76 = tensor.collapse_shape %161 [[0, 1], [2], [3]] : tensor<1x2x16x?xbf16> into tensor<2x16x?xbf16>
    %162 = tensor.empty(%dim, %dim) : tensor<2x?x?xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%162 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %164 = linalg.batch_matmul ins(%collapsed_75, %collapsed_76 : tensor<2x?x16xbf16>, tensor<2x16x?xbf16>) outs(%163 : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
    %165 = tensor.empty(%dim, %dim) : tensor<2x?x?xbf16>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<2x?x?xf32>) outs(%165 : tensor<2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<2x?x?xbf16>
    %167 = arith.muli %0, %c2_i64 : i64
    %168 = arith.select %102, %c2_i64, %167 : i64
    %169 = arith.muli %168, %0 : i64
    %170 = arith.select %102, %c2_i64, %169 : i64
    %171 = arith.select %102, %105, %104 : i64
    %172 = arith.cmpi sle, %171, %c1_i64 : i64
    cf.assert %172, "must have at most one inferred (negative) dimension"
    %173 = arith.muli %167, %0 : i64
    %174 = arith.divsi %173, %170 : i64
    %175 = arith.select %102, %174, %0 : i64
    %from_elements_77 = tensor.from_elements %c1_i64, %c2_i64, %175, %175 : tensor<4xi64>
    %reshape_78 = tensor.reshape %166(%from_elements_77) : (tensor<2x?x?xbf16>, tensor<4xi64>) -> tensor<1x2x?x?xbf16>
    %176 = arith.index_cast %175 : i64 to index
    %177 = tensor.empty(%176, %176) : tensor<1x2x?x?xbf16>
    %178 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_78 : tensor<1x2x?x?xbf16>) outs(%177 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %271 = arith.mulf %in, %cst_8 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x?xbf16>
    %179 = arith.cmpi eq, %176, %dim : index
    cf.assert %179, "mismatched size for broadcast"
    cf.assert %179, "mismatched size for broadcast"
    %180 = linalg.generic {indexing_maps = [#map13, #map19, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %65 : tensor<1x2x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%177 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x?xbf16>
    %181 = tensor.empty(%176, %176) : tensor<1x2x?x?xf32>
    %182 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x2x?x?xbf16>) outs(%181 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<1x2x?x?xf32>
    %183 = tensor.empty(%176) : tensor<1x2x?xi64>
    %184 = linalg.fill ins(%c0_i64 : i64) outs(%183 : tensor<1x2x?xi64>) -> tensor<1x2x?xi64>
    %185 = tensor.empty(%176) : tensor<1x2x?xf32>
    %186 = linalg.fill ins(%cst_0 : f32) outs(%185 : tensor<1x2x?xf32>) -> tensor<1x2x?xf32>
    %187:2 = linalg.generic {indexing_maps = [#map13, #map21, #map21], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%182 : tensor<1x2x?x?xf32>) outs(%186, %184 : tensor<1x2x?xf32>, tensor<1x2x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_100: i64):
      %271 = linalg.index 3 : index
      %272 = arith.index_cast %271 : index to i64
      %273 = arith.maximumf %in, %out : f32
      %274 = arith.cmpf ogt, %in, %out : f32
      %275 = arith.select %274, %272, %out_100 : i64
      linalg.yield %273, %275 : f32, i64
    } -> (tensor<1x2x?xf32>, tensor<1x2x?xi64>)
    %expanded_79 = tensor.expand_shape %187#0 [[0], [1], [2, 3]] output_shape [1, 2, %176, 1] : tensor<1x2x?xf32> into tensor<1x2x?x1xf32>
    %188 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %expanded_79 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%181 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.subf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x2x?x?xf32>
    %189 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x2x?x?xf32>) outs(%181 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.exp %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x2x?x?xf32>
    %190 = tensor.empty(%176) : tensor<1x2x?x1xf32>
    %191 = linalg.fill ins(%cst : f32) outs(%190 : tensor<1x2x?x1xf32>) -> tensor<1x2x?x1xf32>
    %192 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%189 : tensor<1x2x?x?xf32>) outs(%191 : tensor<1x2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<1x2x?x1xf32>
    %193 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %192 : tensor<1x2x?x?xf32>, tensor<1x2x?x1xf32>) outs(%181 : tensor<1x2x?x?xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.divf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x2x?x?xf32>
    %194 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x2x?x?xf32>) outs(%177 : tensor<1x2x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %195 = tensor.empty(%dim, %dim) : tensor<1x2x?x?xbf16>
    %196 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%195 : tensor<1x2x?x?xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 1 : index
      %272 = linalg.index 2 : index
      %273 = linalg.index 3 : index
      %274 = arith.cmpi eq, %176, %c1 : index
      %275 = arith.select %274, %c0, %272 : index
      %276 = arith.select %274, %c0, %273 : index
      %extracted = tensor.extract %194[%c0, %271, %275, %276] : tensor<1x2x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x?xbf16>
    cf.assert %172, "must have at most one inferred (negative) dimension"
    %from_elements_80 = tensor.from_elements %c2_i64, %175, %175 : tensor<3xi64>
    %reshape_81 = tensor.reshape %196(%from_elements_80) : (tensor<1x2x?x?xbf16>, tensor<3xi64>) -> tensor<2x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %197 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%159 : tensor<1x2x?x16xbf16>) {
    ^bb0(%out: bf16):
      %271 = linalg.index 1 : index
      %272 = linalg.index 2 : index
      %273 = linalg.index 3 : index
      %274 = arith.cmpi eq, %dim, %c1 : index
      %275 = arith.select %274, %c0, %272 : index
      %extracted = tensor.extract %collapsed_73[%c0, %271, %275, %273] : tensor<1x2x?x16xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x2x?x16xbf16>
    %collapsed_82 = tensor.collapse_shape %197 [[0, 1], [2], [3]] : tensor<1x2x?x16xbf16> into tensor<2x?x16xbf16>
    %198 = arith.cmpi eq, %175, %0 : i64
    cf.assert %198, "mismatching contracting dimension"
    %199 = tensor.empty(%176) : tensor<2x?x16xf32>
    %200 = linalg.fill ins(%cst : f32) outs(%199 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %201 = linalg.batch_matmul ins(%reshape_81, %collapsed_82 : tensor<2x?x?xbf16>, tensor<2x?x16xbf16>) outs(%200 : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
    %202 = tensor.empty(%176) : tensor<2x?x16xbf16>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x?x16xf32>) outs(%202 : tensor<2x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<2x?x16xbf16>
    %expanded_83 = tensor.expand_shape %203 [[0, 1], [2], [3]] output_shape [1, 2, %176, 16] : tensor<2x?x16xbf16> into tensor<1x2x?x16xbf16>
    %204 = tensor.empty(%176) : tensor<1x?x2x16xbf16>
    %transposed_84 = linalg.transpose ins(%expanded_83 : tensor<1x2x?x16xbf16>) outs(%204 : tensor<1x?x2x16xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %205 = arith.muli %175, %c32_i64 : i64
    %206 = arith.divsi %205, %103 : i64
    %207 = arith.select %102, %206, %0 : i64
    %from_elements_85 = tensor.from_elements %c1_i64, %207, %206 : tensor<3xi64>
    %reshape_86 = tensor.reshape %transposed_84(%from_elements_85) : (tensor<1x?x2x16xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %208 = tensor.empty() : tensor<32x64xbf16>
    %transposed_87 = linalg.transpose ins(%expanded_20 : tensor<64x32xbf16>) outs(%208 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_88 = tensor.collapse_shape %reshape_86 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %209 = arith.index_cast %207 : i64 to index
    %210 = tensor.empty(%209) : tensor<?x64xf32>
    %211 = linalg.fill ins(%cst : f32) outs(%210 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %212 = linalg.matmul ins(%collapsed_88, %transposed_87 : tensor<?x32xbf16>, tensor<32x64xbf16>) outs(%211 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %213 = tensor.empty(%209) : tensor<?x64xbf16>
    %214 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%212 : tensor<?x64xf32>) outs(%213 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x64xbf16>
    %expanded_89 = tensor.expand_shape %214 [[0, 1], [2]] output_shape [1, %209, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %215 = "tp.mark_partial"(%expanded_89) : (tensor<1x?x64xbf16>) -> !tp.partial<tensor<1x?x64xbf16>, #tp.group<"tp", size = 2>>
    %216 = "tp.all_reduce"(%215) : (!tp.partial<tensor<1x?x64xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xbf16>
    %dim_90 = tensor.dim %216, %c1 : tensor<1x?x64xbf16>
    %217 = tensor.empty(%dim_90) : tensor<1x?x64xbf16>
    %218 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %extracted_slice_21 : tensor<1x?x64xbf16>, tensor<64xbf16>) outs(%217 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %219 = arith.cmpi eq, %dim, %dim_90 : index
    cf.assert %219, "mismatched size for broadcast"
    %220 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %218 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x?x64xbf16>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%222 : tensor<1x?x64xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_7 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%224 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_5 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<1x?x1xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.rsqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %226 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.mulf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %229 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32, %228 : tensor<64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %collapsed_91 = tensor.collapse_shape %229 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %230 = tensor.empty() : tensor<64x64xbf16>
    %transposed_92 = linalg.transpose ins(%expanded_23 : tensor<64x64xbf16>) outs(%230 : tensor<64x64xbf16>) permutation = [1, 0] 
    %231 = tensor.empty() : tensor<64xf32>
    %232 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_24 : tensor<64xbf16>) outs(%231 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %233 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_91 : tensor<?x64xbf16>) outs(%90 : tensor<?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<?x64xf32>
    %234 = tensor.empty() : tensor<64x64xf32>
    %235 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_92 : tensor<64x64xbf16>) outs(%234 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x64xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %237 = linalg.matmul ins(%233, %235 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%236 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %238 = tensor.empty(%dim) : tensor<?x64xf32>
    %239 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%232 : tensor<64xf32>) outs(%238 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %240 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%237, %239 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%90 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.addf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<?x64xf32>
    %241 = tensor.empty(%dim) : tensor<?x64xbf16>
    %242 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%240 : tensor<?x64xf32>) outs(%241 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x64xbf16>
    %expanded_93 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_93 : tensor<1x?x64xbf16>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.negf %in : f32
      %272 = math.exp %271 : f32
      %273 = arith.addf %272, %cst_1 : f32
      %274 = arith.divf %cst_1, %273 : f32
      linalg.yield %274 : f32
    } -> tensor<1x?x64xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243, %244 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.mulf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %transposed_94 = linalg.transpose ins(%expanded_26 : tensor<64x64xbf16>) outs(%230 : tensor<64x64xbf16>) permutation = [1, 0] 
    %247 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_27 : tensor<64xbf16>) outs(%231 : tensor<64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64xf32>
    %248 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_94 : tensor<64x64xbf16>) outs(%234 : tensor<64x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<64x64xf32>
    %249 = linalg.matmul ins(%233, %248 : tensor<?x64xf32>, tensor<64x64xf32>) outs(%236 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %250 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%247 : tensor<64xf32>) outs(%238 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %true, "mismatched size for broadcast"
    %251 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%249, %250 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%90 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.addf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<?x64xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%251 : tensor<?x64xf32>) outs(%241 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x64xbf16>
    %expanded_95 = tensor.expand_shape %252 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246, %expanded_95 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %transposed_96 = linalg.transpose ins(%expanded_29 : tensor<64x64xbf16>) outs(%230 : tensor<64x64xbf16>) permutation = [1, 0] 
    %collapsed_97 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %254 = linalg.matmul ins(%collapsed_97, %transposed_96 : tensor<?x64xbf16>, tensor<64x64xbf16>) outs(%236 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%254 : tensor<?x64xf32>) outs(%241 : tensor<?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<?x64xbf16>
    %expanded_98 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [1, %dim, 64] : tensor<?x64xbf16> into tensor<1x?x64xbf16>
    %256 = "tp.mark_partial"(%expanded_98) : (tensor<1x?x64xbf16>) -> !tp.partial<tensor<1x?x64xbf16>, #tp.group<"tp", size = 2>>
    %257 = "tp.all_reduce"(%256) : (!tp.partial<tensor<1x?x64xbf16>, #tp.group<"tp", size = 2>>) -> tensor<1x?x64xbf16>
    %dim_99 = tensor.dim %257, %c1 : tensor<1x?x64xbf16>
    %258 = tensor.empty(%dim_99) : tensor<1x?x64xbf16>
    %259 = linalg.generic {indexing_maps = [#map1, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %extracted_slice_30 : tensor<1x?x64xbf16>, tensor<64xbf16>) outs(%258 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %260 = arith.cmpi eq, %dim, %dim_99 : index
    cf.assert %260, "mismatched size for broadcast"
    %261 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %259 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.addf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x?x64xbf16>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %271 = arith.extf %in : bf16 to f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x?x64xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%263 : tensor<1x?x64xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.addf %in, %out : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.divf %in, %cst_7 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = arith.truncf %cst_5 : f64 to f32
      %272 = arith.addf %in, %271 : f32
      linalg.yield %272 : f32
    } -> tensor<1x?x1xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %271 = math.rsqrt %in : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %267 : tensor<1x?x64xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_100: f32, %out: f32):
      %271 = arith.mulf %in, %in_100 : f32
      linalg.yield %271 : f32
    } -> tensor<1x?x64xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<1x?x64xf32>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %271 = arith.truncf %in : f32 to bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    %270 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_33, %269 : tensor<64xbf16>, tensor<1x?x64xbf16>) outs(%1 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_100: bf16, %out: bf16):
      %271 = arith.mulf %in, %in_100 : bf16
      linalg.yield %271 : bf16
    } -> tensor<1x?x64xbf16>
    return %270 : tensor<1x?x64xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
