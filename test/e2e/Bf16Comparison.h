//===- Bf16Comparison.h - How far a bf16 output is from another -*- C++ -*-===//
//
// Element by element: the largest absolute and relative differences, the
// mean absolute difference, how many elements are bit-identical, and whether
// the output is within a tolerance: every element within
// |actual - expected| <= absolute + relative * |expected| (NaN never is),
// and the mean absolute difference within its own bound, which catches a
// small error that every element makes.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_BF16COMPARISON_H
#define TPFUSE_TEST_E2E_BF16COMPARISON_H

#include "Driver.h"

#include <cstddef>
#include <string>
#include <vector>

namespace tpfuse::e2e {

struct Bf16Tolerance {
  double absolute;
  double relative;
  double meanAbsolute;
  /// Relative differences are reported where |expected| is at least this:
  /// near 0 they only say that the expected value is small.
  double relativeFloor;
};

struct Bf16Comparison {
  size_t total = 0;
  size_t identical = 0;
  /// Elements beyond the element-wise tolerance (NaN included).
  size_t outside = 0;
  double maxAbsolute = 0;
  double meanAbsolute = 0;
  /// Over the elements whose |expected| is at least the relative floor.
  double maxRelative = 0;
  /// The largest |actual - expected| / (absolute + relative * |expected|):
  /// at most 1 when every element is within the tolerance.
  double worstShare = 0;
  size_t worstIndex = 0;
  double worstActual = 0, worstExpected = 0;
  bool meanWithinTolerance = false;

  bool withinTolerance() const { return outside == 0 && meanWithinTolerance; }
  /// What a failed check adds: how many elements are outside the tolerance,
  /// and whether the mean difference is.
  std::string describeOutside() const;
  /// The figures, and the worst element as [row, column] of rows of
  /// `hidden` elements.
  std::string describe(size_t hidden) const;
};

/// Compares two outputs of one shape.
Bf16Comparison compareBf16(const std::vector<Bf16> &actual,
                           const std::vector<Bf16> &expected,
                           const Bf16Tolerance &tolerance);

} // namespace tpfuse::e2e

#endif // TPFUSE_TEST_E2E_BF16COMPARISON_H
