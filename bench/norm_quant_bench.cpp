//===- norm_quant_bench.cpp - The local norm with each quantized epilogue -===//
//
// tpfuse_rms_norm on a one-rank CUDA communicator (no communication), bf16,
// residual add and residual_out, the Hugging Face variant (rounded before
// the weight): without quantization and with each scheme of runtime.h, the
// latter also without normed (API version 5: only the quantized output, as
// the peers' fused norm + quantization kernels write), for hidden 4096 and
// 7168 and tokens 1 to 8192. Per call: the median over
// replays of a CUDA graph of 16 calls on 16 rotating sets of buffers (no
// call reads what the call before it wrote; where 16 sets fit in L2, e.g.
// hidden 4096 x 128 tokens in place, a replay reads what the last one left
// there), with the fastest and slowest
// replay; the bytes the call must move (input, residual, weight, normed,
// residual_out, quantized values, scales) over that time, against the same
// run's copy bandwidth (read + write): the higher of a device-to-device
// cudaMemcpy's and a streaming copy kernel's (CopyKernel.h), both replayed
// as the calls are.
//
// Usage: tpfuse-norm-quant-bench [--replays=N] [--quick] [--hidden=H]
//            [--tokens=T] [--scheme=SUBSTRING] [--variants]
//            [--scaling=reciprocal] [--in-place]
// (--hidden, --tokens and --scheme keep one hidden size, one token count,
// and the schemes whose name contains SUBSTRING besides "none": for a
// profiler's run). --variants: no quantization, every norm variant instead,
// each against the default variant of the same run. --scaling=reciprocal:
// the FP8 schemes multiply by the scale's reciprocal
// (TPFUSE_SCALING_RECIPROCAL, the formula of vLLM's and FlashInfer's
// kernels) instead of dividing by it. --in-place: residual_out is the
// residual and normed the input, as FlashInfer's fused_add_rmsnorm and
// fused_add_rmsnorm_quant write them, so that both move the same bytes
// through the same buffers (the working set of the rotation, too); the
// values then drift from call to call as the peers' do in their harness,
// which no kernel's time depends on except compute = storage's, so
// --variants is refused with it.
//
//===----------------------------------------------------------------------===//

#include "CopyKernel.h"
#include "TestTensors.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <string>
#include <unistd.h>
#include <vector>

namespace {

constexpr int kCallsPerGraph = 16;

#define CHECK_CUDA(call)                                                       \
  do {                                                                         \
    cudaError_t error_ = (call);                                               \
    if (error_ != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,       \
                   cudaGetErrorString(error_));                                \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

#define CHECK_TPFUSE(call)                                                     \
  do {                                                                         \
    tpfuse_status status_ = (call);                                            \
    if (status_ != TPFUSE_SUCCESS) {                                           \
      std::fprintf(stderr, "%s:%d: %s: %s: %s\n", __FILE__, __LINE__, #call,   \
                   tpfuse_status_name(status_), tpfuse_last_error_message());  \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

struct Scheme {
  const char *name;
  tpfuse_quant_scheme quant;
  tpfuse_scale_format format;
  tpfuse_scale_layout layout;
  float minScale;
  int64_t groupSize;
};

const Scheme kSchemes[] = {
    {"none", TPFUSE_QUANT_NONE, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0, 0},
    {"fp8 static", TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 0, 0},
    {"fp8 per token", TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 1.0f / (448.0f * 512.0f), 0},
    {"fp8 group 128, f32 column-major", TPFUSE_QUANT_FP8_PER_GROUP,
     TPFUSE_SCALE_F32, TPFUSE_SCALE_COLUMN_MAJOR, 1e-10f / 448.0f, 128},
    {"fp8 group 128, ue8m0 packed", TPFUSE_QUANT_FP8_PER_GROUP,
     TPFUSE_SCALE_UE8M0, TPFUSE_SCALE_PACKED_UE8M0, 1e-10f / 448.0f, 128},
    {"nvfp4 swizzled", TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_SWIZZLED_128X4, 0, 16},
    // The same scheme without the swizzled layout's padding rows: what the
    // padding costs.
    {"nvfp4 row-major", TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 0, 16},
    {"mxfp4", TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0,
     32},
    {"mxfp4 swizzled", TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_SWIZZLED_128X4, 0, 32},
};

/// A norm variant (runtime.h) the local norm is measured with.
struct NormVariant {
  const char *name;
  uint32_t flags;
  float weightOffset;
};

/// The quantized schemes are measured with the Hugging Face variant;
/// --variants measures every variant without quantization instead.
const NormVariant kHuggingFace{"after rounding (HF)",
                               TPFUSE_NORM_WEIGHT_AFTER_ROUNDING, 0.0f};
const NormVariant kVariants[] = {
    {"default", TPFUSE_NORM_DEFAULT, 0.0f},
    kHuggingFace,
    {"after rounding, offset 1 (Gemma)", TPFUSE_NORM_WEIGHT_AFTER_ROUNDING,
     1.0f},
    {"residual add in f32", TPFUSE_NORM_RESIDUAL_ADD_IN_F32, 0.0f},
    {"compute = storage", TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f},
};

bool isFp8(tpfuse_quant_scheme quant) {
  return quant == TPFUSE_QUANT_FP8_STATIC ||
         quant == TPFUSE_QUANT_FP8_PER_TOKEN ||
         quant == TPFUSE_QUANT_FP8_PER_GROUP;
}

/// Bytes of the scales `args` writes.
int64_t scalesBytes(const tpfuse_rms_norm_args &args) {
  if (args.quant == TPFUSE_QUANT_NONE || args.quant == TPFUSE_QUANT_FP8_STATIC)
    return 0;
  int64_t groups = args.quant == TPFUSE_QUANT_FP8_PER_TOKEN
                       ? 1
                       : args.hidden / args.group_size;
  int64_t padded4 = (args.tokens + 3) / 4 * 4;
  switch (args.scale_layout) {
  case TPFUSE_SCALE_COLUMN_MAJOR:
    return groups * padded4 * 4;
  case TPFUSE_SCALE_PACKED_UE8M0:
    return (groups + 3) / 4 * padded4 * 4;
  case TPFUSE_SCALE_SWIZZLED_128X4:
    return (args.tokens + 127) / 128 * 128 * ((groups + 3) / 4 * 4);
  default:
    return args.tokens * groups *
           (args.quant == TPFUSE_QUANT_FP8_PER_GROUP ? 4 : 1);
  }
}

/// Bytes of the quantized values.
int64_t valuesBytes(const tpfuse_rms_norm_args &args) {
  if (args.quant == TPFUSE_QUANT_NONE)
    return 0;
  bool fp4 =
      args.quant == TPFUSE_QUANT_NVFP4 || args.quant == TPFUSE_QUANT_MXFP4;
  return args.tokens * (fp4 ? args.hidden / 2 : args.hidden);
}

struct Timing {
  double median, fastest, slowest; // microseconds per call
};

/// Replays `graph` and times each replay with events.
Timing timeGraph(cudaGraphExec_t graph, cudaStream_t stream, int replays,
                 int callsPerReplay) {
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));
  for (int warm = 0; warm < 3; ++warm)
    CHECK_CUDA(cudaGraphLaunch(graph, stream));
  std::vector<double> perCall;
  for (int replay = 0; replay < replays; ++replay) {
    CHECK_CUDA(cudaEventRecord(start, stream));
    CHECK_CUDA(cudaGraphLaunch(graph, stream));
    CHECK_CUDA(cudaEventRecord(stop, stream));
    CHECK_CUDA(cudaEventSynchronize(stop));
    float ms = 0;
    CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
    perCall.push_back(1000.0 * ms / callsPerReplay);
  }
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  std::sort(perCall.begin(), perCall.end());
  return {perCall[perCall.size() / 2], perCall.front(), perCall.back()};
}

/// Copy bandwidths (bytes read + written per second) of 1 GiB copies,
/// replayed like the calls.
struct CopyBandwidths {
  double memcpy;
  double kernel;
  double best() const { return std::max(memcpy, kernel); }
};

CopyBandwidths copyBandwidths(cudaStream_t stream, int replays) {
  const size_t bytes = size_t(1) << 30;
  void *from, *to;
  CHECK_CUDA(cudaMalloc(&from, bytes));
  CHECK_CUDA(cudaMalloc(&to, bytes));
  CHECK_CUDA(cudaMemsetAsync(from, 0x5a, bytes, stream));
  auto time = [&](bool kernel) {
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    CHECK_CUDA(
        cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal));
    for (int call = 0; call < 4; ++call)
      if (kernel)
        CHECK_CUDA(
            tpfuse::gputest::launchStreamingCopy(to, from, bytes, stream));
      else
        CHECK_CUDA(
            cudaMemcpyAsync(to, from, bytes, cudaMemcpyDeviceToDevice, stream));
    CHECK_CUDA(cudaStreamEndCapture(stream, &graph));
    CHECK_CUDA(cudaGraphInstantiate(&exec, graph, 0));
    Timing timing = timeGraph(exec, stream, replays, 4);
    CHECK_CUDA(cudaGraphExecDestroy(exec));
    CHECK_CUDA(cudaGraphDestroy(graph));
    return 2.0 * double(bytes) / (timing.median * 1e-6);
  };
  const CopyBandwidths bandwidths{time(false), time(true)};
  CHECK_CUDA(cudaFree(from));
  CHECK_CUDA(cudaFree(to));
  return bandwidths;
}

} // namespace

int main(int argc, char **argv) {
  int replays = 40;
  bool quick = false;
  int64_t onlyHidden = 0, onlyTokens = 0;
  std::string onlyScheme;
  bool allVariants = false;
  tpfuse_scaling fp8Scaling = TPFUSE_SCALING_DIVIDE;
  bool inPlace = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--replays=", 10) == 0)
      replays = std::max(1, std::atoi(argv[i] + 10));
    else if (std::strcmp(argv[i], "--quick") == 0)
      quick = true;
    else if (std::strncmp(argv[i], "--hidden=", 9) == 0)
      onlyHidden = std::atoll(argv[i] + 9);
    else if (std::strncmp(argv[i], "--tokens=", 9) == 0)
      onlyTokens = std::atoll(argv[i] + 9);
    else if (std::strncmp(argv[i], "--scheme=", 9) == 0)
      onlyScheme = argv[i] + 9;
    else if (std::strcmp(argv[i], "--variants") == 0)
      allVariants = true;
    else if (std::strcmp(argv[i], "--scaling=reciprocal") == 0)
      fp8Scaling = TPFUSE_SCALING_RECIPROCAL;
    else if (std::strcmp(argv[i], "--in-place") == 0)
      inPlace = true;
    else {
      std::fprintf(stderr,
                   "usage: %s [--replays=N] [--quick] [--hidden=H] "
                   "[--tokens=T] [--scheme=SUBSTRING] [--variants] "
                   "[--scaling=reciprocal] [--in-place]\n",
                   argv[0]);
      return 2;
    }
  }
  if (inPlace && allVariants) {
    std::fprintf(stderr,
                 "%s: --in-place with --variants: compute = "
                 "storage's time depends on the drifting values\n",
                 argv[0]);
    return 2;
  }
  std::vector<int64_t> tokenCounts =
      quick ? std::vector<int64_t>{1, 128}
            : std::vector<int64_t>{1, 16, 128, 512, 2048, 8192};
  if (onlyTokens > 0)
    tokenCounts = {onlyTokens};
  std::vector<int64_t> hiddens = {4096, 7168};
  if (onlyHidden > 0)
    hiddens = {onlyHidden};
  const int64_t maxTokens = tokenCounts.back();
  const int64_t maxHidden = std::max<int64_t>(7168, hiddens.back());

  CHECK_CUDA(cudaSetDevice(0));
  cudaStream_t stream;
  CHECK_CUDA(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  char store[] = "/tmp/tpfuse-norm-quant-bench-XXXXXX";
  if (!mkdtemp(store)) {
    std::perror("mkdtemp");
    return 1;
  }
  tpfuse_comm_options options;
  tpfuse_comm_options_init(&options);
  options.backend = TPFUSE_BACKEND_CUDA;
  options.device = 0;
  options.max_tokens = 0; // no fused workspace: one rank, the local norm
  tpfuse_comm *comm = nullptr;
  CHECK_TPFUSE(tpfuse_comm_create(
      &options, 0, 1, (std::string("file:") + store).c_str(), &comm));

  // kCallsPerGraph rotating sets of buffers, each of the largest size.
  const size_t rowBytes = size_t(maxTokens * maxHidden * 2);
  struct Buffers {
    void *input, *residual, *normed, *residualOut, *quantized, *scales;
  };
  std::vector<Buffers> sets(kCallsPerGraph);
  for (int i = 0; i < kCallsPerGraph; ++i) {
    Buffers &b = sets[i];
    for (void **buffer : {&b.input, &b.residual, &b.normed, &b.residualOut,
                          &b.quantized, &b.scales})
      CHECK_CUDA(cudaMalloc(buffer, rowBytes));
    using tpfuse::gputest::TensorKind;
    CHECK_CUDA(tpfuse::gputest::fillTestTensor(b.input, TPFUSE_DTYPE_BF16,
                                               maxTokens * maxHidden, i + 1, 0,
                                               TensorKind::Input, stream));
    CHECK_CUDA(tpfuse::gputest::fillTestTensor(b.residual, TPFUSE_DTYPE_BF16,
                                               maxTokens * maxHidden, i + 1, 0,
                                               TensorKind::Residual, stream));
  }
  void *weight;
  float *scaleIn;
  CHECK_CUDA(cudaMalloc(&weight, size_t(maxHidden * 2)));
  CHECK_CUDA(tpfuse::gputest::fillTestTensor(
      weight, TPFUSE_DTYPE_BF16, maxHidden, 7, 0,
      tpfuse::gputest::TensorKind::Weight, stream));
  CHECK_CUDA(cudaMalloc(&scaleIn, sizeof(float)));
  const float scaleValue = 0.0625f;
  CHECK_CUDA(
      cudaMemcpy(scaleIn, &scaleValue, sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaStreamSynchronize(stream));

  const CopyBandwidths copies = copyBandwidths(stream, replays);
  const double copy = copies.best();
  std::printf("device-to-device copy: %.1f GB/s (read + write): cudaMemcpy "
              "%.1f, copy kernel %.1f\n",
              copy / 1e9, copies.memcpy / 1e9, copies.kernel / 1e9);
  std::printf("outputs: %s\n",
              inPlace ? "in place (normed over input, residual_out over "
                        "residual)"
                      : "their own buffers");
  std::printf("FP8 schemes: %s\n\n",
              fp8Scaling == TPFUSE_SCALING_RECIPROCAL
                  ? "y * (1 / s) (TPFUSE_SCALING_RECIPROCAL)"
                  : "y / s (TPFUSE_SCALING_DIVIDE)");
  std::vector<NormVariant> variants = {kHuggingFace};
  if (allVariants)
    variants.assign(std::begin(kVariants), std::end(kVariants));
  std::printf("| hidden | tokens | %s | us/call (median) | fastest | "
              "slowest | vs %s | GB/s | %% of copy |\n"
              "|---:|---:|---|---:|---:|---:|---:|---:|---:|\n",
              allVariants ? "variant" : "scheme",
              allVariants ? "default" : "none");
  for (int64_t hidden : hiddens)
    for (int64_t tokens : tokenCounts) {
      double none = 0;
      for (const NormVariant &variant : variants)
        for (const Scheme &scheme : kSchemes)
          for (bool writesNormed : {true, false}) {
            if (!writesNormed && scheme.quant == TPFUSE_QUANT_NONE)
              continue;
            if (allVariants && scheme.quant != TPFUSE_QUANT_NONE)
              continue;
            if (scheme.quant != TPFUSE_QUANT_NONE && !onlyScheme.empty() &&
                std::string(scheme.name).find(onlyScheme) == std::string::npos)
              continue;
            std::vector<tpfuse_rms_norm_args> args(kCallsPerGraph);
            for (int i = 0; i < kCallsPerGraph; ++i) {
              tpfuse_rms_norm_args &a = args[i];
              tpfuse_rms_norm_args_init(&a);
              a.dtype = TPFUSE_DTYPE_BF16;
              a.input = sets[i].input;
              a.residual = sets[i].residual;
              a.weight = weight;
              a.normed = !writesNormed ? nullptr
                         : inPlace     ? sets[i].input
                                       : sets[i].normed;
              a.residual_out = inPlace ? sets[i].residual : sets[i].residualOut;
              a.tokens = tokens;
              a.hidden = hidden;
              a.epsilon = 1e-6f;
              a.variant = variant.flags;
              a.weight_offset = variant.weightOffset;
              a.quant = scheme.quant;
              a.scale_format = scheme.format;
              a.scale_layout = scheme.layout;
              a.min_scale = scheme.minScale;
              a.group_size = scheme.groupSize;
              if (isFp8(scheme.quant))
                a.scaling = fp8Scaling;
              if (scheme.quant == TPFUSE_QUANT_FP8_STATIC ||
                  scheme.quant == TPFUSE_QUANT_NVFP4)
                a.scale_in = scaleIn;
              if (scheme.quant != TPFUSE_QUANT_NONE)
                a.quantized = sets[i].quantized;
              if (scalesBytes(a) > 0)
                a.scales = sets[i].scales;
            }
            // Once directly (the status is checked), then captured.
            for (tpfuse_rms_norm_args &a : args)
              CHECK_TPFUSE(tpfuse_rms_norm(comm, &a, stream));
            CHECK_CUDA(cudaStreamSynchronize(stream));
            cudaGraph_t graph;
            cudaGraphExec_t exec;
            CHECK_CUDA(cudaStreamBeginCapture(
                stream, cudaStreamCaptureModeThreadLocal));
            for (tpfuse_rms_norm_args &a : args)
              CHECK_TPFUSE(tpfuse_rms_norm(comm, &a, stream));
            CHECK_CUDA(cudaStreamEndCapture(stream, &graph));
            CHECK_CUDA(cudaGraphInstantiate(&exec, graph, 0));
            Timing t = timeGraph(exec, stream, replays, kCallsPerGraph);
            CHECK_CUDA(cudaGraphExecDestroy(exec));
            CHECK_CUDA(cudaGraphDestroy(graph));
            // The baseline: "none", or with --variants the default variant.
            if (scheme.quant == TPFUSE_QUANT_NONE && none == 0)
              none = t.median;
            const tpfuse_rms_norm_args &a = args[0];
            // input, residual, residual_out, and normed where written.
            double bytes =
                double(tokens * hidden * 2) * (writesNormed ? 4 : 3) +
                double(hidden * 2) + double(valuesBytes(a)) +
                double(scalesBytes(a));
            double rate = bytes / (t.median * 1e-6);
            const std::string name =
                allVariants ? std::string(variant.name)
                            : std::string(scheme.name) +
                                  (writesNormed ? "" : ", no normed");
            std::printf(
                "| %lld | %lld | %s | %.2f | %.2f | %.2f | %.2fx | %.0f "
                "| %.0f%% |\n",
                static_cast<long long>(hidden), static_cast<long long>(tokens),
                name.c_str(), t.median, t.fastest, t.slowest, t.median / none,
                rate / 1e9, 100.0 * rate / copy);
          }
    }
  CHECK_TPFUSE(tpfuse_comm_destroy(comm));
  return 0;
}
