//===- InDtypeWindowStepsTest.cpp - A window in one step is the chain -----===//
//
// common/InDtypeWindowSteps.h, as cuda/InDtypeChainPipeline.cuh uses it: a
// warp composes a window's 256 steps (each lane its 8, then the lanes in
// order, by the sum of units or, where a lane holds a tie, a tree of
// shuffles down) for four binades from an acc the chain published earlier,
// and the chain applies them to the acc it has reached. Wherever that is
// taken, it must give the serial chain's bits after the window, on rows of
// every kind (Gaussian, rich in ties, one large value among small ones,
// subnormal squares, an infinity or a NaN), from several earlier accs; and
// it must be taken for most windows of a Gaussian row once the sum has
// grown, or the pipeline gains nothing. The bits-to-units arithmetic is
// checked on every finite value of both dtypes.
//
//===----------------------------------------------------------------------===//

#include "common/InDtypeWindowSteps.h"
#include "common/Dtype.h"

#include <gtest/gtest.h>

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

constexpr int kWindowSquares = 32 * kLaneSquares;

template <typename T> uint16_t bitsOfValue(float value) {
  const T rounded = fromFloat<T>(value);
  uint16_t bits;
  std::memcpy(&bits, &rounded, sizeof(bits));
  return bits;
}

template <typename T> float valueOfBits(uint16_t bits) {
  T value;
  std::memcpy(&value, &bits, sizeof(value));
  return toFloat(value);
}

/// The CPU backend's step, rd(acc + square), on the dtype's bits.
template <typename T> uint16_t chainStep(uint16_t acc, float square) {
  return bitsOfValue<T>(roundTo<T>(valueOfBits<T>(acc) + square));
}

/// A window's steps as a warp composes them for binade b: each lane its
/// squares (laneSteps), then the lanes in order, by the sum of their units
/// where no lane holds a tie, else by a tree of shuffles down (lane l
/// composes itself with lane l + offset, offsets 1 to 16), every step
/// packed into a word as the shuffle carries it.
BinadeStep warpSteps(InDtypeFormat format, int binade, const float *squares,
                     int count) {
  BinadeStep lanes[32];
  bool tie = false;
  int32_t units = 0;
  for (int lane = 0; lane < 32; ++lane) {
    lanes[lane] = laneSteps(format, binade, [&](int i) {
      const int index = lane * kLaneSquares + i;
      return index < count ? squares[index] : 0.0f;
    });
    tie |= lanes[lane].tie;
    units += lanes[lane].c;
  }
  if (!tie)
    return {saturateUnits(units), 0, false};
  for (int offset = 1; offset < 32; offset *= 2)
    for (int lane = 0; lane + offset < 32; lane += 2 * offset)
      lanes[lane] = composeSteps(unpackSteps(packSteps(lanes[lane])),
                                 unpackSteps(packSteps(lanes[lane + offset])));
  return lanes[0];
}

/// Squares of values of one kind, as the norm makes them: h rounded to T,
/// then its square rounded to T.
template <typename T>
std::vector<float> squaresOf(int kind, size_t hidden, std::mt19937_64 &rng) {
  std::vector<float> squares(hidden);
  const double scale = std::ldexp(1.0, int(rng() % 40) - 20);
  std::normal_distribution<double> normal(0.0, scale);
  for (float &square : squares) {
    double h = normal(rng);
    switch (kind) {
    case 1: // few distinct small values: many exact ties
      h = double(int(rng() % 16)) * std::ldexp(1.0, int(rng() % 6) - 3);
      break;
    case 2: // one large value among small ones
      h = rng() % 64 == 0 ? h * 256.0 : h;
      break;
    case 3: // tiny: subnormal squares in both dtypes
      h = std::ldexp(normal(rng) / scale, -int(rng() % 80) - 8);
      break;
    default: // Gaussian
      break;
    }
    const float rounded = roundTo<T>(float(h));
    square = roundTo<T>(rounded * rounded);
  }
  if (kind == 4) // an infinity or a NaN somewhere
    squares[rng() % hidden] = rng() % 2
                                  ? std::numeric_limits<float>::infinity()
                                  : std::numeric_limits<float>::quiet_NaN();
  return squares;
}

/// Every window of rows of every kind, in one step from the chain's acc
/// before it, its steps composed from the acc before the window, one window
/// earlier and two earlier: where taken, the chain's acc after the window.
/// `share`: of the Gaussian windows from window 2, those taken with steps
/// from the acc one window earlier (as the pipeline publishes it).
template <typename T>
void expectWindowsAreTheChain(uint64_t seed, double &share) {
  constexpr InDtypeFormat format = formatOf<T>();
  std::mt19937_64 rng(seed);
  int gaussianWindows = 0, gaussianTaken = 0, taken = 0;
  for (size_t hidden : {256u, 1000u, 4096u, 7168u})
    for (int kind = 0; kind < 5; ++kind)
      for (int trial = 0; trial < 6; ++trial) {
        const std::vector<float> squares = squaresOf<T>(kind, hidden, rng);
        const int windows = int((hidden + kWindowSquares - 1) / kWindowSquares);
        // accs[w]: the chain's acc before window w.
        std::vector<uint16_t> accs(size_t(windows) + 1, 0);
        for (int w = 0; w < windows; ++w) {
          uint16_t acc = accs[size_t(w)];
          for (size_t j = size_t(w) * kWindowSquares;
               j < std::min(hidden, size_t(w + 1) * kWindowSquares); ++j)
            acc = chainStep<T>(acc, squares[j]);
          accs[size_t(w) + 1] = acc;
        }
        for (int w = 0; w < windows; ++w) {
          const float *window = squares.data() + size_t(w) * kWindowSquares;
          const int count = int(
              std::min<size_t>(kWindowSquares, hidden - w * kWindowSquares));
          for (int earlier = 0; earlier <= 2 && earlier <= w; ++earlier) {
            const uint16_t published = accs[size_t(w - earlier)];
            if (!finiteSumBits(format, published))
              continue;
            const int firstBinade = sumBinadeOf(format, published);
            uint32_t steps[kWindowStepBinades];
            for (int i = 0; i < kWindowStepBinades; ++i)
              steps[i] =
                  packSteps(warpSteps(format, firstBinade + i, window, count));
            uint16_t after = 0;
            const bool inOneStep = windowInOneStep(format, accs[size_t(w)],
                                                   firstBinade, steps, after);
            if (inOneStep) {
              ASSERT_EQ(after, accs[size_t(w) + 1])
                  << "hidden " << hidden << ", kind " << kind << ", trial "
                  << trial << ", window " << w << ", steps from " << earlier
                  << " windows earlier";
              ++taken;
            }
            if (kind == 0 && w >= 2 && earlier == 1) {
              ++gaussianWindows;
              gaussianTaken += inOneStep;
            }
          }
        }
      }
  EXPECT_GT(taken, 0);
  share = double(gaussianTaken) / double(gaussianWindows);
}

TEST(InDtypeWindowStepsTest, Bf16WindowsInOneStepAreTheChain) {
  double share = 0.0;
  ASSERT_NO_FATAL_FAILURE(expectWindowsAreTheChain<BFloat16>(1, share));
  EXPECT_GE(share, 0.5);
}

TEST(InDtypeWindowStepsTest, F16WindowsInOneStepAreTheChain) {
  double share = 0.0;
  ASSERT_NO_FATAL_FAILURE(expectWindowsAreTheChain<Float16>(2, share));
  EXPECT_GE(share, 1.0 / 3.0);
}

/// Every finite value of the dtype: its binade's units and back, below 2^p
/// (and at least 2^(p-1) above binade 0), and worth units * 2^k.
template <typename T> void expectBinadesOfBits() {
  constexpr InDtypeFormat format = formatOf<T>();
  const int p = format.significandBits;
  int finite = 0;
  for (uint32_t bits = 0; bits < 0x8000; ++bits) {
    if (!finiteSumBits(format, uint16_t(bits))) {
      ASSERT_FALSE(std::isfinite(valueOfBits<T>(uint16_t(bits)))) << bits;
      continue;
    }
    ++finite;
    const int binade = sumBinadeOf(format, uint16_t(bits));
    const int32_t units = unitsOfBits(format, uint16_t(bits), binade);
    ASSERT_LT(units, int32_t(1) << p) << bits;
    ASSERT_GE(units, binade == 0 ? 0 : int32_t(1) << (p - 1)) << bits;
    ASSERT_EQ(bitsOfUnits(format, units, binade), bits);
    const float value = valueOfBits<T>(uint16_t(bits));
    const int k = binadeSpacingExponent(format, binade);
    ASSERT_EQ(k, sumSpacingExponent(format, value)) << bits;
    ASSERT_EQ(std::ldexp(double(units), k), double(value)) << bits;
  }
  EXPECT_EQ(finite, (std::is_same_v<T, BFloat16> ? 0x7f80 : 0x7c00));
}

TEST(InDtypeWindowStepsTest, Bf16BinadesOfBits) {
  expectBinadesOfBits<BFloat16>();
}
TEST(InDtypeWindowStepsTest, F16BinadesOfBits) {
  expectBinadesOfBits<Float16>();
}

} // namespace
