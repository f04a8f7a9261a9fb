#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> ()>
module {
  func.func @gemma_f32_weight_static_fp8(%arg0: tensor<?x256xbf16>, %arg1: tensor<f32>) -> tensor<?x256xf8E4M3FN> {
    %c2_i64 = arith.constant 2 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_1 = arith.constant 9.9999999999999995E-7 : f64
    %cst_2 = arith.constant 2.560000e+02 : f32
    %cst_3 = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant -4.480000e+02 : f32
    %cst_5 = arith.constant 4.480000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x256xbf16>
    %0 = tensor.empty(%dim) : tensor<?x256xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %20 = arith.extf %in : bf16 to f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %3 = tensor.empty(%dim) : tensor<?x1xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%2 : tensor<?x256xf32>) outs(%4 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_2 : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_1 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<?x1xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    } -> tensor<?x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %8 : tensor<?x256xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %20 = arith.mulf %in, %in_6 : f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %10 = tensor.empty() : tensor<256xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%cst_0 : tensor<256xf32>) outs(%10 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %cst_3 : f32
      linalg.yield %20 : f32
    } -> tensor<256xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %11 : tensor<?x256xf32>, tensor<256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %20 = arith.mulf %in, %in_6 : f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %13 = tensor.empty(%dim) : tensor<?x256xbf16>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<?x256xf32>) outs(%13 : tensor<?x256xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %20 = arith.truncf %in : f32 to bf16
      linalg.yield %20 : bf16
    } -> tensor<?x256xbf16>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<?x256xbf16>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %20 = arith.extf %in : bf16 to f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel"]} ins(%15, %arg1 : tensor<?x256xf32>, tensor<f32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %20 = arith.divf %in, %in_6 : f32
      linalg.yield %20 : f32
    } -> tensor<?x256xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<?x256xf32>) outs(%0 : tensor<?x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.cmpf ult, %in, %cst_4 : f32
      %21 = arith.select %20, %cst_4, %in : f32
      %22 = arith.cmpf ugt, %21, %cst_5 : f32
      %23 = arith.select %22, %cst_5, %21 : f32
      linalg.yield %23 : f32
    } -> tensor<?x256xf32>
    %18 = tensor.empty(%dim) : tensor<?x256xf8E4M3FN>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<?x256xf32>) outs(%18 : tensor<?x256xf8E4M3FN>) {
    ^bb0(%in: f32, %out: f8E4M3FN):
      %20 = arith.truncf %in : f32 to f8E4M3FN
      linalg.yield %20 : f8E4M3FN
    } -> tensor<?x256xf8E4M3FN>
    return %19 : tensor<?x256xf8E4M3FN>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_256_torch.float32: "0x04000000BAEE67BE789AAEBE676C373DB2C0483EBD0A6E3DE6E68ABEE90BA3BE56D04B3ED658A8BEFC776ABB3383813D8EAC3EBE1AEB99BCB21916BCF72460BDA0597EBE3F09D0BD3B7C083E9838173E761FDFBE8BF1B5BDD7BBCF3DFF22B1BCC3C8F73D462EEB3DC60E3E3D47D987BD31C5783A2696963E763500BD0EE8F13D9C05F83D15CB65BEEA92F1BD55DBB7BD66142DBEFD5D043D36F7353EABC49C3D1B26523E962B40BE6A09D3BEC7AF1E3EB5845E3C6E64813EB765183EF3D0F13D64422DBE772FEBBE58B0B8BE362F9FBDDCC205BEE6EFA2BED18661BE2D1652BE9C20BABEEDB0043E4730EBBD03A504BFA300813E173C07BE1139C5BCB65858BD68840D3FED7C763DB87F733DE75DF4BC210B133EBF97A0BD78AD793E1E08313E3F68273EAE12573EF08E25BF2E372F3EBC994FBEB7F74ABD49BCCCBE3EA4BEBE416E8B3E6EBB0EBE360C35BDC0C1AB3E6A5750BE8F643EBE0B9F29BEDF8F03BF4BD312BD5D0A0EBEDB16E73D8E40703ED9205E3EE19433BE0C6642BEFE56EDBD065729BE3A9D9DBC668DE9BE034753BEB03CA13E290BAB3B107F07BE51A3EB3EE0FEE7BC3F28A13E88EC1ABEDEBD303E32C391BDC366883E46004BBDB606BCBDF6E874BE939707BED7D787BE53ED26BD74B2E63BA40187BE99C4CEBB3809EEBD338E51BEF1365B3D65C848BDFB1D94BD84B136BE3E0005BE958224BED1B1883DF89D07BD8869ADBECC5F093E5B7000BDD2892C3D5373523ED95623BE9E9CAC3EFAE0D0BD8A89EBBA996999BD94849EBE845D313ED0C95E3E0ECE7EBD29731C3F930A14BED252833DAF8BF8BDECD2B13CDA56CABCB2ADAB3ED17080BD825FD13D95DA77BCE2CE85BDC066CE3D050512BEF67A953D3FF9903EBF6F24BEA70CF83D671BE4BE9AD11BBED7C0E63D99D9C83EC0EA1ABEF8E9BBBE5E4234BDA0342C3EF927803E1E23963EDA98A9BE8490AF3E9591E1BB1D4202395903BF3E04DC003DD136E33E8027E03E41D53A3E421981BECF43373DE91FD03D168E453EA14F3E3E53B6B4BD2E8E92BE91CDC6BECF1CBCBD593707BE291EBEBD93896D3C8D368E3EC435CDBC66D4303EC7B8D1BD53E7BCBE3E85EE3D68B8DC3ECCDF2D3E4EA4C8BE9EE63A3E7E4FA5BE88EBBEBD60654CBD8195693E81C417BDA97487BEE704013FD4DB833EA00E833D224EE8BE705572BEC75C903EEF3B553EB924E0BDDB81A73E2951143E1DCBDBBD90DC1B3E8A90A6BE20104FBE48BE67BE29E5313E03B193BEC1A7EABCCC7838BE38F0863D9216CABD4BFC603EFB9B173EEF6AEEBED42363BEE7117D3E58E3C4BE7FBC9F3D3B50CC3BADAFEC3BB39D043E9840DC3D34B6B0BD59E1E73DFF00C23C71197C3E2E7243BE2818EABD697C993D4693023F3961D23EE242BABE29E6F73BB8CE5DBAE88FF23E148ED9BDA76ADFBD14DC603C058F8EBD80C1DABE"
    }
  }
#-}
