//===- GpuMemcpy.h - What one gpu.memcpy can copy ---------------*- C++ -*-===//
//
// On the CUDA target tp-place-on-device makes every memref.copy a
// gpu.memcpy, which copies one contiguous range; tp-strided-copies-to-linalg
// turns the copies it could not make into kernels first. Both ask this.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_PASSES_PIPELINES_GPUMEMCPY_H
#define TPFUSE_PASSES_PIPELINES_GPUMEMCPY_H

#include "mlir/IR/BuiltinTypes.h"

namespace tpfuse {

/// Whether a buffer of `type` is one contiguous range: a ranked memref with
/// the identity layout.
inline bool isOneContiguousRange(mlir::Type type) {
  auto memref = mlir::dyn_cast<mlir::MemRefType>(type);
  return memref && memref.getLayout().isIdentity();
}

} // namespace tpfuse

#endif // TPFUSE_PASSES_PIPELINES_GPUMEMCPY_H
