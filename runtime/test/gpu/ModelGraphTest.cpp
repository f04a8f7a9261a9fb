//===- ModelGraphTest.cpp - A decoder-shaped CUDA graph, replayed ---------===//
//
//   tpfuse-gpu-model-graph [--tokens=T[,T...]] [--rounds=N] [--layers=L]
//                          [--hidden=H] [--replays=R]
//                          [--matmul=cublas|plain] [--two-gpus]
//
// Two ranks as threads on GPU 0 in the runtime's same-device test mode (with
// --two-gpus: on GPUs 0 and 1, NCCL and peer access between them, each rank
// capturing its own graph), each running a decoder-shaped forward the way
// code compiled by tp-aot-pipeline{target=cuda} does, its calls through the C
// API only: stream-ordered temporaries (cudaMallocAsync, freed at the end:
// graph allocations in a capture), an embedding written by a kernel of another
// library, a local tpfuse_rms_norm, then per layer a cuBLAS matmul
// (tpfuse_matmul), an activation kernel of another library (plain launches,
// no programmatic dependent launch, as compiled code's), on odd layers a
// device-to-device copy, and tpfuse_fused_all_reduce_rms_norm; the last
// normed rows copied out.
// It is the exported Llama's graph (test/e2e/LlamaCudaDriver.cpp) without the
// compiler, whose replays gave wrong outputs in 3 to 4 of 10 runs with PDL
// on (bench/results/llama-joint-graph-1xH200).
//
// Checks, each counted; exit 0 only if all passed:
//  - per token count, the direct call's output equals, bit for bit, the
//    same forward with tpfuse_all_reduce + tpfuse_rms_norm in place of the
//    fused call, and the other rank's; the counters moved by one fused call
//    per layer;
//  - then --rounds times over, for each token count: the ranks' one graph
//    (SameDeviceRanks.h; a graph per rank on two GPUs) of the fused forward,
//    replayed --replays times into
//    a poisoned output, each replay equal to the direct call bit for bit; a
//    failed replay reports its poisoned elements and its difference from
//    the replay before it;
//  - after the direct calls and after each graph's replays, with every rank
//    idle, each rank's fused workspace as the protocol leaves it between
//    calls (ProtocolAudit.h; the one reach behind the C API, for which the
//    test links the runtime's objects).
// --matmul=plain takes cuBLAS out (a kernel of the test's own instead).
// TPFUSE_PDL and TPFUSE_PDL_IN_CAPTURES apply as to any program. The ranks'
// threads enqueue into their one graph in turn (JointCapture): captured at
// once, this test's graphs faulted with an illegal address on their first
// replay in every run, with PDL and without
// (bench/results/llama-pdl-1xH100), so it is that capture's regression
// test; in turn, 30 of 30 graphs reproduced their direct calls, with
// cuBLAS and without (bench/results/graphs-in-turn-1xH100).
// --two-gpus tells whether a failure of the same-device mode is one that ranks
// on separate GPUs meet too. Run with CUDA_MODULE_LOADING=EAGER: a kernel
// loaded lazily can synchronize the device while the other rank's fused kernel
// waits for this one.
//
//===----------------------------------------------------------------------===//

#include "ModelGraphKernels.h"
#include "ProtocolAudit.h"
#include "SameDeviceRanks.h"
#include "TestTensors.h"

#include "common/CommHandle.h"
#include "cuda/CudaBackend.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace tpfuse::gputest;

namespace {

constexpr int kWorldSize = 2;
constexpr uint16_t kPoison = 0xffff;

struct Options {
  std::vector<int64_t> tokenCounts{1, 5, 16};
  int rounds = 10;
  int layers = 4;
  int64_t hidden = 2048;
  int replays = 5;
  /// tpfuse_matmul (cuBLAS), or launchPlainMatmul.
  bool cublas = true;
  /// Rank r on GPU r, a graph per rank; else both on GPU 0.
  bool twoGpus = false;
  int deviceOf(int rank) const { return twoGpus ? rank : 0; }
};

[[noreturn]] void usage(const char *program) {
  std::fprintf(stderr,
               "usage: %s [--tokens=T[,T...]] [--rounds=N] [--layers=L] "
               "[--hidden=H] [--replays=R] [--matmul=cublas|plain] "
               "[--two-gpus]\n",
               program);
  std::exit(2);
}

bool parsePositive(const std::string &text, int64_t limit, int64_t &value) {
  char *end = nullptr;
  const long long parsed = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || parsed < 1 || parsed > limit)
    return false;
  value = parsed;
  return true;
}

Options parseOptions(int argc, char **argv) {
  Options options;
  for (int arg = 1; arg < argc; ++arg) {
    const std::string option = argv[arg];
    if (option == "--two-gpus") {
      options.twoGpus = true;
      continue;
    }
    const size_t equals = option.find('=');
    if (option.rfind("--", 0) != 0 || equals == std::string::npos)
      usage(argv[0]);
    const std::string name = option.substr(0, equals);
    const std::string value = option.substr(equals + 1);
    int64_t number = 0;
    if (name == "--tokens") {
      options.tokenCounts.clear();
      size_t start = 0;
      while (start <= value.size()) {
        const size_t comma = std::min(value.find(',', start), value.size());
        if (!parsePositive(value.substr(start, comma - start), 64, number))
          usage(argv[0]);
        options.tokenCounts.push_back(number);
        start = comma + 1;
      }
    } else if (name == "--rounds" && parsePositive(value, 1000, number)) {
      options.rounds = int(number);
    } else if (name == "--layers" && parsePositive(value, 64, number)) {
      options.layers = int(number);
    } else if (name == "--hidden" && parsePositive(value, 8192, number) &&
               number % 8 == 0) {
      options.hidden = number;
    } else if (name == "--replays" && parsePositive(value, 100, number)) {
      options.replays = int(number);
    } else if (name == "--matmul" && (value == "cublas" || value == "plain")) {
      options.cublas = value == "cublas";
    } else {
      usage(argv[0]);
    }
  }
  return options;
}

std::mutex reportMutex;
std::atomic<int> failedChecks{0};

void report(const char *format, ...) {
  std::lock_guard<std::mutex> lock(reportMutex);
  va_list arguments;
  va_start(arguments, format);
  std::vprintf(format, arguments);
  va_end(arguments);
  std::fflush(stdout);
}

/// Ends the process: a failed CUDA call leaves nothing to trust, and the
/// other rank may be waiting for this one.
void checkCuda(cudaError_t status, const char *what) {
  if (status == cudaSuccess)
    return;
  report("FATAL: %s: %s\n", what, cudaGetErrorString(status));
  std::_Exit(1);
}

void checkStatus(tpfuse_status status, const char *what) {
  if (status == TPFUSE_SUCCESS)
    return;
  report("FATAL: %s: %s %s\n", what, tpfuse_status_name(status),
         tpfuse_last_error_message());
  std::_Exit(1);
}

bool expect(bool condition, int rank, const std::string &what) {
  if (!condition) {
    ++failedChecks;
    report("rank %d: FAILED: %s\n", rank, what.c_str());
  }
  return condition;
}

size_t countDifferences(const std::vector<uint16_t> &a,
                        const std::vector<uint16_t> &b) {
  size_t differing = 0;
  for (size_t i = 0; i < a.size(); ++i)
    differing += a[i] != b[i];
  return differing;
}

/// What the ranks' threads share.
struct Shared {
  const Options &options;
  std::string store;
  RankBarrier ranks{kWorldSize};
  JointCapture joint{kWorldSize, ranks};
  /// [rank][token case]: the direct fused call's output.
  std::vector<std::vector<uint16_t>> direct[kWorldSize];
  std::atomic<int> graphs{0}, reproducedGraphs{0};
};

/// One rank: its communicator, stream and weights, and the forward.
class Rank {
public:
  Rank(int rank, Shared &shared)
      : rank(rank), shared(shared), options(shared.options),
        hidden(options.hidden) {}
  ~Rank() {
    for (void *buffer : owned)
      (void)cudaFree(buffer);
    if (comm)
      (void)tpfuse_comm_destroy(comm);
    if (stream)
      (void)cudaStreamDestroy(stream);
  }

  void run();

private:
  void *allocate(size_t bytes) {
    void *buffer = nullptr;
    checkCuda(cudaMalloc(&buffer, bytes), "cudaMalloc");
    owned.push_back(buffer);
    return buffer;
  }
  size_t rowsBytes(int64_t tokens) const {
    return size_t(tokens * hidden) * sizeof(uint16_t);
  }
  void setUp();
  /// Enqueues the forward of `tokens` rows into `output`: fused, or with
  /// the explicit all-reduce + norm.
  void forward(size_t tokenCase, uint16_t *output, bool fused);
  std::vector<uint16_t> download(const uint16_t *output, int64_t tokens);
  void checkDirectCalls();
  void checkGraph(int round, size_t tokenCase);
  /// With every rank idle, until every rank has audited.
  void auditProtocol(const std::string &where);
  tpfuse_counters counters() {
    tpfuse_counters now{};
    checkStatus(tpfuse_comm_get_counters(comm, &now), "counters");
    return now;
  }

  const int rank;
  Shared &shared;
  const Options &options;
  const int64_t hidden;
  cudaStream_t stream = nullptr;
  tpfuse_comm *comm = nullptr;
  std::vector<void *> owned;
  /// Per layer: the matmul's [hidden, hidden] weight (nn.Linear layout);
  /// per norm (layers + 1): its [hidden] weight.
  std::vector<const void *> matrices, gammas;
  /// Per token case.
  std::vector<uint16_t *> outputs;
};

void Rank::setUp() {
  checkCuda(cudaSetDevice(options.deviceOf(rank)), "cudaSetDevice");
  checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
            "cudaStreamCreateWithFlags");
  tpfuse_comm_options commOptions;
  tpfuse_comm_options_init(&commOptions);
  commOptions.backend = TPFUSE_BACKEND_CUDA;
  commOptions.device = options.deviceOf(rank);
  commOptions.max_hidden = hidden;
  commOptions.max_tokens =
      *std::max_element(options.tokenCounts.begin(), options.tokenCounts.end());
  checkStatus(tpfuse_comm_create(&commOptions, rank, kWorldSize,
                                 shared.store.c_str(), &comm),
              "tpfuse_comm_create");
  // Values of ±k/128 scaled by 2^-6: the matmuls' outputs stay near 1.
  for (int layer = 0; layer < options.layers; ++layer) {
    void *matrix = allocate(size_t(hidden * hidden) * sizeof(uint16_t));
    checkCuda(fillTestTensor(matrix, TPFUSE_DTYPE_BF16, hidden * hidden,
                             /*seed=*/100 + layer, rank, TensorKind::Input,
                             stream, 1.0f / 64),
              "filling a matmul weight");
    matrices.push_back(matrix);
  }
  for (int norm = 0; norm <= options.layers; ++norm) {
    void *gamma = allocate(size_t(hidden) * sizeof(uint16_t));
    checkCuda(fillTestTensor(gamma, TPFUSE_DTYPE_BF16, hidden,
                             /*seed=*/200 + norm, kSharedRank,
                             TensorKind::Weight, stream),
              "filling a norm weight");
    gammas.push_back(gamma);
  }
  for (int64_t tokens : options.tokenCounts)
    outputs.push_back(static_cast<uint16_t *>(allocate(rowsBytes(tokens))));
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
}

void Rank::forward(size_t tokenCase, uint16_t *output, bool fused) {
  const int64_t tokens = options.tokenCounts[tokenCase];
  const size_t bytes = rowsBytes(tokens);
  std::vector<void *> temporaries;
  auto temporary = [&] {
    void *buffer = nullptr;
    checkCuda(cudaMallocAsync(&buffer, bytes, stream), "cudaMallocAsync");
    temporaries.push_back(buffer);
    return buffer;
  };
  // The embedding: the same rows on every rank, by another library's kernel.
  void *residual = temporary();
  checkCuda(fillTestTensor(residual, TPFUSE_DTYPE_BF16, tokens * hidden,
                           /*seed=*/300 + tokenCase, kSharedRank,
                           TensorKind::Residual, stream),
            "the embedding");
  void *normed = temporary();
  tpfuse_rms_norm_args args;
  tpfuse_rms_norm_args_init(&args);
  args.tokens = tokens;
  args.hidden = hidden;
  args.input = residual;
  args.weight = gammas[0];
  args.normed = normed;
  checkStatus(tpfuse_rms_norm(comm, &args, stream), "tpfuse_rms_norm");
  for (int layer = 0; layer < options.layers; ++layer) {
    void *projected = temporary();
    if (options.cublas)
      checkStatus(tpfuse_matmul(comm, normed, matrices[size_t(layer)],
                                projected, tokens, hidden, hidden,
                                TPFUSE_DTYPE_BF16, /*b_transposed=*/1,
                                TPFUSE_DTYPE_BF16, stream),
                  "tpfuse_matmul");
    else
      checkCuda(launchPlainMatmul(
                    static_cast<const uint16_t *>(normed),
                    static_cast<const uint16_t *>(matrices[size_t(layer)]),
                    static_cast<uint16_t *>(projected), tokens, hidden, stream),
                "the plain matmul");
    void *partial = temporary();
    checkCuda(launchSilu(static_cast<const uint16_t *>(projected),
                         static_cast<uint16_t *>(partial), tokens * hidden,
                         stream),
              "the activation kernel");
    if (layer % 2 == 1) {
      // Odd layers reach the fused call through a copy, as compiled code's
      // memref.copy does: the fused kernel then follows a copy node.
      void *copied = temporary();
      checkCuda(cudaMemcpyAsync(copied, partial, bytes,
                                cudaMemcpyDeviceToDevice, stream),
                "copying the partial sum");
      partial = copied;
    }
    void *nextNormed = temporary(), *nextResidual = temporary();
    args.input = partial;
    args.residual = residual;
    args.weight = gammas[size_t(layer) + 1];
    args.normed = nextNormed;
    args.residual_out = nextResidual;
    if (fused) {
      checkStatus(tpfuse_fused_all_reduce_rms_norm(comm, &args, stream),
                  "tpfuse_fused_all_reduce_rms_norm");
    } else {
      void *sum = temporary();
      checkStatus(tpfuse_all_reduce(comm, partial, sum, tokens * hidden,
                                    TPFUSE_DTYPE_BF16, stream),
                  "tpfuse_all_reduce");
      args.input = sum;
      checkStatus(tpfuse_rms_norm(comm, &args, stream), "tpfuse_rms_norm");
    }
    normed = nextNormed;
    residual = nextResidual;
  }
  checkCuda(
      cudaMemcpyAsync(output, normed, bytes, cudaMemcpyDeviceToDevice, stream),
      "copying the output");
  for (void *buffer : temporaries)
    checkCuda(cudaFreeAsync(buffer, stream), "cudaFreeAsync");
}

std::vector<uint16_t> Rank::download(const uint16_t *output, int64_t tokens) {
  std::vector<uint16_t> values(size_t(tokens * hidden));
  checkCuda(cudaMemcpyAsync(values.data(), output, rowsBytes(tokens),
                            cudaMemcpyDeviceToHost, stream),
            "cudaMemcpyAsync to the host");
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  return values;
}

void Rank::auditProtocol(const std::string &where) {
  std::shared_ptr<tpfuse::runtime::Comm> live;
  checkStatus(tpfuse::runtime::lookUpComm(comm, "the protocol audit", live),
              "looking up the communicator");
  const std::string problems = auditIdleProtocol(
      static_cast<tpfuse::runtime::cuda::CudaBackend &>(live->backend()),
      stream);
  expect(problems.empty(), rank,
         "protocol state after " + where + ": " + problems);
}

void Rank::checkDirectCalls() {
  for (size_t tokenCase = 0; tokenCase < options.tokenCounts.size();
       ++tokenCase) {
    const int64_t tokens = options.tokenCounts[tokenCase];
    const std::string at = std::to_string(tokens) + " tokens: ";
    uint16_t *output = outputs[tokenCase];
    const tpfuse_counters before = counters();
    checkCuda(cudaMemsetAsync(output, 0xff, rowsBytes(tokens), stream),
              "poisoning the output");
    forward(tokenCase, output, /*fused=*/true);
    std::vector<uint16_t> fused = download(output, tokens);
    const tpfuse_counters after = counters();
    expect(after.fused_calls - before.fused_calls == uint64_t(options.layers) &&
               after.declines == before.declines,
           rank, at + "the direct call did not run one fused call per layer");
    checkCuda(cudaMemsetAsync(output, 0xff, rowsBytes(tokens), stream),
              "poisoning the output");
    forward(tokenCase, output, /*fused=*/false);
    const size_t differing = countDifferences(download(output, tokens), fused);
    expect(differing == 0, rank,
           at + std::to_string(differing) +
               " elements of the fused forward differ from the explicit "
               "all-reduce + norm's");
    expect(std::count(fused.begin(), fused.end(), kPoison) == 0, rank,
           at + "the direct call left poisoned elements");
    shared.direct[rank].push_back(std::move(fused));
  }
  shared.ranks.arriveAndWait();
  // Every rank is idle until its first graph replay.
  auditProtocol("the direct calls");
  for (size_t tokenCase = 0; tokenCase < options.tokenCounts.size();
       ++tokenCase)
    expect(shared.direct[rank][tokenCase] == shared.direct[0][tokenCase], rank,
           std::to_string(options.tokenCounts[tokenCase]) +
               " tokens: this rank's direct output differs from rank 0's");
}

void Rank::checkGraph(int round, size_t tokenCase) {
  const int64_t tokens = options.tokenCounts[tokenCase];
  const std::string name = "round " + std::to_string(round) + ", " +
                           std::to_string(tokens) + " tokens, graph";
  uint16_t *output = outputs[tokenCase];
  const std::vector<uint16_t> &direct = shared.direct[rank][tokenCase];
  const tpfuse_counters before = counters();
  // Two GPUs: this rank's own graph (not shared with the other's).
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
  if (options.twoGpus) {
    shared.ranks.arriveAndWait();
    checkCuda(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
              "cudaStreamBeginCapture");
    forward(tokenCase, output, /*fused=*/true);
    checkCuda(cudaStreamEndCapture(stream, &graph), "cudaStreamEndCapture");
    checkCuda(cudaGraphInstantiate(&executable, graph, 0),
              "cudaGraphInstantiate");
    shared.ranks.arriveAndWait();
  } else {
    checkCuda(shared.joint.begin(rank, stream), "beginning the ranks' capture");
    forward(tokenCase, output, /*fused=*/true);
    checkCuda(shared.joint.end(rank, stream), "ending the ranks' capture");
  }
  bool reproduced = true;
  std::vector<uint16_t> previous;
  for (int replay = 1; replay <= options.replays; ++replay) {
    checkCuda(cudaMemsetAsync(output, 0xff, rowsBytes(tokens), stream),
              "poisoning the output");
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    shared.ranks.arriveAndWait();
    if (options.twoGpus) {
      checkCuda(cudaGraphLaunch(executable, stream), "cudaGraphLaunch");
      checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    } else if (rank == 0) {
      checkCuda(shared.joint.launchAndWait(stream), "launching the graph");
    }
    shared.ranks.arriveAndWait();
    std::vector<uint16_t> replayed = download(output, tokens);
    const std::string mismatch = replayMismatch(replayed, direct, previous);
    if (!mismatch.empty()) {
      reproduced = false;
      expect(false, rank,
             name + ": replay " + std::to_string(replay) + ": " + mismatch);
    }
    previous = std::move(replayed);
  }
  const tpfuse_counters after = counters();
  expect(after.fused_calls - before.fused_calls == uint64_t(options.layers),
         rank, name + ": the counters did not count the capture alone");
  // Every rank is idle until the next graph's first replay.
  auditProtocol(name + " replays");
  if (options.twoGpus) {
    shared.ranks.arriveAndWait();
    checkCuda(cudaGraphExecDestroy(executable), "cudaGraphExecDestroy");
    checkCuda(cudaGraphDestroy(graph), "cudaGraphDestroy");
    shared.ranks.arriveAndWait();
  } else {
    checkCuda(shared.joint.destroy(rank), "destroying the graph");
  }
  if (rank == 0) {
    ++shared.graphs;
    if (reproduced)
      ++shared.reproducedGraphs;
  }
}

void Rank::run() {
  setUp();
  checkCuda(shared.joint.prepare(rank), "creating the capture's events");
  // No rank calls before every rank has its buffers (cudaMalloc may
  // synchronize the device).
  shared.ranks.arriveAndWait();
  checkDirectCalls();
  for (int round = 1; round <= options.rounds; ++round)
    for (size_t tokenCase = 0; tokenCase < options.tokenCounts.size();
         ++tokenCase)
      checkGraph(round, tokenCase);
  // Freeing and destroying the communicator may synchronize the device.
  shared.ranks.arriveAndWait();
}

} // namespace

int main(int argc, char **argv) {
  const Options options = parseOptions(argc, argv);
  const char *loading = std::getenv("CUDA_MODULE_LOADING");
  if (!loading || std::strcmp(loading, "EAGER") != 0) {
    std::fprintf(stderr, "run with CUDA_MODULE_LOADING=EAGER: loading a "
                         "kernel lazily can wait for the other rank's fused "
                         "kernel, which waits for this one\n");
    return 2;
  }
  int devices = 0;
  if (options.twoGpus &&
      (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 2)) {
    std::fprintf(stderr, "--two-gpus needs 2 GPUs; %d found\n", devices);
    return 2;
  }
  // Before any communicator, and before the ranks' threads read it.
  if (setenv("TPFUSE_SAME_DEVICE_TEST", options.twoGpus ? "0" : "1",
             /*overwrite=*/1) != 0) {
    std::perror("setenv TPFUSE_SAME_DEVICE_TEST");
    return 1;
  }
  const std::filesystem::path store =
      std::filesystem::temp_directory_path() /
      ("tpfuse-gpu-model-graph-" + std::to_string(getpid()));
  Shared shared{options, "file:" + store.string()};
  const char *pdl = std::getenv("TPFUSE_PDL");
  const char *inCaptures = std::getenv("TPFUSE_PDL_IN_CAPTURES");
  report("== 2 ranks %s: %d layers, hidden %lld, %s matmuls, captured %s, "
         "%d rounds of %zu graphs, %d replays each; TPFUSE_PDL=%s "
         "TPFUSE_PDL_IN_CAPTURES=%s\n",
         options.twoGpus ? "on GPUs 0 and 1, a graph each"
                         : "on GPU 0 (same-device test mode), one graph",
         options.layers, static_cast<long long>(options.hidden),
         options.cublas ? "cuBLAS" : "plain",
         options.twoGpus ? "per rank" : "in turn", options.rounds,
         options.tokenCounts.size(), options.replays, pdl ? pdl : "(unset)",
         inCaptures ? inCaptures : "(unset)");
  std::vector<std::thread> threads;
  for (int rank = 0; rank < kWorldSize; ++rank)
    threads.emplace_back([&shared, rank] { Rank(rank, shared).run(); });
  for (std::thread &thread : threads)
    thread.join();
  std::error_code ignored;
  std::filesystem::remove_all(store, ignored);
  const int failures = failedChecks.load();
  report("graphs: %d of %d reproduced their direct calls in every replay\n"
         "%s: %d failed checks\n",
         shared.reproducedGraphs.load(), shared.graphs.load(),
         failures == 0 ? "PASSED" : "FAILED", failures);
  return failures == 0 ? 0 : 1;
}
