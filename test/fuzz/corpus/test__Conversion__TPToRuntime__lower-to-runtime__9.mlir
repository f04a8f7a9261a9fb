!owed = !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>
func.func @norm_variants(%p: !owed, %residual: tensor<?x64xbf16>, %w: tensor<64xbf16>)
    -> (tensor<?x64xbf16>, tensor<?x64xbf16>) {
  %normed, %residual_out = tp.all_reduce_add_rms_norm %p, %residual, %w
      epsilon = 1.0e-6 weight_multiply = after_rounding weight_offset = 1.0
      residual_add = f32
      : (!owed, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
  %y = tp.rms_norm %normed, %w epsilon = 1.0e-6
      weight_multiply = after_rounding compute = storage
      : (tensor<?x64xbf16>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return %y, %residual_out : tensor<?x64xbf16>, tensor<?x64xbf16>
}
