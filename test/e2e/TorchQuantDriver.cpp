//===- TorchQuantDriver.cpp - An exported quantized norm, on CPU ranks ----===//
//
// Compiled once per module of test/Frontends/Torch/Inputs/quant/e2e/ (a
// norm and a quantization of its output, as torch-mlir exports them behind
// a boundary that pays a sum over 2 ranks), with
//   TPFUSE_TORCH_QUANT_CASE       the case, e.g. "llama_per_group_fp8";
//   TPFUSE_TORCH_QUANT_RESIDUAL   1 if the boundary takes a residual;
//   TPFUSE_TORCH_QUANT_SCALE      1 if it takes a static scale;
//   TPFUSE_TORCH_QUANT_SECOND     the second result's columns and element
//                                 bytes: rows (256, 2: the residual
//                                 stream) or scales (groups, 4);
//   TPFUSE_TORCH_QUANT_NVFP4      1 for NVFP4: the values are e2m1 as f32,
//                                 the second result the block scales as
//                                 f32 (16, 4), and the residual stream, if
//                                 any, a third result;
// and linked with the module compiled three ways, whose entry points are
// renamed tpfuse_torch_quant_{fused,raised,frontend}: raised and fused
// (tp-raise-rms-norm, tp-raise-norm-quantization, and tp-fuse-allreduce-norm
// for the fused one: one runtime call quantizes) and as exported (the
// quantization compiled from the exporter's own ops). All three must give
// the same bits; the values, decoded with their scale, must be within FP8's
// (FP4's) rounding of a float64 reference of the norm.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

using namespace tpfuse::e2e;

namespace {

constexpr int64_t kTokens = 7;
constexpr int64_t kHidden = 256;
constexpr int64_t kSecondColumns = TPFUSE_TORCH_QUANT_SECOND_COLUMNS;
constexpr size_t kSecondBytes = TPFUSE_TORCH_QUANT_SECOND_BYTES;
constexpr bool kNvfp4 = TPFUSE_TORCH_QUANT_NVFP4;
constexpr size_t kValueBytes = kNvfp4 ? 4 : 1;
constexpr bool kThirdResult = kNvfp4 && TPFUSE_TORCH_QUANT_RESIDUAL;
// FP8's static scale, or NVFP4's global scale (448 * 6 / 8: an amax of 8).
// The FP8 scale is 7 / 512, no power of two: bf16 values y = 7 m / 512 with
// m an e4m3 midpoint are a tie under y / s, while y * (1 / s) lands beside
// it, so a quantization that divides and one that multiplies by the
// reciprocal differ in a few percent of the values, and the paths must agree
// on which one the module computes.
constexpr float kStaticScale = kNvfp4 ? 336.0f : 7.0f / 512.0f;
constexpr int64_t kNanToken = 3;

using Rows = StridedMemRefType<Bf16, 2>;
using Weight = StridedMemRefType<Bf16, 1>;
using Scalar = StridedMemRefType<float, 0>;

// The boundary's C interface (docs/AOT.md): the communicator, the partial
// sum, [residual,] [scale,] weight, then the two results' descriptors.
using BoundaryEntry = int32_t(tpfuse_comm *, Rows *partial,
#if TPFUSE_TORCH_QUANT_RESIDUAL
                              Rows *residual,
#endif
#if TPFUSE_TORCH_QUANT_SCALE
                              Scalar *scale,
#endif
                              Weight *weight, void *values, void *second
#if TPFUSE_TORCH_QUANT_NVFP4 && TPFUSE_TORCH_QUANT_RESIDUAL
                              ,
                              void *third
#endif
);

} // namespace

extern "C" BoundaryEntry tpfuse_torch_quant_fused;
extern "C" BoundaryEntry tpfuse_torch_quant_raised;
extern "C" BoundaryEntry tpfuse_torch_quant_frontend;

namespace {

struct Inputs {
  explicit Inputs(int rank)
      : partial({kTokens, kHidden}), residual({kTokens, kHidden}),
        weight({kHidden}) {
    Values byRank(seedOf(0, rank));
    byRank.fill(partial, 32, 4.0);
    Values replicated(seedOf(1));
    replicated.fill(residual, 32, 4.0);
    replicated.fillWeights(weight);
    // One NaN in rank 0's contribution: its token's normed row is NaN, which
    // the exported clamp and #tp.quant both take to -448 (and its scale to
    // the floor).
    if (rank == 0)
      partial.values[static_cast<size_t>(kNanToken * kHidden + 5)] = 0x7FC0;
    // Token 1's columns 17 and 18 sum to exactly 0 (rank 1 cancels rank 0,
    // the residual is 0) under weights -1 and +1: normed -0.0 and +0.0,
    // which NVFP4's references round to +0 both.
    for (size_t column : {17, 18}) {
      size_t index = static_cast<size_t>(1 * kHidden) + column;
      partial.values[index] = rank == 0 ? 0x3F00 : 0xBF00; // +-0.5
      if (rank >= 2)
        partial.values[index] = 0;
      residual.values[index] = 0;
    }
    weight.values[17] = 0xBF80; // -1
    weight.values[18] = 0x3F80; // +1
    scale.basePtr = scale.data = &scaleValue;
    scale.offset = 0;
  }
  Tensor<2> partial, residual;
  Tensor<1> weight;
  float scaleValue = kStaticScale;
  Scalar scale;
};

/// The results' bytes, poisoned before each call.
struct Outputs {
  std::vector<uint8_t> values =
      std::vector<uint8_t>(kTokens * kHidden * kValueBytes);
  std::vector<uint8_t> second =
      std::vector<uint8_t>(kTokens * kSecondColumns * kSecondBytes);
  std::vector<uint8_t> third =
      std::vector<uint8_t>(kThirdResult ? kTokens * kHidden * 2 : 0);

  float valueAt(size_t index) const {
    float value;
    std::memcpy(&value, &values[index * 4], 4);
    return value;
  }
  float scaleAt(size_t index) const {
    float value;
    std::memcpy(&value, &second[index * 4], 4);
    return value;
  }
};

int32_t call(BoundaryEntry *entry, tpfuse_comm *comm, Inputs &inputs,
             Outputs &outputs) {
  std::memset(outputs.values.data(), 0xFF, outputs.values.size());
  std::memset(outputs.second.data(), 0xFF, outputs.second.size());
  std::fill(outputs.third.begin(), outputs.third.end(), uint8_t(0xFF));
  auto values = describe<2>(outputs.values.data(),
                            std::array<int64_t, 2>{kTokens, kHidden});
  auto second = describe<2>(outputs.second.data(),
                            std::array<int64_t, 2>{kTokens, kSecondColumns});
#if TPFUSE_TORCH_QUANT_NVFP4 && TPFUSE_TORCH_QUANT_RESIDUAL
  auto third = describe<2>(outputs.third.data(),
                           std::array<int64_t, 2>{kTokens, kHidden});
#endif
  return entry(comm, inputs.partial.descriptor(),
#if TPFUSE_TORCH_QUANT_RESIDUAL
               inputs.residual.descriptor(),
#endif
#if TPFUSE_TORCH_QUANT_SCALE
               &inputs.scale,
#endif
               inputs.weight.descriptor(), &values, &second
#if TPFUSE_TORCH_QUANT_NVFP4 && TPFUSE_TORCH_QUANT_RESIDUAL
               ,
               &third
#endif
  );
}

} // namespace

int main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  Session session(/*timeoutMs=*/60000);
  Inputs inputs(session.rank);

  Outputs frontend, raised, fused;
  expectStatus(
      session,
      call(tpfuse_torch_quant_frontend, session.comm, inputs, frontend),
      TPFUSE_SUCCESS, "as exported");
  expectStatus(session, tpfuse_comm_reset_counters(session.comm),
               TPFUSE_SUCCESS, "resetting the counters");
  expectStatus(session,
               call(tpfuse_torch_quant_raised, session.comm, inputs, raised),
               TPFUSE_SUCCESS, "raised");
  expectCounters(session, {1, 0, 0}, "raised");
  expectStatus(session, tpfuse_comm_reset_counters(session.comm),
               TPFUSE_SUCCESS, "resetting the counters");
  expectStatus(session,
               call(tpfuse_torch_quant_fused, session.comm, inputs, fused),
               TPFUSE_SUCCESS, "fused");
  expectCounters(session, {0, 1, 0}, "fused");

  for (auto [name, outputs] :
       {std::pair("raised", &raised), std::pair("fused", &fused)}) {
    size_t values = 0, second = 0, third = 0;
    for (size_t i = 0; i < frontend.values.size(); ++i)
      values += outputs->values[i] != frontend.values[i];
    for (size_t i = 0; i < frontend.second.size(); ++i)
      second += outputs->second[i] != frontend.second[i];
    for (size_t i = 0; i < frontend.third.size(); ++i)
      third += outputs->third[i] != frontend.third[i];
    if (values || second || third)
      fail(session, std::string(name) + ": " + std::to_string(values) +
                        " bytes of the quantized values, " +
                        std::to_string(second) + " of the second result and " +
                        std::to_string(third) +
                        " of the third differ from the exported ops'");
    else
      std::printf("rank %d: %s: bit-identical to the exported ops (%zu "
                  "bytes of values, %zu of the second result)\n",
                  session.rank, name, frontend.values.size(),
                  frontend.second.size());
  }

  // The values decoded, against a float64 reference of the normed output:
  // the sum paid once, the norm, within e4m3's rounding (1/16 relative, half
  // the subnormal step) and bf16's.
  std::vector<double> sum(static_cast<size_t>(kTokens * kHidden), 0.0);
  for (int rank = 0; rank < session.worldSize; ++rank) {
    Inputs peer(rank);
    std::vector<double> values = peer.partial.exact();
    for (size_t i = 0; i < sum.size(); ++i)
      sum[i] += values[i];
  }
  std::vector<double> residual;
#if TPFUSE_TORCH_QUANT_RESIDUAL
  residual = inputs.residual.exact();
#else
  residual.assign(sum.size(), 0.0);
#endif
  for (double &value : sum)
    value = roundToBf16(value);
  std::vector<double> reference =
      residualRmsNorm(sum, residual, inputs.weight.exact(), 1e-6);
  int64_t groups = kSecondBytes == 4 ? kSecondColumns : 0;
  size_t bad = 0;
  for (int64_t t = 0; t < kTokens; ++t)
    for (int64_t j = 0; j < kHidden && t != kNanToken; ++j) {
      double y = reference[static_cast<size_t>(t * kHidden + j)];
      if (kNvfp4) {
        // y ~ value * block scale / global scale, within e2m1's rounding (a
        // third relative, a quarter of the block's step below 0.5).
        size_t index = static_cast<size_t>(t * kHidden + j);
        double step = fused.scaleAt(static_cast<size_t>(t * groups + j / 16)) /
                      kStaticScale;
        double decoded = fused.valueAt(index) * step;
        double allowed =
            std::fabs(y) / 3 + step / 4 + 2e-2 * (1 + std::fabs(y));
        if (!(std::fabs(decoded - y) <= allowed) && bad++ < 3)
          std::printf("rank %d: token %lld, column %lld: decoded %g, "
                      "reference %g\n",
                      session.rank, static_cast<long long>(t),
                      static_cast<long long>(j), decoded, y);
        continue;
      }
      double scale = kStaticScale;
      if (groups > 0) {
        float stored;
        std::memcpy(&stored,
                    &fused.second[static_cast<size_t>(
                        (t * groups + j / (kHidden / groups)) * 4)],
                    4);
        scale = stored;
      }
      double decoded =
          fromE4m3(fused.values[static_cast<size_t>(t * kHidden + j)]) * scale;
      double allowed =
          std::fabs(y) / 16 + scale * 0x1p-9 + 2e-2 * (1 + std::fabs(y));
      if (!(std::fabs(decoded - y) <= allowed) && bad++ < 3)
        std::printf("rank %d: token %lld, column %lld: decoded %g, "
                    "reference %g\n",
                    session.rank, static_cast<long long>(t),
                    static_cast<long long>(j), decoded, y);
    }
  if (bad)
    fail(session, std::to_string(bad) + " decoded values off the reference");
  size_t nanRow = 0;
  for (int64_t j = 0; j < kHidden; ++j) {
    size_t index = static_cast<size_t>(kNanToken * kHidden + j);
    if (kNvfp4)
      // Every block's amax is NaN: its scale e4m3(NaN) = -448, its values
      // e2m1(NaN) = -6.
      nanRow += fused.valueAt(index) != -6.0f ||
                fused.scaleAt(static_cast<size_t>(kNanToken * 16 + j / 16)) !=
                    -448.0f;
    else
      nanRow += fused.values[index] != 0xFE;
  }
  if (nanRow)
    fail(session, std::to_string(nanRow) +
                      " values of the NaN token are not -448 (FP8) or -6 "
                      "with scale -448 (NVFP4)");
  return failures() ? 1 : 0;
}
