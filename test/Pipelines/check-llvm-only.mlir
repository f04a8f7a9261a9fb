// RUN: not tpfuse-opt %s -split-input-file -tp-check-llvm-only 2>&1 | FileCheck %s
// RUN: tpfuse-opt %s -split-input-file -tp-check-llvm-only -verify-diagnostics -o /dev/null

// Only what mlir-translate takes may be left after tp-aot-pipeline; the
// first op of each kind left over is an error (and the pass fails: `not`
// above), the others counted.

// CHECK: error: 'shard.grid' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it
// expected-error@+1 {{'shard.grid' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it}}
shard.grid @mesh(shape = 2)
llvm.func @f() {
  llvm.return
}

// -----

// CHECK-DAG: error: 'func.func' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it (1 more like it)
// CHECK-DAG: error: 'func.return' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it (1 more like it)
// expected-error@+1 {{'func.func' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it (1 more like it)}}
func.func @g() {
  // expected-error@+1 {{'func.return' is left after lowering to the LLVM dialect: tp-aot-pipeline cannot compile it (1 more like it)}}
  return
}
func.func @h() {
  return
}

// -----

// Attributes and types of a dialect mlir-translate does not load, on ops it
// translates: a discardable tp attribute the pipeline carried along, an
// arith attribute upstream left on an llvm.fpext.
// CHECK: error: '#tp.group<"tp", size = 2>' is left after lowering to the LLVM dialect: mlir-translate does not know its dialect
// expected-error@+1 {{'#tp.group<"tp", size = 2>' is left after lowering to the LLVM dialect: mlir-translate does not know its dialect}}
llvm.func @tagged() attributes {group = #tp.group<"tp", size = 2>} {
  llvm.return
}
llvm.func @fpext(%x: f16) -> f32 {
  // CHECK: error: '#arith.fastmath<contract>' is left after lowering to the LLVM dialect
  // expected-error@+1 {{'#arith.fastmath<contract>' is left after lowering to the LLVM dialect}}
  %y = llvm.fpext %x {fastmath = #arith.fastmath<contract>} : f16 to f32
  // Nested in an array.
  // expected-error@+1 {{'#tp.group<"tp", size = 4>' is left after lowering}}
  %z = llvm.fadd %y, %y {tags = [1, #tp.group<"tp", size = 4>]} : f32
  llvm.return %z : f32
}

// -----

// A type LLVM IR has no counterpart for, which the LLVM dialect accepts and
// the translation crashes on.
// CHECK: error: type '!llvm.array<4 x index>' has no counterpart in LLVM IR: mlir-translate cannot translate it
// expected-error@+1 {{type '!llvm.array<4 x index>' has no counterpart in LLVM IR: mlir-translate cannot translate it}}
llvm.mlir.global private constant @weights(dense<1.0> : tensor<4xf32>) : !llvm.array<4 x index>
