func.func @rms_norm_named_ops(%x: tensor<16x4096xf16>, %w: tensor<4096xf16>) -> tensor<16x4096xf16> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant dense<1.0e-5> : tensor<16xf32>
  %n = arith.constant dense<4096.0> : tensor<16xf32>
  %e32 = tensor.empty() : tensor<16x4096xf32>
  %x32 = linalg.map { arith.extf } ins(%x : tensor<16x4096xf16>) outs(%e32 : tensor<16x4096xf32>)
  %sq = linalg.map { arith.mulf } ins(%x32, %x32 : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>)
  %e1 = tensor.empty() : tensor<16xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.reduce { arith.addf } ins(%sq : tensor<16x4096xf32>) outs(%init : tensor<16xf32>) dimensions = [1]
  %mean = linalg.div ins(%sum, %n : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %var = linalg.add ins(%mean, %eps : tensor<16xf32>, tensor<16xf32>) outs(%e1 : tensor<16xf32>) -> tensor<16xf32>
  %inv = linalg.map { math.rsqrt } ins(%var : tensor<16xf32>) outs(%e1 : tensor<16xf32>)
  %inv_b = linalg.broadcast ins(%inv : tensor<16xf32>) outs(%e32 : tensor<16x4096xf32>) dimensions = [1]
  %normed = linalg.mul ins(%x32, %inv_b : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  %ew = tensor.empty() : tensor<4096xf32>
  %w32 = linalg.map { arith.extf } ins(%w : tensor<4096xf16>) outs(%ew : tensor<4096xf32>)
  %w_b = linalg.broadcast ins(%w32 : tensor<4096xf32>) outs(%e32 : tensor<16x4096xf32>) dimensions = [0]
  %scaled = linalg.mul ins(%normed, %w_b : tensor<16x4096xf32>, tensor<16x4096xf32>) outs(%e32 : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  %e16 = tensor.empty() : tensor<16x4096xf16>
  %y = linalg.map { arith.truncf } ins(%scaled : tensor<16x4096xf32>) outs(%e16 : tensor<16x4096xf16>)
  return %y : tensor<16x4096xf16>
}
