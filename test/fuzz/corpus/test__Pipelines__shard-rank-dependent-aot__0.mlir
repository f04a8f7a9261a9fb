#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
shard.grid @tp(shape = 2)

func.func @biased_layer(%x: tensor<4x64xbf16>, %w: tensor<64x32xbf16>, %bias: tensor<32xbf16>,
                        %residual: tensor<4x32xbf16>, %weight: tensor<32xbf16>)
    -> (tensor<4x32xbf16>, tensor<4x32xbf16>) {
  %split_k = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %split_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %x_all = shard.shard %x to %replicated : tensor<4x64xbf16>
  %x_local = shard.shard %x_all to %split_k annotate_for_users : tensor<4x64xbf16>
  %w_local = shard.shard %w to %split_rows : tensor<64x32xbf16>
  %bias_all = shard.shard %bias to %replicated : tensor<32xbf16>
  %residual_all = shard.shard %residual to %replicated : tensor<4x32xbf16>
  %weight_all = shard.shard %weight to %replicated : tensor<32xbf16>

  %empty = tensor.empty() : tensor<4x32xbf16>
  %acc = linalg.broadcast ins(%bias_all : tensor<32xbf16>) outs(%empty : tensor<4x32xbf16>) dimensions = [0]
  %mm = linalg.matmul ins(%x_local, %w_local : tensor<4x64xbf16>, tensor<64x32xbf16>)
                      outs(%acc : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %mm_all = shard.shard %mm to %replicated : tensor<4x32xbf16>

  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %hidden_size = arith.constant 32.0 : f32
  %h = linalg.add ins(%mm_all, %residual_all : tensor<4x32xbf16>, tensor<4x32xbf16>)
                  outs(%empty : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %empty_rows = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty_rows : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h : tensor<4x32xbf16>) outs(%init : tensor<4xf32>) {
  ^bb0(%in: bf16, %partial: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %partial, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  %normed = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h, %sum, %weight_all : tensor<4x32xbf16>, tensor<4xf32>, tensor<32xbf16>)
      outs(%empty : tensor<4x32xbf16>) {
  ^bb0(%in: bf16, %s: f32, %g: bf16, %out: bf16):
    %0 = arith.divf %s, %hidden_size : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %g : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<4x32xbf16>
  return %normed, %h : tensor<4x32xbf16>, tensor<4x32xbf16>
}
}
