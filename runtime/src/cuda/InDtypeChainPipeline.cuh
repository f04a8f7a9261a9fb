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
// Once the sum has grown, most windows hold no square that can move it
// (in bf16 a sum of squares of values of similar size stops growing at
// 4096, within the first nine windows): before the first barrier each
// filtering warp notes its windows' largest squares, and the chain passes
// over a window whose largest square is below its acc's bound without
// waiting for it to be filtered. A filtering warp passes over such a
// window too, as soon as an acc the chain has published shows it.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH

#include "InDtypeChain.cuh"
#include "InDtypeChainRule.h"

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// What a pipeline records of its windows' hand-offs: nothing. A timeline
/// (bench/in_dtype_pipeline_timeline.cu) passes a clock that stamps them.
struct NoPipelineClock {
  /// A filtering warp's lane 0: its wait for the chain is over.
  __device__ void filtering(int) {}
  /// A filtering warp's lane 0: the window's `count` squares published.
  __device__ void published(int, int) {}
  /// A filtering warp's lane 0: the window passed over, none of its squares
  /// able to move the chain's acc.
  __device__ void passed(int) {}
  /// The chain: the window's count acquired, or the window passed over.
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
  /// w once the chain has added windows 0 to w - 2. Any lead gives the
  /// same sum; a longer one keeps more squares (on one H100, 2 was 5-7%
  /// slower at 1 token and 4 and more slower still,
  /// bench/results/in-dtype-pipelined-1xH100).
  static constexpr int kLeadWindows = 1;
  /// Squares of a window: a pack of 8 a lane.
  static constexpr int kWindowSquares = Chain::kWindowPacks * 8;

  /// The pipeline's shared memory.
  struct Shared {
    /// Each window's kept squares (InDtypeChain::keepMoving).
    uint4 kept[kMaxWindows][Chain::kKeptPacks];
    /// Each window's count of kept squares, -1 until it is filtered.
    int keptCount[kMaxWindows];
    /// Each window's largest square (its bits, as keepMoving compares
    /// them), noted before the barrier that follows reset.
    uint32_t top[kMaxWindows];
    /// Windows the chain has added (low word) and its acc after them (high
    /// word): where the filtering warps wait and which bound they take, both
    /// hints only (any acc the chain has reached gives a safe bound), so
    /// published without ordering, and read together.
    unsigned long long progress;
  };

  // The published words are accessed in the shared state space: through a
  // generic pointer (cuda::atomic_ref) every load of them was a generic
  // strong load (LD.E.STRONG.SM); these are LDS and STS.
  static __device__ __forceinline__ uint32_t sharedAddress(const void *p) {
    return uint32_t(__cvta_generic_to_shared(p));
  }
  static __device__ __forceinline__ int loadAcquire(const int &word) {
    int value;
    asm volatile("ld.acquire.cta.shared.b32 %0, [%1];"
                 : "=r"(value)
                 : "r"(sharedAddress(&word))
                 : "memory");
    return value;
  }
  static __device__ __forceinline__ void storeRelease(int &word, int value) {
    asm volatile(
        "st.release.cta.shared.b32 [%0], %1;" ::"r"(sharedAddress(&word)),
        "r"(value)
        : "memory");
  }
  static __device__ __forceinline__ unsigned long long
  loadProgress(const Shared &shared) {
    unsigned long long value;
    asm volatile("ld.relaxed.cta.shared.b64 %0, [%1];"
                 : "=l"(value)
                 : "r"(sharedAddress(&shared.progress))
                 : "memory");
    return value;
  }
  static __device__ __forceinline__ void
  storeProgress(Shared &shared, int chained, uint16_t acc) {
    asm volatile("st.relaxed.cta.shared.b64 [%0], %1;" ::"r"(
                     sharedAddress(&shared.progress)),
                 "l"(uint64_t(acc) << 32 | uint32_t(chained))
                 : "memory");
  }

  /// Whether no square of a window whose largest is `top` can move `acc`
  /// (keepMoving would keep none).
  static __device__ __forceinline__ bool movesNothing(uint32_t top,
                                                      uint16_t acc) {
    return top < smallestMovingSquareBits(Chain::kFormat, acc);
  }

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
    if (threadIdx.x == 0)
      shared.progress = 0; // no window added, acc +0
  }

  /// A filtering warp, for each of its windows, before the barrier that
  /// follows reset: notes window `window`'s largest square (lane l holding
  /// pack l, +0 past the row's end), so that the chain passes over a window
  /// that cannot move its acc without waiting for it.
  static __device__ __forceinline__ void noteTop(Shared &shared, int window,
                                                 uint4 squares) {
    const uint32_t words[4] = {squares.x, squares.y, squares.z, squares.w};
    uint32_t top = 0;
#pragma unroll
    for (int e = 0; e < 8; ++e)
      top = max(top, uint32_t(Chain::elementOf(words, e)));
    top = __reduce_max_sync(~0u, top);
    if (threadIdx.x % 32 == 0)
      shared.top[window] = top;
  }

  /// A filtering warp, its windows in increasing order: window `window`'s
  /// squares, lane l holding pack l (+0 past the row's end). Keeps window 0
  /// whole at once; any other, once the chain is within kLeadWindows of it,
  /// what may move the chain's latest acc; or passes over the window as
  /// soon as an acc the chain has published shows that it moves nothing
  /// (the chain then passes over it too: its own acc is at least that one).
  /// The count's release waits for this lane's earlier memory accesses:
  /// issue global stores after the last window.
  static __device__ __forceinline__ void
  filter(Shared &shared, int window, uint4 squares, Clock clock = {}) {
    if (window == 0) {
      // The chain starts at +0, which every square but +0 moves (and adding
      // +0 leaves acc as it is): window 0 is kept whole, pack l at l, as
      // soon as the warp has it, not after a filter the chain would wait
      // for.
      if (threadIdx.x % 32 == 0)
        clock.filtering(0);
      shared.kept[0][threadIdx.x % 32] = squares;
      __syncwarp();
      if (threadIdx.x % 32 == 0) {
        storeRelease(shared.keptCount[0], kWindowSquares);
        clock.published(0, kWindowSquares);
      }
      return;
    }
    const uint32_t top = shared.top[window];
    unsigned long long progress;
    // Lane 0's view of the chain, for the whole warp: the lanes go on
    // together to the ballots of keepMoving.
    for (;;) {
      progress = __shfl_sync(~0u, loadProgress(shared), 0);
      if (movesNothing(top, uint16_t(progress >> 32))) {
        if (threadIdx.x % 32 == 0)
          clock.passed(window);
        return;
      }
      if (int(uint32_t(progress)) >= window - kLeadWindows)
        break;
    }
    if (threadIdx.x % 32 == 0)
      clock.filtering(window);
    const int count = Chain::keepMoving(
        squares,
        smallestMovingSquareBits(Chain::kFormat, uint16_t(progress >> 32)),
        reinterpret_cast<uint16_t *>(shared.kept[window]));
    // The lanes' kept squares before lane 0's release of the count.
    __syncwarp();
    if (threadIdx.x % 32 == 0) {
      storeRelease(shared.keptCount[window], count);
      clock.published(window, count);
    }
  }

  /// One thread (lane 0 of warp 0): the kept squares of the row's `windows`
  /// windows, in order, each window as soon as it is published, or passed
  /// over where its largest square cannot move acc; the sum.
  static __device__ __forceinline__ uint16_t chain(Shared &shared, int windows,
                                                   Clock clock = {}) {
    uint16_t acc = 0; // +0
    for (int window = 0; window < windows; ++window) {
      if (movesNothing(shared.top[window], acc)) {
        clock.acquired(window);
      } else {
        int count;
        while ((count = loadAcquire(shared.keptCount[window])) < 0)
          ;
        clock.acquired(window);
        acc = Chain::addKept(acc, shared.kept[window], count);
      }
      storeProgress(shared, window + 1, acc);
      clock.added(window);
    }
    return acc;
  }
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPECHAINPIPELINE_CUH
