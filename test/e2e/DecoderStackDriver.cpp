//===- DecoderStackDriver.cpp - A 4-layer decoder stack, end to end -------===//
//
// Runs test/e2e/decoder_stack.mlir, compiled by tp-aot-pipeline, on this
// rank: 4 boundaries, each a row-parallel down projection whose sum a
// residual RMSNorm consumes.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <cmath>
#include <cstdio>

using namespace tpfuse::e2e;

using Descriptor1 = StridedMemRefType<Bf16, 1>;
using Descriptor2 = StridedMemRefType<Bf16, 2>;

extern "C" int32_t _mlir_ciface_decoder_stack(
    tpfuse_comm *comm, Descriptor2 *embeds, Descriptor1 *inputNorm,
    Descriptor1 *norm1, Descriptor1 *norm2, Descriptor1 *norm3,
    Descriptor1 *finalNorm, Descriptor2 *gate0, Descriptor2 *up0,
    Descriptor2 *down0, Descriptor2 *gate1, Descriptor2 *up1,
    Descriptor2 *down1, Descriptor2 *gate2, Descriptor2 *up2,
    Descriptor2 *down2, Descriptor2 *gate3, Descriptor2 *up3,
    Descriptor2 *down3, Descriptor2 *output);

namespace {
constexpr int kLayers = 4;
constexpr int64_t kTokens = 5;
constexpr int64_t kHidden = 256;
constexpr int64_t kIntermediate = 128; // Per rank.
constexpr double kEpsilon = 1e-5;

/// Seeds: the embeddings, the kLayers + 1 norms, then per layer its gate, up
/// and down projections.
constexpr int kEmbedsId = 0;
constexpr int kFirstNormId = 1;
constexpr int kFirstProjectionId = 16;

/// One layer's shards of this rank: gate and up [intermediate, hidden] (the
/// rank's columns of the MLP), down [hidden, intermediate].
struct LayerShard {
  LayerShard(int layer, int rank)
      : gate({kIntermediate, kHidden}), up({kIntermediate, kHidden}),
        down({kHidden, kIntermediate}) {
    int id = kFirstProjectionId + 3 * layer;
    gateValues = Values(seedOf(id, rank)).fill(gate, 64, 0.125);
    upValues = Values(seedOf(id + 1, rank)).fill(up, 64, 0.125);
    downValues = Values(seedOf(id + 2, rank)).fill(down, 64, 0.125);
  }

  Tensor<2> gate, up, down;
  std::vector<double> gateValues, upValues, downValues;
};

struct RankInputs {
  explicit RankInputs(int rank) : embeds({kTokens, kHidden}) {
    embedsValues = Values(seedOf(kEmbedsId)).fill(embeds, 64, 1);
    for (int norm = 0; norm <= kLayers; ++norm) {
      norms.emplace_back(std::array<int64_t, 1>{kHidden});
      normValues.push_back(
          Values(seedOf(kFirstNormId + norm)).fillWeights(norms.back()));
    }
    for (int layer = 0; layer < kLayers; ++layer)
      layers.emplace_back(layer, rank);
  }

  int32_t run(tpfuse_comm *comm, Tensor<2> &output) {
    return _mlir_ciface_decoder_stack(
        comm, embeds.descriptor(), norms[0].descriptor(), norms[1].descriptor(),
        norms[2].descriptor(), norms[3].descriptor(), norms[4].descriptor(),
        layers[0].gate.descriptor(), layers[0].up.descriptor(),
        layers[0].down.descriptor(), layers[1].gate.descriptor(),
        layers[1].up.descriptor(), layers[1].down.descriptor(),
        layers[2].gate.descriptor(), layers[2].up.descriptor(),
        layers[2].down.descriptor(), layers[3].gate.descriptor(),
        layers[3].up.descriptor(), layers[3].down.descriptor(),
        output.descriptor());
  }

  Tensor<2> embeds;
  std::vector<Tensor<1>> norms;
  std::vector<LayerShard> layers;
  std::vector<double> embedsValues;
  std::vector<std::vector<double>> normValues;
};

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
                             const LayerShard &shard) {
  std::vector<double> gate =
      linear(x, shard.gateValues, kHidden, kIntermediate);
  std::vector<double> up = linear(x, shard.upValues, kHidden, kIntermediate);
  for (size_t i = 0; i < gate.size(); ++i)
    gate[i] = roundToBf16(gate[i] / (1.0 + std::exp(-gate[i])) * up[i]);
  std::vector<double> down =
      linear(gate, shard.downValues, kIntermediate, kHidden);
  for (double &value : down)
    value = roundToBf16(value);
  return down;
}

/// The stack in float64, every rank's shards summed where the model owes a
/// sum (and the sum stored as bf16, as the all-reduce does).
std::vector<double> reference(int worldSize) {
  std::vector<RankInputs> ranks;
  for (int rank = 0; rank < worldSize; ++rank)
    ranks.emplace_back(rank);
  const RankInputs &replicated = ranks.front();
  std::vector<double> residual(replicated.embedsValues.size(), 0.0);
  std::vector<double> x = residualRmsNorm(replicated.embedsValues, residual,
                                          replicated.normValues[0], kEpsilon);
  for (int layer = 0; layer < kLayers; ++layer) {
    std::vector<double> sum(x.size(), 0.0);
    for (const RankInputs &rank : ranks) {
      std::vector<double> shard = mlpShard(x, rank.layers[layer]);
      for (size_t i = 0; i < sum.size(); ++i)
        sum[i] += shard[i];
    }
    for (double &value : sum)
      value = roundToBf16(value);
    x = residualRmsNorm(sum, residual, replicated.normValues[layer + 1],
                        kEpsilon);
  }
  return x;
}
} // namespace

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  if (options.mode == Mode::BadInput) {
    std::fprintf(stderr, "bad input is checked on the NextN example\n");
    return 2;
  }
  Session session(/*timeoutMs=*/60000);
  RankInputs inputs(session.rank);
  Tensor<2> output({kTokens, kHidden});
  return checkRuns(options, session, kLayers, output.values,
                   reference(session.worldSize),
                   [&](tpfuse_comm *comm) { return inputs.run(comm, output); });
}
