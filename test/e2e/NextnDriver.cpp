//===- NextnDriver.cpp - The DeepSeek-V3 NextN final layer, end to end ----===//
//
// Runs examples/deepseek_v3_nextn_final_layer.mlir, compiled by
// tp-aot-pipeline, on this rank: one boundary (the post-experts all-reduce
// into shared_head.norm). Besides the checks every driver makes, it feeds the
// compiled function bad input (--expect bad-input).
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <chrono>
#include <thread>

using namespace tpfuse::e2e;

extern "C" int32_t _mlir_ciface_nextn_final_layer(
    tpfuse_comm *comm, StridedMemRefType<Bf16, 2> *sharedAct,
    StridedMemRefType<Bf16, 2> *sharedDown, StridedMemRefType<Bf16, 2> *routed,
    StridedMemRefType<Bf16, 2> *residual,
    StridedMemRefType<Bf16, 1> *normWeight, StridedMemRefType<Bf16, 2> *normed);

namespace {
constexpr int64_t kTokens = 3;
// Per rank, as the example's types say: 2048 / TP 2. (The TP = 4 build keeps
// the types, so its model is twice as wide.)
constexpr int64_t kIntermediate = 1024;
constexpr int64_t kHidden = 7168;
constexpr double kEpsilon = 1e-6;

enum TensorId { SharedAct, SharedDown, Routed, Residual, NormWeight };

/// One rank's inputs. The shared expert's activations and down projection
/// and the routed experts' output are this rank's shards (a partial sum);
/// the residual stream and the norm weight are replicated.
struct RankInputs {
  RankInputs(int rank, int64_t tokens, int64_t residualTokens)
      : sharedAct({tokens, kIntermediate}),
        sharedDown({kIntermediate, kHidden}), routed({tokens, kHidden}),
        residual({residualTokens, kHidden}), normWeight({kHidden}) {
    // Factors of +-1/16: every product is +-1/256, and every partial sum of
    // the matmul, a random walk of such steps, stays far below 1, where
    // multiples of 1/256 are exact in bf16. The example's matmul accumulates
    // in bf16; so it computes exactly what the float64 reference does.
    sharedActValues =
        Values(seedOf(SharedAct, rank)).fill(sharedAct, 16, 1.0 / 16);
    sharedDownValues =
        Values(seedOf(SharedDown, rank)).fill(sharedDown, 16, 1.0 / 16);
    routedValues = Values(seedOf(Routed, rank)).fill(routed, 64, 1);
    residualValues = Values(seedOf(Residual)).fill(residual, 64, 1);
    normWeightValues = Values(seedOf(NormWeight)).fillWeights(normWeight);
  }

  int32_t run(tpfuse_comm *comm, Tensor<2> &normed) {
    return _mlir_ciface_nextn_final_layer(
        comm, sharedAct.descriptor(), sharedDown.descriptor(),
        routed.descriptor(), residual.descriptor(), normWeight.descriptor(),
        normed.descriptor());
  }

  Tensor<2> sharedAct, sharedDown, routed, residual;
  Tensor<1> normWeight;
  std::vector<double> sharedActValues, sharedDownValues, routedValues,
      residualValues, normWeightValues;
};

/// shared_head.norm(sum over ranks of (act @ down + routed) + residual), with
/// each rank's MoE output and the sum stored as bf16.
std::vector<double> reference(int worldSize) {
  std::vector<double> moe(kTokens * kHidden, 0.0);
  std::vector<double> residual, weight;
  for (int rank = 0; rank < worldSize; ++rank) {
    RankInputs inputs(rank, kTokens, kTokens);
    std::vector<double> shared(kTokens * kHidden, 0.0);
    for (int64_t t = 0; t < kTokens; ++t)
      for (int64_t k = 0; k < kIntermediate; ++k) {
        double a = inputs.sharedActValues[t * kIntermediate + k];
        const double *row = &inputs.sharedDownValues[k * kHidden];
        for (int64_t h = 0; h < kHidden; ++h)
          shared[t * kHidden + h] += a * row[h];
      }
    for (size_t i = 0; i < moe.size(); ++i)
      moe[i] += roundToBf16(shared[i] + inputs.routedValues[i]);
    residual = inputs.residualValues;
    weight = inputs.normWeightValues;
  }
  for (double &value : moe)
    value = roundToBf16(value);
  return residualRmsNorm(moe, residual, weight, kEpsilon);
}

/// Errors, never a crash or a hang: a null communicator; a residual with
/// fewer tokens than the input, on every rank (no rank communicates) and then
/// on one rank only (its peers wait in the collective until the
/// communicator's timeout).
int checkBadInput(const Session &session) {
  Tensor<2> normed({kTokens, kHidden});
  RankInputs inputs(session.rank, kTokens, kTokens);
  expectStatus(session, inputs.run(nullptr, normed),
               TPFUSE_ERROR_INVALID_ARGUMENT, "null communicator");

  RankInputs shortResidual(session.rank, kTokens, kTokens - 1);
  expectStatus(session, shortResidual.run(session.comm, normed),
               TPFUSE_ERROR_INVALID_ARGUMENT, "short residual");
  expectMessageContains(session,
                        "dimension 0 of the residual is " +
                            std::to_string(kTokens - 1) + ", expected " +
                            std::to_string(kTokens),
                        "short residual");
  expectCounters(session, {0, 0, 0}, "short residual: nothing ran");

  // Every rank failed alike: the communicator still works.
  poison(normed.values);
  expectStatus(session, inputs.run(session.comm, normed), TPFUSE_SUCCESS,
               "after the errors");
  expectClose(session, normed.values, reference(session.worldSize),
              "after the errors");

  if (session.rank == 0) {
    expectStatus(session, shortResidual.run(session.comm, normed),
                 TPFUSE_ERROR_INVALID_ARGUMENT, "short residual on rank 0");
    // Stay until the peers have timed out: a communicator destroyed under
    // them would fail them otherwise.
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  } else {
    expectStatus(session, inputs.run(session.comm, normed),
                 TPFUSE_ERROR_TIMEOUT, "peer of a short residual");
  }
  return failures() == 0 ? 0 : 1;
}
} // namespace

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  // Bad input makes peers wait for a rank that skipped a collective: keep
  // that wait short.
  Session session(options.mode == Mode::BadInput ? 1000 : 60000);
  if (options.mode == Mode::BadInput)
    return checkBadInput(session);

  RankInputs inputs(session.rank, kTokens, kTokens);
  Tensor<2> normed({kTokens, kHidden});
  return checkRuns(options, session, /*boundaries=*/1, normed.values,
                   reference(session.worldSize),
                   [&](tpfuse_comm *comm) { return inputs.run(comm, normed); });
}
