//===- NextnDriver.cpp - The DeepSeek-V3 NextN final layer, on CPU ranks --===//
//
// Runs examples/deepseek_v3_nextn_final_layer.mlir, compiled by
// tp-aot-pipeline for the CPU, on this rank. Besides the checks every driver
// makes, it feeds the compiled function bad input (--expect bad-input).
//
//===----------------------------------------------------------------------===//

#include "NextnModel.h"

#include <chrono>
#include <thread>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::nextn;

extern "C" Entry::Host _mlir_ciface_nextn_final_layer;

namespace {
int32_t run(tpfuse_comm *comm, RankInputs &inputs, Tensor<2> &normed) {
  return inputs.apply([&](auto &...tensors) {
    return _mlir_ciface_nextn_final_layer(comm, tensors.descriptor()...,
                                          normed.descriptor());
  });
}

/// Errors, never a crash or a hang: a null communicator; a residual with
/// fewer tokens than the input, on every rank (no rank communicates) and then
/// on one rank only (its peers wait in the collective until the
/// communicator's timeout).
int checkBadInput(const Session &session) {
  Tensor<2> normed({kTokens, kHidden});
  RankInputs inputs(session.rank);
  expectStatus(session, run(nullptr, inputs, normed),
               TPFUSE_ERROR_INVALID_ARGUMENT, "null communicator");

  RankInputs shortResidual(session.rank, kTokens, kTokens - 1);
  expectStatus(session, run(session.comm, shortResidual, normed),
               TPFUSE_ERROR_INVALID_ARGUMENT, "short residual");
  expectMessageContains(session,
                        "dimension 0 of the residual is " +
                            std::to_string(kTokens - 1) + ", expected " +
                            std::to_string(kTokens),
                        "short residual");
  expectCounters(session, {0, 0, 0}, "short residual: nothing ran");

  // Every rank failed alike: the communicator still works.
  poison(normed.values);
  expectStatus(session, run(session.comm, inputs, normed), TPFUSE_SUCCESS,
               "after the errors");
  expectClose(session, normed.values, reference(session.worldSize),
              "after the errors");

  if (session.rank == 0) {
    expectStatus(session, run(session.comm, shortResidual, normed),
                 TPFUSE_ERROR_INVALID_ARGUMENT, "short residual on rank 0");
    // Stay until the peers have timed out: a communicator destroyed under
    // them would fail them otherwise.
    std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  } else {
    expectStatus(session, run(session.comm, inputs, normed),
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

  RankInputs inputs(session.rank);
  Tensor<2> normed({kTokens, kHidden});
  return checkRuns(options, session, kBoundaries, reference(session.worldSize),
                   onHost(normed, [&](tpfuse_comm *comm) {
                     return run(comm, inputs, normed);
                   }));
}
