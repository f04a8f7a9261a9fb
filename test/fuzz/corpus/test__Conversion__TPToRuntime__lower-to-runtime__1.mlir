#tp = #tp.group<"tp", size = 4>
!owed = !tp.partial<tensor<4x32xf16>, #tp>

func.func private @layer_boundary(%p: !owed, %residual: tensor<4x32xf16>, %w: tensor<32xf16>)
    -> (tensor<4x32xf16>, tensor<4x32xf16>) {
  %sum = tp.all_reduce %p : !owed -> tensor<4x32xf16>
  %normed, %residual_out = tp.add_rms_norm %sum, %residual, %w epsilon = 1.0e-5
      : (tensor<4x32xf16>, tensor<4x32xf16>, tensor<32xf16>) -> (tensor<4x32xf16>, tensor<4x32xf16>)
  return %normed, %residual_out : tensor<4x32xf16>, tensor<4x32xf16>
}
