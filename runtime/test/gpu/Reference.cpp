//===- Reference.cpp - float64 reference for sampled output rows ----------===//

#include "Reference.h"

#include "Dtype.h"
#include "TestTensors.h"

#include <cmath>
#include <cstring>
#include <sstream>
#include <vector>

using namespace tpfuse::gputest;
using tpfuse::runtime::dispatchDtype;
using tpfuse::runtime::fromFloat;
using tpfuse::runtime::toFloat;

double Comparison::normwiseError() const {
  return referenceSquares > 0 ? std::sqrt(errorSquares / referenceSquares)
                              : 0.0;
}

std::string Comparison::summary() const {
  std::ostringstream text;
  text << elements << " elements checked, " << residualMismatches
       << " residual_out mismatches, " << normedOutsideTolerance
       << " normed outside tolerance, max normed rel. error "
       << maxNormedRelativeError << ", normwise error " << normwiseError();
  return text.str();
}

double tpfuse::gputest::normedRelativeTolerance(tpfuse_dtype dtype) {
  // Half an ulp of the output (2^-p relative) plus fp32 arithmetic.
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return std::ldexp(1.0, -8) + 1e-5;
  case TPFUSE_DTYPE_F16:
    return std::ldexp(1.0, -11) + 1e-5;
  case TPFUSE_DTYPE_F32:
    break;
  }
  return 1e-5;
}

void tpfuse::gputest::compareRow(const ProblemSpec &spec, int64_t row,
                                 const void *normed, const void *residualOut,
                                 Comparison &comparison) {
  dispatchDtype(spec.dtype, [&](auto zero) {
    using T = decltype(zero);
    const T *normedRow = static_cast<const T *>(normed);
    const T *residualRow = static_cast<const T *>(residualOut);
    std::vector<double> h(spec.hidden);
    double squares = 0;
    for (int64_t j = 0; j < spec.hidden; ++j) {
      const int64_t index = row * spec.hidden + j;
      double sum = 0;
      for (int rank = 0; rank < spec.worldSize; ++rank)
        sum += testValue(spec.seed, rank, TensorKind::Input, index);
      // Exact in float: the test values have 8 significant bits.
      float value = toFloat(fromFloat<T>(float(sum)));
      if (spec.residual)
        value = toFloat(
            fromFloat<T>(value + testValue(spec.seed, kSharedRank,
                                           TensorKind::Residual, index)));
      h[j] = value;
      squares += h[j] * h[j];
      if (residualRow) {
        T expected = fromFloat<T>(value);
        if (std::memcmp(&expected, &residualRow[j], sizeof(T)) != 0)
          ++comparison.residualMismatches;
      }
    }
    const double scale =
        1.0 / std::sqrt(squares / double(spec.hidden) + spec.epsilon);
    const double tolerance = normedRelativeTolerance(spec.dtype);
    for (int64_t j = 0; j < spec.hidden; ++j) {
      const double reference =
          h[j] * scale *
          testValue(spec.seed, kSharedRank, TensorKind::Weight, j);
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
