#tp = #tp.group<"tp", size = 2>

func.func @paid_twice(%moe_owed: !tp.partial<tensor<?x7168xbf16>, #tp>,
                      %residual: tensor<?x7168xbf16>,
                      %norm_weight: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %moe = tp.all_reduce %moe_owed
      : !tp.partial<tensor<?x7168xbf16>, #tp> -> tensor<?x7168xbf16>
  %normed, %residual_out = tp.all_reduce_add_rms_norm %moe_owed, %residual, %norm_weight
      epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %normed, %moe : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}
