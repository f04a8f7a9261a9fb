//===- FusedKernelTable.cuh - Kernel instances by dtype, ranks -*- CUDA -*-===//
//
// The fused kernels are templates over the element type, the world size and
// the norm mode (Kernels.h); the backend picks an instance at run time.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDKERNELTABLE_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDKERNELTABLE_CUH

#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <type_traits>

namespace tpfuse::runtime::cuda {

/// The instance of a fused kernel family for `dtype`, `worldSize` (2, 4 or
/// 8) and `mode`, as the launch API takes it; null for any other world
/// size or dtype, and for kNormInDtype in f32 (not instantiated).
/// `Family::template kernel<T, W, Mode>()` names an instance.
template <typename Family>
const void *fusedKernelFor(tpfuse_dtype dtype, int worldSize, NormMode mode) {
  auto forMode = [mode](auto element, auto worldSizeConstant) -> const void * {
    using T = decltype(element);
    constexpr int W = decltype(worldSizeConstant)::value;
    switch (mode) {
    case kNormDefault:
      return Family::template kernel<T, W, kNormDefault>();
    case kNormVariant:
      return Family::template kernel<T, W, kNormVariant>();
    case kNormInDtype:
      if constexpr (std::is_same_v<T, float>)
        return nullptr;
      else
        return Family::template kernel<T, W, kNormInDtype>();
    }
    return nullptr;
  };
  auto forWorldSize = [worldSize, &forMode](auto element) -> const void * {
    switch (worldSize) {
    case 2:
      return forMode(element, std::integral_constant<int, 2>{});
    case 4:
      return forMode(element, std::integral_constant<int, 4>{});
    case 8:
      return forMode(element, std::integral_constant<int, 8>{});
    }
    return nullptr;
  };
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return forWorldSize(__nv_bfloat16{});
  case TPFUSE_DTYPE_F16:
    return forWorldSize(__half{});
  case TPFUSE_DTYPE_F32:
    return forWorldSize(float{});
  }
  return nullptr;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDKERNELTABLE_CUH
