// What tp-import-shard cannot import beyond refused sums: each used shard op
// is an error that names it and says why, and the pass fails (a module
// holding it would fail later, in tp-aot-pipeline, further from the cause).
//
// RUN: split-file %s %t
// RUN: tpfuse-opt %t/default.mlir -tp-import-shard -split-input-file -verify-diagnostics
// RUN: tpfuse-opt %t/axis1.mlir -tp-import-shard='axes=1' -split-input-file -verify-diagnostics
// RUN: tpfuse-opt %t/named.mlir -tp-import-shard='grid=tp' -split-input-file -verify-diagnostics
// RUN: tpfuse-opt %t/unregistered.mlir -tp-import-shard -allow-unregistered-dialect -verify-diagnostics
// RUN: not tpfuse-opt %t/default.mlir -tp-import-shard -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=FAILS

// FAILS: error: tp-import-shard: 'shard.process_multi_index' cannot be imported

//--- default.mlir
// Without the 'axes' option, the TP axis is the single axis of a 1-D grid.
shard.grid @mesh(shape = 2x2)
func.func @multi_axis_grid_by_default() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_multi_index' cannot be imported: grid @mesh has 2 axes; name the tensor-parallel ones with the 'axes' option}}
  %i = shard.process_multi_index on @mesh axes = [1] : index
  return %i : index
}

// -----

// The runtime has no all-gather.
shard.grid @tp(shape = 2)
func.func @all_gather(%x: tensor<4x16xf32>) -> tensor<8x16xf32> {
  // expected-error @below {{tp-import-shard: 'shard.all_gather' cannot be imported: the runtime's only collectives are the sums that tp.all_reduce and the fused norms pay}}
  %g = shard.all_gather %x on @tp grid_axes = [0] gather_axis = 0 : tensor<4x16xf32> -> tensor<8x16xf32>
  return %g : tensor<8x16xf32>
}

// -----

// Neighbours along a split are for halo exchanges.
shard.grid @tp(shape = 2)
func.func @neighbors(%i: index) -> (index, index) {
  // expected-error @below {{tp-import-shard: 'shard.neighbors_linear_indices' cannot be imported: halo exchanges are not tensor parallelism, and the runtime does not do them}}
  %down, %up = shard.neighbors_linear_indices on @tp[%i] split_axes = [0] : index, index
  return %down, %up : index, index
}

// -----

// Annotations that shard-partition did not resolve: the module was not
// partitioned.
shard.grid @tp(shape = 2)
func.func @not_partitioned(%x: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %split = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  // expected-error @below {{tp-import-shard: 'shard.shard' cannot be imported: it is a sharding annotation, which upstream shard-partition resolves: run sharding-propagation and shard-partition first}}
  %local = shard.shard %x to %split : tensor<4x16xf32>
  return %local : tensor<4x16xf32>
}

// -----

// The parts must be equal, which a dynamic size does not promise.
shard.grid @tp(shape = 2)
func.func @dynamic_slice(%x: tensor<4x?xf32>) -> tensor<4x?xf32> {
  // expected-error @below {{tp-import-shard: 'shard.all_slice' cannot be imported: dimension 1 of tensor<4x?xf32> is not a static multiple of the 2 ranks of the group}}
  %part = shard.all_slice %x on @tp grid_axes = [0] slice_axis = 1 : tensor<4x?xf32> -> tensor<4x?xf32>
  return %part : tensor<4x?xf32>
}

// -----

// The size of a grid along a dynamic axis is known only at run time.
shard.grid @tp(shape = ?)
func.func @dynamic_grid_shape() -> index {
  // expected-error @below {{tp-import-shard: 'shard.grid_shape' cannot be imported: grid @tp has a dynamic size along axis 0}}
  %n = shard.grid_shape @tp : index
  return %n : index
}

// -----

// tp.group_rank answers for groups the runtime numbers with a C int; a
// larger group is an error, not an op the verifier rejects after the pass.
shard.grid @huge(shape = 4294967296)
func.func @too_many_ranks() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_linear_index' cannot ask about a tp group: a group of 4294967296 ranks, more than the runtime numbers (a 32-bit int)}}
  %i = shard.process_linear_index on @huge : index
  return %i : index
}

//--- axis1.mlir
// Axis 1 of each grid is the tensor-parallel axis; the communicator knows
// nothing about axis 0.
shard.grid @mesh(shape = 2x2)
func.func @other_axis() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_multi_index' cannot be imported: it asks for the index along axis 0 of @mesh, which is not a tensor-parallel axis ([1]): the tp communicator knows only this rank's place in its group}}
  %i = shard.process_multi_index on @mesh axes = [0] : index
  return %i : index
}

// -----

// No axes: every axis, axis 0 too.
shard.grid @mesh(shape = 2x2)
func.func @every_axis() -> (index, index) {
  // expected-error @below {{it asks for the index along axis 0 of @mesh, which is not a tensor-parallel axis ([1])}}
  %i, %j = shard.process_multi_index on @mesh : index, index
  return %i, %j : index, index
}

// -----

// The linear index counts over axis 0 too.
shard.grid @mesh(shape = 2x2)
func.func @linear_over_other_axis() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_linear_index' cannot be imported: it counts over every axis of @mesh, but only [1] are tensor-parallel: the tp communicator knows only this rank's place in its group}}
  %i = shard.process_linear_index on @mesh : index
  return %i : index
}

// -----

// A slice over another axis is another rank's part.
shard.grid @mesh(shape = 2x2)
func.func @slice_over_other_axis(%x: tensor<4x16xf32>) -> tensor<4x8xf32> {
  // expected-error @below {{tp-import-shard: 'shard.all_slice' cannot be imported: it slices over grid axes [0] of @mesh, not over the tensor-parallel axes [1] in increasing order}}
  %part = shard.all_slice %x on @mesh grid_axes = [0] slice_axis = 1 : tensor<4x16xf32> -> tensor<4x8xf32>
  return %part : tensor<4x8xf32>
}

// -----

// A 1-D grid has no axis 1.
shard.grid @tp(shape = 2)
func.func @axis_out_of_grid() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_linear_index' cannot be imported: the 'axes' option names axis 1, but grid @tp has rank 1}}
  %i = shard.process_linear_index on @tp : index
  return %i : index
}

//--- named.mlir
// The tensor-parallel grid is @tp; the communicator knows nothing of @experts.
shard.grid @tp(shape = 2)
shard.grid @experts(shape = 4)
func.func @other_grid() -> index {
  // expected-error @below {{tp-import-shard: 'shard.process_linear_index' cannot be imported: it asks about grid @experts, not about the tensor-parallel grid @tp}}
  %i = shard.process_linear_index on @experts : index
  return %i : index
}

//--- unregistered.mlir
// A sharding that an op of no registered dialect uses is reported, not
// looked up in a dialect it does not have.
shard.grid @tp(shape = 2)
func.func @used_by_unregistered_op() {
  // expected-error @below {{tp-import-shard: 'shard.sharding' cannot be imported: it is a sharding annotation}}
  %s = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  "test.use"(%s) : (!shard.sharding) -> ()
  return
}
