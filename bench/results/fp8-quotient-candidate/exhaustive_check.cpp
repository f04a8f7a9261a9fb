//===- exhaustive_check.cpp - fp8Quotient on every dividend, host ---===//
//
// The candidate's fp8Quotient (common/Fp8Quotient.h, from candidate.patch)
// against y / s for all 2^32 dividends y with |y| <= 2^60, for divisors
// given on the command line (hex floats): the same e4m3 code, and from
// 2^-60 on the same bits. The host's float product, fma and division round
// once to nearest, as the device's __fmul_rn, __fmaf_rn and __fdiv_rn do,
// so this checks the same arithmetic the device test does (built with
// -mfma, std::fma is the hardware instruction). Prints one line a divisor;
// exit status 1 on any mismatch.
//
// Build from a tree with the patch applied:
//   g++ -O2 -mfma -fopenmp -I runtime/src exhaustive_check.cpp
//
//===----------------------------------------------------------------------===//

#include "common/Fp8Quotient.h"
#include "common/MiniFloat.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace tpfuse::runtime;

int main(int argc, char **argv) {
  int failed = 0;
  for (int a = 1; a < argc; ++a) {
    const float s = std::strtof(argv[a], nullptr);
    if (!fp8QuotientApplies(s, kFp8QuotientLargestBits)) {
      std::printf("%a: outside fp8Quotient's range, skipped\n", s);
      continue;
    }
    const float reciprocal = 1.0f / s;
    unsigned long long codes = 0, bits = 0, checked = 0;
    uint32_t first = 0;
#pragma omp parallel for reduction(+ : codes, bits, checked) schedule(static)
    for (int64_t i = 0; i < (int64_t(1) << 32); ++i) {
      const uint32_t pattern = uint32_t(i);
      if ((pattern & 0x7fffffffu) > kFp8QuotientLargestBits)
        continue;
      const float y = floatFromBits(pattern);
      const float q = fp8Quotient(y, s, reciprocal);
      const float expected = y / s;
      const bool codeDiffers = floatToE4m3(q) != floatToE4m3(expected);
      const bool bitsDiffer = (pattern & 0x7fffffffu) >= 0x21800000u &&
                              floatBits(q) != floatBits(expected);
      codes += codeDiffers;
      bits += bitsDiffer;
      ++checked;
      if (codeDiffers || bitsDiffer)
#pragma omp critical
        if (!first)
          first = pattern;
    }
    std::printf("%a: %llu dividends, %llu e4m3 codes and %llu quotients "
                "differ\n",
                s, checked, codes, bits);
    if (codes || bits) {
      std::printf("  first: 0x%08x\n", first);
      failed = 1;
    }
  }
  return failed;
}
