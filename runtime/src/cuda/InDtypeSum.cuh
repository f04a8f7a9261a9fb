//===- InDtypeSum.cuh - A block's in-dtype sum of squares ------*- CUDA -*-===//
//
// TPFUSE_NORM_COMPUTE_IN_DTYPE's sum acc = rd(acc + rd(h_j * h_j)), j in
// index order, evaluated by a whole block with the same bits as the serial
// chain (common/InDtypeSum.h says why that is exact):
//  1. thread 0 takes the first kInDtypeSerialHead steps as written (there
//     the accumulator crosses binades every few steps);
//  2. then, window after window of kInDtypeStepsPerThread squares per
//     thread: each thread composes its squares' steps in the accumulator's
//     binade; a block scan (warp shuffles, then every warp scanning the
//     warps' compositions) gives every thread the composition of the steps
//     before its own; each thread finds its first step that would leave the
//     binade (or that no binade holds) and proposes the state after it,
//     rd(acc + s) taken as written, and the thread of the window's last
//     square, if none of its steps leaves, the state after the whole
//     window; the first thread that proposes (ballots per warp, then the
//     first warp's) has the earliest proposal. Two barriers a window. A
//     window after one that ended at a crossing takes only the warps for
//     four times that window's advance (inDtypeWindowThreads): every
//     thread's squares past a crossing are wasted, and early crossings
//     come every few dozen squares.
// A row crosses a few binades after the head, so a row of 7168 takes a
// handful of windows instead of 7168 dependent steps on one thread. No
// atomics: a contended 64-bit shared-memory atomicMin is a compare-and-swap
// loop per thread. An infinite accumulator ends the row (NaN if a NaN
// square follows), a NaN one at once.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH

#include "NormMath.cuh"
#include "common/InDtypeSum.h"

#include <type_traits>

namespace tpfuse::runtime::cuda {

template <typename T> __device__ constexpr InDtypeFormat inDtypeFormatOf() {
  static_assert(std::is_same_v<T, __nv_bfloat16> || std::is_same_v<T, __half>,
                "the in-dtype sum is for 16-bit dtypes");
  return std::is_same_v<T, __half> ? kF16Sum : kBf16Sum;
}

namespace in_dtype_sum {

/// The composition of the steps of the lanes before this one (noSteps() in
/// lane 0), in lane order; `all` gets the whole warp's, in lane 31. One
/// shuffle of the packed step per level.
__device__ __forceinline__ BinadeStep warpExclusiveScan(BinadeStep steps,
                                                        BinadeStep &all) {
  const int lane = threadIdx.x % 32;
#pragma unroll
  for (int offset = 1; offset < 32; offset *= 2) {
    const BinadeStep earlier =
        unpackSteps(__shfl_up_sync(0xffffffffu, packSteps(steps), offset));
    if (lane >= offset)
      steps = composeSteps(earlier, steps);
  }
  all = steps;
  const BinadeStep before =
      unpackSteps(__shfl_up_sync(0xffffffffu, packSteps(steps), 1));
  return lane == 0 ? noSteps() : before;
}

/// The block's evaluation state, in shared memory.
struct Shared {
  /// Each warp's candidate for the state after the window (packCandidate;
  /// kNoCandidate if none of its threads has one): the block's is the
  /// first warp's that has one. Written after a window's first barrier,
  /// read before the next window's, so one slot per warp suffices.
  unsigned long long candidate[32];
  /// Each warp's composition of its threads' steps (packSteps).
  uint32_t warpSteps[32];
};

constexpr unsigned long long kNoCandidate = ~0ull;

} // namespace in_dtype_sum

/// The sum of squares of the row, for every thread of the block (a multiple
/// of 32 threads, at most 1024); squareAt(j) gives rd(h_j * h_j), to any
/// thread, for j < hidden < 2^31. The caller has made the row readable to
/// all threads (a barrier); every thread has finished its reads through
/// squareAt when any thread returns. The phases are common/InDtypeSum.h's;
/// a window takes two barriers: after the warps' compositions, after the
/// candidates. No atomics: contended shared-memory atomics on a 64-bit
/// word are a compare-and-swap loop per thread.
template <typename T, typename SquareAt>
__device__ __forceinline__ float inDtypeSumOfSquares(int64_t hidden,
                                                     SquareAt &&squareAt) {
  using namespace in_dtype_sum;
  constexpr InDtypeFormat format = inDtypeFormatOf<T>();
  __shared__ Shared shared;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int warps = blockDim.x / 32;
  auto addRounded = [](float accumulated, float square) {
    return roundTo<T>(__fadd_rn(accumulated, square));
  };

  if (threadIdx.x == 0)
    shared.candidate[0] =
        packCandidate(inDtypeSerialHead(hidden, squareAt, addRounded));
  else if (lane == 0)
    shared.candidate[warp] = kNoCandidate;
  __syncthreads();

  // The window before (the head's, at first): where it started and ended.
  int64_t previous = 0, previousEnd = hidden + 1;
  for (;;) {
    // The first warp's candidate that there is (warp 0's after the head).
    const unsigned long long slot =
        lane < warps ? shared.candidate[lane] : kNoCandidate;
    const unsigned proposing = __ballot_sync(0xffffffffu, slot != kNoCandidate);
    const InDtypeSumState state = unpackCandidate(
        __shfl_sync(0xffffffffu, slot, __ffs(int(proposing)) - 1));
    if (state.next >= hidden)
      return state.accumulated;
    if (!isfinite(state.accumulated)) {
      // inf + s is inf, or NaN for a NaN s; NaN stays NaN.
      bool nan = isnan(state.accumulated);
      if (!nan) {
        bool seen = false;
        for (int64_t j = state.next + threadIdx.x; j < hidden; j += blockDim.x)
          seen |= isnan(squareAt(j));
        nan = __syncthreads_or(seen);
      }
      return nan ? __int_as_float(0x7fffffff) : state.accumulated;
    }

    // The window's warps; the others only pass its barriers.
    const int threads =
        inDtypeWindowThreads(previous, state.next, previousEnd, blockDim.x);
    const int active = threads / 32;
    const int64_t windowEnd = inDtypeWindowEnd(state.next, hidden, threads);
    previous = state.next;
    previousEnd = windowEnd;
    const int k = sumSpacingExponent(format, state.accumulated);
    const int32_t units = spacingUnits(state.accumulated, k);
    const int64_t first = inDtypeFirstSquare(state.next, threadIdx.x);
    InDtypeThreadStepWords steps;
    BinadeStep before;
    if (warp < active) {
      const BinadeStep own = inDtypeThreadSteps(inDtypeBinade(format, k), first,
                                                hidden, squareAt, steps);
      BinadeStep warpAll;
      before = warpExclusiveScan(own, warpAll);
      if (lane == 31)
        shared.warpSteps[warp] = packSteps(warpAll);
    }
    __syncthreads();
    if (warp < active) {
      // Every warp scans the warps' compositions itself: no second barrier.
      BinadeStep unused;
      const BinadeStep warpsBefore = unpackSteps(__shfl_sync(
          0xffffffffu,
          packSteps(warpExclusiveScan(
              lane < active ? unpackSteps(shared.warpSteps[lane]) : noSteps(),
              unused)),
          warp));
      before = composeSteps(warpsBefore, before);

      const int64_t leaving =
          inDtypeFirstLeaving(format, first, hidden, units, steps, before);
      InDtypeSumState candidate;
      const bool proposes =
          inDtypeCandidate(leaving, first, windowEnd, k, units, before,
                           squareAt, addRounded, candidate);
      const unsigned proposers = __ballot_sync(0xffffffffu, proposes);
      if (lane == (proposers ? __ffs(int(proposers)) - 1 : 0))
        shared.candidate[warp] =
            proposers ? packCandidate(candidate) : kNoCandidate;
    } else if (lane == 0) {
      shared.candidate[warp] = kNoCandidate;
    }
    __syncthreads();
  }
}

/// kNormInDtype, for every thread of the block: once the block has made the
/// row's h (each a T value) readable through hAt(j), the sum of squares
/// acc = rd(acc + rd(h_j * h_j)) for j = 0 .. hidden-1 in order (by the
/// block, above), and inv from it (inDtypeInverseRmsOfSum), which every
/// thread computes alike.
template <typename T, typename HAt>
__device__ __forceinline__ float inDtypeInverseRms(int64_t hidden,
                                                   float epsilon, HAt &&hAt) {
  __syncthreads(); // the row is complete
  const float accumulated = inDtypeSumOfSquares<T>(hidden, [&](int64_t j) {
    const float h = hAt(j);
    return roundTo<T>(__fmul_rn(h, h));
  });
  return inDtypeInverseRmsOfSum<T>(accumulated, hidden, epsilon);
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH
