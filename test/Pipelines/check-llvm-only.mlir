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
