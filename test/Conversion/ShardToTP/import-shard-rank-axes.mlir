// Rank queries over a grid of several axes, as the 'axes' option names the
// tensor-parallel ones. The group rank is the row-major index over the
// tensor-parallel axes in increasing order, as shard.process_linear_index
// counts; the index along each axis follows from it.
//
// RUN: split-file %s %t
// RUN: tpfuse-opt %t/both.mlir -tp-import-shard='axes=0,1' -mlir-print-local-scope | FileCheck %s --check-prefix=BOTH
// RUN: tpfuse-opt %t/one.mlir -tp-import-shard='axes=1' -mlir-print-local-scope | FileCheck %s --check-prefix=AXIS1

// Both axes of a 2x4 grid: rank r is at (r / 4, r % 4), whatever order the
// query names the axes in; the linear index is r.
// BOTH-NOT:     shard.
// BOTH-LABEL: func.func @both_axes(
// BOTH:         %[[RANK:.*]] = tp.group_rank #tp.group<"mesh_0_1", size = 8>
// BOTH:         %[[FOUR:.*]] = arith.constant 4 : index
// BOTH:         %[[COL:.*]] = arith.remui %[[RANK]], %[[FOUR]] : index
// BOTH:         %[[FOUR2:.*]] = arith.constant 4 : index
// BOTH:         %[[ROW:.*]] = arith.divui %[[RANK]], %[[FOUR2]] : index
// BOTH:         %[[LINEAR:.*]] = tp.group_rank #tp.group<"mesh_0_1", size = 8>
// BOTH:         return %[[COL]], %[[ROW]], %[[LINEAR]]

// One axis of a 2x2 grid: the index along it is the group rank; the size of
// the other axis is still a constant. A query about the other axis that
// nothing reads goes.
// AXIS1-NOT:     shard.
// AXIS1-LABEL: func.func @one_axis(
// AXIS1-DAG:     %[[TWO:.*]] = arith.constant 2 : index
// AXIS1-DAG:     %[[RANK:.*]] = tp.group_rank #tp.group<"mesh_1", size = 2>
// AXIS1:         return %[[RANK]], %[[TWO]]

//--- both.mlir
shard.grid @mesh(shape = 2x4)
func.func @both_axes() -> (index, index, index) {
  %col, %row = shard.process_multi_index on @mesh axes = [1, 0] : index, index
  %linear = shard.process_linear_index on @mesh : index
  return %col, %row, %linear : index, index, index
}

//--- one.mlir
shard.grid @mesh(shape = 2x2)
func.func @one_axis() -> (index, index) {
  %tp = shard.process_multi_index on @mesh axes = [1] : index
  %dp = shard.process_multi_index on @mesh axes = [0] : index
  %rows = shard.grid_shape @mesh axes = [0] : index
  return %tp, %rows : index, index
}
