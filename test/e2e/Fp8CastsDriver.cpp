//===- Fp8CastsDriver.cpp - f8E4M3FN casts as arith means them ------------===//
//
// Runs the functions of fp8_casts.mlir, compiled by tp-aot-pipeline (whose
// tp-expand-fp8-casts expands the casts into integer arithmetic), against
// llvm::APFloat, whose conversions are what arith.truncf and arith.extf
// mean: every f8E4M3FN value extended, and f32 values rounded to f8E4M3FN
// (every bf16 and f16 value, the neighbourhood of every f8E4M3FN value and
// midpoint, and random bit patterns). Exits 1 on any difference.
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/APFloat.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>

extern "C" {
uint8_t f32_to_fp8(float);
uint8_t bf16_to_fp8(uint16_t);
float fp8_to_f32(uint8_t);
uint16_t fp8_to_bf16(uint8_t);
}

namespace {

using llvm::APFloat;

/// What arith.truncf means: APFloat's conversion, to nearest even.
uint8_t expectedFp8(const APFloat &value) {
  APFloat converted = value;
  bool losesInfo;
  converted.convert(APFloat::Float8E4M3FN(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
  return static_cast<uint8_t>(converted.bitcastToAPInt().getZExtValue());
}

float asFloat(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// NaN encodings may differ; NaN-ness and sign may not.
bool sameFp8(uint8_t actual, uint8_t expected) {
  auto isNaN = [](uint8_t bits) { return (bits & 0x7F) == 0x7F; };
  if (isNaN(expected))
    return isNaN(actual);
  return actual == expected;
}

int failures = 0;

void checkF32(uint32_t bits) {
  float value = asFloat(bits);
  uint8_t expected = expectedFp8(APFloat(value));
  uint8_t actual = f32_to_fp8(value);
  if (!sameFp8(actual, expected) && failures++ < 10)
    std::printf("f32 0x%08x (%g): 0x%02x, expected 0x%02x\n", bits,
                static_cast<double>(value), actual, expected);
}

} // namespace

int main() {
  uint64_t checked = 0;
  // Every f8E4M3FN value, extended.
  for (int byte = 0; byte < 256; ++byte) {
    APFloat value(APFloat::Float8E4M3FN(), llvm::APInt(8, byte));
    bool losesInfo;
    APFloat wide = value;
    wide.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                 &losesInfo);
    float actual = fp8_to_f32(static_cast<uint8_t>(byte));
    bool same = value.isNaN() ? std::isnan(actual)
                              : bitsOf(actual) == bitsOf(wide.convertToFloat());
    APFloat narrow = value;
    narrow.convert(APFloat::BFloat(), APFloat::rmNearestTiesToEven, &losesInfo);
    uint16_t bf16 = fp8_to_bf16(static_cast<uint8_t>(byte));
    uint16_t expectedBf16 =
        static_cast<uint16_t>(narrow.bitcastToAPInt().getZExtValue());
    bool sameBf16 =
        value.isNaN() ? (bf16 & 0x7FFF) > 0x7F80 : bf16 == expectedBf16;
    if ((!same || !sameBf16) && failures++ < 10)
      std::printf("f8 0x%02x: %g and bf16 0x%04x, expected %g and 0x%04x\n",
                  byte, static_cast<double>(actual), bf16,
                  static_cast<double>(wide.convertToFloat()), expectedBf16);
    ++checked;
  }
  // Every bf16 and f16 value, rounded to f8E4M3FN (from f32 and from bf16).
  for (uint32_t half = 0; half < (1u << 16); ++half) {
    checkF32(half << 16);
    uint16_t bf16 = static_cast<uint16_t>(half);
    APFloat bf16Value(APFloat::BFloat(), llvm::APInt(16, half));
    uint8_t expected = expectedFp8(bf16Value);
    uint8_t actual = bf16_to_fp8(bf16);
    if (!sameFp8(actual, expected) && failures++ < 10)
      std::printf("bf16 0x%04x: 0x%02x, expected 0x%02x\n", half, actual,
                  expected);
    APFloat f16Value(APFloat::IEEEhalf(), llvm::APInt(16, half));
    bool losesInfo;
    f16Value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                     &losesInfo);
    checkF32(bitsOf(f16Value.convertToFloat()));
    checked += 3;
  }
  // Around every f8E4M3FN value and every midpoint between two: the f32
  // values within 4096 ulps, both signs.
  for (int byte = 0; byte < 0x7F; ++byte) {
    APFloat value(APFloat::Float8E4M3FN(), llvm::APInt(8, byte));
    APFloat next(APFloat::Float8E4M3FN(), llvm::APInt(8, byte + 1));
    bool losesInfo;
    value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    next.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                 &losesInfo);
    float low = value.convertToFloat();
    float high = byte + 1 == 0x7F ? 480.0f : next.convertToFloat();
    for (float center : {low, (low + high) / 2}) {
      uint32_t bits = bitsOf(center);
      for (int64_t delta = -4096; delta <= 4096; ++delta) {
        auto neighbour = static_cast<uint32_t>(int64_t(bits) + delta);
        if (int64_t(bits) + delta < 0)
          continue;
        checkF32(neighbour);
        checkF32(neighbour | 0x80000000u);
        checked += 2;
      }
    }
  }
  // Random bit patterns: every exponent, NaN and infinities included.
  std::mt19937 random(20261204);
  for (int sample = 0; sample < 4000000; ++sample) {
    checkF32(static_cast<uint32_t>(random()));
    ++checked;
  }
  std::printf("%llu casts checked against APFloat, %d differ\n",
              static_cast<unsigned long long>(checked), failures);
  return failures == 0 ? 0 : 1;
}
