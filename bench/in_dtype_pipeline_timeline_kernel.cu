//===- in_dtype_pipeline_timeline_kernel.cu - The timeline's kernel -------===//

#include "in_dtype_pipeline_timeline.h"

#include "cuda/InDtypeChainPipeline.cuh"

using namespace tpfuse::runtime::cuda;
using tpfuse::bench::PipelineTimelineRecord;

namespace {

using Pipeline = InDtypeChainPipeline<__nv_bfloat16>;
static_assert(Pipeline::kMaxWindows == tpfuse::bench::kTimelineMaxWindows,
              "the record holds every window");

/// The SM's cycle counter, after every memory access before it in program
/// order has issued (so a stamp after a store comes after the stored value
/// was ready).
__device__ __forceinline__ long long cycles() {
  long long now;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(now) : : "memory");
  return now;
}

struct StampingClock {
  PipelineTimelineRecord *record;
  long long start;
  __device__ void stamp(int window, tpfuse::bench::PipelineEvent event) {
    record->stamps[window][event] = cycles() - start;
  }
  __device__ void filtering(int window) {
    stamp(window, tpfuse::bench::kFiltering);
  }
  __device__ void published(int window, int count) {
    record->kept[window] = count;
    stamp(window, tpfuse::bench::kPublished);
  }
  __device__ void passed(int window) {
    record->kept[window] = -1;
    stamp(window, tpfuse::bench::kPublished);
  }
  __device__ void acquired(int window) {
    stamp(window, tpfuse::bench::kAcquired);
  }
  __device__ void added(int window) { stamp(window, tpfuse::bench::kAdded); }
};

using ClockedPipeline = InDtypeChainPipeline<__nv_bfloat16, StampingClock>;

/// As the local norm runs the pipeline (normRowByPipelinedChain): each
/// filtering lane's packs loaded before the first barrier.
__global__ void __launch_bounds__(kChainThreads)
    timeRows(const uint4 *h, int64_t hidden, float *sums,
             PipelineTimelineRecord *records) {
  using Chain = InDtypeChain<__nv_bfloat16>;
  __shared__ ClockedPipeline::Shared shared;
  __shared__ long long blockStart;
  const int rowPacks = int(hidden / 8);
  const int windows = Pipeline::windowsOf(rowPacks);
  const int warp = int(threadIdx.x / 32), lane = int(threadIdx.x % 32);
  const uint4 *row = h + int64_t(blockIdx.x) * rowPacks;
  uint4 packs[Pipeline::kWindowsPerWarp];
#pragma unroll
  for (int i = 0; i < Pipeline::kWindowsPerWarp; ++i) {
    const int column = Pipeline::packOf(warp, i, lane);
    packs[i] = warp != 0 && column < rowPacks ? row[column] : uint4{};
  }
#pragma unroll
  for (int i = 0; warp != 0 && i < Pipeline::kWindowsPerWarp; ++i) {
    const int window = Pipeline::windowOf(warp, i);
    if (window >= windows)
      break;
    ClockedPipeline::noteTop(shared, window, Chain::packSquares(packs[i]));
  }
  ClockedPipeline::reset(shared, windows);
  if (threadIdx.x == 0)
    blockStart = cycles();
  __syncthreads();
  const StampingClock clock{records + blockIdx.x, blockStart};
  if (warp == 0) {
    if (lane == 0)
      sums[blockIdx.x] =
          Chain::value(ClockedPipeline::chain(shared, windows, clock));
    return;
  }
#pragma unroll
  for (int i = 0; i < Pipeline::kWindowsPerWarp; ++i) {
    const int window = Pipeline::windowOf(warp, i);
    if (window >= windows)
      break;
    ClockedPipeline::filter(shared, window, Chain::packSquares(packs[i]),
                            clock);
  }
}

} // namespace

cudaError_t tpfuse::bench::timePipelinedRows(const uint16_t *h, int64_t hidden,
                                             int rows, float *sums,
                                             PipelineTimelineRecord *records) {
  timeRows<<<rows, kChainThreads>>>(reinterpret_cast<const uint4 *>(h), hidden,
                                    sums, records);
  return cudaGetLastError();
}

int tpfuse::bench::pipelineLeadWindows() { return Pipeline::kLeadWindows; }
