//===- QuantTest.cpp - The quantized outputs on the GPU -------------------===//
//
// Each case fills fresh inputs (test values, never zero), poisons normed,
// quantized and scales (and guard bytes past them), runs one path, copies
// normed, quantized and scales back and quantizes the copied normed rows on
// the host twice: with the CPU backend's quantizer (hostQuantizeNormed) and
// with the independent float64 model. The GPU's bytes must equal both,
// padding slots included, and the guard bytes must keep their poison. The
// quantization is a function of the normed rows as written, so this holds
// on every path even where their normed rows differ by summation order.
//
//===----------------------------------------------------------------------===//

#include "QuantTest.h"

#include "../cpu/QuantModel.h"
#include "TestTensors.h"
#include "common/Backend.h"
#include "common/Dtype.h"
#include "common/QuantLayout.h"
#include "common/Status.h"
#include "cpu/HostQuantize.h"
#include "cuda/CudaBackend.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <sstream>
#include <vector>

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::Backend;
using runtime::NormProblem;
using test::QuantSpec;

namespace {

constexpr float kEpsilon = 1e-6f;
constexpr int64_t kMaxTokens = 2048;
constexpr int64_t kMaxHidden = 7168;
/// Poison of quantized and scales: not 0, so unwritten padding shows.
constexpr uint8_t kPoison = 0xa5;
/// Bytes past each quantized output that no call may write.
constexpr int64_t kGuardBytes = 256;
/// Larger than any scale layout here (f32 per group of 32, column-major,
/// 2048 tokens, hidden 7168: 917504 bytes).
constexpr int64_t kScaleCapacity = 1 << 21;

enum class QuantPath { OneShot, TwoShot, Declined, LocalNorm, CApi };

const char *pathName(QuantPath path) {
  switch (path) {
  case QuantPath::OneShot:
    return "fused one-shot";
  case QuantPath::TwoShot:
    return "fused two-shot";
  case QuantPath::Declined:
    return "forced decline (all-reduce + norm)";
  case QuantPath::LocalNorm:
    return "local norm";
  case QuantPath::CApi:
    break;
  }
  return "C API consumer";
}

std::string specName(const QuantSpec &spec) {
  static const char *const schemes[] = {
      "none", "fp8-static", "fp8-per-token", "fp8-per-group", "nvfp4", "mxfp4"};
  static const char *const layouts[] = {"row-major", "column-major",
                                        "packed-ue8m0", "swizzled-128x4"};
  std::ostringstream text;
  text << schemes[spec.quant];
  if (spec.quant == TPFUSE_QUANT_FP8_PER_GROUP)
    text << " group " << spec.groupSize;
  if (spec.quant != TPFUSE_QUANT_FP8_STATIC)
    text << (spec.format == TPFUSE_SCALE_UE8M0 ? " ue8m0 " : " f32 ")
         << layouts[spec.layout];
  if (spec.scaling == TPFUSE_SCALING_RECIPROCAL)
    text << " reciprocal";
  return text.str();
}

/// Every scheme and layout runtime.h allows, with floors that bite for some
/// groups (the values' amax / 448 lies around 2^-9 .. 2^-6).
std::vector<QuantSpec> allSpecs() {
  std::vector<QuantSpec> specs;
  specs.push_back({TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32,
                   TPFUSE_SCALE_ROW_MAJOR, 0.0f, 0, 0.0078125f});
  specs.push_back({TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32,
                   TPFUSE_SCALE_ROW_MAJOR, 1e-4f, 0, 0.0f});
  for (int64_t group : {128, 32}) {
    specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32,
                     TPFUSE_SCALE_ROW_MAJOR, 1e-4f, group, 0.0f});
    specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32,
                     TPFUSE_SCALE_COLUMN_MAJOR, 0.004f, group, 0.0f});
    specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
                     TPFUSE_SCALE_PACKED_UE8M0, 0x1p-20f, group, 0.0f});
  }
  specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
                   TPFUSE_SCALE_ROW_MAJOR, 1e-4f, 128, 0.0f});
  specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
                   TPFUSE_SCALE_COLUMN_MAJOR, 0.003f, 128, 0.0f});
  for (tpfuse_scale_layout layout :
       {TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_SWIZZLED_128X4}) {
    specs.push_back(
        {TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32, layout, 0.0f, 16, 2688.0f});
    specs.push_back(
        {TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32, layout, 0.0f, 32, 0.0f});
  }
  // The FP8 schemes times the reciprocal of their scale (vLLM's QuantFP8),
  // with scales that are not powers of two, where it rounds differently
  // (7 / 512 makes some bf16 values ties by division and not by it).
  const tpfuse_scaling reciprocal = TPFUSE_SCALING_RECIPROCAL;
  specs.push_back({TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32,
                   TPFUSE_SCALE_ROW_MAJOR, 0.0f, 0, 7.0f / 512.0f, reciprocal});
  specs.push_back({TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32,
                   TPFUSE_SCALE_ROW_MAJOR, 1e-4f, 0, 0.0f, reciprocal});
  specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32,
                   TPFUSE_SCALE_COLUMN_MAJOR, 0.004f, 128, 0.0f, reciprocal});
  specs.push_back({TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
                   TPFUSE_SCALE_PACKED_UE8M0, 0x1p-20f, 32, 0.0f, reciprocal});
  return specs;
}

/// The norm variants: the default, the fp32 variant flags with a weight
/// offset, and compute-in-dtype (not for f32).
struct NormVariant {
  uint32_t flags;
  float weightOffset;
  const char *name;
};
const NormVariant kVariants[] = {
    {TPFUSE_NORM_DEFAULT, 0.0f, "default"},
    {TPFUSE_NORM_WEIGHT_AFTER_ROUNDING | TPFUSE_NORM_RESIDUAL_ADD_IN_F32, 1.0f,
     "weight-after-rounding+residual-add-in-f32 offset 1"},
    {TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f, "compute-in-dtype"},
};

struct QuantCase {
  QuantSpec spec;
  tpfuse_dtype dtype;
  int64_t tokens;
  int64_t hidden;
  NormVariant variant;
  /// The weight holds an all-zero run, a NaN, an infinity and tiny values,
  /// so that normed has zero groups, NaN and infinite amaxes and
  /// subnormal quotients.
  bool specialWeights;
  uint64_t seed;

  std::string name(QuantPath path) const {
    std::ostringstream text;
    text << specName(spec) << ' ' << runtime::dtypeName(dtype) << " tokens "
         << tokens << " hidden " << hidden << ' ' << variant.name << ' '
         << pathName(path) << (specialWeights ? " special weights" : "");
    return text.str();
  }
};

class QuantTester {
public:
  QuantTester(const RankSetup &setup, cudaStream_t stream,
              const std::function<void(const std::string &)> &log)
      : setup(setup), stream(stream), log(log) {}
  ~QuantTester();
  int run();

private:
  bool check(bool condition, const std::string &what) {
    if (!condition) {
      ++failures;
      log("FAIL: " + what);
    }
    return condition;
  }
  bool checkCuda(cudaError_t status, const std::string &what) {
    return check(status == cudaSuccess,
                 what + ": " + cudaGetErrorString(status));
  }
  bool checkStatus(tpfuse_status status, const std::string &what) {
    return check(status == TPFUSE_SUCCESS,
                 what + ": " + tpfuse_status_name(status) + " " +
                     runtime::lastErrorMessage());
  }

  bool allocate();
  NormProblem problemOf(const QuantCase &c) const;
  /// Fresh inputs, poisoned outputs (enqueued on the stream).
  void prepare(const QuantCase &c);
  /// Poisons normed, quantized and scales (enqueued on the stream).
  void poisonOutputs(const QuantCase &c);
  /// Enqueues the case's call on `path`; withoutNormed: normed null where
  /// the path runs so (the C API entry always; the backends where they
  /// write without it, as Comm calls them).
  void issue(const QuantCase &c, QuantPath path, bool withoutNormed = false);
  /// Waits for the call and checks its outputs; `model` adds the float64
  /// model's comparison.
  void verify(const QuantCase &c, QuantPath path, bool model);
  void runCase(const QuantCase &c, QuantPath path, bool model);
  /// Bytes [0, size) of `got` against `expected`, the rest against poison.
  void compareBytes(const std::vector<uint8_t> &got,
                    const std::vector<uint8_t> &expected, int64_t size,
                    const std::string &what);

  void runMatrix();
  void runLongBatches();
  void runSpecialValues();
  void runGraphs();
  void runWithoutNormed();

  const RankSetup &setup;
  cudaStream_t stream;
  const std::function<void(const std::string &)> &log;
  void *input = nullptr, *residual = nullptr, *weight = nullptr;
  void *normed = nullptr, *residualOut = nullptr;
  void *quantized = nullptr, *scales = nullptr;
  float *scaleIn = nullptr;
  uint64_t nextSeed = 1u << 20;
  int failures = 0;
  int cases = 0;
};

QuantTester::~QuantTester() {
  for (void *buffer : {input, residual, weight, normed, residualOut, quantized,
                       scales, static_cast<void *>(scaleIn)})
    if (buffer)
      cudaFree(buffer);
}

bool QuantTester::allocate() {
  const size_t bytes = size_t(kMaxTokens * kMaxHidden * 4);
  bool ok = true;
  for (void **buffer : {&input, &residual, &normed, &residualOut})
    ok &= checkCuda(cudaMalloc(buffer, bytes), "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&weight, size_t(kMaxHidden * 4)), "cudaMalloc");
  ok &= checkCuda(
      cudaMalloc(&quantized, size_t(kMaxTokens * kMaxHidden + kGuardBytes)),
      "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&scales, size_t(kScaleCapacity + kGuardBytes)),
                  "cudaMalloc");
  ok &= checkCuda(cudaMalloc(&scaleIn, sizeof(float)), "cudaMalloc");
  return ok;
}

NormProblem QuantTester::problemOf(const QuantCase &c) const {
  NormProblem problem{input,
                      residual,
                      weight,
                      normed,
                      residualOut,
                      c.tokens,
                      c.hidden,
                      c.dtype,
                      kEpsilon,
                      c.variant.flags,
                      c.variant.weightOffset};
  problem.quant = c.spec.quant;
  problem.scaleFormat = c.spec.format;
  problem.scaleLayout = c.spec.layout;
  problem.minScale = c.spec.minScale;
  problem.groupSize = c.spec.groupSize;
  problem.scaleIn = c.spec.scaleIn != 0.0f ? scaleIn : nullptr;
  problem.quantized = quantized;
  problem.scales = c.spec.quant == TPFUSE_QUANT_FP8_STATIC ? nullptr : scales;
  problem.scaling = c.spec.scaling;
  return problem;
}

void QuantTester::poisonOutputs(const QuantCase &c) {
  const size_t bytes = size_t(c.tokens * c.hidden * elementBytes(c.dtype));
  checkCuda(cudaMemsetAsync(normed, 0xff, bytes, stream), "poisoning normed");
  checkCuda(cudaMemsetAsync(quantized, kPoison,
                            size_t(c.tokens * c.hidden + kGuardBytes), stream),
            "poisoning quantized");
  checkCuda(cudaMemsetAsync(scales, kPoison,
                            size_t(kScaleCapacity + kGuardBytes), stream),
            "poisoning scales");
}

void QuantTester::prepare(const QuantCase &c) {
  const int64_t elements = c.tokens * c.hidden;
  poisonOutputs(c);
  checkCuda(cudaMemcpyAsync(scaleIn, &c.spec.scaleIn, sizeof(float),
                            cudaMemcpyHostToDevice, stream),
            "scale_in");
  checkCuda(fillTestTensor(input, c.dtype, elements, c.seed, setup.rank,
                           TensorKind::Input, stream),
            "filling input");
  // A residual of smaller values, so that h needs the rounding.
  checkCuda(fillTestTensor(residual, c.dtype, elements, c.seed, kSharedRank,
                           TensorKind::Residual, stream, 0x1p-5f),
            "filling residual");
  checkCuda(fillTestTensor(weight, c.dtype, c.hidden, c.seed, kSharedRank,
                           TensorKind::Weight, stream),
            "filling weight");
  if (!c.specialWeights)
    return;
  // Columns [0, 128): zero (whole groups and blocks); 1000: +inf; 2000:
  // NaN; [3000, 3100): 2^-20 (tiny quotients, subnormal codes).
  std::vector<char> special(size_t(c.hidden * elementBytes(c.dtype)));
  runtime::dispatchDtype(c.dtype, [&](auto tag) {
    using T = decltype(tag);
    T *values = reinterpret_cast<T *>(special.data());
    for (int64_t j = 0; j < c.hidden; ++j)
      values[j] = runtime::fromFloat<T>(
          testValue(c.seed, kSharedRank, TensorKind::Weight, j));
    for (int64_t j = 0; j < 128; ++j)
      values[j] = runtime::fromFloat<T>(0.0f);
    values[1000] =
        runtime::fromFloat<T>(std::numeric_limits<float>::infinity());
    values[2000] =
        runtime::fromFloat<T>(std::numeric_limits<float>::quiet_NaN());
    for (int64_t j = 3000; j < 3100; ++j)
      values[j] = runtime::fromFloat<T>(0x1p-20f);
  });
  checkCuda(cudaMemcpyAsync(weight, special.data(), special.size(),
                            cudaMemcpyHostToDevice, stream),
            "special weights");
  // `special` must outlive the copy.
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
}

void QuantTester::issue(const QuantCase &c, QuantPath path,
                        bool withoutNormed) {
  const std::string name = c.name(path);
  NormProblem problem = problemOf(c);
  if (withoutNormed && setup.fused->writesWithoutNormed(problem))
    problem.normed = nullptr;
  switch (path) {
  case QuantPath::OneShot:
  case QuantPath::TwoShot: {
    const tpfuse_algorithm algorithm = path == QuantPath::OneShot
                                           ? TPFUSE_ALGORITHM_ONE_SHOT
                                           : TPFUSE_ALGORITHM_TWO_SHOT;
    const char *reason = setup.fused->fusedDeclineReason(problem, algorithm);
    if (!check(!reason,
               name + ": the fused path declined: " + (reason ? reason : "")))
      return;
    checkStatus(setup.fused->fusedAllReduceRmsNorm(problem, algorithm, stream),
                name + ": the fused call");
    return;
  }
  case QuantPath::Declined:
    check(setup.declining->fusedDeclineReason(problem, TPFUSE_ALGORITHM_AUTO) !=
              nullptr,
          name + ": the forced-decline backend did not decline");
    // The fallback as Comm runs it: the sum into normed, the norm there.
    checkStatus(setup.declining->allReduceSum(
                    input, normed, c.tokens * c.hidden, c.dtype, stream),
                name + ": the all-reduce");
    problem.input = normed;
    checkStatus(setup.declining->rmsNorm(problem, stream), name + ": the norm");
    return;
  case QuantPath::LocalNorm:
    checkStatus(setup.fused->rmsNorm(problem, stream), name + ": the norm");
    return;
  case QuantPath::CApi: {
    tpfuse_rms_norm_args args;
    tpfuse_rms_norm_args_init(&args);
    args.dtype = c.dtype;
    args.input = input;
    args.residual = residual;
    args.weight = weight;
    args.normed = withoutNormed ? nullptr : normed;
    args.residual_out = residualOut;
    args.tokens = c.tokens;
    args.hidden = c.hidden;
    args.epsilon = kEpsilon;
    args.variant = c.variant.flags;
    args.weight_offset = c.variant.weightOffset;
    args.quant = problem.quant;
    args.scale_format = problem.scaleFormat;
    args.scale_layout = problem.scaleLayout;
    args.min_scale = problem.minScale;
    args.group_size = problem.groupSize;
    args.scale_in = problem.scaleIn;
    args.quantized = problem.quantized;
    args.scales = problem.scales;
    args.scaling = problem.scaling;
    checkStatus(tpfuse_all_reduce_residual_rms_norm(setup.api, &args, stream),
                name + ": tpfuse_all_reduce_residual_rms_norm");
    return;
  }
  }
}

void QuantTester::compareBytes(const std::vector<uint8_t> &got,
                               const std::vector<uint8_t> &expected,
                               int64_t size, const std::string &what) {
  if (!check(int64_t(expected.size()) == size,
             what + ": the reference has " + std::to_string(expected.size()) +
                 " bytes, expected " + std::to_string(size)))
    return;
  int64_t mismatches = 0, first = -1;
  for (int64_t i = 0; i < int64_t(got.size()); ++i) {
    const uint8_t want = i < size ? expected[size_t(i)] : kPoison;
    if (got[size_t(i)] != want) {
      mismatches += 1;
      if (first < 0)
        first = i;
    }
  }
  if (mismatches == 0)
    return;
  char text[160];
  std::snprintf(text, sizeof(text),
                ": %lld bytes differ, first at %lld%s: got 0x%02x, expected "
                "0x%02x",
                static_cast<long long>(mismatches),
                static_cast<long long>(first),
                first >= size ? " (a guard byte)" : "", got[size_t(first)],
                first < size ? expected[size_t(first)] : kPoison);
  check(false, what + text);
}

void QuantTester::verify(const QuantCase &c, QuantPath path, bool model) {
  const std::string name = c.name(path);
  if (!checkCuda(cudaStreamSynchronize(stream), name + ": synchronize"))
    return;
  checkStatus(
      static_cast<runtime::cuda::CudaBackend &>(*setup.fused).asyncError(),
      name + ": asyncError");
  const NormProblem problem = problemOf(c);
  const int64_t quantizedBytes = c.tokens * runtime::quantizedRowBytes(problem);
  int64_t scaleBytes = 0;
  check(runtime::scalesBytes(problem, scaleBytes) &&
            scaleBytes <= kScaleCapacity,
        name + ": scale layout size");

  std::vector<char> normedHost(
      size_t(c.tokens * c.hidden * elementBytes(c.dtype)));
  std::vector<uint8_t> quantizedHost(size_t(quantizedBytes + kGuardBytes));
  std::vector<uint8_t> scalesHost(size_t(scaleBytes + kGuardBytes));
  checkCuda(cudaMemcpy(normedHost.data(), normed, normedHost.size(),
                       cudaMemcpyDeviceToHost),
            name + ": copying normed");
  checkCuda(cudaMemcpy(quantizedHost.data(), quantized, quantizedHost.size(),
                       cudaMemcpyDeviceToHost),
            name + ": copying quantized");
  checkCuda(cudaMemcpy(scalesHost.data(), scales, scalesHost.size(),
                       cudaMemcpyDeviceToHost),
            name + ": copying scales");

  // normed as written, in float64 for the model; no poison (NaN) left
  // outside the special weights' infinite and NaN columns (an infinite
  // weight on an h of 0 gives NaN too).
  std::vector<double> y(size_t(c.tokens * c.hidden));
  int64_t nans = 0;
  runtime::dispatchDtype(c.dtype, [&](auto tag) {
    using T = decltype(tag);
    const T *values = reinterpret_cast<const T *>(normedHost.data());
    for (size_t i = 0; i < y.size(); ++i) {
      y[i] = runtime::toFloat(values[i]);
      const int64_t column = int64_t(i) % c.hidden;
      const bool special =
          c.specialWeights && (column == 1000 || column == 2000);
      nans += std::isnan(y[i]) && !special ? 1 : 0;
    }
  });
  check(nans == 0, name + ": " + std::to_string(nans) +
                       " elements of normed NaN (not written)");

  // The CPU backend's quantizer on the same normed rows.
  std::vector<uint8_t> hostQuantized(static_cast<size_t>(quantizedBytes));
  std::vector<uint8_t> hostScales(size_t(scaleBytes), kPoison);
  NormProblem host = problem;
  float hostScaleIn = c.spec.scaleIn;
  host.normed = normedHost.data();
  host.quantized = hostQuantized.data();
  host.scales = problem.scales ? hostScales.data() : nullptr;
  host.scaleIn = problem.scaleIn ? &hostScaleIn : nullptr;
  runtime::hostQuantizeNormed(host);
  compareBytes(quantizedHost, hostQuantized, quantizedBytes,
               name + ": quantized vs the CPU quantizer");
  compareBytes(scalesHost, hostScales, scaleBytes,
               name + ": scales vs the CPU quantizer");

  if (model) {
    const test::QuantBytes expected =
        test::modelQuantize(c.spec, c.tokens, c.hidden, y);
    compareBytes(quantizedHost, expected.quantized, quantizedBytes,
                 name + ": quantized vs the float64 model");
    compareBytes(scalesHost, expected.scales, scaleBytes,
                 name + ": scales vs the float64 model");
  }
  ++cases;
}

void QuantTester::runCase(const QuantCase &c, QuantPath path, bool model) {
  prepare(c);
  issue(c, path);
  verify(c, path, model);
}

bool groupDivides(const QuantSpec &spec, int64_t hidden) {
  return spec.groupSize == 0 || hidden % spec.groupSize == 0;
}

void QuantTester::runMatrix() {
  // Token counts around the layouts' paddings (4, 128); hidden 1056 has
  // 33 blocks of 32 and 66 of 16 (column padding), 256 two groups of 128
  // (a packed word half padding).
  struct Shape {
    int64_t tokens, hidden;
  };
  std::vector<Shape> shapes = {
      {1, 7168}, {5, 4096}, {130, 256}, {130, 1056}, {130, 7168}};
  std::vector<QuantPath> paths = {QuantPath::OneShot, QuantPath::TwoShot,
                                  QuantPath::Declined, QuantPath::LocalNorm};
  std::vector<tpfuse_dtype> dtypes = {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                      TPFUSE_DTYPE_F32};
  if (setup.quick) {
    shapes = {{5, 1056}};
    dtypes = {TPFUSE_DTYPE_BF16};
  }
  for (const QuantSpec &spec : allSpecs())
    for (tpfuse_dtype dtype : dtypes)
      for (const NormVariant &variant : kVariants) {
        if (dtype == TPFUSE_DTYPE_F32 &&
            (variant.flags & TPFUSE_NORM_COMPUTE_IN_DTYPE))
          continue;
        for (const Shape &shape : shapes) {
          if (!groupDivides(spec, shape.hidden))
            continue;
          const QuantCase c{spec,    dtype, shape.tokens, shape.hidden,
                            variant, false, nextSeed++};
          for (QuantPath path : paths)
            // The model is slow: once per case, on the first path.
            runCase(c, path, path == QuantPath::OneShot);
        }
      }
}

void QuantTester::runLongBatches() {
  // 2048 tokens (a multiple of 128 and of 4: no padding rows) on the fused
  // kernels, 2047 (127 padding rows in the swizzled layout, 1 in the
  // others) on the fallback and the local norm; two paths each keeps the
  // host's share of the run short.
  if (setup.quick)
    return;
  for (const QuantSpec &spec : allSpecs())
    for (int64_t tokens : {int64_t(2048), int64_t(2047)}) {
      const QuantCase c{spec,       TPFUSE_DTYPE_BF16, tokens,
                        kMaxHidden, kVariants[0],      false,
                        nextSeed++};
      const bool full = tokens == 2048;
      runCase(c, full ? QuantPath::OneShot : QuantPath::Declined, false);
      runCase(c, full ? QuantPath::TwoShot : QuantPath::LocalNorm, false);
    }
}

void QuantTester::runSpecialValues() {
  // Zero groups, NaN and infinite amaxes, tiny quotients; and the C API's
  // consumer entry, which checks the quantized arguments before the
  // backend runs them.
  for (const QuantSpec &spec : allSpecs())
    for (tpfuse_dtype dtype :
         {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32}) {
      const QuantCase c{spec,         dtype, 5,         kMaxHidden,
                        kVariants[0], true,  nextSeed++};
      for (QuantPath path : {QuantPath::OneShot, QuantPath::TwoShot,
                             QuantPath::Declined, QuantPath::LocalNorm})
        runCase(c, path, path == QuantPath::OneShot);
      if (setup.api)
        runCase({spec, dtype, 130, 4096, kVariants[0], false, nextSeed++},
                QuantPath::CApi, false);
    }
}

void QuantTester::runGraphs() {
  // One call per graph, captured once and replayed with fresh inputs. The
  // same-device mode's all-reduce meets the ranks on the host and cannot be
  // captured, so the fallback is not among them.
  for (const QuantSpec &spec : allSpecs())
    for (QuantPath path :
         {QuantPath::OneShot, QuantPath::TwoShot, QuantPath::LocalNorm}) {
      // Quick runs' workspace holds 64 tokens.
      QuantCase c{spec,       TPFUSE_DTYPE_BF16, setup.quick ? 5 : 130,
                  kMaxHidden, kVariants[0],      false,
                  nextSeed++};
      const std::string name = c.name(path) + " (CUDA graph)";
      cudaGraph_t graph = nullptr;
      cudaGraphExec_t executable = nullptr;
      bool ok = checkCuda(
          cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
          name + ": cudaStreamBeginCapture");
      if (ok)
        issue(c, path);
      ok &= checkCuda(cudaStreamEndCapture(stream, &graph),
                      name + ": cudaStreamEndCapture");
      ok = ok && checkCuda(cudaGraphInstantiate(&executable, graph, 0),
                           name + ": cudaGraphInstantiate");
      // A failed capture fails alike on every rank, which then skip the
      // replays together.
      for (int replay = 0; ok && replay < 2; ++replay) {
        c.seed = nextSeed++;
        prepare(c);
        checkCuda(cudaGraphLaunch(executable, stream),
                  name + ": cudaGraphLaunch");
        verify(c, path, false);
      }
      if (executable)
        checkCuda(cudaGraphExecDestroy(executable), "cudaGraphExecDestroy");
      if (graph)
        checkCuda(cudaGraphDestroy(graph), "cudaGraphDestroy");
    }
}

void QuantTester::runWithoutNormed() {
  // A call with normed null (API version 5) writes the quantized output of
  // the same call with normed, and leaves normed alone: each case runs
  // without normed, then again with it (checked against the CPU quantizer),
  // and the two outputs must be the same bytes, guards included. The
  // backends' paths run without normed where they write without it (rows
  // in registers); the C API entry runs every shape through Comm, which
  // lends stream-ordered scratch elsewhere (hidden 1000: rows not 16-byte
  // multiples, so no fused path and no register epilogue).
  struct Shape {
    tpfuse_dtype dtype;
    int64_t tokens, hidden;
  };
  std::vector<Shape> shapes = {{TPFUSE_DTYPE_BF16, 1, 7168},
                               {TPFUSE_DTYPE_BF16, 130, 7168},
                               {TPFUSE_DTYPE_F16, 5, 1056},
                               {TPFUSE_DTYPE_F32, 5, 4096},
                               {TPFUSE_DTYPE_BF16, 5, 1000}};
  if (setup.quick)
    shapes = {{TPFUSE_DTYPE_BF16, 5, 1056}};
  for (const QuantSpec &spec : allSpecs())
    for (const Shape &shape : shapes)
      for (const NormVariant &variant : {kVariants[0], kVariants[1]}) {
        if (!groupDivides(spec, shape.hidden))
          continue;
        const QuantCase c{spec,    shape.dtype, shape.tokens, shape.hidden,
                          variant, false,       nextSeed++};
        std::vector<QuantPath> paths = {QuantPath::LocalNorm};
        if (shape.hidden * elementBytes(shape.dtype) % 16 == 0)
          paths.insert(paths.end(), {QuantPath::OneShot, QuantPath::TwoShot});
        if (setup.api)
          paths.push_back(QuantPath::CApi);
        for (QuantPath path : paths) {
          const std::string name = c.name(path) + " without normed";
          prepare(c);
          issue(c, path, /*withoutNormed=*/true);
          const NormProblem problem = problemOf(c);
          const bool normedLeftOut = path == QuantPath::CApi ||
                                     setup.fused->writesWithoutNormed(problem);
          int64_t scaleBytes = 0;
          runtime::scalesBytes(problem, scaleBytes);
          std::vector<uint8_t> bareQuantized(size_t(
              c.tokens * runtime::quantizedRowBytes(problem) + kGuardBytes));
          std::vector<uint8_t> bareScales(size_t(scaleBytes + kGuardBytes));
          std::vector<uint8_t> normedBytes(
              size_t(c.tokens * c.hidden * elementBytes(c.dtype)));
          if (!checkCuda(cudaStreamSynchronize(stream), name + ": synchronize"))
            continue;
          checkCuda(cudaMemcpy(bareQuantized.data(), quantized,
                               bareQuantized.size(), cudaMemcpyDeviceToHost),
                    name + ": copying quantized");
          checkCuda(cudaMemcpy(bareScales.data(), scales, bareScales.size(),
                               cudaMemcpyDeviceToHost),
                    name + ": copying scales");
          checkCuda(cudaMemcpy(normedBytes.data(), normed, normedBytes.size(),
                               cudaMemcpyDeviceToHost),
                    name + ": copying normed");
          if (normedLeftOut)
            check(std::all_of(normedBytes.begin(), normedBytes.end(),
                              [](uint8_t byte) { return byte == 0xff; }),
                  name + ": normed was written");

          poisonOutputs(c);
          issue(c, path);
          verify(c, path, false);
          std::vector<uint8_t> withQuantized(bareQuantized.size()),
              withScales(bareScales.size());
          checkCuda(cudaMemcpy(withQuantized.data(), quantized,
                               withQuantized.size(), cudaMemcpyDeviceToHost),
                    name + ": copying quantized");
          checkCuda(cudaMemcpy(withScales.data(), scales, withScales.size(),
                               cudaMemcpyDeviceToHost),
                    name + ": copying scales");
          check(bareQuantized == withQuantized,
                name + ": quantized differs from the call with normed");
          check(bareScales == withScales,
                name + ": scales differ from the call with normed");
        }
      }
}

int QuantTester::run() {
  bool allocated = allocate();
  // cudaMalloc may synchronize the device too: no rank starts a fused
  // kernel before every rank has allocated.
  bool all = false;
  if (setup.fused->allAgree(allocated, &all) != TPFUSE_SUCCESS || !all)
    return failures + 1;
  runMatrix();
  runLongBatches();
  runSpecialValues();
  runGraphs();
  runWithoutNormed();
  log("summary: quantized outputs: " + std::to_string(cases) +
      " calls checked, " + std::to_string(failures) + " failed checks");
  return failures;
}

} // namespace

int tpfuse::gputest::runQuantTests(
    const RankSetup &setup, cudaStream_t stream,
    const std::function<void(const std::string &)> &log) {
  int failures;
  {
    QuantTester tester(setup, stream, log);
    failures = tester.run();
  }
  // The tester's cudaFree synchronizes the device: in the same-device mode
  // a peer already in the next test's fused kernel would wait for this rank
  // until the spin bound. Meet on the host once every rank has freed.
  bool all = false;
  if (setup.fused->allAgree(true, &all) != TPFUSE_SUCCESS || !all) {
    log("FAIL: quantized outputs: the ranks did not meet after the tests");
    ++failures;
  }
  return failures;
}
