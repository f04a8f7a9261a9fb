//===- QuantMultiRankTest.cpp - Quantized outputs on several ranks --------===//
//
// On 2, 3 and 4 ranks (threads), every dtype, every scheme (in several
// layouts) and the norm variants: the fused entry, the consumer entry under
// forced decline, and the unfused pair tpfuse_all_reduce + tpfuse_rms_norm
// give the same bits in normed, residual_out, quantized and scales, and the
// quantized output is QuantModel.h's of normed as written. Every output is
// poisoned before each call.
//
//===----------------------------------------------------------------------===//

#include "QuantModel.h"
#include "VariantReference.h"

using namespace tpfuse::test;

namespace {

constexpr int64_t kTokens = 6;
constexpr int64_t kHidden = 128;
constexpr uint8_t kPoison = 0xab;

std::vector<QuantSpec> specs() {
  return {
      {TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0.0f,
       0, 0.0123f},
      {TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR,
       1e-6f, 0, 0.0f},
      {TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR,
       1e-6f, 32, 0.0f},
      {TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
       TPFUSE_SCALE_COLUMN_MAJOR, 1e-6f, 64, 0.0f},
      {TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_UE8M0,
       TPFUSE_SCALE_PACKED_UE8M0, 1e-6f, 16, 0.0f},
      {TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0.0f, 16,
       150.0f},
      {TPFUSE_QUANT_NVFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_SWIZZLED_128X4, 0.0f,
       16, 3.0f},
      {TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0.0f, 32,
       0.0f},
      {TPFUSE_QUANT_MXFP4, TPFUSE_SCALE_F32, TPFUSE_SCALE_SWIZZLED_128X4, 0.0f,
       32, 0.0f},
      // vLLM's QuantFP8: the values times the scale's reciprocal. Under
      // 7 / 512 some values are ties by division and not by the reciprocal.
      {TPFUSE_QUANT_FP8_STATIC, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR, 0.0f,
       0, 7.0f / 512.0f, TPFUSE_SCALING_RECIPROCAL},
      {TPFUSE_QUANT_FP8_PER_TOKEN, TPFUSE_SCALE_F32, TPFUSE_SCALE_ROW_MAJOR,
       1e-6f, 0, 0.0f, TPFUSE_SCALING_RECIPROCAL},
      {TPFUSE_QUANT_FP8_PER_GROUP, TPFUSE_SCALE_F32, TPFUSE_SCALE_COLUMN_MAJOR,
       1e-6f, 32, 0.0f, TPFUSE_SCALING_RECIPROCAL},
  };
}

std::vector<Variant> variants(tpfuse_dtype dtype) {
  std::vector<Variant> result = {
      {TPFUSE_NORM_DEFAULT, 0.0f},
      {TPFUSE_NORM_WEIGHT_AFTER_ROUNDING, 0.0f},
      {TPFUSE_NORM_RESIDUAL_ADD_IN_F32, 0.0f},
      {TPFUSE_NORM_DEFAULT, 1.0f},
  };
  if (dtype != TPFUSE_DTYPE_F32)
    result.push_back({TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f});
  return result;
}

/// One rank's buffers for one call, outputs poisoned.
struct Call {
  Call(tpfuse_dtype dtype, const std::vector<double> &partial,
       const std::vector<double> &residualValues,
       const std::vector<double> &weightValues, const QuantSpec &spec)
      : input(makeTensor(dtype, partial)),
        residual(makeTensor(dtype, residualValues)),
        weight(makeTensor(dtype, weightValues)), normed(dtype, input.size()),
        residualOut(dtype, input.size()), scaleIn(spec.scaleIn) {
    normed.poison();
    residualOut.poison();
    QuantBytes sizes = modelQuantize(spec, kTokens, kHidden,
                                     std::vector<double>(input.size(), 1.0));
    quantized.assign(sizes.quantized.size(), kPoison);
    scales.assign(sizes.scales.size(), kPoison);
  }

  Tensor input, residual, weight, normed, residualOut;
  float scaleIn;
  std::vector<uint8_t> quantized, scales;
};

tpfuse_rms_norm_args argsOf(Call &call, const QuantSpec &spec, Variant variant,
                            tpfuse_dtype dtype, const void *input) {
  tpfuse_rms_norm_args args = initNormArgs();
  args.dtype = dtype;
  args.input = input;
  args.residual = call.residual.data();
  args.weight = call.weight.data();
  args.normed = call.normed.data();
  args.residual_out = call.residualOut.data();
  args.tokens = kTokens;
  args.hidden = kHidden;
  args.variant = variant.flags;
  args.weight_offset = variant.weightOffset;
  args.quant = spec.quant;
  args.scale_format = spec.format;
  args.scale_layout = spec.layout;
  args.min_scale = spec.minScale;
  args.group_size = spec.groupSize;
  args.scale_in = spec.scaleIn != 0.0f ? &call.scaleIn : nullptr;
  args.scaling = spec.scaling;
  args.quantized = call.quantized.data();
  args.scales = call.scales.empty() ? nullptr : call.scales.data();
  return args;
}

enum class Path { Fused, Declined, Unfused };

/// withoutNormed: normed null (only the quantized outputs wanted).
void runPath(Path path, tpfuse_comm *comm, Call &call, const QuantSpec &spec,
             Variant variant, tpfuse_dtype dtype, bool withoutNormed) {
  const std::string name = describe(variant) + ", quant " +
                           std::to_string(spec.quant) + ", layout " +
                           std::to_string(spec.layout) + ", scaling " +
                           std::to_string(spec.scaling);
  if (path == Path::Unfused) {
    Tensor reduced(dtype, call.input.size());
    reduced.poison();
    ASSERT_EQ(tpfuse_all_reduce(comm, call.input.data(), reduced.data(),
                                kTokens * kHidden, dtype, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    tpfuse_rms_norm_args args =
        argsOf(call, spec, variant, dtype, reduced.data());
    if (withoutNormed)
      args.normed = nullptr;
    ASSERT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
        << name << ": " << tpfuse_last_error_message();
    return;
  }
  auto *entry = path == Path::Fused ? &tpfuse_fused_all_reduce_rms_norm
                                    : &tpfuse_all_reduce_residual_rms_norm;
  tpfuse_rms_norm_args args =
      argsOf(call, spec, variant, dtype, call.input.data());
  if (withoutNormed)
    args.normed = nullptr;
  ASSERT_EQ(entry(comm, &args, nullptr), TPFUSE_SUCCESS)
      << name << ": " << tpfuse_last_error_message();
}

std::vector<double> valuesOf(const Tensor &tensor) {
  std::vector<double> values(tensor.size());
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = tensor.get(i);
  return values;
}

class QuantMultiRankTest
    : public ::testing::TestWithParam<std::tuple<int, tpfuse_dtype>> {};

TEST_P(QuantMultiRankTest, PathsAgreeBitForBitAndMatchTheModel) {
  auto [worldSize, dtype] = GetParam();
  const size_t size = static_cast<size_t>(kTokens * kHidden);
  std::vector<std::vector<double>> partials;
  for (int rank = 0; rank < worldSize; ++rank)
    partials.push_back(
        randomDtypeValues(size, dtype, -2, 1, 40 + rank, /*maxBits=*/18));
  const std::vector<double> residual =
      randomDtypeValues(size, dtype, -3, 1, 48);
  const std::vector<double> weight =
      randomDtypeValues(static_cast<size_t>(kHidden), dtype, -4, 0, 49);
  const std::vector<QuantSpec> allSpecs = specs();
  const std::vector<Variant> allVariants = variants(dtype);

  runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
    // Per path: the calls with normed, and the same calls without it.
    std::vector<Call> results[3], withoutNormed[3];
    for (Path path : {Path::Fused, Path::Declined, Path::Unfused}) {
      ASSERT_EQ(tpfuse_comm_set_force_decline(comm, path == Path::Declined),
                TPFUSE_SUCCESS);
      ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
      for (const QuantSpec &spec : allSpecs)
        for (Variant variant : allVariants) {
          Call &call = results[int(path)].emplace_back(dtype, partials[rank],
                                                       residual, weight, spec);
          runPath(path, comm, call, spec, variant, dtype,
                  /*withoutNormed=*/false);
          Call &bare = withoutNormed[int(path)].emplace_back(
              dtype, partials[rank], residual, weight, spec);
          runPath(path, comm, bare, spec, variant, dtype,
                  /*withoutNormed=*/true);
        }
      const uint64_t calls = 2 * allSpecs.size() * allVariants.size();
      tpfuse_counters expected{};
      if (path == Path::Fused)
        expected.fused_calls = calls;
      else
        expected.explicit_all_reduces = calls;
      if (path == Path::Declined)
        expected.declines = calls;
      EXPECT_EQ(countersOf(comm), expected) << "path " << int(path);
    }

    for (size_t s = 0; s < allSpecs.size(); ++s) {
      for (size_t v = 0; v < allVariants.size(); ++v) {
        const size_t index = s * allVariants.size() + v;
        const Call &fused = results[int(Path::Fused)][index];
        const std::string name = describe(allVariants[v]) + ", spec " +
                                 std::to_string(s) + ", rank " +
                                 std::to_string(rank);
        for (Path path : {Path::Fused, Path::Declined, Path::Unfused}) {
          const Call &bare = withoutNormed[int(path)][index];
          EXPECT_TRUE(bare.residualOut == fused.residualOut) << name;
          EXPECT_EQ(bare.quantized, fused.quantized) << name;
          EXPECT_EQ(bare.scales, fused.scales) << name;
        }
        for (Path other : {Path::Declined, Path::Unfused}) {
          const Call &call = results[int(other)][index];
          EXPECT_TRUE(call.normed == fused.normed) << name;
          EXPECT_TRUE(call.residualOut == fused.residualOut) << name;
          EXPECT_EQ(call.quantized, fused.quantized) << name;
          EXPECT_EQ(call.scales, fused.scales) << name;
        }
        QuantBytes expected = modelQuantize(allSpecs[s], kTokens, kHidden,
                                            valuesOf(fused.normed));
        EXPECT_EQ(fused.quantized, expected.quantized) << name;
        EXPECT_EQ(fused.scales, expected.scales) << name;
      }
    }
  });
}

std::string
caseName(const ::testing::TestParamInfo<std::tuple<int, tpfuse_dtype>> &info) {
  auto [worldSize, dtype] = info.param;
  return std::to_string(worldSize) + "ranks_" + dtypeName(dtype);
}

INSTANTIATE_TEST_SUITE_P(
    WorldSizesAndDtypes, QuantMultiRankTest,
    ::testing::Combine(::testing::Values(2, 3, 4),
                       ::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                         TPFUSE_DTYPE_F32)),
    caseName);

} // namespace
