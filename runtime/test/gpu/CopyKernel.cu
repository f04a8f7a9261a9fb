//===- CopyKernel.cu - A streaming copy, the benchmarks' bandwidth bar ----===//

#include "CopyKernel.h"

namespace tpfuse::gputest {
namespace {

constexpr int kThreads = 512;
constexpr int kInFlight = 4;

__global__ void __launch_bounds__(kThreads)
    streamingCopy(uint4 *__restrict__ to, const uint4 *__restrict__ from,
                  int64_t vectors) {
  const int64_t stride = int64_t(gridDim.x) * kThreads;
  int64_t i = int64_t(blockIdx.x) * kThreads + threadIdx.x;
  // Four loads issued before the first store.
  for (; i + (kInFlight - 1) * stride < vectors; i += kInFlight * stride) {
    uint4 values[kInFlight];
#pragma unroll
    for (int k = 0; k < kInFlight; ++k)
      values[k] = from[i + k * stride];
#pragma unroll
    for (int k = 0; k < kInFlight; ++k)
      to[i + k * stride] = values[k];
  }
  for (; i < vectors; i += stride)
    to[i] = from[i];
}

} // namespace

cudaError_t launchStreamingCopy(void *to, const void *from, int64_t bytes,
                                cudaStream_t stream) {
  int device = 0, multiprocessors = 0, perMultiprocessor = 0;
  cudaError_t status = cudaGetDevice(&device);
  if (status == cudaSuccess)
    status = cudaDeviceGetAttribute(&multiprocessors,
                                    cudaDevAttrMultiProcessorCount, device);
  if (status == cudaSuccess)
    status = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &perMultiprocessor, streamingCopy, kThreads, 0);
  if (status != cudaSuccess)
    return status;
  streamingCopy<<<unsigned(multiprocessors * perMultiprocessor), kThreads, 0,
                  stream>>>(static_cast<uint4 *>(to),
                            static_cast<const uint4 *>(from), bytes / 16);
  return cudaGetLastError();
}

} // namespace tpfuse::gputest
