//===- InDtypeSumKernel.cu - The in-dtype sums on rows, for a test --------===//

#include "InDtypeSumDeviceTest.h"

#include "cuda/InDtypeChain.cuh"
#include "cuda/InDtypeSum.cuh"

using namespace tpfuse::runtime::cuda;

namespace {

/// The bits of h, a value of T, as T stores it.
template <typename T> __device__ uint32_t rawBits(float h) {
  if constexpr (std::is_same_v<T, __half>)
    return __half_as_ushort(__float2half_rn(h));
  else
    return __bfloat16_as_ushort(__float2bfloat16_rn(h));
}

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

/// The same rows by InDtypeChain.cuh, a thread a row: two elements at a
/// time as the chaining norm takes them from a pack, the odd last alone.
template <typename T>
__global__ void chainRows(const float *h, const int64_t *offsets, float *sums,
                          int rows) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  using Chain = InDtypeChain<T>;
  const int64_t begin = offsets[row], end = offsets[row + 1];
  uint16_t accumulated = 0;
  int64_t j = begin;
  for (; j + 1 < end; j += 2) {
    const uint32_t low = rawBits<T>(h[j]), high = rawBits<T>(h[j + 1]);
    accumulated = Chain::word(accumulated, low | high << 16);
  }
  if (j < end)
    accumulated = Chain::element(accumulated, h[j]);
  sums[row] = Chain::value(accumulated);
}

} // namespace

cudaError_t tpfuse::gputest::chainInDtypeRows(tpfuse_dtype dtype,
                                              const float *h,
                                              const int64_t *offsets,
                                              float *sums, int rows) {
  const int threads = 128, blocks = (rows + threads - 1) / threads;
  if (dtype == TPFUSE_DTYPE_F16)
    chainRows<__half><<<blocks, threads>>>(h, offsets, sums, rows);
  else
    chainRows<__nv_bfloat16><<<blocks, threads>>>(h, offsets, sums, rows);
  return cudaGetLastError();
}

cudaError_t tpfuse::gputest::sumInDtypeRows(tpfuse_dtype dtype, const float *h,
                                            const int64_t *offsets, float *sums,
                                            int rows, int threads) {
  if (dtype == TPFUSE_DTYPE_F16)
    sumRows<__half><<<rows, threads>>>(h, offsets, sums);
  else
    sumRows<__nv_bfloat16><<<rows, threads>>>(h, offsets, sums);
  return cudaGetLastError();
}
