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
