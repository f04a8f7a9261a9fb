// A decoder stack of 4 layers small enough to run on CPU ranks in CI: hidden
// 256 (bf16), an MLP intermediate of 128 columns per rank, a dynamic number of
// tokens, rms_norm_eps 1e-5. Each layer is the SwiGLU MLP of a Llama layer,
// tensor-parallel the Megatron way: gate and up projections column-parallel
// (this rank's 128 columns), the down projection row-parallel, so that it
// leaves a partial sum of the hidden state. Each of the 4 boundaries is an
// all-reduce and a residual RMSNorm; the last one, into the final norm, ends
// the stack. Attention is left out: it owes its sums the same way (o_proj).
//
// The weights are arguments, this rank's shards; the end-to-end driver
// (DecoderStackDriver.cpp) makes them. Matmuls accumulate in f32 and round
// to bf16 once, as kernels do.
//
// RUN: tpfuse-opt %s -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// CHECK-COUNT-3: remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (layer boundary)
// CHECK:         remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)
// CHECK-LABEL:   func.func @decoder_stack(
// CHECK-NOT:     tp.all_reduce %
// CHECK-COUNT-4: tp.all_reduce_add_rms_norm
// CHECK-NOT:     tp.all_reduce %
// CHECK-LABEL:   func.func private @mlp(

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<?x256xbf16>, #tp>

// y = x W^T for a weight W stored [out, in].
#linear_x = affine_map<(t, o, i) -> (t, i)>
#linear_w = affine_map<(t, o, i) -> (o, i)>
#linear_y = affine_map<(t, o, i) -> (t, o)>
#id2 = affine_map<(t, c) -> (t, c)>

module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {

  // Returns the input of the LM head: the final norm of the residual stream.
  func.func @decoder_stack(
      %embeds: tensor<?x256xbf16>,
      %input_norm: tensor<256xbf16>,
      %norm1: tensor<256xbf16>,
      %norm2: tensor<256xbf16>,
      %norm3: tensor<256xbf16>,
      %final_norm: tensor<256xbf16>,
      %gate0: tensor<128x256xbf16>, %up0: tensor<128x256xbf16>, %down0: tensor<256x128xbf16>,
      %gate1: tensor<128x256xbf16>, %up1: tensor<128x256xbf16>, %down1: tensor<256x128xbf16>,
      %gate2: tensor<128x256xbf16>, %up2: tensor<128x256xbf16>, %down2: tensor<256x128xbf16>,
      %gate3: tensor<128x256xbf16>, %up3: tensor<128x256xbf16>, %down3: tensor<256x128xbf16>)
      -> tensor<?x256xbf16> {
    // The embeddings start the residual stream; layer 0's input norm has no
    // residual to add.
    %x0 = tp.rms_norm %embeds, %input_norm epsilon = 1.0e-5
        : (tensor<?x256xbf16>, tensor<256xbf16>) -> tensor<?x256xbf16>
    %mlp0 = func.call @mlp(%x0, %gate0, %up0, %down0)
        : (tensor<?x256xbf16>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>) -> !owed
    // Boundary 0: down projection -> the next layer's input norm.
    %sum0 = tp.all_reduce %mlp0 : !owed -> tensor<?x256xbf16>
    %x1, %res1 = tp.add_rms_norm %sum0, %embeds, %norm1 epsilon = 1.0e-5
        : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x256xbf16>)
    %mlp1 = func.call @mlp(%x1, %gate1, %up1, %down1)
        : (tensor<?x256xbf16>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>) -> !owed
    // Boundary 1: down projection -> the next layer's input norm.
    %sum1 = tp.all_reduce %mlp1 : !owed -> tensor<?x256xbf16>
    %x2, %res2 = tp.add_rms_norm %sum1, %res1, %norm2 epsilon = 1.0e-5
        : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x256xbf16>)
    %mlp2 = func.call @mlp(%x2, %gate2, %up2, %down2)
        : (tensor<?x256xbf16>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>) -> !owed
    // Boundary 2: down projection -> the next layer's input norm.
    %sum2 = tp.all_reduce %mlp2 : !owed -> tensor<?x256xbf16>
    %x3, %res3 = tp.add_rms_norm %sum2, %res2, %norm3 epsilon = 1.0e-5
        : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x256xbf16>)
    %mlp3 = func.call @mlp(%x3, %gate3, %up3, %down3)
        : (tensor<?x256xbf16>, tensor<128x256xbf16>, tensor<128x256xbf16>, tensor<256x128xbf16>) -> !owed
    // The final boundary: the last down projection -> the final norm. The
    // residual stream ends here.
    %sum3 = tp.all_reduce %mlp3 : !owed -> tensor<?x256xbf16>
    %out, %res_end = tp.add_rms_norm %sum3, %res3, %final_norm epsilon = 1.0e-5
        : (tensor<?x256xbf16>, tensor<?x256xbf16>, tensor<256xbf16>) -> (tensor<?x256xbf16>, tensor<?x256xbf16>)
    return %out : tensor<?x256xbf16>
  }

  // This rank's share of a SwiGLU MLP, down(silu(gate(x)) * up(x)): a partial
  // sum of the hidden state, returned owed; the caller pays.
  func.func private @mlp(%x: tensor<?x256xbf16>, %wg: tensor<128x256xbf16>,
                         %wu: tensor<128x256xbf16>, %wd: tensor<256x128xbf16>)
      -> !owed {
    %c0 = arith.constant 0 : index
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %n = tensor.dim %x, %c0 : tensor<?x256xbf16>

    %i_empty = tensor.empty(%n) : tensor<?x128xf32>
    %i_init = linalg.fill ins(%zero : f32) outs(%i_empty : tensor<?x128xf32>) -> tensor<?x128xf32>
    %gate = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wg : tensor<?x256xbf16>, tensor<128x256xbf16>)
        outs(%i_init : tensor<?x128xf32>) -> tensor<?x128xf32>
    %up = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%x, %wu : tensor<?x256xbf16>, tensor<128x256xbf16>)
        outs(%i_init : tensor<?x128xf32>) -> tensor<?x128xf32>

    // silu(g) * u = g / (1 + exp(-g)) * u, in f32, rounded to bf16 once.
    %act_empty = tensor.empty(%n) : tensor<?x128xbf16>
    %act = linalg.generic {
        indexing_maps = [#id2, #id2, #id2],
        iterator_types = ["parallel", "parallel"]}
        ins(%gate, %up : tensor<?x128xf32>, tensor<?x128xf32>)
        outs(%act_empty : tensor<?x128xbf16>) {
    ^bb0(%g: f32, %u: f32, %unused: bf16):
      %neg = arith.negf %g : f32
      %exp = math.exp %neg : f32
      %den = arith.addf %one, %exp : f32
      %silu = arith.divf %g, %den : f32
      %y = arith.mulf %silu, %u : f32
      %yb = arith.truncf %y : f32 to bf16
      linalg.yield %yb : bf16
    } -> tensor<?x128xbf16>

    // Row-parallel: this rank's 128 input columns only.
    %d_empty = tensor.empty(%n) : tensor<?x256xf32>
    %d_init = linalg.fill ins(%zero : f32) outs(%d_empty : tensor<?x256xf32>) -> tensor<?x256xf32>
    %down = linalg.matmul indexing_maps = [#linear_x, #linear_w, #linear_y]
        ins(%act, %wd : tensor<?x128xbf16>, tensor<256x128xbf16>)
        outs(%d_init : tensor<?x256xf32>) -> tensor<?x256xf32>
    %down_bf16 = arith.truncf %down : tensor<?x256xf32> to tensor<?x256xbf16>
    %owed = tp.mark_partial %down_bf16 : tensor<?x256xbf16> -> !owed
    return %owed : !owed
  }
}
