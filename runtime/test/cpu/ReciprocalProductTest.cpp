//===- ReciprocalProductTest.cpp - e4m3 of y * (1/s) where it is of y / s -===//
//
// The CUDA epilogue encodes y * RN(1 / s) instead of RN(y / s) wherever
// e4m3OfProductIsOfQuotient (common/QuantMath.h) claims both give the same
// e4m3 code. Checked here on the host, with floatToE4m3 and the host's
// rounded f32 operations, for a set of divisors: on a sweep of a million
// dividend patterns per divisor, and on the dividends next to every e4m3
// midpoint (subnormal ones included), where the two codes do differ, so
// that a weaker rule fails.
//
//===----------------------------------------------------------------------===//

#include "common/MiniFloat.h"
#include "common/QuantMath.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

using namespace tpfuse::runtime;

namespace {

/// Divisors whose reciprocals are normal: powers of two, significands of
/// all ones and one ulp above a power of two, scales as amax / 448 gives
/// them, and seeded random ones of either sign in [2^-40, 2^40].
std::vector<float> divisors() {
  std::vector<float> result = {1.0f,         3.0f,          448.0f,
                               1.0f / 448.0f, 0x1.fffffep0f, 0x1.000002p0f,
                               0x1.fffffep-9f, 7.0f / 448.0f, 0.0123f,
                               -2.5f,         1e-10f / 448.0f};
  std::mt19937 random(20261206);
  std::uniform_int_distribution<uint32_t> bits;
  while (result.size() < 23) {
    const uint32_t word = bits(random);
    const uint32_t exponent = 87 + (word >> 8) % 81; // 2^-40 .. 2^40
    result.push_back(
        floatFromBits((word & 0x80000000u) | exponent << 23 | (word & 0x7fffffu)));
  }
  return result;
}

struct Tally {
  uint64_t checked = 0, claimed = 0, codesDiffer = 0, claimedAndDiffer = 0;
  // Products whose quotient lies in e4m3's normal range, and those claimed.
  uint64_t normalRange = 0, normalRangeClaimed = 0;
  float firstDividend = 0.0f, firstDivisor = 0.0f;

  void add(float y, float divisor, float reciprocal) {
    const float product = y * reciprocal;
    const float quotient = y / divisor;
    const bool claimed = e4m3OfProductIsOfQuotient(product);
    const bool differ = floatToE4m3(product) != floatToE4m3(quotient);
    ++checked;
    claimed && ++this->claimed;
    differ && ++codesDiffer;
    if (claimed && differ && claimedAndDiffer++ == 0) {
      firstDividend = y;
      firstDivisor = divisor;
    }
    const float magnitude = std::fabs(quotient);
    if (magnitude >= 0x1p-6f && magnitude <= 448.0f) {
      ++normalRange;
      claimed && ++normalRangeClaimed;
    }
  }
};

std::string describe(const Tally &tally) {
  char text[200];
  std::snprintf(text, sizeof(text),
                "%llu claimed products differ; first y = %a, s = %a",
                static_cast<unsigned long long>(tally.claimedAndDiffer),
                tally.firstDividend, tally.firstDivisor);
  return text;
}

TEST(ReciprocalProductTest, ClaimedOnASweepOfDividends) {
  Tally tally;
  for (const float divisor : divisors()) {
    const float reciprocal = 1.0f / divisor;
    ASSERT_TRUE(std::isnormal(reciprocal)) << divisor;
    // A million patterns, a prime stride apart: every exponent, sign and
    // low-bit pattern occurs; the dividends that make normal quotients
    // are placed by the divisor below.
    for (uint32_t i = 0; i < (1u << 20); ++i) {
      const float y = floatFromBits(i * 4099u);
      tally.add(y, divisor, reciprocal);
      // The same significand scaled to a quotient near 1..448.
      const uint32_t significand = (i * 4099u) & 0x807fffffu;
      const uint32_t exponent = 127 + i % 9;
      tally.add(floatFromBits(significand | exponent << 23) * divisor, divisor,
                reciprocal);
    }
  }
  EXPECT_EQ(tally.claimedAndDiffer, 0u) << describe(tally);
  // The rule gives up little: nearly every normal-range product is claimed.
  ASSERT_GT(tally.normalRange, 1000000u);
  EXPECT_GE(double(tally.normalRangeClaimed), 0.999 * double(tally.normalRange))
      << tally.normalRangeClaimed << " of " << tally.normalRange;
}

TEST(ReciprocalProductTest, ClaimedNextToEveryMidpoint) {
  // Every midpoint between neighbouring non-negative e4m3 values, the
  // subnormal ones included; dividends within 8 ulps of midpoint * s.
  std::vector<float> midpoints;
  for (int code = 0; code < 0x7e; ++code)
    midpoints.push_back(
        (e4m3ToFloat(uint8_t(code)) + e4m3ToFloat(uint8_t(code + 1))) / 2);
  Tally tally;
  for (const float divisor : divisors()) {
    const float reciprocal = 1.0f / divisor;
    for (const float midpoint : midpoints)
      for (const float sign : {1.0f, -1.0f}) {
        const float centre = sign * midpoint * divisor;
        const uint32_t centreBits = floatBits(centre);
        for (int step = -8; step <= 8; ++step)
          tally.add(floatFromBits(centreBits + uint32_t(step)), divisor,
                    reciprocal);
      }
  }
  EXPECT_EQ(tally.claimedAndDiffer, 0u) << describe(tally);
  // The cases the rule exists for: here the product's code and the
  // quotient's do differ, and the rule must have declined each of them.
  EXPECT_GT(tally.codesDiffer, 100u);
  EXPECT_LT(tally.claimed, tally.checked);
}

TEST(ReciprocalProductTest, SpecialValues) {
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(0.0f));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(-0.0f));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(INFINITY));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(NAN));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(0x1p-6f));
  EXPECT_FALSE(e4m3OfProductIsOfQuotient(0x1.fffffep-7f));
  EXPECT_FALSE(e4m3OfProductIsOfQuotient(0x1p-149f));
  // 1.0625 is the midpoint of 1 and 1.125; 2 ulps either side decline,
  // 3 are claimed.
  const uint32_t midpoint = floatBits(1.0625f);
  for (int step = -2; step <= 2; ++step)
    EXPECT_FALSE(e4m3OfProductIsOfQuotient(floatFromBits(midpoint + step)));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(floatFromBits(midpoint + 3)));
  EXPECT_TRUE(e4m3OfProductIsOfQuotient(floatFromBits(midpoint - 3)));
}

} // namespace
