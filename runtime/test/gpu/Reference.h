//===- Reference.h - float64 reference for sampled output rows --*- C++ -*-===//
//
// Recomputes a row of the residual RMSNorm of the all-reduced test inputs
// on the host, following runtime.h's rounding points for the call's
// variant: x = round(sum), s = x + residual (exact in fp32 with the test
// values), h = round(s) (s with TPFUSE_NORM_RESIDUAL_ADD_IN_F32), and
// normed from h with every rounding to the dtype modelled where the
// variant puts it. What the runtime computes in fp32 in an order of its
// choosing (the sum of squares, rsqrt) is computed in float64 here, except
// TPFUSE_NORM_COMPUTE_IN_DTYPE's sum, which is the variant's exact fp32
// chain. residual_out must match bit for bit; normed must lie within a
// tolerance of the float64 value (half an ulp of the dtype for the final
// rounding, a whole ulp for each earlier rounding that f32 arithmetic can
// flip, plus fp32 slack) and, in bf16 and
// f16, equal the modelled rounding in all but a few elements: that is what
// tells variants one rounding apart (compareRowWith checks that the
// reference of a different variant fails).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_REFERENCE_H
#define TPFUSE_TEST_GPU_REFERENCE_H

#include "tpfuse/runtime.h"

#include <cmath>
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
  /// The call's tpfuse_norm_variant flags and weight offset.
  uint32_t variant = TPFUSE_NORM_DEFAULT;
  float weightOffset = 0.0f;
  /// The residual holds testValue * 2^-residualShift, so that x + residual
  /// needs more bits than the dtype has (rounding h then matters).
  int residualShift = 0;

  float residualScale() const { return std::ldexp(1.0f, -residualShift); }
};

/// Accumulated differences between outputs and the reference.
struct Comparison {
  tpfuse_dtype dtype = TPFUSE_DTYPE_F32;
  int64_t elements = 0;
  int64_t residualMismatches = 0;
  int64_t normedOutsideTolerance = 0;
  /// normed elements whose bits differ from the modelled rounding.
  int64_t normedInexact = 0;
  /// Every step is modelled (TPFUSE_NORM_COMPUTE_IN_DTYPE): no element may
  /// differ from the model.
  bool exact = false;
  double maxNormedRelativeError = 0;
  double errorSquares = 0;
  double referenceSquares = 0;

  double normwiseError() const;
  /// Unless exact, in bf16 and f16 at most 1 in kInexactShare elements may
  /// round differently from the model (where fp32 and float64 straddle a
  /// rounding boundary); in f32 every rounding is at that level.
  static constexpr int64_t kInexactShare = 50;
  bool passed() const {
    return elements > 0 && residualMismatches == 0 &&
           normedOutsideTolerance == 0 &&
           (exact ? normedInexact == 0
                  : dtype == TPFUSE_DTYPE_F32 ||
                        normedInexact * kInexactShare <= elements);
  }
  std::string summary() const;
};

/// Per-element bound on |normed - reference| / |reference| for `variant`.
double normedRelativeTolerance(tpfuse_dtype dtype, uint32_t variant);

/// The flags of `variant` that change the result of `spec`'s problem:
/// weight after rounding and residual add in f32 do nothing in f32, the
/// latter nothing without a residual.
uint32_t effectiveVariant(const ProblemSpec &spec, uint32_t variant);

/// Compares row `row` of `normed` (and of `residualOut` unless null), given
/// as that row's elements in the dtype, with the reference of spec's
/// variant.
void compareRow(const ProblemSpec &spec, int64_t row, const void *normed,
                const void *residualOut, Comparison &comparison);

/// The same against the reference of `variant` and `weightOffset` instead
/// of spec's.
void compareRowWith(const ProblemSpec &spec, uint32_t variant,
                    float weightOffset, int64_t row, const void *normed,
                    const void *residualOut, Comparison &comparison);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_REFERENCE_H
