//===- FusedKernelTable.cuh - Kernel instances by dtype, ranks -*- CUDA -*-===//
//
// The fused kernels are templates over the element type and the world size;
// the backend picks an instance at run time.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDKERNELTABLE_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDKERNELTABLE_CUH

#include "tpfuse/runtime.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

namespace tpfuse::runtime::cuda {

/// The instance of a fused kernel family for `dtype` and `worldSize` (2, 4
/// or 8), as the launch API takes it; null for any other world size or
/// dtype. `Family::template kernel<T, W>()` names an instance.
template <typename Family>
const void *fusedKernelFor(tpfuse_dtype dtype, int worldSize) {
  auto forWorldSize = [worldSize](auto element) -> const void * {
    using T = decltype(element);
    switch (worldSize) {
    case 2:
      return Family::template kernel<T, 2>();
    case 4:
      return Family::template kernel<T, 4>();
    case 8:
      return Family::template kernel<T, 8>();
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
