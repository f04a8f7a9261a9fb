// The bundled examples parse and verify in tpfuse-opt and in upstream
// mlir-opt with the plugin, the NextN final boundary is fused under its pure-TP
// configuration and refused under others, and the invalid examples fail.
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -canonicalize -cse | FileCheck %s
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin %examples/deepseek_v3_nextn_final_layer.mlir | FileCheck %s
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir \
// RUN:   -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   --pass-pipeline='builtin.module(tp-fuse-allreduce-norm{remarks=true},tp-verify-ownership)' \
// RUN:   %examples/deepseek_v3_nextn_final_layer.mlir 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: sed 's/ep = 1/ep = 2/' %examples/deepseek_v3_nextn_final_layer.mlir \
// RUN:   | tpfuse-opt -tp-fuse-allreduce-norm='remarks=true' 2>&1 | FileCheck %s --check-prefix=PURE-EP
// RUN: not tpfuse-opt %examples/invalid/unreduced_final_norm.mlir 2>&1 | FileCheck %s --check-prefix=UNREDUCED
// RUN: not tpfuse-opt %examples/invalid/paid_twice.mlir -tp-verify-ownership 2>&1 | FileCheck %s --check-prefix=TWICE

// CHECK-LABEL: func.func @nextn_final_layer(
// CHECK:         %[[SHARED:.*]] = linalg.matmul
// CHECK:         %[[A:.*]] = tp.mark_partial %[[SHARED]]
// CHECK:         %[[B:.*]] = tp.mark_partial
// CHECK:         %[[SUM:.*]] = tp.partial_add %[[A]], %[[B]]
// CHECK:         %[[MOE:.*]] = tp.all_reduce %[[SUM]]
// CHECK:         %[[N:.*]], %{{.*}} = tp.add_rms_norm %[[MOE]]
// CHECK:         return %[[N]]

// FUSED: remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)
// FUSED-LABEL: func.func @nextn_final_layer(
// FUSED:         %[[SUM:.*]] = tp.partial_add
// FUSED-NOT:     tp.all_reduce %
// FUSED:         %[[N:.*]], %{{.*}} = tp.all_reduce_add_rms_norm %[[SUM]]
// FUSED:         return %[[N]]

// PURE-EP: remark: not fused: expert parallel size 2 (pure EP)
// PURE-EP-NOT: tp.all_reduce_add_rms_norm

// UNREDUCED: error: 'tp.add_rms_norm' op input still owes a sum over group #tp.group<"tp", size = 2>: reduce it or use the fused op tp.all_reduce_add_rms_norm
// TWICE: error: the sum owed over #tp.group<"tp", size = 2> is paid 2 times on one path
