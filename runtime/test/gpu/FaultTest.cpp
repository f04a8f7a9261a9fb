//===- FaultTest.cpp - tpfuse-gpu-faults: faults and sanitizer runs -------===//
//
// Two ranks, threads of this process, on GPU 0 (the same-device test mode,
// docs/runtime-cuda.md); for a machine with one GPU.
//
//  --faults    a rank that never launches its fused kernel, one that dies
//              in the middle of a call, ranks whose calls differ in tokens,
//              hidden size or algorithm. The other rank must get an error
//              (TPFUSE_ERROR_TIMEOUT within the spin bound, or
//              TPFUSE_ERROR_INVALID_ARGUMENT for a shape mismatch) and never
//              a successful call on data that is not its rows' sum. After
//              each fault a fresh C API communicator (a new workspace) must
//              run fused, forced-decline and unfused calls with
//              bit-identical results that match the float64 reference
//              (exactly one reduction) and the counters.
//  --sanitize  for compute-sanitizer, which serializes kernels, so two
//              ranks' fused kernels never run together: each fused call
//              is run one rank at a time. Rank 0 runs first, on rank 1's
//              part of the protocol written into its workspace by this test
//              (staged: the bytes rank 1's kernel pushes, laid out as the
//              kernels lay them out); rank 1 then runs on what rank 0's
//              kernel really pushed, and its own pushes, which land where
//              the staged bytes were, are checked to equal them byte for
//              byte. Both ranks' outputs must equal the unfused result
//              (the same-device all-reduce + the local norm) byte for byte
//              and the float64 reference. Then the error paths: a rank
//              alone (the spin bound expires) and a staged shape mismatch.
//
// A "dead" rank is modelled the same way: its thread stops taking part,
// after the test has written into the survivor's workspace exactly the
// part of the protocol it had done (nothing; its shape and half of its
// rows; its shape and all of its pushes). Exit status 0 only if every
// check passed.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"
#include "TestTensors.h"
#include "common/Dtype.h"
#include "common/Status.h"
#include "cuda/CudaBackend.h"
#include "cuda/Kernels.h"
#include "cuda/SameDeviceGroup.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::Backend;
using runtime::NormProblem;
using runtime::cuda::ControlBlock;
using runtime::cuda::CudaBackend;
using runtime::cuda::CudaBackendOptions;

namespace {

constexpr int kWorld = 2;
constexpr float kEpsilon = 1e-6f;
/// The spin bound of the fault scenarios' backends.
constexpr int kSpinMs = 500;

std::mutex logMutex;
int failures = 0;

void report(const std::string &line) {
  std::lock_guard<std::mutex> lock(logMutex);
  std::printf("%s\n", line.c_str());
  std::fflush(stdout);
}

bool check(bool condition, const std::string &what) {
  if (!condition) {
    std::lock_guard<std::mutex> lock(logMutex);
    ++failures;
    std::printf("FAIL: %s\n", what.c_str());
    std::fflush(stdout);
  }
  return condition;
}

bool checkCuda(cudaError_t status, const std::string &what) {
  return check(status == cudaSuccess,
               what + ": " + std::string(cudaGetErrorString(status)));
}

bool checkStatus(tpfuse_status status, const std::string &what) {
  return check(status == TPFUSE_SUCCESS, what + ": " +
                                             tpfuse_status_name(status) + " " +
                                             runtime::lastErrorMessage());
}

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// A two-thread barrier.
class Barrier {
public:
  void arrive() {
    std::unique_lock<std::mutex> lock(mutex);
    const int generation = this->generation;
    if (++waiting == kWorld) {
      waiting = 0;
      ++this->generation;
      changed.notify_all();
      return;
    }
    changed.wait(lock, [&] { return this->generation != generation; });
  }

private:
  std::mutex mutex;
  std::condition_variable changed;
  int waiting = 0;
  int generation = 0;
};

/// Runs body(rank) on one thread per rank, each with GPU 0 current.
void onRanks(const std::function<void(int)> &body) {
  std::vector<std::thread> threads;
  for (int rank = 0; rank < kWorld; ++rank)
    threads.emplace_back([&, rank] {
      if (checkCuda(cudaSetDevice(0), "cudaSetDevice"))
        body(rank);
    });
  for (std::thread &thread : threads)
    thread.join();
}

/// One call's problem, as the test data (TestTensors.h) defines it.
struct Call {
  int64_t tokens;
  int64_t hidden;
  tpfuse_dtype dtype;
  tpfuse_algorithm algorithm;
  bool residual;
  uint32_t variant;
  float weightOffset;
  uint64_t seed;

  ProblemSpec spec() const {
    ProblemSpec p{kWorld, tokens, hidden, dtype, residual, kEpsilon, seed};
    p.variant = variant;
    p.weightOffset = weightOffset;
    return p;
  }
  int64_t elements() const { return tokens * hidden; }
  int64_t bytes() const { return elements() * elementBytes(dtype); }
  int64_t rowVectors() const {
    return hidden * elementBytes(dtype) / runtime::cuda::kVectorBytes;
  }
  std::string name() const {
    return std::string(runtime::dtypeName(dtype)) + " tokens " +
           std::to_string(tokens) + " hidden " + std::to_string(hidden) +
           (algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? " one-shot"
                                                   : " two-shot") +
           (residual ? " +residual" : "") + " variant " +
           std::to_string(variant) + " offset " + std::to_string(weightOffset);
  }
};

/// A rank's device tensors, sized for the largest call.
struct Tensors {
  void *input = nullptr, *residual = nullptr, *weight = nullptr,
       *normed = nullptr, *residualOut = nullptr;

  bool allocate(int64_t bytes, int64_t weightBytes) {
    bool ok = true;
    for (void **buffer : {&input, &residual, &normed, &residualOut})
      ok &= checkCuda(cudaMalloc(buffer, size_t(bytes)), "cudaMalloc");
    ok &= checkCuda(cudaMalloc(&weight, size_t(weightBytes)), "cudaMalloc");
    return ok;
  }
  ~Tensors() {
    for (void *buffer : {input, residual, weight, normed, residualOut})
      if (buffer)
        cudaFree(buffer);
  }
  /// Fresh inputs of `rank` for `call`; outputs poisoned (NaN).
  void prepare(const Call &call, int rank, cudaStream_t stream) {
    const ProblemSpec p = call.spec();
    checkCuda(cudaMemsetAsync(normed, 0xff, size_t(call.bytes()), stream),
              "poison");
    checkCuda(cudaMemsetAsync(residualOut, 0xff, size_t(call.bytes()), stream),
              "poison");
    checkCuda(fillTestTensor(input, call.dtype, call.elements(), p.seed, rank,
                             TensorKind::Input, stream),
              "fill input");
    checkCuda(fillTestTensor(residual, call.dtype, call.elements(), p.seed,
                             kSharedRank, TensorKind::Residual, stream),
              "fill residual");
    checkCuda(fillTestTensor(weight, call.dtype, call.hidden, p.seed,
                             kSharedRank, TensorKind::Weight, stream),
              "fill weight");
  }
  NormProblem problem(const Call &call) const {
    return NormProblem{input,
                       call.residual ? residual : nullptr,
                       weight,
                       normed,
                       residualOut,
                       call.tokens,
                       call.hidden,
                       call.dtype,
                       kEpsilon,
                       call.variant,
                       call.weightOffset};
  }
};

/// Compares every row of `normed` / `residualOut` (device) with the float64
/// reference; returns the host bytes (normed, then residual_out).
std::vector<char> checkReference(const Call &call, const void *normed,
                                 const void *residualOut,
                                 const std::string &what) {
  const int64_t rowBytes = call.hidden * elementBytes(call.dtype);
  std::vector<char> host(size_t(2 * call.bytes()));
  if (!checkCuda(cudaMemcpy(host.data(), normed, size_t(call.bytes()),
                            cudaMemcpyDeviceToHost),
                 "cudaMemcpy") ||
      !checkCuda(cudaMemcpy(host.data() + call.bytes(), residualOut,
                            size_t(call.bytes()), cudaMemcpyDeviceToHost),
                 "cudaMemcpy"))
    return host;
  Comparison comparison;
  const ProblemSpec p = call.spec();
  for (int64_t row = 0; row < call.tokens; ++row)
    compareRow(p, row, host.data() + row * rowBytes,
               host.data() + call.bytes() + row * rowBytes, comparison);
  check(comparison.passed(),
        what + ": " + call.name() + ": " + comparison.summary());
  return host;
}

//===----------------------------------------------------------------------===//
// A peer's part of the protocol, written by the test
//===----------------------------------------------------------------------===//

/// Bytes written into a rank's workspace in place of a peer's kernel.
struct Staged {
  char *device;
  std::vector<char> bytes;
};

/// What the peer had done of the call.
enum class PeerProgress {
  /// Published its shape and pushed the first half of its rows (one-shot)
  /// or of its scatter part (two-shot).
  HalfPushed,
  /// Published its shape and pushed everything its push phase pushes.
  Pushed,
  /// Also (two-shot) sent the reduced sums of its own chunk: all that the
  /// owner's kernel reads.
  Everything,
};

/// Device bytes with every sentinel word replaced by 0, as the kernels'
/// scrubSentinel does to what they send.
std::vector<char> scrubbedCopy(const char *device, int64_t bytes) {
  std::vector<char> host(static_cast<size_t>(bytes));
  checkCuda(
      cudaMemcpy(host.data(), device, size_t(bytes), cudaMemcpyDeviceToHost),
      "cudaMemcpy");
  for (int64_t i = 0; i + 4 <= bytes; i += 4) {
    uint32_t word;
    std::memcpy(&word, &host[size_t(i)], 4);
    if (word == runtime::cuda::kSentinelWord) {
      word = 0;
      std::memcpy(&host[size_t(i)], &word, 4);
    }
  }
  return host;
}

uint32_t currentRotation(const CudaBackend &backend) {
  uint32_t rotation = 0;
  checkCuda(cudaMemcpy(&rotation, backend.workspaceBase(), sizeof(rotation),
                       cudaMemcpyDeviceToHost),
            "reading the rotation");
  return rotation;
}

/// Writes into `owner`'s workspace, at its current buffer, what rank `peer`
/// of a 2-rank call would have written by `progress` (`shape` as its
/// published call shape; `peerInput` its input; `sums` the reduced input,
/// for the two-shot gather area). The layout is the kernels'
/// (OneShotAllReduceNorm.cu, TwoShotAllReduceNorm.cu): one-shot, slot
/// `peer` of `tokens` rows; two-shot, the owner's one scatter slot of
/// ceil(T/2) rows holding the peer's rows of the owner's chunk, then a
/// gather area of T rows. Returns what was written.
std::vector<Staged> stagePeer(const CudaBackend &owner, int ownerRank, int peer,
                              const Call &call, uint64_t shape,
                              const void *peerInput, const void *sums,
                              PeerProgress progress) {
  using runtime::cuda::kControlBytes;
  std::vector<Staged> staged;
  const uint32_t rotation = currentRotation(owner);
  char *base = owner.workspaceBase();
  auto *control = reinterpret_cast<ControlBlock *>(base);
  std::vector<char> shapeBytes(sizeof(uint64_t));
  std::memcpy(shapeBytes.data(), &shape, sizeof(shape));
  staged.push_back(
      {reinterpret_cast<char *>(&control->shapes[rotation][peer]), shapeBytes});
  char *buffer =
      base + kControlBytes + int64_t(rotation) * owner.lamportBufferBytes();
  const int64_t rowBytes = call.hidden * elementBytes(call.dtype);
  const char *input = static_cast<const char *>(peerInput);
  if (call.algorithm == TPFUSE_ALGORITHM_ONE_SHOT) {
    const int64_t slotBytes = call.tokens * rowBytes;
    const int64_t rows =
        progress == PeerProgress::HalfPushed ? call.tokens / 2 : call.tokens;
    staged.push_back(
        {buffer + peer * slotBytes, scrubbedCopy(input, rows * rowBytes)});
    return staged;
  }
  auto chunkBegin = [&](int rank) { return call.tokens * rank / kWorld; };
  const int64_t slotBytes = (call.tokens + kWorld - 1) / kWorld * rowBytes;
  const int64_t ownBegin = chunkBegin(ownerRank),
                ownRows = chunkBegin(ownerRank + 1) - ownBegin;
  const int64_t rows =
      progress == PeerProgress::HalfPushed ? ownRows / 2 : ownRows;
  // With 2 ranks the owner has one scatter slot, at offset 0.
  staged.push_back(
      {buffer, scrubbedCopy(input + ownBegin * rowBytes, rows * rowBytes)});
  if (progress == PeerProgress::Everything) {
    const int64_t peerBegin = chunkBegin(peer),
                  peerRows = chunkBegin(peer + 1) - peerBegin;
    staged.push_back(
        {buffer + (kWorld - 1) * slotBytes + peerBegin * rowBytes,
         scrubbedCopy(static_cast<const char *>(sums) + peerBegin * rowBytes,
                      peerRows * rowBytes)});
  }
  return staged;
}

void writeStaged(const std::vector<Staged> &staged) {
  for (const Staged &part : staged)
    checkCuda(cudaMemcpy(part.device, part.bytes.data(), part.bytes.size(),
                         cudaMemcpyHostToDevice),
              "staging a peer's part");
  // A copy from pageable memory may still be in flight when it returns.
  checkCuda(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
}

/// The reduced input of both ranks (the same-device all-reduce kernel,
/// which rounds the rank-order fp32 sum once, as the fused kernels do).
void sumInputs(const Call &call, const Tensors (&tensors)[kWorld], void *out0,
               void *out1, cudaStream_t stream) {
  runtime::cuda::SameDeviceSumParams params{};
  params.inputs[0] = tensors[0].input;
  params.inputs[1] = tensors[1].input;
  params.outputs[0] = out0;
  params.outputs[1] = out1;
  params.count = call.elements();
  params.worldSize = kWorld;
  checkCuda(runtime::cuda::launchSameDeviceSum(params, call.dtype, 64, stream),
            "launchSameDeviceSum");
}

//===----------------------------------------------------------------------===//
// Backends and communicators
//===----------------------------------------------------------------------===//

struct Pair {
  std::unique_ptr<Backend> backends[kWorld];
  CudaBackend &operator[](int rank) {
    return static_cast<CudaBackend &>(*backends[rank]);
  }
};

/// A fresh pair of same-device backends (a new workspace each).
bool makePair(const CudaBackendOptions &options, Pair &pair) {
  const std::string key = runtime::cuda::SameDeviceGroup::uniqueKey();
  onRanks([&](int rank) {
    checkStatus(runtime::cuda::createCudaBackendOnSharedDevice(
                    key, rank, kWorld, 0, options, pair.backends[rank]),
                "createCudaBackendOnSharedDevice");
  });
  for (int rank = 0; rank < kWorld; ++rank)
    if (!pair.backends[rank] || !check(pair[rank].disabledReason() == nullptr,
                                       "the fused path is disabled"))
      return false;
  return true;
}

CudaBackendOptions faultOptions() {
  CudaBackendOptions options;
  options.maxTokens = 64;
  options.maxHidden = 2048;
  options.maxElementBytes = 2;
  options.spinTimeout = std::chrono::milliseconds(kSpinMs);
  return options;
}

int storeCounter = 0;

/// After a fault: fresh C API communicators (new workspaces) must run the
/// fused, forced-decline and unfused calls, one-shot and two-shot, with
/// results that match the float64 reference (the sum of both ranks'
/// inputs: reduced exactly once) and each other byte for byte, and move the
/// counters by exactly one fused call, or one decline and one explicit
/// all-reduce, or one explicit all-reduce.
void checkFreshCommunicator(const std::string &after) {
  const std::string store = "file:/tmp/tpfuse-gpu-faults-" +
                            std::to_string(getpid()) + "-" +
                            std::to_string(storeCounter++);
  const auto start = std::chrono::steady_clock::now();
  onRanks([&](int rank) {
    tpfuse_comm_options options;
    tpfuse_comm_options_init(&options);
    options.backend = TPFUSE_BACKEND_CUDA;
    options.max_tokens = 64;
    options.max_hidden = 2048;
    options.device = 0;
    options.timeout_ms = 60000;
    tpfuse_comm *comm = nullptr;
    if (!checkStatus(
            tpfuse_comm_create(&options, rank, kWorld, store.c_str(), &comm),
            after + ": tpfuse_comm_create"))
      return;
    cudaStream_t stream = nullptr;
    Tensors tensors;
    if (checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                  "cudaStreamCreate") &&
        tensors.allocate(64 * 2048 * 2, 2048 * 2)) {
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT}) {
        const Call call{40,
                        2048,
                        TPFUSE_DTYPE_BF16,
                        algorithm,
                        true,
                        TPFUSE_NORM_DEFAULT,
                        0.0f,
                        1000 + uint64_t(storeCounter)};
        std::vector<char> results[3];
        for (int path = 0; path < 3; ++path) {
          const char *pathName[] = {"fused", "forced decline", "unfused"};
          const std::string what = after + ": fresh communicator, " +
                                   pathName[path] + ", rank " +
                                   std::to_string(rank);
          tensors.prepare(call, rank, stream);
          tpfuse_counters before{}, counted{};
          checkStatus(tpfuse_comm_get_counters(comm, &before), "counters");
          if (path == 1)
            checkStatus(tpfuse_comm_set_force_decline(comm, 1),
                        "set_force_decline");
          // The consumer's input is this rank's partial sum; the unfused
          // norm's is the sum, all-reduced into normed first.
          tpfuse_rms_norm_args args;
          tpfuse_rms_norm_args_init(&args);
          args.dtype = call.dtype;
          args.input = path < 2 ? tensors.input : tensors.normed;
          args.residual = tensors.residual;
          args.weight = tensors.weight;
          args.normed = tensors.normed;
          args.residual_out = tensors.residualOut;
          args.tokens = call.tokens;
          args.hidden = call.hidden;
          args.epsilon = kEpsilon;
          args.variant = TPFUSE_NORM_DEFAULT;
          args.weight_offset = 0.0f;
          args.algorithm = algorithm;
          if (path < 2)
            checkStatus(
                tpfuse_all_reduce_residual_rms_norm(comm, &args, stream), what);
          else if (checkStatus(
                       tpfuse_all_reduce(comm, tensors.input, tensors.normed,
                                         call.elements(), call.dtype, stream),
                       what))
            checkStatus(tpfuse_rms_norm(comm, &args, stream), what);
          if (path == 1)
            checkStatus(tpfuse_comm_set_force_decline(comm, 0),
                        "set_force_decline");
          checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
          checkStatus(tpfuse_comm_get_counters(comm, &counted), "counters");
          const uint64_t fused = counted.fused_calls - before.fused_calls,
                         declines = counted.declines - before.declines,
                         explicitSums = counted.explicit_all_reduces -
                                        before.explicit_all_reduces;
          const uint64_t expected[3][3] = {{1, 0, 0}, {0, 1, 1}, {0, 0, 1}};
          check(fused == expected[path][0] && declines == expected[path][1] &&
                    explicitSums == expected[path][2],
                what + ": counters moved by " + std::to_string(fused) +
                    " fused, " + std::to_string(declines) + " declines, " +
                    std::to_string(explicitSums) + " explicit all-reduces");
          results[path] =
              checkReference(call, tensors.normed, tensors.residualOut, what);
        }
        check(results[0] == results[1] && results[0] == results[2],
              after + ": fused, forced-decline and unfused results differ");
      }
    }
    if (stream)
      cudaStreamDestroy(stream);
    checkStatus(tpfuse_comm_destroy(comm), "tpfuse_comm_destroy");
  });
  report("  then a fresh communicator: fused, forced decline, unfused "
         "(one-shot and two-shot) checked in " +
         std::to_string(secondsSince(start)) + " s");
}

//===----------------------------------------------------------------------===//
// --faults
//===----------------------------------------------------------------------===//

/// The result of one rank's faulty call: the status after synchronizing its
/// stream, the message, and how long the kernel took.
struct Outcome {
  tpfuse_status status = TPFUSE_SUCCESS;
  std::string message;
  double seconds = 0;
};

Outcome issueAndWait(CudaBackend &backend, Tensors &tensors, const Call &call,
                     cudaStream_t stream) {
  Outcome outcome;
  const auto start = std::chrono::steady_clock::now();
  checkStatus(backend.fusedAllReduceRmsNorm(tensors.problem(call),
                                            call.algorithm, stream),
              "the fused call (returns before its kernel runs)");
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  outcome.seconds = secondsSince(start);
  outcome.status = backend.asyncError();
  outcome.message =
      outcome.status == TPFUSE_SUCCESS ? "" : runtime::lastErrorMessage();
  return outcome;
}

std::string describe(const Outcome &outcome) {
  char seconds[32];
  std::snprintf(seconds, sizeof(seconds), "%.3f s", outcome.seconds);
  return std::string(tpfuse_status_name(outcome.status)) + " after " + seconds +
         (outcome.message.empty() ? "" : ": " + outcome.message);
}

/// The survivor's kernel must end within the spin bound (plus slack for
/// the launch and the host's poll).
void checkTimedOut(const Outcome &outcome, const std::string &what) {
  check(outcome.status == TPFUSE_ERROR_TIMEOUT,
        what + ": expected TIMEOUT, got " + describe(outcome));
  check(outcome.seconds < kSpinMs / 1000.0 + 1.0,
        what + ": took " + std::to_string(outcome.seconds) +
            " s, over the bound");
}

/// Rank 1 never calls (or dies partway, `progress`); rank 0's call must
/// time out within the bound, and its next call return TIMEOUT at once.
/// Rank 1, if it ever calls again, learns the abort at once.
void runMissingPeer(tpfuse_algorithm algorithm, const char *progressName,
                    const PeerProgress *progress) {
  const std::string name =
      std::string(algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? "one-shot"
                                                         : "two-shot") +
      ": rank 1 " + progressName;
  report("== fault: " + name);
  Pair pair;
  if (!makePair(faultOptions(), pair))
    return;
  Tensors tensors[kWorld];
  cudaStream_t streams[kWorld] = {};
  for (int rank = 0; rank < kWorld; ++rank)
    if (!tensors[rank].allocate(64 * 2048 * 2, 2048 * 2) ||
        !checkCuda(
            cudaStreamCreateWithFlags(&streams[rank], cudaStreamNonBlocking),
            "cudaStreamCreate"))
      return;
  const Call call{32,        2048, TPFUSE_DTYPE_BF16,
                  algorithm, true, TPFUSE_NORM_DEFAULT,
                  0.0f,      7};
  for (int rank = 0; rank < kWorld; ++rank)
    tensors[rank].prepare(call, rank, streams[rank]);
  for (cudaStream_t stream : streams)
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  const int kernel = algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? 0 : 1;
  const uint64_t shape = runtime::cuda::encodeCallShape(
      call.tokens, call.rowVectors(), elementBytes(call.dtype), kernel);
  if (progress)
    writeStaged(stagePeer(pair[0], 0, 1, call, shape, tensors[1].input, nullptr,
                          *progress));

  Outcome first = issueAndWait(pair[0], tensors[0], call, streams[0]);
  report("  rank 0: " + describe(first));
  if (progress && *progress == PeerProgress::Pushed &&
      algorithm == TPFUSE_ALGORITHM_ONE_SHOT) {
    // Rank 1 died after its pushes: rank 0 had all of its data, so this
    // call is complete and right; the next one waits for rank 1 in vain.
    check(first.status == TPFUSE_SUCCESS,
          name + ": the call with all data: " + describe(first));
    checkReference(call, tensors[0].normed, tensors[0].residualOut,
                   name + ": the call with all data");
    tensors[0].prepare(call, 0, streams[0]);
    first = issueAndWait(pair[0], tensors[0], call, streams[0]);
    report("  rank 0, next call: " + describe(first));
  }
  checkTimedOut(first, name + ": rank 0");
  const auto start = std::chrono::steady_clock::now();
  check(pair[0].fusedAllReduceRmsNorm(tensors[0].problem(call), call.algorithm,
                                      streams[0]) == TPFUSE_ERROR_TIMEOUT,
        name + ": rank 0's next call did not return TIMEOUT");
  check(secondsSince(start) < 0.1, name + ": rank 0's next call took " +
                                       std::to_string(secondsSince(start)) +
                                       " s");
  if (!progress) {
    // The rank that never called calls now: the protocol is aborted.
    const Outcome late = issueAndWait(pair[1], tensors[1], call, streams[1]);
    report("  rank 1, calling late: " + describe(late));
    check(late.status == TPFUSE_ERROR_TIMEOUT &&
              late.message.find("aborted") != std::string::npos &&
              late.seconds < kSpinMs / 1000.0,
          name + ": rank 1's late call: " + describe(late));
  }
  for (cudaStream_t stream : streams)
    cudaStreamDestroy(stream);
  pair.backends[0].reset();
  pair.backends[1].reset();
  checkFreshCommunicator(name);
}

/// Both ranks call at once with calls that differ: neither may succeed.
void runMismatch(const std::string &name, const Call (&calls)[kWorld]) {
  report("== fault: " + name);
  Pair pair;
  if (!makePair(faultOptions(), pair))
    return;
  Barrier barrier;
  Outcome outcomes[kWorld];
  onRanks([&](int rank) {
    Tensors tensors;
    cudaStream_t stream = nullptr;
    const bool ready =
        tensors.allocate(64 * 2048 * 2, 2048 * 2) &&
        checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                  "cudaStreamCreate");
    if (ready) {
      tensors.prepare(calls[rank], rank, stream);
      checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    }
    barrier.arrive();
    if (ready)
      outcomes[rank] = issueAndWait(pair[rank], tensors, calls[rank], stream);
    barrier.arrive();
    if (stream)
      cudaStreamDestroy(stream);
  });
  for (int rank = 0; rank < kWorld; ++rank) {
    report("  rank " + std::to_string(rank) + " (" + calls[rank].name() +
           "): " + describe(outcomes[rank]));
    check(outcomes[rank].status == TPFUSE_ERROR_INVALID_ARGUMENT ||
              outcomes[rank].status == TPFUSE_ERROR_TIMEOUT,
          name + ": rank " + std::to_string(rank) +
              " did not see an error: " + describe(outcomes[rank]));
    check(outcomes[rank].seconds < kSpinMs / 1000.0 + 1.0,
          name + ": rank " + std::to_string(rank) + " took over the bound");
  }
  pair.backends[0].reset();
  pair.backends[1].reset();
  checkFreshCommunicator(name);
}

int runFaults() {
  if (setenv("TPFUSE_SAME_DEVICE_TEST", "1", 1) != 0) {
    report("FAIL: setenv");
    return 1;
  }
  report("== baseline (no fault)");
  checkFreshCommunicator("baseline");
  for (tpfuse_algorithm algorithm :
       {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT}) {
    runMissingPeer(algorithm, "never launches its kernel", nullptr);
    const PeerProgress half = PeerProgress::HalfPushed;
    runMissingPeer(algorithm,
                   "dies mid-call (shape and half of its pushes done)", &half);
    const PeerProgress pushed = PeerProgress::Pushed;
    runMissingPeer(algorithm, "dies after its push phase", &pushed);
  }
  const auto call = [](int64_t tokens, int64_t hidden,
                       tpfuse_algorithm algorithm) {
    return Call{tokens,    hidden, TPFUSE_DTYPE_BF16,
                algorithm, true,   TPFUSE_NORM_DEFAULT,
                0.0f,      11};
  };
  for (tpfuse_algorithm algorithm :
       {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT}) {
    const std::string kernel =
        algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? "one-shot" : "two-shot";
    runMismatch(kernel + ": tokens 32 vs 16",
                {call(32, 2048, algorithm), call(16, 2048, algorithm)});
    runMismatch(kernel + ": tokens 16 vs 17",
                {call(16, 2048, algorithm), call(17, 2048, algorithm)});
    runMismatch(kernel + ": hidden 2048 vs 1024",
                {call(16, 2048, algorithm), call(16, 1024, algorithm)});
  }
  runMismatch("one-shot vs two-shot, tokens 16",
              {call(16, 2048, TPFUSE_ALGORITHM_ONE_SHOT),
               call(16, 2048, TPFUSE_ALGORITHM_TWO_SHOT)});
  return failures;
}

//===----------------------------------------------------------------------===//
// --sanitize
//===----------------------------------------------------------------------===//

/// One fused call, one rank at a time (see the file comment).
void runStagedCall(Pair &pair, Tensors (&tensors)[kWorld], void *sums,
                   const Call &call, cudaStream_t stream) {
  const std::string name = call.name();
  for (int rank = 0; rank < kWorld; ++rank)
    tensors[rank].prepare(call, rank, stream);
  // The unfused result, which the decline fallback computes: the
  // same-device all-reduce, then the local norm in place.
  void *reference[kWorld] = {nullptr, nullptr};
  void *referenceResidual[kWorld] = {nullptr, nullptr};
  for (int rank = 0; rank < kWorld; ++rank) {
    checkCuda(cudaMalloc(&reference[rank], size_t(call.bytes())), "cudaMalloc");
    checkCuda(cudaMalloc(&referenceResidual[rank], size_t(call.bytes())),
              "cudaMalloc");
  }
  sumInputs(call, tensors, reference[0], reference[1], stream);
  checkCuda(cudaMemcpyAsync(sums, reference[0], size_t(call.bytes()),
                            cudaMemcpyDeviceToDevice, stream),
            "cudaMemcpyAsync");
  for (int rank = 0; rank < kWorld; ++rank) {
    NormProblem problem = tensors[rank].problem(call);
    problem.input = reference[rank];
    problem.normed = reference[rank];
    problem.residualOut = referenceResidual[rank];
    checkStatus(pair[rank].rmsNorm(problem, stream), "rmsNorm");
  }
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");

  const int kernel = call.algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? 0 : 1;
  const uint64_t shape = runtime::cuda::encodeCallShape(
      call.tokens, call.rowVectors(), elementBytes(call.dtype), kernel);
  const std::vector<Staged> staged =
      stagePeer(pair[0], 0, 1, call, shape, tensors[1].input, sums,
                PeerProgress::Everything);
  writeStaged(staged);
  for (int rank = 0; rank < kWorld; ++rank) {
    checkStatus(pair[rank].fusedAllReduceRmsNorm(tensors[rank].problem(call),
                                                 call.algorithm, stream),
                name + ": fused call of rank " + std::to_string(rank));
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    checkStatus(pair[rank].asyncError(),
                name + ": asyncError of rank " + std::to_string(rank));
  }
  // Rank 1's kernel wrote where the staged bytes were: the same bytes.
  for (const Staged &part : staged) {
    std::vector<char> pushed(part.bytes.size());
    checkCuda(cudaMemcpy(pushed.data(), part.device, pushed.size(),
                         cudaMemcpyDeviceToHost),
              "cudaMemcpy");
    check(pushed == part.bytes,
          name + ": rank 1's kernel pushed other bytes than the staged ones");
  }
  // Restore rank 0's buffer (all sentinel, shape word 0), as rank 0's
  // kernel would have on reading rank 1's pushes.
  checkCuda(cudaMemset(staged[0].device, 0, staged[0].bytes.size()),
            "cudaMemset");
  for (size_t i = 1; i < staged.size(); ++i)
    checkCuda(runtime::cuda::launchSentinelFill(
                  staged[i].device, int64_t(staged[i].bytes.size()), stream),
              "launchSentinelFill");
  checkCuda(cudaDeviceSynchronize(), "cudaDeviceSynchronize");
  check(currentRotation(pair[0]) == currentRotation(pair[1]),
        name + ": the ranks' rotations differ");

  for (int rank = 0; rank < kWorld; ++rank) {
    const std::string what = name + ", rank " + std::to_string(rank);
    const std::vector<char> fused = checkReference(
        call, tensors[rank].normed, tensors[rank].residualOut, what);
    const std::vector<char> unfused = checkReference(
        call, reference[rank], referenceResidual[rank], what + " (unfused)");
    check(fused == unfused, what + ": fused and unfused results differ");
    cudaFree(reference[rank]);
    cudaFree(referenceResidual[rank]);
  }
}

int runSanitize() {
  CudaBackendOptions options;
  options.maxTokens = 80;
  options.maxHidden = 4096;
  options.maxElementBytes = 4;
  Pair pair;
  if (!makePair(options, pair))
    return failures + 1;
  Tensors tensors[kWorld];
  void *sums = nullptr;
  cudaStream_t stream = nullptr;
  const int64_t bytes = 80 * 4096 * 4;
  if (!tensors[0].allocate(bytes, 4096 * 4) ||
      !tensors[1].allocate(bytes, 4096 * 4) ||
      !checkCuda(cudaMalloc(&sums, size_t(bytes)), "cudaMalloc") ||
      !checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                 "cudaStreamCreate"))
    return failures + 1;
  struct Mode {
    uint32_t variant;
    float offset;
  };
  const Mode modes[] = {
      {TPFUSE_NORM_DEFAULT, 0.0f},
      {TPFUSE_NORM_WEIGHT_AFTER_ROUNDING | TPFUSE_NORM_RESIDUAL_ADD_IN_F32,
       1.0f},
      {TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f}};
  int calls = 0;
  uint64_t seed = 100;
  for (tpfuse_dtype dtype :
       {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32})
    for (const Mode &mode : modes) {
      if ((mode.variant & TPFUSE_NORM_COMPUTE_IN_DTYPE) &&
          dtype == TPFUSE_DTYPE_F32)
        continue;
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT}) {
        // A short row without residual; 70 rows of 4096 (more rows than
        // blocks; 1024 threads in f32) with one.
        runStagedCall(pair, tensors, sums,
                      Call{3, 1024, dtype, algorithm, false, mode.variant,
                           mode.offset, seed++},
                      stream);
        runStagedCall(pair, tensors, sums,
                      Call{70, 4096, dtype, algorithm, true, mode.variant,
                           mode.offset, seed++},
                      stream);
        calls += 2;
      }
    }
  report("sanitize: " + std::to_string(calls) +
         " fused calls, each run by both ranks one at a time");

  // The error paths. A rank alone: the spin bound expires.
  {
    CudaBackendOptions bounded = faultOptions();
    bounded.spinTimeout = std::chrono::milliseconds(200);
    Pair alone;
    if (makePair(bounded, alone)) {
      const Call call{
          8,    2048,  TPFUSE_DTYPE_BF16, TPFUSE_ALGORITHM_TWO_SHOT, true, 0,
          0.0f, seed++};
      tensors[0].prepare(call, 0, stream);
      const Outcome outcome = issueAndWait(alone[0], tensors[0], call, stream);
      report("sanitize: rank 0 alone: " + describe(outcome));
      check(outcome.status == TPFUSE_ERROR_TIMEOUT,
            "sanitize: rank 0 alone: " + describe(outcome));
      const Outcome peer = issueAndWait(alone[1], tensors[1], call, stream);
      report("sanitize: rank 1 after the abort: " + describe(peer));
      check(peer.status == TPFUSE_ERROR_TIMEOUT,
            "sanitize: rank 1 after the abort: " + describe(peer));
    }
  }
  // A peer whose call has another token count (staged): a mismatch.
  {
    Pair mismatched;
    if (makePair(faultOptions(), mismatched)) {
      const Call call{
          8,    2048,  TPFUSE_DTYPE_BF16, TPFUSE_ALGORITHM_ONE_SHOT, true, 0,
          0.0f, seed++};
      tensors[0].prepare(call, 0, stream);
      tensors[1].prepare(call, 1, stream);
      checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
      writeStaged(stagePeer(
          mismatched[0], 0, 1, call,
          runtime::cuda::encodeCallShape(call.tokens + 1, call.rowVectors(),
                                         elementBytes(call.dtype), 0),
          tensors[1].input, nullptr, PeerProgress::Pushed));
      const Outcome outcome =
          issueAndWait(mismatched[0], tensors[0], call, stream);
      report("sanitize: staged shape mismatch: " + describe(outcome));
      check(outcome.status == TPFUSE_ERROR_INVALID_ARGUMENT,
            "sanitize: staged shape mismatch: " + describe(outcome));
    }
  }
  cudaFree(sums);
  cudaStreamDestroy(stream);
  return failures;
}

} // namespace

int main(int argc, char **argv) {
  const std::string mode = argc == 2 ? argv[1] : "";
  if (mode != "--faults" && mode != "--sanitize") {
    std::fprintf(stderr, "usage: %s --faults|--sanitize\n", argv[0]);
    return 2;
  }
  int devices = 0;
  if (!checkCuda(cudaGetDeviceCount(&devices), "cudaGetDeviceCount") ||
      !check(devices >= 1, "no GPU"))
    return 1;
  const int failed = mode == "--faults" ? runFaults() : runSanitize();
  report(failed == 0
             ? "RESULT: PASS"
             : "RESULT: FAIL (" + std::to_string(failed) + " failed checks)");
  return failed == 0 ? 0 : 1;
}
