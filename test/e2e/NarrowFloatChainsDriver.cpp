//===- NarrowFloatChainsDriver.cpp - Each narrow float op rounded ---------===//
//
// Runs the functions of narrow_float_chains.mlir, compiled by
// tp-aot-pipeline: each chain of bf16 or f16 ops and the same chain with its
// roundings spelled out must give the same bits, over every value of the
// first operand (and random second operands). Exits 1 on any difference.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

extern "C" {
uint16_t bf16_rsqrt_of_sum(uint16_t, uint16_t);
uint16_t bf16_rsqrt_of_sum_rounded(uint16_t, uint16_t);
uint16_t bf16_quotient(uint16_t, uint16_t);
uint16_t bf16_quotient_rounded(uint16_t, uint16_t);
uint16_t f16_rsqrt_of_exp(uint16_t);
uint16_t f16_rsqrt_of_exp_rounded(uint16_t);
void _mlir_ciface_bf16_generic(StridedMemRefType<uint16_t, 1> *,
                               StridedMemRefType<uint16_t, 1> *);
void _mlir_ciface_bf16_generic_rounded(StridedMemRefType<uint16_t, 1> *,
                                       StridedMemRefType<uint16_t, 1> *);
}

namespace {

constexpr int64_t kAllBits = 1 << 16;
constexpr int kSecondOperands = 256;

enum class Format { Bf16, F16 };

bool isNaN(Format format, uint16_t bits) {
  if (format == Format::Bf16)
    return (bits & 0x7f80) == 0x7f80 && (bits & 0x007f) != 0;
  return (bits & 0x7c00) == 0x7c00 && (bits & 0x03ff) != 0;
}

double value(Format format, uint16_t bits) {
  if (format == Format::Bf16) {
    uint32_t wide = static_cast<uint32_t>(bits) << 16;
    float result;
    std::memcpy(&result, &wide, sizeof(result));
    return result;
  }
  int exponent = (bits >> 10) & 0x1f, mantissa = bits & 0x3ff;
  double magnitude = exponent == 0 ? std::ldexp(mantissa, -24)
                     : exponent == 31
                         ? (mantissa ? NAN : INFINITY)
                         : std::ldexp(mantissa + 1024, exponent - 25);
  return (bits & 0x8000) ? -magnitude : magnitude;
}

/// Counts the results of a chain and of its rounded spelling that differ
/// (two NaNs agree) and how many are numbers, printing the first few.
struct Comparison {
  const char *name;
  Format format;
  int64_t compared = 0, differing = 0, numbers = 0;

  void add(uint16_t chain, uint16_t rounded, uint16_t x, uint16_t y) {
    ++compared;
    bool bothNaN = isNaN(format, chain) && isNaN(format, rounded);
    if (!isNaN(format, rounded))
      ++numbers;
    if (chain == rounded || bothNaN)
      return;
    if (++differing <= 5)
      std::printf("%s: x = %a, y = %a: %a (0x%04x), rounded after each op "
                  "%a (0x%04x)\n",
                  name, value(format, x), value(format, y),
                  value(format, chain), chain, value(format, rounded), rounded);
  }

  /// Whether every result agreed, and enough were numbers for that to mean
  /// something.
  bool passed() const {
    std::printf("%s: %lld of %lld results differ (%lld numbers)\n", name,
                static_cast<long long>(differing),
                static_cast<long long>(compared),
                static_cast<long long>(numbers));
    return differing == 0 && numbers > compared / 4;
  }
};

StridedMemRefType<uint16_t, 1> describe(std::vector<uint16_t> &data) {
  StridedMemRefType<uint16_t, 1> view;
  view.basePtr = view.data = data.data();
  view.offset = 0;
  view.sizes[0] = static_cast<int64_t>(data.size());
  view.strides[0] = 1;
  return view;
}

} // namespace

int main() {
  std::mt19937 random(2026);
  std::vector<uint16_t> seconds(kSecondOperands);
  for (uint16_t &second : seconds)
    second = static_cast<uint16_t>(random());

  bool passed = true;
  Comparison rsqrtOfSum{"bf16 rsqrt(x + y)", Format::Bf16};
  Comparison quotient{"bf16 x * y / (x + y)", Format::Bf16};
  for (int64_t first = 0; first < kAllBits; ++first) {
    auto x = static_cast<uint16_t>(first);
    for (uint16_t y : seconds) {
      rsqrtOfSum.add(bf16_rsqrt_of_sum(x, y), bf16_rsqrt_of_sum_rounded(x, y),
                     x, y);
      quotient.add(bf16_quotient(x, y), bf16_quotient_rounded(x, y), x, y);
    }
  }
  passed &= rsqrtOfSum.passed();
  passed &= quotient.passed();

  Comparison rsqrtOfExp{"f16 rsqrt(exp(x))", Format::F16};
  for (int64_t first = 0; first < kAllBits; ++first) {
    auto x = static_cast<uint16_t>(first);
    rsqrtOfExp.add(f16_rsqrt_of_exp(x), f16_rsqrt_of_exp_rounded(x), x, 0);
  }
  passed &= rsqrtOfExp.passed();

  // The generic's row holds every bf16; outputs start poisoned.
  std::vector<uint16_t> row(kAllBits), chain(kAllBits, 0xffff),
      rounded(kAllBits, 0xffff);
  for (int64_t index = 0; index < kAllBits; ++index)
    row[index] = static_cast<uint16_t>(index);
  auto input = describe(row), chainOut = describe(chain),
       roundedOut = describe(rounded);
  _mlir_ciface_bf16_generic(&input, &chainOut);
  _mlir_ciface_bf16_generic_rounded(&input, &roundedOut);
  Comparison generic{"bf16 generic rsqrt(x * x + eps) * x", Format::Bf16};
  for (int64_t index = 0; index < kAllBits; ++index)
    generic.add(chain[index], rounded[index], row[index], 0);
  passed &= generic.passed();

  std::printf("%s\n", passed ? "PASSED" : "FAILED");
  return passed ? 0 : 1;
}
