module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  llvm.func @dictionary()
}
