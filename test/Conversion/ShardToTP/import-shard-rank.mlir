// Partitioned code that depends on where the rank stands in a 1-D grid: the
// queries become tp.group_rank over the group the sums are owed over, the
// grid's shape constants, and the grid goes once nothing refers to it.
//
// RUN: tpfuse-opt %s -tp-import-shard -split-input-file -mlir-print-local-scope | FileCheck %s

// What upstream shard-partition writes for a bias in a split-K matmul's
// accumulator: the bias on rank 0 only, zeros elsewhere. The grid size it
// asks for is a constant, unused here.
// CHECK-LABEL: func.func @bias_on_rank_zero(
// CHECK-SAME:    %[[X:[^:]*]]: tensor<4x8xf32>, %[[W:[^:]*]]: tensor<8x8xf32>, %[[BIAS:[^:]*]]: tensor<4x8xf32>, %[[ZEROS:[^:]*]]: tensor<4x8xf32>
// CHECK:         %[[RANK:.*]] = tp.group_rank #tp.group<"tp", size = 2>
// CHECK:         %[[FIRST:.*]] = arith.cmpi eq, %[[RANK]], %c0 : index
// CHECK:         %[[ACC:.*]] = arith.select %[[FIRST]], %[[BIAS]], %[[ZEROS]]
// CHECK:         %[[LOCAL:.*]] = linalg.matmul ins(%[[X]], %[[W]] : {{.*}}) outs(%[[ACC]] :
// CHECK:         %[[OWED:.*]] = tp.mark_partial %[[LOCAL]] : tensor<4x8xf32> -> !tp.partial<tensor<4x8xf32>, #tp.group<"tp", size = 2>>
// CHECK:         tp.all_reduce %[[OWED]]
// CHECK-NOT:     shard.
shard.grid @tp(shape = 2)
func.func @bias_on_rank_zero(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %bias: tensor<4x8xf32>, %zeros: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %rank = shard.process_multi_index on @tp axes = [0] : index
  %ranks = shard.grid_shape @tp axes = [0] : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %rank, %c0 : index
  %acc = arith.select %first, %bias, %zeros : tensor<4x8xf32>
  %local = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = shard.all_reduce %local on @tp grid_axes = [0] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %sum : tensor<4x8xf32>
}

// -----

// Every query form over a 1-D grid: the multi-index of no axes (all of them),
// the linear index, and the shape, a constant. No grid is left.
// CHECK-NOT:     shard.grid
// CHECK-LABEL: func.func @queries(
// CHECK-DAG:     %[[FOUR:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[A:.*]] = tp.group_rank #tp.group<"devices", size = 4>
// CHECK-DAG:     %[[B:.*]] = tp.group_rank #tp.group<"devices", size = 4>
// CHECK:         return %[[A]], %[[B]], %[[FOUR]] : index, index, index
shard.grid @devices(shape = 4)
func.func @queries() -> (index, index, index) {
  %multi = shard.process_multi_index on @devices : index
  %linear = shard.process_linear_index on @devices : index
  %size = shard.grid_shape @devices : index
  return %multi, %linear, %size : index, index, index
}

// -----

// This rank's part of a replicated tensor (a replicated argument that a
// split-K matmul reads): a slice at the rank times the part's size.
// CHECK-LABEL: func.func @all_slice(
// CHECK-SAME:    %[[X:.*]]: tensor<4x16xbf16>
// CHECK:         %[[RANK:.*]] = tp.group_rank #tp.group<"tp", size = 2>
// CHECK:         %[[EIGHT:.*]] = arith.constant 8 : index
// CHECK:         %[[OFFSET:.*]] = arith.muli %[[RANK]], %[[EIGHT]] : index
// CHECK:         %[[PART:.*]] = tensor.extract_slice %[[X]][0, %[[OFFSET]]] [4, 8] [1, 1] : tensor<4x16xbf16> to tensor<4x8xbf16>
// CHECK:         return %[[PART]]
shard.grid @tp(shape = 2)
func.func @all_slice(%x: tensor<4x16xbf16>) -> tensor<4x8xbf16> {
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = 1 : tensor<4x16xbf16> -> tensor<4x8xbf16>
  return %part : tensor<4x8xbf16>
}

// -----

// A grid still used by a sum the import refuses stays; the grid only a query
// used goes.
// CHECK:         shard.grid @tp(shape = 2)
// CHECK-NOT:     shard.grid
// CHECK-LABEL: func.func @refused_sum_keeps_its_grid(
// CHECK:         tp.group_rank #tp.group<"queried", size = 4>
// CHECK:         shard.all_reduce %{{.*}} on @tp grid_axes = [0] reduction = max
shard.grid @tp(shape = 2)
shard.grid @queried(shape = 4)
func.func @refused_sum_keeps_its_grid(%x: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %rank = shard.process_linear_index on @queried : index
  %max = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<8xf32> -> tensor<8xf32>
  return %max, %rank : tensor<8xf32>, index
}

// -----

// A query nothing reads goes, whatever it asks (here about a grid of two
// axes, which the default options do not import), and the grid with it.
// CHECK-NOT:     shard.
// CHECK-LABEL: func.func @unused_queries(
// CHECK-NEXT:    return
shard.grid @mesh(shape = 2x4)
func.func @unused_queries() {
  %i, %j = shard.process_multi_index on @mesh : index, index
  %linear = shard.process_linear_index on @mesh : index
  %rows, %cols = shard.grid_shape @mesh : index, index
  return
}
