//===- Reference.cpp - float64 reference for sampled output rows ----------===//

#include "Reference.h"

#include "TestTensors.h"
#include "common/Dtype.h"

#include <cmath>
#include <cstring>
#include <sstream>
#include <vector>

using namespace tpfuse::gputest;
using tpfuse::runtime::dispatchDtype;
using tpfuse::runtime::fromFloat;
using tpfuse::runtime::roundTo;
using tpfuse::runtime::toFloat;

double Comparison::normwiseError() const {
  return referenceSquares > 0 ? std::sqrt(errorSquares / referenceSquares)
                              : 0.0;
}

std::string Comparison::summary() const {
  std::ostringstream text;
  text << elements << " elements checked, " << residualMismatches
       << " residual_out mismatches, " << normedOutsideTolerance
       << " normed outside tolerance, " << normedInexact
       << " normed not the modelled rounding, max normed rel. error "
       << maxNormedRelativeError << ", normwise error " << normwiseError();
  return text.str();
}

double tpfuse::gputest::normedRelativeTolerance(tpfuse_dtype dtype,
                                                uint32_t variant) {
  // In half ulps of the output (2^-p relative): the final rounding, which
  // fp32 arithmetic can move across a boundary, is half an ulp; each
  // earlier rounding it can move (rd(h * inv) before the weight; in the
  // dtype also inv itself) can flip by a whole ulp, two more; plus fp32
  // arithmetic.
  const int roundings = (variant & TPFUSE_NORM_COMPUTE_IN_DTYPE)        ? 5
                        : (variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING) ? 3
                                                                        : 1;
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return roundings * std::ldexp(1.0, -8) + 1e-5;
  case TPFUSE_DTYPE_F16:
    return roundings * std::ldexp(1.0, -11) + 1e-5;
  case TPFUSE_DTYPE_F32:
    break;
  }
  return 1e-5;
}

uint32_t tpfuse::gputest::effectiveVariant(const ProblemSpec &spec,
                                           uint32_t variant) {
  if (spec.dtype == TPFUSE_DTYPE_F32)
    variant &= ~uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                         TPFUSE_NORM_RESIDUAL_ADD_IN_F32);
  if (!spec.residual)
    variant &= ~uint32_t(TPFUSE_NORM_RESIDUAL_ADD_IN_F32);
  return variant;
}

void tpfuse::gputest::compareRow(const ProblemSpec &spec, int64_t row,
                                 const void *normed, const void *residualOut,
                                 Comparison &comparison) {
  compareRowWith(spec, spec.variant, spec.weightOffset, row, normed,
                 residualOut, comparison);
}

void tpfuse::gputest::compareRowWith(const ProblemSpec &spec, uint32_t variant,
                                     float weightOffset, int64_t row,
                                     const void *normed,
                                     const void *residualOut,
                                     Comparison &comparison) {
  comparison.dtype = spec.dtype;
  const bool inDtype = variant & TPFUSE_NORM_COMPUTE_IN_DTYPE;
  const bool f32Sum = variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32;
  const bool weightAfterRounding =
      inDtype || (variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING);
  dispatchDtype(spec.dtype, [&](auto zero) {
    using T = decltype(zero);
    const T *normedRow = static_cast<const T *>(normed);
    const T *residualRow = static_cast<const T *>(residualOut);
    std::vector<float> h(spec.hidden);
    double squares = 0;
    for (int64_t j = 0; j < spec.hidden; ++j) {
      const int64_t index = row * spec.hidden + j;
      double sum = 0;
      for (int rank = 0; rank < spec.worldSize; ++rank)
        sum += testValue(spec.seed, rank, TensorKind::Input, index);
      // Exact in float: the test values have 8 significant bits, and the
      // residual's exponent range keeps x + residual within 24 bits.
      float s = roundTo<T>(float(sum));
      if (spec.residual)
        s += testValue(spec.seed, kSharedRank, TensorKind::Residual, index) *
             spec.residualScale();
      h[j] = f32Sum ? s : roundTo<T>(s);
      squares += double(h[j]) * h[j];
      if (residualRow) {
        const T expected = fromFloat<T>(s);
        if (std::memcmp(&expected, &residualRow[j], sizeof(T)) != 0)
          ++comparison.residualMismatches;
      }
    }
    double inverseRms;
    if (inDtype) {
      // The variant's own chain, in fp32 as runtime.h states it; only the
      // reciprocal square root is float64 here.
      float accumulated = 0.0f;
      for (int64_t j = 0; j < spec.hidden; ++j)
        accumulated = roundTo<T>(accumulated + roundTo<T>(h[j] * h[j]));
      const float mean =
          roundTo<T>(accumulated / static_cast<float>(spec.hidden));
      const float shifted = roundTo<T>(mean + roundTo<T>(spec.epsilon));
      // fp32, correctly rounded, as the CPU backend and the GPU compute it:
      // every step of this variant is modelled, so its rows must be exact.
      inverseRms = roundTo<T>(1.0f / std::sqrt(shifted));
      comparison.exact = true;
    } else {
      inverseRms =
          1.0 / std::sqrt(squares / double(spec.hidden) + spec.epsilon);
    }
    const double tolerance = normedRelativeTolerance(spec.dtype, variant);
    for (int64_t j = 0; j < spec.hidden; ++j) {
      const float weight =
          testValue(spec.seed, kSharedRank, TensorKind::Weight, j) +
          weightOffset;
      double scaled = h[j] * inverseRms;
      if (weightAfterRounding)
        scaled = roundTo<T>(float(scaled));
      const double reference = scaled * weight;
      // In the dtype, the last product is the runtime's fp32 one.
      const T modelled = inDtype ? fromFloat<T>(float(scaled) * weight)
                                 : fromFloat<T>(float(reference));
      if (std::memcmp(&modelled, &normedRow[j], sizeof(T)) != 0)
        ++comparison.normedInexact;
      const double got = toFloat(normedRow[j]);
      const double error = std::fabs(got - reference);
      const double relative = error / std::max(std::fabs(reference), 1e-30);
      // NaN fails every comparison, so test for passing.
      if (!(error <= tolerance * std::fabs(reference) + 1e-6))
        ++comparison.normedOutsideTolerance;
      if (!(relative <= comparison.maxNormedRelativeError))
        comparison.maxNormedRelativeError = relative;
      comparison.errorSquares += error * error;
      comparison.referenceSquares += reference * reference;
    }
    comparison.elements += spec.hidden;
  });
}
