//===- NextnModel.h - The DeepSeek-V3 NextN final layer's data --*- C++ -*-===//
//
// The inputs and the float64 reference of
// examples/deepseek_v3_nextn_final_layer.mlir: one boundary (the post-experts
// all-reduce into shared_head.norm), 3 tokens, hidden 7168.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_NEXTNMODEL_H
#define TPFUSE_TEST_E2E_NEXTNMODEL_H

#include "Driver.h"

namespace tpfuse::e2e::nextn {

constexpr int kBoundaries = 1;
constexpr int64_t kTokens = 3;
// Per rank, as the example's types say: 2048 / TP 2. (The TP = 4 build keeps
// the types, so its model is twice as wide.)
constexpr int64_t kIntermediate = 1024;
constexpr int64_t kHidden = 7168;

/// @nextn_final_layer(shared_act, shared_down, routed, residual,
/// norm_weight) -> normed.
using Entry =
    EntryPoint<StridedMemRefType<Bf16, 2>, StridedMemRefType<Bf16, 2>,
               StridedMemRefType<Bf16, 2>, StridedMemRefType<Bf16, 2>,
               StridedMemRefType<Bf16, 1>, StridedMemRefType<Bf16, 2>>;

/// One rank's inputs. The shared expert's activations and down projection
/// and the routed experts' output are this rank's shards (a partial sum);
/// the residual stream and the norm weight are replicated. `residualTokens`
/// other than `tokens` makes bad input.
struct RankInputs {
  RankInputs(int rank, int64_t tokens = kTokens,
             int64_t residualTokens = kTokens);

  /// Calls `f` with the tensor arguments of @nextn_final_layer, in order.
  template <typename F> auto apply(F &&f) {
    return f(sharedAct, sharedDown, routed, residual, normWeight);
  }

  Tensor<2> sharedAct, sharedDown, routed, residual;
  Tensor<1> normWeight;
};

/// shared_head.norm(sum over ranks of (act @ down + routed) + residual), with
/// each rank's MoE output and the sum stored as bf16, for kTokens tokens.
std::vector<double> reference(int worldSize);

} // namespace tpfuse::e2e::nextn

#endif // TPFUSE_TEST_E2E_NEXTNMODEL_H
