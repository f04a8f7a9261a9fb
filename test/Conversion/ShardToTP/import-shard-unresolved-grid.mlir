// The verifier rejects a grid symbol that resolves to nothing; the pass must
// still not crash when it runs on such IR without verification.
// RUN: tpfuse-opt %s --mlir-very-unsafe-disable-verifier-on-parsing -verify-each=false -tp-import-shard=remarks=true -verify-diagnostics | FileCheck %s

// CHECK-LABEL: "func.func"
// CHECK-SAME:    sym_name = "negative_unresolved_grid"
// CHECK-NOT:     tp.mark_partial
// CHECK:         "shard.all_reduce"
func.func @negative_unresolved_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: grid @missing cannot be resolved}}
  %s = shard.all_reduce %x on @missing grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}
