// What tp-aot-pipeline rejects, with the diagnostic of the pass that finds
// it, rather than emitting IR that mlir-translate or the runtime would reject.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-aot-pipeline

// A partial sum inside a tuple: its ownership cannot be checked, and no
// lowering converts it.
// expected-error@+2 {{holds '!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>' inside another type, where the sum it owes cannot be tracked}}
// expected-note@+1 {{tp-lower-to-runtime lowers only modules whose sums tp-verify-ownership accepts}}
func.func @negative_partial_in_tuple(%t: tuple<!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>>, %x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// -----

// 2^62 x 4 elements: 2^64 elements, 2^66 bytes, which the 64-bit sizes of
// the lowered code cannot count (they would wrap).
// expected-error@+1 {{tp-lower-to-runtime: 'tensor<4611686018427387904x4xf32>' takes more bytes than a 64-bit size can count}}
func.func @negative_too_many_elements(%x: tensor<4611686018427387904x4xf32>) -> tensor<4611686018427387904x4xf32> {
  %y = arith.addf %x, %x : tensor<4611686018427387904x4xf32>
  return %y : tensor<4611686018427387904x4xf32>
}

// -----

// 2^61 x 2 f32 elements: the count fits in int64, the bytes (2^65) do not.
#tp = #tp.group<"tp", size = 2>
// expected-error@+1 {{tp-lower-to-runtime: 'tensor<2305843009213693952x2xf32>' takes more bytes than a 64-bit size can count}}
func.func @negative_too_many_bytes(%x: tensor<2305843009213693952x2xf32>) -> tensor<2305843009213693952x2xf32> {
  %p = tp.mark_partial %x : tensor<2305843009213693952x2xf32> -> !tp.partial<tensor<2305843009213693952x2xf32>, #tp>
  %s = tp.all_reduce %p : !tp.partial<tensor<2305843009213693952x2xf32>, #tp> -> tensor<2305843009213693952x2xf32>
  return %s : tensor<2305843009213693952x2xf32>
}

// -----

// What upstream sharding leaves and tp-import-shard did not import (or was
// not run on) would run outside the runtime's communicator: the pipeline
// refuses it before lowering, naming the op and the pass that imports it,
// rather than hand mlir-translate a module it rejects. A grid alone (which
// tp-import-shard erases once nothing uses it) is refused too.
// expected-error@+1 {{tp-lower-to-runtime: 'shard.grid' is left from upstream sharding, which the runtime does not run: tp-import-shard imports the sums and the rank queries over the tensor-parallel axes (with remarks=true it says why it leaves a shard.all_reduce)}}
shard.grid @mesh(shape = 2)
func.func @shard_left(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %y = arith.addf %x, %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// A sum tp-import-shard refused (a max), named rather than its grid.
shard.grid @mesh(shape = 2)
func.func @refused_sum_left(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{tp-lower-to-runtime: 'shard.all_reduce' is left from upstream sharding}}
  %y = shard.all_reduce %x on @mesh grid_axes = [0] reduction = max : tensor<8x16xf32> -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// A rank query from partitioned code that was not imported.
shard.grid @mesh(shape = 2)
func.func @rank_query_left(%x: tensor<8x16xf32>, %bias: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{tp-lower-to-runtime: 'shard.process_multi_index' is left from upstream sharding}}
  %rank = shard.process_multi_index on @mesh axes = [0] : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %rank, %c0 : index
  %y = arith.select %first, %bias, %x : tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}

// -----

// A dimension that does not exist (undefined at run time): rejected before
// bufferization, whose folds would read the shape out of bounds.
func.func @linear(%x: tensor<?x256xbf16>, %w: tensor<128x256xbf16>) -> tensor<?x128xf32> {
  %c = arith.constant -1 : index
  %zero = arith.constant 0.0 : f32
  // expected-error@+1 {{dimension -1 of 'tensor<?x256xbf16>' does not exist}}
  %n = tensor.dim %x, %c : tensor<?x256xbf16>
  %empty = tensor.empty(%n) : tensor<?x128xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x128xf32>) -> tensor<?x128xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                                      affine_map<(m, n, k) -> (n, k)>,
                                      affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<?x256xbf16>, tensor<128x256xbf16>)
      outs(%init : tensor<?x128xf32>) -> tensor<?x128xf32>
  return %y : tensor<?x128xf32>
}

// -----

// A 64 GiB splat made by a fold during the pipeline (the inliner's
// canonicalization of a tensor.splat of a constant): found by the check
// before the translation, which would otherwise run out of memory.
func.func @folded_huge_splat() -> tensor<8589934592x2xf32> {
  %one = arith.constant 1.0 : f32
  // expected-error@below {{the global's type '!llvm.array<8589934592 x array<2 x f32>>' takes 68719476736 bytes, more than tp-aot-pipeline's limit of 2147483648 (max-constant-bytes)}}
  // expected-error@below {{a constant of type 'tensor<8589934592x2xf32>' takes 68719476736 bytes}}
  %c = tensor.splat %one : tensor<8589934592x2xf32>
  return %c : tensor<8589934592x2xf32>
}

// -----

// No element, but an inner extent of 2^33: the constant takes no byte, its
// global's type nests a 32 GiB array.
func.func @empty_huge_splat() -> tensor<0x8589934592xf32> {
  // expected-error@below {{nests an array of 34359738368 bytes}}
  %c = arith.constant dense<1.0> : tensor<0x8589934592xf32>
  return %c : tensor<0x8589934592xf32>
}

// -----

// A tp attribute the conversions carry over to the llvm.func.
// expected-error@below {{'#tp.group<"tp", size = 2>' is left after lowering to the LLVM dialect: mlir-translate does not know its dialect}}
func.func @tp_attribute(%x: tensor<4xf32>) -> tensor<4xf32> attributes {group = #tp.group<"tp", size = 2>} {
  return %x : tensor<4xf32>
}
