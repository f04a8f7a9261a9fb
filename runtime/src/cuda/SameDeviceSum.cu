//===- SameDeviceSum.cu - The all-reduce of ranks on one GPU --------------===//
//
// The explicit all-reduce of the same-device test mode (SameDeviceGroup.h):
// one kernel, launched by rank 0 for the whole group once every rank's
// input is ready, reads element i of every rank's input, sums them in fp32
// in rank order (as the fused kernels do), rounds once to the dtype and
// writes the sum to element i of every rank's output. An element is read
// from every input before any output gets it, by the same thread, so
// out == in is safe.
//
//===----------------------------------------------------------------------===//

#include "DeviceVector.cuh"
#include "KernelTable.cuh"

#include <algorithm>

namespace tpfuse::runtime::cuda {
namespace {

template <typename T>
__global__ void __launch_bounds__(256)
    sumAcrossRanks(const __grid_constant__ SameDeviceSumParams p) {
  for (int64_t i = int64_t(blockIdx.x) * blockDim.x + threadIdx.x; i < p.count;
       i += int64_t(gridDim.x) * blockDim.x) {
    float sum = toFloat(static_cast<const T *>(p.inputs[0])[i]);
    for (int rank = 1; rank < p.worldSize; ++rank)
      sum += toFloat(static_cast<const T *>(p.inputs[rank])[i]);
    const T value = fromFloat<T>(sum);
    for (int rank = 0; rank < p.worldSize; ++rank)
      static_cast<T *>(p.outputs[rank])[i] = value;
  }
}

/// The kernel's instances, for KernelTable (SameDeviceSumGrid, Kernels.h).
struct SumAcrossRanks {
  template <tpfuse_dtype Dtype> static const void *kernel() {
    return reinterpret_cast<const void *>(&sumAcrossRanks<ElementOf<Dtype>>);
  }
};

} // namespace

cudaError_t launchSameDeviceSum(const SameDeviceSumParams &params,
                                tpfuse_dtype dtype, int maxBlocks,
                                cudaStream_t stream) {
  constexpr int kThreads = 256;
  const int blocks = int(std::max<int64_t>(
      1,
      std::min<int64_t>((params.count + kThreads - 1) / kThreads, maxBlocks)));
  // As a <<<>>> launch: a launch error is also the last error, returned
  // (and cleared) below.
  void *arguments[] = {const_cast<SameDeviceSumParams *>(&params)};
  if (const void *kernel =
          KernelTable<SumAcrossRanks, SameDeviceSumGrid>::find({dtype}))
    cudaLaunchKernel(kernel, dim3(blocks), dim3(kThreads), arguments, 0,
                     stream);
  return cudaGetLastError();
}

} // namespace tpfuse::runtime::cuda
