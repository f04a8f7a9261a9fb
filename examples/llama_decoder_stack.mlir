// A Llama-3-8B-like decoder stack of 4 layers, ending in model.norm, on one
// rank of a tensor-parallel group of 2 (bf16, hidden 4096, 32 query heads and
// 8 KV heads of dimension 128, MLP intermediate 14336, rms_norm_eps 1e-5, a
// dynamic number of tokens). The embedding lookup and lm_head are left out.
//
// Megatron-style TP: q/k/v and gate/up projections are column-parallel (this
// rank computes 16 query heads, 4 KV heads and 7168 intermediate columns on
// the whole hidden state), o_proj and down_proj are row-parallel (they read
// only this rank's heads or columns, so each leaves a *partial sum* of the
// hidden state). Every row-parallel layer is followed by an all-reduce and a
// residual RMSNorm: 8 layer boundaries, the last of which (the MLP of layer 3
// into model.norm) has no next layer and is the final boundary.
//
// The stack is in the form tp-fuse-allreduce-norm takes: the row-parallel
// layers return `!tp.partial` (tp.mark_partial defers their reduction), and
// each boundary is tp.all_reduce + tp.add_rms_norm, unfused. All boundaries
// sit in one function so that the pass sees which one is final.
//
// Weights are module globals named after the checkpoint's tensors; each holds
// this rank's shard, in nn.Linear's [out, in] layout, and its data is elided
// (`dense_resource<__elided__>`, as MLIR prints imported weights).
//
// Simplified: attention is causal self-attention over the tokens of one
// prefill, without rotary embeddings or a KV cache. Both are local to a head,
// so they change nothing about where sums are owed.

#tp = #tp.group<"tp", size = 2>

// y = x W^T for a weight W stored [out, in].
#linear_x = affine_map<(t, o, i) -> (t, i)>
#linear_w = affine_map<(t, o, i) -> (o, i)>
#linear_y = affine_map<(t, o, i) -> (t, o)>

// Attention over this rank's 4 KV heads, each shared by a group of 4 query
// heads (GQA): loops (kv, g, i, j, d) for the scores, (i, kv, g, d, j) for
// the weighted values; i is the query token, j the key token.
#scores_q = affine_map<(kv, g, i, j, d) -> (i, kv, g, d)>
#scores_k = affine_map<(kv, g, i, j, d) -> (j, kv, d)>
#scores_s = affine_map<(kv, g, i, j, d) -> (kv, g, i, j)>
#values_p = affine_map<(i, kv, g, d, j) -> (kv, g, i, j)>
#values_v = affine_map<(i, kv, g, d, j) -> (j, kv, d)>
#values_o = affine_map<(i, kv, g, d, j) -> (i, kv, g, d)>
#id4 = affine_map<(kv, g, i, j) -> (kv, g, i, j)>
#id2 = affine_map<(t, c) -> (t, c)>

module attributes {tp.parallel_config = #tp.parallel_config<group = #tp, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {

  // Norm weights are replicated; projection weights are this rank's shard.
  ml_program.global private @"model.layers.0.input_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.0.self_attn.q_proj.weight"(dense_resource<__elided__> : tensor<2048x4096xbf16>) : tensor<2048x4096xbf16>
  ml_program.global private @"model.layers.0.self_attn.k_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.0.self_attn.v_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.0.self_attn.o_proj.weight"(dense_resource<__elided__> : tensor<4096x2048xbf16>) : tensor<4096x2048xbf16>
  ml_program.global private @"model.layers.0.post_attention_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.0.mlp.gate_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.0.mlp.up_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.0.mlp.down_proj.weight"(dense_resource<__elided__> : tensor<4096x7168xbf16>) : tensor<4096x7168xbf16>

  ml_program.global private @"model.layers.1.input_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.1.self_attn.q_proj.weight"(dense_resource<__elided__> : tensor<2048x4096xbf16>) : tensor<2048x4096xbf16>
  ml_program.global private @"model.layers.1.self_attn.k_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.1.self_attn.v_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.1.self_attn.o_proj.weight"(dense_resource<__elided__> : tensor<4096x2048xbf16>) : tensor<4096x2048xbf16>
  ml_program.global private @"model.layers.1.post_attention_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.1.mlp.gate_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.1.mlp.up_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.1.mlp.down_proj.weight"(dense_resource<__elided__> : tensor<4096x7168xbf16>) : tensor<4096x7168xbf16>

  ml_program.global private @"model.layers.2.input_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.2.self_attn.q_proj.weight"(dense_resource<__elided__> : tensor<2048x4096xbf16>) : tensor<2048x4096xbf16>
  ml_program.global private @"model.layers.2.self_attn.k_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.2.self_attn.v_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.2.self_attn.o_proj.weight"(dense_resource<__elided__> : tensor<4096x2048xbf16>) : tensor<4096x2048xbf16>
  ml_program.global private @"model.layers.2.post_attention_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.2.mlp.gate_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.2.mlp.up_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.2.mlp.down_proj.weight"(dense_resource<__elided__> : tensor<4096x7168xbf16>) : tensor<4096x7168xbf16>

  ml_program.global private @"model.layers.3.input_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.3.self_attn.q_proj.weight"(dense_resource<__elided__> : tensor<2048x4096xbf16>) : tensor<2048x4096xbf16>
  ml_program.global private @"model.layers.3.self_attn.k_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.3.self_attn.v_proj.weight"(dense_resource<__elided__> : tensor<512x4096xbf16>) : tensor<512x4096xbf16>
  ml_program.global private @"model.layers.3.self_attn.o_proj.weight"(dense_resource<__elided__> : tensor<4096x2048xbf16>) : tensor<4096x2048xbf16>
  ml_program.global private @"model.layers.3.post_attention_layernorm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>
  ml_program.global private @"model.layers.3.mlp.gate_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.3.mlp.up_proj.weight"(dense_resource<__elided__> : tensor<7168x4096xbf16>) : tensor<7168x4096xbf16>
  ml_program.global private @"model.layers.3.mlp.down_proj.weight"(dense_resource<__elided__> : tensor<4096x7168xbf16>) : tensor<4096x7168xbf16>

  ml_program.global private @"model.norm.weight"(dense_resource<__elided__> : tensor<4096xbf16>) : tensor<4096xbf16>

  //===--------------------------------------------------------------------===//
  // The decoder stack: where the sums are owed and paid.
  //===--------------------------------------------------------------------===//

  // %embeds: the token embeddings (whole on every rank). Returns the hidden
  // states after model.norm, the input of lm_head.
  func.func @llama_decoder_stack(%embeds: tensor<?x4096xbf16>) -> tensor<?x4096xbf16> {
    // Layer 0. Its input_layernorm has no residual to add yet: the embeddings
    // start the residual stream.
    %ln0 = ml_program.global_load_const @"model.layers.0.input_layernorm.weight" : tensor<4096xbf16>
    %x0 = tp.rms_norm %embeds, %ln0 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<4096xbf16>) -> tensor<?x4096xbf16>
    %wq0 = ml_program.global_load_const @"model.layers.0.self_attn.q_proj.weight" : tensor<2048x4096xbf16>
    %wk0 = ml_program.global_load_const @"model.layers.0.self_attn.k_proj.weight" : tensor<512x4096xbf16>
    %wv0 = ml_program.global_load_const @"model.layers.0.self_attn.v_proj.weight" : tensor<512x4096xbf16>
    %wo0 = ml_program.global_load_const @"model.layers.0.self_attn.o_proj.weight" : tensor<4096x2048xbf16>
    %attn0_owed = func.call @self_attention(%x0, %wq0, %wk0, %wv0, %wo0)
        : (tensor<?x4096xbf16>, tensor<2048x4096xbf16>, tensor<512x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x2048xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    // Boundary: o_proj -> post_attention_layernorm.
    %attn0 = tp.all_reduce %attn0_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %post0 = ml_program.global_load_const @"model.layers.0.post_attention_layernorm.weight" : tensor<4096xbf16>
    %h0, %res0 = tp.add_rms_norm %attn0, %embeds, %post0 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
    %wg0 = ml_program.global_load_const @"model.layers.0.mlp.gate_proj.weight" : tensor<7168x4096xbf16>
    %wu0 = ml_program.global_load_const @"model.layers.0.mlp.up_proj.weight" : tensor<7168x4096xbf16>
    %wd0 = ml_program.global_load_const @"model.layers.0.mlp.down_proj.weight" : tensor<4096x7168xbf16>
    %mlp0_owed = func.call @mlp(%h0, %wg0, %wu0, %wd0)
        : (tensor<?x4096xbf16>, tensor<7168x4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    // Boundary: down_proj -> the next layer's input_layernorm. This is where
    // the serving stacks fuse the all-reduce into the next layer.
    %mlp0 = tp.all_reduce %mlp0_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %ln1 = ml_program.global_load_const @"model.layers.1.input_layernorm.weight" : tensor<4096xbf16>
    %x1, %res1 = tp.add_rms_norm %mlp0, %res0, %ln1 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)

    // Layer 1.
    %wq1 = ml_program.global_load_const @"model.layers.1.self_attn.q_proj.weight" : tensor<2048x4096xbf16>
    %wk1 = ml_program.global_load_const @"model.layers.1.self_attn.k_proj.weight" : tensor<512x4096xbf16>
    %wv1 = ml_program.global_load_const @"model.layers.1.self_attn.v_proj.weight" : tensor<512x4096xbf16>
    %wo1 = ml_program.global_load_const @"model.layers.1.self_attn.o_proj.weight" : tensor<4096x2048xbf16>
    %attn1_owed = func.call @self_attention(%x1, %wq1, %wk1, %wv1, %wo1)
        : (tensor<?x4096xbf16>, tensor<2048x4096xbf16>, tensor<512x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x2048xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    %attn1 = tp.all_reduce %attn1_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %post1 = ml_program.global_load_const @"model.layers.1.post_attention_layernorm.weight" : tensor<4096xbf16>
    %h1, %res1a = tp.add_rms_norm %attn1, %res1, %post1 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
    %wg1 = ml_program.global_load_const @"model.layers.1.mlp.gate_proj.weight" : tensor<7168x4096xbf16>
    %wu1 = ml_program.global_load_const @"model.layers.1.mlp.up_proj.weight" : tensor<7168x4096xbf16>
    %wd1 = ml_program.global_load_const @"model.layers.1.mlp.down_proj.weight" : tensor<4096x7168xbf16>
    %mlp1_owed = func.call @mlp(%h1, %wg1, %wu1, %wd1)
        : (tensor<?x4096xbf16>, tensor<7168x4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    %mlp1 = tp.all_reduce %mlp1_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %ln2 = ml_program.global_load_const @"model.layers.2.input_layernorm.weight" : tensor<4096xbf16>
    %x2, %res2 = tp.add_rms_norm %mlp1, %res1a, %ln2 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)

    // Layer 2.
    %wq2 = ml_program.global_load_const @"model.layers.2.self_attn.q_proj.weight" : tensor<2048x4096xbf16>
    %wk2 = ml_program.global_load_const @"model.layers.2.self_attn.k_proj.weight" : tensor<512x4096xbf16>
    %wv2 = ml_program.global_load_const @"model.layers.2.self_attn.v_proj.weight" : tensor<512x4096xbf16>
    %wo2 = ml_program.global_load_const @"model.layers.2.self_attn.o_proj.weight" : tensor<4096x2048xbf16>
    %attn2_owed = func.call @self_attention(%x2, %wq2, %wk2, %wv2, %wo2)
        : (tensor<?x4096xbf16>, tensor<2048x4096xbf16>, tensor<512x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x2048xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    %attn2 = tp.all_reduce %attn2_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %post2 = ml_program.global_load_const @"model.layers.2.post_attention_layernorm.weight" : tensor<4096xbf16>
    %h2, %res2a = tp.add_rms_norm %attn2, %res2, %post2 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
    %wg2 = ml_program.global_load_const @"model.layers.2.mlp.gate_proj.weight" : tensor<7168x4096xbf16>
    %wu2 = ml_program.global_load_const @"model.layers.2.mlp.up_proj.weight" : tensor<7168x4096xbf16>
    %wd2 = ml_program.global_load_const @"model.layers.2.mlp.down_proj.weight" : tensor<4096x7168xbf16>
    %mlp2_owed = func.call @mlp(%h2, %wg2, %wu2, %wd2)
        : (tensor<?x4096xbf16>, tensor<7168x4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    %mlp2 = tp.all_reduce %mlp2_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %ln3 = ml_program.global_load_const @"model.layers.3.input_layernorm.weight" : tensor<4096xbf16>
    %x3, %res3 = tp.add_rms_norm %mlp2, %res2a, %ln3 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)

    // Layer 3, the last.
    %wq3 = ml_program.global_load_const @"model.layers.3.self_attn.q_proj.weight" : tensor<2048x4096xbf16>
    %wk3 = ml_program.global_load_const @"model.layers.3.self_attn.k_proj.weight" : tensor<512x4096xbf16>
    %wv3 = ml_program.global_load_const @"model.layers.3.self_attn.v_proj.weight" : tensor<512x4096xbf16>
    %wo3 = ml_program.global_load_const @"model.layers.3.self_attn.o_proj.weight" : tensor<4096x2048xbf16>
    %attn3_owed = func.call @self_attention(%x3, %wq3, %wk3, %wv3, %wo3)
        : (tensor<?x4096xbf16>, tensor<2048x4096xbf16>, tensor<512x4096xbf16>, tensor<512x4096xbf16>, tensor<4096x2048xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    %attn3 = tp.all_reduce %attn3_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %post3 = ml_program.global_load_const @"model.layers.3.post_attention_layernorm.weight" : tensor<4096xbf16>
    %h3, %res3a = tp.add_rms_norm %attn3, %res3, %post3 epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
    %wg3 = ml_program.global_load_const @"model.layers.3.mlp.gate_proj.weight" : tensor<7168x4096xbf16>
    %wu3 = ml_program.global_load_const @"model.layers.3.mlp.up_proj.weight" : tensor<7168x4096xbf16>
    %wd3 = ml_program.global_load_const @"model.layers.3.mlp.down_proj.weight" : tensor<4096x7168xbf16>
    %mlp3_owed = func.call @mlp(%h3, %wg3, %wu3, %wd3)
        : (tensor<?x4096xbf16>, tensor<7168x4096xbf16>, tensor<7168x4096xbf16>, tensor<4096x7168xbf16>)
        -> !tp.partial<tensor<?x4096xbf16>, #tp>
    // The final boundary: down_proj -> model.norm. There is no next layer, so
    // the serving stacks leave this all-reduce unfused. The residual stream
    // ends here: residual_out has no use.
    %mlp3 = tp.all_reduce %mlp3_owed : !tp.partial<tensor<?x4096xbf16>, #tp> -> tensor<?x4096xbf16>
    %final_w = ml_program.global_load_const @"model.norm.weight" : tensor<4096xbf16>
    %out, %res_end = tp.add_rms_norm %mlp3, %res3a, %final_w epsilon = 1.0e-5
        : (tensor<?x4096xbf16>, tensor<?x4096xbf16>, tensor<4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>)
    return %out : tensor<?x4096xbf16>
  }

  //===--------------------------------------------------------------------===//
  // One rank's share of a layer's compute. Neither function communicates:
  // each returns its row-parallel output as owed, and the caller pays.
  //===--------------------------------------------------------------------===//

  // Self-attention over this rank's heads: column-parallel q/k/v, the
  // attention core, row-parallel o_proj.
  func.func private @self_attention(%x: tensor<?x4096xbf16>,
                                    %wq: tensor<2048x4096xbf16>, %wk: tensor<512x4096xbf16>,
                                    %wv: tensor<512x4096xbf16>, %wo: tensor<4096x2048xbf16>)
      -> !tp.partial<tensor<?x4096xbf16>, #tp> {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : bf16
    %zero_f32 = arith.constant 0.0 : f32
    // 1 / sqrt(head_dim = 128)
    %scale = arith.constant 0.0883883461 : f32
    %neg_inf = arith.constant 0xFF800000 : f32
    %n = tensor.dim %x, %c0 : tensor<?x4096xbf16>

    // Column-parallel projections: the whole hidden state in, this rank's
    // heads out. No communication.
    %q_empty = tensor.empty(%n) : tensor<?x2048xbf16>
    %q_init = linalg.fill ins(%zero : bf16) outs(%q_empty : tensor<?x2048xbf16>) -> tensor<?x2048xbf16>
    %q = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wq : tensor<?x4096xbf16>, tensor<2048x4096xbf16>)
        outs(%q_init : tensor<?x2048xbf16>) -> tensor<?x2048xbf16>
    %kv_empty = tensor.empty(%n) : tensor<?x512xbf16>
    %kv_init = linalg.fill ins(%zero : bf16) outs(%kv_empty : tensor<?x512xbf16>) -> tensor<?x512xbf16>
    %k = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wk : tensor<?x4096xbf16>, tensor<512x4096xbf16>)
        outs(%kv_init : tensor<?x512xbf16>) -> tensor<?x512xbf16>
    %v = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wv : tensor<?x4096xbf16>, tensor<512x4096xbf16>)
        outs(%kv_init : tensor<?x512xbf16>) -> tensor<?x512xbf16>

    // Split into heads: 16 query heads as 4 KV groups of 4.
    %q_heads = tensor.expand_shape %q [[0], [1, 2, 3]] output_shape [%n, 4, 4, 128]
        : tensor<?x2048xbf16> into tensor<?x4x4x128xbf16>
    %k_heads = tensor.expand_shape %k [[0], [1, 2]] output_shape [%n, 4, 128]
        : tensor<?x512xbf16> into tensor<?x4x128xbf16>
    %v_heads = tensor.expand_shape %v [[0], [1, 2]] output_shape [%n, 4, 128]
        : tensor<?x512xbf16> into tensor<?x4x128xbf16>

    // scores = q k^T, accumulated in f32.
    %s_empty = tensor.empty(%n, %n) : tensor<4x4x?x?xf32>
    %s_init = linalg.fill ins(%zero_f32 : f32) outs(%s_empty : tensor<4x4x?x?xf32>) -> tensor<4x4x?x?xf32>
    %scores = linalg.generic {
        indexing_maps = [#scores_q, #scores_k, #scores_s],
        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
        ins(%q_heads, %k_heads : tensor<?x4x4x128xbf16>, tensor<?x4x128xbf16>)
        outs(%s_init : tensor<4x4x?x?xf32>) {
    ^bb0(%qe: bf16, %ke: bf16, %acc: f32):
      %qf = arith.extf %qe : bf16 to f32
      %kf = arith.extf %ke : bf16 to f32
      %prod = arith.mulf %qf, %kf : f32
      %sum = arith.addf %acc, %prod : f32
      linalg.yield %sum : f32
    } -> tensor<4x4x?x?xf32>
    // Scale, and hide later tokens from earlier ones (causal mask).
    %masked = linalg.generic {
        indexing_maps = [#id4, #id4],
        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%scores : tensor<4x4x?x?xf32>) outs(%s_empty : tensor<4x4x?x?xf32>) {
    ^bb0(%s: f32, %unused: f32):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %scaled = arith.mulf %s, %scale : f32
      %m = arith.select %future, %neg_inf, %scaled : f32
      linalg.yield %m : f32
    } -> tensor<4x4x?x?xf32>
    %probs = linalg.softmax dimension(3)
        ins(%masked : tensor<4x4x?x?xf32>) outs(%s_empty : tensor<4x4x?x?xf32>) -> tensor<4x4x?x?xf32>
    // Weighted sum of the values, per query head.
    %o_empty = tensor.empty(%n) : tensor<?x4x4x128xf32>
    %o_init = linalg.fill ins(%zero_f32 : f32) outs(%o_empty : tensor<?x4x4x128xf32>) -> tensor<?x4x4x128xf32>
    %heads_f32 = linalg.generic {
        indexing_maps = [#values_p, #values_v, #values_o],
        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
        ins(%probs, %v_heads : tensor<4x4x?x?xf32>, tensor<?x4x128xbf16>)
        outs(%o_init : tensor<?x4x4x128xf32>) {
    ^bb0(%pe: f32, %ve: bf16, %acc: f32):
      %vf = arith.extf %ve : bf16 to f32
      %prod = arith.mulf %pe, %vf : f32
      %sum = arith.addf %acc, %prod : f32
      linalg.yield %sum : f32
    } -> tensor<?x4x4x128xf32>
    %heads_flat = tensor.collapse_shape %heads_f32 [[0], [1, 2, 3]]
        : tensor<?x4x4x128xf32> into tensor<?x2048xf32>
    %heads = arith.truncf %heads_flat : tensor<?x2048xf32> to tensor<?x2048xbf16>

    // Row-parallel o_proj: this rank's 2048 input columns only, so the result
    // is this rank's contribution to the sum over the group. The reduction is
    // deferred to whoever consumes it.
    %o_out_empty = tensor.empty(%n) : tensor<?x4096xbf16>
    %o_out_init = linalg.fill ins(%zero : bf16) outs(%o_out_empty : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
    %o = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%heads, %wo : tensor<?x2048xbf16>, tensor<4096x2048xbf16>)
        outs(%o_out_init : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
    %owed = tp.mark_partial %o : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp>
    return %owed : !tp.partial<tensor<?x4096xbf16>, #tp>
  }

  // The SwiGLU MLP over this rank's 7168 intermediate columns:
  // down_proj(silu(gate_proj(x)) * up_proj(x)).
  func.func private @mlp(%x: tensor<?x4096xbf16>, %wg: tensor<7168x4096xbf16>,
                         %wu: tensor<7168x4096xbf16>, %wd: tensor<4096x7168xbf16>)
      -> !tp.partial<tensor<?x4096xbf16>, #tp> {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : bf16
    %one = arith.constant 1.0 : f32
    %n = tensor.dim %x, %c0 : tensor<?x4096xbf16>

    // Column-parallel gate and up projections.
    %i_empty = tensor.empty(%n) : tensor<?x7168xbf16>
    %i_init = linalg.fill ins(%zero : bf16) outs(%i_empty : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>
    %gate = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wg : tensor<?x4096xbf16>, tensor<7168x4096xbf16>)
        outs(%i_init : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>
    %up = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wu : tensor<?x4096xbf16>, tensor<7168x4096xbf16>)
        outs(%i_init : tensor<?x7168xbf16>) -> tensor<?x7168xbf16>

    // silu(gate) * up, elementwise in f32: silu(g) = g / (1 + exp(-g)).
    %act = linalg.generic {
        indexing_maps = [#id2, #id2, #id2],
        iterator_types = ["parallel", "parallel"]}
        ins(%gate, %up : tensor<?x7168xbf16>, tensor<?x7168xbf16>)
        outs(%i_empty : tensor<?x7168xbf16>) {
    ^bb0(%g: bf16, %u: bf16, %unused: bf16):
      %gf = arith.extf %g : bf16 to f32
      %uf = arith.extf %u : bf16 to f32
      %neg = arith.negf %gf : f32
      %exp = math.exp %neg : f32
      %den = arith.addf %one, %exp : f32
      %silu = arith.divf %gf, %den : f32
      %y = arith.mulf %silu, %uf : f32
      %yb = arith.truncf %y : f32 to bf16
      linalg.yield %yb : bf16
    } -> tensor<?x7168xbf16>

    // Row-parallel down projection: a partial sum, deferred like o_proj's.
    %d_empty = tensor.empty(%n) : tensor<?x4096xbf16>
    %d_init = linalg.fill ins(%zero : bf16) outs(%d_empty : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
    %down = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%act, %wd : tensor<?x7168xbf16>, tensor<4096x7168xbf16>)
        outs(%d_init : tensor<?x4096xbf16>) -> tensor<?x4096xbf16>
    %owed = tp.mark_partial %down : tensor<?x4096xbf16> -> !tp.partial<tensor<?x4096xbf16>, #tp>
    return %owed : !tp.partial<tensor<?x4096xbf16>, #tp>
  }
}
