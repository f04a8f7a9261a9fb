//===- DtypeTest.cpp - bf16 and f16 conversions ---------------------------===//

#include "common/Dtype.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace tpfuse::runtime;

namespace {

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

float floatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// Round to nearest even by comparing the two bf16 neighbours in double.
uint16_t referenceBFloat16(float value) {
  auto truncated = static_cast<uint16_t>(bitsOf(value) >> 16);
  auto next = static_cast<uint16_t>(truncated + 1);
  double below = floatOf(static_cast<uint32_t>(truncated) << 16);
  double above = floatOf(static_cast<uint32_t>(next) << 16);
  double distanceBelow = std::fabs(value - below);
  double distanceAbove = std::fabs(value - above);
  if (distanceBelow != distanceAbove)
    return distanceBelow < distanceAbove ? truncated : next;
  return (truncated & 1) == 0 ? truncated : next;
}

TEST(DtypeTest, BFloat16RoundTripsEveryValue) {
  for (uint32_t bits = 0; bits <= 0xffff; ++bits) {
    BFloat16 value{static_cast<uint16_t>(bits)};
    float widened = toFloat(value);
    if (std::isnan(widened)) {
      EXPECT_TRUE(std::isnan(toFloat(toBFloat16(widened))));
      continue;
    }
    EXPECT_EQ(toBFloat16(widened).bits, bits);
  }
}

TEST(DtypeTest, BFloat16RoundsToNearestEven) {
  std::mt19937 generator(3);
  std::uniform_int_distribution<uint32_t> anyBits;
  int checked = 0;
  while (checked < 200000) {
    float value = floatOf(anyBits(generator));
    // Beyond the largest finite bf16 the neighbour above is infinity.
    if (!std::isfinite(value) || std::fabs(value) > 3.38e38f)
      continue;
    ASSERT_EQ(toBFloat16(value).bits, referenceBFloat16(value)) << value;
    ++checked;
  }
  // Exact ties: 1 + 2^-8 lies halfway between 1 and 1 + 2^-7.
  EXPECT_EQ(toFloat(toBFloat16(1.0f + 0x1p-8f)), 1.0f);
  EXPECT_EQ(toFloat(toBFloat16(1.0f + 3 * 0x1p-8f)), 1.0f + 0x1p-6f);
}

TEST(DtypeTest, BFloat16SpecialValues) {
  float infinity = std::numeric_limits<float>::infinity();
  EXPECT_EQ(toFloat(toBFloat16(infinity)), infinity);
  EXPECT_EQ(toFloat(toBFloat16(-infinity)), -infinity);
  EXPECT_EQ(toFloat(toBFloat16(std::numeric_limits<float>::max())), infinity);
  EXPECT_TRUE(std::signbit(toFloat(toBFloat16(-0.0f))));
  // A NaN whose payload sits in the low bits must not truncate to infinity.
  float lowPayloadNaN = floatOf(0x7f800001u);
  EXPECT_TRUE(std::isnan(toFloat(toBFloat16(lowPayloadNaN))));
  // Subnormals round like any other value.
  float tiny = floatOf(0x00008000u);
  EXPECT_EQ(toBFloat16(tiny).bits, referenceBFloat16(tiny));
}

TEST(DtypeTest, Float16RoundsToNearestEven) {
  EXPECT_EQ(roundTo<Float16>(1.0f + 0x1p-11f), 1.0f);
  EXPECT_EQ(roundTo<Float16>(1.0f + 3 * 0x1p-11f), 1.0f + 0x1p-9f);
  EXPECT_EQ(roundTo<Float16>(65504.0f), 65504.0f);
  EXPECT_TRUE(std::isinf(roundTo<Float16>(65520.0f)));
  EXPECT_EQ(roundTo<float>(0.1f), 0.1f);
}

TEST(DtypeTest, ElementSizes) {
  EXPECT_EQ(elementSize(TPFUSE_DTYPE_BF16), 2);
  EXPECT_EQ(elementSize(TPFUSE_DTYPE_F16), 2);
  EXPECT_EQ(elementSize(TPFUSE_DTYPE_F32), 4);
  EXPECT_FALSE(isValidDtype(static_cast<tpfuse_dtype>(3)));
}

} // namespace
