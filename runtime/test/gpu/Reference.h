//===- Reference.h - float64 reference for sampled output rows --*- C++ -*-===//
//
// Recomputes a row of the residual RMSNorm of the all-reduced test inputs
// on the host, following runtime.h's rounding steps: x = round(sum), h =
// round(x + residual), normed = h * rsqrt(mean(h^2) + eps) * weight in
// float64. With the test values x and h are exact, so residual_out must
// match bit for bit; normed may differ from the float64 value by one
// rounding to the dtype plus fp32 arithmetic.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_REFERENCE_H
#define TPFUSE_TEST_GPU_REFERENCE_H

#include "tpfuse/runtime.h"

#include <cstdint>
#include <string>

namespace tpfuse::gputest {

struct ProblemSpec {
  int worldSize;
  int64_t tokens;
  int64_t hidden;
  tpfuse_dtype dtype;
  bool residual;
  float epsilon;
  uint64_t seed;
};

/// Accumulated differences between outputs and the reference.
struct Comparison {
  int64_t elements = 0;
  int64_t residualMismatches = 0;
  int64_t normedOutsideTolerance = 0;
  double maxNormedRelativeError = 0;
  double errorSquares = 0;
  double referenceSquares = 0;

  double normwiseError() const;
  bool passed() const {
    return elements > 0 && residualMismatches == 0 &&
           normedOutsideTolerance == 0;
  }
  std::string summary() const;
};

/// Per-element bound on |normed - reference| / |reference|.
double normedRelativeTolerance(tpfuse_dtype dtype);

/// Compares row `row` of `normed` (and of `residualOut` unless null), given
/// as that row's elements in the dtype, with the reference.
void compareRow(const ProblemSpec &spec, int64_t row, const void *normed,
                const void *residualOut, Comparison &comparison);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_REFERENCE_H
