//===- VariantReference.h - The norm variants in float64 --------*- C++ -*-===//
//
// A float64 model of each tpfuse_norm_variant: it rounds to the dtype (and to
// fp32, where runtime.h says an fp32 operation produces a value) exactly at
// the rounding points runtime.h states, and computes in float64 everywhere
// else. Independent of the runtime's internals: the rounding is done here on
// doubles. Also the comparison the variant tests use: within one unit in the
// last place of the dtype per element and most elements exact (bf16, f16),
// exact for compute-in-dtype, and the bound of fp32's error analysis in f32.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_TEST_VARIANTREFERENCE_H
#define TPFUSE_RUNTIME_TEST_VARIANTREFERENCE_H

#include "TestSupport.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace tpfuse::test {

/// Significand bits (with the implicit one) and the smallest normal exponent.
struct Format {
  int precision;
  int minExponent;
};

inline Format formatOf(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return {8, -126};
  case TPFUSE_DTYPE_F16:
    return {11, -14};
  case TPFUSE_DTYPE_F32:
    break;
  }
  return {24, -126};
}

/// Rounds a double to the nearest value with `precision` significand bits
/// and no exponent below `minExponent` (subnormals), ties to even; overflow
/// is not modelled (the tests stay far from it).
inline double roundToFormat(double value, Format format) {
  if (value == 0.0 || !std::isfinite(value))
    return value;
  int exponent = std::ilogb(value); // value = m * 2^exponent, 1 <= |m| < 2
  int quantum = std::max(exponent, format.minExponent) - format.precision + 1;
  // Scaling by powers of two is exact; nearbyint rounds ties to even.
  return std::ldexp(std::nearbyint(std::ldexp(value, -quantum)), quantum);
}

/// Rounds a double to the nearest value of `dtype`, ties to even.
inline double roundTo(double value, tpfuse_dtype dtype) {
  return roundToFormat(value, formatOf(dtype));
}

inline double roundToF32(double value) {
  return roundTo(value, TPFUSE_DTYPE_F32);
}

/// One residual RMSNorm call: x is the (reduced) input, already a dtype value.
struct NormCase {
  tpfuse_dtype dtype;
  int64_t tokens;
  int64_t hidden;
  std::vector<double> x;
  std::vector<double> residual; // empty: no residual
  std::vector<double> weight;
  float epsilon = 1e-6f;
};

/// A bound, in units of 2^-24 relative, on how far an fp32 evaluation of
/// h * rsqrt(sum_j(h_j^2) / hidden + epsilon) (summed in any order) is from
/// its float64 value: the sum of `hidden` positive squares (hidden units),
/// halved by the square root, and one unit each for the mean, epsilon, the
/// square root, the reciprocal and the product, with room to spare.
inline int64_t fp32ErrorUnits(int64_t hidden) { return hidden / 2 + 8; }

/// The reference of a variant: normed and residual_out, values of the dtype.
/// `alternative` is normed where an intermediate rounding of
/// weight-after-rounding (rd(h * inv), bf16 and f16) lies so close to a
/// rounding boundary that fp32 arithmetic may round it to the other
/// neighbour (within fp32ErrorUnits): rd(that neighbour * w'). Elsewhere it
/// equals normed.
struct VariantResult {
  std::vector<double> normed;
  std::vector<double> alternative;
  std::vector<double> residualOut;
};

/// The reference of `variant` with `weightOffset` for `problem`.
inline VariantResult referenceVariant(const NormCase &problem, uint32_t variant,
                                      float weightOffset) {
  const tpfuse_dtype dtype = problem.dtype;
  auto rd = [dtype](double value) { return roundTo(value, dtype); };
  const bool inDtype = variant & TPFUSE_NORM_COMPUTE_IN_DTYPE;
  const bool normOfF32Sum = variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32;
  const bool weightAfterRounding = variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING;
  const double fp32Error =
      std::ldexp(static_cast<double>(fp32ErrorUnits(problem.hidden)), -24);
  const auto hidden = static_cast<size_t>(problem.hidden);
  VariantResult result;
  result.normed.resize(problem.x.size());
  result.alternative.resize(problem.x.size());
  result.residualOut.resize(problem.x.size());
  std::vector<double> h(hidden);
  for (size_t row = 0; row < static_cast<size_t>(problem.tokens); ++row) {
    const size_t offset = row * hidden;
    for (size_t j = 0; j < hidden; ++j) {
      // s = x + residual, an fp32 add.
      double s = problem.x[offset + j];
      if (!problem.residual.empty())
        s = roundToF32(s + problem.residual[offset + j]);
      result.residualOut[offset + j] = rd(s);
      h[j] = normOfF32Sum && !inDtype ? s : rd(s);
    }
    double inverseRms;
    if (inDtype) {
      double accumulated = 0.0;
      for (size_t j = 0; j < hidden; ++j)
        accumulated = rd(accumulated + rd(h[j] * h[j]));
      double meanSquare = rd(accumulated / static_cast<double>(hidden));
      double shifted = rd(meanSquare + rd(problem.epsilon));
      inverseRms = rd(1.0 / std::sqrt(shifted));
    } else {
      double sumOfSquares = 0.0;
      for (size_t j = 0; j < hidden; ++j)
        sumOfSquares += h[j] * h[j];
      inverseRms = 1.0 / std::sqrt(sumOfSquares / static_cast<double>(hidden) +
                                   static_cast<double>(problem.epsilon));
    }
    for (size_t j = 0; j < hidden; ++j) {
      // w' = weight + offset, an fp32 add (exact when the offset is 0).
      double scaledWeight = roundToF32(problem.weight[j] + weightOffset);
      double scaled = h[j] * inverseRms;
      double normed = 0.0;
      double alternative = 0.0;
      if (inDtype || weightAfterRounding) {
        double rounded = rd(scaled);
        normed = alternative = rd(rounded * scaledWeight);
        if (!inDtype && dtype != TPFUSE_DTYPE_F32) {
          for (double near :
               {rd(scaled * (1 - fp32Error)), rd(scaled * (1 + fp32Error))})
            if (near != rounded)
              alternative = rd(near * scaledWeight);
        }
      } else {
        normed = alternative = rd(scaled * scaledWeight);
      }
      result.normed[offset + j] = normed;
      result.alternative[offset + j] = alternative;
    }
  }
  return result;
}

/// Random values of `dtype` with at most `maxBits` significand bits (all of
/// the dtype's by default), magnitudes in [2^minExponent,
/// 2^(maxExponent + 1)), random signs, never zero.
inline std::vector<double> randomDtypeValues(size_t size, tpfuse_dtype dtype,
                                             int minExponent, int maxExponent,
                                             uint32_t seed, int maxBits = 24) {
  Format format = formatOf(dtype);
  format.precision = std::min(format.precision, maxBits);
  std::mt19937 generator(seed);
  std::uniform_real_distribution<double> significand(1.0, 2.0);
  std::uniform_int_distribution<int> exponent(minExponent, maxExponent);
  std::bernoulli_distribution negative(0.5);
  std::vector<double> values(size);
  for (double &value : values) {
    value = roundToFormat(
        std::ldexp(significand(generator), exponent(generator)), format);
    if (negative(generator))
      value = -value;
  }
  return values;
}

/// The ordered integer of a dtype value's encoding: neighbouring values of
/// the dtype differ by one, and +0 and -0 are both 0.
inline int64_t orderedEncoding(double value, tpfuse_dtype dtype) {
  Tensor one(dtype, 1);
  one.set(0, value);
  uint32_t bits = 0;
  std::memcpy(&bits, one.data(), elementBytes(dtype));
  int signBit = dtype == TPFUSE_DTYPE_F32 ? 31 : 15;
  int64_t magnitude = bits & ((uint32_t(1) << signBit) - 1);
  return (bits >> signBit) & 1 ? -magnitude : magnitude;
}

/// How far a result is from a reference, in units in the last place.
struct UlpStats {
  size_t exact = 0;
  size_t oneUlp = 0;
  /// Within one ulp of the alternative (an intermediate rounded the other
  /// way), but not of the reference.
  size_t otherIntermediate = 0;
  size_t further = 0; // more than one ulp from both, or NaN
  /// Ulps from the nearer of reference and alternative; INT64_MAX for NaN.
  int64_t worst = 0;
  std::string firstFurther;

  size_t total() const { return exact + oneUlp + otherIntermediate + further; }
  size_t inexact() const { return total() - exact; }
  void add(const UlpStats &other) {
    exact += other.exact;
    oneUlp += other.oneUlp;
    otherIntermediate += other.otherIntermediate;
    further += other.further;
    worst = std::max(worst, other.worst);
  }
  std::string summary() const {
    std::ostringstream out;
    out << exact << " exact, " << oneUlp << " at 1 ulp, " << otherIntermediate
        << " from the other rounding of an intermediate, " << further
        << " further (worst " << worst << " ulp) of " << total();
    if (!firstFurther.empty())
      out << "; first further: " << firstFurther;
    return out.str();
  }
};

inline int64_t ulpDistance(double a, double b, tpfuse_dtype dtype) {
  if (std::isnan(a) || std::isnan(b))
    return INT64_MAX;
  return std::llabs(orderedEncoding(a, dtype) - orderedEncoding(b, dtype));
}

/// `alternative` (may be null) as in VariantResult.
inline UlpStats compareUlps(const Tensor &actual,
                            const std::vector<double> &expected,
                            const std::vector<double> *alternative = nullptr) {
  UlpStats stats;
  for (size_t i = 0; i < expected.size(); ++i) {
    double got = actual.get(i);
    int64_t distance = ulpDistance(got, expected[i], actual.type());
    int64_t fromAlternative =
        alternative ? ulpDistance(got, (*alternative)[i], actual.type())
                    : INT64_MAX;
    stats.worst = std::max(stats.worst, std::min(distance, fromAlternative));
    if (distance == 0) {
      ++stats.exact;
    } else if (fromAlternative <= 1 && (*alternative)[i] != expected[i]) {
      ++stats.otherIntermediate;
    } else if (distance == 1) {
      ++stats.oneUlp;
    } else if (stats.further++ == 0) {
      std::ostringstream out;
      out.precision(9);
      out << "element " << i << ": got " << got << ", expected " << expected[i];
      stats.firstFurther = out.str();
    }
  }
  return stats;
}

/// How close a result of a variant without compute-in-dtype must be to its
/// reference. The runtime sums in fp32 in its own order and takes an fp32
/// rsqrt; the reference computes both in float64. For bf16 and f16 that
/// fp32 error (fp32ErrorUnits) is far below the dtype's ulp, so it can only
/// move a rounding whose exact value lies next to a boundary, by one ulp:
/// each element within one ulp of the reference (or of its alternative), and
/// at most 1% of them not exact. That is far below what a rounding point in
/// the wrong place moves (each other variant's reference fails the check).
/// In f32 the fp32 arithmetic is the dtype's own precision, and no fp32
/// evaluation is within one ulp of float64: the bound is then
/// fp32ErrorUnits (an ulp is at least 2^-24 of the value), plus the second
/// product and the roundings of result and reference.
struct UlpBound {
  int64_t maxUlps;
  double maxInexactShare;
};

inline UlpBound ulpBound(tpfuse_dtype dtype, int64_t hidden) {
  if (dtype == TPFUSE_DTYPE_F32)
    return {fp32ErrorUnits(hidden) + 2, 1.0};
  return {1, 0.01};
}

/// Within ulpBound of the reference.
inline ::testing::AssertionResult withinBound(const Tensor &actual,
                                              const VariantResult &expected,
                                              int64_t hidden) {
  UlpStats stats = compareUlps(actual, expected.normed, &expected.alternative);
  UlpBound bound = ulpBound(actual.type(), hidden);
  if (stats.worst <= bound.maxUlps &&
      stats.inexact() <= bound.maxInexactShare * stats.total())
    return ::testing::AssertionSuccess() << stats.summary();
  return ::testing::AssertionFailure()
         << dtypeName(actual.type()) << ", at most " << bound.maxUlps
         << " ulp and " << 100 * bound.maxInexactShare
         << "% inexact allowed: " << stats.summary();
}

/// Every element exactly the reference.
inline ::testing::AssertionResult exactly(const Tensor &actual,
                                          const std::vector<double> &expected) {
  UlpStats stats = compareUlps(actual, expected);
  if (stats.exact == stats.total())
    return ::testing::AssertionSuccess() << stats.summary();
  return ::testing::AssertionFailure()
         << dtypeName(actual.type()) << ": " << stats.summary();
}

/// A norm variant: tpfuse_norm_variant flags and a weight offset.
struct Variant {
  uint32_t flags;
  float weightOffset;
};

inline std::string describe(Variant variant) {
  std::string name;
  if (variant.flags & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING)
    name += "weight-after-rounding ";
  if (variant.flags & TPFUSE_NORM_RESIDUAL_ADD_IN_F32)
    name += "residual-add-in-f32 ";
  if (variant.flags & TPFUSE_NORM_COMPUTE_IN_DTYPE)
    name += "compute-in-dtype ";
  if (variant.flags == TPFUSE_NORM_DEFAULT)
    name += "default ";
  return name + "offset " + std::to_string(variant.weightOffset);
}

/// Every flag combination runtime.h allows for `dtype`, each with the weight
/// offsets 0, 1 (Gemma) and 0.5; compute-in-dtype only with offset 0.
inline std::vector<Variant> allVariants(tpfuse_dtype dtype) {
  std::vector<Variant> variants;
  for (uint32_t flags : {uint32_t(TPFUSE_NORM_DEFAULT),
                         uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING),
                         uint32_t(TPFUSE_NORM_RESIDUAL_ADD_IN_F32),
                         uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                                  TPFUSE_NORM_RESIDUAL_ADD_IN_F32)})
    for (float offset : {0.0f, 1.0f, 0.5f})
      variants.push_back({flags, offset});
  if (dtype != TPFUSE_DTYPE_F32)
    variants.push_back({TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f});
  return variants;
}

/// The variant's formula with the flags that change nothing here dropped:
/// in f32 rounding to the dtype is the identity (so weight-after-rounding
/// and residual-add-in-f32 are no-ops), and without a residual s = x is a
/// dtype value already.
inline Variant meaning(Variant variant, tpfuse_dtype dtype, bool withResidual) {
  if (dtype == TPFUSE_DTYPE_F32)
    variant.flags &= ~uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                               TPFUSE_NORM_RESIDUAL_ADD_IN_F32);
  if (!withResidual)
    variant.flags &= ~uint32_t(TPFUSE_NORM_RESIDUAL_ADD_IN_F32);
  return variant;
}

inline bool sameMeaning(Variant a, Variant b, tpfuse_dtype dtype,
                        bool withResidual) {
  a = meaning(a, dtype, withResidual);
  b = meaning(b, dtype, withResidual);
  return a.flags == b.flags && a.weightOffset == b.weightOffset;
}

/// The check for `variant`: exact equality for compute-in-dtype (every step
/// is rounded to the dtype, the sum in index order), withinBound otherwise.
inline ::testing::AssertionResult checkAgainst(const Tensor &normed,
                                               const VariantResult &reference,
                                               const NormCase &problem,
                                               Variant variant) {
  return variant.flags & TPFUSE_NORM_COMPUTE_IN_DTYPE
             ? exactly(normed, reference.normed)
             : withinBound(normed, reference, problem.hidden);
}

inline ::testing::AssertionResult matchesReference(const Tensor &normed,
                                                   const NormCase &problem,
                                                   Variant variant) {
  return checkAgainst(
      normed, referenceVariant(problem, variant.flags, variant.weightOffset),
      problem, variant);
}

/// normed passes the check of `variant` and fails the same check against
/// the reference of every variant with another meaning; residual_out (if
/// given) is exactly rd(s). Returns the statistics against the reference.
inline UlpStats expectVariant(const Tensor &normed, const Tensor *residualOut,
                              const NormCase &problem, Variant variant) {
  bool withResidual = !problem.residual.empty();
  VariantResult reference =
      referenceVariant(problem, variant.flags, variant.weightOffset);
  EXPECT_TRUE(checkAgainst(normed, reference, problem, variant))
      << describe(variant);
  if (residualOut) {
    EXPECT_TRUE(exactly(*residualOut, reference.residualOut))
        << describe(variant);
  }
  for (Variant other : allVariants(problem.dtype)) {
    if (sameMeaning(other, variant, problem.dtype, withResidual))
      continue;
    VariantResult wrong =
        referenceVariant(problem, other.flags, other.weightOffset);
    EXPECT_FALSE(checkAgainst(normed, wrong, problem, variant))
        << describe(variant) << " also passes the check against "
        << describe(other);
  }
  return compareUlps(normed, reference.normed, &reference.alternative);
}

} // namespace tpfuse::test

#endif // TPFUSE_RUNTIME_TEST_VARIANTREFERENCE_H
