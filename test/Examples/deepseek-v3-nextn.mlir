// The bundled examples parse, verify and survive canonicalization, in
// tpfuse-opt and in upstream mlir-opt with the plugin.
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -canonicalize -cse | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin %examples/deepseek_v3_nextn_final_layer.mlir | FileCheck %s
// RUN: not tpfuse-opt %examples/invalid/unreduced_final_norm.mlir 2>&1 | FileCheck %s --check-prefix=INVALID

// CHECK-LABEL: func.func @nextn_final_layer(
// CHECK:         %[[SHARED:.*]] = linalg.matmul
// CHECK:         %[[A:.*]] = tp.mark_partial %[[SHARED]]
// CHECK:         %[[B:.*]] = tp.mark_partial
// CHECK:         %[[SUM:.*]] = tp.partial_add %[[A]], %[[B]]
// CHECK:         %[[MOE:.*]] = tp.all_reduce %[[SUM]]
// CHECK:         %[[N:.*]], %{{.*}} = tp.add_rms_norm %[[MOE]]
// CHECK:         return %[[N]]

// INVALID: error: 'tp.add_rms_norm' op input still owes a sum over group #tp.group<"tp", size = 2>: reduce it or use the fused op tp.all_reduce_add_rms_norm
