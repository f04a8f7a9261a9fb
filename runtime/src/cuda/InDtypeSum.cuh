//===- InDtypeSum.cuh - The in-dtype sum of squares by a block --*- CUDA -*-===//
//
// TPFUSE_NORM_COMPUTE_IN_DTYPE's sum acc = rd(acc + rd(h_j * h_j)), j in
// index order, evaluated by a whole block with the same bits as the serial
// chain (common/InDtypeSum.h says why that is exact):
//  1. thread 0 takes the first kSerialHead steps as written (there the
//     accumulator crosses binades every few steps);
//  2. then, window after window of kStepsPerThread squares per thread: each
//     thread composes its squares' steps in the accumulator's binade, a
//     block scan gives every thread the composition of the steps before its
//     own, and each thread finds its first step that would leave the binade
//     (or be one no binade holds); the earliest such step in the block is
//     taken as written, rd(acc + s), and the next window starts after it.
//     A window without one advances the accumulator by its whole
//     composition.
// A row of Gaussian values crosses about ten binades, so a row of 7168
// takes a handful of windows instead of 7168 dependent steps on one thread.
// An infinite accumulator ends the row (NaN if a NaN square follows), a
// NaN one at once.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH
#define TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH

#include "NormMath.cuh"
#include "common/InDtypeSum.h"

#include <climits>
#include <type_traits>

namespace tpfuse::runtime::cuda {

template <typename T> __device__ constexpr InDtypeFormat inDtypeFormatOf() {
  static_assert(std::is_same_v<T, __nv_bfloat16> || std::is_same_v<T, __half>,
                "the in-dtype sum is for 16-bit dtypes");
  return std::is_same_v<T, __half> ? kF16Sum : kBf16Sum;
}

namespace in_dtype_sum {

/// Steps thread 0 takes one by one before the block scans.
constexpr int kSerialHead = 64;
/// Squares per thread per window.
constexpr int kStepsPerThread = 4;

__device__ __forceinline__ BinadeStep shuffleUp(BinadeStep steps,
                                                int offset) {
  const int flags = int(steps.tie) | int(steps.leaves) << 1;
  const int shuffled = __shfl_up_sync(0xffffffffu, flags, offset);
  return {__shfl_up_sync(0xffffffffu, steps.c, offset),
          __shfl_up_sync(0xffffffffu, steps.d, offset), (shuffled & 1) != 0,
          (shuffled & 2) != 0};
}

/// Inclusive scan over the warp's lanes, in lane order.
__device__ __forceinline__ BinadeStep warpInclusiveScan(BinadeStep steps) {
  const int lane = threadIdx.x % 32;
#pragma unroll
  for (int offset = 1; offset < 32; offset *= 2) {
    const BinadeStep earlier = shuffleUp(steps, offset);
    if (lane >= offset)
      steps = composeSteps(earlier, steps);
  }
  return steps;
}

/// The block's evaluation state, in shared memory.
struct State {
  float accumulated;
  /// The next square to add.
  int32_t next;
  /// The first square of the window that leaves the binade, or INT_MAX.
  int32_t leaving;
  /// Per warp: its steps, then the composition of the warps before it.
  BinadeStep warpSteps[32];
};

} // namespace in_dtype_sum

/// The sum of squares of the row, for every thread of the block (a multiple
/// of 32 threads); squareAt(j) gives rd(h_j * h_j), to any thread, for
/// j < hidden < 2^31. The caller has made the row readable to all threads
/// (a barrier); every thread has finished its reads through squareAt when
/// any thread returns.
template <typename T, typename SquareAt>
__device__ __forceinline__ float inDtypeSumOfSquares(int64_t hidden,
                                                     SquareAt &&squareAt) {
  using namespace in_dtype_sum;
  constexpr InDtypeFormat format = inDtypeFormatOf<T>();
  constexpr int32_t top = int32_t(1) << format.significandBits;
  __shared__ State state;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  const int warps = blockDim.x / 32;

  if (threadIdx.x == 0) {
    float accumulated = 0.0f;
    int64_t j = 0;
    for (; j < hidden && j < kSerialHead; ++j)
      accumulated = roundTo<T>(__fadd_rn(accumulated, squareAt(j)));
    state.accumulated = accumulated;
    state.next = int32_t(j);
    state.leaving = INT_MAX;
  }
  __syncthreads();

  while (true) {
    const float accumulated = state.accumulated;
    const int64_t next = state.next;
    if (next >= hidden)
      return accumulated;
    if (!isfinite(accumulated)) {
      // inf + s is inf, or NaN for a NaN s; NaN stays NaN.
      bool nan = isnan(accumulated);
      if (!nan) {
        bool seen = false;
        for (int64_t j = next + threadIdx.x; j < hidden; j += blockDim.x)
          seen |= isnan(squareAt(j));
        nan = __syncthreads_or(seen);
      }
      return nan ? __int_as_float(0x7fffffff) : accumulated;
    }

    const int k = sumSpacingExponent(format, accumulated);
    const int32_t units = spacingUnits(accumulated, k);
    const int64_t first = next + int64_t(threadIdx.x) * kStepsPerThread;
    BinadeStep steps[kStepsPerThread];
    BinadeStep own = kNoSteps;
#pragma unroll
    for (int i = 0; i < kStepsPerThread; ++i) {
      steps[i] = first + i < hidden
                     ? binadeStep(format, squareAt(first + i), k)
                     : kNoSteps;
      own = composeSteps(own, steps[i]);
    }
    const BinadeStep inclusive = warpInclusiveScan(own);
    BinadeStep before = shuffleUp(inclusive, 1);
    if (lane == 0)
      before = kNoSteps;
    if (lane == 31)
      state.warpSteps[warp] = inclusive;
    __syncthreads();
    if (warp == 0) {
      const BinadeStep warpSteps =
          lane < warps ? state.warpSteps[lane] : kNoSteps;
      BinadeStep earlier = shuffleUp(warpInclusiveScan(warpSteps), 1);
      if (lane == 0)
        earlier = kNoSteps;
      if (lane < warps)
        state.warpSteps[lane] = earlier;
    }
    __syncthreads();
    before = composeSteps(state.warpSteps[warp], before);

    // This thread's first step that leaves, `before` then the steps
    // before it.
    int64_t leaving = -1;
#pragma unroll
    for (int i = 0; i < kStepsPerThread; ++i) {
      if (leaving >= 0 || first + i >= hidden)
        continue;
      const BinadeStep through = composeSteps(before, steps[i]);
      if (through.leaves || applySteps(through, units) >= top)
        leaving = first + i;
      else
        before = through;
    }
    if (leaving >= 0)
      atomicMin(&state.leaving, int32_t(leaving));
    __syncthreads();

    const int64_t earliest = state.leaving;
    const int64_t windowEnd =
        min(hidden, next + int64_t(blockDim.x) * kStepsPerThread);
    if (earliest != INT_MAX) {
      if (earliest == leaving) {
        const float reached = fromSpacingUnits(applySteps(before, units), k);
        state.accumulated =
            roundTo<T>(__fadd_rn(reached, squareAt(earliest)));
        state.next = int32_t(earliest + 1);
      }
    } else if (first <= windowEnd - 1 &&
               windowEnd - 1 < first + kStepsPerThread) {
      state.accumulated = fromSpacingUnits(applySteps(before, units), k);
      state.next = int32_t(windowEnd);
    }
    __syncthreads();
    if (threadIdx.x == 0)
      state.leaving = INT_MAX;
  }
}

/// kNormInDtype, for every thread of the block: once the block has made the
/// row's h (each a T value) readable through hAt(j), the sum of squares
/// acc = rd(acc + rd(h_j * h_j)) for j = 0 .. hidden-1 in order (by the
/// block, above), and inv = rd(rsqrt(rd(rd(acc / hidden) + rd(epsilon)))),
/// which every thread computes alike.
template <typename T, typename HAt>
__device__ __forceinline__ float inDtypeInverseRms(int64_t hidden,
                                                   float epsilon, HAt &&hAt) {
  __syncthreads(); // the row is complete
  const float accumulated = inDtypeSumOfSquares<T>(hidden, [&](int64_t j) {
    const float h = hAt(j);
    return roundTo<T>(__fmul_rn(h, h));
  });
  const float mean = roundTo<T>(__fdiv_rn(accumulated, float(hidden)));
  const float shifted = roundTo<T>(__fadd_rn(mean, roundTo<T>(epsilon)));
  return roundTo<T>(rsqrtf(shifted));
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPESUM_CUH
