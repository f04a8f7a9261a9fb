// DeepSeek-V3 NextN (MTP) layer, the end of its MoE block and its final norm,
// on one rank of a tensor-parallel group of 2 (bf16, hidden 7168, a dynamic
// number of tokens).
//
// Under pure TP every expert is split along its intermediate dimension, so
// each down projection leaves this rank with a *partial sum* of the output.
// The shared expert's partial and the routed experts' combined partial add up
// to one debt over the TP group, paid by one all-reduce; the layer then ends
// in `shared_head.norm(hidden + residual)`. This boundary has no next decoder
// layer, so serving stacks leave it unfused: here ownership of the sum is
// explicit, and the fusion pass hands it to the norm.
//
// The module states its parallel configuration (docs/ParallelConfig.md):
// pure TP=2, which the fusion gate requires.

#tp = #tp.group<"tp", size = 2>

module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {

func.func @nextn_final_layer(
    // This rank's slice of the shared expert's activated intermediate
    // (moe_intermediate_size 2048 / TP 2), and its slice of the down projection.
    %shared_act: tensor<?x1024xbf16>, %shared_down: tensor<1024x7168xbf16>,
    // The routed experts' outputs, weighted and combined on this rank: also a
    // partial sum, since each routed expert is split the same way.
    %routed: tensor<?x7168xbf16>,
    // The residual stream entering the MoE block, and shared_head.norm.weight.
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

  // The producers defer their reductions: both outputs owe a sum over #tp.
  %shared_owed = tp.mark_partial %shared
      : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp>
  %routed_owed = tp.mark_partial %routed
      : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp>
  // Summation is linear: one debt for the whole MoE output.
  %moe_owed = tp.partial_add %shared_owed, %routed_owed
      : !tp.partial<tensor<?x7168xbf16>, #tp>, !tp.partial<tensor<?x7168xbf16>, #tp>

  // The post-experts all-reduce pays the debt, then shared_head.norm. At the
  // final layer the residual stream ends: residual_out has no use.
  %moe = tp.all_reduce %moe_owed
      : !tp.partial<tensor<?x7168xbf16>, #tp> -> tensor<?x7168xbf16>
  %normed, %residual_out = tp.add_rms_norm %moe, %residual, %norm_weight
      epsilon = 1.0e-6
      : (tensor<?x7168xbf16>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %normed : tensor<?x7168xbf16>
}

}
