#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @functional_rms_norm_f32(%arg0: tensor<?x128xf32>) -> tensor<?x128xf32> {
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_2 = arith.constant 1.280000e+02 : f32
    %dim = tensor.dim %arg0, %c0 : tensor<?x128xf32>
    %0 = tensor.empty(%dim) : tensor<?x128xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg0 : tensor<?x128xf32>, tensor<?x128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.mulf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<?x128xf32>
    %2 = tensor.empty(%dim) : tensor<?x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<?x1xf32>) -> tensor<?x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%1 : tensor<?x128xf32>) outs(%3 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<?x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_2 : f32
      linalg.yield %10 : f32
    } -> tensor<?x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_0 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<?x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x1xf32>) outs(%2 : tensor<?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.rsqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<?x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %7 : tensor<?x128xf32>, tensor<?x1xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.mulf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<?x128xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_1 : tensor<?x128xf32>, tensor<128xf32>) outs(%0 : tensor<?x128xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %10 = arith.mulf %in, %in_3 : f32
      linalg.yield %10 : f32
    } -> tensor<?x128xf32>
    return %9 : tensor<?x128xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_128_torch.float32: "0x04000000D05FA03F20B7723FEEA0813FAD3F823F8136383F70E44E3FC260AD3F6B94423FF673B63F045A453F25759E3F50688A3F7E699C3F483A933F97406E3F180F693E4DAF9A3F98F87B3F2739583F22992D3FE31E793FE4CC813F0B9F6B3FF602E53FE9ACA03F9688DB3EE4BFA43F74121D3F55CC5D3F00F5833FC25D893F9713953F0F0E6C3F32E7363F4EE6983F7E58A63FD5C45F3FF322AB3FF836BB3F50ED7D3F5BE4893FEDCD773FD1A9983FB7C9A23F14F4733F2444A13FBE164C3F48968F3F4468883F7920533F59148F3F806F463FA0C89B3F60C6A63F946B7D3F29D1443F4CA6963F1EA8F73E719B8C3F4FE5533FEA588A3F6C58AB3F203B183FB6A3703F781F723FB749453FB7A8663F66AB953F9A85463FBF98543FF2A88D3FBC33C73F2411973FD5B71F3F8891C63F683C833F6680903F8420253F0F73823F3D4C6A3FE658A73FC5402C3F94B8AC3F74EC3D3FA5966A3F7D608B3FC2CB9A3F74F32D3FDAC61E3F2006963FA8AD053F02DE413FF06C743F76F93F3FACC7383F62F16F3F7D455E3F9B1A5E3F33BF573FC679283FC7A2553F34C2C43F6D02443F782F5F3F4C17AD3F6DCB943F3035183F4EAFB63F9D70993F2BBA3D3F3B36B43FDAF5363F9F8B813F5E77FA3EA5C01D3FB66A843F22084C3F11CE833F22118C3F21E0513FE3C5A63FE6BB373F5B50413F3CED2E3FB5D6813F40A3F53E347EBF3EBE5D803F"
    }
  }
#-}
