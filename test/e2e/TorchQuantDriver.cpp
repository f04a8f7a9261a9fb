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
// and linked with the module compiled three ways, whose entry points are
// renamed tpfuse_torch_quant_{fused,raised,frontend}: raised and fused
// (tp-raise-rms-norm, tp-raise-norm-quantization, and tp-fuse-allreduce-norm
// for the fused one: one runtime call quantizes) and as exported (the
// quantization compiled from the exporter's own ops). All three must give
// the same bits; the values, decoded with their scale, must be within FP8's
// rounding of a float64 reference of the norm.
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <cmath>
#include <cstdio>
#include <cstring>

using namespace tpfuse::e2e;

namespace {

constexpr int64_t kTokens = 7;
constexpr int64_t kHidden = 256;
constexpr int64_t kSecondColumns = TPFUSE_TORCH_QUANT_SECOND_COLUMNS;
constexpr size_t kSecondBytes = TPFUSE_TORCH_QUANT_SECOND_BYTES;
constexpr float kStaticScale = 0.015625f;
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
                              Weight *weight, void *values, void *second);

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
    scale.basePtr = scale.data = &scaleValue;
    scale.offset = 0;
  }
  Tensor<2> partial, residual;
  Tensor<1> weight;
  float scaleValue = kStaticScale;
  Scalar scale;
};

/// The two results' bytes, poisoned before each call.
struct Outputs {
  std::vector<uint8_t> values = std::vector<uint8_t>(kTokens * kHidden);
  std::vector<uint8_t> second =
      std::vector<uint8_t>(kTokens * kSecondColumns * kSecondBytes);
};

int32_t call(BoundaryEntry *entry, tpfuse_comm *comm, Inputs &inputs,
             Outputs &outputs) {
  std::memset(outputs.values.data(), 0xFF, outputs.values.size());
  std::memset(outputs.second.data(), 0xFF, outputs.second.size());
  auto values = describe<2>(outputs.values.data(),
                            std::array<int64_t, 2>{kTokens, kHidden});
  auto second = describe<2>(outputs.second.data(),
                            std::array<int64_t, 2>{kTokens, kSecondColumns});
  return entry(comm, inputs.partial.descriptor(),
#if TPFUSE_TORCH_QUANT_RESIDUAL
               inputs.residual.descriptor(),
#endif
#if TPFUSE_TORCH_QUANT_SCALE
               &inputs.scale,
#endif
               inputs.weight.descriptor(), &values, &second);
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
    size_t values = 0, second = 0;
    for (size_t i = 0; i < frontend.values.size(); ++i)
      values += outputs->values[i] != frontend.values[i];
    for (size_t i = 0; i < frontend.second.size(); ++i)
      second += outputs->second[i] != frontend.second[i];
    if (values || second)
      fail(session, std::string(name) + ": " + std::to_string(values) +
                        " quantized values and " + std::to_string(second) +
                        " bytes of the second result differ from the "
                        "exported ops'");
    else
      std::printf("rank %d: %s: bit-identical to the exported ops (%zu "
                  "values, %zu bytes)\n",
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
      double scale = kStaticScale;
      if (groups > 0) {
        float stored;
        std::memcpy(&stored,
                    &fused.second[static_cast<size_t>(
                        (t * groups + j / (kHidden / groups)) * 4)],
                    4);
        scale = stored;
      }
      double y = reference[static_cast<size_t>(t * kHidden + j)];
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
  for (int64_t j = 0; j < kHidden; ++j)
    nanRow +=
        fused.values[static_cast<size_t>(kNanToken * kHidden + j)] != 0xFE;
  if (nanRow)
    fail(session, std::to_string(nanRow) +
                      " values of the NaN token are not -448 (0xFE)");
  return failures() ? 1 : 0;
}
