//===- NextnModel.cpp - The DeepSeek-V3 NextN final layer's data ----------===//

#include "NextnModel.h"

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::nextn;

namespace {
constexpr double kEpsilon = 1e-6;

enum TensorId { SharedAct, SharedDown, Routed, Residual, NormWeight };
} // namespace

RankInputs::RankInputs(int rank, int64_t tokens, int64_t residualTokens)
    : sharedAct({tokens, kIntermediate}), sharedDown({kIntermediate, kHidden}),
      routed({tokens, kHidden}), residual({residualTokens, kHidden}),
      normWeight({kHidden}) {
  // Factors of +-1/16: every product is +-1/256, and every partial sum of
  // the matmul, a random walk of such steps, stays far below 1, where
  // multiples of 1/256 are exact in bf16. The example's matmul accumulates
  // in bf16; so it computes exactly what the float64 reference does.
  Values(seedOf(SharedAct, rank)).fill(sharedAct, 16, 1.0 / 16);
  Values(seedOf(SharedDown, rank)).fill(sharedDown, 16, 1.0 / 16);
  Values(seedOf(Routed, rank)).fill(routed, 64, 1);
  Values(seedOf(Residual)).fill(residual, 64, 1);
  Values(seedOf(NormWeight)).fillWeights(normWeight);
}

std::vector<double> tpfuse::e2e::nextn::reference(int worldSize) {
  std::vector<double> moe(kTokens * kHidden, 0.0);
  std::vector<double> residual, weight;
  for (int rank = 0; rank < worldSize; ++rank) {
    RankInputs inputs(rank);
    std::vector<double> act = inputs.sharedAct.exact();
    std::vector<double> down = inputs.sharedDown.exact();
    std::vector<double> routed = inputs.routed.exact();
    std::vector<double> shared(kTokens * kHidden, 0.0);
    for (int64_t t = 0; t < kTokens; ++t)
      for (int64_t k = 0; k < kIntermediate; ++k) {
        double a = act[t * kIntermediate + k];
        const double *row = &down[k * kHidden];
        for (int64_t h = 0; h < kHidden; ++h)
          shared[t * kHidden + h] += a * row[h];
      }
    for (size_t i = 0; i < moe.size(); ++i)
      moe[i] += roundToBf16(shared[i] + routed[i]);
    residual = inputs.residual.exact();
    weight = inputs.normWeight.exact();
  }
  for (double &value : moe)
    value = roundToBf16(value);
  return residualRmsNorm(moe, residual, weight, kEpsilon);
}
