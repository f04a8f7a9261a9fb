//===- HostRmsNorm.cpp - Reference residual RMSNorm on the host -----------===//

#include "cpu/HostRmsNorm.h"

#include "common/Dtype.h"

#include <cmath>
#include <type_traits>
#include <vector>

using namespace tpfuse::runtime;

namespace {
/// One row at a time: the row is read whole before anything is written,
/// which is what makes normed == input and residualOut == residual safe.
template <typename T, typename InputT>
void residualRmsNormRows(const NormProblem &problem, const InputT *input) {
  const auto *residual = static_cast<const T *>(problem.residual);
  const auto *weight = static_cast<const T *>(problem.weight);
  auto *normed = static_cast<T *>(problem.normed);
  auto *residualOut = static_cast<T *>(problem.residualOut);
  const int64_t hidden = problem.hidden;
  const bool inDtype = problem.has(TPFUSE_NORM_COMPUTE_IN_DTYPE);
  const bool normOfF32Sum = problem.has(TPFUSE_NORM_RESIDUAL_ADD_IN_F32);
  const bool weightAfterRounding =
      inDtype || problem.has(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING);
  // s, in fp32, and h, the value normalized.
  std::vector<float> sum(static_cast<size_t>(hidden));
  std::vector<float> h(static_cast<size_t>(hidden));

  for (int64_t row = 0; row < problem.tokens; ++row) {
    const int64_t offset = row * hidden;
    for (int64_t j = 0; j < hidden; ++j) {
      float value = toFloat(input[offset + j]);
      if constexpr (!std::is_same_v<InputT, T>)
        value = roundTo<T>(value); // x is a T, whatever carried it here
      if (residual)
        value += toFloat(residual[offset + j]);
      sum[j] = value;
      h[j] = normOfF32Sum ? value : roundTo<T>(value);
    }

    float inverseRms;
    if (inDtype) {
      // Every step rounded to T; the sum in index order.
      float accumulated = 0.0f;
      for (int64_t j = 0; j < hidden; ++j)
        accumulated = roundTo<T>(accumulated + roundTo<T>(h[j] * h[j]));
      float meanSquare = roundTo<T>(accumulated / static_cast<float>(hidden));
      float shifted = roundTo<T>(meanSquare + roundTo<T>(problem.epsilon));
      inverseRms = roundTo<T>(1.0f / std::sqrt(shifted));
    } else {
      float sumOfSquares = 0.0f;
      for (int64_t j = 0; j < hidden; ++j)
        sumOfSquares += h[j] * h[j];
      inverseRms = 1.0f / std::sqrt(sumOfSquares / static_cast<float>(hidden) +
                                    problem.epsilon);
    }

    for (int64_t j = 0; j < hidden; ++j) {
      if (residualOut)
        residualOut[offset + j] = fromFloat<T>(sum[j]);
      float scaledWeight = toFloat(weight[j]) + problem.weightOffset;
      float scaled = h[j] * inverseRms;
      if (weightAfterRounding)
        scaled = roundTo<T>(scaled);
      normed[offset + j] = fromFloat<T>(scaled * scaledWeight);
    }
  }
}
} // namespace

void tpfuse::runtime::hostResidualRmsNorm(const NormProblem &problem) {
  dispatchDtype(problem.dtype, [&](auto tag) {
    using T = decltype(tag);
    residualRmsNormRows<T>(problem, static_cast<const T *>(problem.input));
  });
}

void tpfuse::runtime::hostResidualRmsNormFromFloat(const NormProblem &problem,
                                                   const float *input) {
  dispatchDtype(problem.dtype, [&](auto tag) {
    using T = decltype(tag);
    residualRmsNormRows<T>(problem, input);
  });
}
