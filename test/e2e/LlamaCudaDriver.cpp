//===- LlamaCudaDriver.cpp - A LlamaModel from PyTorch, on one GPU --------===//
//
// Runs the LlamaModel that the PyTorch frontend exported
// (test/Frontends/Torch/Inputs/llama: 2 layers, hidden 256, bf16), compiled
// by tp-aot-pipeline{target=cuda} into objects linked with this driver, each
// entry point renamed by LlamaCuda.cmake:
//
//   tpfuse_llama_unsharded_cuda     llama_tp1.mlir, raised
//   tpfuse_llama_tp2_fused_cuda     llama_tp2.mlir, raised and fused
//   tpfuse_llama_tp2_unfused_cuda   llama_tp2.mlir, raised: explicit
//                                   all-reduces
//   tpfuse_llama_tp2_exported_cuda  llama_tp2.mlir as exported: explicit
//                                   all-reduces, the exporter's linalg norms
//
// all on GPU 0: the unsharded model on a communicator of one rank, then
// TP = 2 as two threads of this process, each with its own communicator,
// stream and device buffers, in the runtime's same-device test mode
// (TPFUSE_SAME_DEVICE_TEST=1, which this driver sets: the ranks share the
// GPU without NCCL; docs/runtime-cuda.md), so that one GPU is enough. For
// each token count:
//
// - the unsharded model against PyTorch's output (reference_<T>.bin);
// - on each rank, the fused model, the same forced to decline
//   (tpfuse_comm_set_force_decline), unfused and as exported, each against
//   PyTorch's output and the unsharded model's. Fused, forced to decline and
//   unfused must give the same bits: the fused kernel and its fallback (the
//   all-reduce, then the norm kernel) sum and round alike
//   (docs/runtime-cuda.md). The exported model's norms are generated code,
//   which sums in another order: it is held to the tolerance only, and its
//   share of identical bits reported. Both ranks' outputs must be the same
//   bits;
// - with --cpu-outputs DIR, against the outputs LlamaDriver.cpp computed on
//   CPU ranks (its --write-outputs): within the tolerance, not bit for bit
//   (cuBLAS and the kernels accumulate in another order than the CPU).
//
// Then the ranks capture their fused calls in one CUDA graph, whose replays
// must reproduce each rank's direct call bit for bit and leave the counters
// alone. One graph, not one per rank: the compiled code's temporaries are
// graph allocations (cudaMallocAsync in the capture), and CUDA may give
// graphs that are not live at once the same physical memory, and then
// "introduce synchronization between future graph launches" (CUDA
// Programming Guide, Graph Memory Nodes). On one device that ordered one
// rank's relaunch after the other rank's graph, whose fused kernel waited
// for it, until the spin bound: 8 of 10 runs, each on the first fused call
// of a relaunch, with PDL or without (--per-rank-graphs keeps that way for
// the record). Within one graph the ranks' branches run at once, so their
// allocations are live together and never share memory. Ranks on separate
// GPUs have separate graph memory and capture their own graphs
// (bench/results/llama-joint-graph-1xH200). --graph-rounds N captures and
// replays the graphs of every token count N times over, so that a failure
// that comes in some runs only shows within one; a failed replay reports
// how many elements still hold the poison and how many differ from the
// replay before it. The ranks' threads enqueue into the graph one after the
// other (JointCapture): a CUDA graph must not be accessed from two threads
// at once, and with the two capturing together 2 to 5 of 5 runs replayed
// wrong outputs, with PDL on or off (bench/results/llama-pdl-1xH100).
//
// Every output is poisoned with NaN before its call; every status, CUDA
// call and counter set is checked, and the ids and weights must come back
// unchanged. Every comparison prints its maximum and mean absolute
// differences and its share of bit-identical elements; a table of them ends
// the output. Exit status 0 only if every check passed.
//
// With the fused kernel it must run with CUDA_MODULE_LOADING=EAGER, and
// refuses otherwise: with
// lazy loading (CUDA's default), the first launch of a kernel loads it,
// which can synchronize the context the two ranks share; if the other rank's
// fused kernel is already waiting for this rank's, which this rank has yet
// to launch, the two wait for each other until the fused kernel's spin
// bound expires (CUDA Programming Guide, Lazy Loading, "Potential Hazards").
// For the same reason the driver allocates every buffer before the first
// call and the ranks meet before anything that may synchronize the device
// (capturing, instantiating and destroying graphs, freeing buffers).
//
// --without-fused-kernel, for compute-sanitizer: it serializes kernels, so
// the two ranks' fused kernels would never run together and each would
// wait out its spin bound. Everything else runs: the fused model forced to
// decline, unfused and as exported, but no fused kernel and no graph; lazy
// loading is then allowed.
//
//===----------------------------------------------------------------------===//

#include "Bf16Comparison.h"
#include "CudaDriver.h"
#include "Driver.h"
#include "LlamaFiles.h"
#include "LlamaForward.h"
#include "LlamaTolerance.h"
#include "SameDeviceRanks.h"

#include <cuda.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::llama;
using tpfuse::RankBarrier;
using tpfuse::gputest::JointCapture;
using tpfuse::gputest::replayMismatch;

namespace {
/// @forward's C interface for the GPU (docs/AOT.md): the communicator, the
/// stream, then device buffers: the token ids, the flat weights, the
/// output.
using Forward = EntryPoint<TokenIds, FlatWeights, HiddenStates>::Cuda;
} // namespace

extern "C" Forward tpfuse_llama_unsharded_cuda;
extern "C" Forward tpfuse_llama_tp2_fused_cuda;
extern "C" Forward tpfuse_llama_tp2_unfused_cuda;
extern "C" Forward tpfuse_llama_tp2_exported_cuda;

namespace {
constexpr int64_t kHidden = TPFUSE_LLAMA_HIDDEN;
constexpr int kWorldSize = 2;
constexpr int kDevice = 0;
constexpr int64_t kTimeoutMs = 60000;
/// Replays of each captured fused call: more than one, since a graph that
/// only works once (a workspace that does not rotate) fails on the second,
/// and graphs that wait for each other did so from their second launch on.
constexpr int kReplays = 5;

/// Elements of the flat weights: @forward's static types, which the
/// compiled code trusts, so the weights files are checked against them.
constexpr size_t kUnshardedWeights = TPFUSE_LLAMA_WEIGHTS_TP1;
constexpr size_t kRankWeights = TPFUSE_LLAMA_WEIGHTS_TP2;
/// Sums (tp.all_reduce boundaries) one TP = 2 call pays.
constexpr uint64_t kSums = TPFUSE_LLAMA_SUMS_TP2;
static_assert(TPFUSE_LLAMA_SUMS_TP1 == 0, "the unsharded model pays no sum");

struct LlamaCudaOptions : LlamaFileOptions {
  /// If set, LlamaDriver.cpp's outputs (--write-outputs) to compare with.
  std::string cpuOutputs;
  bool withoutFusedKernel = false;
  /// After each rank's graph is destroyed, hand the graphs' cached memory
  /// back (cudaDeviceGraphMemTrim) before the next capture.
  bool trimGraphMemory = false;
  /// A graph per rank, as before the ranks shared one (the header says why
  /// that times out).
  bool perRankGraphs = false;
  /// Times the graphs of every token count are captured and replayed, in
  /// order: a failure that comes in one run of several shows within one.
  int graphRounds = 1;
};

[[noreturn]] void usage(const char *program) {
  std::fprintf(stderr,
               "usage: %s --data DIR --tokens T[,T...] --unsharded-weights "
               "FILE --rank-weights FILE --rank-weights FILE "
               "[--cpu-outputs DIR] [--without-fused-kernel] "
               "[--trim-graph-memory] [--per-rank-graphs] "
               "[--graph-rounds N]\n",
               program);
  std::exit(2);
}

LlamaCudaOptions parseLlamaCudaOptions(int argc, char **argv) {
  LlamaCudaOptions options;
  for (int arg = 1; arg < argc; ++arg) {
    std::string option = argv[arg];
    if (option == "--without-fused-kernel") {
      options.withoutFusedKernel = true;
      continue;
    }
    if (option == "--trim-graph-memory") {
      options.trimGraphMemory = true;
      continue;
    }
    if (option == "--per-rank-graphs") {
      options.perRankGraphs = true;
      continue;
    }
    if (arg + 1 >= argc)
      usage(argv[0]);
    std::string value = argv[++arg];
    LlamaFileOptions::Taken taken = options.take(option, value);
    if (taken == LlamaFileOptions::Taken::BadValue)
      usage(argv[0]);
    else if (taken == LlamaFileOptions::Taken::Yes)
      continue;
    else if (option == "--cpu-outputs")
      options.cpuOutputs = value;
    else if (option == "--graph-rounds") {
      char *end = nullptr;
      long rounds = std::strtol(value.c_str(), &end, 10);
      if (*end != '\0' || rounds < 1 || rounds > 1000)
        usage(argv[0]);
      options.graphRounds = static_cast<int>(rounds);
    } else
      usage(argv[0]);
  }
  if (options.data.empty() || options.tokenCounts.empty() ||
      options.unshardedWeights.empty() ||
      options.rankWeights.size() != static_cast<size_t>(kWorldSize))
    usage(argv[0]);
  return options;
}

//===----------------------------------------------------------------------===//
// Reporting, from every rank's thread
//===----------------------------------------------------------------------===//

std::mutex reportMutex;
std::atomic<int> failureCount{0};

void pass(const std::string &who, const std::string &line) {
  std::lock_guard<std::mutex> lock(reportMutex);
  std::printf("%s: %s\n", who.c_str(), line.c_str());
  std::fflush(stdout);
}

void failCheck(const std::string &who, const std::string &line) {
  ++failureCount;
  std::lock_guard<std::mutex> lock(reportMutex);
  std::fprintf(stderr, "%s: FAILED: %s\n", who.c_str(), line.c_str());
  std::fflush(stderr);
}

void expectSuccess(const std::string &who, int32_t status,
                   const std::string &what) {
  if (status != TPFUSE_SUCCESS)
    failCheck(who, what + ": status " +
                       tpfuse_status_name(static_cast<tpfuse_status>(status)) +
                       " (" + tpfuse_last_error_message() + ")");
}

/// One comparison, for the table that ends the output.
struct SummaryRow {
  int64_t tokens;
  std::string what, against;
  Bf16Comparison result;
};

std::vector<SummaryRow> summary;

/// Holds `actual` to `expected` within kTolerance, prints how close and
/// adds the row to the summary.
void expectClose(const std::string &who, int64_t tokens,
                 const std::vector<Bf16> &actual, const std::string &what,
                 const std::vector<Bf16> &expected,
                 const std::string &against) {
  Bf16Comparison result = compareBf16(actual, expected, kTolerance);
  std::string line = std::to_string(tokens) + " tokens, " + what + " vs " +
                     against + ": " +
                     result.describe(static_cast<size_t>(kHidden));
  if (!result.withinTolerance())
    failCheck(who, line + "; " + result.describeOutside());
  else
    pass(who, line);
  std::lock_guard<std::mutex> lock(reportMutex);
  summary.push_back({tokens, who + ": " + what, against, result});
}

void expectIdentical(const std::string &who, int64_t tokens,
                     const std::vector<Bf16> &a, const std::string &aName,
                     const std::vector<Bf16> &b, const std::string &bName) {
  std::string at = std::to_string(tokens) + " tokens, ";
  size_t differing = countDifferences(a, b);
  if (differing != 0)
    failCheck(who, at + aName + " and " + bName + ": " +
                       std::to_string(differing) + " of " +
                       std::to_string(a.size()) + " elements differ");
  else
    pass(who, at + aName + " == " + bName + ", bit for bit");
}

void expectCounters(const std::string &who, tpfuse_comm *comm,
                    tpfuse_counters expected, const std::string &what) {
  std::string actual;
  std::string mismatch = counterMismatch(comm, expected, actual);
  if (!mismatch.empty())
    failCheck(who, what + ": " + mismatch);
  else
    pass(who, what + ": counters " + actual);
}

//===----------------------------------------------------------------------===//
// Device buffers and calls
//===----------------------------------------------------------------------===//

/// A CUDA communicator on GPU 0: rank `rank` of `worldSize`, which every rank
/// creates through `store`. Creation failing ends the process: nothing of
/// the rank could run.
class Communicator {
public:
  Communicator(int rank, int worldSize, const std::string &store) {
    tpfuse_comm_options options;
    tpfuse_comm_options_init(&options);
    options.backend = TPFUSE_BACKEND_CUDA;
    options.device = kDevice;
    options.timeout_ms = kTimeoutMs;
    if (tpfuse_comm_create(&options, rank, worldSize, store.c_str(), &comm) !=
        TPFUSE_SUCCESS)
      fatal("rank " + std::to_string(rank) + " of " +
            std::to_string(worldSize) +
            ": cannot create the communicator: " + tpfuse_last_error_message());
  }
  ~Communicator() {
    if (comm)
      (void)tpfuse_comm_destroy(comm);
  }
  Communicator(const Communicator &) = delete;
  Communicator &operator=(const Communicator &) = delete;

  /// Destroys the communicator; a failure fails the run.
  void close(const std::string &who) {
    expectSuccess(who, tpfuse_comm_destroy(comm),
                  "destroying the communicator");
    comm = nullptr;
  }

  tpfuse_comm *comm = nullptr;
};

/// One rank's (or the unsharded model's) device state: its communicator,
/// stream and weights, and the ids and output of every token count, all
/// allocated up front: cudaMalloc and cudaFree may synchronize the device,
/// which the ranks share, and must not wait for a peer's fused kernel that
/// waits for this rank.
class Runner {
public:
  /// `idsByCase`: the token ids of each token count, in the cases' order.
  Runner(std::string who, tpfuse_comm *comm, cudaStream_t stream,
         const std::vector<Bf16> &weights,
         const std::vector<std::vector<int64_t>> &idsByCase)
      : who(std::move(who)), comm(comm), stream(stream), hostWeights(weights),
        weights(weights), hostIdsByCase(idsByCase) {
    for (const std::vector<int64_t> &ids : idsByCase) {
      idsByCaseOnDevice.push_back(std::make_unique<DeviceArray<int64_t>>(ids));
      outputs.push_back(
          std::make_unique<DeviceArray<Bf16>>(ids.size() * kHidden));
    }
  }

  /// Makes the token count of case `index` the one the calls run.
  void select(size_t index) {
    hostIds = &hostIdsByCase[index];
    ids = idsByCaseOnDevice[index].get();
    output = outputs[index].get();
    currentTokens = static_cast<int64_t>(hostIds->size());
  }

  /// Calls `forward` into a poisoned output, from counters reset to zero;
  /// checks its status, the counters it leaves and that it wrote neither
  /// the ids nor the weights. Returns the output.
  std::vector<Bf16> call(Forward *forward, tpfuse_counters expected,
                         const std::string &what) {
    std::string name = at() + what;
    expectSuccess(who, tpfuse_comm_reset_counters(comm),
                  name + ": resetting the counters");
    output->poison(stream);
    expectSuccess(who, invoke(forward), name);
    std::vector<Bf16> result = output->download(stream);
    expectCounters(who, comm, expected, name);
    if (ids->download(stream) != *hostIds ||
        weights.download(stream) != hostWeights)
      failCheck(who, name + ": an input was written");
    return result;
  }

  /// Captures a call of `forward` in a CUDA graph and replays it
  /// kReplays times into a poisoned output; each replay must give `direct`
  /// bit for bit, and the counters must count the capture only: `expected`.
  /// Every rank calls it together: the ranks meet at `ranks` before the
  /// capture, before the replays and before the graph is destroyed, so that
  /// instantiating or destroying a graph (which may synchronize the device)
  /// never waits for a peer's fused kernel that waits for this rank.
  void checkGraphReplays(Forward *forward, const std::vector<Bf16> &direct,
                         tpfuse_counters expected, const std::string &what,
                         RankBarrier &ranks) {
    std::string name = at() + what + ", captured in a CUDA graph";
    expectSuccess(who, tpfuse_comm_reset_counters(comm),
                  name + ": resetting the counters");
    ranks.arriveAndWait();
    int32_t status = TPFUSE_SUCCESS;
    CapturedGraph graph(
        stream, [&](tpfuse_comm *, cudaStream_t) { return invoke(forward); },
        comm, status);
    ranks.arriveAndWait();
    expectSuccess(who, status, name);
    if (status == TPFUSE_SUCCESS)
      checkReplays(direct, expected, name, [&] {
        output->poison(stream);
        graph.launch(stream);
      });
    ranks.arriveAndWait();
  }

  /// checkGraphReplays with the ranks' one graph, `joint`: every rank calls
  /// it together. `rank` is this rank's index; rank 0 holds the capture.
  void checkJointGraphReplays(Forward *forward, const std::vector<Bf16> &direct,
                              tpfuse_counters expected, const std::string &what,
                              int rank, JointCapture &joint,
                              RankBarrier &ranks) {
    std::string name = at() + what + ", captured in the ranks' CUDA graph";
    expectSuccess(who, tpfuse_comm_reset_counters(comm),
                  name + ": resetting the counters");
    ranks.arriveAndWait();
    checkCuda(joint.begin(rank, stream), "beginning the ranks' capture");
    const int32_t status = invoke(forward);
    const cudaError_t ended = joint.end(rank, stream);
    if (ended != cudaSuccess && status != TPFUSE_SUCCESS)
      std::fprintf(stderr, "the captured call failed: %s: %s\n",
                   tpfuse_status_name(static_cast<tpfuse_status>(status)),
                   tpfuse_last_error_message());
    checkCuda(ended, "ending the ranks' capture");
    expectSuccess(who, status, name);
    checkReplays(direct, expected, name, [&] {
      // Every rank's output poisoned before the graph writes them all.
      output->poison(stream);
      checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
      ranks.arriveAndWait();
      if (rank == 0)
        checkCuda(joint.launchAndWait(stream), "launching the ranks' graph");
      ranks.arriveAndWait();
    });
    checkCuda(joint.destroy(rank), "destroying the ranks' graph");
  }

  const std::string who;
  tpfuse_comm *const comm;

private:
  std::string at() const { return std::to_string(currentTokens) + " tokens, "; }

  /// kReplays times `replay` (which leaves a replay's output written), each
  /// output compared with `direct`; then the counters with `expected`.
  template <typename Replay>
  void checkReplays(const std::vector<Bf16> &direct, tpfuse_counters expected,
                    const std::string &name, Replay &&replay) {
    bool reproduced = true;
    // A replay that lasts the spin bound waited for a peer that never came.
    const auto start = std::chrono::steady_clock::now();
    std::vector<Bf16> previous;
    for (int round = 1; round <= kReplays; ++round) {
      replay();
      std::vector<Bf16> replayed = output->download(stream);
      const std::string mismatch = replayMismatch(replayed, direct, previous);
      reproduced &= mismatch.empty();
      if (!mismatch.empty())
        failCheck(who,
                  name + ": replay " + std::to_string(round) + ": " + mismatch);
      previous = std::move(replayed);
    }
    const double milliseconds = std::chrono::duration<double, std::milli>(
                                    std::chrono::steady_clock::now() - start)
                                    .count();
    if (reproduced)
      pass(who, name + ": " + std::to_string(kReplays) +
                    " replays reproduce the direct call bit for bit (" +
                    std::to_string(milliseconds) + " ms)");
    expectCounters(who, comm, expected,
                   name + ", replayed " + std::to_string(kReplays) + " times");
  }

  int32_t invoke(Forward *forward) {
    ForwardArguments arguments(ids->data(), currentTokens, weights.data(),
                               weights.size(), output->data(), kHidden);
    return forward(comm, stream, &arguments.ids, &arguments.weights,
                   &arguments.output);
  }

  cudaStream_t stream;
  const std::vector<Bf16> &hostWeights;
  DeviceArray<Bf16> weights;
  const std::vector<std::vector<int64_t>> &hostIdsByCase;
  std::vector<std::unique_ptr<DeviceArray<int64_t>>> idsByCaseOnDevice;
  std::vector<std::unique_ptr<DeviceArray<Bf16>>> outputs;
  /// The selected case's.
  const std::vector<int64_t> *hostIds = nullptr;
  DeviceArray<int64_t> *ids = nullptr;
  DeviceArray<Bf16> *output = nullptr;
  int64_t currentTokens = 0;
};

//===----------------------------------------------------------------------===//
// The runs
//===----------------------------------------------------------------------===//

/// What every run of one token count is compared with.
struct TokenCase {
  int64_t tokens;
  std::vector<int64_t> ids;
  std::vector<Bf16> pytorch;
  /// The unsharded model's output on this GPU, once it has run.
  std::vector<Bf16> unsharded;
  /// Each rank's fused output (with --without-fused-kernel, forced to
  /// decline), to compare the ranks and the CPU's.
  std::vector<Bf16> rankOutputs[kWorldSize];
};

std::vector<std::vector<int64_t>> idsOf(const std::vector<TokenCase> &cases) {
  std::vector<std::vector<int64_t>> ids;
  for (const TokenCase &tokenCase : cases)
    ids.push_back(tokenCase.ids);
  return ids;
}

/// The unsharded model on a communicator of one rank, for every token count.
void runUnsharded(const LlamaCudaOptions &options,
                  std::vector<TokenCase> &cases) {
  std::vector<Bf16> hostWeights =
      readBf16(options.unshardedWeights, kUnshardedWeights);
  CudaContext context(kDevice);
  StoreDirectory store("tpfuse-llama-cuda");
  Communicator solo(/*rank=*/0, /*worldSize=*/1, store.uri());
  std::string who = "unsharded";
  {
    std::vector<std::vector<int64_t>> ids = idsOf(cases);
    Runner runner(who, solo.comm, context.stream, hostWeights, ids);
    for (size_t index = 0; index < cases.size(); ++index) {
      TokenCase &tokenCase = cases[index];
      runner.select(index);
      tokenCase.unsharded =
          runner.call(tpfuse_llama_unsharded_cuda, {0, 0, 0}, "unsharded");
      expectClose(who, tokenCase.tokens, tokenCase.unsharded, "unsharded",
                  tokenCase.pytorch, "PyTorch");
    }
  }
  solo.close(who);
}

/// Checks `output`, one TP = 2 model's, against PyTorch's and the unsharded
/// model's.
void expectCloseToReferences(const std::string &who, const TokenCase &tokenCase,
                             const std::vector<Bf16> &output,
                             const std::string &what) {
  expectClose(who, tokenCase.tokens, output, what, tokenCase.pytorch,
              "PyTorch");
  expectClose(who, tokenCase.tokens, output, what, tokenCase.unsharded,
              "unsharded");
}

/// One TP = 2 rank, on its own thread: every token count, then the graphs.
void runRank(int rank, const LlamaCudaOptions &options,
             const std::string &store, RankBarrier &ranks,
             std::vector<TokenCase> &cases, JointCapture &joint) {
  std::vector<Bf16> hostWeights =
      readBf16(options.rankWeights[static_cast<size_t>(rank)], kRankWeights);
  CudaContext context(kDevice);
  Communicator communicator(rank, kWorldSize, store);
  std::string who = "rank " + std::to_string(rank);
  {
    std::vector<std::vector<int64_t>> ids = idsOf(cases);
    Runner runner(who, communicator.comm, context.stream, hostWeights, ids);
    // No rank calls until every rank has its buffers (cudaMalloc may
    // synchronize the device) and the capture's events: prepare() meets
    // the ranks.
    checkCuda(joint.prepare(rank), "creating the capture's events");
    auto forceDecline = [&](int force) {
      expectSuccess(who, tpfuse_comm_set_force_decline(runner.comm, force),
                    force ? "forcing declines" : "no longer forcing declines");
    };
    for (size_t index = 0; index < cases.size(); ++index) {
      TokenCase &tokenCase = cases[index];
      int64_t tokens = tokenCase.tokens;
      runner.select(index);
      std::vector<Bf16> fused;
      if (!options.withoutFusedKernel) {
        fused = runner.call(tpfuse_llama_tp2_fused_cuda, {0, kSums, 0},
                            "TP=2 fused");
        expectCloseToReferences(who, tokenCase, fused, "TP=2 fused");
      }
      forceDecline(1);
      std::vector<Bf16> declined =
          runner.call(tpfuse_llama_tp2_fused_cuda, {kSums, 0, kSums},
                      "TP=2 fused, forced to decline");
      forceDecline(0);
      expectCloseToReferences(who, tokenCase, declined,
                              "TP=2 fused, forced to decline");
      std::vector<Bf16> unfused = runner.call(tpfuse_llama_tp2_unfused_cuda,
                                              {kSums, 0, 0}, "TP=2 unfused");
      expectCloseToReferences(who, tokenCase, unfused, "TP=2 unfused");
      std::vector<Bf16> exported = runner.call(
          tpfuse_llama_tp2_exported_cuda, {kSums, 0, 0}, "TP=2 as exported");
      expectCloseToReferences(who, tokenCase, exported, "TP=2 as exported");

      const std::vector<Bf16> &first =
          options.withoutFusedKernel ? declined : fused;
      std::string firstName =
          options.withoutFusedKernel ? "forced to decline" : "fused";
      if (!options.withoutFusedKernel)
        expectIdentical(who, tokens, fused, "fused", declined,
                        "forced to decline");
      expectIdentical(who, tokens, first, firstName, unfused, "unfused");
      // Within the tolerance, not bit for bit: the generated norms sum in
      // another order.
      expectClose(who, tokens, exported, "TP=2 as exported", first,
                  "TP=2 " + firstName);
      tokenCase.rankOutputs[rank] = first;
    }
    for (int round = 1; round <= options.graphRounds; ++round)
      for (size_t index = 0;
           !options.withoutFusedKernel && index < cases.size(); ++index) {
        runner.select(index);
        const std::string what =
            options.graphRounds == 1
                ? std::string("TP=2 fused")
                : "TP=2 fused, graph round " + std::to_string(round);
        if (options.perRankGraphs)
          runner.checkGraphReplays(tpfuse_llama_tp2_fused_cuda,
                                   cases[index].rankOutputs[rank],
                                   {0, kSums, 0}, what, ranks);
        else
          runner.checkJointGraphReplays(
              tpfuse_llama_tp2_fused_cuda, cases[index].rankOutputs[rank],
              {0, kSums, 0}, what, rank, joint, ranks);
        if (options.trimGraphMemory) {
          // Every rank's graph is destroyed; none of them runs.
          ranks.arriveAndWait();
          if (rank == 0)
            checkCuda(cudaDeviceGraphMemTrim(kDevice),
                      "cudaDeviceGraphMemTrim");
          ranks.arriveAndWait();
        }
      }
    // Freeing the buffers and destroying the communicator may synchronize
    // the device: not before every rank is done.
    ranks.arriveAndWait();
  }
  communicator.close(who);
}

void runSharded(const LlamaCudaOptions &options,
                std::vector<TokenCase> &cases) {
  StoreDirectory store("tpfuse-llama-cuda");
  RankBarrier barrier(kWorldSize);
  JointCapture joint(kWorldSize, barrier);
  std::vector<std::thread> ranks;
  for (int rank = 0; rank < kWorldSize; ++rank)
    ranks.emplace_back([&, rank] {
      runRank(rank, options, store.uri(), barrier, cases, joint);
    });
  for (std::thread &rank : ranks)
    rank.join();
}

/// The ranks against each other and, if given, against the CPU's outputs.
void compareOutputs(const LlamaCudaOptions &options,
                    const std::vector<TokenCase> &cases) {
  std::string tp2 = options.withoutFusedKernel ? "TP=2 fused, forced to decline"
                                               : "TP=2 fused";
  for (const TokenCase &tokenCase : cases) {
    expectIdentical("ranks", tokenCase.tokens, tokenCase.rankOutputs[0],
                    "rank 0's " + tp2, tokenCase.rankOutputs[1], "rank 1's");
    if (options.cpuOutputs.empty())
      continue;
    size_t count = static_cast<size_t>(tokenCase.tokens * kHidden);
    expectClose(
        "GPU vs CPU", tokenCase.tokens, tokenCase.unsharded, "unsharded",
        readBf16(outputPath(options.cpuOutputs, "unsharded", tokenCase.tokens),
                 count),
        "CPU unsharded");
    expectClose(
        "GPU vs CPU", tokenCase.tokens, tokenCase.rankOutputs[0], tp2,
        readBf16(outputPath(options.cpuOutputs, "tp2", tokenCase.tokens),
                 count),
        "CPU TP=2");
  }
}

void printSummary() {
  std::printf("\n## Summary (kTolerance: |d| <= 2^-4 + 2^-5 |expected|, mean "
              "|d| <= 2^-6)\n\n"
              "| T | output | against | max abs | mean abs | bit-identical |\n"
              "| ---: | --- | --- | ---: | ---: | ---: |\n");
  for (const SummaryRow &row : summary)
    std::printf("| %lld | %s | %s | %.4g | %.4g | %.1f%% |%s\n",
                static_cast<long long>(row.tokens), row.what.c_str(),
                row.against.c_str(), row.result.maxAbsolute,
                row.result.meanAbsolute,
                100.0 * static_cast<double>(row.result.identical) /
                    static_cast<double>(row.result.total),
                row.result.withinTolerance() ? "" : " FAILED");
}
} // namespace

int main(int argc, char **argv) {
  LlamaCudaOptions options = parseLlamaCudaOptions(argc, argv);
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION)
    fatal("the runtime's API version is " +
          std::to_string(tpfuse_runtime_api_version()) + ", expected " +
          std::to_string(TPFUSE_RUNTIME_API_VERSION));
  // Before any communicator, and before the ranks' threads read it.
  if (setenv("TPFUSE_SAME_DEVICE_TEST", "1", /*overwrite=*/1) != 0)
    fatal("cannot set TPFUSE_SAME_DEVICE_TEST: " +
          std::string(std::strerror(errno)));
  checkCuda(cudaSetDevice(kDevice), "cudaSetDevice");
  CUmoduleLoadingMode loading;
  if (CUresult status = cuModuleGetLoadingMode(&loading))
    fatal("cuModuleGetLoadingMode: CUresult " + std::to_string(status));
  // Without the fused kernel no rank's kernel waits for another's.
  if (loading != CU_MODULE_EAGER_LOADING && !options.withoutFusedKernel)
    fatal("run with CUDA_MODULE_LOADING=EAGER: loading a kernel lazily can "
          "wait for the other rank's fused kernel, which waits for this one");

  std::vector<TokenCase> cases;
  for (int64_t tokens : options.tokenCounts) {
    auto count = static_cast<size_t>(tokens);
    std::string suffix = std::to_string(tokens) + ".bin";
    TokenCase tokenCase;
    tokenCase.tokens = tokens;
    tokenCase.ids = readInt64(options.data + "/ids_" + suffix, count);
    tokenCase.pytorch =
        readBf16(options.data + "/reference_" + suffix, count * kHidden);
    cases.push_back(std::move(tokenCase));
  }

  runUnsharded(options, cases);
  runSharded(options, cases);
  compareOutputs(options, cases);
  printSummary();
  int failures = failureCount.load();
  std::printf("\n%s: %d failed checks\n", failures == 0 ? "PASSED" : "FAILED",
              failures);
  return failures == 0 ? 0 : 1;
}
