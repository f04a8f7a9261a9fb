//===- OutputComparison.h - How far an output is from another ---*- C++ -*-===//
//
// Element by element: the largest absolute and relative differences, the
// mean absolute difference, how many elements are bit-identical, and whether
// the output is within a tolerance: every element within
// |actual - expected| <= absolute + relative * |expected| (NaN never is),
// and the mean absolute difference within its own bound, which catches a
// small error that every element makes. tpfuse-run holds a model's outputs to
// PyTorch's with it, and so do the end-to-end tests (test/e2e), on plain
// C++: no MLIR, no runtime.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TOOLS_TPFUSE_RUN_OUTPUTCOMPARISON_H
#define TPFUSE_TOOLS_TPFUSE_RUN_OUTPUTCOMPARISON_H

#include <cstddef>
#include <string>

namespace tpfuse {

struct Tolerance {
  double absolute;
  double relative;
  double meanAbsolute;
  /// Relative differences are reported where |expected| is at least this:
  /// near 0 they only say that the expected value is small.
  double relativeFloor;
};

/// How far a bf16 model's output may be from PyTorch's: tpfuse-run's default,
/// and what the exported LlamaModel is held to (test/e2e/LlamaTolerance.h).
/// A final RMSNorm scales each row to an RMS of about 1 (outputs reach 5),
/// so the roundings that differ (each rank's partial sum rounded to bf16
/// before the all-reduce adds them; matmuls and attention accumulated in
/// another order than PyTorch's CPU kernels), carried through 2 layers, come
/// out as absolute differences of a few bf16 ulps of 1 (2^-7) anywhere in a
/// row. Measured on the LlamaModel over 1, 5 and 16 tokens on 2 and 4 CPU
/// ranks: at most 0.047 (6 ulps of 1), 0.0053 on average, the worst element
/// at 40% of its bound. Another rank's weights, the shards of one
/// row-parallel projection swapped between two ranks or a sum left out move
/// elements by 0.7 to 7 (0.14 to 1.1 on average); one norm weight scaled by
/// 1.25, or one down_proj weight moved by 0.25 (12 standard deviations of its
/// initialization), by 0.2 to 0.45: all fail.
constexpr Tolerance kBf16ModelTolerance = {/*absolute=*/0x1p-4,
                                           /*relative=*/0x1p-5,
                                           /*meanAbsolute=*/0x1p-6,
                                           /*relativeFloor=*/0x1p-2};

struct Comparison {
  size_t total = 0;
  /// Elements whose values are the same bits (as doubles).
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
  /// `rowLength` elements.
  std::string describe(size_t rowLength) const;
};

/// Compares `count` values of two outputs of one shape (each value exact:
/// narrower floats converted to double).
Comparison compareOutputs(const double *actual, const double *expected,
                          size_t count, const Tolerance &tolerance);

} // namespace tpfuse

#endif // TPFUSE_TOOLS_TPFUSE_RUN_OUTPUTCOMPARISON_H
