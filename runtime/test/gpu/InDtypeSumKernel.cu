//===- InDtypeSumKernel.cu - cuda/InDtypeSum.cuh on rows, for a test ------===//

#include "InDtypeSumDeviceTest.h"

#include "cuda/InDtypeSum.cuh"

using namespace tpfuse::runtime::cuda;

namespace {

/// Row r is h[offsets[r], offsets[r + 1]); sums[r] gets its sum.
/// Launched with up to 1024 threads, as the norm kernels are.
template <typename T>
__global__ void __launch_bounds__(1024)
    sumRows(const float *h, const int64_t *offsets, float *sums) {
  const int64_t begin = offsets[blockIdx.x];
  const int64_t hidden = offsets[blockIdx.x + 1] - begin;
  const float sum = inDtypeSumOfSquares<T>(hidden, [&](int64_t j) {
    const float value = h[begin + j];
    return roundTo<T>(__fmul_rn(value, value));
  });
  // Every thread has the sum: any may store it.
  if (threadIdx.x == blockDim.x - 1)
    sums[blockIdx.x] = sum;
}

} // namespace

cudaError_t tpfuse::gputest::sumInDtypeRows(tpfuse_dtype dtype, const float *h,
                                            const int64_t *offsets, float *sums,
                                            int rows, int threads) {
  if (dtype == TPFUSE_DTYPE_F16)
    sumRows<__half><<<rows, threads>>>(h, offsets, sums);
  else
    sumRows<__nv_bfloat16><<<rows, threads>>>(h, offsets, sums);
  return cudaGetLastError();
}
