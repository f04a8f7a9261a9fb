func.func @fused_norm(%p: !tp.partial<tensor<8x1024xf32>, #tp.group<"tp", size = 4>>, %w: tensor<1024xf32>)
    -> tensor<8x1024xf32> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-5
      : (!tp.partial<tensor<8x1024xf32>, #tp.group<"tp", size = 4>>, tensor<1024xf32>) -> tensor<8x1024xf32>
  return %y : tensor<8x1024xf32>
}
