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
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @forward(%arg0: tensor<1x?xi64>, %arg1: tensor<91456xbf16>) -> tensor<1x?x128xbf16> {
    %true = arith.constant true
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
    %cst_7 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_8 = arith.constant 1.280000e+02 : f32
    %cst_9 = arith.constant dense<0> : tensor<i64>
    %dim = tensor.dim %arg0, %c1 : tensor<1x?xi64>
    %0 = arith.index_cast %dim : index to i64
    %extracted_slice = tensor.extract_slice %arg1[0] [8192] [1] : tensor<91456xbf16> to tensor<8192xbf16>
    %expanded = tensor.expand_shape %extracted_slice [[0, 1]] output_shape [64, 128] : tensor<8192xbf16> into tensor<64x128xbf16>
    %extracted_slice_10 = tensor.extract_slice %arg1[8192] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_10 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_12 = tensor.extract_slice %arg1[12288] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_13 = tensor.extract_slice %arg1[12320] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_14 = tensor.expand_shape %extracted_slice_13 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_15 = tensor.extract_slice %arg1[16416] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_16 = tensor.extract_slice %arg1[16448] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_17 = tensor.expand_shape %extracted_slice_16 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_18 = tensor.extract_slice %arg1[20544] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_19 = tensor.extract_slice %arg1[20576] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_20 = tensor.expand_shape %extracted_slice_19 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_21 = tensor.extract_slice %arg1[24672] [16384] [1] : tensor<91456xbf16> to tensor<16384xbf16>
    %expanded_22 = tensor.expand_shape %extracted_slice_21 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_23 = tensor.extract_slice %arg1[41056] [8192] [1] : tensor<91456xbf16> to tensor<8192xbf16>
    %expanded_24 = tensor.expand_shape %extracted_slice_23 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_25 = tensor.extract_slice %arg1[49248] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_26 = tensor.extract_slice %arg1[49376] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_27 = tensor.extract_slice %arg1[49504] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_28 = tensor.extract_slice %arg1[49632] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_29 = tensor.extract_slice %arg1[49760] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_30 = tensor.expand_shape %extracted_slice_29 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_31 = tensor.extract_slice %arg1[53856] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_32 = tensor.extract_slice %arg1[53888] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_33 = tensor.expand_shape %extracted_slice_32 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_34 = tensor.extract_slice %arg1[57984] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_35 = tensor.extract_slice %arg1[58016] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_36 = tensor.expand_shape %extracted_slice_35 [[0, 1]] output_shape [32, 128] : tensor<4096xbf16> into tensor<32x128xbf16>
    %extracted_slice_37 = tensor.extract_slice %arg1[62112] [32] [1] : tensor<91456xbf16> to tensor<32xbf16>
    %extracted_slice_38 = tensor.extract_slice %arg1[62144] [4096] [1] : tensor<91456xbf16> to tensor<4096xbf16>
    %expanded_39 = tensor.expand_shape %extracted_slice_38 [[0, 1]] output_shape [128, 32] : tensor<4096xbf16> into tensor<128x32xbf16>
    %extracted_slice_40 = tensor.extract_slice %arg1[66240] [16384] [1] : tensor<91456xbf16> to tensor<16384xbf16>
    %expanded_41 = tensor.expand_shape %extracted_slice_40 [[0, 1]] output_shape [128, 128] : tensor<16384xbf16> into tensor<128x128xbf16>
    %extracted_slice_42 = tensor.extract_slice %arg1[82624] [8192] [1] : tensor<91456xbf16> to tensor<8192xbf16>
    %expanded_43 = tensor.expand_shape %extracted_slice_42 [[0, 1]] output_shape [128, 64] : tensor<8192xbf16> into tensor<128x64xbf16>
    %extracted_slice_44 = tensor.extract_slice %arg1[90816] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_45 = tensor.extract_slice %arg1[90944] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_46 = tensor.extract_slice %arg1[91072] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_47 = tensor.extract_slice %arg1[91200] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %extracted_slice_48 = tensor.extract_slice %arg1[91328] [128] [1] : tensor<91456xbf16> to tensor<128xbf16>
    %1 = tensor.empty(%dim) : tensor<1x?x128xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?xi64>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: i64, %out: bf16):
      %385 = arith.index_cast %in : i64 to index
      %386 = linalg.index 2 : index
      %387 = arith.cmpi slt, %385, %c64 : index
      cf.assert %387, "index must be smaller than dim size"
      %388 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %388, "index must be larger or equal to 0"
      %extracted = tensor.extract %expanded[%385, %386] : tensor<64x128xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x?x128xbf16>
    %3 = tensor.empty(%dim) : tensor<?xi64>
    %4 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%3 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %385 = linalg.index 0 : index
      %386 = arith.index_cast %385 : index to i64
      linalg.yield %386 : i64
    } -> tensor<?xi64>
    %expanded_49 = tensor.expand_shape %4 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %5 = arith.minsi %0, %c0_i64 : i64
    %6 = arith.index_cast %5 : i64 to index
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, %6] [1, 1] [1, 1] : tensor<1x?xi64> to tensor<1x1xi64>
    %7 = tensor.empty() : tensor<1x1xi64>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x1xi64>) outs(%7 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %385 = arith.subi %in, %c1_i64 : i64
      linalg.yield %385 : i64
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
      %385 = arith.subi %in, %in_186 : i64
      linalg.yield %385 : i64
    } -> tensor<1x?xi64>
    %36 = tensor.empty(%32) : tensor<1x?xi1>
    %37 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<1x?xi64>) outs(%36 : tensor<1x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %385 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %385 : i1
    } -> tensor<1x?xi1>
    %expanded_54 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, %32, 1] : tensor<1x?xi1> into tensor<1x?x1xi1>
    %expanded_55 = tensor.expand_shape %4 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %38 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %39 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_55, %4 : tensor<?x1xi64>, tensor<?xi64>) outs(%38 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %385 = arith.cmpi sle, %in, %in_186 : i64
      linalg.yield %385 : i1
    } -> tensor<?x?xi1>
    %40 = tensor.empty(%32) : tensor<1x?x1xi64>
    %41 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x?x1xi1>) outs(%40 : tensor<1x?x1xi64>) {
    ^bb0(%in: i1, %out: i64):
      %385 = arith.extui %in : i1 to i64
      linalg.yield %385 : i64
    } -> tensor<1x?x1xi64>
    %42 = arith.cmpi eq, %dim, %32 : index
    cf.assert %42, "mismatched size for broadcast"
    %43 = tensor.empty(%dim, %dim) : tensor<1x?x?xi64>
    %44 = linalg.generic {indexing_maps = [#map7, #map8, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39, %41, %cst_9 : tensor<?x?xi1>, tensor<1x?x1xi64>, tensor<i64>) outs(%43 : tensor<1x?x?xi64>) {
    ^bb0(%in: i1, %in_186: i64, %in_187: i64, %out: i64):
      %385 = arith.select %in, %in_186, %in_187 : i64
      linalg.yield %385 : i64
    } -> tensor<1x?x?xi64>
    %45 = tensor.empty(%dim) : tensor<1x?xi64>
    %46 = linalg.fill ins(%c0_i64 : i64) outs(%45 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %47 = linalg.generic {indexing_maps = [#map1, #map10], iterator_types = ["parallel", "reduction", "parallel"]} ins(%44 : tensor<1x?x?xi64>) outs(%46 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %385 = arith.addi %in, %out : i64
      linalg.yield %385 : i64
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
      %385 = arith.cmpi slt, %in, %c0_i64 : i64
      %386 = arith.addi %in, %c1_i64 : i64
      %387 = arith.select %385, %386, %in : i64
      %388 = arith.index_cast %387 : i64 to index
      %389 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %390 = arith.addi %in_186, %0 : i64
      %391 = arith.select %389, %390, %in_186 : i64
      %392 = arith.index_cast %391 : i64 to index
      %extracted = tensor.extract %expanded_49[%388, %392] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %dim_60 = tensor.dim %expanded_58, %c3 : tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim_60) : tensor<1x1x1x?xi64>
    %53 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %385 = arith.cmpi slt, %in, %c0_i64 : i64
      %386 = arith.addi %in, %c1_i64 : i64
      %387 = arith.select %385, %386, %in : i64
      %388 = arith.index_cast %387 : i64 to index
      %389 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %390 = arith.addi %in_186, %0 : i64
      %391 = arith.select %389, %390, %in_186 : i64
      %392 = arith.index_cast %391 : i64 to index
      %extracted = tensor.extract %expanded_49[%388, %392] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %54 = tensor.empty(%dim_59, %dim_60) : tensor<1x1x?x?xi1>
    %55 = linalg.generic {indexing_maps = [#map15, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %51 : tensor<1x1x1x?xi64>, tensor<1x1x?x1xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %385 = arith.cmpi sle, %in, %in_186 : i64
      linalg.yield %385 : i1
    } -> tensor<1x1x?x?xi1>
    %56 = linalg.generic {indexing_maps = [#map17, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4, %55 : tensor<i1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_186: i1, %out: i1):
      %385 = arith.andi %in, %in_186 : i1
      linalg.yield %385 : i1
    } -> tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map11, #map12, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_57 : tensor<1x1x1x1xi64>, tensor<1x1x?x1xi64>) outs(%50 : tensor<1x1x?x1xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %385 = arith.cmpi slt, %in, %c0_i64 : i64
      %386 = arith.addi %in, %c1_i64 : i64
      %387 = arith.select %385, %386, %in : i64
      %388 = arith.index_cast %387 : i64 to index
      %389 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %390 = arith.addi %in_186, %0 : i64
      %391 = arith.select %389, %390, %in_186 : i64
      %392 = arith.index_cast %391 : i64 to index
      %extracted = tensor.extract %47[%388, %392] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x?x1xi64>
    %58 = linalg.generic {indexing_maps = [#map11, #map14, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %expanded_58 : tensor<1x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%52 : tensor<1x1x1x?xi64>) {
    ^bb0(%in: i64, %in_186: i64, %out: i64):
      %385 = arith.cmpi slt, %in, %c0_i64 : i64
      %386 = arith.addi %in, %c1_i64 : i64
      %387 = arith.select %385, %386, %in : i64
      %388 = arith.index_cast %387 : i64 to index
      %389 = arith.cmpi slt, %in_186, %c0_i64 : i64
      %390 = arith.addi %in_186, %0 : i64
      %391 = arith.select %389, %390, %in_186 : i64
      %392 = arith.index_cast %391 : i64 to index
      %extracted = tensor.extract %47[%388, %392] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x?xi64>
    %59 = linalg.generic {indexing_maps = [#map16, #map15, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %58 : tensor<1x1x?x1xi64>, tensor<1x1x1x?xi64>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i64, %in_186: i64, %out: i1):
      %385 = arith.cmpi eq, %in, %in_186 : i64
      linalg.yield %385 : i1
    } -> tensor<1x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x1x?x?xi1>, tensor<1x1x?x?xi1>) outs(%54 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: i1, %in_186: i1, %out: i1):
      %385 = arith.andi %in, %in_186 : i1
      linalg.yield %385 : i1
    } -> tensor<1x1x?x?xi1>
    %61 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xi1>
    %63 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<1x1x?x?xi1>) {
    ^bb0(%out: i1):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %dim_59, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %389 = arith.cmpi eq, %dim_60, %c1 : index
      %390 = arith.select %389, %c0, %386 : index
      %extracted = tensor.extract %60[%c0, %c0, %388, %390] : tensor<1x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<1x1x?x?xi1>
    %64 = tensor.empty(%dim, %dim) : tensor<1x1x?x?xbf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map17, #map17, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_3, %cst_2 : tensor<1x1x?x?xi1>, tensor<bf16>, tensor<bf16>) outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: i1, %in_186: bf16, %in_187: bf16, %out: bf16):
      %385 = arith.select %in, %in_186, %in_187 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x?xbf16>
    %expanded_61 = tensor.expand_shape %4 [[0, 1, 2]] output_shape [1, %dim, 1] : tensor<?xi64> into tensor<1x?x1xi64>
    %66 = tensor.empty(%dim) : tensor<1x?x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x?x1xi64>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %385 = arith.sitofp %in : i64 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %68 = tensor.empty(%dim) : tensor<1x?x8xf32>
    %69 = linalg.generic {indexing_maps = [#map8, #map18, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %cst_7 : tensor<1x?x1xf32>, tensor<8xf32>) outs(%68 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x8xf32>
    %concat_62 = tensor.concat dim(2) %69, %69 : (tensor<1x?x8xf32>, tensor<1x?x8xf32>) -> tensor<1x?x16xf32>
    %dim_63 = tensor.dim %69, %c1 : tensor<1x?x8xf32>
    %70 = tensor.empty(%dim_63) : tensor<1x?x16xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.cos %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x16xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat_62 : tensor<1x?x16xf32>) outs(%70 : tensor<1x?x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.sin %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x16xf32>
    %73 = tensor.empty(%dim_63) : tensor<1x?x16xbf16>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x16xbf16>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x?x16xf32>) outs(%73 : tensor<1x?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x16xbf16>
    %76 = tensor.empty(%dim) : tensor<1x?x128xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %79 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%78 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %83 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25, %85 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed = tensor.collapse_shape %86 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %87 = tensor.empty() : tensor<128x32xbf16>
    %transposed = linalg.transpose ins(%expanded_11 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %88 = tensor.empty() : tensor<32xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_12 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %90 = tensor.empty(%dim) : tensor<?x128xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x128xbf16>) outs(%90 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<?x128xf32>
    %92 = tensor.empty() : tensor<128x32xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %94 = tensor.empty(%dim) : tensor<?x32xf32>
    %95 = linalg.fill ins(%cst : f32) outs(%94 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %96 = linalg.matmul ins(%91, %93 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %97 = tensor.empty(%dim) : tensor<?x32xf32>
    %98 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%89 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %99 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%96, %98 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %100 = tensor.empty(%dim) : tensor<?x32xbf16>
    %101 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%99 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_64 = tensor.expand_shape %101 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    %102 = arith.cmpi slt, %0, %c0_i64 : i64
    %103 = arith.select %102, %c1_i64, %0 : i64
    %104 = arith.extui %102 : i1 to i64
    %105 = arith.addi %104, %c1_i64 : i64
    %106 = arith.muli %103, %c32_i64 : i64
    %107 = arith.cmpi sle, %105, %c1_i64 : i64
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %108 = arith.muli %0, %c32_i64 : i64
    %109 = arith.divsi %108, %106 : i64
    %110 = arith.select %102, %109, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %110, %109, %c32_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_64(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %111 = arith.index_cast %110 : i64 to index
    %112 = tensor.empty(%111) : tensor<1x1x?x32xbf16>
    %transposed_65 = linalg.transpose ins(%reshape : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_66 = linalg.transpose ins(%expanded_14 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %113 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_15 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_66 : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %115 = linalg.matmul ins(%91, %114 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %116 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%113 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %117 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %118 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%117 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_67 = tensor.expand_shape %118 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_68 = tensor.reshape %expanded_67(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_69 = linalg.transpose ins(%reshape_68 : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_70 = linalg.transpose ins(%expanded_17 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %119 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_18 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %120 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_70 : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %121 = linalg.matmul ins(%91, %120 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %122 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%119 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %123 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%121, %122 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %124 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%123 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_71 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_72 = tensor.reshape %expanded_71(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_73 = linalg.transpose ins(%reshape_72 : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_74 = tensor.expand_shape %74 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %expanded_75 = tensor.expand_shape %75 [[0], [1, 2], [3]] output_shape [1, 1, %dim_63, 16] : tensor<1x?x16xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_76 = tensor.extract_slice %expanded_74[0, 0, 0, 0] [1, 1, %dim_63, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %expanded_77 = tensor.expand_shape %extracted_slice_76 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_63, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %125 = tensor.empty(%dim) : tensor<1x1x?x8x2xbf16>
    %126 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%125 : tensor<1x1x?x8x2xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %dim_63, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %expanded_77[%c0, %c0, %388, %386, %c0] : tensor<1x1x?x8x1xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8x2xbf16>
    %collapsed_78 = tensor.collapse_shape %126 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_79 = tensor.extract_slice %expanded_75[0, 0, 0, 0] [1, 1, %dim_63, 8] [1, 1, 1, 1] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %expanded_80 = tensor.expand_shape %extracted_slice_79 [[0], [1], [2], [3, 4]] output_shape [1, 1, %dim_63, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %127 = linalg.generic {indexing_maps = [#map19], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%125 : tensor<1x1x?x8x2xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %dim_63, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %expanded_80[%c0, %c0, %388, %386, %c0] : tensor<1x1x?x8x1xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x8x2xbf16>
    %collapsed_81 = tensor.collapse_shape %127 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %extracted_slice_82 = tensor.extract_slice %transposed_65[0, 0, 0, 0] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_83 = tensor.extract_slice %transposed_65[0, 0, 0, 16] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_84 = tensor.extract_slice %transposed_69[0, 0, 0, 0] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_85 = tensor.extract_slice %transposed_69[0, 0, 0, 16] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %128 = arith.cmpi eq, %111, %dim : index
    cf.assert %128, "mismatched size for broadcast"
    %129 = tensor.empty(%111) : tensor<1x1x?x16xbf16>
    %130 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_82, %collapsed_78 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %extracted_slice_86 = tensor.extract_slice %extracted_slice_82[0, 0, 0, 0] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %extracted_slice_87 = tensor.extract_slice %extracted_slice_82[0, 0, 0, 1] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %131 = tensor.empty(%111) : tensor<1x1x?x8xbf16>
    %132 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<1x1x?x8xbf16>) outs(%131 : tensor<1x1x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.negf %in : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x8xbf16>
    %expanded_88 = tensor.expand_shape %132 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %expanded_89 = tensor.expand_shape %extracted_slice_86 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %concat_90 = tensor.concat dim(4) %expanded_88, %expanded_89 : (tensor<1x1x?x8x1xbf16>, tensor<1x1x?x8x1xbf16>) -> tensor<1x1x?x8x2xbf16>
    %collapsed_91 = tensor.collapse_shape %concat_90 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %dim_92 = tensor.dim %expanded_88, %c2 : tensor<1x1x?x8x1xbf16>
    %133 = arith.cmpi eq, %dim_92, %dim : index
    cf.assert %133, "mismatched size for broadcast"
    %134 = tensor.empty(%dim_92) : tensor<1x1x?x16xbf16>
    %135 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_91, %collapsed_81 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%134 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %136 = arith.cmpi eq, %111, %dim_92 : index
    cf.assert %136, "mismatched size for broadcast"
    %137 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %135 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %138 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_84, %collapsed_78 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %extracted_slice_93 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 0] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %extracted_slice_94 = tensor.extract_slice %extracted_slice_84[0, 0, 0, 1] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %139 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_94 : tensor<1x1x?x8xbf16>) outs(%131 : tensor<1x1x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.negf %in : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x8xbf16>
    %expanded_95 = tensor.expand_shape %139 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %expanded_96 = tensor.expand_shape %extracted_slice_93 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %concat_97 = tensor.concat dim(4) %expanded_95, %expanded_96 : (tensor<1x1x?x8x1xbf16>, tensor<1x1x?x8x1xbf16>) -> tensor<1x1x?x8x2xbf16>
    %collapsed_98 = tensor.collapse_shape %concat_97 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %dim_99 = tensor.dim %expanded_95, %c2 : tensor<1x1x?x8x1xbf16>
    %140 = arith.cmpi eq, %dim_99, %dim : index
    cf.assert %140, "mismatched size for broadcast"
    %141 = tensor.empty(%dim_99) : tensor<1x1x?x16xbf16>
    %142 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_98, %collapsed_81 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%141 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %143 = arith.cmpi eq, %111, %dim_99 : index
    cf.assert %143, "mismatched size for broadcast"
    %144 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %142 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_100 = tensor.concat dim(3) %137, %extracted_slice_83 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %concat_101 = tensor.concat dim(3) %144, %extracted_slice_85 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_102 = tensor.dim %144, %c2 : tensor<1x1x?x16xbf16>
    %145 = tensor.empty(%dim_102) : tensor<1x1x32x?xbf16>
    %transposed_103 = linalg.transpose ins(%concat_101 : tensor<1x1x?x32xbf16>) outs(%145 : tensor<1x1x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %146 = tensor.empty(%dim) : tensor<1x1x?x32xbf16>
    %147 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %dim_186 = tensor.dim %137, %c2 : tensor<1x1x?x16xbf16>
      %387 = arith.cmpi eq, %dim_186, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %concat_100[%c0, %c0, %388, %386] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_104 = tensor.collapse_shape %147 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %148 = tensor.empty(%dim) : tensor<1x1x32x?xbf16>
    %149 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%148 : tensor<1x1x32x?xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %dim_102, %c1 : index
      %388 = arith.select %387, %c0, %386 : index
      %extracted = tensor.extract %transposed_103[%c0, %c0, %385, %388] : tensor<1x1x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x32x?xbf16>
    %collapsed_105 = tensor.collapse_shape %149 [[0], [1, 2], [3]] : tensor<1x1x32x?xbf16> into tensor<1x32x?xbf16>
    %150 = tensor.empty(%dim, %dim) : tensor<1x?x?xf32>
    %151 = linalg.fill ins(%cst : f32) outs(%150 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %152 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<1x?x32xbf16>, tensor<1x32x?xbf16>) outs(%151 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %153 = tensor.empty(%dim, %dim) : tensor<1x?x?xbf16>
    %154 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%152 : tensor<1x?x?xf32>) outs(%153 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x?xbf16>
    %155 = arith.muli %103, %0 : i64
    %156 = arith.select %102, %c1_i64, %155 : i64
    %157 = arith.select %102, %105, %104 : i64
    %158 = arith.cmpi sle, %157, %c1_i64 : i64
    cf.assert %158, "must have at most one inferred (negative) dimension"
    %159 = arith.muli %0, %0 : i64
    %160 = arith.divsi %159, %156 : i64
    %161 = arith.select %102, %160, %0 : i64
    %from_elements_106 = tensor.from_elements %c1_i64, %c1_i64, %161, %161 : tensor<4xi64>
    %reshape_107 = tensor.reshape %154(%from_elements_106) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %162 = arith.index_cast %161 : i64 to index
    %163 = tensor.empty(%162, %162) : tensor<1x1x?x?xbf16>
    %164 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_107 : tensor<1x1x?x?xbf16>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.truncf %cst_5 : f64 to bf16
      %386 = arith.mulf %in, %385 : bf16
      linalg.yield %386 : bf16
    } -> tensor<1x1x?x?xbf16>
    %165 = arith.cmpi eq, %162, %dim : index
    cf.assert %165, "mismatched size for broadcast"
    cf.assert %165, "mismatched size for broadcast"
    %166 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x?xbf16>
    %167 = tensor.empty(%162, %162) : tensor<1x1x?x?xf32>
    %168 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x1x?x?xbf16>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %169 = tensor.empty(%162) : tensor<1x1x?xi64>
    %170 = linalg.fill ins(%c0_i64 : i64) outs(%169 : tensor<1x1x?xi64>) -> tensor<1x1x?xi64>
    %171 = tensor.empty(%162) : tensor<1x1x?xf32>
    %172 = linalg.fill ins(%cst_0 : f32) outs(%171 : tensor<1x1x?xf32>) -> tensor<1x1x?xf32>
    %173:2 = linalg.generic {indexing_maps = [#map13, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%168 : tensor<1x1x?x?xf32>) outs(%172, %170 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_186: i64):
      %385 = linalg.index 3 : index
      %386 = arith.index_cast %385 : index to i64
      %387 = arith.maximumf %in, %out : f32
      %388 = arith.cmpf ogt, %in, %out : f32
      %389 = arith.select %388, %386, %out_186 : i64
      linalg.yield %387, %389 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_108 = tensor.expand_shape %173#0 [[0], [1], [2, 3]] output_shape [1, 1, %162, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %expanded_108 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.subf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %175 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x1x?x?xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.exp %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %176 = tensor.empty(%162) : tensor<1x1x?x1xf32>
    %177 = linalg.fill ins(%cst : f32) outs(%176 : tensor<1x1x?x1xf32>) -> tensor<1x1x?x1xf32>
    %178 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%175 : tensor<1x1x?x?xf32>) outs(%177 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x1xf32>
    %179 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %178 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.divf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %180 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x1x?x?xf32>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %181 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %162, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %389 = arith.select %387, %c0, %386 : index
      %extracted = tensor.extract %180[%c0, %c0, %388, %389] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %158, "must have at most one inferred (negative) dimension"
    %from_elements_109 = tensor.from_elements %c1_i64, %161, %161 : tensor<3xi64>
    %reshape_110 = tensor.reshape %181(%from_elements_109) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %182 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %111, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %transposed_73[%c0, %c0, %388, %386] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_111 = tensor.collapse_shape %182 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    %183 = arith.cmpi eq, %161, %0 : i64
    cf.assert %183, "mismatching contracting dimension"
    %184 = tensor.empty(%162) : tensor<1x?x32xf32>
    %185 = linalg.fill ins(%cst : f32) outs(%184 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %186 = linalg.batch_matmul ins(%reshape_110, %collapsed_111 : tensor<1x?x?xbf16>, tensor<1x?x32xbf16>) outs(%185 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %187 = tensor.empty(%162) : tensor<1x?x32xbf16>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<1x?x32xf32>) outs(%187 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x32xbf16>
    %expanded_112 = tensor.expand_shape %188 [[0, 1], [2], [3]] output_shape [1, 1, %162, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %189 = tensor.empty(%162) : tensor<1x?x1x32xbf16>
    %transposed_113 = linalg.transpose ins(%expanded_112 : tensor<1x1x?x32xbf16>) outs(%189 : tensor<1x?x1x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %190 = arith.muli %161, %c32_i64 : i64
    %191 = arith.divsi %190, %103 : i64
    %192 = arith.select %102, %191, %0 : i64
    %from_elements_114 = tensor.from_elements %c1_i64, %192, %191 : tensor<3xi64>
    %reshape_115 = tensor.reshape %transposed_113(%from_elements_114) : (tensor<1x?x1x32xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %193 = tensor.empty() : tensor<32x128xbf16>
    %transposed_116 = linalg.transpose ins(%expanded_20 : tensor<128x32xbf16>) outs(%193 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_117 = tensor.collapse_shape %reshape_115 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %194 = arith.index_cast %192 : i64 to index
    %195 = tensor.empty(%194) : tensor<?x128xf32>
    %196 = linalg.fill ins(%cst : f32) outs(%195 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %197 = linalg.matmul ins(%collapsed_117, %transposed_116 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%196 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %198 = tensor.empty(%194) : tensor<?x128xbf16>
    %199 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<?x128xf32>) outs(%198 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_118 = tensor.expand_shape %199 [[0, 1], [2]] output_shape [1, %194, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %200 = "tp.mark_partial"(%expanded_118) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %201 = "tp.all_reduce"(%200) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_119 = tensor.dim %201, %c1 : tensor<1x?x128xbf16>
    %202 = tensor.empty(%dim_119) : tensor<1x?x128xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<1x?x128xbf16>) outs(%202 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<1x?x128xf32>) outs(%202 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %205 = tensor.empty(%dim_119) : tensor<1x?x1xf32>
    %206 = linalg.fill ins(%cst : f32) outs(%205 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<1x?x128xf32>) outs(%206 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<1x?x1xf32>) outs(%205 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<1x?x1xf32>) outs(%205 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<1x?x1xf32>) outs(%205 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %210 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%202 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %212 = tensor.empty(%dim_119) : tensor<1x?x128xbf16>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x?x128xf32>) outs(%212 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %214 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %213 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%212 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %215 = arith.cmpi eq, %dim, %dim_119 : index
    cf.assert %215, "mismatched size for broadcast"
    %216 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%2, %214 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%218 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %222 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %225 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %224 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %226 = tensor.empty() : tensor<128x128xbf16>
    %transposed_120 = linalg.transpose ins(%expanded_22 : tensor<128x128xbf16>) outs(%226 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_121 = tensor.collapse_shape %225 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %227 = linalg.fill ins(%cst : f32) outs(%90 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %228 = linalg.matmul ins(%collapsed_121, %transposed_120 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%227 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %229 = tensor.empty(%dim) : tensor<?x128xbf16>
    %230 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%228 : tensor<?x128xf32>) outs(%229 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_122 = tensor.expand_shape %230 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %extracted_slice_123 = tensor.extract_slice %expanded_122[0, 0, 0] [1, %dim, 64] [1, 1, 1] : tensor<1x?x128xbf16> to tensor<1x?x64xbf16>
    %extracted_slice_124 = tensor.extract_slice %expanded_122[0, 0, 64] [1, %dim, 64] [1, 1, 1] : tensor<1x?x128xbf16> to tensor<1x?x64xbf16>
    %231 = tensor.empty(%dim) : tensor<1x?x64xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_123 : tensor<1x?x64xbf16>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x64xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232 : tensor<1x?x64xf32>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.negf %in : f32
      %386 = math.exp %385 : f32
      %387 = arith.addf %386, %cst_1 : f32
      %388 = arith.divf %cst_1, %387 : f32
      linalg.yield %388 : f32
    } -> tensor<1x?x64xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %233 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x64xf32>
    %235 = tensor.empty(%dim) : tensor<1x?x64xbf16>
    %236 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234 : tensor<1x?x64xf32>) outs(%235 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x64xbf16>
    %237 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_124, %236 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%235 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x64xbf16>
    %238 = tensor.empty() : tensor<64x128xbf16>
    %transposed_125 = linalg.transpose ins(%expanded_24 : tensor<128x64xbf16>) outs(%238 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_126 = tensor.collapse_shape %237 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %239 = linalg.matmul ins(%collapsed_126, %transposed_125 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%227 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %240 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%239 : tensor<?x128xf32>) outs(%229 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_127 = tensor.expand_shape %240 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %241 = "tp.mark_partial"(%expanded_127) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %242 = "tp.all_reduce"(%241) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_128 = tensor.dim %242, %c1 : tensor<1x?x128xbf16>
    %243 = tensor.empty(%dim_128) : tensor<1x?x128xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x?x128xbf16>) outs(%243 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x?x128xf32>) outs(%243 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %246 = tensor.empty(%dim_128) : tensor<1x?x1xf32>
    %247 = linalg.fill ins(%cst : f32) outs(%246 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%245 : tensor<1x?x128xf32>) outs(%247 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x?x1xf32>) outs(%246 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249 : tensor<1x?x1xf32>) outs(%246 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x?x1xf32>) outs(%246 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244, %251 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%243 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %253 = tensor.empty(%dim_128) : tensor<1x?x128xbf16>
    %254 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252 : tensor<1x?x128xf32>) outs(%253 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %255 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %254 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%253 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %256 = arith.cmpi eq, %dim, %dim_128 : index
    cf.assert %256, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%216, %255 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%258, %263 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %266 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %265 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %collapsed_129 = tensor.collapse_shape %266 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %transposed_130 = linalg.transpose ins(%expanded_30 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_31 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %268 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%collapsed_129 : tensor<?x128xbf16>) outs(%90 : tensor<?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<?x128xf32>
    %269 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_130 : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %270 = linalg.matmul ins(%268, %269 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %271 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%267 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %272 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%270, %271 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%272 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_131 = tensor.expand_shape %273 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_132 = tensor.reshape %expanded_131(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_133 = linalg.transpose ins(%reshape_132 : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_134 = linalg.transpose ins(%expanded_33 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_34 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_134 : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %276 = linalg.matmul ins(%268, %275 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %277 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%274 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %278 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%276, %277 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%278 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_135 = tensor.expand_shape %279 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_136 = tensor.reshape %expanded_135(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_137 = linalg.transpose ins(%reshape_136 : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_138 = linalg.transpose ins(%expanded_36 : tensor<32x128xbf16>) outs(%87 : tensor<128x32xbf16>) permutation = [1, 0] 
    %280 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%extracted_slice_37 : tensor<32xbf16>) outs(%88 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<32xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%transposed_138 : tensor<128x32xbf16>) outs(%92 : tensor<128x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<128x32xf32>
    %282 = linalg.matmul ins(%268, %281 : tensor<?x128xf32>, tensor<128x32xf32>) outs(%95 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %61, "negative values not allowed in new dimensions"
    %283 = linalg.generic {indexing_maps = [#map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%280 : tensor<32xf32>) outs(%97 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %true, "mismatched size for broadcast"
    %284 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%282, %283 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%94 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.addf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<?x32xf32>
    %285 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%284 : tensor<?x32xf32>) outs(%100 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x32xbf16>
    %expanded_139 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_140 = tensor.reshape %expanded_139(%from_elements) : (tensor<1x?x32xbf16>, tensor<4xi64>) -> tensor<1x?x1x32xbf16>
    %transposed_141 = linalg.transpose ins(%reshape_140 : tensor<1x?x1x32xbf16>) outs(%112 : tensor<1x1x?x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %extracted_slice_142 = tensor.extract_slice %transposed_133[0, 0, 0, 0] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_143 = tensor.extract_slice %transposed_133[0, 0, 0, 16] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_144 = tensor.extract_slice %transposed_137[0, 0, 0, 0] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    %extracted_slice_145 = tensor.extract_slice %transposed_137[0, 0, 0, 16] [1, 1, %111, 16] [1, 1, 1, 1] : tensor<1x1x?x32xbf16> to tensor<1x1x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %286 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_142, %collapsed_78 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %extracted_slice_146 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 0] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %extracted_slice_147 = tensor.extract_slice %extracted_slice_142[0, 0, 0, 1] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %287 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_147 : tensor<1x1x?x8xbf16>) outs(%131 : tensor<1x1x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.negf %in : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x8xbf16>
    %expanded_148 = tensor.expand_shape %287 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %expanded_149 = tensor.expand_shape %extracted_slice_146 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %concat_150 = tensor.concat dim(4) %expanded_148, %expanded_149 : (tensor<1x1x?x8x1xbf16>, tensor<1x1x?x8x1xbf16>) -> tensor<1x1x?x8x2xbf16>
    %collapsed_151 = tensor.collapse_shape %concat_150 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %dim_152 = tensor.dim %expanded_148, %c2 : tensor<1x1x?x8x1xbf16>
    %288 = arith.cmpi eq, %dim_152, %dim : index
    cf.assert %288, "mismatched size for broadcast"
    %289 = tensor.empty(%dim_152) : tensor<1x1x?x16xbf16>
    %290 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_151, %collapsed_81 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%289 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %291 = arith.cmpi eq, %111, %dim_152 : index
    cf.assert %291, "mismatched size for broadcast"
    %292 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %290 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    cf.assert %128, "mismatched size for broadcast"
    %293 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_144, %collapsed_78 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %extracted_slice_153 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 0] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %extracted_slice_154 = tensor.extract_slice %extracted_slice_144[0, 0, 0, 1] [1, 1, %111, 8] [1, 1, 1, 2] : tensor<1x1x?x16xbf16> to tensor<1x1x?x8xbf16>
    %294 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_154 : tensor<1x1x?x8xbf16>) outs(%131 : tensor<1x1x?x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.negf %in : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x8xbf16>
    %expanded_155 = tensor.expand_shape %294 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %expanded_156 = tensor.expand_shape %extracted_slice_153 [[0], [1], [2], [3, 4]] output_shape [1, 1, %111, 8, 1] : tensor<1x1x?x8xbf16> into tensor<1x1x?x8x1xbf16>
    %concat_157 = tensor.concat dim(4) %expanded_155, %expanded_156 : (tensor<1x1x?x8x1xbf16>, tensor<1x1x?x8x1xbf16>) -> tensor<1x1x?x8x2xbf16>
    %collapsed_158 = tensor.collapse_shape %concat_157 [[0], [1], [2], [3, 4]] : tensor<1x1x?x8x2xbf16> into tensor<1x1x?x16xbf16>
    %dim_159 = tensor.dim %expanded_155, %c2 : tensor<1x1x?x8x1xbf16>
    %295 = arith.cmpi eq, %dim_159, %dim : index
    cf.assert %295, "mismatched size for broadcast"
    %296 = tensor.empty(%dim_159) : tensor<1x1x?x16xbf16>
    %297 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_158, %collapsed_81 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%296 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %298 = arith.cmpi eq, %111, %dim_159 : index
    cf.assert %298, "mismatched size for broadcast"
    %299 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %297 : tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) outs(%129 : tensor<1x1x?x16xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x16xbf16>
    %concat_160 = tensor.concat dim(3) %292, %extracted_slice_143 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %concat_161 = tensor.concat dim(3) %299, %extracted_slice_145 : (tensor<1x1x?x16xbf16>, tensor<1x1x?x16xbf16>) -> tensor<1x1x?x32xbf16>
    %dim_162 = tensor.dim %299, %c2 : tensor<1x1x?x16xbf16>
    %300 = tensor.empty(%dim_162) : tensor<1x1x32x?xbf16>
    %transposed_163 = linalg.transpose ins(%concat_161 : tensor<1x1x?x32xbf16>) outs(%300 : tensor<1x1x32x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %301 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %dim_186 = tensor.dim %292, %c2 : tensor<1x1x?x16xbf16>
      %387 = arith.cmpi eq, %dim_186, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %concat_160[%c0, %c0, %388, %386] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_164 = tensor.collapse_shape %301 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %302 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%148 : tensor<1x1x32x?xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %dim_162, %c1 : index
      %388 = arith.select %387, %c0, %386 : index
      %extracted = tensor.extract %transposed_163[%c0, %c0, %385, %388] : tensor<1x1x32x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x32x?xbf16>
    %collapsed_165 = tensor.collapse_shape %302 [[0], [1, 2], [3]] : tensor<1x1x32x?xbf16> into tensor<1x32x?xbf16>
    %303 = linalg.batch_matmul ins(%collapsed_164, %collapsed_165 : tensor<1x?x32xbf16>, tensor<1x32x?xbf16>) outs(%151 : tensor<1x?x?xf32>) -> tensor<1x?x?xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x?x?xf32>) outs(%153 : tensor<1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x?xbf16>
    cf.assert %158, "must have at most one inferred (negative) dimension"
    %reshape_166 = tensor.reshape %304(%from_elements_106) : (tensor<1x?x?xbf16>, tensor<4xi64>) -> tensor<1x1x?x?xbf16>
    %305 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_166 : tensor<1x1x?x?xbf16>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %385 = arith.truncf %cst_5 : f64 to bf16
      %386 = arith.mulf %in, %385 : bf16
      linalg.yield %386 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %165, "mismatched size for broadcast"
    cf.assert %165, "mismatched size for broadcast"
    %306 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %65 : tensor<1x1x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x?xbf16>
    %307 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x1x?x?xbf16>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %308:2 = linalg.generic {indexing_maps = [#map13, #map20, #map20], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%307 : tensor<1x1x?x?xf32>) outs(%172, %170 : tensor<1x1x?xf32>, tensor<1x1x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_186: i64):
      %385 = linalg.index 3 : index
      %386 = arith.index_cast %385 : index to i64
      %387 = arith.maximumf %in, %out : f32
      %388 = arith.cmpf ogt, %in, %out : f32
      %389 = arith.select %388, %386, %out_186 : i64
      linalg.yield %387, %389 : f32, i64
    } -> (tensor<1x1x?xf32>, tensor<1x1x?xi64>)
    %expanded_167 = tensor.expand_shape %308#0 [[0], [1], [2, 3]] output_shape [1, 1, %162, 1] : tensor<1x1x?xf32> into tensor<1x1x?x1xf32>
    %309 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %expanded_167 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.subf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %310 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x1x?x?xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.exp %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %311 = linalg.generic {indexing_maps = [#map13, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%310 : tensor<1x1x?x?xf32>) outs(%177 : tensor<1x1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x1xf32>
    %312 = linalg.generic {indexing_maps = [#map13, #map16, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %311 : tensor<1x1x?x?xf32>, tensor<1x1x?x1xf32>) outs(%167 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.divf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x1x?x?xf32>
    %313 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x1x?x?xf32>) outs(%163 : tensor<1x1x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %314 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x1x?x?xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %162, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %389 = arith.select %387, %c0, %386 : index
      %extracted = tensor.extract %313[%c0, %c0, %388, %389] : tensor<1x1x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x?xbf16>
    cf.assert %158, "must have at most one inferred (negative) dimension"
    %reshape_168 = tensor.reshape %314(%from_elements_109) : (tensor<1x1x?x?xbf16>, tensor<3xi64>) -> tensor<1x?x?xbf16>
    cf.assert %61, "unimplemented: dynamic negative broadcast sizes"
    %315 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%146 : tensor<1x1x?x32xbf16>) {
    ^bb0(%out: bf16):
      %385 = linalg.index 2 : index
      %386 = linalg.index 3 : index
      %387 = arith.cmpi eq, %111, %c1 : index
      %388 = arith.select %387, %c0, %385 : index
      %extracted = tensor.extract %transposed_141[%c0, %c0, %388, %386] : tensor<1x1x?x32xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<1x1x?x32xbf16>
    %collapsed_169 = tensor.collapse_shape %315 [[0, 1], [2], [3]] : tensor<1x1x?x32xbf16> into tensor<1x?x32xbf16>
    cf.assert %183, "mismatching contracting dimension"
    %316 = linalg.batch_matmul ins(%reshape_168, %collapsed_169 : tensor<1x?x?xbf16>, tensor<1x?x32xbf16>) outs(%185 : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x?x32xf32>) outs(%187 : tensor<1x?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x32xbf16>
    %expanded_170 = tensor.expand_shape %317 [[0, 1], [2], [3]] output_shape [1, 1, %162, 32] : tensor<1x?x32xbf16> into tensor<1x1x?x32xbf16>
    %transposed_171 = linalg.transpose ins(%expanded_170 : tensor<1x1x?x32xbf16>) outs(%189 : tensor<1x?x1x32xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %107, "must have at most one inferred (negative) dimension"
    %reshape_172 = tensor.reshape %transposed_171(%from_elements_114) : (tensor<1x?x1x32xbf16>, tensor<3xi64>) -> tensor<1x?x32xbf16>
    %transposed_173 = linalg.transpose ins(%expanded_39 : tensor<128x32xbf16>) outs(%193 : tensor<32x128xbf16>) permutation = [1, 0] 
    %collapsed_174 = tensor.collapse_shape %reshape_172 [[0, 1], [2]] : tensor<1x?x32xbf16> into tensor<?x32xbf16>
    %318 = arith.index_cast %192 : i64 to index
    %319 = tensor.empty(%318) : tensor<?x128xf32>
    %320 = linalg.fill ins(%cst : f32) outs(%319 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %321 = linalg.matmul ins(%collapsed_174, %transposed_173 : tensor<?x32xbf16>, tensor<32x128xbf16>) outs(%320 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %322 = tensor.empty(%318) : tensor<?x128xbf16>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%321 : tensor<?x128xf32>) outs(%322 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_175 = tensor.expand_shape %323 [[0, 1], [2]] output_shape [1, %318, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %324 = "tp.mark_partial"(%expanded_175) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %325 = "tp.all_reduce"(%324) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_176 = tensor.dim %325, %c1 : tensor<1x?x128xbf16>
    %326 = tensor.empty(%dim_176) : tensor<1x?x128xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<1x?x128xbf16>) outs(%326 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327 : tensor<1x?x128xf32>) outs(%326 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %329 = tensor.empty(%dim_176) : tensor<1x?x1xf32>
    %330 = linalg.fill ins(%cst : f32) outs(%329 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%328 : tensor<1x?x128xf32>) outs(%330 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%331 : tensor<1x?x1xf32>) outs(%329 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%332 : tensor<1x?x1xf32>) outs(%329 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%333 : tensor<1x?x1xf32>) outs(%329 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %334 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%326 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %336 = tensor.empty(%dim_176) : tensor<1x?x128xbf16>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%335 : tensor<1x?x128xf32>) outs(%336 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %338 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_46, %337 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%336 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %339 = arith.cmpi eq, %dim, %dim_176 : index
    cf.assert %339, "mismatched size for broadcast"
    %340 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257, %338 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %341 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%342 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%343 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%344 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%341, %346 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %349 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_45, %348 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %transposed_177 = linalg.transpose ins(%expanded_41 : tensor<128x128xbf16>) outs(%226 : tensor<128x128xbf16>) permutation = [1, 0] 
    %collapsed_178 = tensor.collapse_shape %349 [[0, 1], [2]] : tensor<1x?x128xbf16> into tensor<?x128xbf16>
    %350 = linalg.matmul ins(%collapsed_178, %transposed_177 : tensor<?x128xbf16>, tensor<128x128xbf16>) outs(%227 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %351 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%350 : tensor<?x128xf32>) outs(%229 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_179 = tensor.expand_shape %351 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %extracted_slice_180 = tensor.extract_slice %expanded_179[0, 0, 0] [1, %dim, 64] [1, 1, 1] : tensor<1x?x128xbf16> to tensor<1x?x64xbf16>
    %extracted_slice_181 = tensor.extract_slice %expanded_179[0, 0, 64] [1, %dim, 64] [1, 1, 1] : tensor<1x?x128xbf16> to tensor<1x?x64xbf16>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_180 : tensor<1x?x64xbf16>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x64xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<1x?x64xf32>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.negf %in : f32
      %386 = math.exp %385 : f32
      %387 = arith.addf %386, %cst_1 : f32
      %388 = arith.divf %cst_1, %387 : f32
      linalg.yield %388 : f32
    } -> tensor<1x?x64xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352, %353 : tensor<1x?x64xf32>, tensor<1x?x64xf32>) outs(%231 : tensor<1x?x64xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x64xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<1x?x64xf32>) outs(%235 : tensor<1x?x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x64xbf16>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_181, %355 : tensor<1x?x64xbf16>, tensor<1x?x64xbf16>) outs(%235 : tensor<1x?x64xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x64xbf16>
    %transposed_182 = linalg.transpose ins(%expanded_43 : tensor<128x64xbf16>) outs(%238 : tensor<64x128xbf16>) permutation = [1, 0] 
    %collapsed_183 = tensor.collapse_shape %356 [[0, 1], [2]] : tensor<1x?x64xbf16> into tensor<?x64xbf16>
    %357 = linalg.matmul ins(%collapsed_183, %transposed_182 : tensor<?x64xbf16>, tensor<64x128xbf16>) outs(%227 : tensor<?x128xf32>) -> tensor<?x128xf32>
    %358 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%357 : tensor<?x128xf32>) outs(%229 : tensor<?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<?x128xbf16>
    %expanded_184 = tensor.expand_shape %358 [[0, 1], [2]] output_shape [1, %dim, 128] : tensor<?x128xbf16> into tensor<1x?x128xbf16>
    %359 = "tp.mark_partial"(%expanded_184) : (tensor<1x?x128xbf16>) -> !tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>
    %360 = "tp.all_reduce"(%359) : (!tp.partial<tensor<1x?x128xbf16>, #tp.group<"tp", size = 4>>) -> tensor<1x?x128xbf16>
    %dim_185 = tensor.dim %360, %c1 : tensor<1x?x128xbf16>
    %361 = tensor.empty(%dim_185) : tensor<1x?x128xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360 : tensor<1x?x128xbf16>) outs(%361 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362 : tensor<1x?x128xf32>) outs(%361 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %364 = tensor.empty(%dim_185) : tensor<1x?x1xf32>
    %365 = linalg.fill ins(%cst : f32) outs(%364 : tensor<1x?x1xf32>) -> tensor<1x?x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%363 : tensor<1x?x128xf32>) outs(%365 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%366 : tensor<1x?x1xf32>) outs(%364 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<1x?x1xf32>) outs(%364 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<1x?x1xf32>) outs(%364 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %369 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%361 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %371 = tensor.empty(%dim_185) : tensor<1x?x128xbf16>
    %372 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370 : tensor<1x?x128xf32>) outs(%371 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %373 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %372 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%371 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %374 = arith.cmpi eq, %dim, %dim_185 : index
    cf.assert %374, "mismatched size for broadcast"
    %375 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%340, %373 : tensor<1x?x128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.addf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<1x?x128xbf16>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %385 = arith.extf %in : bf16 to f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<1x?x128xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "reduction"]} ins(%377 : tensor<1x?x128xf32>) outs(%79 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.addf %in, %out : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.divf %in, %cst_8 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%379 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = arith.truncf %cst_6 : f64 to f32
      %386 = arith.addf %in, %385 : f32
      linalg.yield %386 : f32
    } -> tensor<1x?x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x?x1xf32>) outs(%66 : tensor<1x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %385 = math.rsqrt %in : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map8, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376, %381 : tensor<1x?x128xf32>, tensor<1x?x1xf32>) outs(%76 : tensor<1x?x128xf32>) {
    ^bb0(%in: f32, %in_186: f32, %out: f32):
      %385 = arith.mulf %in, %in_186 : f32
      linalg.yield %385 : f32
    } -> tensor<1x?x128xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x?x128xf32>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %385 = arith.truncf %in : f32 to bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    %384 = linalg.generic {indexing_maps = [#map18, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48, %383 : tensor<128xbf16>, tensor<1x?x128xbf16>) outs(%1 : tensor<1x?x128xbf16>) {
    ^bb0(%in: bf16, %in_186: bf16, %out: bf16):
      %385 = arith.mulf %in, %in_186 : bf16
      linalg.yield %385 : bf16
    } -> tensor<1x?x128xbf16>
    return %384 : tensor<1x?x128xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_torch.float32: "0x040000000000803F9BE8A13ECDCCCC3DE386013D0AD7233C383E4F3B6F12833A60CBA539"
    }
  }
#-}
