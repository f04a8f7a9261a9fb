func.func @final_norm(%down: tensor<?x7168xbf16>, %residual: tensor<?x7168xbf16>,
                      %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %p = tp.mark_partial %down : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
  %n, %o = tp.all_reduce_add_rms_norm %p, %residual, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n : tensor<?x7168xbf16>
}
