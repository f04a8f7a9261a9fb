//===- QuantizedBoundariesDriver.cpp - Quantized boundaries, on CPU ranks -===//
//
// Runs test/e2e/quantized_boundaries.mlir, compiled by tp-aot-pipeline for
// the CPU, on this rank. The compiled code must amount to the runtime's own
// calls: every output (normed, residual stream, quantized values, scales with
// their padding) is compared bit for bit with tpfuse_all_reduce and the
// quantizing tpfuse_rms_norm called directly with the arguments the IR
// states. The normed output is also held to a float64 reference (the sum
// paid exactly once), and each scheme's values, decoded with their scales,
// to the normed output within the format's rounding.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <cmath>
#include <cstdio>
#include <cstring>

using namespace tpfuse::e2e;

namespace {

constexpr int64_t kTokens = 5; // not a multiple of 4: the layouts pad
constexpr int64_t kHidden = 256;
constexpr int64_t kPaddedTo4 = 8;
constexpr int64_t kPaddedTo128 = 128;
constexpr int kBoundaries = 6;
constexpr float kEpsilon = 1e-5f;
constexpr float kStaticScale = 0.0234375f; // 3 / 128
constexpr float kGlobalScale = 448.0f * 6.0f / 8.0f;

/// A 2-D output of the compiled function: its bytes, and the descriptor
/// (sizes and strides in elements) the compiled code writes through.
struct Output {
  Output(const char *name, int64_t rows, int64_t columns, size_t elementBytes)
      : name(name), rows(rows), columns(columns), elementBytes(elementBytes),
        bytes(static_cast<size_t>(rows * columns) * elementBytes) {}

  StridedMemRefType<uint8_t, 2> *descriptor() {
    view = describe<2>(bytes.data(), std::array<int64_t, 2>{rows, columns});
    return &view;
  }
  /// 0xFF everywhere: NaN in bf16, f32 and e4m3, not a value any scheme
  /// writes in padding.
  void poison() { std::memset(bytes.data(), 0xFF, bytes.size()); }

  const char *name;
  int64_t rows, columns;
  size_t elementBytes;
  std::vector<uint8_t> bytes;
  StridedMemRefType<uint8_t, 2> view;
};

/// The compiled function's C interface (docs/AOT.md): the communicator, the
/// arguments, then one descriptor per result. Every descriptor is passed by
/// address, so the element types do not matter here.
extern "C" int32_t _mlir_ciface_quantized_boundaries(
    tpfuse_comm *comm, StridedMemRefType<Bf16, 2> *contribution,
    StridedMemRefType<Bf16, 2> *residual, StridedMemRefType<Bf16, 1> *weight,
    StridedMemRefType<float, 0> *staticScale,
    StridedMemRefType<float, 1> *globalScale, void *normed, void *residualOut,
    void *q0, void *q1, void *scales1, void *q2, void *scales2, void *q3,
    void *scales3, void *q4, void *scales4, void *q5, void *scales5);

/// One boundary of the module: how its norm rounds and quantizes, as the IR
/// states it, and its outputs' indices in `Outputs::all`.
struct Boundary {
  uint32_t variant;
  tpfuse_quant_scheme scheme;
  tpfuse_scale_format format;
  tpfuse_scale_layout layout;
  float minScale;
  int64_t groupSize;
  const float *scaleIn;
  int values;
  int scales; // -1: none
};

struct Outputs {
  Outputs()
      : all{{"normed", kTokens, kHidden, 2},
            {"residual_out", kTokens, kHidden, 2},
            {"fp8_static values", kTokens, kHidden, 1},
            {"fp8_per_token values", kTokens, kHidden, 1},
            {"fp8_per_token scales", kTokens, 1, 4},
            {"fp8_per_group ue8m0 values", kTokens, kHidden, 1},
            {"fp8_per_group ue8m0 packed scales", 1, kPaddedTo4, 4},
            {"fp8_per_group f32 values", kTokens, kHidden, 1},
            {"fp8_per_group column-major scales", 2, kPaddedTo4, 4},
            {"nvfp4 values", kTokens, kHidden / 2, 1},
            {"nvfp4 swizzled scales", kPaddedTo128, kHidden / 16, 1},
            {"mxfp4 values", kTokens, kHidden / 2, 1},
            {"mxfp4 scales", kTokens, kHidden / 32, 1}} {}
  std::vector<Output> all;
};

const float kStaticScaleValue = kStaticScale;
const float kGlobalScaleValue = kGlobalScale;

const Boundary kBoundaryList[kBoundaries] = {
    {TPFUSE_NORM_DEFAULT, TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 0.0f, 0, &kStaticScaleValue, 2, -1},
    {TPFUSE_NORM_DEFAULT, TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 4.35965397e-6f, 0, nullptr, 3, 4},
    {TPFUSE_NORM_WEIGHT_AFTER_ROUNDING, TPFUSE_QUANT_FP8_PER_GROUP,
     TPFUSE_SCALE_UE8M0, TPFUSE_SCALE_PACKED_UE8M0, 2.23214283e-13f, 128,
     nullptr, 5, 6},
    {TPFUSE_NORM_DEFAULT, TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_COLUMN_MAJOR, 2.23214283e-13f, 128, nullptr, 7, 8},
    {TPFUSE_NORM_DEFAULT, TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_SWIZZLED_128X4, 0.0f, 16, &kGlobalScaleValue, 9, 10},
    {TPFUSE_NORM_DEFAULT, TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32,
     TPFUSE_SCALE_ROW_MAJOR, 0.0f, 32, nullptr, 11, 12},
};

struct Inputs {
  explicit Inputs(int rank)
      : contribution({kTokens, kHidden}), residual({kTokens, kHidden}),
        weight({kHidden}) {
    Values byRank(seedOf(0, rank));
    byRank.fill(contribution, 32, 4.0);
    Values replicated(seedOf(1));
    replicated.fill(residual, 32, 4.0);
    replicated.fillWeights(weight);
    staticScale.basePtr = staticScale.data = &staticScaleValue;
    staticScale.offset = 0;
    globalScale = describe<1>(&globalScaleValue, std::array<int64_t, 1>{1});
  }
  Tensor<2> contribution, residual;
  Tensor<1> weight;
  float staticScaleValue = kStaticScale;
  float globalScaleValue = kGlobalScale;
  StridedMemRefType<float, 0> staticScale;
  StridedMemRefType<float, 1> globalScale;
};

int32_t runCompiled(tpfuse_comm *comm, Inputs &inputs, Outputs &outputs) {
  for (Output &output : outputs.all)
    output.poison();
  std::vector<Output> &o = outputs.all;
  return _mlir_ciface_quantized_boundaries(
      comm, inputs.contribution.descriptor(), inputs.residual.descriptor(),
      inputs.weight.descriptor(), &inputs.staticScale, &inputs.globalScale,
      o[0].descriptor(), o[1].descriptor(), o[2].descriptor(),
      o[3].descriptor(), o[4].descriptor(), o[5].descriptor(),
      o[6].descriptor(), o[7].descriptor(), o[8].descriptor(),
      o[9].descriptor(), o[10].descriptor(), o[11].descriptor(),
      o[12].descriptor());
}

/// What the compiled function must compute, from the runtime's entries
/// called directly: the sum paid once, then each boundary's quantizing norm.
Outputs runRuntime(const Session &session, Inputs &inputs) {
  Outputs expected;
  for (Output &output : expected.all)
    output.poison();
  std::vector<Bf16> sum(static_cast<size_t>(kTokens * kHidden));
  expectStatus(session,
               tpfuse_all_reduce(session.comm,
                                 inputs.contribution.values.data(), sum.data(),
                                 kTokens * kHidden, TPFUSE_DTYPE_BF16, nullptr),
               TPFUSE_SUCCESS, "the runtime's all-reduce");
  for (const Boundary &boundary : kBoundaryList) {
    tpfuse_rms_norm_args args;
    tpfuse_rms_norm_args_init(&args);
    args.dtype = TPFUSE_DTYPE_BF16;
    args.input = sum.data();
    args.residual = inputs.residual.values.data();
    args.weight = inputs.weight.values.data();
    args.normed = expected.all[0].bytes.data();
    args.residual_out = expected.all[1].bytes.data();
    args.tokens = kTokens;
    args.hidden = kHidden;
    args.epsilon = kEpsilon;
    args.variant = boundary.variant;
    args.quant = boundary.scheme;
    args.scale_format = boundary.format;
    args.scale_layout = boundary.layout;
    args.min_scale = boundary.minScale;
    args.group_size = boundary.groupSize;
    args.scale_in = boundary.scaleIn;
    args.quantized = expected.all[boundary.values].bytes.data();
    args.scales = boundary.scales < 0
                      ? nullptr
                      : expected.all[boundary.scales].bytes.data();
    // The normed output the module returns is the first boundary's.
    std::vector<uint8_t> firstNormed = expected.all[0].bytes;
    expectStatus(session, tpfuse_rms_norm(session.comm, &args, nullptr),
                 TPFUSE_SUCCESS, "the runtime's quantizing norm");
    if (&boundary != &kBoundaryList[0])
      expected.all[0].bytes = firstNormed;
  }
  return expected;
}

/// Every output bit-identical to the runtime's.
void expectSameBits(const Session &session, const Outputs &actual,
                    const Outputs &expected, const std::string &what) {
  for (size_t i = 0; i < actual.all.size(); ++i) {
    const Output &got = actual.all[i];
    const Output &want = expected.all[i];
    size_t differing = 0;
    for (size_t byte = 0; byte < got.bytes.size(); ++byte)
      differing += got.bytes[byte] != want.bytes[byte];
    if (differing)
      fail(session, what + ": " + got.name + ": " + std::to_string(differing) +
                        " of " + std::to_string(got.bytes.size()) +
                        " bytes differ from the runtime's own calls");
  }
  std::printf("rank %d: %s: %zu outputs checked bit for bit against the "
              "runtime's own calls\n",
              session.rank, what.c_str(), actual.all.size());
}

/// Per-token FP8 and MXFP4 (whose norms round as the first boundary's, the
/// normed output returned), decoded with their scales, stay within their
/// format's relative rounding (and one step near zero) of the normed output
/// they quantize: the values are quantized from the normed rows, not left
/// unwritten or taken from elsewhere.
void expectDecodesToNormed(const Session &session, const Outputs &outputs) {
  const Output &normed = outputs.all[0];
  auto normedValue = [&](int64_t t, int64_t j) {
    Bf16 bits;
    std::memcpy(&bits, &normed.bytes[static_cast<size_t>(t * kHidden + j) * 2],
                2);
    return fromBf16(bits);
  };
  size_t bad = 0;
  const Output &tokenValues = outputs.all[3];
  const Output &tokenScales = outputs.all[4];
  const Output &mxValues = outputs.all[11];
  const Output &mxScales = outputs.all[12];
  for (int64_t t = 0; t < kTokens; ++t) {
    float scale;
    std::memcpy(&scale, &tokenScales.bytes[static_cast<size_t>(t) * 4], 4);
    for (int64_t j = 0; j < kHidden; ++j) {
      double y = normedValue(t, j);
      double fp8 =
          fromE4m3(tokenValues.bytes[static_cast<size_t>(t * kHidden + j)]) *
          scale;
      if (!(std::fabs(fp8 - y) <= std::fabs(y) / 16 + scale * 0x1p-9))
        ++bad;
      uint8_t pair = mxValues.bytes[static_cast<size_t>(t * kHidden + j) / 2];
      double block = std::ldexp(
          1.0, int(mxScales.bytes[static_cast<size_t>(t * 8 + j / 32)]) - 127);
      double fp4 = fromE2m1(j % 2 ? pair >> 4 : pair & 0xF) * block;
      if (!(std::fabs(fp4 - y) <= std::fabs(y) / 4 + block / 4))
        ++bad;
    }
  }
  if (bad)
    fail(session, std::to_string(bad) +
                      " decoded values off the normed output they quantize");
}

const char *nameOf(Mode mode) {
  switch (mode) {
  case Mode::Fused:
    return "fused";
  case Mode::Unfused:
    return "unfused";
  default:
    return "declined";
  }
}

} // namespace

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  if (options.mode == Mode::BadInput) {
    std::fprintf(stderr, "bad input is checked on the NextN example\n");
    return 2;
  }
  Session session(/*timeoutMs=*/60000);
  Inputs inputs(session.rank);
  Outputs outputs;
  int32_t status = runCompiled(session.comm, inputs, outputs);
  auto count = static_cast<uint64_t>(kBoundaries);

  if (options.mode == Mode::WrongWorldSize) {
    expectStatus(session, status, TPFUSE_ERROR_INVALID_ARGUMENT,
                 "wrong world size");
    expectCounters(session, {0, 0, 0}, "wrong world size");
    return failures() ? 1 : 0;
  }
  expectStatus(session, status, TPFUSE_SUCCESS, "the compiled function");
  switch (options.mode) {
  case Mode::Fused:
    expectCounters(session, {0, count, 0}, "fused");
    break;
  case Mode::Unfused:
    expectCounters(session, {count, 0, 0}, "unfused");
    break;
  default:
    expectForcedDeclines(session);
    expectCounters(session, {count, 0, count}, "declined");
    break;
  }

  // The float64 reference of the normed output: each rank's contribution
  // regenerated, summed once.
  std::vector<double> sum(static_cast<size_t>(kTokens * kHidden), 0.0);
  for (int rank = 0; rank < session.worldSize; ++rank) {
    Inputs peer(rank);
    std::vector<double> values = peer.contribution.exact();
    for (size_t i = 0; i < sum.size(); ++i)
      sum[i] += values[i];
  }
  for (double &value : sum)
    value = roundToBf16(value);
  std::vector<double> residual = inputs.residual.exact();
  std::vector<double> reference =
      residualRmsNorm(sum, residual, inputs.weight.exact(), kEpsilon);
  std::vector<Bf16> normed(static_cast<size_t>(kTokens * kHidden));
  std::memcpy(normed.data(), outputs.all[0].bytes.data(),
              outputs.all[0].bytes.size());
  expectClose(session, normed, reference, "normed");
  expectDecodesToNormed(session, outputs);

  Outputs expected = runRuntime(session, inputs);
  expectSameBits(session, outputs, expected, nameOf(options.mode));

  if (options.mode == Mode::Fused) {
    // Forced to decline: the fallback pays each sum once and quantizes into
    // the same buffers, bit for bit.
    expectStatus(session, tpfuse_comm_set_force_decline(session.comm, 1),
                 TPFUSE_SUCCESS, "forcing declines");
    expectStatus(session, tpfuse_comm_reset_counters(session.comm),
                 TPFUSE_SUCCESS, "resetting the counters");
    expectStatus(session, runCompiled(session.comm, inputs, outputs),
                 TPFUSE_SUCCESS, "forced decline");
    expectCounters(session, {count, 0, count}, "forced decline");
    expectSameBits(session, outputs, expected, "forced decline");
  }
  return failures() ? 1 : 0;
}
