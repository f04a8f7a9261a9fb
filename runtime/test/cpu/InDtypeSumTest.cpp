//===- InDtypeSumTest.cpp - The in-dtype sum by binades equals the chain --===//
//
// common/InDtypeSum.h's steps, composed the way cuda/InDtypeSum.cuh's block
// composes them (a serial head, then windows scanned in any grouping, the
// step that leaves a binade taken as written), must give the bits of the
// serial chain acc = rd(acc + rd(h * h)) that the CPU backend computes: on
// rows of every scale, rows rich in ties, rows that overflow f16, rows with
// subnormal squares, infinities and NaNs. The scan is modelled with random
// groupings, so the test also checks that composition is associative on
// the values that occur.
//
//===----------------------------------------------------------------------===//

#include "common/InDtypeSum.h"
#include "common/Dtype.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
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
    return kNoSteps;
  if (end - begin == 1)
    return steps[begin];
  const size_t middle = begin + 1 + rng() % (end - begin - 1);
  return composeSteps(composeInSomeOrder(steps, begin, middle, rng),
                      composeInSomeOrder(steps, middle, end, rng));
}

/// The device's evaluation, one thread: `head` steps as written, then
/// windows of `window` squares: the first step that would leave the binade
/// is taken as written, the steps before it by their composition.
template <typename T>
float sumByBinades(const std::vector<float> &squares, size_t head,
                   size_t window, std::mt19937_64 &rng) {
  constexpr InDtypeFormat format = formatOf<T>();
  const int32_t top = int32_t(1) << format.significandBits;
  float accumulated = 0.0f;
  size_t next = 0;
  for (; next < std::min(head, squares.size()); ++next)
    accumulated = roundTo<T>(accumulated + squares[next]);
  while (next < squares.size()) {
    if (std::isnan(accumulated))
      return accumulated;
    if (std::isinf(accumulated)) {
      for (; next < squares.size(); ++next)
        if (std::isnan(squares[next]))
          return squares[next];
      return accumulated;
    }
    const int k = sumSpacingExponent(format, accumulated);
    const int32_t units = spacingUnits(accumulated, k);
    const size_t end = std::min(squares.size(), next + window);
    std::vector<BinadeStep> steps;
    BinadeStep before = kNoSteps;
    size_t leaving = end;
    for (size_t j = next; j < end; ++j) {
      steps.push_back(binadeStep(format, squares[j], k));
      const BinadeStep through = composeSteps(before, steps.back());
      if (through.leaves || applySteps(through, units) >= top) {
        leaving = j;
        break;
      }
      before = through;
    }
    // A scan groups the steps otherwise: the same map.
    const BinadeStep grouped =
        composeInSomeOrder(steps, 0, leaving - next, rng);
    EXPECT_TRUE(grouped.c == before.c && grouped.d == before.d &&
                grouped.tie == before.tie && !grouped.leaves);
    accumulated = fromSpacingUnits(applySteps(before, units), k);
    if (leaving < end) {
      accumulated = roundTo<T>(accumulated + squares[leaving]);
      next = leaving + 1;
    } else {
      next = end;
    }
  }
  return accumulated;
}

uint32_t bitsOf(float value) { return floatBits(value); }

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
        for (size_t head : {size_t(0), size_t(64)})
          for (size_t window : {size_t(32), size_t(2048)}) {
            const float got = sumByBinades<T>(squares, head, window, rng);
            ASSERT_EQ(bitsOf(got), bitsOf(expected))
                << "hidden " << hidden << ", kind " << kind << ", trial "
                << trial << ", head " << head << ", window " << window << ": "
                << got << " vs the chain's " << expected;
          }
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
  EXPECT_EQ(bitsOf(sumByBinades<Float16>(squares, 0, 1024, rng)),
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
      ASSERT_FALSE(one.leaves);
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

} // namespace
