//===- DecoderStackModel.h - The 4-layer decoder stack's data ---*- C++ -*-===//
//
// The inputs and the float64 reference of test/e2e/decoder_stack.mlir: 4
// boundaries, each a row-parallel down projection whose sum a residual
// RMSNorm consumes. The end-to-end tests run it as written (hidden 256, 128
// intermediate columns per rank, 5 tokens); bench/decoder_step_bench.cpp
// runs a copy resized to a real model's hidden size.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_DECODERSTACKMODEL_H
#define TPFUSE_TEST_E2E_DECODERSTACKMODEL_H

#include "Driver.h"

namespace tpfuse::e2e::decoderstack {

constexpr int kLayers = 4;

/// The sizes of a build of decoder_stack.mlir, and the scale of its
/// projections' weights.
struct Shape {
  int64_t hidden = 256;
  /// The MLP's columns on each rank.
  int64_t intermediate = 128;
  /// The weights are multiples of 1/weightDenominator in
  /// [-weightLimit, weightLimit].
  int weightDenominator = 64;
  double weightLimit = 0.125;
};

/// The end-to-end tests: decoder_stack.mlir as written, on 5 tokens.
constexpr Shape kTestShape{};
constexpr int64_t kTestTokens = 5;

using Descriptor1 = StridedMemRefType<Bf16, 1>;
using Descriptor2 = StridedMemRefType<Bf16, 2>;

/// @decoder_stack(embeds, input_norm, norm1, norm2, norm3, final_norm,
/// gate0, up0, down0, ..., gate3, up3, down3) -> the final norm's output.
using Entry =
    EntryPoint<Descriptor2, Descriptor1, Descriptor1, Descriptor1, Descriptor1,
               Descriptor1, Descriptor2, Descriptor2, Descriptor2, Descriptor2,
               Descriptor2, Descriptor2, Descriptor2, Descriptor2, Descriptor2,
               Descriptor2, Descriptor2, Descriptor2, Descriptor2>;

/// One layer's shards of a rank: gate and up [intermediate, hidden] (the
/// rank's columns of the MLP), down [hidden, intermediate].
struct LayerShard {
  LayerShard(int layer, int rank, const Shape &shape);

  Tensor<2> gate, up, down;
};

/// One rank's weights: the kLayers + 1 norms, replicated, and its shards of
/// the layers.
struct RankWeights {
  RankWeights(int rank, const Shape &shape);

  /// Calls `f` with the weight arguments of @decoder_stack, in order.
  template <typename F> auto apply(F &&f) {
    static_assert(kLayers == 4, "@decoder_stack takes 4 layers' weights");
    return f(norms[0], norms[1], norms[2], norms[3], norms[4], layers[0].gate,
             layers[0].up, layers[0].down, layers[1].gate, layers[1].up,
             layers[1].down, layers[2].gate, layers[2].up, layers[2].down,
             layers[3].gate, layers[3].up, layers[3].down);
  }

  std::vector<Tensor<1>> norms;
  std::vector<LayerShard> layers;
};

/// The embeddings of `tokens` tokens, which start the residual stream: the
/// same on every rank.
Tensor<2> embeddings(int64_t tokens, const Shape &shape);

struct RankInputs {
  explicit RankInputs(int rank, int64_t tokens = kTestTokens,
                      const Shape &shape = kTestShape)
      : embeds(embeddings(tokens, shape)), weights(rank, shape) {}

  /// Calls `f` with the tensor arguments of @decoder_stack, in order.
  template <typename F> auto apply(F &&f) {
    return weights.apply(
        [&](auto &...tensors) { return f(embeds, tensors...); });
  }

  Tensor<2> embeds;
  RankWeights weights;
};

/// The stack of kTestShape on kTestTokens tokens, in float64, every rank's
/// shards summed where the model owes a sum (and the sum stored as bf16, as
/// the all-reduce does).
std::vector<double> reference(int worldSize);

} // namespace tpfuse::e2e::decoderstack

#endif // TPFUSE_TEST_E2E_DECODERSTACKMODEL_H
