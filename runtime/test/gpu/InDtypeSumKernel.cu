//===- InDtypeSumKernel.cu - The in-dtype sums on rows, for a test --------===//

#include "InDtypeSumDeviceTest.h"

#include "cuda/InDtypeChain.cuh"
#include "cuda/InDtypeChainPipeline.cuh"
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

/// The squares of pack `pack` of a row of `hidden` values from h, as the
/// chaining norm stages them (+0 past the row's end, which moves nothing).
template <typename T>
__device__ uint4 squaresOfPack(const float *h, int64_t hidden, int pack) {
  uint32_t words[4];
#pragma unroll
  for (int w = 0; w < 4; ++w) {
    const int64_t j = int64_t(pack) * 8 + 2 * w;
    const uint32_t low = j < hidden ? rawBits<T>(h[j]) : 0,
                   high = j + 1 < hidden ? rawBits<T>(h[j + 1]) : 0;
    words[w] = InDtypeChain<T>::squaresOf(low | high << 16);
  }
  return {words[0], words[1], words[2], words[3]};
}

/// Rows longest in the test, in packs of 8: their squares fill the
/// shared memory a block gets without an opt-in (32 KiB).
constexpr int kMaxFilteredRowPacks = 2048;

/// The same rows by InDtypeChain.cuh's filtered chain, a warp a row: the
/// row's squares staged in shared memory as the chaining norm stages them
/// (+0 after the last element, which moves nothing), passed in pieces of
/// `piecePacks` packs.
template <typename T>
__global__ void filterRows(const float *h, const int64_t *offsets, float *sums,
                           int piecePacks) {
  using Chain = InDtypeChain<T>;
  __shared__ uint4 squares[kMaxFilteredRowPacks];
  __shared__ uint4 kept[Chain::kKeptPacks];
  const int64_t begin = offsets[blockIdx.x];
  const int64_t hidden = offsets[blockIdx.x + 1] - begin;
  const int packs = int((hidden + 7) / 8);
  for (int pack = int(threadIdx.x); pack < packs; pack += 32)
    squares[pack] = squaresOfPack<T>(h + begin, hidden, pack);
  __syncwarp();
  uint16_t accumulated = 0;
  for (int start = 0; start < packs; start += piecePacks)
    accumulated = Chain::filteredPacks(accumulated, squares + start,
                                       min(piecePacks, packs - start), kept);
  if (threadIdx.x == 0)
    sums[blockIdx.x] = Chain::value(accumulated);
}

/// The same rows by InDtypeChainPipeline.cuh, a block of the chaining
/// norm's shape a row, its filtering warps taking the windows the norm
/// gives them. Rows over the pipeline's length are left as they are.
template <typename T>
__global__ void __launch_bounds__(kChainThreads)
    pipelineRows(const float *h, const int64_t *offsets, float *sums) {
  using Pipeline = InDtypeChainPipeline<T>;
  __shared__ typename Pipeline::Shared shared;
  const int64_t begin = offsets[blockIdx.x];
  const int64_t hidden = offsets[blockIdx.x + 1] - begin;
  const int packs = int((hidden + 7) / 8);
  if (packs > Pipeline::kMaxPacks)
    return;
  const int windows = Pipeline::windowsOf(packs);
  const int warp = int(threadIdx.x / 32), lane = int(threadIdx.x % 32);
  uint4 squares[Pipeline::kWindowsPerWarp] = {};
  for (int i = 0; warp != 0 && i < Pipeline::kWindowsPerWarp; ++i) {
    const int window = Pipeline::windowOf(warp, i);
    if (window >= windows)
      break;
    squares[i] =
        squaresOfPack<T>(h + begin, hidden, Pipeline::packOf(warp, i, lane));
    Pipeline::noteTop(shared, window, squares[i]);
  }
  Pipeline::reset(shared, windows);
  __syncthreads();
  if (warp == 0) {
    if (lane == 0)
      sums[blockIdx.x] =
          InDtypeChain<T>::value(Pipeline::chain(shared, windows));
    return;
  }
  for (int i = 0; i < Pipeline::kWindowsPerWarp; ++i) {
    const int window = Pipeline::windowOf(warp, i);
    if (window >= windows)
      break;
    Pipeline::filter(shared, window, squares[i]);
  }
}

} // namespace

cudaError_t tpfuse::gputest::pipelineInDtypeRows(tpfuse_dtype dtype,
                                                 const float *h,
                                                 const int64_t *offsets,
                                                 float *sums, int rows,
                                                 int64_t &maxHidden) {
  maxHidden = int64_t(InDtypeChainPipeline<__half>::kMaxPacks) * 8;
  if (dtype == TPFUSE_DTYPE_F16)
    pipelineRows<__half><<<rows, kChainThreads>>>(h, offsets, sums);
  else
    pipelineRows<__nv_bfloat16><<<rows, kChainThreads>>>(h, offsets, sums);
  return cudaGetLastError();
}

cudaError_t tpfuse::gputest::filterInDtypeRows(tpfuse_dtype dtype,
                                               const float *h,
                                               const int64_t *offsets,
                                               float *sums, int rows,
                                               int piecePacks) {
  if (dtype == TPFUSE_DTYPE_F16)
    filterRows<__half><<<rows, 32>>>(h, offsets, sums, piecePacks);
  else
    filterRows<__nv_bfloat16><<<rows, 32>>>(h, offsets, sums, piecePacks);
  return cudaGetLastError();
}

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
