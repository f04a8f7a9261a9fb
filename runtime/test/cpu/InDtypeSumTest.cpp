//===- InDtypeSumTest.cpp - The in-dtype sum by binades equals the chain --===//
//
// cuda/InDtypeSum.cuh's block evaluation, simulated thread by thread with
// the same phase functions (common/InDtypeSum.h) and the same scan, must
// give the bits of the serial chain acc = rd(acc + rd(h * h)) that the CPU
// backend computes: on rows of every scale, rows rich in ties, rows that
// overflow f16, rows with subnormal squares, infinities and NaNs, for
// blocks of 32 to 1024 threads. Composition is also checked associative
// (random groupings) on the steps that occur.
//
//===----------------------------------------------------------------------===//

#include "common/InDtypeSum.h"
#include "common/Dtype.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

using namespace tpfuse::runtime;

namespace {

template <typename T> constexpr InDtypeFormat formatOf();
template <> constexpr InDtypeFormat formatOf<BFloat16>() { return kBf16Sum; }
template <> constexpr InDtypeFormat formatOf<Float16>() { return kF16Sum; }

/// The CPU backend's chain (HostRmsNorm.cpp).
template <typename T> float chainInOrder(const std::vector<float> &squares) {
  float accumulated = 0.0f;
  for (float square : squares)
    accumulated = roundTo<T>(accumulated + square);
  return accumulated;
}

/// Composes steps[begin, end) in a random tree, as a scan may group them.
BinadeStep composeInSomeOrder(const std::vector<BinadeStep> &steps,
                              size_t begin, size_t end, std::mt19937_64 &rng) {
  if (begin == end)
    return noSteps();
  if (end - begin == 1)
    return steps[begin];
  const size_t middle = begin + 1 + rng() % (end - begin - 1);
  return composeSteps(composeInSomeOrder(steps, begin, middle, rng),
                      composeInSomeOrder(steps, middle, end, rng));
}

/// A step through a shuffle: packed into one word and back.
BinadeStep shuffled(BinadeStep steps) { return unpackSteps(packSteps(steps)); }

/// A warp's exclusive scan as cuda/InDtypeSum.cuh does it (shuffles up by
/// 1, 2, 4, 8, 16, then by 1, of the packed steps), over `lanes` (32
/// entries).
std::vector<BinadeStep> warpExclusiveScan(std::vector<BinadeStep> lanes,
                                          BinadeStep &all) {
  for (int offset = 1; offset < 32; offset *= 2) {
    const std::vector<BinadeStep> earlier = lanes;
    for (int lane = offset; lane < 32; ++lane)
      lanes[size_t(lane)] = composeSteps(
          shuffled(earlier[size_t(lane - offset)]), lanes[size_t(lane)]);
  }
  all = lanes[31];
  std::vector<BinadeStep> exclusive(32, noSteps());
  for (int lane = 1; lane < 32; ++lane)
    exclusive[size_t(lane)] = shuffled(lanes[size_t(lane - 1)]);
  return exclusive;
}

/// cuda/InDtypeSum.cuh's inDtypeSumOfSquares, its block of `threads`
/// simulated thread by thread, phase by phase, with the same phase
/// functions (common/InDtypeSum.h) and the same scan.
template <typename T>
float simulateBlock(const std::vector<float> &squares, int blockThreads,
                    int &windows) {
  constexpr InDtypeFormat format = formatOf<T>();
  const int64_t hidden = int64_t(squares.size());
  auto squareAt = [&](int64_t j) {
    EXPECT_TRUE(j >= 0 && j < hidden) << "square " << j << " read";
    return squares[size_t(j)];
  };
  auto addRounded = [](float accumulated, float square) {
    return roundTo<T>(accumulated + square);
  };
  InDtypeSumState state = inDtypeSerialHead(hidden, squareAt, addRounded);
  windows = 0;
  int64_t previous = 0, previousEnd = hidden + 1;
  while (state.next < hidden) {
    if (!std::isfinite(state.accumulated)) {
      bool nan = std::isnan(state.accumulated);
      for (int64_t j = state.next; j < hidden; ++j)
        nan |= std::isnan(squares[size_t(j)]);
      return nan ? std::numeric_limits<float>::quiet_NaN() : state.accumulated;
    }
    ++windows;
    // The window's threads; the block's others take no squares.
    const int threads =
        inDtypeWindowThreads(previous, state.next, previousEnd, blockThreads);
    EXPECT_TRUE(threads % 32 == 0 && threads >= 32 && threads <= blockThreads)
        << threads << " threads of " << blockThreads;
    const int warps = threads / 32;
    const int64_t windowEnd = inDtypeWindowEnd(state.next, hidden, threads);
    previous = state.next;
    previousEnd = windowEnd;
    const int k = sumSpacingExponent(format, state.accumulated);
    const int32_t units = spacingUnits(state.accumulated, k);
    struct ThreadSteps {
      InDtypeThreadStepWords steps;
    };
    std::vector<ThreadSteps> steps(static_cast<size_t>(threads));
    std::vector<BinadeStep> own(static_cast<size_t>(threads)),
        before(static_cast<size_t>(threads));
    std::vector<int64_t> first(static_cast<size_t>(threads));
    for (int t = 0; t < threads; ++t) {
      first[size_t(t)] = inDtypeFirstSquare(state.next, t);
      own[size_t(t)] =
          inDtypeThreadSteps(inDtypeBinade(format, k), first[size_t(t)], hidden,
                             squareAt, steps[size_t(t)].steps);
    }
    std::vector<BinadeStep> warpAll(32, noSteps());
    for (int w = 0; w < warps; ++w) {
      std::vector<BinadeStep> lanes(own.begin() + w * 32,
                                    own.begin() + w * 32 + 32);
      const std::vector<BinadeStep> exclusive =
          warpExclusiveScan(lanes, warpAll[size_t(w)]);
      std::copy(exclusive.begin(), exclusive.end(), before.begin() + w * 32);
    }
    for (int w = warps; w < 32; ++w)
      warpAll[size_t(w)] = noSteps();
    for (BinadeStep &steps : warpAll) // through shared memory, packed
      steps = shuffled(steps);
    BinadeStep unused;
    const std::vector<BinadeStep> warpBefore =
        warpExclusiveScan(warpAll, unused);
    // The candidates, packed, in thread order: the block keeps the first,
    // which must be the earliest (the least `next`), and no two may
    // propose the same next square.
    std::vector<uint64_t> candidates;
    for (int t = 0; t < threads; ++t) {
      before[size_t(t)] =
          composeSteps(shuffled(warpBefore[size_t(t / 32)]), before[size_t(t)]);
      const int64_t leaving =
          inDtypeFirstLeaving(format, first[size_t(t)], hidden, units,
                              steps[size_t(t)].steps, before[size_t(t)]);
      InDtypeSumState candidate;
      if (inDtypeCandidate(leaving, first[size_t(t)], windowEnd, k, units,
                           before[size_t(t)], squareAt, addRounded,
                           candidate)) {
        EXPECT_EQ(unpackCandidate(packCandidate(candidate)).next,
                  candidate.next);
        candidates.push_back(packCandidate(candidate));
      }
    }
    EXPECT_FALSE(candidates.empty()) << "a window without a candidate";
    if (candidates.empty())
      return std::numeric_limits<float>::signaling_NaN();
    const InDtypeSumState next = unpackCandidate(candidates.front());
    std::sort(candidates.begin(), candidates.end());
    EXPECT_EQ(unpackCandidate(candidates.front()).next, next.next)
        << "the first thread's candidate is not the earliest";
    if (candidates.size() > 1) {
      EXPECT_NE(unpackCandidate(candidates[1]).next, next.next)
          << "two candidates for one square";
    }
    EXPECT_GT(next.next, state.next) << "the window advanced";
    if (next.next <= state.next)
      return std::numeric_limits<float>::signaling_NaN();
    state = next;
  }
  return state.accumulated;
}

/// Composes the steps of `squares` from the start, in one binade, in
/// random groupings: always the left-to-right composition.
template <typename T>
void expectAssociative(const std::vector<float> &squares,
                       std::mt19937_64 &rng) {
  constexpr InDtypeFormat format = formatOf<T>();
  const int k = sumSpacingExponent(format, 1.0f);
  std::vector<BinadeStep> steps;
  BinadeStep left = noSteps();
  for (float square : squares) {
    steps.push_back(binadeStep(format, square, k));
    left = composeSteps(left, steps.back());
    if (steps.size() == 2048)
      break;
  }
  const BinadeStep grouped = composeInSomeOrder(steps, 0, steps.size(), rng);
  EXPECT_EQ(packSteps(grouped), packSteps(left));
  EXPECT_EQ(packSteps(shuffled(left)), packSteps(left));
}

uint32_t bitsOf(float value) { return floatBits(value); }

/// The value of T whose 16-bit code is `code`.
template <typename T> float valueOfCode(uint16_t code) {
  T value;
  std::memcpy(&value, &code, sizeof(value));
  return toFloat(value);
}

/// Squares of values of one kind, as the norm makes them: h rounded to T,
/// then its square rounded to T.
template <typename T>
std::vector<float> squaresOf(int kind, size_t hidden, std::mt19937_64 &rng) {
  std::vector<float> squares(hidden);
  const double scale = std::ldexp(1.0, int(rng() % 48) - 24);
  std::normal_distribution<double> normal(0.0, scale);
  for (float &square : squares) {
    double h = normal(rng);
    switch (kind) {
    case 0: // Gaussian
      break;
    case 1: // few distinct small values: many exact ties
      h = double(int(rng() % 16)) * std::ldexp(1.0, int(rng() % 6) - 3);
      break;
    case 2: // one large value among small ones
      h = rng() % 64 == 0 ? h * 256.0 : h;
      break;
    case 3: // tiny: subnormal squares in both dtypes
      h = std::ldexp(normal(rng) / scale, -int(rng() % 80) - 8);
      break;
    }
    const float rounded = roundTo<T>(float(h));
    square = roundTo<T>(rounded * rounded);
  }
  return squares;
}

template <typename T> void expectEqualChains(uint64_t seed) {
  std::mt19937_64 rng(seed);
  const size_t sizes[] = {1, 2, 7, 31, 64, 65, 300, 1000, 2048, 4096, 7168};
  int rows = 0;
  for (size_t hidden : sizes)
    for (int kind = 0; kind < 4; ++kind)
      for (int trial = 0; trial < 12; ++trial) {
        std::vector<float> squares = squaresOf<T>(kind, hidden, rng);
        if (trial == 11 && hidden > 2) { // a NaN or an infinity somewhere
          squares[rng() % hidden] =
              rng() % 2 ? std::numeric_limits<float>::infinity()
                        : std::numeric_limits<float>::quiet_NaN();
        }
        const float expected = chainInOrder<T>(squares);
        for (int threads : {32, 96, 256, 896, 1024}) {
          int windows = 0;
          const float got = simulateBlock<T>(squares, threads, windows);
          ASSERT_EQ(bitsOf(got), bitsOf(expected))
              << "hidden " << hidden << ", kind " << kind << ", trial " << trial
              << ", " << threads << " threads: " << got << " vs the chain's "
              << expected;
        }
        expectAssociative<T>(squares, rng);
        ++rows;
      }
  EXPECT_EQ(rows, 11 * 4 * 12);
}

TEST(InDtypeSumTest, Bf16ByBinadesIsTheChain) {
  expectEqualChains<BFloat16>(1);
}

TEST(InDtypeSumTest, F16ByBinadesIsTheChain) { expectEqualChains<Float16>(2); }

/// f16 overflows at 65520: the chain reaches infinity and stays there.
TEST(InDtypeSumTest, F16OverflowIsTheChain) {
  std::mt19937_64 rng(3);
  std::vector<float> squares(4096, roundTo<Float16>(255.0f * 255.0f));
  squares[100] = roundTo<Float16>(16.0f);
  const float expected = chainInOrder<Float16>(squares);
  ASSERT_TRUE(std::isinf(expected));
  int windows = 0;
  EXPECT_EQ(bitsOf(simulateBlock<Float16>(squares, 256, windows)),
            bitsOf(expected));
}

/// Each case of one step, against rd(acc + square) for every f16 acc of a
/// binade and a range of squares.
TEST(InDtypeSumTest, F16StepsWithinABinade) {
  const int k = sumSpacingExponent(kF16Sum, 1.0f);
  EXPECT_EQ(k, -10);
  int checked = 0;
  for (int32_t units = 1024; units < 2048; ++units) {
    const float acc = fromSpacingUnits(units, k);
    ASSERT_EQ(roundTo<Float16>(acc), acc);
    ASSERT_EQ(spacingUnits(acc, k), units);
    for (int step = 0; step < 4096; step += 7) {
      const float square = roundTo<Float16>(std::ldexp(float(step), -13));
      const float expected = roundTo<Float16>(acc + square);
      const BinadeStep one = binadeStep(kF16Sum, square, k);
      ASSERT_FALSE(one.leaves());
      const int32_t after = applySteps(one, units);
      if (after >= 2048)
        continue; // leaves the binade: taken as written
      ASSERT_EQ(fromSpacingUnits(after, k), expected)
          << "acc " << acc << " + " << square;
      ++checked;
    }
  }
  EXPECT_GT(checked, 400000);
}

/// The float form of a step (binadeStepScaled, where the device takes it)
/// is the integer form's, for every value of the dtype as the square and
/// every binade where it applies; outside them the integer form is taken.
template <typename T> void expectScaledStepsExact() {
  constexpr InDtypeFormat format = formatOf<T>();
  // The spacing exponents a sum can reach: from zero's to the top binade's.
  const int lowest = sumSpacingExponent(format, 0.0f);
  const int highest = sumSpacingExponent(
      format, std::is_same_v<T, BFloat16> ? 0x1.fep127f : 65504.0f);
  int64_t checked = 0, scaledBinades = 0;
  for (int k = lowest; k <= highest; ++k) {
    const InDtypeBinade binade = inDtypeBinade(format, k);
    if (!binade.scaled)
      continue;
    ++scaledBinades;
    for (uint32_t code = 0; code < 0x8000u; ++code) {
      const float square = valueOfCode<T>(uint16_t(code));
      const BinadeStep expected = binadeStep(format, square, k);
      const BinadeStep got = stepIn(binade, square);
      ASSERT_EQ(packSteps(got), packSteps(expected))
          << "square " << square << " (code " << code << "), k " << k;
      ++checked;
    }
  }
  // bf16 sums below 2^-119 take the integer form; f16's never do.
  constexpr bool kBf16 = std::is_same_v<T, BFloat16>;
  EXPECT_EQ(scaledBinades, int64_t(highest - lowest + 1) - (kBf16 ? 6 : 0));
  EXPECT_GT(checked, 0);
}

TEST(InDtypeSumTest, Bf16ScaledStepsAreExact) {
  expectScaledStepsExact<BFloat16>();
}
TEST(InDtypeSumTest, F16ScaledStepsAreExact) {
  expectScaledStepsExact<Float16>();
}

/// Saturated steps leave from every A, compose into leaving steps, and
/// keep their bits through the packed word.
TEST(InDtypeSumTest, SaturatedStepsLeave) {
  const BinadeStep tie{3, kLeavingUnits - 1, true};
  const BinadeStep big{kLeavingUnits - 1, 0, false};
  EXPECT_FALSE(tie.leaves());
  EXPECT_TRUE(composeSteps(tie, big).leaves());
  EXPECT_TRUE(composeSteps(big, big).leaves());
  EXPECT_TRUE(composeSteps(leavingStep(), noSteps()).leaves());
  EXPECT_TRUE(composeSteps(noSteps(), tie).tie);
  for (const BinadeStep steps :
       {tie, big, leavingStep(), composeSteps(tie, big), composeSteps(big, tie),
        composeSteps(tie, tie)}) {
    EXPECT_EQ(packSteps(unpackSteps(packSteps(steps))), packSteps(steps));
    EXPECT_GE(applySteps(unpackSteps(packSteps(steps)), 0),
              steps.leaves() ? kLeavingUnits : 0);
  }
}

/// The value of the dtype whose raw bits are `bits`.
template <typename T> float valueOfBits(uint16_t bits) {
  if constexpr (std::is_same_v<T, BFloat16>) {
    return toFloat(BFloat16{bits});
  } else {
    Float16 value;
    std::memcpy(&value, &bits, sizeof(value));
    return toFloat(value);
  }
}

/// smallestMovingSquareBits for every acc of the dtype from +0 to its
/// infinity: the largest square below the bound leaves acc as it is
/// (through the CPU backend's add and rounding), the bound itself moves
/// every odd acc whose bound is normal (a tie, rounded to even: the bound
/// is exact there, not merely safe), and it never decreases.
template <typename T> void expectSmallestMovingSquares() {
  constexpr InDtypeFormat format = formatOf<T>();
  const uint16_t infinity =
      std::is_same_v<T, BFloat16> ? uint16_t(0x7f80) : uint16_t(0x7c00);
  uint16_t previous = 0;
  int exactBounds = 0;
  for (uint32_t acc = 0; acc <= infinity; ++acc) {
    const uint16_t bound = smallestMovingSquareBits(format, uint16_t(acc));
    ASSERT_GE(bound, previous) << acc;
    previous = bound;
    const float value = valueOfBits<T>(uint16_t(acc));
    const float below = valueOfBits<T>(uint16_t(bound - 1));
    ASSERT_EQ(bitsOf(roundTo<T>(value + below)), bitsOf(value))
        << "acc bits " << acc << ", square bits " << bound - 1;
    if (acc % 2 == 1 && acc < infinity && bound > 1) {
      EXPECT_NE(bitsOf(roundTo<T>(value + valueOfBits<T>(bound))),
                bitsOf(value))
          << "acc bits " << acc;
      ++exactBounds;
    }
  }
  // A NaN acc's bound is the infinity's or above.
  EXPECT_GE(smallestMovingSquareBits(format, uint16_t(infinity | 0x7f)),
            previous);
  // Odd values in every binade from the first whose half spacing is normal
  // to the last finite one: bf16 246 binades of 64, f16 19 of 512.
  const int fractionBits = format.significandBits - 1;
  const int lastFiniteExponent = (infinity >> fractionBits) - 1;
  EXPECT_EQ(exactBounds, (lastFiniteExponent - fractionBits - 1) *
                             (1 << (fractionBits - 1)));
}

TEST(InDtypeSumTest, Bf16SmallestMovingSquare) {
  expectSmallestMovingSquares<BFloat16>();
}
TEST(InDtypeSumTest, F16SmallestMovingSquare) {
  expectSmallestMovingSquares<Float16>();
}

} // namespace
