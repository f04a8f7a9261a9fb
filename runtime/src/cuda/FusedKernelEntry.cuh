//===- FusedKernelEntry.cuh - The fused kernels' entries -------*- CUDA -*-===//
//
// A fused kernel (one-shot, two-shot) is a Body with a device function
//   template <typename T, int W, NormMode Mode, bool Quantizes>
//   static void run(const FusedNormParams &p);
// and two kernel templates here call it: the unquantized instances under
// __launch_bounds__(kMaxThreadsPerRow), the quantizing ones under
// __maxnreg__ (with __launch_bounds__ ptxas held them to 32 registers and
// spilled ~700 bytes; kMaxThreadsPerRow threads may use 64). FusedKernels
// lists both for KernelTable (FusedKernelGrid, Kernels.h).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDKERNELENTRY_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDKERNELENTRY_CUH

#include "KernelTable.cuh"
#include "Kernels.h"

namespace tpfuse::runtime::cuda {

template <typename Body, typename T, int W, NormMode Mode>
__global__ void __launch_bounds__(kMaxThreadsPerRow)
    fusedNormKernel(const __grid_constant__ FusedNormParams p) {
  Body::template run<T, W, Mode, /*Quantizes=*/false>(p);
}

template <typename Body, typename T, int W, NormMode Mode>
__global__ void __maxnreg__(kMaxRegistersPerThread)
    quantizingFusedNormKernel(const __grid_constant__ FusedNormParams p) {
  Body::template run<T, W, Mode, /*Quantizes=*/true>(p);
}

template <typename Body> struct FusedKernels {
  template <tpfuse_dtype Dtype, int W, NormMode Mode, bool Quantizes>
  static const void *kernel() {
    if constexpr (Quantizes)
      return reinterpret_cast<const void *>(
          &quantizingFusedNormKernel<Body, ElementOf<Dtype>, W, Mode>);
    else
      return reinterpret_cast<const void *>(
          &fusedNormKernel<Body, ElementOf<Dtype>, W, Mode>);
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDKERNELENTRY_CUH
