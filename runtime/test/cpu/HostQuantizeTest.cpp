//===- HostQuantizeTest.cpp - The host quantizer against its model --------===//
//
// Each scheme in each layout and scale format it takes, on rows of normed
// values of each dtype (random, never zero, over a wide range of magnitudes
// so that saturation and the narrow formats' subnormals occur), plus a row
// with an exact-zero group and a row with a NaN: quantized values and scales
// bit-exact against QuantModel.h, padding written 0, nothing written past
// the layout's size. Token counts of 5 and 130 leave padding in every
// layout that has it (T4, 128-row tiles, 4-scale columns).
//
//===----------------------------------------------------------------------===//

#include "cpu/HostQuantize.h"
#include "QuantModel.h"
#include "VariantReference.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <limits>
#include <string>
#include <vector>

using namespace tpfuse::test;

namespace {

constexpr uint8_t kPoison = 0xab;
constexpr size_t kGuardBytes = 64;

std::string describe(const QuantSpec &spec, tpfuse_dtype dtype,
                     int64_t tokens) {
  return "quant " + std::to_string(spec.quant) + ", format " +
         std::to_string(spec.format) + ", layout " +
         std::to_string(spec.layout) + ", group " +
         std::to_string(spec.groupSize) + ", scaling " +
         std::to_string(spec.scaling) + ", " + dtypeName(dtype) + ", " +
         std::to_string(tokens) + " tokens";
}

/// Every scheme with each format and layout it takes; `hidden` is 96, so
/// groups of 16 and 32 give 6 and 3 scales per token (not multiples of 4).
std::vector<QuantSpec> allSpecs() {
  std::vector<QuantSpec> specs;
  for (float scale : {0.37f, 1.0f / 1024.0f, 3.0f})
    specs.push_back({TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32,
                     TPFUSE_SCALE_ROW_MAJOR, 0.0f, 0, scale});
  for (float minScale : {1e-6f, 1e-2f})
    specs.push_back({TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32,
                     TPFUSE_SCALE_ROW_MAJOR, minScale, 0, 0.0f});
  for (int64_t group : {16, 32, 96})
    for (tpfuse_scale_format format : {TPFUSE_SCALE_F32, TPFUSE_SCALE_UE8M0})
      for (tpfuse_scale_layout layout :
           {TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_COLUMN_MAJOR,
            TPFUSE_SCALE_PACKED_UE8M0}) {
        if (layout == TPFUSE_SCALE_PACKED_UE8M0 && format != TPFUSE_SCALE_UE8M0)
          continue;
        specs.push_back(
            {TPFUSE_QUANT_FP8_PER_GROUP, format, layout, 1e-4f, group, 0.0f});
      }
  for (tpfuse_scale_layout layout :
       {TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_SWIZZLED_128X4}) {
    for (float globalScale : {2688.0f, 0.75f})
      specs.push_back({TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32, layout, 0.0f, 16,
                       globalScale});
    specs.push_back(
        {TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32, layout, 0.0f, 32, 0.0f});
  }
  // Each FP8 scheme again, multiplying by the reciprocal of its scale.
  const size_t fp8Specs = 3 + 2 + 3 * 5;
  for (size_t i = 0; i < fp8Specs; ++i) {
    specs.push_back(specs[i]);
    specs.back().scaling = TPFUSE_SCALING_RECIPROCAL;
  }
  return specs;
}

/// Rows of dtype values: row 1 starts with a group of exact zeros (the whole
/// row for per-token scales), row 2 holds a NaN in its second group.
std::vector<double> rowsOf(tpfuse_dtype dtype, int64_t tokens, int64_t hidden,
                           int64_t zeroGroup, uint32_t seed) {
  std::vector<double> y = randomDtypeValues(
      static_cast<size_t>(tokens * hidden), dtype, -14, 9, seed);
  // Rows of one magnitude, where small values fall to the subnormals.
  for (int64_t j = 0; j < hidden; ++j)
    y[static_cast<size_t>(3 * hidden + j)] =
        roundTo(y[static_cast<size_t>(3 * hidden + j)] / 4096.0, dtype);
  for (int64_t j = 0; j < zeroGroup; ++j)
    y[static_cast<size_t>(hidden + j)] = 0.0;
  y[static_cast<size_t>(2 * hidden + hidden / 2 + 1)] =
      std::numeric_limits<double>::quiet_NaN();
  return y;
}

/// Where `got` differs from `expected`, or the guard past it was written.
::testing::AssertionResult sameBytes(const std::vector<uint8_t> &got,
                                     const std::vector<uint8_t> &expected,
                                     const char *what) {
  for (size_t i = 0; i < got.size(); ++i) {
    uint8_t want = i < expected.size() ? expected[i] : kPoison;
    if (got[i] != want) {
      char text[64];
      std::snprintf(text, sizeof(text), ": got 0x%02x, expected 0x%02x", got[i],
                    want);
      return ::testing::AssertionFailure()
             << what << " byte " << i << " of " << expected.size()
             << (i < expected.size() ? "" : " (past the end)") << text;
    }
  }
  return ::testing::AssertionSuccess();
}

/// The runtime's host quantizer on the rows `normed` [tokens, hidden] of
/// `dtype` under `spec`, into `quantized` and `scales` (null: none).
void runHostQuantizer(const QuantSpec &spec, Tensor &normed, int64_t tokens,
                      int64_t hidden, tpfuse_dtype dtype,
                      std::vector<uint8_t> &quantized,
                      std::vector<uint8_t> *scales) {
  float scaleIn = spec.scaleIn;
  tpfuse::runtime::NormProblem problem{};
  problem.normed = normed.data();
  problem.tokens = tokens;
  problem.hidden = hidden;
  problem.dtype = dtype;
  problem.quant = spec.quant;
  problem.scaleFormat = spec.format;
  problem.scaleLayout = spec.layout;
  problem.minScale = spec.minScale;
  problem.groupSize = spec.groupSize;
  problem.scaleIn = scaleIn != 0.0f ? &scaleIn : nullptr;
  problem.quantized = quantized.data();
  problem.scales = scales ? scales->data() : nullptr;
  problem.scaling = spec.scaling;
  tpfuse::runtime::hostQuantizeNormed(problem);
}

TEST(HostQuantizeTest, EverySchemeAndLayoutMatchesTheModel) {
  const int64_t hidden = 96;
  int cases = 0;
  for (const QuantSpec &spec : allSpecs()) {
    for (tpfuse_dtype dtype :
         {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32}) {
      for (int64_t tokens : {5, 130}) {
        const int64_t group = groupOf(spec, hidden);
        std::vector<double> y =
            rowsOf(dtype, tokens, hidden, group ? group : hidden / 3,
                   static_cast<uint32_t>(++cases));
        Tensor normed = makeTensor(dtype, y);
        QuantBytes expected = modelQuantize(spec, tokens, hidden, y);
        std::vector<uint8_t> quantized(expected.quantized.size() + kGuardBytes,
                                       kPoison);
        std::vector<uint8_t> scales(expected.scales.size() + kGuardBytes,
                                    kPoison);
        runHostQuantizer(spec, normed, tokens, hidden, dtype, quantized,
                         expected.scales.empty() ? nullptr : &scales);

        const std::string name = describe(spec, dtype, tokens);
        EXPECT_TRUE(sameBytes(quantized, expected.quantized, "quantized"))
            << name;
        EXPECT_TRUE(sameBytes(scales, expected.scales, "scales")) << name;
      }
    }
  }
  EXPECT_EQ(cases, 6 * static_cast<int>(allSpecs().size()));
}

/// The model's own edges, so that a model and a quantizer wrong alike do not
/// pass: hand-computed scales for one row per scheme.
TEST(HostQuantizeTest, HandComputedScales) {
  // amax 896: FP8 scale 896 / 448 = 2; UE8M0 keeps 2 (2^1, byte 128).
  std::vector<double> y(32, 1.0);
  y[5] = -896.0;
  QuantSpec perGroup{TPFUSE_QUANT_FP8_PER_GROUP,
                     TPFUSE_SCALE_UE8M0,
                     TPFUSE_SCALE_PACKED_UE8M0,
                     1e-4f,
                     32,
                     0.0f};
  QuantBytes packed = modelQuantize(perGroup, 1, 32, y);
  ASSERT_EQ(packed.scales.size(), 16u); // one word, 4 rows of T4
  EXPECT_EQ(packed.scales[0], 128);
  EXPECT_EQ(packed.quantized[5], 0xfe); // -448
  EXPECT_EQ(packed.quantized[0], 0x30); // 0.5
  // MXFP4: amax 896 = 1.75 * 2^9: e = 7, byte 134; 1 / 128 -> 0; 896 / 128
  // = 7 -> 6.
  QuantSpec mx{TPFUSE_QUANT_MXFP4,
               TPFUSE_SCALE_F32,
               TPFUSE_SCALE_ROW_MAJOR,
               0.0f,
               32,
               0.0f};
  QuantBytes mxBytes = modelQuantize(mx, 1, 32, y);
  EXPECT_EQ(mxBytes.scales[0], 134);
  EXPECT_EQ(mxBytes.quantized[2], 0xf0); // element 5: -6 high, element 4: 0
  // NVFP4 with global scale 1: sf = e4m3(896 / 6 = 149.33) = 144; o = 1/144;
  // 896 / 144 = 6.2 -> 6.
  QuantSpec nv{TPFUSE_QUANT_NVFP4,
               TPFUSE_SCALE_F32,
               TPFUSE_SCALE_ROW_MAJOR,
               0.0f,
               16,
               1.0f};
  QuantBytes nvBytes = modelQuantize(nv, 1, 32, y);
  EXPECT_EQ(modelE4m3Value(nvBytes.scales[0]), 144.0);
  // Second block, amax 1: e4m3(1 / 6) = 11 / 64, code 0x23.
  EXPECT_EQ(nvBytes.scales[1], 0x23);
  EXPECT_EQ(nvBytes.quantized[2], 0xf0);
}

/// NVFP4 where its reciprocals meet 0, infinity and NaN, hand-computed as
/// vLLM's reference (`get_reciprocal`, `clamp(-6, 6)`, `sign`) computes them:
/// the runtime's quantizer and the model both.
TEST(HostQuantizeTest, Nvfp4ReciprocalsAndNaNAsTheReference) {
  struct Case {
    const char *name;
    float globalScale;
    double special; // element 3 of the block
    uint8_t scale;
    uint8_t codes[2]; // element 0 (1.0), element 3
  };
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const Case cases[] = {
      // sf = e4m3(inf) = 448, but p = 448 * (1 / inf) = 0: o = 0, so every
      // value is 0 (and -2 * 0 = -0.0 gives +0).
      {"infinite global scale",
       std::numeric_limits<float>::infinity(),
       -2.0,
       0x7e,
       {0x0, 0x0}},
      // 1 / gs overflows: p = 0 * inf = NaN, o = NaN, every value -6.
      {"subnormal global scale", 1e-40f, -2.0, 0x00, {0xf, 0xf}},
      // amax NaN: sf = e4m3(NaN) = -448, o = -1 / 448; 1.0 * o rounds to -0,
      // NaN to -6.
      {"NaN value", 1.0f, nan, 0xfe, {0x8, 0xf}},
  };
  for (const Case &c : cases) {
    std::vector<double> y(16, 1.0);
    y[3] = c.special;
    QuantSpec spec{
        TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0.0f, 16,
        c.globalScale};
    QuantBytes model = modelQuantize(spec, 1, 16, y);
    Tensor normed = makeTensor(TPFUSE_DTYPE_F32, y);
    std::vector<uint8_t> quantized(8, kPoison), scales(1, kPoison);
    runHostQuantizer(spec, normed, 1, 16, TPFUSE_DTYPE_F32, quantized, &scales);
    for (const std::vector<uint8_t> *bytes : {&model.quantized, &quantized}) {
      const char *who = bytes == &quantized ? "runtime, " : "model, ";
      EXPECT_EQ((*bytes)[0] & 0xf, c.codes[0]) << who << c.name;
      EXPECT_EQ((*bytes)[1] >> 4, c.codes[1]) << who << c.name;
    }
    EXPECT_EQ(model.scales[0], c.scale) << c.name;
    EXPECT_EQ(scales[0], c.scale) << c.name;
  }
}

/// The two scalings where they part, hand-computed: y = 1.3671875 (a bf16
/// value) under s = 0.875 is 1.5625 exactly, a tie between e4m3's 1.5 and
/// 1.625 that goes to the even 1.5 (0x3c); times r = f32(1 / 0.875) =
/// 1.14285719... it is 1.5625001, which rounds to 1.625 (0x3d). The static
/// scale is 0.875, and so is the per-token scale of a row whose amax is 392
/// (392 / 448), whose 392 gives 448 (0x7e) either way.
TEST(HostQuantizeTest, ReciprocalScalingRoundsTwice) {
  std::vector<double> y(16, 1.3671875);
  y[7] = 392.0;
  for (tpfuse_quant_scheme quant :
       {TPFUSE_QUANT_FP8_STATIC, TPFUSE_QUANT_FP8_PER_TOKEN}) {
    for (tpfuse_scaling scaling :
         {TPFUSE_SCALING_DIVIDE, TPFUSE_SCALING_RECIPROCAL}) {
      const bool isStatic = quant == TPFUSE_QUANT_FP8_STATIC;
      QuantSpec spec{quant,
                     TPFUSE_SCALE_F32,
                     TPFUSE_SCALE_ROW_MAJOR,
                     isStatic ? 0.0f : 1e-6f,
                     0,
                     isStatic ? 0.875f : 0.0f,
                     scaling};
      QuantBytes model = modelQuantize(spec, 1, 16, y);
      Tensor normed = makeTensor(TPFUSE_DTYPE_BF16, y);
      std::vector<uint8_t> quantized(16, kPoison), scales(4, kPoison);
      runHostQuantizer(spec, normed, 1, 16, TPFUSE_DTYPE_BF16, quantized,
                       isStatic ? nullptr : &scales);
      const uint8_t expected =
          scaling == TPFUSE_SCALING_RECIPROCAL ? 0x3d : 0x3c;
      const std::string name = describe(spec, TPFUSE_DTYPE_BF16, 1);
      for (const std::vector<uint8_t> *bytes : {&model.quantized, &quantized}) {
        const char *who = bytes == &quantized ? "runtime, " : "model, ";
        EXPECT_EQ((*bytes)[0], expected) << who << name;
        EXPECT_EQ((*bytes)[7], 0x7e) << who << name;
      }
      if (!isStatic) {
        float scale;
        std::memcpy(&scale, scales.data(), sizeof(scale));
        EXPECT_EQ(scale, 0.875f) << name;
      }
    }
  }
}

} // namespace
