module attributes {tp.parallel_config = #tp.parallel_config<
    mlp_input = scattered, moe_a2a = "deepep", cp = 2,
    group = #tp.group<"attn_tp", size = 8>, moe_cp_all_gather = true,
    attention_input = scattered, dp_attention = true, ep = 4>} {
}
