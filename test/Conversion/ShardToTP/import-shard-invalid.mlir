// tp-import-shard builds the group a sum is owed over from the grid; a group
// the tp dialect would reject when parsed is an error, not an import.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-import-shard='axes=0,1'

// An axis of size 0: a sum over no rank.
shard.grid @mesh(shape = 2x0)
func.func @negative_empty_grid(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  // expected-error @below {{tp-import-shard: the sum over grid @mesh cannot be owed over a tp group: group size must be at least 1, got 0}}
  %s = shard.all_reduce %x on @mesh grid_axes = [0, 1] reduction = sum : tensor<4x64xf32> -> tensor<4x64xf32>
  return %s : tensor<4x64xf32>
}

// -----

// The product of the TP axes' sizes (2^32 x 2^32) does not fit in int64.
shard.grid @mesh(shape = 4294967296x4294967296)
func.func @negative_group_size_overflows(%x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  // expected-error @below {{tp-import-shard: the sum over grid @mesh cannot be owed over a tp group: the product of the sizes of its axes [0, 1] overflows a 64-bit integer}}
  %s = shard.all_reduce %x on @mesh grid_axes = [0, 1] reduction = sum : tensor<4x64xf32> -> tensor<4x64xf32>
  return %s : tensor<4x64xf32>
}
