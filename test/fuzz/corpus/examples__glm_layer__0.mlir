#tp = #tp.group<"tp", size = 2>

#linear_x = affine_map<(t, o, i) -> (t, i)>
#linear_w = affine_map<(t, o, i) -> (o, i)>
#linear_y = affine_map<(t, o, i) -> (t, o)>
#id2 = affine_map<(t, c) -> (t, c)>

module attributes {tp.parallel_config = #tp.parallel_config<group = #tp, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {

  ml_program.global private @"model.layers.91.input_layernorm.weight"(dense_resource<__elided__> : tensor<5120xbf16>) : tensor<5120xbf16>
  ml_program.global private @"model.layers.91.self_attn.q_proj.weight"(dense_resource<__elided__> : tensor<6144x5120xbf16>) : tensor<6144x5120xbf16>
  ml_program.global private @"model.layers.91.self_attn.q_proj.bias"(dense_resource<__elided__> : tensor<6144xbf16>) : tensor<6144xbf16>
  ml_program.global private @"model.layers.91.self_attn.k_proj.weight"(dense_resource<__elided__> : tensor<512x5120xbf16>) : tensor<512x5120xbf16>
  ml_program.global private @"model.layers.91.self_attn.k_proj.bias"(dense_resource<__elided__> : tensor<512xbf16>) : tensor<512xbf16>
  ml_program.global private @"model.layers.91.self_attn.v_proj.weight"(dense_resource<__elided__> : tensor<512x5120xbf16>) : tensor<512x5120xbf16>
  ml_program.global private @"model.layers.91.self_attn.v_proj.bias"(dense_resource<__elided__> : tensor<512xbf16>) : tensor<512xbf16>
  ml_program.global private @"model.layers.91.self_attn.q_norm.weight"(dense_resource<__elided__> : tensor<128xbf16>) : tensor<128xbf16>
  ml_program.global private @"model.layers.91.self_attn.k_norm.weight"(dense_resource<__elided__> : tensor<128xbf16>) : tensor<128xbf16>
  ml_program.global private @"model.layers.91.self_attn.o_proj.weight"(dense_resource<__elided__> : tensor<5120x6144xbf16>) : tensor<5120x6144xbf16>
  ml_program.global private @"model.layers.91.post_attention_layernorm.weight"(dense_resource<__elided__> : tensor<5120xbf16>) : tensor<5120xbf16>
  ml_program.global private @"model.layers.91.mlp.gate.weight"(dense_resource<__elided__> : tensor<160x5120xbf16>) : tensor<160x5120xbf16>
  ml_program.global private @"model.layers.91.mlp.gate.e_score_correction_bias"(dense_resource<__elided__> : tensor<160xf32>) : tensor<160xf32>
  ml_program.global private @"model.layers.91.mlp.experts.w13_weight"(dense_resource<__elided__> : tensor<160x1536x5120xbf16>) : tensor<160x1536x5120xbf16>
  ml_program.global private @"model.layers.91.mlp.experts.w2_weight"(dense_resource<__elided__> : tensor<160x5120x768xbf16>) : tensor<160x5120x768xbf16>
  ml_program.global private @"model.layers.91.mlp.shared_experts.gate_proj.weight"(dense_resource<__elided__> : tensor<768x5120xbf16>) : tensor<768x5120xbf16>
  ml_program.global private @"model.layers.91.mlp.shared_experts.up_proj.weight"(dense_resource<__elided__> : tensor<768x5120xbf16>) : tensor<768x5120xbf16>
  ml_program.global private @"model.layers.91.mlp.shared_experts.down_proj.weight"(dense_resource<__elided__> : tensor<5120x768xbf16>) : tensor<5120x768xbf16>
  ml_program.global private @"model.norm.weight"(dense_resource<__elided__> : tensor<5120xbf16>) : tensor<5120xbf16>

  func.func private @attention(tensor<?x48x128xbf16>, tensor<?x4x128xbf16>, tensor<?x4x128xbf16>)
      -> tensor<?x48x128xbf16>
  func.func private @select_experts(tensor<?x160xf32>, tensor<160xf32>)
      -> (tensor<?x8xf32>, tensor<?x8xi32>)
  func.func private @fused_experts(tensor<?x5120xbf16>, tensor<160x1536x5120xbf16>, tensor<160x5120x768xbf16>,
                                   tensor<?x8xf32>, tensor<?x8xi32>) -> tensor<?x5120xbf16>

  func.func @glm4_moe_last_layer(%prev_moe_owed: !tp.partial<tensor<?x5120xbf16>, #tp>,
                                 %residual: tensor<?x5120xbf16>) -> tensor<?x5120xbf16> {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : bf16
    %zero_f32 = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %n = tensor.dim %residual, %c0 : tensor<?x5120xbf16>

    %prev_moe = tp.all_reduce %prev_moe_owed : !tp.partial<tensor<?x5120xbf16>, #tp> -> tensor<?x5120xbf16>
    %ln = ml_program.global_load_const @"model.layers.91.input_layernorm.weight" : tensor<5120xbf16>
    %x, %res_attn = tp.add_rms_norm %prev_moe, %residual, %ln epsilon = 1.0e-5
        : (tensor<?x5120xbf16>, tensor<?x5120xbf16>, tensor<5120xbf16>) -> (tensor<?x5120xbf16>, tensor<?x5120xbf16>)

    %wq = ml_program.global_load_const @"model.layers.91.self_attn.q_proj.weight" : tensor<6144x5120xbf16>
    %bq = ml_program.global_load_const @"model.layers.91.self_attn.q_proj.bias" : tensor<6144xbf16>
    %q_empty = tensor.empty(%n) : tensor<?x6144xbf16>
    %q_init = linalg.broadcast ins(%bq : tensor<6144xbf16>) outs(%q_empty : tensor<?x6144xbf16>) dimensions = [0]
    %q = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wq : tensor<?x5120xbf16>, tensor<6144x5120xbf16>)
        outs(%q_init : tensor<?x6144xbf16>) -> tensor<?x6144xbf16>
    %wk = ml_program.global_load_const @"model.layers.91.self_attn.k_proj.weight" : tensor<512x5120xbf16>
    %bk = ml_program.global_load_const @"model.layers.91.self_attn.k_proj.bias" : tensor<512xbf16>
    %kv_empty = tensor.empty(%n) : tensor<?x512xbf16>
    %k_init = linalg.broadcast ins(%bk : tensor<512xbf16>) outs(%kv_empty : tensor<?x512xbf16>) dimensions = [0]
    %k = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wk : tensor<?x5120xbf16>, tensor<512x5120xbf16>)
        outs(%k_init : tensor<?x512xbf16>) -> tensor<?x512xbf16>
    %wv = ml_program.global_load_const @"model.layers.91.self_attn.v_proj.weight" : tensor<512x5120xbf16>
    %bv = ml_program.global_load_const @"model.layers.91.self_attn.v_proj.bias" : tensor<512xbf16>
    %v_init = linalg.broadcast ins(%bv : tensor<512xbf16>) outs(%kv_empty : tensor<?x512xbf16>) dimensions = [0]
    %v = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wv : tensor<?x5120xbf16>, tensor<512x5120xbf16>)
        outs(%v_init : tensor<?x512xbf16>) -> tensor<?x512xbf16>

    %q_heads = tensor.expand_shape %q [[0], [1, 2]] output_shape [%n, 48, 128]
        : tensor<?x6144xbf16> into tensor<?x48x128xbf16>
    %k_heads = tensor.expand_shape %k [[0], [1, 2]] output_shape [%n, 4, 128]
        : tensor<?x512xbf16> into tensor<?x4x128xbf16>
    %v_heads = tensor.expand_shape %v [[0], [1, 2]] output_shape [%n, 4, 128]
        : tensor<?x512xbf16> into tensor<?x4x128xbf16>
    %wqn = ml_program.global_load_const @"model.layers.91.self_attn.q_norm.weight" : tensor<128xbf16>
    %q_normed = tp.rms_norm %q_heads, %wqn epsilon = 1.0e-5
        : (tensor<?x48x128xbf16>, tensor<128xbf16>) -> tensor<?x48x128xbf16>
    %wkn = ml_program.global_load_const @"model.layers.91.self_attn.k_norm.weight" : tensor<128xbf16>
    %k_normed = tp.rms_norm %k_heads, %wkn epsilon = 1.0e-5
        : (tensor<?x4x128xbf16>, tensor<128xbf16>) -> tensor<?x4x128xbf16>
    %heads = func.call @attention(%q_normed, %k_normed, %v_heads)
        : (tensor<?x48x128xbf16>, tensor<?x4x128xbf16>, tensor<?x4x128xbf16>) -> tensor<?x48x128xbf16>
    %heads_flat = tensor.collapse_shape %heads [[0], [1, 2]]
        : tensor<?x48x128xbf16> into tensor<?x6144xbf16>

    %wo = ml_program.global_load_const @"model.layers.91.self_attn.o_proj.weight" : tensor<5120x6144xbf16>
    %h_empty = tensor.empty(%n) : tensor<?x5120xbf16>
    %h_init = linalg.fill ins(%zero : bf16) outs(%h_empty : tensor<?x5120xbf16>) -> tensor<?x5120xbf16>
    %o = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%heads_flat, %wo : tensor<?x6144xbf16>, tensor<5120x6144xbf16>)
        outs(%h_init : tensor<?x5120xbf16>) -> tensor<?x5120xbf16>
    %attn_owed = tp.mark_partial %o : tensor<?x5120xbf16> -> !tp.partial<tensor<?x5120xbf16>, #tp>

    %attn = tp.all_reduce %attn_owed : !tp.partial<tensor<?x5120xbf16>, #tp> -> tensor<?x5120xbf16>
    %post = ml_program.global_load_const @"model.layers.91.post_attention_layernorm.weight" : tensor<5120xbf16>
    %y, %res_moe = tp.add_rms_norm %attn, %res_attn, %post epsilon = 1.0e-5
        : (tensor<?x5120xbf16>, tensor<?x5120xbf16>, tensor<5120xbf16>) -> (tensor<?x5120xbf16>, tensor<?x5120xbf16>)

    %wr = ml_program.global_load_const @"model.layers.91.mlp.gate.weight" : tensor<160x5120xbf16>
    %br = ml_program.global_load_const @"model.layers.91.mlp.gate.e_score_correction_bias" : tensor<160xf32>
    %logits_empty = tensor.empty(%n) : tensor<?x160xf32>
    %logits_init = linalg.fill ins(%zero_f32 : f32) outs(%logits_empty : tensor<?x160xf32>) -> tensor<?x160xf32>
    %logits = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%y, %wr : tensor<?x5120xbf16>, tensor<160x5120xbf16>)
        outs(%logits_init : tensor<?x160xf32>) -> tensor<?x160xf32>
    %topk_weights, %topk_ids = func.call @select_experts(%logits, %br)
        : (tensor<?x160xf32>, tensor<160xf32>) -> (tensor<?x8xf32>, tensor<?x8xi32>)

    %w13 = ml_program.global_load_const @"model.layers.91.mlp.experts.w13_weight" : tensor<160x1536x5120xbf16>
    %w2 = ml_program.global_load_const @"model.layers.91.mlp.experts.w2_weight" : tensor<160x5120x768xbf16>
    %routed = func.call @fused_experts(%y, %w13, %w2, %topk_weights, %topk_ids)
        : (tensor<?x5120xbf16>, tensor<160x1536x5120xbf16>, tensor<160x5120x768xbf16>, tensor<?x8xf32>, tensor<?x8xi32>)
        -> tensor<?x5120xbf16>
    %routed_owed = tp.mark_partial %routed : tensor<?x5120xbf16> -> !tp.partial<tensor<?x5120xbf16>, #tp>

    %wsg = ml_program.global_load_const @"model.layers.91.mlp.shared_experts.gate_proj.weight" : tensor<768x5120xbf16>
    %wsu = ml_program.global_load_const @"model.layers.91.mlp.shared_experts.up_proj.weight" : tensor<768x5120xbf16>
    %wsd = ml_program.global_load_const @"model.layers.91.mlp.shared_experts.down_proj.weight" : tensor<5120x768xbf16>
    %i_empty = tensor.empty(%n) : tensor<?x768xbf16>
    %i_init = linalg.fill ins(%zero : bf16) outs(%i_empty : tensor<?x768xbf16>) -> tensor<?x768xbf16>
    %gate = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%y, %wsg : tensor<?x5120xbf16>, tensor<768x5120xbf16>)
        outs(%i_init : tensor<?x768xbf16>) -> tensor<?x768xbf16>
    %up = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%y, %wsu : tensor<?x5120xbf16>, tensor<768x5120xbf16>)
        outs(%i_init : tensor<?x768xbf16>) -> tensor<?x768xbf16>
    %act = linalg.generic {
        indexing_maps = [#id2, #id2, #id2],
        iterator_types = ["parallel", "parallel"]}
        ins(%gate, %up : tensor<?x768xbf16>, tensor<?x768xbf16>)
        outs(%i_empty : tensor<?x768xbf16>) {
    ^bb0(%g: bf16, %u: bf16, %unused: bf16):
      %gf = arith.extf %g : bf16 to f32
      %uf = arith.extf %u : bf16 to f32
      %neg = arith.negf %gf : f32
      %exp = math.exp %neg : f32
      %den = arith.addf %one, %exp : f32
      %silu = arith.divf %gf, %den : f32
      %prod = arith.mulf %silu, %uf : f32
      %act_e = arith.truncf %prod : f32 to bf16
      linalg.yield %act_e : bf16
    } -> tensor<?x768xbf16>
    %shared = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%act, %wsd : tensor<?x768xbf16>, tensor<5120x768xbf16>)
        outs(%h_init : tensor<?x5120xbf16>) -> tensor<?x5120xbf16>
    %shared_owed = tp.mark_partial %shared : tensor<?x5120xbf16> -> !tp.partial<tensor<?x5120xbf16>, #tp>

    %moe_owed = tp.partial_add %shared_owed, %routed_owed
        : !tp.partial<tensor<?x5120xbf16>, #tp>, !tp.partial<tensor<?x5120xbf16>, #tp>

    %moe = tp.all_reduce %moe_owed : !tp.partial<tensor<?x5120xbf16>, #tp> -> tensor<?x5120xbf16>
    %final_w = ml_program.global_load_const @"model.norm.weight" : tensor<5120xbf16>
    %out, %res_end = tp.add_rms_norm %moe, %res_moe, %final_w epsilon = 1.0e-5
        : (tensor<?x5120xbf16>, tensor<?x5120xbf16>, tensor<5120xbf16>) -> (tensor<?x5120xbf16>, tensor<?x5120xbf16>)
    return %out : tensor<?x5120xbf16>
  }
}
