//===- OutputComparison.cpp - How far an output is from another -----------===//

#include "OutputComparison.h"

#include <cmath>
#include <cstdio>
#include <cstring>

tpfuse::Comparison tpfuse::compareOutputs(const double *actual,
                                          const double *expected, size_t count,
                                          const Tolerance &tolerance) {
  Comparison result;
  result.total = count;
  double sumOfDifferences = 0;
  for (size_t i = 0; i < count; ++i) {
    double got = actual[i], want = expected[i];
    result.identical += std::memcmp(&got, &want, sizeof(double)) == 0;
    double difference = std::fabs(got - want);
    // Equal values are within any tolerance, 0 included.
    double share = difference == 0
                       ? 0
                       : difference / (tolerance.absolute +
                                       tolerance.relative * std::fabs(want));
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

std::string tpfuse::Comparison::describe(size_t rowLength) const {
  if (rowLength == 0)
    rowLength = 1;
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
      identical, total, worstIndex / rowLength, worstIndex % rowLength,
      worstActual, worstExpected, 100 * worstShare);
  return text;
}

std::string tpfuse::Comparison::describeOutside() const {
  return std::to_string(outside) + " elements outside the tolerance" +
         (meanWithinTolerance ? "" : ", the mean difference outside its bound");
}
