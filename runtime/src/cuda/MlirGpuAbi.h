//===- MlirGpuAbi.h - MLIR's GPU runtime ABI for compiled code --*- C++ -*-===//
//
// The host-side functions that MLIR's gpu-to-llvm lowering (LLVM 22) calls,
// with the types of the declarations it emits (in the comments, as LLVM IR):
// upstream implements them in libmlir_cuda_runtime
// (mlir/lib/ExecutionEngine/CudaRuntimeWrappers.cpp). This is the subset
// that code compiled by tp-aot-pipeline can emit, without cluster launches,
// sparse or TMA functions. docs/runtime-cuda.md says how it differs from
// upstream's. None returns a status: failures are kept by DeviceCodeError.h.
// Modules, functions, streams and events are opaque pointers, as in the IR.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_MLIRGPUABI_H
#define TPFUSE_RUNTIME_CUDA_MLIRGPUABI_H

#include "tpfuse/runtime.h"

#include <cstdint>

extern "C" {

/// ptr (ptr, i64): a cubin or fatbin image; the size is not needed.
TPFUSE_API void *mgpuModuleLoad(void *data, uint64_t gpuBlobSize);
/// ptr (ptr, i32): NUL-terminated PTX, JIT-compiled at `optLevel` (0-4).
TPFUSE_API void *mgpuModuleLoadJIT(void *data, int32_t optLevel);
/// void (ptr)
TPFUSE_API void mgpuModuleUnload(void *module);
/// ptr (ptr, ptr)
TPFUSE_API void *mgpuModuleGetFunction(void *module, const char *name);
/// void (ptr, i64 x 6, i32, ptr, ptr, ptr, i64)
TPFUSE_API void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                                 intptr_t gridZ, intptr_t blockX,
                                 intptr_t blockY, intptr_t blockZ,
                                 int32_t sharedMemoryBytes, void *stream,
                                 void **params, void **extra,
                                 uint64_t paramsCount);

/// ptr ()
TPFUSE_API void *mgpuStreamCreate(void);
/// void (ptr)
TPFUSE_API void mgpuStreamDestroy(void *stream);
/// void (ptr)
TPFUSE_API void mgpuStreamSynchronize(void *stream);
/// void (ptr, ptr)
TPFUSE_API void mgpuStreamWaitEvent(void *stream, void *event);
/// ptr ()
TPFUSE_API void *mgpuEventCreate(void);
/// void (ptr)
TPFUSE_API void mgpuEventDestroy(void *event);
/// void (ptr)
TPFUSE_API void mgpuEventSynchronize(void *event);
/// void (ptr, ptr)
TPFUSE_API void mgpuEventRecord(void *event, void *stream);

/// ptr (i64, ptr, i8)
TPFUSE_API void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                              bool isHostShared);
/// void (ptr, ptr)
TPFUSE_API void mgpuMemFree(void *pointer, void *stream);
/// void (ptr, ptr, i64, ptr)
TPFUSE_API void mgpuMemcpy(void *destination, void *source, uint64_t sizeBytes,
                           void *stream);
/// void (ptr, i32, i64, ptr): `count` 32-bit words.
TPFUSE_API void mgpuMemset32(void *destination, uint32_t value, uint64_t count,
                             void *stream);
/// void (ptr, i16, i64, ptr): `count` 16-bit words.
TPFUSE_API void mgpuMemset16(void *destination, uint16_t value, uint64_t count,
                             void *stream);
/// void (i32)
TPFUSE_API void mgpuSetDefaultDevice(int32_t device);

} // extern "C"

#endif // TPFUSE_RUNTIME_CUDA_MLIRGPUABI_H
