//===- InDtypeSum.h - The in-dtype sum of squares, in parallel -*- C++ -*-===//
//
// TPFUSE_NORM_COMPUTE_IN_DTYPE sums the squares of a row in the 16-bit
// dtype, in index order, every step rounded (runtime.h):
//     acc = rd(acc + s_j),  s_j = rd(h_j * h_j),  acc starting at +0.
// That chain is serial as written, but it is exactly a chain of integer
// additions while acc stays in one binade, which a block evaluates with a
// parallel scan. This header holds the pieces host and device share; the
// device's block-wide evaluation is cuda/InDtypeSum.cuh.
//
// Why it is exact. Let acc be finite and >= 0, with p significand bits
// (bf16 8, f16 11), and 2^k the spacing of the dtype's values in acc's
// binade [2^e, 2^(e+1)), k = e - p + 1 (below the smallest normal binade,
// the subnormals and that binade share the spacing 2^(emin - p + 1), so
// [0, 2^(emin+1)) counts as one binade). Write acc = A * 2^k, A an integer
// below 2^p. While the rounded sum stays below 2^(e+1), rounding acc + s to
// the dtype is rounding s to a multiple of 2^k, to nearest, with a tie
// going to the even A':
//     q = s / 2^k not a half-integer: A' = A + round(q);
//     q = m + 1/2:                    A' = roundUpToEven(A + m).
// So each step is A -> A + c, or A -> roundUpToEven(A + c) + d (with d = 0),
// and that family is closed under composition (BinadeStep), which makes the
// chain within a binade an associative scan. The first step whose result
// would reach 2^p (2^(e+1) as a value) leaves the binade; it is computed
// as written, rd(acc + s), and the next binade starts there. A sum rounded
// below 2^(e+1) rounds within the binade at every step before it (the
// values are non-decreasing), so every step the scan takes is the chain's.
// A step whose q is 2^(p+1) or more, or not finite, leaves whatever A is.
//
// rd(acc + s) as the runtime computes it, an f32 add then rounding to the
// dtype, is the single rounding of the exact sum: f32 has 24 >= 2p + 2
// significand bits, so the double rounding is innocuous.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_INDTYPESUM_H
#define TPFUSE_RUNTIME_INDTYPESUM_H

#include "common/HostDevice.h"
#include "common/MiniFloat.h"

#include <cmath>
#include <cstdint>

namespace tpfuse::runtime {

/// A 16-bit dtype as the sum sees it.
struct InDtypeFormat {
  /// Significand bits, the implicit one included.
  int significandBits;
  /// Exponent of the smallest normal value.
  int minExponent;
};
constexpr InDtypeFormat kBf16Sum{8, -126};
constexpr InDtypeFormat kF16Sum{11, -14};

/// k of the spacing 2^k of the dtype's values in the binade of `acc`, a
/// finite value of the dtype, >= 0.
TPFUSE_HOST_DEVICE inline int sumSpacingExponent(InDtypeFormat format,
                                                 float acc) {
  const int exponent = int(floatBits(acc) >> 23) - 127;
  const int lowest = format.minExponent + 1;
  return (exponent < lowest ? lowest - 1 : exponent) - format.significandBits +
         1;
}

/// value / 2^k for a finite value >= 0, as the integer and the fraction
/// bits that decide its rounding: exact integer arithmetic on the bits.
struct SpacingQuotient {
  /// floor(value / 2^k), saturated at 2^30.
  int32_t whole;
  /// The fraction is exactly 1/2, or above it.
  bool half;
  bool aboveHalf;
};
TPFUSE_HOST_DEVICE inline SpacingQuotient spacingQuotient(float value, int k) {
  const uint32_t bits = floatBits(value);
  const int biased = int(bits >> 23);
  // value = significand * 2^(exponent - 23).
  uint32_t significand = bits & 0x7fffffu;
  int exponent = biased - 127;
  if (biased == 0)
    exponent = -126;
  else
    significand |= 0x800000u;
  const int shift = 23 + k - exponent; // value / 2^k = significand >> shift
  if (shift <= 0)
    return {-shift >= 7 ? int32_t(1) << 30 : int32_t(significand << -shift),
            false, false};
  // At shift >= 25 the significand (< 2^24) is below half.
  if (shift >= 25)
    return {0, false, false};
  const uint32_t remainder = significand & ((uint32_t(1) << shift) - 1);
  const uint32_t half = uint32_t(1) << (shift - 1);
  return {int32_t(significand >> shift), remainder == half, remainder > half};
}

/// Units at which a step's c or d saturates: from there on the step leaves
/// the binade whatever A is (A + c >= c, and both dtypes' binades end below
/// 2^(p+1) units, far below this), so its exact size no longer matters.
/// Saturating keeps c and d in 15 bits, which lets a whole step travel in
/// one 32-bit word (packSteps).
constexpr int32_t kLeavingUnits = int32_t(1) << 14;

/// One or more steps of the chain within a binade, on A (acc / 2^k):
/// A -> A + c, or with `tie` A -> roundUpToEven(A + c) + d; c and d
/// saturate at kLeavingUnits (a step that leaves whatever A is).
struct BinadeStep {
  int32_t c;
  int32_t d;
  bool tie;
  /// Whether the step leaves the binade from every A (its composition
  /// means nothing past it).
  TPFUSE_HOST_DEVICE bool leaves() const {
    return c >= kLeavingUnits || d >= kLeavingUnits;
  }
};
/// The composition of no steps: A -> A.
TPFUSE_HOST_DEVICE constexpr BinadeStep noSteps() { return {0, 0, false}; }
/// A step that leaves from every A.
TPFUSE_HOST_DEVICE constexpr BinadeStep leavingStep() {
  return {kLeavingUnits, 0, false};
}

TPFUSE_HOST_DEVICE inline int32_t saturateUnits(int32_t units) {
  return units < kLeavingUnits ? units : kLeavingUnits;
}

TPFUSE_HOST_DEVICE inline int32_t roundUpToEven(int32_t value) {
  return value + (value & 1);
}

/// The step acc = rd(acc + square) in the binade of spacing 2^k.
TPFUSE_HOST_DEVICE inline BinadeStep binadeStep(InDtypeFormat format,
                                                float square, int k) {
  const uint32_t magnitude = floatBits(square) & 0x7fffffffu;
  // The squares are >= 0 (or NaN); a NaN or an infinity leaves.
  if (magnitude >= 0x7f800000u)
    return leavingStep();
  const SpacingQuotient q = spacingQuotient(square, k);
  if (q.whole >= (int32_t(2) << format.significandBits))
    return leavingStep();
  if (q.half)
    return {q.whole, 0, true};
  return {q.whole + int32_t(q.aboveHalf), 0, false};
}

/// Whether binadeStepScaled may stand for binadeStep in the binade 2^k:
/// 2^-k is then a normal float, so square * 2^-k is exact wherever its
/// integer part or its half matter.
TPFUSE_HOST_DEVICE inline bool scaledStepExact(int k) {
  return k >= -127 && k <= 126;
}

/// binadeStep(format, square, k) in float arithmetic, for
/// scaledStepExact(k) and scale = 2^-k: q = square * 2^-k is exact (or
/// below 2^-126, where it rounds to neither a whole unit nor a half), so
/// is its fraction q - floor(q). A few instructions instead of
/// spacingQuotient's integer work.
TPFUSE_HOST_DEVICE inline BinadeStep
binadeStepScaled(InDtypeFormat format, float square, float scale) {
  const float q = square * scale;
  // Also a NaN, or an infinite square or q, leaves.
  if (!(q < float(int32_t(2) << format.significandBits)))
    return leavingStep();
  const float whole = floorf(q);
  const float fraction = q - whole;
  if (fraction == 0.5f)
    return {int32_t(whole), 0, true};
  return {int32_t(whole) + int32_t(fraction > 0.5f), 0, false};
}

/// `first`, then `then`.
TPFUSE_HOST_DEVICE inline BinadeStep composeSteps(BinadeStep first,
                                                  BinadeStep then) {
  if (!then.tie)
    return first.tie
               ? BinadeStep{first.c, saturateUnits(first.d + then.c), true}
               : BinadeStep{saturateUnits(first.c + then.c), 0, false};
  if (!first.tie)
    return {saturateUnits(first.c + then.c), then.d, true};
  // roundUpToEven(roundUpToEven(A + c1) + d1 + c2) + d2: the inner result
  // is even, so the outer rounding adds 1 exactly when d1 + c2 is odd.
  return {first.c, saturateUnits(roundUpToEven(first.d + then.c) + then.d),
          true};
}

TPFUSE_HOST_DEVICE inline int32_t applySteps(BinadeStep steps, int32_t a) {
  return steps.tie ? roundUpToEven(a + steps.c) + steps.d : a + steps.c;
}

/// A step as one word, for a shuffle: c, d (15 bits each), tie.
TPFUSE_HOST_DEVICE inline uint32_t packSteps(BinadeStep steps) {
  return uint32_t(steps.c) | uint32_t(steps.d) << 15 |
         uint32_t(steps.tie) << 30;
}
TPFUSE_HOST_DEVICE inline BinadeStep unpackSteps(uint32_t packed) {
  return {int32_t(packed & 0x7fffu), int32_t((packed >> 15) & 0x7fffu),
          (packed >> 30) != 0};
}

/// The bits of the smallest square that may move the chain at `acc` (the
/// raw bits of the dtype's value, >= 0, or its NaN): rd(acc + s) = acc for
/// every square s below it. For a normal acc it is half the spacing above
/// acc, exactly: acc + s then stays below the midpoint between acc and its
/// successor (at the largest finite acc, below the overflow threshold).
/// Where that half is not a normal value (the lowest binades), it is the
/// smallest positive value, which passes over only zeros; an infinite or
/// NaN acc stays what it is. The bound never decreases as acc grows, so a
/// square below the bound of an acc the chain has reached cannot move any
/// later acc either: InDtypeChain.cuh drops such squares before the chain.
TPFUSE_HOST_DEVICE constexpr uint16_t
smallestMovingSquareBits(InDtypeFormat format, uint16_t acc) {
  const int fractionBits = format.significandBits - 1;
  const int exponent = (acc & 0x7fff) >> fractionBits;
  return exponent > fractionBits + 1
             ? uint16_t((exponent - fractionBits - 1) << fractionBits)
             : uint16_t(1);
}

/// acc / 2^k, exactly (acc is a value of the dtype in that binade).
TPFUSE_HOST_DEVICE inline int32_t spacingUnits(float acc, int k) {
  return spacingQuotient(acc, k).whole;
}

/// units * 2^k, exactly (units < 2^significandBits).
TPFUSE_HOST_DEVICE inline float fromSpacingUnits(int32_t units, int k) {
  // Split the power of two: 2^k alone may lie below the smallest f32
  // subnormal's exponent range only for k < -149, which no dtype reaches.
  return float(units) * powerOfTwo(k);
}

//===----------------------------------------------------------------------===//
// The block's evaluation, phase by phase. cuda/InDtypeSum.cuh runs these
// per thread between its block-wide steps (a scan of the threads' steps,
// the first thread with a candidate); the host unit test runs the same
// functions for every thread of a simulated block, so the index arithmetic
// the device relies on is tested without a GPU.
//===----------------------------------------------------------------------===//

/// Steps thread 0 takes one by one before the block scans: there the sum
/// crosses a binade every few steps.
constexpr int kInDtypeSerialHead = 64;
/// Squares the head fetches ahead of its additions (independent loads in
/// flight, then a chain of adds only).
constexpr int kInDtypeHeadBatch = 8;
/// Squares per thread per window.
constexpr int kInDtypeStepsPerThread = 4;

/// The state between windows: the sum of the first `next` squares.
struct InDtypeSumState {
  float accumulated;
  int64_t next;
};

/// Thread 0, first: the head's steps as written. addRounded(a, s) is the
/// runtime's rd(a + s).
template <typename SquareAt, typename AddRounded>
TPFUSE_HOST_DEVICE inline InDtypeSumState
inDtypeSerialHead(int64_t hidden, SquareAt &&squareAt,
                  AddRounded &&addRounded) {
  InDtypeSumState state{0.0f, 0};
  const int64_t end = hidden < kInDtypeSerialHead ? hidden : kInDtypeSerialHead;
  for (; state.next < end; state.next += kInDtypeHeadBatch) {
    float squares[kInDtypeHeadBatch];
    for (int i = 0; i < kInDtypeHeadBatch; ++i)
      squares[i] = state.next + i < end ? squareAt(state.next + i) : 0.0f;
    for (int i = 0; i < kInDtypeHeadBatch; ++i)
      if (state.next + i < end)
        state.accumulated = addRounded(state.accumulated, squares[i]);
  }
  state.next = end;
  return state;
}

/// The squares of a window that `thread` takes: [first, first + steps).
TPFUSE_HOST_DEVICE inline int64_t inDtypeFirstSquare(int64_t next, int thread) {
  return next + int64_t(thread) * kInDtypeStepsPerThread;
}

/// Threads (whole warps, at most `blockThreads`) that take the window after
/// one that started at `previous` and led to `next`, its end being
/// `previousEnd` (the head: previous 0, previousEnd past next). A window
/// that ended at a crossing came `next - previous` squares; in the next
/// binade a square counts half the units, so the next crossing is about
/// twice as far: the window covers four times that. A window costs the
/// instructions of every thread that takes part, so a window sized to the
/// crossing saves the squares past it; a window that reached its end gives
/// the next one the whole block.
TPFUSE_HOST_DEVICE inline int inDtypeWindowThreads(int64_t previous,
                                                   int64_t next,
                                                   int64_t previousEnd,
                                                   int blockThreads) {
  if (next >= previousEnd)
    return blockThreads;
  const int64_t squares = 4 * (next - previous);
  const int64_t threads = (squares + 32 * kInDtypeStepsPerThread - 1) /
                          (32 * kInDtypeStepsPerThread) * 32;
  return threads < blockThreads ? int(threads) : blockThreads;
}

/// The end of the window that starts at `next`, for `threads` threads.
TPFUSE_HOST_DEVICE inline int64_t inDtypeWindowEnd(int64_t next, int64_t hidden,
                                                   int threads) {
  const int64_t end = next + int64_t(threads) * kInDtypeStepsPerThread;
  return end < hidden ? end : hidden;
}

/// A window's binade, as every thread maps its squares to steps.
struct InDtypeBinade {
  InDtypeFormat format;
  int k;
  /// 2^-k where binadeStepScaled is exact there.
  float scale;
  bool scaled;
};
TPFUSE_HOST_DEVICE inline InDtypeBinade inDtypeBinade(InDtypeFormat format,
                                                      int k) {
  const bool scaled = scaledStepExact(k);
  return {format, k, scaled ? powerOfTwo(-k) : 0.0f, scaled};
}
TPFUSE_HOST_DEVICE inline BinadeStep stepIn(const InDtypeBinade &binade,
                                            float square) {
  return binade.scaled ? binadeStepScaled(binade.format, square, binade.scale)
                       : binadeStep(binade.format, square, binade.k);
}

/// A thread's steps of a window, packed (packSteps): a register each.
using InDtypeThreadStepWords = uint32_t[kInDtypeStepsPerThread];

/// Phase 1, every thread: the steps of its squares in the window's binade
/// (no steps past the row), and their composition, which the block scans.
template <typename SquareAt>
TPFUSE_HOST_DEVICE inline BinadeStep
inDtypeThreadSteps(const InDtypeBinade &binade, int64_t first, int64_t hidden,
                   SquareAt &&squareAt, InDtypeThreadStepWords &steps) {
  float squares[kInDtypeStepsPerThread];
  for (int i = 0; i < kInDtypeStepsPerThread; ++i)
    squares[i] = first + i < hidden ? squareAt(first + i) : 0.0f;
  BinadeStep all = noSteps();
  for (int i = 0; i < kInDtypeStepsPerThread; ++i) {
    const BinadeStep step =
        first + i < hidden ? stepIn(binade, squares[i]) : noSteps();
    steps[i] = packSteps(step);
    all = composeSteps(all, step);
  }
  return all;
}

/// Phase 2, every thread, given `before`, the composition of the window's
/// steps before its own (the block's exclusive scan): the first of its
/// squares whose step would leave the binade from `units`, or -1; `before`
/// becomes the composition of the steps before that square, or of all.
TPFUSE_HOST_DEVICE inline int64_t
inDtypeFirstLeaving(InDtypeFormat format, int64_t first, int64_t hidden,
                    int32_t units, const InDtypeThreadStepWords &steps,
                    BinadeStep &before) {
  const int32_t top = int32_t(1) << format.significandBits;
  for (int i = 0; i < kInDtypeStepsPerThread; ++i) {
    if (first + i >= hidden)
      break;
    const BinadeStep through = composeSteps(before, unpackSteps(steps[i]));
    // A saturated composition (leaves()) lands at or above top too.
    if (applySteps(through, units) >= top)
      return first + i;
    before = through;
  }
  return -1;
}

/// Phase 3, every thread: its candidate for the state after the window,
/// if it has one. A thread with a leaving square adds it as written: the
/// state after it. The thread that took the window's last square, if none
/// of its squares leaves, has the whole window's composition: the state at
/// the window's end. The block keeps the candidate of the first thread that
/// has one: the earliest leaving square's if there is one (threads take
/// squares in thread order, and a leaving last square is its own thread's
/// candidate). Threads after it may propose from a saturated composition;
/// their candidates mean nothing and are never kept.
template <typename SquareAt, typename AddRounded>
TPFUSE_HOST_DEVICE inline bool
inDtypeCandidate(int64_t leaving, int64_t first, int64_t windowEnd, int k,
                 int32_t units, BinadeStep before, SquareAt &&squareAt,
                 AddRounded &&addRounded, InDtypeSumState &candidate) {
  const float reached = fromSpacingUnits(applySteps(before, units), k);
  if (leaving >= 0) {
    candidate = {addRounded(reached, squareAt(leaving)), leaving + 1};
    return true;
  }
  if (windowEnd - 1 < first || windowEnd - 1 >= first + kInDtypeStepsPerThread)
    return false;
  candidate = {reached, windowEnd};
  return true;
}

/// A candidate as one word: `next` above the sum's bits.
TPFUSE_HOST_DEVICE inline uint64_t packCandidate(InDtypeSumState candidate) {
  return uint64_t(candidate.next) << 32 | floatBits(candidate.accumulated);
}
TPFUSE_HOST_DEVICE inline InDtypeSumState unpackCandidate(uint64_t packed) {
  return {floatFromBits(uint32_t(packed)), int64_t(packed >> 32)};
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_INDTYPESUM_H
