// tp-aot-pipeline takes tensor-level tp IR to the LLVM dialect, which
// mlir-translate turns into LLVM IR: the bundled NextN example fused and
// unfused, from tpfuse-opt and from upstream mlir-opt with the plugin, and a
// statically shaped boundary whose result the runtime writes straight into
// the caller's buffer.
//
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm -tp-aot-pipeline \
// RUN:   | FileCheck %s --check-prefixes=LLVM,FUSED
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm -tp-aot-pipeline \
// RUN:   | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-aot-pipeline \
// RUN:   | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-aot-pipeline \
// RUN:   | FileCheck %s --check-prefixes=LLVM,UNFUSED
// RUN: mlir-opt --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   --pass-pipeline='builtin.module(tp-fuse-allreduce-norm,tp-aot-pipeline)' \
// RUN:   %examples/deepseek_v3_nextn_final_layer.mlir | FileCheck %s --check-prefixes=LLVM,FUSED
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm -tp-aot-pipeline \
// RUN:   | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=LLVMIR
// RUN: tpfuse-opt %s -tp-aot-pipeline | FileCheck %s --check-prefix=STATIC
// RUN: tpfuse-opt %s -tp-aot-pipeline | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=STATIC-LLVMIR
// RUN: tpfuse-opt %s -tp-aot-pipeline='stream-argument=true' | mlir-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=STREAM-LLVMIR

// Nothing but the LLVM dialect is left: no tp, tensor, memref, bufferization,
// linalg, scf, cf, arith or func op.
// ONLY-LLVM-NOT: {{^ *(%.* = )?"?(tp|tensor|memref|bufferization|linalg|scf|cf|arith|func)\.[a-z_]+}}
// Nor the tp attribute mlir-translate cannot parse: the module's
// #tp.parallel_config (tp-drop-parallel-config).
// ONLY-LLVM-NOT: tp.parallel_config

// LLVM-LABEL: llvm.func @nextn_final_layer(
// LLVM:         llvm.call @tpfuse_comm_world_size(
// LLVM:         llvm.call @tpfuse_check_size(
// FUSED:        %[[FUSED:.*]] = llvm.call @tpfuse_fused_all_reduce_rms_norm(
// FUSED:        llvm.icmp "eq" %[[FUSED]],
// FUSED:        llvm.call @tpfuse_all_reduce(
// FUSED:        llvm.call @tpfuse_rms_norm(
// UNFUSED-NOT:  tpfuse_fused_all_reduce_rms_norm
// UNFUSED:      llvm.call @tpfuse_all_reduce(
// UNFUSED:      llvm.call @tpfuse_rms_norm(
// The one copy: into the caller's buffer for the dynamically shaped result.
// LLVM:         "llvm.intr.memcpy"
// LLVM-NOT:     "llvm.intr.memcpy"
// LLVM-LABEL: llvm.func @_mlir_ciface_nextn_final_layer(

// The C interface: the communicator, the five inputs' descriptors, the
// output's descriptor; the status is the result.
// LLVMIR: define i32 @_mlir_ciface_nextn_final_layer(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5, ptr %6)
// LLVMIR: declare i32 @tpfuse_fused_all_reduce_rms_norm(ptr, ptr, ptr)

// A static result is the caller's buffer itself: the fused call writes into
// the out-parameter, and nothing is copied.
// STATIC-LABEL: llvm.func @static_boundary(
// STATIC-NOT:     "llvm.intr.memcpy"
// STATIC:         llvm.call @tpfuse_fused_all_reduce_rms_norm(
// STATIC-NOT:     "llvm.intr.memcpy"
// STATIC-LABEL: llvm.func @_mlir_ciface_static_boundary(
// STATIC-LLVMIR: define i32 @_mlir_ciface_static_boundary(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4)

// With stream-argument=true, the stream follows the communicator.
// STREAM-LLVMIR: define i32 @_mlir_ciface_static_boundary(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5)

#tp = #tp.group<"tp", size = 2>
!owed = !tp.partial<tensor<4x64xf32>, #tp>

func.func @static_boundary(%p: !owed, %residual: tensor<4x64xf32>, %w: tensor<64xf32>) -> tensor<4x64xf32> {
  %normed, %residual_out = tp.all_reduce_add_rms_norm %p, %residual, %w epsilon = 1.0e-6
      : (!owed, tensor<4x64xf32>, tensor<64xf32>) -> (tensor<4x64xf32>, tensor<4x64xf32>)
  return %normed : tensor<4x64xf32>
}
