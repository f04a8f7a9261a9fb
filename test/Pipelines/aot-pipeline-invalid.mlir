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

// A shard grid left behind once tp-import-shard has imported its all-reduce
// (the function's own code no longer names it): no conversion lowers it, and
// the pipeline says so rather than hand mlir-translate a module it rejects.
// expected-error@+1 {{'shard.grid' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it}}
shard.grid @mesh(shape = 2)
func.func @shard_left(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %y = arith.addf %x, %x : tensor<8x16xf32>
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
