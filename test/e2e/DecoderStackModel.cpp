//===- DecoderStackModel.cpp - The 4-layer decoder stack's data -----------===//

#include "DecoderStackModel.h"

#include <cmath>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::decoderstack;

namespace {
constexpr double kEpsilon = 1e-5;

/// Seeds: the embeddings, the kLayers + 1 norms, then per layer its gate, up
/// and down projections.
constexpr int kEmbedsId = 0;
constexpr int kFirstNormId = 1;
constexpr int kFirstProjectionId = 16;

/// y[t, o] = sum_i x[t, i] * w[o, i]: nn.Linear with w stored [out, in].
std::vector<double> linear(const std::vector<double> &x,
                           const std::vector<double> &w, int64_t in,
                           int64_t out) {
  int64_t tokens = static_cast<int64_t>(x.size()) / in;
  std::vector<double> y(tokens * out, 0.0);
  for (int64_t t = 0; t < tokens; ++t)
    for (int64_t o = 0; o < out; ++o)
      for (int64_t i = 0; i < in; ++i)
        y[t * out + o] += x[t * in + i] * w[o * in + i];
  return y;
}

/// One rank's share of the MLP: down(silu(gate(x)) * up(x)), with the
/// activation and the output stored as bf16.
std::vector<double> mlpShard(const std::vector<double> &x,
                             const LayerShard &shard, const Shape &shape) {
  std::vector<double> gate =
      linear(x, shard.gate.exact(), shape.hidden, shape.intermediate);
  std::vector<double> up =
      linear(x, shard.up.exact(), shape.hidden, shape.intermediate);
  for (size_t i = 0; i < gate.size(); ++i)
    gate[i] = roundToBf16(gate[i] / (1.0 + std::exp(-gate[i])) * up[i]);
  std::vector<double> down =
      linear(gate, shard.down.exact(), shape.intermediate, shape.hidden);
  for (double &value : down)
    value = roundToBf16(value);
  return down;
}
} // namespace

LayerShard::LayerShard(int layer, int rank, const Shape &shape)
    : gate({shape.intermediate, shape.hidden}),
      up({shape.intermediate, shape.hidden}),
      down({shape.hidden, shape.intermediate}) {
  int id = kFirstProjectionId + 3 * layer;
  Values(seedOf(id, rank))
      .fill(gate, shape.weightDenominator, shape.weightLimit);
  Values(seedOf(id + 1, rank))
      .fill(up, shape.weightDenominator, shape.weightLimit);
  Values(seedOf(id + 2, rank))
      .fill(down, shape.weightDenominator, shape.weightLimit);
}

RankWeights::RankWeights(int rank, const Shape &shape) {
  for (int norm = 0; norm <= kLayers; ++norm) {
    norms.emplace_back(std::array<int64_t, 1>{shape.hidden});
    Values(seedOf(kFirstNormId + norm)).fillWeights(norms.back());
  }
  for (int layer = 0; layer < kLayers; ++layer)
    layers.emplace_back(layer, rank, shape);
}

Tensor<2> tpfuse::e2e::decoderstack::embeddings(int64_t tokens,
                                                const Shape &shape) {
  Tensor<2> embeds({tokens, shape.hidden});
  Values(seedOf(kEmbedsId)).fill(embeds, 64, 1);
  return embeds;
}

std::vector<double> tpfuse::e2e::decoderstack::reference(int worldSize) {
  std::vector<RankInputs> ranks;
  for (int rank = 0; rank < worldSize; ++rank)
    ranks.emplace_back(rank);
  const RankInputs &replicated = ranks.front();
  std::vector<double> residual(replicated.embeds.values.size(), 0.0);
  std::vector<double> x =
      residualRmsNorm(replicated.embeds.exact(), residual,
                      replicated.weights.norms[0].exact(), kEpsilon);
  for (int layer = 0; layer < kLayers; ++layer) {
    std::vector<double> sum(x.size(), 0.0);
    for (const RankInputs &rank : ranks) {
      std::vector<double> shard =
          mlpShard(x, rank.weights.layers[layer], kTestShape);
      for (size_t i = 0; i < sum.size(); ++i)
        sum[i] += shard[i];
    }
    for (double &value : sum)
      value = roundToBf16(value);
    x = residualRmsNorm(sum, residual,
                        replicated.weights.norms[layer + 1].exact(), kEpsilon);
  }
  return x;
}
