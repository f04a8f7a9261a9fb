//===- ModelGraphKernels.cu - Kernels of another library, for graphs ------===//

#include "ModelGraphKernels.h"

#include <cuda_bf16.h>

namespace tpfuse::gputest {
namespace {

__global__ void silu(const __nv_bfloat16 *in, __nv_bfloat16 *out,
                     int64_t count) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x) {
    const float y = __bfloat162float(in[i]);
    out[i] = __float2bfloat16_rn(y / (1.0f + expf(-y)));
  }
}

} // namespace

cudaError_t launchSilu(const uint16_t *in, uint16_t *out, int64_t count,
                       cudaStream_t stream) {
  constexpr int kThreads = 256;
  const int64_t blocks = (count + kThreads - 1) / kThreads;
  silu<<<unsigned(blocks < 1024 ? (blocks < 1 ? 1 : blocks) : 1024), kThreads,
         0, stream>>>(reinterpret_cast<const __nv_bfloat16 *>(in),
                      reinterpret_cast<__nv_bfloat16 *>(out), count);
  return cudaGetLastError();
}

} // namespace tpfuse::gputest
