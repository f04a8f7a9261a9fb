//===- InDtypeChainPipeline.cuh - Filtered ahead of the chain --*- CUDA -*-===//
//
// InDtypeChain::filteredPacks with the filtering taken off the chain's
// path, for a block that owns one row. The block's other warps each hold
// windows of the row, a pack a lane, and filter them ahead of the chain
// with the bound of an acc the chain has already published; lane 0 of warp
// 0 only adds the kept squares, window after window as they are published.
//
// Any acc the chain has reached gives a safe bound, since the bound never
// decreases as acc grows, and a square kept that does not move the sum
// adds nothing: the sum is the chain's, bit for bit, however early a
// window is filtered. Filtering early keeps more squares while the sum
// still crosses binades (the bound follows acc's binade only,
// smallestMovingSquareBits), so a window waits until the chain is within
// kLeadWindows of it.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH

#include "InDtypeChain.cuh"
#include "InDtypeChainRule.h"

#include <cuda/atomic>

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// What a pipeline records of its windows' hand-offs: nothing. A timeline
/// (bench/in_dtype_pipeline_timeline.cu) passes a clock that stamps them.
struct NoPipelineClock {
  /// A filtering warp's lane 0: its wait for the chain is over.
  __device__ void filtering(int) {}
  /// A filtering warp's lane 0: the window's `count` squares published.
  __device__ void published(int, int) {}
  /// The chain: the window's count acquired.
  __device__ void acquired(int) {}
  /// The chain: the window's squares added.
  __device__ void added(int) {}
};

template <typename T, typename Clock = NoPipelineClock>
struct InDtypeChainPipeline {
  using Chain = InDtypeChain<T>;
  /// Warps that filter: all of a chaining block's but warp 0, which chains.
  static constexpr int kFilterWarps = kChainThreads / 32 - 1;
  /// Windows a filtering warp holds at most (a pack of each a lane): with
  /// 5, the norm's lanes (h and the weight of each) spilled under the
  /// kernel's 64 registers.
  static constexpr int kWindowsPerWarp = 4;
  /// Windows of the longest row the pipeline takes.
  static constexpr int kMaxWindows = kFilterWarps * kWindowsPerWarp;
  /// Packs of the longest row the pipeline takes (896: hidden 7168 in a
  /// 16-bit dtype).
  static constexpr int kMaxPacks = kMaxWindows * Chain::kWindowPacks;
  /// How many windows ahead of the chain a window may be filtered: window
  /// w once the chain has added windows 0 to w - 3. Any lead gives the
  /// same sum; a longer one keeps more squares (on one H100, 4 and more
  /// were slower, bench/results/in-dtype-pipelined-1xH100). 1 measured
  /// 5-7% faster at 1 token there but has not yet run the GPU test.
  static constexpr int kLeadWindows = 2;

  /// The pipeline's shared memory.
  struct Shared {
    /// Each window's kept squares (InDtypeChain::keepMoving).
    uint4 kept[kMaxWindows][Chain::kKeptPacks];
    /// Each window's count of kept squares, -1 until it is filtered.
    int keptCount[kMaxWindows];
    /// Windows the chain has added, and its acc after them: where the
    /// filtering warps wait and which bound they take, both hints only (any
    /// acc the chain has reached gives a safe bound), so published without
    /// ordering.
    int chained;
    uint32_t acc;
  };

  using BlockInt = ::cuda::atomic_ref<int, ::cuda::thread_scope_block>;
  using BlockWord = ::cuda::atomic_ref<uint32_t, ::cuda::thread_scope_block>;

  /// Windows of a row of `rowPacks` packs.
  static __device__ __forceinline__ int windowsOf(int rowPacks) {
    return (rowPacks + Chain::kWindowPacks - 1) / Chain::kWindowPacks;
  }

  /// The window that a filtering warp's (warp 1..) `i`th pack a lane is in.
  static __device__ __forceinline__ int windowOf(int warp, int i) {
    return warp - 1 + i * kFilterWarps;
  }

  /// The pack of the row that a filtering warp's lane `lane` holds as its
  /// `i`th (past the row's end for the last window's spare lanes).
  static __device__ __forceinline__ int packOf(int warp, int i, int lane) {
    return windowOf(warp, i) * Chain::kWindowPacks + lane;
  }

  /// Every thread of the block, then a barrier, before any warp filters or
  /// chains a row of `windows` windows.
  static __device__ __forceinline__ void reset(Shared &shared, int windows) {
    for (int w = int(threadIdx.x); w < windows; w += int(blockDim.x))
      shared.keptCount[w] = -1;
    if (threadIdx.x == 0) {
      shared.chained = 0;
      shared.acc = 0; // +0
    }
  }

  /// A filtering warp, its windows in increasing order: window `window`'s
  /// squares, lane l holding pack l (+0 past the row's end). Waits until the
  /// chain is within kLeadWindows of the window, then keeps what may move
  /// the chain's latest acc. The count's release waits for this lane's
  /// earlier memory accesses: issue global stores after the last window.
  static __device__ __forceinline__ void
  filter(Shared &shared, int window, uint4 squares, Clock clock = {}) {
    BlockInt chained(shared.chained);
    while (chained.load(::cuda::memory_order_relaxed) < window - kLeadWindows)
      ;
    if (threadIdx.x % 32 == 0)
      clock.filtering(window);
    const uint16_t bound = smallestMovingSquareBits(
        Chain::kFormat,
        uint16_t(BlockWord(shared.acc).load(::cuda::memory_order_relaxed)));
    const int count = Chain::keepMoving(
        squares, bound, reinterpret_cast<uint16_t *>(shared.kept[window]));
    // The lanes' kept squares before lane 0's release of the count.
    __syncwarp();
    if (threadIdx.x % 32 == 0) {
      BlockInt(shared.keptCount[window])
          .store(count, ::cuda::memory_order_release);
      clock.published(window, count);
    }
  }

  /// One thread (lane 0 of warp 0): the kept squares of the row's `windows`
  /// windows, in order, each window as soon as it is published; the sum.
  static __device__ __forceinline__ uint16_t chain(Shared &shared, int windows,
                                                   Clock clock = {}) {
    uint16_t acc = 0; // +0
    BlockInt chained(shared.chained);
    BlockWord published(shared.acc);
    for (int window = 0; window < windows; ++window) {
      BlockInt keptCount(shared.keptCount[window]);
      int count;
      while ((count = keptCount.load(::cuda::memory_order_acquire)) < 0)
        ;
      clock.acquired(window);
      acc = Chain::addKept(acc, shared.kept[window], count);
      published.store(acc, ::cuda::memory_order_relaxed);
      chained.store(window + 1, ::cuda::memory_order_relaxed);
      clock.added(window);
    }
    return acc;
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH
