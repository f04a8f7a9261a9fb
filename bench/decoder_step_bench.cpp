//===- decoder_step_bench.cpp - A decoder step, fused vs unfused ----------===//
//
// The end-to-end question: what fusing each all-reduce into the residual
// RMSNorm that consumes it saves in a whole step of compiled code, and
// whether that is what the fused operator saves. test/e2e/decoder_stack.mlir
// (4 SwiGLU layers, 4 boundaries), resized to hidden 7168 and 2048 MLP
// columns per rank (TPFUSE_BENCH_HIDDEN, TPFUSE_BENCH_INTERMEDIATE), bf16,
// TP = 2, is compiled by tp-aot-pipeline for CUDA twice, fused and unfused,
// into this binary (test/e2e/CMakeLists.txt). Per token count:
//
//   1. check: both variants run directly; their outputs agree within bf16's
//      tolerance, and the counters say {0, 4, 0} and {4, 0, 0};
//   2. step: each variant captured in its own CUDA graph, one step per
//      replay; rounds alternate the variants (which goes first, too), each
//      timing `replays` replays, with an event after each replay;
//   3. operators: the pair the gain should come from, at [tokens, 7168]:
//      split (tpfuse_all_reduce, then tpfuse_rms_norm with residual) and
//      fused (tpfuse_fused_all_reduce_rms_norm, algorithm auto), 16 calls
//      per graph, timed the same way; predicted step gain =
//      4 x (split - fused). Also the split as the compiled unfused boundary
//      runs it, its sum in a temporary allocated and freed on the stream
//      (the one buffer the fused boundary does not have): 4 x (that - fused)
//      tells how much of the step's gain that buffer accounts for; and the
//      pair in context, each call after the down projection that produces
//      its input (tpfuse_matmul): 4 x (split - fused) there.
//
// Inputs are unchanged between replays. The weights (352 MiB per rank)
// stream from memory in every step, as in a real one; the operators' tensors
// stay in L2 at small sizes, as a boundary's do right after the down
// projection wrote them.
//
// Each rank times its own GPU; the ranks exchange their times through an
// all-reduce, and rank 0 reports both ranks and, per replay, the slower (the
// collectives keep the replays in lockstep). The float64 reference of the
// end-to-end tests is left out: at this size it would take hours.
//
// Usage, on 2 GPUs:
//   tpfuse-launch -n 2 -- tpfuse-decoder-step-bench
//       [--tokens 1,8,32,128,512,2048] [--rounds 20] [--replays 50]
//       [--json PATH]
// prints Markdown (and, with --json, writes JSON) on rank 0. TPFUSE_COMMIT,
// if set, is recorded as the commit measured.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "DecoderStackModel.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::decoderstack;

extern "C" Entry::Cuda _mlir_ciface_decoder_stack_fused;
extern "C" Entry::Cuda _mlir_ciface_decoder_stack_unfused;

namespace {

/// Weights of +-1/32 (standard deviation 0.018) keep every projection's
/// output of order 1 at fan-ins 7168 and 2048, as trained weights do.
constexpr Shape kShape{TPFUSE_BENCH_HIDDEN, TPFUSE_BENCH_INTERMEDIATE,
                       /*weightDenominator=*/256, /*weightLimit=*/1.0 / 32};
constexpr int kWorldSize = 2;
constexpr float kEpsilon = 1e-5f;
constexpr int kOperatorCallsPerGraph = 16;
/// DeepSeek-V3: 61 layers, each with two boundaries (attention's o_proj and
/// the MLP's or MoE's down projection).
constexpr int kDeepSeekV3Boundaries = 2 * 61;

/// What is timed, in the order of the exchanged samples.
enum Variant {
  StepUnfused,
  StepFused,
  OperatorSplit,
  OperatorFused,
  /// The split as the compiled unfused boundary runs it: the all-reduce
  /// writes a temporary that the graph allocates and frees on the stream.
  OperatorSplitTemporary,
  /// Each operator call after the down projection that produces its input
  /// (tpfuse_matmul), as in a step: the pair in context.
  OperatorSplitAfterMatmul,
  OperatorFusedAfterMatmul,
};
constexpr int kVariants = 7;
const char *const kVariantNames[kVariants] = {"step_unfused",
                                              "step_fused",
                                              "operator_split",
                                              "operator_fused",
                                              "operator_split_temporary",
                                              "operator_split_after_matmul",
                                              "operator_fused_after_matmul"};

struct Config {
  std::vector<int64_t> tokens = {1, 8, 32, 128, 512, 2048};
  int rounds = 20;
  int replays = 50;
  std::string jsonPath;
};

[[noreturn]] void usage(const char *program) {
  std::fprintf(stderr,
               "usage: tpfuse-launch -n 2 -- %s [--tokens N,N,...] "
               "[--rounds N] [--replays N] [--json PATH]\n",
               program);
  std::exit(2);
}

Config parseConfig(int argc, char **argv) {
  Config config;
  for (int arg = 1; arg < argc; arg += 2) {
    if (arg + 1 >= argc)
      usage(argv[0]);
    std::string option = argv[arg], value = argv[arg + 1];
    if (option == "--tokens") {
      config.tokens.clear();
      std::stringstream list(value);
      for (std::string item; std::getline(list, item, ',');)
        config.tokens.push_back(std::atoll(item.c_str()));
    } else if (option == "--rounds") {
      config.rounds = std::atoi(value.c_str());
    } else if (option == "--replays") {
      config.replays = std::atoi(value.c_str());
    } else if (option == "--json") {
      config.jsonPath = value;
    } else {
      usage(argv[0]);
    }
  }
  bool valid =
      config.rounds > 0 && config.replays > 0 && !config.tokens.empty();
  for (int64_t tokens : config.tokens)
    valid &= tokens > 0;
  if (!valid)
    usage(argv[0]);
  return config;
}

/// Exits unless `status` is TPFUSE_SUCCESS.
void checkStatus(int32_t status, const std::string &what) {
  if (status != TPFUSE_SUCCESS)
    fatal(what + ": " + tpfuse_status_name(static_cast<tpfuse_status>(status)) +
          " (" + tpfuse_last_error_message() + ")");
}

/// Events to time `replays` back-to-back replays, one after each.
class ReplayTimer {
public:
  explicit ReplayTimer(int replays) : events(replays + 1) {
    for (cudaEvent_t &event : events)
      checkCuda(cudaEventCreate(&event), "cudaEventCreate");
  }
  ~ReplayTimer() {
    for (cudaEvent_t event : events)
      checkCuda(cudaEventDestroy(event), "cudaEventDestroy");
  }
  ReplayTimer(const ReplayTimer &) = delete;
  ReplayTimer &operator=(const ReplayTimer &) = delete;

  /// Appends the microseconds of each replay of `graph`, per call of the
  /// `calls` it makes, to `samples`. A first, untimed replay absorbs the
  /// wait for the peers, which start the batch at different times.
  void time(CapturedGraph &graph, cudaStream_t stream, int calls,
            std::vector<float> &samples) {
    graph.launch(stream);
    checkCuda(cudaEventRecord(events[0], stream), "cudaEventRecord");
    for (size_t i = 1; i < events.size(); ++i) {
      graph.launch(stream);
      checkCuda(cudaEventRecord(events[i], stream), "cudaEventRecord");
    }
    checkCuda(cudaEventSynchronize(events.back()), "cudaEventSynchronize");
    for (size_t i = 1; i < events.size(); ++i) {
      float milliseconds = 0;
      checkCuda(cudaEventElapsedTime(&milliseconds, events[i - 1], events[i]),
                "cudaEventElapsedTime");
      samples.push_back(1000 * milliseconds / calls);
    }
  }

private:
  std::vector<cudaEvent_t> events;
};

struct Statistics {
  double median = 0, min = 0, max = 0;
};

Statistics statisticsOf(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  size_t middle = values.size() / 2;
  double median = values.size() % 2 ? values[middle]
                                    : (values[middle - 1] + values[middle]) / 2;
  return {median, values.front(), values.back()};
}

/// One token count's samples, [rank][variant][round * replays + replay], in
/// microseconds per step or per operator call.
class Samples {
public:
  Samples(int ranks, const Config &config)
      : ranks(ranks), rounds(config.rounds), replays(config.replays),
        values(static_cast<size_t>(ranks) * kVariants * rounds * replays) {}

  float *of(int rank, Variant variant) {
    return &values[(static_cast<size_t>(rank) * kVariants + variant) * rounds *
                   replays];
  }

  /// The slower rank's time of each replay of `variant` in `round`, or in
  /// every round if `round` is -1.
  std::vector<double> slower(Variant variant, int round = -1) {
    int first = round < 0 ? 0 : round, last = round < 0 ? rounds : round + 1;
    std::vector<double> result;
    for (int r = first; r < last; ++r)
      for (int replay = 0; replay < replays; ++replay) {
        double time = 0;
        for (int rank = 0; rank < ranks; ++rank)
          time =
              std::max<double>(time, of(rank, variant)[r * replays + replay]);
        result.push_back(time);
      }
    return result;
  }

  double rankMedian(int rank, Variant variant) {
    float *begin = of(rank, variant);
    return statisticsOf(std::vector<double>(begin, begin + rounds * replays))
        .median;
  }

  /// Per round, median(minuend) - median(subtrahend), of the slower rank.
  std::vector<double> roundDifferences(Variant minuend, Variant subtrahend) {
    std::vector<double> result;
    for (int round = 0; round < rounds; ++round)
      result.push_back(statisticsOf(slower(minuend, round)).median -
                       statisticsOf(slower(subtrahend, round)).median);
    return result;
  }

  int ranks, rounds, replays;
  std::vector<float> values;
};

/// Makes every rank's samples every rank's: each contributes its own slice,
/// zeros elsewhere, to a float32 all-reduce (a sum with zeros is exact).
void exchange(const Session &session, CudaContext &gpu, Samples &samples) {
  size_t bytes = samples.values.size() * sizeof(float);
  void *buffer = nullptr;
  checkCuda(cudaMalloc(&buffer, bytes), "cudaMalloc");
  checkCuda(cudaMemcpyAsync(buffer, samples.values.data(), bytes,
                            cudaMemcpyHostToDevice, gpu.stream),
            "cudaMemcpyAsync to the device");
  checkStatus(tpfuse_all_reduce(session.comm, buffer, buffer,
                                static_cast<int64_t>(samples.values.size()),
                                TPFUSE_DTYPE_F32, gpu.stream),
              "exchanging the timings");
  checkCuda(cudaMemcpyAsync(samples.values.data(), buffer, bytes,
                            cudaMemcpyDeviceToHost, gpu.stream),
            "cudaMemcpyAsync to the host");
  checkCuda(cudaStreamSynchronize(gpu.stream), "cudaStreamSynchronize");
  checkCuda(cudaFree(buffer), "cudaFree");
}

using DeviceWeights = decltype(std::declval<RankWeights &>().apply(upload));

DeviceWeights uploadWeights(int rank) {
  RankWeights host(rank, kShape);
  return host.apply(upload);
}

/// A step of one variant on `tokens` tokens.
CudaCall stepCall(Entry::Cuda *entry, DeviceTensor<2> &embeds,
                  DeviceWeights &weights, DeviceTensor<2> &output) {
  return [entry, &embeds, &weights, &output](tpfuse_comm *comm,
                                             cudaStream_t stream) {
    return std::apply(
        [&](auto &...tensors) {
          return entry(comm, stream, embeds.descriptor(),
                       tensors.descriptor()..., output.descriptor());
        },
        weights);
  };
}

/// The operator pair's tensors: this rank's partial sum, the residual stream
/// and the norm weight, and the outputs.
struct OperatorTensors {
  OperatorTensors(int rank, int64_t tokens)
      : tokens(tokens), input(filled(tokens, seedOf(100, rank))),
        residual(filled(tokens, seedOf(101))), sum({tokens, kShape.hidden}),
        normed({tokens, kShape.hidden}), residualOut({tokens, kShape.hidden}),
        weight(weights()), activation(filled({tokens, kShape.intermediate},
                                             seedOf(103, rank), 64, 1)),
        down(filled({kShape.hidden, kShape.intermediate}, seedOf(104, rank),
                    kShape.weightDenominator, kShape.weightLimit)) {}

  static DeviceTensor<2> filled(std::array<int64_t, 2> shape, uint64_t seed,
                                int denominator, double limit) {
    Tensor<2> host(shape);
    Values(seed).fill(host, denominator, limit);
    return DeviceTensor<2>(host);
  }
  static DeviceTensor<2> filled(int64_t tokens, uint64_t seed) {
    return filled({tokens, kShape.hidden}, seed, 64, 1);
  }

  /// The row-parallel down projection that produces this rank's partial sum
  /// in `input`, as in a step.
  int32_t produceInput(tpfuse_comm *comm, cudaStream_t stream) {
    return tpfuse_matmul(comm, activation.data(), down.data(), input.data(),
                         tokens, kShape.hidden, kShape.intermediate,
                         TPFUSE_DTYPE_BF16, /*b_transposed=*/1,
                         TPFUSE_DTYPE_BF16, stream);
  }

  /// `pair` kOperatorCallsPerGraph times, each after produceInput().
  CudaCall afterMatmul(CudaCall pair) {
    return [this, pair](tpfuse_comm *comm, cudaStream_t stream) {
      for (int call = 0; call < kOperatorCallsPerGraph; ++call) {
        int32_t status = produceInput(comm, stream);
        if (status == TPFUSE_SUCCESS)
          status = pair(comm, stream);
        if (status != TPFUSE_SUCCESS)
          return status;
      }
      return int32_t(TPFUSE_SUCCESS);
    };
  }
  static DeviceTensor<1> weights() {
    Tensor<1> host({kShape.hidden});
    Values(seedOf(102)).fillWeights(host);
    return DeviceTensor<1>(host);
  }

  /// The norm entries' arguments on this operator's buffers, the reduced
  /// sum (tpfuse_rms_norm) or the partial one (the fused entry) in `x`.
  tpfuse_rms_norm_args normArgs(const void *x) {
    tpfuse_rms_norm_args args;
    tpfuse_rms_norm_args_init(&args);
    args.dtype = TPFUSE_DTYPE_BF16;
    args.input = x;
    args.residual = residual.data();
    args.weight = weight.data();
    args.normed = normed.data();
    args.residual_out = residualOut.data();
    args.tokens = tokens;
    args.hidden = kShape.hidden;
    args.epsilon = kEpsilon;
    args.variant = TPFUSE_NORM_DEFAULT;
    args.weight_offset = 0.0f;
    args.algorithm = TPFUSE_ALGORITHM_AUTO;
    return args;
  }

  /// `calls` all-reduces, each followed by the residual norm.
  CudaCall split(int calls = kOperatorCallsPerGraph) {
    return [this, calls](tpfuse_comm *comm, cudaStream_t stream) {
      for (int call = 0; call < calls; ++call) {
        int32_t status = tpfuse_all_reduce(comm, input.data(), sum.data(),
                                           tokens * kShape.hidden,
                                           TPFUSE_DTYPE_BF16, stream);
        if (status == TPFUSE_SUCCESS) {
          const tpfuse_rms_norm_args args = normArgs(sum.data());
          status = tpfuse_rms_norm(comm, &args, stream);
        }
        if (status != TPFUSE_SUCCESS)
          return status;
      }
      return int32_t(TPFUSE_SUCCESS);
    };
  }

  /// split(), with the sum in a stream-ordered temporary per call, as the
  /// unfused compiled code has it (the fused code has no such buffer).
  CudaCall splitWithTemporary() {
    return [this](tpfuse_comm *comm, cudaStream_t stream) {
      size_t bytes = size_t(tokens * kShape.hidden) * sizeof(Bf16);
      for (int call = 0; call < kOperatorCallsPerGraph; ++call) {
        void *temporary = nullptr;
        if (cudaMallocAsync(&temporary, bytes, stream) != cudaSuccess)
          return int32_t(TPFUSE_ERROR_BACKEND);
        int32_t status = tpfuse_all_reduce(comm, input.data(), temporary,
                                           tokens * kShape.hidden,
                                           TPFUSE_DTYPE_BF16, stream);
        if (status == TPFUSE_SUCCESS) {
          const tpfuse_rms_norm_args args = normArgs(temporary);
          status = tpfuse_rms_norm(comm, &args, stream);
        }
        if (cudaFreeAsync(temporary, stream) != cudaSuccess &&
            status == TPFUSE_SUCCESS)
          status = TPFUSE_ERROR_BACKEND;
        if (status != TPFUSE_SUCCESS)
          return status;
      }
      return int32_t(TPFUSE_SUCCESS);
    };
  }

  /// `calls` fused calls; a decline fails the benchmark.
  CudaCall fused(int calls = kOperatorCallsPerGraph) {
    return [this, calls](tpfuse_comm *comm, cudaStream_t stream) {
      const tpfuse_rms_norm_args args = normArgs(input.data());
      for (int call = 0; call < calls; ++call)
        if (int32_t status =
                tpfuse_fused_all_reduce_rms_norm(comm, &args, stream))
          return status;
      return int32_t(TPFUSE_SUCCESS);
    };
  }

  int64_t tokens;
  DeviceTensor<2> input, residual, sum, normed, residualOut;
  DeviceTensor<1> weight;
  DeviceTensor<2> activation, down;
};

/// Runs `call` directly and checks its status and the counters it adds.
void checkCall(const Session &session, CudaContext &gpu, const CudaCall &call,
               tpfuse_counters expected, const std::string &what) {
  checkStatus(tpfuse_comm_reset_counters(session.comm),
              "resetting the counters");
  checkStatus(call(session.comm, gpu.stream), what);
  checkCuda(cudaStreamSynchronize(gpu.stream), "cudaStreamSynchronize");
  expectCounters(session, expected, what);
}

/// Checks both variants on `tokens` tokens, then times them and the
/// operator pair; returns every rank's samples.
Samples measure(const Session &session, CudaContext &gpu,
                DeviceWeights &weights, int64_t tokens, const Config &config) {
  std::string at = "tokens " + std::to_string(tokens);
  DeviceTensor<2> embeds(embeddings(tokens, kShape));
  DeviceTensor<2> fusedOutput({tokens, kShape.hidden});
  DeviceTensor<2> unfusedOutput({tokens, kShape.hidden});
  CudaCall fusedStep =
      stepCall(&_mlir_ciface_decoder_stack_fused, embeds, weights, fusedOutput);
  CudaCall unfusedStep = stepCall(&_mlir_ciface_decoder_stack_unfused, embeds,
                                  weights, unfusedOutput);

  auto count = static_cast<uint64_t>(kLayers);
  fusedOutput.poison(gpu.stream);
  unfusedOutput.poison(gpu.stream);
  checkCall(session, gpu, fusedStep, {0, count, 0}, at + ", fused step");
  checkCall(session, gpu, unfusedStep, {count, 0, 0}, at + ", unfused step");
  std::vector<Bf16> fused = fusedOutput.download(gpu.stream);
  std::vector<Bf16> unfused = unfusedOutput.download(gpu.stream);
  std::vector<double> unfusedValues(unfused.size());
  std::transform(unfused.begin(), unfused.end(), unfusedValues.begin(),
                 fromBf16);
  expectClose(session, fused, unfusedValues, at + ", fused vs unfused step");
  if (failures() > 0)
    std::exit(1);

  OperatorTensors operators(session.rank, tokens);
  CudaCall split = operators.split(), fusedOperator = operators.fused(),
           splitTemporary = operators.splitWithTemporary(),
           splitAfterMatmul = operators.afterMatmul(operators.split(1)),
           fusedAfterMatmul = operators.afterMatmul(operators.fused(1));
  int32_t status[kVariants] = {};
  CapturedGraph graphs[kVariants] = {
      {gpu.stream, unfusedStep, session.comm, status[StepUnfused]},
      {gpu.stream, fusedStep, session.comm, status[StepFused]},
      {gpu.stream, split, session.comm, status[OperatorSplit]},
      {gpu.stream, fusedOperator, session.comm, status[OperatorFused]},
      {gpu.stream, splitTemporary, session.comm,
       status[OperatorSplitTemporary]},
      {gpu.stream, splitAfterMatmul, session.comm,
       status[OperatorSplitAfterMatmul]},
      {gpu.stream, fusedAfterMatmul, session.comm,
       status[OperatorFusedAfterMatmul]}};
  for (int variant = 0; variant < kVariants; ++variant)
    checkStatus(status[variant], at + ", capturing " + kVariantNames[variant]);

  // Each variant's samples, round after round, on this rank. Rounds
  // alternate which variants go first, so that neither always runs on a GPU
  // the other has just warmed up (or heated).
  std::vector<float> mine[kVariants];
  ReplayTimer timer(config.replays);
  for (int round = 0; round < config.rounds; ++round) {
    const Variant fusedFirst[] = {StepFused,
                                  OperatorFused,
                                  OperatorFusedAfterMatmul,
                                  StepUnfused,
                                  OperatorSplit,
                                  OperatorSplitTemporary,
                                  OperatorSplitAfterMatmul};
    const Variant unfusedFirst[] = {StepUnfused,
                                    OperatorSplitTemporary,
                                    OperatorSplit,
                                    OperatorSplitAfterMatmul,
                                    StepFused,
                                    OperatorFused,
                                    OperatorFusedAfterMatmul};
    for (Variant variant : round % 2 == 0 ? fusedFirst : unfusedFirst) {
      bool step = variant == StepFused || variant == StepUnfused;
      timer.time(graphs[variant], gpu.stream, step ? 1 : kOperatorCallsPerGraph,
                 mine[variant]);
    }
  }
  // The graphs computed what was checked.
  if (fusedOutput.download(gpu.stream) != fused ||
      unfusedOutput.download(gpu.stream) != unfused)
    fail(session, at + ": the replayed steps' outputs differ from the direct "
                       "runs' (bit for bit)");

  Samples samples(session.worldSize, config);
  for (int variant = 0; variant < kVariants; ++variant)
    std::copy(mine[variant].begin(), mine[variant].end(),
              samples.of(session.rank, Variant(variant)));
  exchange(session, gpu, samples);
  return samples;
}

/// One token count's results, from the slower rank per replay.
struct Result {
  int64_t tokens;
  Statistics variants[kVariants];
  double rankMedians[kWorldSize][kVariants];
  /// unfused - fused step: median of all replays, and the range of the
  /// per-round differences.
  Statistics gain;
  /// kLayers x (split - fused operator), likewise.
  Statistics predicted;
  /// kLayers x (split with its temporary - fused operator), likewise.
  Statistics predictedWithTemporary;
  /// kLayers x (split - fused), each after the matmul that feeds it.
  Statistics predictedAfterMatmul;
};

Result summarize(int64_t tokens, Samples &samples) {
  Result result;
  result.tokens = tokens;
  for (int variant = 0; variant < kVariants; ++variant) {
    result.variants[variant] = statisticsOf(samples.slower(Variant(variant)));
    for (int rank = 0; rank < kWorldSize; ++rank)
      result.rankMedians[rank][variant] =
          samples.rankMedian(rank, Variant(variant));
  }
  auto difference = [&](Variant minuend, Variant subtrahend, double scale) {
    Statistics rounds =
        statisticsOf(samples.roundDifferences(minuend, subtrahend));
    return Statistics{scale * (result.variants[minuend].median -
                               result.variants[subtrahend].median),
                      scale * rounds.min, scale * rounds.max};
  };
  result.gain = difference(StepUnfused, StepFused, 1);
  result.predicted = difference(OperatorSplit, OperatorFused, kLayers);
  result.predictedWithTemporary =
      difference(OperatorSplitTemporary, OperatorFused, kLayers);
  result.predictedAfterMatmul =
      difference(OperatorSplitAfterMatmul, OperatorFusedAfterMatmul, kLayers);
  return result;
}

std::string cell(const Statistics &statistics) {
  char text[64];
  std::snprintf(text, sizeof(text), "%.1f (%.1f-%.1f)", statistics.median,
                statistics.min, statistics.max);
  return text;
}

std::string environmentJson(const CudaContext &gpu) {
  cudaDeviceProp properties;
  checkCuda(cudaGetDeviceProperties(&properties, gpu.device),
            "cudaGetDeviceProperties");
  int driver = 0, runtime = 0;
  checkCuda(cudaDriverGetVersion(&driver), "cudaDriverGetVersion");
  checkCuda(cudaRuntimeGetVersion(&runtime), "cudaRuntimeGetVersion");
  const char *commit = std::getenv("TPFUSE_COMMIT");
  char text[1024];
  std::snprintf(
      text, sizeof(text),
      "  \"gpu\": {\"name\": \"%s\", \"compute_capability\": \"%d.%d\", "
      "\"multiprocessors\": %d, \"memory_gib\": %.1f, \"l2_mib\": %.1f},\n"
      "  \"cuda_driver_version\": %d,\n  \"cuda_runtime_version\": %d,\n"
      "  \"tpfuse_runtime_api_version\": %d,\n  \"commit\": \"%s\",\n",
      properties.name, properties.major, properties.minor,
      properties.multiProcessorCount,
      properties.totalGlobalMem / (1024.0 * 1024 * 1024),
      properties.l2CacheSize / (1024.0 * 1024), driver, runtime,
      tpfuse_runtime_api_version(), commit ? commit : "");
  return text;
}

std::string statisticsJson(const Statistics &statistics) {
  char text[128];
  std::snprintf(text, sizeof(text),
                "{\"median\": %.3f, \"min\": %.3f, \"max\": %.3f}",
                statistics.median, statistics.min, statistics.max);
  return text;
}

void report(const std::vector<Result> &results, const Config &config,
            const CudaContext &gpu) {
  cudaDeviceProp properties;
  checkCuda(cudaGetDeviceProperties(&properties, gpu.device),
            "cudaGetDeviceProperties");
  std::printf(
      "\n## Decoder step: %d layers, hidden %lld, %lld MLP columns per rank, "
      "TP = %d, bf16, on %s\n\n"
      "Microseconds, median (min-max) over %d rounds x %d CUDA-graph replays "
      "of the slower rank. Gain = unfused - fused step (range: per-round "
      "medians); predicted = %d x (split - fused operator), the operator at "
      "[tokens, %lld] per call; split + temporary = the split with the sum "
      "in a buffer the graph allocates and frees per call, as the compiled "
      "unfused boundary has it.\n\n",
      kLayers, static_cast<long long>(kShape.hidden),
      static_cast<long long>(kShape.intermediate), kWorldSize, properties.name,
      config.rounds, config.replays, kLayers,
      static_cast<long long>(kShape.hidden));
  std::printf("| tokens | unfused step | fused step | gain | gain %% | "
              "split operator | fused operator | predicted gain | "
              "split + temporary | predicted with it |\n"
              "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const Result &result : results)
    std::printf(
        "| %lld | %s | %s | %.1f (%.1f-%.1f) | %.1f%% | %s | %s | "
        "%.1f (%.1f-%.1f) | %s | %.1f (%.1f-%.1f) |\n",
        static_cast<long long>(result.tokens),
        cell(result.variants[StepUnfused]).c_str(),
        cell(result.variants[StepFused]).c_str(), result.gain.median,
        result.gain.min, result.gain.max,
        100 * result.gain.median / result.variants[StepUnfused].median,
        cell(result.variants[OperatorSplit]).c_str(),
        cell(result.variants[OperatorFused]).c_str(), result.predicted.median,
        result.predicted.min, result.predicted.max,
        cell(result.variants[OperatorSplitTemporary]).c_str(),
        result.predictedWithTemporary.median, result.predictedWithTemporary.min,
        result.predictedWithTemporary.max);

  std::printf("\nThe operator pair in context: each call after the down "
              "projection (tpfuse_matmul, [tokens, %lld] x [%lld, %lld]^T) "
              "that produces its input, as in a step; per call, matmul "
              "included.\n\n| tokens | gain | predicted, isolated | split "
              "after matmul | fused after matmul | predicted, in context |\n"
              "|---:|---:|---:|---:|---:|---:|\n",
              static_cast<long long>(kShape.intermediate),
              static_cast<long long>(kShape.hidden),
              static_cast<long long>(kShape.intermediate));
  for (const Result &result : results)
    std::printf("| %lld | %.1f (%.1f-%.1f) | %.1f | %s | %s | %.1f (%.1f-%.1f) "
                "|\n",
                static_cast<long long>(result.tokens), result.gain.median,
                result.gain.min, result.gain.max, result.predicted.median,
                cell(result.variants[OperatorSplitAfterMatmul]).c_str(),
                cell(result.variants[OperatorFusedAfterMatmul]).c_str(),
                result.predictedAfterMatmul.median,
                result.predictedAfterMatmul.min,
                result.predictedAfterMatmul.max);

  std::printf("\nPer rank, medians (us): unfused step / fused step / split "
              "operator / fused operator\n\n| tokens | rank 0 | rank 1 |\n"
              "|---:|---|---|\n");
  for (const Result &result : results) {
    std::printf("| %lld |", static_cast<long long>(result.tokens));
    for (const auto &medians : result.rankMedians)
      std::printf(" %.1f / %.1f / %.1f / %.1f |", medians[StepUnfused],
                  medians[StepFused], medians[OperatorSplit],
                  medians[OperatorFused]);
    std::printf("\n");
  }

  std::printf("\nExtrapolated to a 61-layer DeepSeek-V3 decode step at TP = "
              "2 (%d fused boundaries: o_proj and the MLP/MoE down projection "
              "of each layer), from the operators: %d x (split - fused) =",
              kDeepSeekV3Boundaries, kDeepSeekV3Boundaries);
  for (const Result &result : results)
    std::printf("%s %.0f us at %lld tokens", &result == &results[0] ? "" : ",",
                kDeepSeekV3Boundaries * result.predicted.median / kLayers,
                static_cast<long long>(result.tokens));
  std::printf(".\n");

  if (config.jsonPath.empty())
    return;
  FILE *json = std::fopen(config.jsonPath.c_str(), "w");
  if (!json)
    fatal("cannot write " + config.jsonPath);
  std::fprintf(json,
               "{\n  \"benchmark\": \"decoder_step_bench\",\n%s"
               "  \"model\": {\"layers\": %d, \"hidden\": %lld, "
               "\"intermediate_per_rank\": %lld, \"world_size\": %d, "
               "\"dtype\": \"bf16\"},\n"
               "  \"rounds\": %d,\n  \"replays_per_round\": %d,\n"
               "  \"operator_calls_per_graph\": %d,\n"
               "  \"unit\": \"us, slower rank per replay; steps per step, "
               "operators per call\",\n  \"results\": [\n",
               environmentJson(gpu).c_str(), kLayers,
               static_cast<long long>(kShape.hidden),
               static_cast<long long>(kShape.intermediate), kWorldSize,
               config.rounds, config.replays, kOperatorCallsPerGraph);
  for (const Result &result : results) {
    std::fprintf(json, "    {\"tokens\": %lld",
                 static_cast<long long>(result.tokens));
    for (int variant = 0; variant < kVariants; ++variant) {
      std::fprintf(json, ", \"%s\": %s, \"%s_rank_medians\": [",
                   kVariantNames[variant],
                   statisticsJson(result.variants[variant]).c_str(),
                   kVariantNames[variant]);
      for (int rank = 0; rank < kWorldSize; ++rank)
        std::fprintf(json, "%s%.3f", rank ? ", " : "",
                     result.rankMedians[rank][variant]);
      std::fprintf(json, "]");
    }
    std::fprintf(json,
                 ",\n     \"gain\": %s, \"predicted_gain\": %s, "
                 "\"predicted_gain_with_temporary\": %s, "
                 "\"predicted_gain_after_matmul\": %s, "
                 "\"deepseek_v3_61_layer_gain\": %.3f}%s\n",
                 statisticsJson(result.gain).c_str(),
                 statisticsJson(result.predicted).c_str(),
                 statisticsJson(result.predictedWithTemporary).c_str(),
                 statisticsJson(result.predictedAfterMatmul).c_str(),
                 kDeepSeekV3Boundaries * result.predicted.median / kLayers,
                 &result == &results.back() ? "" : ",");
  }
  std::fprintf(json, "  ]\n}\n");
  if (std::fclose(json) != 0)
    fatal("cannot write " + config.jsonPath);
}

} // namespace

int main(int argc, char **argv) {
  Config config = parseConfig(argc, argv);
  CudaContext gpu;
  Session session(/*timeoutMs=*/60000, TPFUSE_BACKEND_CUDA);
  if (session.worldSize != kWorldSize)
    fatal("compiled for " + std::to_string(kWorldSize) + " ranks, run on " +
          std::to_string(session.worldSize));
  DeviceWeights weights = uploadWeights(session.rank);

  std::vector<Result> results;
  for (int64_t tokens : config.tokens) {
    if (session.rank == 0)
      std::fprintf(stderr, "measuring %lld tokens\n",
                   static_cast<long long>(tokens));
    Samples samples = measure(session, gpu, weights, tokens, config);
    results.push_back(summarize(tokens, samples));
  }
  if (session.rank == 0)
    report(results, config, gpu);
  return failures() == 0 ? 0 : 1;
}
