// tp-aot-pipeline{target=cuda}: the NextN example with its buffers on the
// device. The matmul is cuBLAS's (tpfuse_matmul), the partial_add a generated
// kernel embedded as PTX, the temporaries stream-ordered allocations, and
// every runtime call, launch, copy and free runs on the stream argument:
// nothing on the host waits for it, so a call can be captured in a graph.
//
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm \
// RUN:   -tp-aot-pipeline='target=cuda' | FileCheck %s
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm \
// RUN:   -tp-aot-pipeline='target=cuda' | FileCheck %s --check-prefix=ONLY-LLVM
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm \
// RUN:   -tp-aot-pipeline='target=cuda gpu-chip=sm_80 gpu-features=+ptx70 gpu-block-size=128' \
// RUN:   | FileCheck %s --check-prefix=OPTIONS
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm \
// RUN:   -tp-aot-pipeline='target=cuda' | mlir-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=LLVMIR
// RUN: tpfuse-opt %examples/deepseek_v3_nextn_final_layer.mlir -tp-fuse-allreduce-norm \
// RUN:   -tp-aot-pipeline='target=cuda gpu-block-size=128' | mlir-translate --mlir-to-llvmir \
// RUN:   | FileCheck %s --check-prefix=BLOCK128
// Without the CUDA toolkit, math.exp (the decoder stack's SiLU) would become
// an unresolved call that fails only when the program loads its kernels.
// RUN: env -u CUDA_HOME -u CUDA_ROOT -u CUDA_PATH not tpfuse-opt %S/../e2e/decoder_stack.mlir \
// RUN:   -tp-aot-pipeline='target=cuda' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-LIBDEVICE
// NO-LIBDEVICE: error: tp-check-gpu-binaries: the kernels of @decoder_stack_kernel call __nv_expf, which nothing defines

// ONLY-LLVM-NOT: {{^ *(%.* = )?"?(tp|tensor|memref|bufferization|linalg|scf|cf|arith|func)\.[a-z_]+}}
// ONLY-LLVM-NOT: tp.parallel_config

// CHECK-LABEL: llvm.func @nextn_final_layer(
// CHECK-SAME:      %[[COMM:[^:]*]]: !llvm.ptr, %[[STREAM:[^:]*]]: !llvm.ptr {tp.stream},
// CHECK:         llvm.call @tpfuse_comm_world_size(%[[COMM]],
// The matmul's result, on the device.
// CHECK:         llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %{{.*}}) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// bf16 (0) in and out, B as [K, N].
// CHECK:         llvm.call @tpfuse_matmul(%[[COMM]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// The partial_add, on the stream.
// CHECK:         gpu.launch_func <%[[STREAM]] : !llvm.ptr> @nextn_final_layer_kernel::@nextn_final_layer_kernel
// CHECK:         llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %{{.*}})
// CHECK:         llvm.call @tpfuse_fused_all_reduce_rms_norm(%[[COMM]], {{.*}}, %[[STREAM]])
// CHECK:         llvm.call @tpfuse_all_reduce(%[[COMM]], {{.*}}, %[[STREAM]])
// CHECK:         llvm.call @tpfuse_rms_norm(%[[COMM]], {{.*}}, %[[STREAM]])
// CHECK:         llvm.call @tpfuse_take_device_code_error()
// The dynamically shaped result into the caller's buffer, then the frees.
// CHECK:         llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// CHECK:         llvm.call @mgpuMemFree(%{{.*}}, %[[STREAM]])
// CHECK:         llvm.call @mgpuMemFree(%{{.*}}, %[[STREAM]])
// Nothing waits for the stream.
// CHECK-NOT:     mgpuStream
// CHECK-LABEL: llvm.func @_mlir_ciface_nextn_final_layer(
// CHECK:       gpu.binary @nextn_final_layer_kernel [#gpu.object<#nvvm.target<chip = "sm_90a", features = "+ptx80">, {{.*}}assembly = "{{.*}}.target sm_90a

// OPTIONS: gpu.binary @nextn_final_layer_kernel [#gpu.object<#nvvm.target<chip = "sm_80", features = "+ptx70">, {{.*}}.target sm_80

// The kernels are loaded once, when the program starts (the runtime loads
// them for every device); each launch looks its kernel up.
// LLVMIR:      @llvm.global_ctors = appending global {{.*}} @nextn_final_layer_kernel_load
// LLVMIR:      define i32 @nextn_final_layer(ptr %0, ptr %1,
// A block of 256 threads per row of 7168 / 256 = 28 column tiles.
// LLVMIR:      %[[KERNEL:.*]] = call ptr @mgpuModuleGetFunction(
// LLVMIR-NEXT: call void @mgpuLaunchKernel(ptr %[[KERNEL]], i64 %{{.*}}, i64 28, i64 1, i64 1, i64 256, i64 1, i32 0, ptr %1,
// BLOCK128:    call void @mgpuLaunchKernel(ptr %{{.*}}, i64 %{{.*}}, i64 56, i64 1, i64 1, i64 128, i64 1, i32 0, ptr %1,
// LLVMIR:      define i32 @_mlir_ciface_nextn_final_layer(
// LLVMIR:      define internal void @nextn_final_layer_kernel_load()
// LLVMIR:      call ptr @mgpuModuleLoadJIT(
