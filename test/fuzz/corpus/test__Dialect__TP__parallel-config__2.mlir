#wide = #tp.group<"wide", size = 9223372036854775807>
module attributes {tp.parallel_config = #tp.parallel_config<group = #wide, ep = 1, cp = 9223372036854775807, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "scattered", mlp_input = "full">} {
}
