#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
#hidden = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_f32_tensor_arith(%x: tensor<8x4096xf32>, %w: tensor<4096xf32>) -> tensor<8x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : i32
  %eps = arith.constant dense<1.0e-5> : tensor<8x1xf32>
  %n = arith.constant dense<4096.0> : tensor<8x1xf32>
  %e1 = tensor.empty() : tensor<8x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x1xf32>) -> tensor<8x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x4096xf32>) outs(%init : tensor<8x1xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %0 = math.fpowi %in, %c2 : f32, i32
    %1 = arith.addf %0, %acc : f32
    linalg.yield %1 : f32
  } -> tensor<8x1xf32>
  %mean = arith.divf %sum, %n : tensor<8x1xf32>
  %var = arith.addf %eps, %mean : tensor<8x1xf32>
  %inv = math.rsqrt %var : tensor<8x1xf32>
  %e = tensor.empty() : tensor<8x4096xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %inv, %w : tensor<8x4096xf32>, tensor<8x1xf32>, tensor<4096xf32>) outs(%e : tensor<8x4096xf32>) {
  ^bb0(%in: f32, %s: f32, %wv: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.mulf %wv, %0 : f32
    linalg.yield %1 : f32
  } -> tensor<8x4096xf32>
  return %y : tensor<8x4096xf32>
}
