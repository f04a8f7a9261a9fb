#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<4x64xf32>, #tp>

func.func @static_boundary(%p: !owed, %residual: tensor<4x64xf32>, %w: tensor<64xf32>) -> tensor<4x64xf32> {
  %normed, %residual_out = tp.all_reduce_add_rms_norm %p, %residual, %w epsilon = 1.0e-6
      : (!owed, tensor<4x64xf32>, tensor<64xf32>) -> (tensor<4x64xf32>, tensor<4x64xf32>)
  return %normed : tensor<4x64xf32>
}
