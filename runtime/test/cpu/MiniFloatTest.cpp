//===- MiniFloatTest.cpp - e4m3, e2m1 and power-of-two conversions --------===//
//
// The runtime's bit-level conversions against QuantModel.h's float64 model
// (nearest value of a table, ties to the even code, saturation, NaN), over
// every bf16 and every f16 bit pattern, millions of random f32 patterns and
// the hand-picked edges: midpoints, e4m3 subnormals, NaN, infinities, -0.
//
//===----------------------------------------------------------------------===//

#include "common/MiniFloat.h"
#include "QuantModel.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

using namespace tpfuse::runtime;
using namespace tpfuse::test;

namespace {

float floatOf(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// Every bf16 pattern, every f16 pattern and `randomCount` random f32
/// patterns, as floats.
std::vector<float> patterns(size_t randomCount) {
  std::vector<float> values;
  for (uint32_t bits = 0; bits < 0x10000; ++bits)
    values.push_back(floatOf(bits << 16));
  for (uint32_t bits = 0; bits < 0x10000; ++bits) {
    uint16_t half = static_cast<uint16_t>(bits);
    _Float16 value;
    std::memcpy(&value, &half, sizeof(value));
    values.push_back(static_cast<float>(value));
  }
  std::mt19937 generator(7);
  for (size_t i = 0; i < randomCount; ++i)
    values.push_back(floatOf(static_cast<uint32_t>(generator())));
  return values;
}

const std::vector<float> &allPatterns() {
  static const std::vector<float> values = patterns(4'000'000);
  return values;
}

/// Every value whose code differs from the model's, counted, the first
/// named.
template <typename Convert, typename Model>
::testing::AssertionResult agrees(const std::vector<float> &values,
                                  Convert convert, Model model) {
  size_t bad = 0;
  std::string first;
  for (float value : values) {
    uint8_t got = convert(value), expected = model(value);
    if (got != expected && bad++ == 0) {
      char text[128];
      std::snprintf(text, sizeof(text),
                    "%a (bits 0x%08x): got 0x%02x, "
                    "expected 0x%02x",
                    static_cast<double>(value), bitsOf(value), got, expected);
      first = text;
    }
  }
  if (bad == 0)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << bad << " of " << values.size() << " differ; first " << first;
}

const float kNan = std::numeric_limits<float>::quiet_NaN();
const float kInf = std::numeric_limits<float>::infinity();

TEST(MiniFloatTest, E4m3MatchesTheModelOnEveryPattern) {
  EXPECT_TRUE(
      agrees(allPatterns(), floatToE4m3, [](float v) { return modelE4m3(v); }));
}

TEST(MiniFloatTest, E2m1MatchesTheModelOnEveryPattern) {
  EXPECT_TRUE(
      agrees(allPatterns(), floatToE2m1, [](float v) { return modelE2m1(v); }));
}

TEST(MiniFloatTest, E4m3Edges) {
  struct Case {
    float value;
    uint8_t code;
  };
  const Case cases[] = {
      {0.0f, 0x00},     {-0.0f, 0x80},      {448.0f, 0x7e},
      {-448.0f, 0xfe},  {464.0f, 0x7e},     {465.0f, 0x7e},
      {1e30f, 0x7e},    {kInf, 0x7e},       {-kInf, 0xfe},
      {kNan, 0xfe},     {-kNan, 0xfe},      {0x1p-9f, 0x01},
      {0x1p-10f, 0x00}, {0x1.8p-10f, 0x01}, {-0x1p-10f, 0x80},
      {0x3p-10f, 0x02}, {0x7p-9f, 0x07},    {0xfp-10f, 0x08},
      {0x1p-6f, 0x08},  {0x1p-149f, 0x00},  {-0x1p-149f, 0x80},
      {1.0f, 0x38},     {1.0625f, 0x38},    {1.1875f, 0x3a},
      {1.125f, 0x39},   {240.0f, 0x77},     {232.0f, 0x76},
      {416.0f, 0x7d},   {424.0f, 0x7d},     {432.0f, 0x7e},
      {440.0f, 0x7e},   {-3.0f, 0xc4},
  };
  for (const Case &c : cases) {
    EXPECT_EQ(floatToE4m3(c.value), c.code) << c.value;
    EXPECT_EQ(modelE4m3(c.value), c.code) << "model, " << c.value;
  }
}

TEST(MiniFloatTest, E2m1Edges) {
  struct Case {
    float value;
    uint8_t code;
  };
  const Case cases[] = {
      {0.0f, 0x0},      {-0.0f, 0x0},      {0.25f, 0x0}, {-0.25f, 0x8},
      {-0.1f, 0x8},     {0.26f, 0x1},      {0.75f, 0x2}, {1.25f, 0x2},
      {1.75f, 0x4},     {2.5f, 0x4},       {3.5f, 0x6},  {5.0f, 0x6},
      {5.5f, 0x7},      {6.0f, 0x7},       {7.0f, 0x7},  {-1e9f, 0xf},
      {kInf, 0x7},      {-kInf, 0xf},      {kNan, 0xf},  {-kNan, 0xf},
      {0x1p-149f, 0x0}, {-0x1p-149f, 0x8},
  };
  for (const Case &c : cases) {
    EXPECT_EQ(floatToE2m1(c.value), c.code) << c.value;
    EXPECT_EQ(modelE2m1(c.value), c.code) << "model, " << c.value;
  }
}

TEST(MiniFloatTest, DecodingIsExact) {
  for (int code = 0; code < 256; ++code) {
    double expected = modelE4m3Value(static_cast<uint8_t>(code));
    float got = e4m3ToFloat(static_cast<uint8_t>(code));
    if (std::isnan(expected)) {
      EXPECT_TRUE(std::isnan(got)) << code;
      continue;
    }
    EXPECT_EQ(static_cast<double>(got), expected) << code;
    // Every finite code encodes back to itself.
    EXPECT_EQ(floatToE4m3(got), code);
  }
  // Every code encodes back to itself, but -0 (0x8), whose value -0.0
  // encodes as +0.
  for (int code = 0; code < 16; ++code)
    EXPECT_EQ(floatToE2m1(e2m1ToFloat(static_cast<uint8_t>(code))),
              code == 0x8 ? 0x0 : code);
}

TEST(MiniFloatTest, PowersOfTwoAndLogarithms) {
  size_t checked = 0;
  for (float value : allPatterns()) {
    if (!(value > 0.0f))
      continue;
    ++checked;
    double expected = modelPowerOfTwoAtLeast(value);
    ASSERT_EQ(static_cast<double>(roundUpToPowerOfTwo(value)), expected)
        << std::hexfloat << value;
    if (std::isfinite(value)) {
      ASSERT_EQ(floorLog2(value), std::ilogb(static_cast<double>(value)))
          << std::hexfloat << value;
    }
  }
  EXPECT_GT(checked, 1'000'000u);
  EXPECT_TRUE(std::isnan(roundUpToPowerOfTwo(kNan)));
  EXPECT_EQ(roundUpToPowerOfTwo(kInf), kInf);
  EXPECT_EQ(roundUpToPowerOfTwo(0x1.000002p127f), kInf);
  EXPECT_EQ(roundUpToPowerOfTwo(0x1p127f), 0x1p127f);
  EXPECT_EQ(roundUpToPowerOfTwo(0x1.8p-140f), 0x1p-139f);
  EXPECT_EQ(roundUpToPowerOfTwo(0x1.fffffcp-127f), 0x1p-126f);
  EXPECT_EQ(floorLog2(0x1p-149f), -149);
  EXPECT_EQ(floorLog2(0x1.fffffcp-127f), -127);
  for (int exponent = -149; exponent <= 127; ++exponent)
    EXPECT_EQ(static_cast<double>(powerOfTwo(exponent)),
              std::ldexp(1.0, exponent));
}

} // namespace
