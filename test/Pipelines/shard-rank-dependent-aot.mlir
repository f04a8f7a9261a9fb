// Rank-dependent code from upstream sharding, compiled ahead of time: a
// row-parallel layer whose bias is the split-K matmul's accumulator (upstream
// adds it on rank 0 only) and whose activation arrives whole (upstream takes
// this rank's K-slice of it), then the residual add and RMSNorm. The input of
// the import is upstream sharding-propagation + shard-partition's own output.
//
// RUN: tpfuse-opt %s --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition))' \
// RUN:   | FileCheck %s --check-prefix=PARTITIONED
// RUN: tpfuse-opt %s --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition))' \
// RUN:   | tpfuse-opt -tp-import-shard -tp-raise-rms-norm -tp-fuse-allreduce-norm \
// RUN:   | FileCheck %s --check-prefix=IMPORTED
// RUN: tpfuse-opt %s --pass-pipeline='builtin.module(func.func(sharding-propagation,shard-partition))' \
// RUN:   | tpfuse-opt -tp-import-shard -tp-raise-rms-norm -tp-fuse-allreduce-norm -tp-aot-pipeline -o %t.llvm.mlir
// RUN: FileCheck %s --check-prefix=LLVM --implicit-check-not='shard.' --implicit-check-not='= tp.' < %t.llvm.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.llvm.mlir | FileCheck %s --check-prefix=LLVMIR

// Upstream asks for the rank to add the bias once, and slices the whole
// activation by rank.
// PARTITIONED:       shard.grid @tp(shape = 2)
// PARTITIONED-LABEL: func.func @biased_layer(
// PARTITIONED-SAME:    %{{.*}}: tensor<4x64xbf16>, %{{.*}}: tensor<32x32xbf16>
// PARTITIONED:         shard.all_slice %{{.*}} on @tp grid_axes = [0] slice_axis = 1 : tensor<4x64xbf16> -> tensor<4x32xbf16>
// PARTITIONED:         %[[RANK:.*]] = shard.process_multi_index on @tp axes = [0] : index
// PARTITIONED:         arith.cmpi eq, %[[RANK]], %c0
// PARTITIONED:         scf.if
// PARTITIONED:         shard.all_reduce

// Imported: the rank is tp.group_rank, asked once at the function's start
// for both queries, the slice an extract_slice at it, and the fused norm pays
// the sum; nothing of upstream sharding is left.
// IMPORTED-NOT:     shard.
// IMPORTED-LABEL: func.func @biased_layer(
// IMPORTED-SAME:    %[[X:[^:]*]]: tensor<4x64xbf16>
// IMPORTED-NEXT:    %[[RANK:.*]] = tp.group_rank #tp_group
// IMPORTED-NOT:     tp.group_rank
// IMPORTED:         %[[OFFSET:.*]] = arith.muli %[[RANK]], %c32
// IMPORTED-NOT:     tp.group_rank
// IMPORTED:         %[[PART:.*]] = tensor.extract_slice %[[X]][0, %[[OFFSET]]] [4, 32] [1, 1]
// IMPORTED-NOT:     tp.group_rank
// IMPORTED:         %[[FIRST:.*]] = arith.cmpi eq, %[[RANK]], %c0
// IMPORTED:         %[[ACC:.*]] = scf.if %[[FIRST]]
// IMPORTED:         %[[LOCAL:.*]] = linalg.matmul ins(%[[PART]], %{{.*}} : {{.*}}) outs(%[[ACC]] :
// IMPORTED:         %[[OWED:.*]] = tp.mark_partial %[[LOCAL]]
// IMPORTED:         tp.all_reduce_add_rms_norm %[[OWED]],
// IMPORTED-NOT:     shard.

// LLVM dialect only (tp-check-llvm-only), calling the runtime for the rank,
// with the bounds check's message naming the query.
// LLVM:         llvm.mlir.global private constant @{{.*}}("@biased_layer: tp.group_rank at {{.*}}: this rank's index in a group of 2 ranks (at most 1)\00")
// LLVM:         llvm.call @tpfuse_comm_rank(
// LLVM:         llvm.call @tpfuse_fused_all_reduce_rms_norm(
// LLVMIR:       define {{.*}}i32 @_mlir_ciface_biased_layer(
// LLVMIR:       declare i32 @tpfuse_comm_rank(ptr, ptr)

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
