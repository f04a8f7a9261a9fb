// The bug class the tp types rule out: the norm runs on a partial sum that
// nobody reduced (in SGLang, after the fused kernel declined and the fallback
// forgot the all-reduce: a silent wrong result on every rank). Here it does
// not compile.

#tp = #tp.group<"tp", size = 2>

func.func @unreduced_final_norm(%moe_owed: !tp.partial<tensor<?x7168xbf16>, #tp>,
                                %residual: tensor<?x7168xbf16>,
                                %norm_weight: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %normed, %residual_out = tp.add_rms_norm %moe_owed, %residual, %norm_weight
      epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %normed : tensor<?x7168xbf16>
}
