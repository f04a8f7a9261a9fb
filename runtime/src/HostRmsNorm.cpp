//===- HostRmsNorm.cpp - Reference residual RMSNorm on the host -----------===//

#include "HostRmsNorm.h"

#include "Dtype.h"

#include <cmath>
#include <type_traits>
#include <vector>

using namespace tpfuse::runtime;

namespace {
/// One row at a time: h is computed for the whole row before anything is
/// written, which is what makes normed == input and residualOut == residual
/// safe.
template <typename T, typename InputT>
void residualRmsNormRows(const NormProblem &problem, const InputT *input) {
  const auto *residual = static_cast<const T *>(problem.residual);
  const auto *weight = static_cast<const T *>(problem.weight);
  auto *normed = static_cast<T *>(problem.normed);
  auto *residualOut = static_cast<T *>(problem.residualOut);
  int64_t hidden = problem.hidden;
  std::vector<float> h(static_cast<size_t>(hidden));

  for (int64_t row = 0; row < problem.tokens; ++row) {
    int64_t offset = row * hidden;
    float sumOfSquares = 0.0f;
    for (int64_t j = 0; j < hidden; ++j) {
      float value = toFloat(input[offset + j]);
      if constexpr (!std::is_same_v<InputT, T>)
        value = roundTo<T>(value); // x is a T, whatever carried it here
      if (residual)
        value += toFloat(residual[offset + j]);
      value = roundTo<T>(value);
      h[j] = value;
      sumOfSquares += value * value;
    }
    float inverseRms =
        1.0f /
        std::sqrt(sumOfSquares / static_cast<float>(hidden) + problem.epsilon);
    for (int64_t j = 0; j < hidden; ++j) {
      if (residualOut)
        residualOut[offset + j] = fromFloat<T>(h[j]);
      normed[offset + j] = fromFloat<T>(h[j] * inverseRms * toFloat(weight[j]));
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
