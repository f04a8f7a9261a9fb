#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#hidden = affine_map<(d0, d1) -> (d1)>
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
shard.grid @tp(shape = 2)

func.func @shard_layers(%x1: tensor<4x64xbf16>, %w1: tensor<64x32xbf16>, %b1: tensor<32xbf16>,
                        %residual: tensor<4x32xbf16>, %n1: tensor<32xbf16>,
                        %x2: tensor<4x64xbf16>, %w2: tensor<64x32xbf16>, %b2: tensor<32xbf16>,
                        %n2: tensor<32xbf16>)
    -> (tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>) {
  %split_k = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %split_rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %x1_local = shard.shard %x1 to %split_k : tensor<4x64xbf16>
  %w1_local = shard.shard %w1 to %split_rows : tensor<64x32xbf16>
  %b1_all = shard.shard %b1 to %replicated : tensor<32xbf16>
  %residual_all = shard.shard %residual to %replicated : tensor<4x32xbf16>
  %n1_all = shard.shard %n1 to %replicated : tensor<32xbf16>
  %x2_all = shard.shard %x2 to %replicated : tensor<4x64xbf16>
  %x2_local = shard.shard %x2_all to %split_k annotate_for_users : tensor<4x64xbf16>
  %w2_local = shard.shard %w2 to %split_rows : tensor<64x32xbf16>
  %b2_all = shard.shard %b2 to %replicated : tensor<32xbf16>
  %n2_all = shard.shard %n2 to %replicated : tensor<32xbf16>

  %empty = tensor.empty() : tensor<4x32xbf16>
  %empty_rows = tensor.empty() : tensor<4xf32>
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %hidden_size = arith.constant 32.0 : f32
  %sum_init = linalg.fill ins(%zero : f32) outs(%empty_rows : tensor<4xf32>) -> tensor<4xf32>

  %bias1 = linalg.broadcast ins(%b1_all : tensor<32xbf16>) outs(%empty : tensor<4x32xbf16>) dimensions = [0]
  %mm1 = linalg.matmul ins(%x1_local, %w1_local : tensor<4x64xbf16>, tensor<64x32xbf16>)
                       outs(%bias1 : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %mm1_all = shard.shard %mm1 to %replicated : tensor<4x32xbf16>
  %h1 = linalg.add ins(%mm1_all, %residual_all : tensor<4x32xbf16>, tensor<4x32xbf16>)
                   outs(%empty : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %sq1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h1 : tensor<4x32xbf16>) outs(%sum_init : tensor<4xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  %normed1 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h1, %sq1, %n1_all : tensor<4x32xbf16>, tensor<4xf32>, tensor<32xbf16>)
      outs(%empty : tensor<4x32xbf16>) {
  ^bb0(%in: bf16, %s: f32, %w: bf16, %out: bf16):
    %0 = arith.divf %s, %hidden_size : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %w : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<4x32xbf16>

  %bias2 = linalg.broadcast ins(%b2_all : tensor<32xbf16>) outs(%empty : tensor<4x32xbf16>) dimensions = [0]
  %mm2 = linalg.matmul ins(%x2_local, %w2_local : tensor<4x64xbf16>, tensor<64x32xbf16>)
                       outs(%bias2 : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %mm2_all = shard.shard %mm2 to %replicated : tensor<4x32xbf16>
  %h2 = linalg.add ins(%mm2_all, %h1 : tensor<4x32xbf16>, tensor<4x32xbf16>)
                   outs(%empty : tensor<4x32xbf16>) -> tensor<4x32xbf16>
  %sq2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h2 : tensor<4x32xbf16>) outs(%sum_init : tensor<4xf32>) {
  ^bb0(%in: bf16, %acc: f32):
    %0 = arith.extf %in : bf16 to f32
    %1 = arith.mulf %0, %0 : f32
    %2 = arith.addf %acc, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<4xf32>
  %normed2 = linalg.generic {indexing_maps = [#id, #row, #hidden, #id], iterator_types = ["parallel", "parallel"]}
      ins(%h2, %sq2, %n2_all : tensor<4x32xbf16>, tensor<4xf32>, tensor<32xbf16>)
      outs(%empty : tensor<4x32xbf16>) {
  ^bb0(%in: bf16, %s: f32, %w: bf16, %out: bf16):
    %0 = arith.divf %s, %hidden_size : f32
    %1 = arith.addf %0, %eps : f32
    %2 = math.rsqrt %1 : f32
    %3 = arith.extf %in : bf16 to f32
    %4 = arith.mulf %3, %2 : f32
    %5 = arith.extf %w : bf16 to f32
    %6 = arith.mulf %4, %5 : f32
    %7 = arith.truncf %6 : f32 to bf16
    linalg.yield %7 : bf16
  } -> tensor<4x32xbf16>
  return %normed1, %normed2, %h2 : tensor<4x32xbf16>, tensor<4x32xbf16>, tensor<4x32xbf16>
}
}
