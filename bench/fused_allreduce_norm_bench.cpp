//===- fused_allreduce_norm_bench.cpp - Fused vs split latency ------------===//
//
// Latency of one all-reduce + residual RMSNorm, per variant:
//   one-shot, two-shot   the fused kernels (TPFUSE_ALGORITHM_*),
//   split                ncclAllReduce, then the runtime's RMSNorm kernel,
//   nccl                 ncclAllReduce alone (for reference),
//   one-shot-unbounded   one-shot without the spin bound (its cost),
//   one-shot-no-pdl      one-shot without programmatic dependent launch,
//   one-shot-stamped,    the fused kernels with their stage clock on
//   two-shot-stamped     (--stages, cuda/FusedStageClock.h): where each
//                        call's time goes, printed per configuration;
//   norm                 the runtime's RMSNorm kernel alone on one rank
//                        with the whole GPU (--same-device: the baseline
//                        the fused call's extra time is measured from).
// One process drives every GPU, a thread each. With --same-device, two
// ranks share GPU 0 instead (the runtime's same-device test mode: threads
// of this process, each launch capped at half the multiprocessors), so the
// fused kernels' exchange is timed on a machine with one GPU; NCCL's
// variants do not exist there. Each measurement captures
// 16 calls in a CUDA graph, inputs rotating over enough sets to exceed 3x
// the L2 cache (at most 16), and replays it; a replay's time is the slowest
// GPU's, per call. Prints median, min and max over the replays, as CSV
// (all rows) and, last, a markdown table per (dtype, hidden) plus the size
// table rows the measurements suggest.
//
// Usage: tpfuse-gpu-bench [--quick] [--replays=N] [--same-device] [--stages]
//
//===----------------------------------------------------------------------===//

#include "TestTensors.h"
#include "common/Status.h"
#include "cuda/CudaBackend.h"
#include "cuda/SameDeviceGroup.h"
#include "fused_stage_report.h"

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <algorithm>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::Backend;
using runtime::NormProblem;
using runtime::cuda::CudaBackendOptions;

namespace {

constexpr int kCallsPerGraph = 16;
constexpr int kWarmupReplays = 3;
constexpr int64_t kRotationBytes = 3 * 60 * 1024 * 1024; // 3x L2

enum class Variant {
  OneShot,
  TwoShot,
  Split,
  Nccl,
  OneShotUnbounded,
  OneShotNoPdl,
  Norm,
  OneShotStamped,
  TwoShotStamped
};

bool stamped(Variant variant) {
  return variant == Variant::OneShotStamped ||
         variant == Variant::TwoShotStamped;
}

const char *variantName(Variant variant) {
  switch (variant) {
  case Variant::OneShot:
    return "one-shot";
  case Variant::TwoShot:
    return "two-shot";
  case Variant::Split:
    return "split";
  case Variant::Nccl:
    return "nccl";
  case Variant::OneShotUnbounded:
    return "one-shot-unbounded";
  case Variant::OneShotNoPdl:
    return "one-shot-no-pdl";
  case Variant::Norm:
    return "norm";
  case Variant::OneShotStamped:
    return "one-shot-stamped";
  case Variant::TwoShotStamped:
    break;
  }
  return "two-shot-stamped";
}

struct Config {
  tpfuse_dtype dtype;
  int64_t hidden;
  int64_t tokens;
  Variant variant;
};

struct Timing {
  double median = 0, min = 0, max = 0;
};

/// A reusable barrier for the GPU threads (C++17 has none).
class ThreadBarrier {
public:
  explicit ThreadBarrier(int count) : count(count) {}
  void wait() {
    std::unique_lock<std::mutex> lock(mutex);
    const int generation = this->generation;
    if (++arrived == count) {
      arrived = 0;
      ++this->generation;
      condition.notify_all();
      return;
    }
    condition.wait(lock, [&] { return generation != this->generation; });
  }

private:
  std::mutex mutex;
  std::condition_variable condition;
  int count;
  int arrived = 0;
  int generation = 0;
};

bool ok(cudaError_t status, const char *what) {
  if (status == cudaSuccess)
    return true;
  std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(status));
  return false;
}

bool ok(tpfuse_status status, const char *what) {
  if (status == TPFUSE_SUCCESS)
    return true;
  std::fprintf(stderr, "%s: %s %s\n", what, tpfuse_status_name(status),
               runtime::lastErrorMessage());
  return false;
}

struct GpuContext {
  int rank = 0;
  std::unique_ptr<Backend> bounded, unbounded, noPdl;
  /// --same-device, rank 0: a one-rank backend, for Variant::Norm.
  std::unique_ptr<Backend> whole;
  /// --stages: a backend with its stage clock on, and the clock's stamps.
  std::unique_ptr<Backend> stamping;
  runtime::cuda::StageStamp *stageClock = nullptr;
  cudaStream_t stream = nullptr;
};

/// Times `config` on one GPU; per-replay seconds per call in `perCall`.
/// `meet` returns once every rank taking part has reached the same point:
/// with ranks on one GPU, a cudaMalloc or cudaFree (which may synchronize
/// the device) must not run while a peer's fused kernels wait for this
/// rank's, so the ranks allocate, replay and free in step.
/// The stamped variants' stamps, after the replays, go to `stamps`.
bool measure(GpuContext &gpu, const Config &config, int replays,
             const std::function<void()> &meet, std::vector<double> &perCall,
             std::vector<runtime::cuda::StageStamp> &stamps) {
  const int64_t elements = config.tokens * config.hidden;
  const int64_t bytes = elements * elementBytes(config.dtype);
  const int sets = int(std::clamp<int64_t>((kRotationBytes + bytes - 1) / bytes,
                                           1, kCallsPerGraph));
  struct Set {
    void *input, *residual, *normed, *residualOut;
  };
  std::vector<Set> buffers(sets);
  void *weight = nullptr;
  bool good = ok(cudaMalloc(&weight, size_t(config.hidden) * 4), "cudaMalloc");
  good = good && ok(fillTestTensor(weight, config.dtype, config.hidden, 7,
                                   kSharedRank, TensorKind::Weight, gpu.stream),
                    "fill");
  for (int i = 0; i < sets && good; ++i) {
    Set &set = buffers[i];
    for (void **buffer :
         {&set.input, &set.residual, &set.normed, &set.residualOut})
      good = good && ok(cudaMalloc(buffer, size_t(bytes)), "cudaMalloc");
    good = good &&
           ok(fillTestTensor(set.input, config.dtype, elements, 11 + i,
                             gpu.rank, TensorKind::Input, gpu.stream),
              "fill") &&
           ok(fillTestTensor(set.residual, config.dtype, elements, 11 + i,
                             kSharedRank, TensorKind::Residual, gpu.stream),
              "fill");
  }

  Backend &backend = config.variant == Variant::OneShotUnbounded
                         ? *gpu.unbounded
                     : config.variant == Variant::OneShotNoPdl ? *gpu.noPdl
                     : config.variant == Variant::Norm         ? *gpu.whole
                     : stamped(config.variant)                 ? *gpu.stamping
                                                               : *gpu.bounded;
  const tpfuse_algorithm algorithm =
      config.variant == Variant::TwoShot ||
              config.variant == Variant::TwoShotStamped
          ? TPFUSE_ALGORITHM_TWO_SHOT
          : TPFUSE_ALGORITHM_ONE_SHOT;
  const size_t stampBytes =
      runtime::cuda::kStageClockStamps * sizeof(runtime::cuda::StageStamp);
  // Zero: no block stamped (stamps of another configuration would read as
  // this one's).
  if (stamped(config.variant))
    good = good && ok(cudaMemset(gpu.stageClock, 0, stampBytes), "cudaMemset");
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
  good = good && ok(cudaStreamSynchronize(gpu.stream), "sync");
  meet();
  good = good && ok(cudaStreamBeginCapture(gpu.stream,
                                           cudaStreamCaptureModeThreadLocal),
                    "cudaStreamBeginCapture");
  for (int call = 0; call < kCallsPerGraph && good; ++call) {
    const Set &set = buffers[call % sets];
    NormProblem problem{set.input,     set.residual,    weight,
                        set.normed,    set.residualOut, config.tokens,
                        config.hidden, config.dtype,    1e-6f};
    switch (config.variant) {
    case Variant::Split:
      good = ok(backend.allReduceSum(set.input, set.normed, elements,
                                     config.dtype, gpu.stream),
                "allReduceSum");
      problem.input = set.normed;
      good = good && ok(backend.rmsNorm(problem, gpu.stream), "rmsNorm");
      break;
    case Variant::Nccl:
      good = ok(backend.allReduceSum(set.input, set.normed, elements,
                                     config.dtype, gpu.stream),
                "allReduceSum");
      break;
    case Variant::Norm:
      good = ok(backend.rmsNorm(problem, gpu.stream), "rmsNorm");
      break;
    default:
      good = ok(backend.fusedAllReduceRmsNorm(problem, algorithm, gpu.stream),
                "fusedAllReduceRmsNorm");
    }
  }
  if (good) {
    good =
        ok(cudaStreamEndCapture(gpu.stream, &graph), "cudaStreamEndCapture") &&
        ok(cudaGraphInstantiate(&executable, graph, 0), "cudaGraphInstantiate");
  }
  std::vector<cudaEvent_t> events(replays + 1);
  for (cudaEvent_t &event : events)
    good = good && ok(cudaEventCreate(&event), "cudaEventCreate");
  for (int i = 0; i < kWarmupReplays && good; ++i)
    good = ok(cudaGraphLaunch(executable, gpu.stream), "cudaGraphLaunch");
  good = good && ok(cudaEventRecord(events[0], gpu.stream), "record");
  for (int i = 0; i < replays && good; ++i)
    good = ok(cudaGraphLaunch(executable, gpu.stream), "cudaGraphLaunch") &&
           ok(cudaEventRecord(events[i + 1], gpu.stream), "record");
  good = good && ok(cudaStreamSynchronize(gpu.stream), "sync");
  if (stamped(config.variant)) {
    stamps.resize(runtime::cuda::kStageClockStamps);
    good = good && ok(cudaMemcpy(stamps.data(), gpu.stageClock, stampBytes,
                                 cudaMemcpyDeviceToHost),
                      "cudaMemcpy");
  }
  meet();
  perCall.assign(replays, 0);
  for (int i = 0; i < replays && good; ++i) {
    float ms = 0;
    good = ok(cudaEventElapsedTime(&ms, events[i], events[i + 1]),
              "cudaEventElapsedTime");
    perCall[i] = ms * 1e-3 / kCallsPerGraph;
  }
  good = good &&
         ok(static_cast<runtime::cuda::CudaBackend &>(backend).asyncError(),
            "asyncError");

  for (cudaEvent_t event : events)
    if (event)
      cudaEventDestroy(event);
  if (executable)
    cudaGraphExecDestroy(executable);
  if (graph)
    cudaGraphDestroy(graph);
  for (Set &set : buffers)
    for (void *buffer : {set.input, set.residual, set.normed, set.residualOut})
      cudaFree(buffer);
  cudaFree(weight);
  return good;
}

/// What --same-device measures: the fused kernels beside the plain norm
/// on the whole GPU, where the small calls' latency is in question.
std::vector<Config> sameDeviceConfigs(bool quick) {
  std::vector<Config> list;
  for (int64_t hidden : {7168, 4096})
    for (int64_t tokens : {1, 16, 128, 512, 2048, 8192})
      if (!quick || (hidden == 7168 && tokens <= 128))
        for (Variant variant : {Variant::OneShot, Variant::TwoShot,
                                Variant::Norm, Variant::OneShotNoPdl})
          list.push_back({TPFUSE_DTYPE_BF16, hidden, tokens, variant});
  return list;
}

/// What --stages measures: each fused kernel with its stage clock on and,
/// beside it, off (what the stamps cost), where small calls' latency is in
/// question.
std::vector<Config> stageConfigs(bool quick) {
  std::vector<Config> list;
  for (int64_t tokens : {1, 16, 128, 2048})
    if (!quick || tokens <= 16)
      for (Variant variant : {Variant::OneShot, Variant::OneShotStamped,
                              Variant::TwoShot, Variant::TwoShotStamped})
        list.push_back({TPFUSE_DTYPE_BF16, 7168, tokens, variant});
  return list;
}

std::vector<Config> configs(bool quick, bool sameDevice, bool stages) {
  if (stages)
    return stageConfigs(quick);
  if (sameDevice)
    return sameDeviceConfigs(quick);
  std::vector<Config> list;
  std::vector<std::pair<tpfuse_dtype, int64_t>> shapes = {
      {TPFUSE_DTYPE_BF16, 7168},
      {TPFUSE_DTYPE_BF16, 4096},
      {TPFUSE_DTYPE_BF16, 1024},
      {TPFUSE_DTYPE_BF16, 8192},
      {TPFUSE_DTYPE_F32, 4096}};
  int64_t maxTokens = 8192;
  if (quick) {
    shapes = {{TPFUSE_DTYPE_BF16, 7168}};
    maxTokens = 64;
  }
  for (auto [dtype, hidden] : shapes)
    for (int64_t tokens = 1; tokens <= maxTokens; tokens *= 2)
      for (Variant variant :
           {Variant::OneShot, Variant::TwoShot, Variant::Split, Variant::Nccl})
        list.push_back({dtype, hidden, tokens, variant});
  // The spin bound's and PDL's cost, where latency rules.
  for (int64_t tokens : {1, 16, 128, 1024})
    for (Variant variant : {Variant::OneShotUnbounded, Variant::OneShotNoPdl})
      if (!quick || tokens <= maxTokens)
        list.push_back({TPFUSE_DTYPE_BF16, 7168, tokens, variant});
  return list;
}

const char *dtypeName(tpfuse_dtype dtype) {
  return dtype == TPFUSE_DTYPE_BF16  ? "bf16"
         : dtype == TPFUSE_DTYPE_F16 ? "f16"
                                     : "f32";
}

/// --same-device's table: per hidden size, the fused kernels beside the
/// plain norm on the whole GPU, and what the fused call costs beyond it.
void summarizeSameDevice(const std::vector<Config> &list,
                         const std::vector<Timing> &timings) {
  std::map<int64_t, std::map<int64_t, std::map<Variant, Timing>>> byHidden;
  for (size_t i = 0; i < list.size(); ++i)
    byHidden[list[i].hidden][list[i].tokens][list[i].variant] = timings[i];
  for (auto &[hidden, byTokens] : byHidden) {
    std::printf("\n### bf16, hidden %lld, 2 ranks on one GPU: median us per "
                "call (min-max)\n\n| tokens | one-shot | two-shot | "
                "one-shot no PDL | norm alone (whole GPU) | one-shot - norm "
                "|\n|---:|---:|---:|---:|---:|---:|\n",
                (long long)hidden);
    for (auto &[tokens, byVariant] : byTokens) {
      auto cell = [&](Variant variant) {
        const Timing &t = byVariant[variant];
        char text[64];
        std::snprintf(text, sizeof(text), "%.2f (%.2f-%.2f)", t.median, t.min,
                      t.max);
        return std::string(text);
      };
      std::printf(
          "| %lld | %s | %s | %s | %s | %.2f |\n", (long long)tokens,
          cell(Variant::OneShot).c_str(), cell(Variant::TwoShot).c_str(),
          cell(Variant::OneShotNoPdl).c_str(), cell(Variant::Norm).c_str(),
          byVariant[Variant::OneShot].median - byVariant[Variant::Norm].median);
    }
  }
}

/// Markdown tables and suggested size-table rows from the results.
void summarize(const std::vector<Config> &list,
               const std::vector<Timing> &timings, int worldSize) {
  std::map<std::pair<int, int64_t>,
           std::map<int64_t, std::map<Variant, Timing>>>
      byShape;
  for (size_t i = 0; i < list.size(); ++i)
    byShape[{list[i].dtype, list[i].hidden}][list[i].tokens][list[i].variant] =
        timings[i];
  std::string tableRows;
  for (auto &[shape, byTokens] : byShape) {
    const tpfuse_dtype dtype = tpfuse_dtype(shape.first);
    const int64_t hidden = shape.second;
    std::printf("\n### %s, hidden %lld: median us per call (min-max)\n\n",
                dtypeName(dtype), (long long)hidden);
    std::printf("| tokens | one-shot | two-shot | split (NCCL + norm) | "
                "NCCL alone | best |\n|---:|---:|---:|---:|---:|---|\n");
    int64_t oneShotMax = 0, twoShotMax = 0;
    bool oneShotRun = true, fusedRun = true;
    for (auto &[tokens, byVariant] : byTokens) {
      auto cell = [&](Variant variant) {
        auto it = byVariant.find(variant);
        if (it == byVariant.end())
          return std::string("-");
        char text[64];
        std::snprintf(text, sizeof(text), "%.1f (%.1f-%.1f)", it->second.median,
                      it->second.min, it->second.max);
        return std::string(text);
      };
      const double one = byVariant[Variant::OneShot].median;
      const double two = byVariant[Variant::TwoShot].median;
      const double split = byVariant[Variant::Split].median;
      const Variant best = one <= two && one <= split ? Variant::OneShot
                           : two <= split             ? Variant::TwoShot
                                                      : Variant::Split;
      std::printf("| %lld | %s | %s | %s | %s | %s |\n", (long long)tokens,
                  cell(Variant::OneShot).c_str(),
                  cell(Variant::TwoShot).c_str(), cell(Variant::Split).c_str(),
                  cell(Variant::Nccl).c_str(), variantName(best));
      const int64_t bytes = tokens * hidden * elementBytes(dtype);
      // One-shot while within 3% (about the replay-to-replay spread) of the
      // faster fused kernel; fused while it beats the split.
      oneShotRun &= one <= 1.03 * std::min(one, two);
      fusedRun &= std::min(one, two) < split;
      if (oneShotRun)
        oneShotMax = bytes;
      if (fusedRun)
        twoShotMax = bytes;
    }
    char row[128];
    std::snprintf(row, sizeof(row), "%d:%s:%lld:%lld:%lld;", worldSize,
                  dtypeName(dtype), (long long)hidden, (long long)oneShotMax,
                  (long long)std::max(oneShotMax, twoShotMax));
    tableRows += row;
  }
  for (Variant variant : {Variant::OneShotUnbounded, Variant::OneShotNoPdl}) {
    std::printf("\n### bf16, hidden 7168: one-shot vs %s, median us\n\n"
                "| tokens | one-shot | %s |\n|---:|---:|---:|\n",
                variantName(variant), variantName(variant));
    auto &byTokens = byShape[{TPFUSE_DTYPE_BF16, 7168}];
    for (auto &[tokens, byVariant] : byTokens)
      if (byVariant.count(variant))
        std::printf("| %lld | %.2f | %.2f |\n", (long long)tokens,
                    byVariant[Variant::OneShot].median,
                    byVariant[variant].median);
  }
  std::printf("\nsuggested size-table rows "
              "(WORLD:DTYPE:HIDDEN:ONE_SHOT_MAX:TWO_SHOT_MAX bytes; a "
              "TWO_SHOT_MAX equal to the largest message measured means the "
              "fused path won at every size):\n%s\n",
              tableRows.c_str());
}

/// Creates `gpu`'s backends: over NCCL with one GPU per rank, or, with
/// `sameDevice`, as ranks sharing GPU 0 (and rank 0's one-rank backend).
bool createBackends(GpuContext &gpu, int worldSize, bool sameDevice,
                    bool stages, char (&ids)[4][NCCL_UNIQUE_ID_BYTES],
                    const std::string (&keys)[4]) {
  CudaBackendOptions options;
  options.maxTokens = 8192;
  options.maxHidden = 8192;
  options.maxElementBytes = sameDevice ? 2 : 4;
  CudaBackendOptions small = options;
  small.maxTokens = sameDevice ? 8192 : 1024;
  small.maxElementBytes = 2;
  CudaBackendOptions unbounded = small, noPdl = small;
  unbounded.spinTimeout = std::chrono::milliseconds(0);
  noPdl.programmaticDependentLaunch = false;
  const int device = sameDevice ? 0 : gpu.rank;
  if (!ok(cudaSetDevice(device), "cudaSetDevice") ||
      !ok(cudaStreamCreateWithFlags(&gpu.stream, cudaStreamNonBlocking),
          "cudaStreamCreate"))
    return false;
  namespace cuda = runtime::cuda;
  if (stages) {
    CudaBackendOptions stamping = options;
    if (!ok(cudaMalloc(&gpu.stageClock,
                       cuda::kStageClockStamps * sizeof(cuda::StageStamp)),
            "cudaMalloc"))
      return false;
    stamping.stageClock = gpu.stageClock;
    if (!(sameDevice ? ok(cuda::createCudaBackendOnSharedDevice(
                              keys[3], gpu.rank, worldSize, device, stamping,
                              gpu.stamping),
                          "create")
                     : ok(cuda::createCudaBackendFromUniqueId(
                              ids[3], gpu.rank, worldSize, device, stamping,
                              gpu.stamping),
                          "create")))
      return false;
  }
  if (!sameDevice)
    return ok(cuda::createCudaBackendFromUniqueId(ids[0], gpu.rank, worldSize,
                                                  device, options, gpu.bounded),
              "create") &&
           ok(cuda::createCudaBackendFromUniqueId(ids[1], gpu.rank, worldSize,
                                                  device, unbounded,
                                                  gpu.unbounded),
              "create") &&
           ok(cuda::createCudaBackendFromUniqueId(ids[2], gpu.rank, worldSize,
                                                  device, noPdl, gpu.noPdl),
              "create");
  // No unbounded variant here: a rank that fails would leave its peer
  // spinning for ever.
  const bool created =
      ok(cuda::createCudaBackendOnSharedDevice(keys[0], gpu.rank, worldSize,
                                               device, options, gpu.bounded),
         "create") &&
      ok(cuda::createCudaBackendOnSharedDevice(keys[1], gpu.rank, worldSize,
                                               device, noPdl, gpu.noPdl),
         "create");
  CudaBackendOptions alone;
  return created &&
         (gpu.rank != 0 || ok(cuda::createCudaBackendOnSharedDevice(
                                  keys[2], 0, 1, device, alone, gpu.whole),
                              "create"));
}

} // namespace

int main(int argc, char **argv) {
  bool quick = false, sameDevice = false, stages = false;
  int replays = 30;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--quick") == 0)
      quick = true;
    else if (std::strcmp(argv[i], "--same-device") == 0)
      sameDevice = true;
    else if (std::strcmp(argv[i], "--stages") == 0)
      stages = true;
    else if (std::strncmp(argv[i], "--replays=", 10) == 0)
      replays = std::max(1, std::atoi(argv[i] + 10));
    else {
      std::fprintf(
          stderr,
          "usage: %s [--quick] [--replays=N] [--same-device] [--stages]\n",
          argv[0]);
      return 2;
    }
  }
  int devices = 0;
  if (!ok(cudaGetDeviceCount(&devices), "cudaGetDeviceCount") ||
      devices < (sameDevice ? 1 : 2)) {
    std::fprintf(stderr, "needs at least %d GPUs\n", sameDevice ? 1 : 2);
    return 1;
  }
  const int worldSize = sameDevice     ? 2
                        : devices >= 8 ? 8
                        : devices >= 4 ? 4
                                       : 2;
  char ids[4][NCCL_UNIQUE_ID_BYTES];
  if (!sameDevice)
    for (auto &id : ids)
      if (!ok(runtime::cuda::createNcclUniqueId(id), "createNcclUniqueId"))
        return 1;
  std::string keys[4];
  for (std::string &key : keys)
    key = runtime::cuda::SameDeviceGroup::uniqueKey();

  const std::vector<Config> list = configs(quick, sameDevice, stages);
  // stamps[config][gpu], for the stamped variants.
  std::vector<std::vector<std::vector<runtime::cuda::StageStamp>>> stamps(
      list.size(),
      std::vector<std::vector<runtime::cuda::StageStamp>>(worldSize));
  // perCall[gpu][config][replay]; a rank that does not take part in a
  // configuration (Variant::Norm beyond rank 0) leaves zeros.
  std::vector<std::vector<std::vector<double>>> perCall(
      worldSize, std::vector<std::vector<double>>(
                     list.size(), std::vector<double>(replays, 0.0)));
  std::vector<int> failed(worldSize, 0);
  ThreadBarrier barrier(worldSize);
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank)
    threads.emplace_back([&, rank] {
      GpuContext gpu;
      gpu.rank = rank;
      if (!createBackends(gpu, worldSize, sameDevice, stages, ids, keys))
        failed[rank] = 1;
      // Every rank measures, or none: measure() meets the others.
      barrier.wait();
      const bool everyoneSetUp =
          std::count(failed.begin(), failed.end(), 1) == 0;
      for (size_t i = 0; i < list.size() && everyoneSetUp; ++i) {
        // Same order on every GPU, and each GPU's capture done before the
        // next configuration starts.
        barrier.wait();
        if (list[i].variant == Variant::Norm && rank != 0)
          continue;
        const bool alone = list[i].variant == Variant::Norm;
        if (!measure(
                gpu, list[i], replays, [&] { alone ? void() : barrier.wait(); },
                perCall[rank][i], stamps[i][rank]))
          failed[rank] = 1;
      }
      if (gpu.stream)
        cudaStreamDestroy(gpu.stream);
      // After the backends, whose kernels write it.
      runtime::cuda::StageStamp *stageClock = gpu.stageClock;
      gpu = GpuContext();
      cudaFree(stageClock);
    });
  for (std::thread &thread : threads)
    thread.join();
  for (int rank = 0; rank < worldSize; ++rank)
    if (failed[rank]) {
      std::fprintf(stderr, "measurement failed on GPU %d\n", rank);
      return 1;
    }

  std::vector<Timing> timings(list.size());
  std::printf("dtype,hidden,tokens,variant,median_us,min_us,max_us\n");
  for (size_t i = 0; i < list.size(); ++i) {
    std::vector<double> slowest(replays, 0);
    for (int rank = 0; rank < worldSize; ++rank)
      for (int r = 0; r < replays; ++r)
        slowest[r] = std::max(slowest[r], perCall[rank][i][r] * 1e6);
    std::sort(slowest.begin(), slowest.end());
    timings[i] = {slowest[replays / 2], slowest.front(), slowest.back()};
    std::printf("%s,%lld,%lld,%s,%.2f,%.2f,%.2f\n", dtypeName(list[i].dtype),
                (long long)list[i].hidden, (long long)list[i].tokens,
                variantName(list[i].variant), timings[i].median, timings[i].min,
                timings[i].max);
  }
  if (stages) {
    for (size_t i = 0; i < list.size(); ++i)
      if (stamped(list[i].variant)) {
        // stageConfigs puts each stamped variant after its plain one.
        char title[256];
        std::snprintf(title, sizeof(title),
                      "%s, bf16, hidden %lld, %lld tokens, %d ranks%s: "
                      "%.2f us per call, %.2f us with the stamps off",
                      variantName(list[i].variant), (long long)list[i].hidden,
                      (long long)list[i].tokens, worldSize,
                      sameDevice ? " on one GPU" : "", timings[i].median,
                      timings[i - 1].median);
        bench::printStageReport(title, bench::computeStageReport(stamps[i]));
      }
  } else if (sameDevice)
    summarizeSameDevice(list, timings);
  else
    summarize(list, timings, worldSize);
  return 0;
}
