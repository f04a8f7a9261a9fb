// examples/glm_layer.mlir, the last GLM-4.5-like MoE layer at TP=2: with
// scope=all its 3 boundaries are fused (the MoE one pays the shared and
// routed experts' debt through their tp.partial_add), with scope=final only
// model.norm's, and under pure EP none. Every result passes the ownership
// check, and every boundary gets its remark.

// RUN: tpfuse-opt %examples/glm_layer.mlir -tp-fuse-allreduce-norm='remarks=true' \
// RUN:   -tp-verify-ownership -o %t.all.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALL-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.all.mlir --check-prefix=ALL \
// RUN:   --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm

// RUN: tpfuse-opt %examples/glm_layer.mlir -tp-fuse-allreduce-norm='scope=final remarks=true' \
// RUN:   -tp-verify-ownership -o %t.final.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FINAL-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.final.mlir --check-prefix=FINAL

// Pure expert parallelism (ep = tp = 2): each rank holds whole experts, so
// the MoE output is no TP partial sum, and the gate refuses every boundary.
// RUN: sed 's/ep = 1,/ep = 2,/' %examples/glm_layer.mlir > %t.ep.mlir
// RUN: tpfuse-opt %t.ep.mlir -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership \
// RUN:   -o %t.ep.out.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EP-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.ep.out.mlir --check-prefix=EP \
// RUN:   --implicit-check-not=tp.all_reduce_add_rms_norm

// Upstream mlir-opt with the plugin: the generic form round-trips, and the
// same pipeline gives the same fused layer.
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin %examples/glm_layer.mlir \
// RUN:   --mlir-print-op-generic \
// RUN:   | mlir-opt --load-dialect-plugin=%tpfuse_plugin | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   %examples/glm_layer.mlir \
// RUN:   --pass-pipeline='builtin.module(tp-fuse-allreduce-norm,tp-verify-ownership)' \
// RUN:   | FileCheck %s --check-prefix=ALL \
// RUN:     --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm

// ALL-REMARKS-COUNT-2: remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (layer boundary)
// ALL-REMARKS:         remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)

// ALL-LABEL: func.func @glm4_moe_last_layer(
// ALL-SAME:    %[[PREV:[^:]*]]: !tp.partial<tensor<?x5120xbf16>, #{{.*}}>, %[[RES:[^:]*]]: tensor<?x5120xbf16>
// ALL:         %[[X:.*]], %[[RA:.*]] = tp.all_reduce_add_rms_norm %[[PREV]], %[[RES]], %model.layers.91.input_layernorm.weight
// The per-head q/k norms owe nothing and stay plain.
// ALL-COUNT-2: tp.rms_norm
// ALL:         %[[O:.*]] = linalg.matmul
// ALL:         %[[ATTN:.*]] = tp.mark_partial %[[O]]
// ALL:         %[[Y:.*]], %[[RM:.*]] = tp.all_reduce_add_rms_norm %[[ATTN]], %[[RA]], %model.layers.91.post_attention_layernorm.weight
// ALL:         %[[ROUTED:.*]] = tp.mark_partial
// ALL:         %[[SHARED:.*]] = tp.mark_partial
// ALL:         %[[MOE:.*]] = tp.partial_add %[[SHARED]], %[[ROUTED]]
// ALL:         %[[OUT:.*]], %{{.*}} = tp.all_reduce_add_rms_norm %[[MOE]], %[[RM]], %model.norm.weight
// ALL:         return %[[OUT]]

// FINAL-REMARKS-COUNT-2: remark: not fused: not the final boundary (scope=final)
// FINAL-REMARKS:         remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)

// FINAL-LABEL: func.func @glm4_moe_last_layer(
// FINAL-COUNT-2: tp.all_reduce %
// FINAL-NOT:     tp.all_reduce_add_rms_norm
// FINAL:         %[[MOE:.*]] = tp.partial_add
// FINAL:         tp.all_reduce_add_rms_norm %[[MOE]], %{{.*}}, %model.norm.weight
// FINAL-NOT:     tp.all_reduce

// EP-REMARKS-COUNT-3: remark: not fused: expert parallel size 2 (pure EP)

// EP-LABEL: func.func @glm4_moe_last_layer(
// EP-COUNT-3: tp.all_reduce %

// ROUNDTRIP-LABEL: func.func @glm4_moe_last_layer(
// ROUNDTRIP:         tp.all_reduce %
// ROUNDTRIP:         tp.add_rms_norm %{{.*}}, %{{.*}}, %model.layers.91.input_layernorm.weight
// ROUNDTRIP:         tp.all_reduce %
// ROUNDTRIP:         tp.add_rms_norm %{{.*}}, %{{.*}}, %model.layers.91.post_attention_layernorm.weight
// ROUNDTRIP:         call @fused_experts(
// ROUNDTRIP:         tp.partial_add
// ROUNDTRIP:         tp.all_reduce %
// ROUNDTRIP:         tp.add_rms_norm %{{.*}}, %{{.*}}, %model.norm.weight
