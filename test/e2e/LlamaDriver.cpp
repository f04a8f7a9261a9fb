//===- LlamaDriver.cpp - A LlamaModel from PyTorch, on CPU ranks ----------===//
//
// Runs the LlamaModel that the PyTorch frontend exported
// (test/Frontends/Torch/Inputs/llama: 2 layers, hidden 256, bf16), compiled
// by tp-aot-pipeline into objects linked with this driver, each entry point
// renamed by Llama.cmake:
//
//   tpfuse_llama_unsharded      llama_tp1.mlir, raised (-tp-raise-rms-norm)
//   tpfuse_llama_tp<N>_fused    llama_tp<N>.mlir, raised and fused
//   tpfuse_llama_tp<N>_unfused  llama_tp<N>.mlir, raised: explicit all-reduces
//   tpfuse_llama_tp<N>_exported llama_tp<N>.mlir as exported: explicit
//                               all-reduces, the exporter's linalg norms
//
// for N = 2 and 4. For each token count, on this rank:
//
// - --expect unsharded (1 rank): the unsharded model against PyTorch's own
//   output (reference_<T>.bin);
// - --expect fused|unfused|declined (2 or 4 ranks, the N the world size
//   picks): the sharded model on this rank's weights, against PyTorch's
//   output and the compiled unsharded model's, which every rank computes
//   itself on a communicator of one rank. A fused run is then repeated
//   forced to decline (tpfuse_comm_set_force_decline), unfused and as
//   exported, which must give the same bits: neither fusing nor raising
//   changes one; declined runs under TPFUSE_FORCE_DECLINE=1.
//
// With --write-outputs DIR, rank 0 writes its outputs there (LlamaFiles.h:
// unsharded_<T>.bin, tp<N>_<T>.bin), for the GPU driver to compare with.
//
// Every comparison prints its maximum and mean absolute differences, its
// maximum relative difference and the share of bit-identical elements, and
// must be within kTolerance. The counters after each call say which path
// ran: every one of the model's sums fused, or paid by an explicit
// all-reduce (after a decline, or unfused).
//
//===----------------------------------------------------------------------===//

#include "Bf16Comparison.h"
#include "Driver.h"
#include "LlamaFiles.h"
#include "LlamaForward.h"
#include "LlamaTolerance.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::llama;

namespace {
/// @forward's C interface (docs/AOT.md): the communicator, the token ids,
/// the flat weights, then the output's buffer; returns the status.
using Forward = int32_t(tpfuse_comm *comm, TokenIds *ids, FlatWeights *weights,
                        HiddenStates *output);
} // namespace

extern "C" Forward tpfuse_llama_unsharded;
extern "C" Forward tpfuse_llama_tp2_fused;
extern "C" Forward tpfuse_llama_tp2_unfused;
extern "C" Forward tpfuse_llama_tp2_exported;
extern "C" Forward tpfuse_llama_tp4_fused;
extern "C" Forward tpfuse_llama_tp4_unfused;
extern "C" Forward tpfuse_llama_tp4_exported;

namespace {
constexpr int64_t kHidden = TPFUSE_LLAMA_HIDDEN;
constexpr int64_t kTimeoutMs = 60000;

/// Elements of the unsharded model's flat weights: @forward's static type,
/// which the compiled code trusts, so the weights file is checked against
/// it.
constexpr size_t kUnshardedWeights = TPFUSE_LLAMA_WEIGHTS_TP1;
static_assert(TPFUSE_LLAMA_SUMS_TP1 == 0, "the unsharded model pays no sum");

/// The models compiled for one world size, each one program for every rank.
struct ShardedModels {
  int worldSize;
  /// Elements of each rank's flat weights, as kUnshardedWeights.
  size_t weights;
  /// Sums (tp.all_reduce boundaries) one call pays.
  uint64_t sums;
  Forward *fused, *unfused, *exported;
};

const ShardedModels kSharded[] = {
    {2, TPFUSE_LLAMA_WEIGHTS_TP2, TPFUSE_LLAMA_SUMS_TP2, tpfuse_llama_tp2_fused,
     tpfuse_llama_tp2_unfused, tpfuse_llama_tp2_exported},
    {4, TPFUSE_LLAMA_WEIGHTS_TP4, TPFUSE_LLAMA_SUMS_TP4, tpfuse_llama_tp4_fused,
     tpfuse_llama_tp4_unfused, tpfuse_llama_tp4_exported},
};

enum class Expect { Unsharded, Fused, Unfused, Declined };

struct LlamaOptions : LlamaFileOptions {
  Expect expect = Expect::Unsharded;
  /// If set, where rank 0 writes its outputs.
  std::string writeOutputs;
};

[[noreturn]] void usage(const char *program) {
  std::fprintf(stderr,
               "usage: %s --expect unsharded|fused|unfused|declined "
               "--data DIR --tokens T[,T...] --unsharded-weights FILE "
               "[--rank-weights FILE]... [--write-outputs DIR]\n"
               "  --rank-weights: once per rank, in rank order\n",
               program);
  std::exit(2);
}

LlamaOptions parseLlamaOptions(int argc, char **argv) {
  LlamaOptions options;
  bool expectGiven = false;
  for (int arg = 1; arg < argc; arg += 2) {
    if (arg + 1 >= argc)
      usage(argv[0]);
    std::string option = argv[arg], value = argv[arg + 1];
    LlamaFileOptions::Taken taken = options.take(option, value);
    if (taken == LlamaFileOptions::Taken::BadValue)
      usage(argv[0]);
    if (taken == LlamaFileOptions::Taken::Yes)
      continue;
    if (option == "--expect") {
      expectGiven = true;
      if (value == "unsharded")
        options.expect = Expect::Unsharded;
      else if (value == "fused")
        options.expect = Expect::Fused;
      else if (value == "unfused")
        options.expect = Expect::Unfused;
      else if (value == "declined")
        options.expect = Expect::Declined;
      else
        usage(argv[0]);
    } else if (option == "--write-outputs") {
      options.writeOutputs = value;
    } else {
      usage(argv[0]);
    }
  }
  if (!expectGiven || options.data.empty() || options.tokenCounts.empty() ||
      options.unshardedWeights.empty())
    usage(argv[0]);
  return options;
}

/// A communicator of one rank, for the unsharded model on a rank of a
/// sharded run: its entry checks that the world size is 1.
class SoloCommunicator {
public:
  SoloCommunicator() {
    // Setup data only (runtime.h): the store goes once the communicator
    // exists.
    StoreDirectory store("tpfuse-llama");
    tpfuse_comm_options options;
    tpfuse_comm_options_init(&options);
    options.timeout_ms = kTimeoutMs;
    if (tpfuse_comm_create(&options, /*rank=*/0, /*world_size=*/1,
                           store.uri().c_str(), &comm) != TPFUSE_SUCCESS)
      fatal("cannot create a communicator of one rank: " +
            std::string(tpfuse_last_error_message()));
  }
  ~SoloCommunicator() {
    // Unless close() ran, which checks the status.
    if (comm)
      (void)tpfuse_comm_destroy(comm);
  }
  SoloCommunicator(const SoloCommunicator &) = delete;
  SoloCommunicator &operator=(const SoloCommunicator &) = delete;

  /// Destroys the communicator; a failure fails the run.
  void close(const Session &session) {
    if (tpfuse_comm_destroy(comm) != TPFUSE_SUCCESS)
      fail(session, "destroying the one-rank communicator: " +
                        std::string(tpfuse_last_error_message()));
    comm = nullptr;
  }

  tpfuse_comm *comm = nullptr;
};

/// Checks one rank's runs for one token count after another.
class Checker {
public:
  Checker(const Session &session, const LlamaOptions &options,
          const ShardedModels *sharded, tpfuse_comm *unshardedComm)
      : session(session), options(options), sharded(sharded),
        unshardedComm(unshardedComm) {
    unshardedWeights = readBf16(options.unshardedWeights, kUnshardedWeights);
    if (sharded)
      rankWeights =
          readBf16(options.rankWeights[static_cast<size_t>(session.rank)],
                   sharded->weights);
  }

  void checkTokens(int64_t tokens);

private:
  /// Calls `forward` on `comm` into a poisoned output, from counters reset
  /// to zero, and checks its status, the counters it leaves and that it
  /// wrote none of its inputs.
  std::vector<Bf16> call(Forward *forward, tpfuse_comm *comm,
                         std::vector<Bf16> &weights, tpfuse_counters expected,
                         const std::string &what);
  /// Holds `actual` to `expected` within kTolerance, and prints how close.
  void expectClose(const std::vector<Bf16> &actual, const std::string &what,
                   const std::vector<Bf16> &expected, const char *against);
  std::string at() const { return std::to_string(currentTokens) + " tokens, "; }
  /// Writes `output` of `model` if asked to, on rank 0 (all ranks compute
  /// the same).
  void save(const std::vector<Bf16> &output, const std::string &model) const;

  const Session &session;
  const LlamaOptions &options;
  const ShardedModels *sharded;
  tpfuse_comm *unshardedComm;
  std::vector<Bf16> unshardedWeights, rankWeights;
  std::vector<int64_t> ids;
  int64_t currentTokens = 0;
};

std::vector<Bf16> Checker::call(Forward *forward, tpfuse_comm *comm,
                                std::vector<Bf16> &weights,
                                tpfuse_counters expected,
                                const std::string &what) {
  std::vector<Bf16> output(static_cast<size_t>(currentTokens * kHidden));
  poison(output);
  std::vector<int64_t> idsBefore = ids;
  std::vector<Bf16> weightsBefore = weights;

  ForwardArguments arguments(ids.data(), currentTokens, weights.data(),
                             weights.size(), output.data(), kHidden);
  expectStatus(session, tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS,
               at() + what + ": resetting the counters");
  expectStatus(
      session,
      forward(comm, &arguments.ids, &arguments.weights, &arguments.output),
      TPFUSE_SUCCESS, at() + what);
  expectCounters(session, comm, expected, at() + what);
  if (ids != idsBefore || weights != weightsBefore)
    fail(session, at() + what + ": an input was written");
  return output;
}

void Checker::expectClose(const std::vector<Bf16> &actual,
                          const std::string &what,
                          const std::vector<Bf16> &expected,
                          const char *against) {
  Bf16Comparison result = compareBf16(actual, expected, kTolerance);
  std::string line = at() + what + " vs " + against + ": " +
                     result.describe(static_cast<size_t>(kHidden));
  if (!result.withinTolerance())
    fail(session, line + "; " + result.describeOutside());
  else
    std::printf("rank %d: %s\n", session.rank, line.c_str());
}

void Checker::save(const std::vector<Bf16> &output,
                   const std::string &model) const {
  if (options.writeOutputs.empty() || session.rank != 0)
    return;
  writeBf16(outputPath(options.writeOutputs, model, currentTokens), output);
}

void Checker::checkTokens(int64_t tokens) {
  currentTokens = tokens;
  auto count = static_cast<size_t>(tokens);
  std::string suffix = std::to_string(tokens) + ".bin";
  ids = readInt64(options.data + "/ids_" + suffix, count);
  std::vector<Bf16> pytorch =
      readBf16(options.data + "/reference_" + suffix, count * kHidden);

  std::vector<Bf16> unsharded = call(tpfuse_llama_unsharded, unshardedComm,
                                     unshardedWeights, {0, 0, 0}, "unsharded");
  expectClose(unsharded, "unsharded", pytorch, "PyTorch");
  save(unsharded, "unsharded");
  if (!sharded)
    return;

  uint64_t sums = sharded->sums;
  std::string tp = "TP=" + std::to_string(sharded->worldSize) + " ";
  std::vector<Bf16> output;
  std::string name;
  switch (options.expect) {
  case Expect::Fused: {
    name = tp + "fused";
    output =
        call(sharded->fused, session.comm, rankWeights, {0, sums, 0}, name);
    expectStatus(session, tpfuse_comm_set_force_decline(session.comm, 1),
                 TPFUSE_SUCCESS, "forcing declines");
    std::vector<Bf16> declined =
        call(sharded->fused, session.comm, rankWeights, {sums, 0, sums},
             tp + "fused, forced to decline");
    expectStatus(session, tpfuse_comm_set_force_decline(session.comm, 0),
                 TPFUSE_SUCCESS, "no longer forcing declines");
    expectBitIdentical(session, at(), output, name, declined,
                       "forced to decline");
    // On the CPU the fused path gives the bits of the explicit all-reduce
    // and the runtime's norm (runtime.h), which rounds where the exporter's
    // norm does, in the same f32 operations (TorchNorms.h): fusing and
    // raising change no bit.
    std::vector<Bf16> unfused = call(sharded->unfused, session.comm,
                                     rankWeights, {sums, 0, 0}, tp + "unfused");
    expectBitIdentical(session, at(), output, name, unfused, "unfused");
    std::vector<Bf16> exported =
        call(sharded->exported, session.comm, rankWeights, {sums, 0, 0},
             tp + "as exported");
    expectBitIdentical(session, at(), output, name, exported, "as exported");
    break;
  }
  case Expect::Unfused:
    name = tp + "unfused";
    output =
        call(sharded->unfused, session.comm, rankWeights, {sums, 0, 0}, name);
    break;
  case Expect::Declined:
    name = tp + "fused, TPFUSE_FORCE_DECLINE=1";
    output =
        call(sharded->fused, session.comm, rankWeights, {sums, 0, sums}, name);
    break;
  case Expect::Unsharded:
    fatal("unreachable: --expect unsharded runs on one rank");
  }
  expectClose(output, name, pytorch, "PyTorch");
  expectClose(output, name, unsharded, "unsharded");
  save(output, "tp" + std::to_string(sharded->worldSize));
}
} // namespace

int main(int argc, char **argv) {
  LlamaOptions options = parseLlamaOptions(argc, argv);
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION)
    fatal("the runtime's API version is " +
          std::to_string(tpfuse_runtime_api_version()) + ", expected " +
          std::to_string(TPFUSE_RUNTIME_API_VERSION));
  Session session(kTimeoutMs);

  if (options.expect == Expect::Unsharded) {
    if (session.worldSize != 1)
      fatal("--expect unsharded runs on 1 rank, not " +
            std::to_string(session.worldSize));
    Checker checker(session, options, nullptr, session.comm);
    for (int64_t tokens : options.tokenCounts)
      checker.checkTokens(tokens);
    return failures() == 0 ? 0 : 1;
  }

  const ShardedModels *sharded = nullptr;
  for (const ShardedModels &candidate : kSharded)
    if (candidate.worldSize == session.worldSize)
      sharded = &candidate;
  if (!sharded)
    fatal("no sharded model is compiled for " +
          std::to_string(session.worldSize) + " ranks");
  if (options.rankWeights.size() != static_cast<size_t>(session.worldSize))
    fatal(std::to_string(options.rankWeights.size()) + " --rank-weights for " +
          std::to_string(session.worldSize) + " ranks");
  if (options.expect == Expect::Declined)
    expectForcedDeclines(session);
  SoloCommunicator solo;
  Checker checker(session, options, sharded, solo.comm);
  for (int64_t tokens : options.tokenCounts)
    checker.checkTokens(tokens);
  solo.close(session);
  return failures() == 0 ? 0 : 1;
}
