#tp = #tp.group<"tp", size = 2>

module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {

func.func @nextn_final_layer(
    %shared_act: tensor<?x1024xbf16>, %shared_down: tensor<1024x7168xbf16>,
    %routed: tensor<?x7168xbf16>,
    %residual: tensor<?x7168xbf16>, %norm_weight: tensor<7168xbf16>)
    -> tensor<?x7168xbf16> {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : bf16
  %tokens = tensor.dim %shared_act, %c0 : tensor<?x1024xbf16>
  %empty = tensor.empty(%tokens) : tensor<?x7168xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%empty : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>
  %shared = linalg.matmul
      ins(%shared_act, %shared_down : tensor<?x1024xbf16>, tensor<1024x7168xbf16>)
      outs(%init : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>

  %shared_owed = tp.mark_partial %shared
      : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp>
  %routed_owed = tp.mark_partial %routed
      : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp>
  %moe_owed = tp.partial_add %shared_owed, %routed_owed
      : !tp.partial<tensor<?x7168xbf16>, #tp>, !tp.partial<tensor<?x7168xbf16>, #tp>

  %moe = tp.all_reduce %moe_owed
      : !tp.partial<tensor<?x7168xbf16>, #tp> -> tensor<?x7168xbf16>
  %normed, %residual_out = tp.add_rms_norm %moe, %residual, %norm_weight
      epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %normed : tensor<?x7168xbf16>
}

}
