//===- Bf16Comparison.cpp - How far a bf16 output is from another ---------===//

#include "Bf16Comparison.h"

#include <cmath>
#include <cstdio>

using namespace tpfuse::e2e;

Bf16Comparison tpfuse::e2e::compareBf16(const std::vector<Bf16> &actual,
                                        const std::vector<Bf16> &expected,
                                        const Bf16Tolerance &tolerance) {
  Bf16Comparison result;
  result.total = expected.size();
  double sumOfDifferences = 0;
  for (size_t i = 0; i < expected.size(); ++i) {
    double got = fromBf16(actual[i]), want = fromBf16(expected[i]);
    result.identical += actual[i] == expected[i];
    double difference = std::fabs(got - want);
    double share = difference /
                   (tolerance.absolute + tolerance.relative * std::fabs(want));
    // A NaN is outside, and worse than any number.
    if (std::isnan(share))
      share = INFINITY;
    if (share > 1)
      ++result.outside;
    if (share > result.worstShare) {
      result.worstShare = share;
      result.worstIndex = i;
      result.worstActual = got;
      result.worstExpected = want;
    }
    sumOfDifferences += difference;
    result.maxAbsolute = std::fmax(result.maxAbsolute, difference);
    if (std::fabs(want) >= tolerance.relativeFloor)
      result.maxRelative =
          std::fmax(result.maxRelative, difference / std::fabs(want));
  }
  if (result.total > 0)
    result.meanAbsolute = sumOfDifferences / static_cast<double>(result.total);
  // NaN (from a NaN element) is not within the bound.
  result.meanWithinTolerance = result.meanAbsolute <= tolerance.meanAbsolute;
  return result;
}

std::string Bf16Comparison::describe(size_t hidden) const {
  char text[320];
  std::snprintf(
      text, sizeof(text),
      "max abs %.4g, mean abs %.4g, max rel %.4g, %.1f%% bit-identical (%zu of "
      "%zu); worst element [%zu, %zu]: %.6g vs %.6g (%.0f%% of its "
      "tolerance)",
      maxAbsolute, meanAbsolute, maxRelative,
      total
          ? 100.0 * static_cast<double>(identical) / static_cast<double>(total)
          : 100.0,
      identical, total, worstIndex / hidden, worstIndex % hidden, worstActual,
      worstExpected, 100 * worstShare);
  return text;
}

std::string Bf16Comparison::describeOutside() const {
  return std::to_string(outside) + " elements outside the tolerance" +
         (meanWithinTolerance ? "" : ", the mean difference outside its bound");
}
