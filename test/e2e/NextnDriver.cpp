//===- NextnDriver.cpp - The DeepSeek-V3 NextN final layer, on CPU ranks --===//
//
// Runs examples/deepseek_v3_nextn_final_layer.mlir, compiled by
// tp-aot-pipeline for the CPU, on this rank. Besides the checks every driver
// makes, it feeds the compiled function bad input (--expect bad-input).
//
//===----------------------------------------------------------------------===//

#include "NextnModel.h"

#include <algorithm>
#include <chrono>
#include <string>
#include <thread>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::nextn;

extern "C" Entry::Host _mlir_ciface_nextn_final_layer;

namespace {
int32_t runInto(tpfuse_comm *comm, RankInputs &inputs,
                StridedMemRefType<Bf16, 2> *normed) {
  return inputs.apply([&](auto &...tensors) {
    return _mlir_ciface_nextn_final_layer(comm, tensors.descriptor()...,
                                          normed);
  });
}

int32_t run(tpfuse_comm *comm, RankInputs &inputs, Tensor<2> &normed) {
  return runInto(comm, inputs, normed.descriptor());
}

/// An output buffer described with `rows` rows instead of kTokens (the
/// memory behind it has kTokens + 1, filled with a canary): an error, and
/// not one element written, on every rank.
void checkOutputRows(const Session &session, RankInputs &inputs, int64_t rows) {
  constexpr Bf16 kCanary = 0x3f80; // 1.0
  Tensor<2> memory({kTokens + 1, kHidden});
  std::fill(memory.values.begin(), memory.values.end(), kCanary);
  StridedMemRefType<Bf16, 2> *normed = memory.descriptor();
  normed->sizes[0] = rows;
  std::string what = "output buffer of " + std::to_string(rows) + " rows";
  expectStatus(session, runInto(session.comm, inputs, normed),
               TPFUSE_ERROR_INVALID_ARGUMENT, what);
  expectMessageContains(session,
                        "dimension 0 of the output buffer (argument 6) is " +
                            std::to_string(rows) + ", expected " +
                            std::to_string(kTokens),
                        what);
  if (std::count(memory.values.begin(), memory.values.end(), kCanary) !=
      static_cast<std::ptrdiff_t>(memory.values.size()))
    fail(session, what + ": the buffer was written");
}

/// Errors, never a crash or a hang: a null communicator; a residual with
/// fewer tokens than the input, on every rank (no rank communicates) and then
/// on one rank only (its peers wait in the collective until the
/// communicator's timeout); an output buffer of the wrong shape.
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

  checkOutputRows(session, inputs, kTokens - 1);
  checkOutputRows(session, inputs, kTokens + 1);

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
