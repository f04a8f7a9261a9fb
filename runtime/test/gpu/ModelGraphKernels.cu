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

__global__ void plainMatmul(const __nv_bfloat16 *a, const __nv_bfloat16 *w,
                            __nv_bfloat16 *c, int64_t tokens, int64_t width) {
  const int64_t index = blockIdx.x * int64_t(blockDim.x) + threadIdx.x;
  if (index >= tokens * width)
    return;
  const int64_t token = index / width, row = index % width;
  float sum = 0.0f;
  for (int64_t i = 0; i < width; ++i)
    sum += __bfloat162float(a[token * width + i]) *
           __bfloat162float(w[row * width + i]);
  c[index] = __float2bfloat16_rn(sum);
}

} // namespace

cudaError_t launchPlainMatmul(const uint16_t *a, const uint16_t *w, uint16_t *c,
                              int64_t tokens, int64_t width,
                              cudaStream_t stream) {
  constexpr int kThreads = 256;
  plainMatmul<<<unsigned((tokens * width + kThreads - 1) / kThreads), kThreads,
                0, stream>>>(reinterpret_cast<const __nv_bfloat16 *>(a),
                             reinterpret_cast<const __nv_bfloat16 *>(w),
                             reinterpret_cast<__nv_bfloat16 *>(c), tokens,
                             width);
  return cudaGetLastError();
}

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
