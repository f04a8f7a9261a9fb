//===- RankTest.cpp - The GPU test cases one rank runs --------------------===//

#include "RankTest.h"

#include "MatmulTest.h"
#include "ProtocolAudit.h"
#include "QuantTest.h"
#include "Reference.h"
#include "TestTensors.h"
#include "common/Dtype.h"
#include "common/Status.h"
#include "cuda/CudaBackend.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <vector>

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::Backend;
using runtime::dtypeName;
using runtime::NormProblem;
using runtime::cuda::CudaBackend;

namespace {

constexpr float kEpsilon = 1e-6f;
/// Rows compared with the reference per case (all rows up to this many).
constexpr int64_t kSampledRows = 64;

const char *algorithmName(tpfuse_algorithm algorithm) {
  switch (algorithm) {
  case TPFUSE_ALGORITHM_AUTO:
    return "auto";
  case TPFUSE_ALGORITHM_ONE_SHOT:
    return "one-shot";
  case TPFUSE_ALGORITHM_TWO_SHOT:
    break;
  }
  return "two-shot";
}

std::string variantName(uint32_t variant, float weightOffset) {
  std::string name;
  auto add = [&](const char *flag) {
    name += name.empty() ? flag : std::string("+") + flag;
  };
  if (variant == TPFUSE_NORM_DEFAULT)
    add("default");
  if (variant & TPFUSE_NORM_WEIGHT_AFTER_ROUNDING)
    add("weight-after-rounding");
  if (variant & TPFUSE_NORM_RESIDUAL_ADD_IN_F32)
    add("residual-add-in-f32");
  if (variant & TPFUSE_NORM_COMPUTE_IN_DTYPE)
    add("compute-in-dtype");
  if (weightOffset != 0) {
    char text[32];
    std::snprintf(text, sizeof(text), " offset %g", weightOffset);
    name += text;
  }
  return name;
}

/// One call's tensors.
struct CallBuffers {
  void *input = nullptr;
  void *residual = nullptr;
  void *weight = nullptr;
  void *normed = nullptr;
  void *residualOut = nullptr;
};

/// A case: a problem plus how it is called.
struct CaseSpec {
  ProblemSpec problem;
  bool residualOut;
  /// normed == input and residual_out == residual.
  bool inPlace;
  tpfuse_algorithm algorithm;

  std::string name() const {
    std::ostringstream text;
    text << dtypeName(problem.dtype) << " tokens " << problem.tokens
         << " hidden " << problem.hidden << ' ' << algorithmName(algorithm)
         << (problem.residual ? " +residual" : " no-residual")
         << (residualOut ? " +residual_out" : " no-residual_out")
         << (inPlace ? " in-place" : "");
    if (problem.variant != TPFUSE_NORM_DEFAULT || problem.weightOffset != 0)
      text << " variant " << variantName(problem.variant, problem.weightOffset);
    return text.str();
  }
};

struct Tally {
  int cases = 0;
  int failedCases = 0;
  int fused = 0;
  int fallback = 0;
  /// Worst over the cases: per-element relative error of normed, and
  /// ||normed - reference|| / ||reference||.
  double maxRelativeError = 0;
  double maxNormwiseError = 0;
};

/// How the cases reach the runtime.
class Runtime {
public:
  virtual ~Runtime() = default;
  /// Issues one all-reduce + residual RMSNorm on `stream`; `fused` says
  /// whether the fused path ran (else the NCCL + norm fallback).
  virtual tpfuse_status issue(const CaseSpec &spec, const CallBuffers &buffers,
                              cudaStream_t stream, bool &fused) = 0;
  /// In-place sum over ranks of `count` floats.
  virtual tpfuse_status sumFloats(float *data, int count,
                                  cudaStream_t stream) = 0;
  /// An error the kernels recorded without a call returning it.
  virtual tpfuse_status asyncError() = 0;
};

/// The backend directly; on decline the caller's fallback, as Comm does it:
/// all-reduce into normed, then the norm in place there.
class BackendRuntime final : public Runtime {
public:
  explicit BackendRuntime(Backend &backend) : backend(backend) {}

  tpfuse_status issue(const CaseSpec &spec, const CallBuffers &buffers,
                      cudaStream_t stream, bool &fused) override {
    const ProblemSpec &p = spec.problem;
    NormProblem problem{
        buffers.input,       buffers.residual, buffers.weight, buffers.normed,
        buffers.residualOut, p.tokens,         p.hidden,       p.dtype,
        p.epsilon,           p.variant,        p.weightOffset};
    fused = !backend.fusedDeclineReason(problem, spec.algorithm);
    if (fused)
      return backend.fusedAllReduceRmsNorm(problem, spec.algorithm, stream);
    if (tpfuse_status status =
            backend.allReduceSum(buffers.input, buffers.normed,
                                 p.tokens * p.hidden, p.dtype, stream))
      return status;
    problem.input = buffers.normed;
    return backend.rmsNorm(problem, stream);
  }
  tpfuse_status sumFloats(float *data, int count,
                          cudaStream_t stream) override {
    return backend.allReduceSum(data, data, count, TPFUSE_DTYPE_F32, stream);
  }
  tpfuse_status asyncError() override {
    return static_cast<CudaBackend &>(backend).asyncError();
  }

private:
  Backend &backend;
};

/// The C API's argument struct for `spec` on `buffers`, each field set by
/// name: `input` stands for the input, and the algorithm is the case's.
tpfuse_rms_norm_args normArgs(const CaseSpec &spec, const CallBuffers &buffers,
                              const void *input) {
  const ProblemSpec &p = spec.problem;
  tpfuse_rms_norm_args args;
  tpfuse_rms_norm_args_init(&args);
  args.dtype = p.dtype;
  args.input = input;
  args.residual = buffers.residual;
  args.weight = buffers.weight;
  args.normed = buffers.normed;
  args.residual_out = buffers.residualOut;
  args.tokens = p.tokens;
  args.hidden = p.hidden;
  args.epsilon = p.epsilon;
  args.variant = p.variant;
  args.weight_offset = p.weightOffset;
  args.algorithm = spec.algorithm;
  return args;
}

/// What the runtimes over the public C API share: the communicator, its
/// all-reduce, and no asynchronous error of their own.
class ApiRuntime : public Runtime {
public:
  tpfuse_status sumFloats(float *data, int count,
                          cudaStream_t stream) override {
    return tpfuse_all_reduce(comm, data, data, count, TPFUSE_DTYPE_F32, stream);
  }
  tpfuse_status asyncError() override { return TPFUSE_SUCCESS; }

protected:
  explicit ApiRuntime(tpfuse_comm *comm) : comm(comm) {}
  tpfuse_comm *comm;
};

/// The public C API's unfused entries: tpfuse_all_reduce into normed, then
/// tpfuse_rms_norm in place there.
class UnfusedApiRuntime final : public ApiRuntime {
public:
  explicit UnfusedApiRuntime(tpfuse_comm *comm) : ApiRuntime(comm) {}

  tpfuse_status issue(const CaseSpec &spec, const CallBuffers &buffers,
                      cudaStream_t stream, bool &fused) override {
    const ProblemSpec &p = spec.problem;
    fused = false;
    if (tpfuse_status status =
            tpfuse_all_reduce(comm, buffers.input, buffers.normed,
                              p.tokens * p.hidden, p.dtype, stream))
      return status;
    const tpfuse_rms_norm_args args = normArgs(spec, buffers, buffers.normed);
    return tpfuse_rms_norm(comm, &args, stream);
  }
};

/// The public C API's consumer entry, which falls back by itself.
class CApiRuntime final : public ApiRuntime {
public:
  explicit CApiRuntime(tpfuse_comm *comm) : ApiRuntime(comm) {}

  tpfuse_status issue(const CaseSpec &spec, const CallBuffers &buffers,
                      cudaStream_t stream, bool &fused) override {
    tpfuse_counters before{}, after{};
    if (tpfuse_status status = tpfuse_comm_get_counters(comm, &before))
      return status;
    const tpfuse_rms_norm_args args = normArgs(spec, buffers, buffers.input);
    if (tpfuse_status status =
            tpfuse_all_reduce_residual_rms_norm(comm, &args, stream))
      return status;
    if (tpfuse_status status = tpfuse_comm_get_counters(comm, &after))
      return status;
    fused = after.fused_calls == before.fused_calls + 1;
    return TPFUSE_SUCCESS;
  }
};

class RankTester {
public:
  explicit RankTester(const RankSetup &setup) : setup(setup) {}
  ~RankTester();
  int run();

private:
  bool check(bool condition, const std::string &what);
  bool checkCuda(cudaError_t status, const char *what);
  bool checkStatus(tpfuse_status status, const char *what);
  void log(const std::string &line) const;

  bool allocateMain(int64_t elements, int64_t weightElements);
  CallBuffers mainBuffers(const CaseSpec &spec) const;
  /// Writes fresh inputs and poisons the outputs.
  void prepare(const CaseSpec &spec, const CallBuffers &buffers);
  /// Issues one call; returns whether it ran fused.
  bool issue(Runtime &runtime, const CaseSpec &spec,
             const CallBuffers &buffers);
  /// Checks one finished call; false on any failure. `comparison` gets the
  /// reference comparison.
  bool verify(Runtime &runtime, const CaseSpec &spec,
              const CallBuffers &buffers, Comparison &comparison);
  /// Prepares, issues, verifies and tallies one case under `group`.
  void runCase(Runtime &runtime, const std::string &group,
               const CaseSpec &spec);
  void record(const std::string &group, bool fused, bool passed,
              const Comparison &comparison);

  CaseSpec makeCase(int64_t tokens, int64_t hidden, tpfuse_dtype dtype,
                    tpfuse_algorithm algorithm, bool residual, bool residualOut,
                    bool inPlace = false) {
    return CaseSpec{{setup.worldSize, tokens, hidden, dtype, residual, kEpsilon,
                     nextSeed++},
                    residualOut,
                    inPlace,
                    algorithm};
  }

  void runMatrix();
  void runOddShapes();
  void runInPlace();
  void runGraphs();
  /// Waits for this rank's stream, then for every rank to get there. A rank
  /// that makes a device-synchronizing call (cudaMalloc, cudaFree, creating
  /// or destroying a graph) while a peer's fused kernel waits for this
  /// rank's next call stalls both until the spin bound when they share the
  /// device (the same-device mode): such calls are made between two of
  /// these meetings, with no fused work in flight.
  void meetIdlePeers(const char *where);
  /// Checks this rank's workspace as the protocol leaves it between calls
  /// (ProtocolAudit.h); every rank must be idle until every rank has.
  void checkProtocolState(const std::string &where);
  /// checkProtocolState between two meetings of the ranks, idle.
  void auditProtocol(const std::string &where);
  void runForcedDecline();
  void runCApi();
  void runEmptyBatches();
  void runTimeout();
  void runVariants();
  /// Runs `spec` through `runtime` and checks that its outputs are `normed`
  /// and `residualOut` byte for byte.
  void runIdenticalCase(Runtime &runtime, const std::string &group,
                        const CaseSpec &spec, const std::vector<char> &normed,
                        const std::vector<char> &residualOut);
  void runVariantCost();

  const RankSetup &setup;
  BackendRuntime fused{*setup.fused};
  BackendRuntime declining{*setup.declining};
  cudaStream_t stream = nullptr;
  CallBuffers main;
  /// Device: [0] NaN count, [1] content hash.
  unsigned long long *probes = nullptr;
  float *exchange = nullptr;
  uint64_t nextSeed = 1;
  int failures = 0;
  int protocolAudits = 0;
  std::map<std::string, Tally> tallies;
  std::vector<std::string> groupOrder;
};

RankTester::~RankTester() {
  for (void *buffer :
       {main.input, main.residual, main.weight, main.normed, main.residualOut,
        static_cast<void *>(probes), static_cast<void *>(exchange)})
    if (buffer)
      cudaFree(buffer);
  if (stream)
    cudaStreamDestroy(stream);
}

void RankTester::log(const std::string &line) const {
  // One call per line, so the ranks' lines do not interleave mid-line.
  std::printf("[%s rank %d] %s\n", setup.launch.c_str(), setup.rank,
              line.c_str());
  std::fflush(stdout);
}

bool RankTester::check(bool condition, const std::string &what) {
  if (!condition) {
    ++failures;
    log("FAIL: " + what);
  }
  return condition;
}

bool RankTester::checkCuda(cudaError_t status, const char *what) {
  return check(status == cudaSuccess,
               std::string(what) + ": " + cudaGetErrorString(status));
}

bool RankTester::checkStatus(tpfuse_status status, const char *what) {
  return check(status == TPFUSE_SUCCESS, std::string(what) + ": " +
                                             tpfuse_status_name(status) + " " +
                                             runtime::lastErrorMessage());
}

bool RankTester::allocateMain(int64_t elements, int64_t weightElements) {
  const int64_t bytes = elements * 4;
  bool ok = true;
  for (void **buffer :
       {&main.input, &main.residual, &main.normed, &main.residualOut})
    ok &= checkCuda(cudaMalloc(buffer, size_t(bytes)), "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&main.weight, size_t(weightElements * 4)),
                  "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&probes, 2 * sizeof(unsigned long long)),
                  "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&exchange, 8 * sizeof(float)), "cudaMalloc");
  return ok;
}

CallBuffers RankTester::mainBuffers(const CaseSpec &spec) const {
  CallBuffers buffers = main;
  if (spec.inPlace) {
    buffers.normed = buffers.input;
    buffers.residualOut = buffers.residual;
  }
  if (!spec.problem.residual)
    buffers.residual = nullptr;
  if (!spec.residualOut)
    buffers.residualOut = nullptr;
  return buffers;
}

void RankTester::prepare(const CaseSpec &spec, const CallBuffers &buffers) {
  const ProblemSpec &p = spec.problem;
  const int64_t elements = p.tokens * p.hidden;
  const int64_t bytes = elements * elementBytes(p.dtype);
  // Poison first: in place, the inputs overwrite the poisoned outputs.
  if (buffers.normed)
    checkCuda(cudaMemsetAsync(buffers.normed, 0xff, size_t(bytes), stream),
              "poisoning normed");
  if (buffers.residualOut)
    checkCuda(cudaMemsetAsync(buffers.residualOut, 0xff, size_t(bytes), stream),
              "poisoning residual_out");
  checkCuda(fillTestTensor(buffers.input, p.dtype, elements, p.seed, setup.rank,
                           TensorKind::Input, stream),
            "filling input");
  if (buffers.residual)
    checkCuda(fillTestTensor(buffers.residual, p.dtype, elements, p.seed,
                             kSharedRank, TensorKind::Residual, stream,
                             p.residualScale()),
              "filling residual");
  checkCuda(fillTestTensor(buffers.weight, p.dtype, p.hidden, p.seed,
                           kSharedRank, TensorKind::Weight, stream),
            "filling weight");
}

bool RankTester::issue(Runtime &runtime, const CaseSpec &spec,
                       const CallBuffers &buffers) {
  bool fused = false;
  checkStatus(runtime.issue(spec, buffers, stream, fused),
              (spec.name() + ": issuing the call").c_str());
  return fused;
}

bool RankTester::verify(Runtime &runtime, const CaseSpec &spec,
                        const CallBuffers &buffers, Comparison &comparison) {
  const ProblemSpec &p = spec.problem;
  const int failuresBefore = failures;
  const std::string name = spec.name();
  const int64_t elements = p.tokens * p.hidden;
  const int64_t rowBytes = p.hidden * elementBytes(p.dtype);
  if (!checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize"))
    return false;
  checkStatus(runtime.asyncError(), "asyncError after the call");

  // Every element written: none is still the NaN poison.
  unsigned long long counts[2] = {0, 0};
  checkCuda(cudaMemsetAsync(probes, 0, sizeof(counts), stream), "memset");
  checkCuda(countNaNs(buffers.normed, p.dtype, elements, &probes[0], stream),
            "countNaNs");
  if (buffers.residualOut)
    checkCuda(
        countNaNs(buffers.residualOut, p.dtype, elements, &probes[0], stream),
        "countNaNs");
  checkCuda(addContentHash(buffers.normed, elements * elementBytes(p.dtype),
                           &probes[1], stream),
            "addContentHash");
  if (buffers.residualOut)
    checkCuda(addContentHash(buffers.residualOut,
                             elements * elementBytes(p.dtype), &probes[1],
                             stream),
              "addContentHash");
  checkCuda(cudaMemcpyAsync(counts, probes, sizeof(counts),
                            cudaMemcpyDeviceToHost, stream),
            "cudaMemcpyAsync");
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  check(counts[0] == 0, name + ": " + std::to_string(counts[0]) +
                            " output elements still NaN (not written)");

  // The reference, on sampled rows.
  std::set<int64_t> rows;
  if (p.tokens <= kSampledRows) {
    for (int64_t row = 0; row < p.tokens; ++row)
      rows.insert(row);
  } else {
    rows.insert(0);
    rows.insert(p.tokens - 1);
    for (uint64_t i = 0; rows.size() < size_t(kSampledRows); ++i)
      rows.insert(int64_t(mixBits(p.seed * 131 + i) % uint64_t(p.tokens)));
  }
  std::vector<char> normedRow(rowBytes), residualRow(rowBytes);
  comparison = Comparison();
  for (int64_t row : rows) {
    checkCuda(cudaMemcpy(normedRow.data(),
                         static_cast<char *>(buffers.normed) + row * rowBytes,
                         size_t(rowBytes), cudaMemcpyDeviceToHost),
              "cudaMemcpy");
    if (buffers.residualOut)
      checkCuda(
          cudaMemcpy(residualRow.data(),
                     static_cast<char *>(buffers.residualOut) + row * rowBytes,
                     size_t(rowBytes), cudaMemcpyDeviceToHost),
          "cudaMemcpy");
    compareRow(p, row, normedRow.data(),
               buffers.residualOut ? residualRow.data() : nullptr, comparison);
  }
  check(comparison.passed(), name + ": " + comparison.summary());

  // Every rank holds the same bits: the hash's four 16-bit pieces, summed
  // over ranks in f32 (exact), equal world size times this rank's.
  float pieces[4], sums[4];
  for (int i = 0; i < 4; ++i)
    pieces[i] = float(counts[1] >> (16 * i) & 0xffff);
  checkCuda(
      cudaMemcpy(exchange, pieces, sizeof(pieces), cudaMemcpyHostToDevice),
      "cudaMemcpy");
  checkStatus(runtime.sumFloats(exchange, 4, stream),
              "all-reduce of the output hashes");
  checkCuda(cudaMemcpyAsync(sums, exchange, sizeof(sums),
                            cudaMemcpyDeviceToHost, stream),
            "cudaMemcpyAsync");
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  bool identical = true;
  for (int i = 0; i < 4; ++i)
    identical &= sums[i] == pieces[i] * float(setup.worldSize);
  check(identical, name + ": outputs differ between ranks");
  return failures == failuresBefore;
}

void RankTester::record(const std::string &group, bool fused, bool passed,
                        const Comparison &comparison) {
  auto [it, inserted] = tallies.try_emplace(group);
  if (inserted)
    groupOrder.push_back(group);
  Tally &tally = it->second;
  ++tally.cases;
  tally.failedCases += passed ? 0 : 1;
  (fused ? tally.fused : tally.fallback) += 1;
  tally.maxRelativeError =
      std::max(tally.maxRelativeError, comparison.maxNormedRelativeError);
  tally.maxNormwiseError =
      std::max(tally.maxNormwiseError, comparison.normwiseError());
}

void RankTester::runCase(Runtime &runtime, const std::string &group,
                         const CaseSpec &spec) {
  const CallBuffers buffers = mainBuffers(spec);
  prepare(spec, buffers);
  const bool fused = issue(runtime, spec, buffers);
  Comparison comparison;
  const bool passed = verify(runtime, spec, buffers, comparison);
  record(group, fused, passed, comparison);
}

void RankTester::runMatrix() {
  std::vector<int64_t> hiddens = {1024, 4096, 7168, 8192};
  std::vector<tpfuse_dtype> dtypes = {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                      TPFUSE_DTYPE_F32};
  int64_t maxTokens = 8192;
  if (setup.quick) {
    hiddens = {1024, 7168};
    dtypes = {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F32};
    maxTokens = 64;
  }
  for (int64_t hidden : hiddens)
    for (tpfuse_dtype dtype : dtypes) {
      const std::string group = std::string("matrix ") + dtypeName(dtype) +
                                " hidden " + std::to_string(hidden);
      for (int64_t tokens = 1; tokens <= maxTokens;
           tokens *= setup.quick ? 8 : 2)
        for (tpfuse_algorithm algorithm :
             {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
              TPFUSE_ALGORITHM_TWO_SHOT})
          for (int variant = 0; variant < 4; ++variant) {
            CaseSpec spec = makeCase(tokens, hidden, dtype, algorithm,
                                     /*residual=*/variant < 2,
                                     /*residualOut=*/variant % 2 == 0);
            if (algorithm != TPFUSE_ALGORITHM_AUTO) {
              NormProblem problem{main.input,  nullptr, main.weight,
                                  main.normed, nullptr, tokens,
                                  hidden,      dtype,   kEpsilon};
              const char *reason =
                  setup.fused->fusedDeclineReason(problem, algorithm);
              check(!reason, spec.name() +
                                 ": an explicit algorithm declined: " +
                                 (reason ? reason : ""));
            }
            runCase(fused, group, spec);
          }
    }
}

void RankTester::runOddShapes() {
  // Rows that are not 16-byte multiples (declined; the norm's
  // element-wise path), rows beyond the capacity (declined), token counts
  // that split unevenly across ranks and blocks.
  struct Shape {
    int64_t hidden;
    tpfuse_dtype dtype;
    std::vector<int64_t> tokens;
  };
  std::vector<Shape> shapes = {
      {1004, TPFUSE_DTYPE_BF16, {1, 7, 100}},
      {1003, TPFUSE_DTYPE_F32, {1, 5}},
      {1000, TPFUSE_DTYPE_F32, {1, 3, 7, 100, 1000}},
      {7168, TPFUSE_DTYPE_BF16, {3, 100, 1000}},
      {20000, TPFUSE_DTYPE_F32, {1, 5}},
  };
  if (setup.quick)
    shapes = {{1004, TPFUSE_DTYPE_BF16, {7}}, {1000, TPFUSE_DTYPE_F32, {3}}};
  for (const Shape &shape : shapes)
    for (int64_t tokens : shape.tokens)
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
            TPFUSE_ALGORITHM_TWO_SHOT})
        runCase(fused, "odd shapes",
                makeCase(tokens, shape.hidden, shape.dtype, algorithm,
                         /*residual=*/true, /*residualOut=*/true));
}

void RankTester::runInPlace() {
  for (int64_t tokens : setup.quick ? std::vector<int64_t>{4}
                                    : std::vector<int64_t>{1, 64, 1024})
    for (tpfuse_algorithm algorithm :
         {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
          TPFUSE_ALGORITHM_TWO_SHOT})
      runCase(fused, "in place",
              makeCase(tokens, 4096, TPFUSE_DTYPE_BF16, algorithm,
                       /*residual=*/true, /*residualOut=*/true,
                       /*inPlace=*/true));
  runCase(declining, "in place",
          makeCase(64, 4096, TPFUSE_DTYPE_BF16, TPFUSE_ALGORITHM_AUTO,
                   /*residual=*/true, /*residualOut=*/true, /*inPlace=*/true));
}

void RankTester::runGraphs() {
  // A graph of kCalls calls (more than the 3 rotating buffers, so replays
  // start at different buffers), replayed with new inputs each time.
  constexpr int kCalls = 5, kReplays = 3;
  struct GraphConfig {
    tpfuse_dtype dtype;
    int64_t hidden;
    int64_t tokens;
    /// Per call; mixing algorithms shares the rotation between kernels.
    std::vector<tpfuse_algorithm> algorithms;
  };
  std::vector<GraphConfig> configs;
  const std::vector<int64_t> tokenCounts =
      setup.quick ? std::vector<int64_t>{16}
                  : std::vector<int64_t>{1, 16, 256, 2048};
  for (auto [dtype, hidden] : {std::pair{TPFUSE_DTYPE_BF16, int64_t(7168)},
                               std::pair{TPFUSE_DTYPE_F32, int64_t(4096)}})
    for (int64_t tokens : tokenCounts) {
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
            TPFUSE_ALGORITHM_TWO_SHOT})
        configs.push_back({dtype, hidden, tokens,
                           std::vector<tpfuse_algorithm>(kCalls, algorithm)});
      configs.push_back({dtype,
                         hidden,
                         tokens,
                         {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT,
                          TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT,
                          TPFUSE_ALGORITHM_AUTO}});
    }

  for (const GraphConfig &config : configs) {
    const std::string group = "graph replay";
    const int64_t bytes =
        config.tokens * config.hidden * elementBytes(config.dtype);
    std::vector<CallBuffers> calls(kCalls);
    meetIdlePeers("graph replay: before allocating");
    bool ok = true;
    for (CallBuffers &call : calls)
      for (void **buffer : {&call.input, &call.residual, &call.normed,
                            &call.residualOut, &call.weight})
        ok &= checkCuda(cudaMalloc(buffer, size_t(bytes)), "cudaMalloc");
    std::vector<CaseSpec> specs;
    for (int call = 0; call < kCalls; ++call)
      specs.push_back(makeCase(config.tokens, config.hidden, config.dtype,
                               config.algorithms[call], /*residual=*/true,
                               /*residualOut=*/true));

    cudaGraph_t graph = nullptr;
    cudaGraphExec_t executable = nullptr;
    std::vector<bool> fusedCalls(kCalls);
    ok &= checkCuda(
        cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
        "cudaStreamBeginCapture");
    for (int call = 0; call < kCalls; ++call)
      fusedCalls[call] = issue(fused, specs[call], calls[call]);
    ok &=
        checkCuda(cudaStreamEndCapture(stream, &graph), "cudaStreamEndCapture");
    ok &= checkCuda(cudaGraphInstantiate(&executable, graph, 0),
                    "cudaGraphInstantiate");
    meetIdlePeers("graph replay: before the replays");

    for (int replay = 0; ok && replay < kReplays; ++replay) {
      for (int call = 0; call < kCalls; ++call) {
        if (replay > 0)
          specs[call].problem.seed = nextSeed++;
        prepare(specs[call], calls[call]);
      }
      checkCuda(cudaGraphLaunch(executable, stream), "cudaGraphLaunch");
      for (int call = 0; call < kCalls; ++call) {
        Comparison comparison;
        const bool passed = verify(fused, specs[call], calls[call], comparison);
        record(group, fusedCalls[call], passed, comparison);
      }
    }
    if (!ok) {
      // Keep the collective sequence of the other ranks: nothing to do but
      // report; a capture failure is the same on every rank.
      log("FAIL: graph setup for " + specs[0].name());
    }
    meetIdlePeers("graph replay: before freeing");
    // Idle until the next config's meeting before its replays.
    checkProtocolState("the graph of " + specs[0].name());
    if (executable)
      cudaGraphExecDestroy(executable);
    if (graph)
      cudaGraphDestroy(graph);
    for (CallBuffers &call : calls)
      for (void *buffer : {call.input, call.residual, call.normed,
                           call.residualOut, call.weight})
        cudaFree(buffer);
  }
}

void RankTester::meetIdlePeers(const char *where) {
  checkCuda(cudaStreamSynchronize(stream), where);
  bool all = false;
  checkStatus(setup.fused->allAgree(true, &all), where);
}

void RankTester::checkProtocolState(const std::string &where) {
  const std::string problems =
      auditIdleProtocol(static_cast<const CudaBackend &>(*setup.fused), stream);
  check(problems.empty(), "protocol state after " + where + ": " + problems);
  ++protocolAudits;
}

void RankTester::auditProtocol(const std::string &where) {
  meetIdlePeers("meeting for the protocol audit");
  checkProtocolState(where);
  meetIdlePeers("meeting after the protocol audit");
}

void RankTester::runForcedDecline() {
  for (int64_t tokens : setup.quick ? std::vector<int64_t>{4}
                                    : std::vector<int64_t>{1, 128, 4096})
    for (tpfuse_dtype dtype : {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F32})
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
            TPFUSE_ALGORITHM_TWO_SHOT}) {
        CaseSpec spec = makeCase(tokens, 7168, dtype, algorithm,
                                 /*residual=*/true, /*residualOut=*/true);
        NormProblem problem{
            main.input,       main.residual, main.weight, main.normed,
            main.residualOut, tokens,        7168,        dtype,
            kEpsilon};
        check(setup.declining->fusedDeclineReason(problem, algorithm) !=
                  nullptr,
              spec.name() + ": the forced-decline backend did not decline");
        runCase(declining, "forced decline", spec);
      }
}

void RankTester::runCApi() {
  CApiRuntime api(setup.api);
  const std::vector<int64_t> tokenCounts =
      setup.quick ? std::vector<int64_t>{4}
                  : std::vector<int64_t>{1, 128, 2048, 8192};
  for (int64_t tokens : tokenCounts)
    for (tpfuse_algorithm algorithm :
         {TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
          TPFUSE_ALGORITHM_TWO_SHOT})
      runCase(api, "C API",
              makeCase(tokens, 7168, TPFUSE_DTYPE_BF16, algorithm,
                       /*residual=*/true,
                       /*residualOut=*/true));
  // Forced decline switched on at run time: the entry pays the all-reduce.
  checkStatus(tpfuse_comm_set_force_decline(setup.api, 1),
              "tpfuse_comm_set_force_decline(1)");
  tpfuse_counters before{}, after{};
  checkStatus(tpfuse_comm_get_counters(setup.api, &before), "counters");
  for (int64_t tokens : {int64_t(1), int64_t(128)})
    runCase(api, "C API forced decline",
            makeCase(tokens, 7168, TPFUSE_DTYPE_BF16, TPFUSE_ALGORITHM_AUTO,
                     /*residual=*/true, /*residualOut=*/true));
  checkStatus(tpfuse_comm_get_counters(setup.api, &after), "counters");
  // Each case: one decline and one owed all-reduce, plus the hash exchange.
  check(after.declines == before.declines + 2 &&
            after.fused_calls == before.fused_calls,
        "C API forced decline: counters moved by " +
            std::to_string(after.declines - before.declines) + " declines, " +
            std::to_string(after.fused_calls - before.fused_calls) +
            " fused calls (expected 2, 0)");
  checkStatus(tpfuse_comm_set_force_decline(setup.api, 0),
              "tpfuse_comm_set_force_decline(0)");
}

/// Empty batches (0 tokens, count 0) through every C API entry, with null
/// and with real buffers, directly and inside a CUDA graph: each succeeds on
/// every rank and writes nothing (the poisoned outputs keep their bytes).
void RankTester::runEmptyBatches() {
  const int64_t hidden = 7168;
  const CaseSpec spec = makeCase(0, hidden, TPFUSE_DTYPE_BF16,
                                 TPFUSE_ALGORITHM_AUTO, /*residual=*/true,
                                 /*residualOut=*/true);
  CallBuffers buffers = mainBuffers(spec);
  // The first row of each output, poisoned; it must stay so.
  const size_t rowBytes = hidden * 2;
  std::vector<char> poison(rowBytes, char(0x7b));
  for (void *output : {buffers.normed, buffers.residualOut})
    checkCuda(
        cudaMemcpy(output, poison.data(), rowBytes, cudaMemcpyHostToDevice),
        "empty batches: poison");
  tpfuse_counters before{}, after{};
  checkStatus(tpfuse_comm_get_counters(setup.api, &before), "counters");
  auto callAll = [&](bool nullBuffers, const std::string &how) {
    tpfuse_rms_norm_args args = normArgs(spec, buffers, buffers.input);
    if (nullBuffers) {
      args.input = args.residual = nullptr;
      args.normed = args.residual_out = nullptr;
    }
    const std::string suffix = " (" + how + ")";
    auto expect = [&](tpfuse_status status, const char *entry) {
      check(status == TPFUSE_SUCCESS,
            std::string("empty batches: ") + entry + suffix + ": " +
                tpfuse_status_name(status) + " " + tpfuse_last_error_message());
    };
    expect(tpfuse_all_reduce(setup.api, args.input, args.normed, 0,
                             TPFUSE_DTYPE_BF16, stream),
           "tpfuse_all_reduce");
    expect(tpfuse_rms_norm(setup.api, &args, stream), "tpfuse_rms_norm");
    expect(tpfuse_all_reduce_residual_rms_norm(setup.api, &args, stream),
           "tpfuse_all_reduce_residual_rms_norm");
    tpfuse_status fused =
        tpfuse_fused_all_reduce_rms_norm(setup.api, &args, stream);
    check(fused == TPFUSE_SUCCESS || fused == TPFUSE_DECLINED,
          "empty batches: tpfuse_fused_all_reduce_rms_norm" + suffix + ": " +
              tpfuse_status_name(fused) + " " + tpfuse_last_error_message());
  };
  callAll(/*nullBuffers=*/true, "null buffers");
  callAll(/*nullBuffers=*/false, "real buffers");
  checkCuda(cudaStreamSynchronize(stream), "empty batches: synchronize");

  // Captured: the graph holds no work of these calls, and replays.
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t exec = nullptr;
  if (checkCuda(
          cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
          "empty batches: begin capture")) {
    callAll(/*nullBuffers=*/false, "captured");
    if (checkCuda(cudaStreamEndCapture(stream, &graph),
                  "empty batches: end capture") &&
        checkCuda(cudaGraphInstantiate(&exec, graph, 0),
                  "empty batches: instantiate")) {
      for (int replay = 0; replay < 3; ++replay)
        checkCuda(cudaGraphLaunch(exec, stream), "empty batches: replay");
      checkCuda(cudaStreamSynchronize(stream), "empty batches: synchronize");
    }
  }
  if (exec)
    cudaGraphExecDestroy(exec);
  if (graph)
    cudaGraphDestroy(graph);

  for (void *output : {buffers.normed, buffers.residualOut}) {
    std::vector<char> row(rowBytes);
    checkCuda(cudaMemcpy(row.data(), output, rowBytes, cudaMemcpyDeviceToHost),
              "empty batches: read back");
    check(row == poison, "empty batches: an output was written");
  }
  checkStatus(tpfuse_comm_get_counters(setup.api, &after), "counters");
  log("empty batches: counters moved by " +
      std::to_string(after.explicit_all_reduces - before.explicit_all_reduces) +
      " explicit all-reduces, " +
      std::to_string(after.fused_calls - before.fused_calls) + " fused, " +
      std::to_string(after.declines - before.declines) + " declines");
}

void RankTester::runTimeout() {
  const int failuresBefore = failures;
  // Rank 0 calls the fused path alone: its kernel must give up after the
  // spin bound and report TIMEOUT, and abort the protocol on the peers,
  // whose next call must report it too. Rank 0 waits for its timeout
  // before the peers call (a barrier on the main backend), so the peers'
  // data cannot rescue rank 0's call.
  auto &backend = static_cast<CudaBackend &>(*setup.timeout);
  CaseSpec spec = makeCase(16, 1024, TPFUSE_DTYPE_BF16,
                           TPFUSE_ALGORITHM_ONE_SHOT, /*residual=*/true,
                           /*residualOut=*/true);
  const CallBuffers buffers = mainBuffers(spec);
  const ProblemSpec &p = spec.problem;
  NormProblem problem{buffers.input,
                      buffers.residual,
                      buffers.weight,
                      buffers.normed,
                      buffers.residualOut,
                      p.tokens,
                      p.hidden,
                      p.dtype,
                      p.epsilon};
  prepare(spec, buffers);
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  bool all = false;
  if (setup.rank == 0) {
    const auto start = std::chrono::steady_clock::now();
    checkStatus(backend.fusedAllReduceRmsNorm(problem, spec.algorithm, stream),
                "the lone fused call (it returns before the kernel runs)");
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count();
    const tpfuse_status status = backend.asyncError();
    const std::string message = runtime::lastErrorMessage();
    check(status == TPFUSE_ERROR_TIMEOUT,
          std::string("timeout: asyncError is ") + tpfuse_status_name(status));
    check(seconds >= 0.9 * kTimeoutBackendSpinMs / 1000.0 && seconds < 10.0,
          "timeout: the kernel took " + std::to_string(seconds) + " s");
    log("timeout: kernel returned after " + std::to_string(seconds) +
        " s: " + message);
    // The report names the wait that expired; this backend's first call.
    check((message.find("waited for its call shape") != std::string::npos ||
           message.find("waited for its partial sum") != std::string::npos) &&
              message.find(" SM cycles) after ") != std::string::npos &&
              message.find("after 0 fused calls, when the peer had "
                           "completed 0") != std::string::npos,
          "timeout: the message does not report the wait: " + message);
    check(backend.fusedAllReduceRmsNorm(problem, spec.algorithm, stream) ==
              TPFUSE_ERROR_TIMEOUT,
          "timeout: the next fused call did not return TIMEOUT");
    checkStatus(setup.fused->allAgree(true, &all), "barrier");
  } else {
    checkStatus(setup.fused->allAgree(true, &all), "barrier");
    checkStatus(backend.fusedAllReduceRmsNorm(problem, spec.algorithm, stream),
                "the peer's later fused call (issued before it sees the "
                "abort)");
    checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
    const tpfuse_status status = backend.asyncError();
    const std::string message = runtime::lastErrorMessage();
    check(status == TPFUSE_ERROR_TIMEOUT &&
              message.find("aborted") != std::string::npos,
          "timeout: the peer's asyncError is " +
              std::string(tpfuse_status_name(status)) + " " + message);
    log("timeout: peer sees: " + message);
  }
  record("timeout", true, failures == failuresBefore, Comparison());
}

void RankTester::runIdenticalCase(Runtime &runtime, const std::string &group,
                                  const CaseSpec &spec,
                                  const std::vector<char> &normed,
                                  const std::vector<char> &residualOut) {
  const CallBuffers buffers = mainBuffers(spec);
  prepare(spec, buffers);
  const bool fused = issue(runtime, spec, buffers);
  Comparison comparison;
  bool passed = verify(runtime, spec, buffers, comparison);
  const size_t bytes = normed.size();
  std::vector<char> gotNormed(bytes), gotResidualOut(bytes);
  passed &= checkCuda(cudaMemcpy(gotNormed.data(), buffers.normed, bytes,
                                 cudaMemcpyDeviceToHost),
                      "cudaMemcpy");
  passed &= checkCuda(cudaMemcpy(gotResidualOut.data(), buffers.residualOut,
                                 bytes, cudaMemcpyDeviceToHost),
                      "cudaMemcpy");
  const int64_t size = elementBytes(spec.problem.dtype);
  int64_t differing = 0;
  for (size_t i = 0; i < bytes; i += size_t(size))
    differing +=
        std::memcmp(&gotNormed[i], &normed[i], size_t(size)) != 0 ||
        std::memcmp(&gotResidualOut[i], &residualOut[i], size_t(size)) != 0;
  passed &= check(differing == 0, spec.name() + ": " + group + ": " +
                                      std::to_string(differing) +
                                      " elements differ from the fused result");
  record(group, fused, passed, comparison);
}

void RankTester::runVariants() {
  // Every variant x dtype x algorithm x residual on a few shapes: the fused
  // result against the variant's reference, which the reference of every
  // variant that differs for the problem must reject; then the forced
  // decline (all-reduce + local norm in place) and the unfused C API
  // entries must give the same bytes.
  struct Variant {
    uint32_t flags;
    float offset;
  };
  constexpr uint32_t kAfter = TPFUSE_NORM_WEIGHT_AFTER_ROUNDING,
                     kF32Sum = TPFUSE_NORM_RESIDUAL_ADD_IN_F32,
                     kInDtype = TPFUSE_NORM_COMPUTE_IN_DTYPE;
  const std::vector<Variant> variants = {{TPFUSE_NORM_DEFAULT, 0.0f},
                                         {kAfter, 0.0f},
                                         {kF32Sum, 0.0f},
                                         {kAfter | kF32Sum, 0.0f},
                                         {TPFUSE_NORM_DEFAULT, 1.0f},
                                         {kAfter, 1.0f},
                                         {kAfter | kF32Sum, 0.25f},
                                         {kInDtype, 0.0f}};
  struct Shape {
    int64_t hidden;
    int64_t tokens;
  };
  // 1032 x 45: a row that ends a pack into a chunk of the chaining
  // local norm, and a last block with fewer rows than the others
  // (InDtypeChainRule.h). 1032 x 1033: two rows a block by the rule (on
  // 132 multiprocessors), three chunks a row, and a last block of one row,
  // which must stage its chunks in the two-row layout (staged in its own,
  // whole-row one, its second chunk was never written where it is read).
  std::vector<Shape> shapes = {{2048, 1}, {2048, 7},  {2048, 64},  {2048, 300},
                               {8192, 3}, {1032, 45}, {1032, 1033}};
  if (setup.quick)
    shapes = {{2048, 3}};
  if (!check(setup.api != nullptr, "variants: no C API communicator"))
    return;
  UnfusedApiRuntime unfused(setup.api);
  int distinguished = 0;
  for (tpfuse_dtype dtype :
       {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32}) {
    const std::string group = std::string("variants ") + dtypeName(dtype);
    for (const Variant &variant : variants) {
      if ((variant.flags & kInDtype) && dtype == TPFUSE_DTYPE_F32)
        continue; // not defined for f32 (the API rejects it)
      for (tpfuse_algorithm algorithm :
           {TPFUSE_ALGORITHM_ONE_SHOT, TPFUSE_ALGORITHM_TWO_SHOT})
        for (bool residual : {true, false})
          for (const Shape &shape : shapes) {
            CaseSpec spec =
                makeCase(shape.tokens, shape.hidden, dtype, algorithm, residual,
                         /*residualOut=*/true);
            ProblemSpec &p = spec.problem;
            p.variant = variant.flags;
            p.weightOffset = variant.offset;
            p.residualShift = 5;
            const std::string name = spec.name();
            const CallBuffers buffers = mainBuffers(spec);
            NormProblem problem{buffers.input,
                                buffers.residual,
                                buffers.weight,
                                buffers.normed,
                                buffers.residualOut,
                                p.tokens,
                                p.hidden,
                                p.dtype,
                                p.epsilon,
                                p.variant,
                                p.weightOffset};
            const char *reason =
                setup.fused->fusedDeclineReason(problem, algorithm);
            check(!reason, name + ": the fused path declined: " +
                               (reason ? reason : ""));

            prepare(spec, buffers);
            const bool fused = issue(this->fused, spec, buffers);
            Comparison comparison;
            bool passed = verify(this->fused, spec, buffers, comparison);
            passed &= check(fused, name + ": did not run fused");
            const int64_t rowBytes = p.hidden * elementBytes(dtype);
            const size_t bytes = size_t(p.tokens * rowBytes);
            std::vector<char> normed(bytes), residualOut(bytes);
            passed &= checkCuda(cudaMemcpy(normed.data(), buffers.normed, bytes,
                                           cudaMemcpyDeviceToHost),
                                "cudaMemcpy");
            passed &=
                checkCuda(cudaMemcpy(residualOut.data(), buffers.residualOut,
                                     bytes, cudaMemcpyDeviceToHost),
                          "cudaMemcpy");
            // The reference of each variant that differs for this problem
            // must reject the result (on the first rows).
            for (const Variant &other : variants) {
              if ((other.flags & kInDtype) && dtype == TPFUSE_DTYPE_F32)
                continue;
              if (effectiveVariant(p, other.flags) ==
                      effectiveVariant(p, p.variant) &&
                  other.offset == p.weightOffset)
                continue;
              Comparison wrong;
              for (int64_t row = 0; row < std::min<int64_t>(p.tokens, 4); ++row)
                compareRowWith(p, other.flags, other.offset, row,
                               normed.data() + row * rowBytes,
                               residualOut.data() + row * rowBytes, wrong);
              passed &= check(!wrong.passed(),
                              name + ": the reference of variant " +
                                  variantName(other.flags, other.offset) +
                                  " accepts it too: " + wrong.summary());
              ++distinguished;
            }
            record(group, fused, passed, comparison);

            runIdenticalCase(declining, group + ", forced decline", spec,
                             normed, residualOut);
            runIdenticalCase(unfused, group + ", unfused C API", spec, normed,
                             residualOut);
          }
    }
  }
  log("variants: the references of " + std::to_string(distinguished) +
      " (case, other variant) pairs were checked to reject the result");
}

void RankTester::runVariantCost() {
  // The cost of the variants' code paths (informational): a fused call and
  // a local norm, bf16 hidden 7168, 10 calls each timed with events on
  // this rank's stream while the other ranks run the same.
  constexpr int kCalls = 10;
  cudaEvent_t start = nullptr, stop = nullptr;
  if (!checkCuda(cudaEventCreate(&start), "cudaEventCreate") ||
      !checkCuda(cudaEventCreate(&stop), "cudaEventCreate"))
    return;
  for (int64_t tokens : {int64_t(1), int64_t(128), int64_t(2048)})
    for (auto [variant, offset] :
         {std::pair{uint32_t(TPFUSE_NORM_DEFAULT), 0.0f},
          std::pair{uint32_t(TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                             TPFUSE_NORM_RESIDUAL_ADD_IN_F32),
                    1.0f},
          std::pair{uint32_t(TPFUSE_NORM_COMPUTE_IN_DTYPE), 0.0f}}) {
      const tpfuse_algorithm algorithm =
          tokens <= 128 ? TPFUSE_ALGORITHM_ONE_SHOT : TPFUSE_ALGORITHM_TWO_SHOT;
      CaseSpec spec = makeCase(tokens, 7168, TPFUSE_DTYPE_BF16, algorithm,
                               /*residual=*/true, /*residualOut=*/true);
      spec.problem.variant = variant;
      spec.problem.weightOffset = offset;
      const CallBuffers buffers = mainBuffers(spec);
      prepare(spec, buffers);
      checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
      float fusedMs = 0, normMs = 0;
      checkCuda(cudaEventRecord(start, stream), "cudaEventRecord");
      for (int call = 0; call < kCalls; ++call)
        issue(fused, spec, buffers);
      checkCuda(cudaEventRecord(stop, stream), "cudaEventRecord");
      checkCuda(cudaEventSynchronize(stop), "cudaEventSynchronize");
      checkCuda(cudaEventElapsedTime(&fusedMs, start, stop),
                "cudaEventElapsedTime");
      NormProblem problem{buffers.input,
                          buffers.residual,
                          buffers.weight,
                          buffers.normed,
                          buffers.residualOut,
                          tokens,
                          7168,
                          TPFUSE_DTYPE_BF16,
                          kEpsilon,
                          variant,
                          offset};
      checkCuda(cudaEventRecord(start, stream), "cudaEventRecord");
      for (int call = 0; call < kCalls; ++call)
        checkStatus(setup.fused->rmsNorm(problem, stream), "rmsNorm");
      checkCuda(cudaEventRecord(stop, stream), "cudaEventRecord");
      checkCuda(cudaEventSynchronize(stop), "cudaEventSynchronize");
      checkCuda(cudaEventElapsedTime(&normMs, start, stop),
                "cudaEventElapsedTime");
      checkStatus(static_cast<CudaBackend &>(*setup.fused).asyncError(),
                  "asyncError");
      char line[256];
      std::snprintf(line, sizeof(line),
                    "cost: bf16 hidden 7168 tokens %lld %s: fused %s %.1f "
                    "us/call, local norm %.1f us/call",
                    static_cast<long long>(tokens),
                    variantName(variant, offset).c_str(),
                    algorithmName(algorithm), 1000.0 * fusedMs / kCalls,
                    1000.0 * normMs / kCalls);
      log(line);
    }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
}

int RankTester::run() {
  if (!checkCuda(cudaSetDevice(setup.device), "cudaSetDevice") ||
      !checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                 "cudaStreamCreate") ||
      !allocateMain(setup.quick ? int64_t(64) * 8192 : int64_t(8192) * 8192,
                    20000))
    return failures;
  auto logLine = [this](const std::string &line) { log(line); };
  if (setup.quantOnly)
    return failures + runQuantTests(setup, stream, logLine);
  runMatrix();
  auditProtocol("the matrix");
  runOddShapes();
  auditProtocol("the odd shapes");
  runInPlace();
  auditProtocol("the in-place calls");
  runGraphs();
  runForcedDecline();
  runVariants();
  auditProtocol("the variants");
  failures += runQuantTests(setup, stream, logLine);
  auditProtocol("the quantized outputs");
  if (!setup.quick)
    runVariantCost();
  if (setup.api) {
    runCApi();
    runEmptyBatches();
    failures += runMatmulTests(setup.api, stream, setup.quick, logLine);
  }
  if (setup.timeout)
    runTimeout();

  int cases = 0, failedCases = 0;
  for (const std::string &group : groupOrder) {
    const Tally &tally = tallies[group];
    cases += tally.cases;
    failedCases += tally.failedCases;
    char errors[128];
    std::snprintf(errors, sizeof(errors),
                  "; normed error vs float64: max element %.3g, max "
                  "normwise %.3g",
                  tally.maxRelativeError, tally.maxNormwiseError);
    log("summary: " + group + ": " + std::to_string(tally.cases) + " cases, " +
        std::to_string(tally.failedCases) + " failed (" +
        std::to_string(tally.fused) + " fused, " +
        std::to_string(tally.fallback) + " NCCL + norm)" +
        (tally.maxNormwiseError > 0 ? errors : ""));
  }
  log("summary: protocol state audited at " + std::to_string(protocolAudits) +
      " points where every rank was idle");
  log("total: " + std::to_string(cases) + " cases, " +
      std::to_string(failedCases) + " failed, " + std::to_string(failures) +
      " failed checks");
  return failures;
}

} // namespace

int tpfuse::gputest::runRankTests(const RankSetup &setup) {
  RankTester tester(setup);
  return tester.run();
}
