// RUN: tpfuse-opt %s -split-input-file -tp-import-shard='axes=1' -mlir-print-local-scope | FileCheck %s --check-prefix=AXIS1
// RUN: tpfuse-opt %s -split-input-file -tp-import-shard='axes=0,1' -mlir-print-local-scope | FileCheck %s --check-prefix=BOTH
// RUN: tpfuse-opt %s -split-input-file -tp-import-shard='grid=mesh axes=1 group=tp' -mlir-print-local-scope | FileCheck %s --check-prefix=NAMED
// RUN: tpfuse-opt %s -split-input-file -tp-import-shard='grid=mesh axes=1 remarks=true' -verify-diagnostics -o /dev/null

// On a 2-D (data x tensor) grid, `axes` picks the TP axis; the group name is
// the grid name with the axis appended, unless `group` names it.
// AXIS1-LABEL: func.func @tp_axis_of_2d_grid(
// AXIS1:         tp.mark_partial %{{.*}} -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"mesh_1", size = 4>>
// AXIS1:         tp.all_reduce
// BOTH-LABEL:  func.func @tp_axis_of_2d_grid(
// BOTH-NOT:      tp.
// NAMED-LABEL: func.func @tp_axis_of_2d_grid(
// NAMED:         tp.mark_partial %{{.*}} -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 4>>
shard.grid @mesh(shape = 2x4)
func.func @tp_axis_of_2d_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %s = shard.all_reduce %x on @mesh grid_axes = [1] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// A sum over the data-parallel axis is not the TP sum.
// AXIS1-LABEL: func.func @negative_other_axis(
// AXIS1-NOT:     tp.
// NAMED-LABEL: func.func @negative_other_axis(
// NAMED-NOT:     tp.
shard.grid @mesh(shape = 2x4)
func.func @negative_other_axis(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: it reduces over grid axes [0] of @mesh, not over the tensor-parallel axes [1]}}
  %s = shard.all_reduce %x on @mesh grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// Several TP axes: the group spans them all (in any order), its size is the
// product of theirs.
// BOTH-LABEL: func.func @tp_over_two_axes(
// BOTH:         tp.mark_partial %{{.*}} -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"mesh_0_1", size = 8>>
// AXIS1-LABEL: func.func @tp_over_two_axes(
// AXIS1-NOT:     tp.
shard.grid @mesh(shape = 2x4)
func.func @tp_over_two_axes(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: it reduces over grid axes [0, 1] of @mesh, not over the tensor-parallel axes [1]}}
  %s = shard.all_reduce %x on @mesh grid_axes = [1, 0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// With `grid` named, other grids are not tensor parallel.
// AXIS1-LABEL: func.func @negative_other_grid(
// AXIS1:         tp.mark_partial %{{.*}} #tp.group<"experts_1", size = 2>
// NAMED-LABEL: func.func @negative_other_grid(
// NAMED-NOT:     tp.
shard.grid @mesh(shape = 2x4)
shard.grid @experts(shape = 4x2)
func.func @negative_other_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: it reduces over grid @experts, not over the tensor-parallel grid @mesh}}
  %s = shard.all_reduce %x on @experts grid_axes = [1] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// An axis the grid does not have.
// AXIS1-LABEL: func.func @negative_axis_out_of_range(
// AXIS1-NOT:     tp.
shard.grid @mesh(shape = 8)
func.func @negative_axis_out_of_range(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: the 'axes' option names axis 1, but grid @mesh has rank 1}}
  %s = shard.all_reduce %x on @mesh grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
