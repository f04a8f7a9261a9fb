// examples/llama_decoder_stack.mlir, 4 Llama layers at TP=2: with scope=all
// the 8 boundaries are fused and the residual stream runs through the fused
// ops; with scope=final only model.norm's; under TP=1 none. Every result
// passes the ownership check, and every boundary gets its remark.

// RUN: tpfuse-opt %examples/llama_decoder_stack.mlir -tp-fuse-allreduce-norm='remarks=true' \
// RUN:   -tp-verify-ownership -o %t.all.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALL-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.all.mlir --check-prefix=ALL \
// RUN:   --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm

// RUN: tpfuse-opt %examples/llama_decoder_stack.mlir -tp-fuse-allreduce-norm='scope=final remarks=true' \
// RUN:   -tp-verify-ownership -o %t.final.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FINAL-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.final.mlir --check-prefix=FINAL

// The gate refuses a TP=1 configuration, at every boundary.
// RUN: sed 's/group = #tp,/group = #tp.group<"tp", size = 1>,/' %examples/llama_decoder_stack.mlir \
// RUN:   > %t.tp1.mlir
// RUN: tpfuse-opt %t.tp1.mlir -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership \
// RUN:   -o %t.tp1.out.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TP1-REMARKS --implicit-check-not='remark:'
// RUN: FileCheck %s --input-file=%t.tp1.out.mlir --check-prefix=TP1 \
// RUN:   --implicit-check-not=tp.all_reduce_add_rms_norm

// Upstream mlir-opt with the plugin: the generic form round-trips, and the
// same pipeline gives the same fused stack.
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin %examples/llama_decoder_stack.mlir \
// RUN:   --mlir-print-op-generic \
// RUN:   | mlir-opt --load-dialect-plugin=%tpfuse_plugin | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   %examples/llama_decoder_stack.mlir \
// RUN:   --pass-pipeline='builtin.module(tp-fuse-allreduce-norm,tp-verify-ownership)' \
// RUN:   | FileCheck %s --check-prefix=ALL \
// RUN:     --implicit-check-not='tp.all_reduce ' --implicit-check-not=tp.add_rms_norm

// ALL-REMARKS-COUNT-7: remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (layer boundary)
// ALL-REMARKS:         remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)

// Each boundary takes the owed output of its layer, the residual stream from
// the boundary before, and the weight of the norm that ends it.
// ALL-LABEL: func.func @llama_decoder_stack(
// ALL-SAME:    %[[EMB:[^:]*]]: tensor<?x4096xbf16>
// ALL:         %[[X0:.*]] = tp.rms_norm %[[EMB]], %model.layers.0.input_layernorm.weight
// ALL:         %[[A0:.*]] = call @self_attention(%[[X0]],
// ALL:         %[[H0:.*]], %[[R0:.*]] = tp.all_reduce_add_rms_norm %[[A0]], %[[EMB]], %model.layers.0.post_attention_layernorm.weight
// ALL:         %[[M0:.*]] = call @mlp(%[[H0]],
// ALL:         %[[X1:.*]], %[[R1:.*]] = tp.all_reduce_add_rms_norm %[[M0]], %[[R0]], %model.layers.1.input_layernorm.weight
// ALL:         %[[A1:.*]] = call @self_attention(%[[X1]],
// ALL:         %[[H1:.*]], %[[R1A:.*]] = tp.all_reduce_add_rms_norm %[[A1]], %[[R1]], %model.layers.1.post_attention_layernorm.weight
// ALL:         %[[M1:.*]] = call @mlp(%[[H1]],
// ALL:         %[[X2:.*]], %[[R2:.*]] = tp.all_reduce_add_rms_norm %[[M1]], %[[R1A]], %model.layers.2.input_layernorm.weight
// ALL:         %[[A2:.*]] = call @self_attention(%[[X2]],
// ALL:         %[[H2:.*]], %[[R2A:.*]] = tp.all_reduce_add_rms_norm %[[A2]], %[[R2]], %model.layers.2.post_attention_layernorm.weight
// ALL:         %[[M2:.*]] = call @mlp(%[[H2]],
// ALL:         %[[X3:.*]], %[[R3:.*]] = tp.all_reduce_add_rms_norm %[[M2]], %[[R2A]], %model.layers.3.input_layernorm.weight
// ALL:         %[[A3:.*]] = call @self_attention(%[[X3]],
// ALL:         %[[H3:.*]], %[[R3A:.*]] = tp.all_reduce_add_rms_norm %[[A3]], %[[R3]], %model.layers.3.post_attention_layernorm.weight
// ALL:         %[[M3:.*]] = call @mlp(%[[H3]],
// ALL:         %[[OUT:.*]], %{{.*}} = tp.all_reduce_add_rms_norm %[[M3]], %[[R3A]], %model.norm.weight
// ALL:         return %[[OUT]]
// ALL-LABEL: func.func private @self_attention(
// ALL:         tp.mark_partial
// ALL-LABEL: func.func private @mlp(
// ALL:         tp.mark_partial

// FINAL-REMARKS-COUNT-7: remark: not fused: not the final boundary (scope=final)
// FINAL-REMARKS:         remark: fused: the sum over #tp.group<"tp", size = 2> is paid inside the norm (final boundary)

// FINAL-LABEL: func.func @llama_decoder_stack(
// FINAL-COUNT-7: tp.all_reduce %
// FINAL-NOT:     tp.all_reduce_add_rms_norm
// FINAL:         tp.all_reduce_add_rms_norm %{{.*}}, %{{.*}}, %model.norm.weight
// FINAL-NOT:     tp.all_reduce

// TP1-REMARKS-COUNT-8: remark: not fused: TP size 1

// TP1-LABEL: func.func @llama_decoder_stack(
// TP1-COUNT-8: tp.all_reduce %

// ROUNDTRIP-LABEL: func.func @llama_decoder_stack(
// ROUNDTRIP-COUNT-8: tp.all_reduce %
// ROUNDTRIP:         tp.add_rms_norm %{{.*}}, %{{.*}}, %model.norm.weight
// ROUNDTRIP-LABEL: func.func private @self_attention(
// ROUNDTRIP:         linalg.softmax dimension(3)
// ROUNDTRIP:         tp.mark_partial
// ROUNDTRIP-LABEL: func.func private @mlp(
// ROUNDTRIP:         math.exp
// ROUNDTRIP:         tp.mark_partial
