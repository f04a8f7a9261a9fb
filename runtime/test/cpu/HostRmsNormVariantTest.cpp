//===- HostRmsNormVariantTest.cpp - The host norm's variants --------------===//
//
// Every variant runtime.h allows (flags and weight offsets), for every dtype,
// with and without a residual, a power-of-two hidden size and another one,
// against the float64 reference of VariantReference.h (bf16 and f16: within
// one ulp and mostly exact; compute-in-dtype: exact; f32: within fp32's
// error bound), and failing the same check against every variant with
// another meaning.
//
//===----------------------------------------------------------------------===//

#include "common/Dtype.h"
#include "cpu/HostRmsNorm.h"

#include "VariantReference.h"

using namespace tpfuse::runtime;
using namespace tpfuse::test;

namespace {

constexpr int64_t kTokens = 8;

/// Inputs and residuals with full significands and magnitudes in [1/8, 4),
/// so x + residual usually needs more bits than the dtype has; weights in
/// [1/16, 2), either sign. With `epsilonMatters`, magnitudes in
/// [1/256, 1/32) and an epsilon (not a value of bf16 or f16) of the order
/// of their mean square.
NormCase makeCase(tpfuse_dtype dtype, int64_t hidden, bool withResidual,
                  uint32_t seed, bool epsilonMatters = false) {
  size_t size = static_cast<size_t>(kTokens * hidden);
  NormCase problem{dtype, kTokens, hidden, {}, {}, {}};
  int minExponent = epsilonMatters ? -8 : -3;
  int maxExponent = epsilonMatters ? -6 : 1;
  problem.x = randomDtypeValues(size, dtype, minExponent, maxExponent, seed);
  if (withResidual)
    problem.residual =
        randomDtypeValues(size, dtype, minExponent, maxExponent, seed + 1);
  problem.weight =
      randomDtypeValues(static_cast<size_t>(hidden), dtype, -4, 0, seed + 2);
  if (epsilonMatters)
    problem.epsilon = 2e-4f;
  return problem;
}

/// The caller's buffers for one call, outputs poisoned.
struct Buffers {
  explicit Buffers(const NormCase &problem)
      : input(makeTensor(problem.dtype, problem.x)),
        residual(makeTensor(problem.dtype, problem.residual)),
        weight(makeTensor(problem.dtype, problem.weight)),
        normed(problem.dtype, problem.x.size()),
        residualOut(problem.dtype, problem.x.size()) {
    normed.poison();
    residualOut.poison();
  }

  NormProblem problem(const NormCase &problem, Variant variant) {
    return NormProblem{
        input.data(),        residual.size() ? residual.data() : nullptr,
        weight.data(),       normed.data(),
        residualOut.data(),  problem.tokens,
        problem.hidden,      problem.dtype,
        problem.epsilon,     variant.flags,
        variant.weightOffset};
  }

  Tensor input, residual, weight, normed, residualOut;
};

class HostRmsNormVariantTest
    : public ::testing::TestWithParam<std::tuple<tpfuse_dtype, int64_t, bool>> {
};

TEST_P(HostRmsNormVariantTest, MatchesItsReferenceAndNoOther) {
  auto [dtype, hidden, withResidual] = GetParam();
  UlpStats total;
  for (bool epsilonMatters : {false, true}) {
    NormCase problem =
        makeCase(dtype, hidden, withResidual, 11, epsilonMatters);
    for (Variant variant : allVariants(dtype)) {
      Buffers buffers(problem);
      hostResidualRmsNorm(buffers.problem(problem, variant));
      UlpStats stats =
          expectVariant(buffers.normed, &buffers.residualOut, problem, variant);
      if (!(variant.flags & TPFUSE_NORM_COMPUTE_IN_DTYPE))
        total.add(stats);
    }
  }
  RecordProperty("ulps", total.summary());
}

TEST_P(HostRmsNormVariantTest, FlagsWithoutEffectChangeNoBit) {
  // In f32, rounding to the dtype is the identity; without a residual, s is
  // x, a dtype value already: those flags must not change a bit.
  auto [dtype, hidden, withResidual] = GetParam();
  NormCase problem = makeCase(dtype, hidden, withResidual, 12);
  int compared = 0;
  for (Variant variant : allVariants(dtype)) {
    Variant plain = meaning(variant, dtype, withResidual);
    if (plain.flags == variant.flags)
      continue;
    Buffers with(problem);
    hostResidualRmsNorm(with.problem(problem, variant));
    Buffers without(problem);
    hostResidualRmsNorm(without.problem(problem, plain));
    EXPECT_TRUE(with.normed == without.normed) << describe(variant);
    EXPECT_TRUE(with.residualOut == without.residualOut) << describe(variant);
    ++compared;
  }
  // f32: 3 flag sets x 3 offsets; bf16/f16 without residual: 2 x 3.
  int expected = dtype == TPFUSE_DTYPE_F32 ? 9 : withResidual ? 0 : 6;
  EXPECT_EQ(compared, expected);
}

TEST_P(HostRmsNormVariantTest, InPlaceEqualsOutOfPlace) {
  auto [dtype, hidden, withResidual] = GetParam();
  NormCase problem = makeCase(dtype, hidden, withResidual, 13);
  for (Variant variant : allVariants(dtype)) {
    Buffers outOfPlace(problem);
    hostResidualRmsNorm(outOfPlace.problem(problem, variant));
    Buffers inPlace(problem);
    NormProblem call = inPlace.problem(problem, variant);
    call.normed = inPlace.input.data();
    if (withResidual)
      call.residualOut = inPlace.residual.data();
    hostResidualRmsNorm(call);
    EXPECT_TRUE(inPlace.input == outOfPlace.normed) << describe(variant);
    if (withResidual) {
      EXPECT_TRUE(inPlace.residual == outOfPlace.residualOut)
          << describe(variant);
    }
  }
}

TEST_P(HostRmsNormVariantTest, FromFloatRoundsTheSumFirst) {
  // x = rd(sum) for every variant: fp32 sums that are not dtype values give
  // the same bits as their rounding passed as the input.
  auto [dtype, hidden, withResidual] = GetParam();
  NormCase problem = makeCase(dtype, hidden, withResidual, 14);
  std::vector<double> sums =
      randomDtypeValues(problem.x.size(), TPFUSE_DTYPE_F32, -3, 1, 15);
  std::vector<float> sumsAsFloat(sums.begin(), sums.end());
  NormCase rounded = problem;
  size_t notRepresentable = 0;
  for (size_t i = 0; i < sums.size(); ++i) {
    rounded.x[i] = tpfuse::test::roundTo(sums[i], dtype);
    notRepresentable += rounded.x[i] != sums[i];
  }
  if (dtype != TPFUSE_DTYPE_F32) {
    EXPECT_GT(notRepresentable, sums.size() / 2);
  }
  for (Variant variant : allVariants(dtype)) {
    Buffers fromFloat(problem);
    hostResidualRmsNormFromFloat(fromFloat.problem(problem, variant),
                                 sumsAsFloat.data());
    Buffers fromRounded(rounded);
    hostResidualRmsNorm(fromRounded.problem(rounded, variant));
    EXPECT_TRUE(fromFloat.normed == fromRounded.normed) << describe(variant);
    EXPECT_TRUE(fromFloat.residualOut == fromRounded.residualOut)
        << describe(variant);
    EXPECT_TRUE(matchesReference(fromFloat.normed, rounded, variant))
        << describe(variant);
  }
}

std::string
caseName(const ::testing::TestParamInfo<std::tuple<tpfuse_dtype, int64_t, bool>>
             &info) {
  auto [dtype, hidden, withResidual] = info.param;
  return std::string(tpfuse::test::dtypeName(dtype)) + "_hidden" +
         std::to_string(hidden) + (withResidual ? "_residual" : "_noResidual");
}

INSTANTIATE_TEST_SUITE_P(
    DtypesSizesResiduals, HostRmsNormVariantTest,
    ::testing::Combine(::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                         TPFUSE_DTYPE_F32),
                       ::testing::Values(int64_t(256), int64_t(111)),
                       ::testing::Bool()),
    caseName);

TEST(HostRmsNormComputeInDtypeTest, SumsInOrder) {
  // The in-order dtype sum is not the fp32 sum rounded once: for bf16 a long
  // row of equal squares stops growing once the increment is below half an
  // ulp of the sum. 1024 squares of 1 saturate at 256 in bf16 (256 + 1
  // rounds to 256), so the mean square is 1/4 and inv is 2, not 1.
  constexpr int64_t kHidden = 1024;
  NormCase problem{TPFUSE_DTYPE_BF16, 1, kHidden, {}, {}, {}};
  problem.x.assign(kHidden, 1.0);
  problem.weight.assign(kHidden, 1.0);
  Buffers buffers(problem);
  hostResidualRmsNorm(
      buffers.problem(problem, {TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f}));
  for (size_t i = 0; i < problem.x.size(); ++i)
    ASSERT_EQ(buffers.normed.get(i), 2.0) << i;
  EXPECT_TRUE(exactly(
      buffers.normed,
      referenceVariant(problem, TPFUSE_NORM_COMPUTE_IN_DTYPE, 0.0f).normed));
}

TEST(HostRmsNormComputeInDtypeTest, Fp32InverseRootRoundsLikeFloat64) {
  // Why compute-in-dtype can be checked exactly against float64: the runtime
  // takes rd(1 / sqrtf(v)) in fp32, the reference rd(1 / sqrt(v)) in
  // float64. For every positive finite bf16 and f16 value v they agree.
  for (tpfuse_dtype dtype : {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16}) {
    uint32_t infinity = dtype == TPFUSE_DTYPE_BF16 ? 0x7f80 : 0x7c00;
    size_t differ = 0;
    for (uint32_t bits = 1; bits < infinity; ++bits) {
      Tensor one(dtype, 1);
      auto encoding = static_cast<uint16_t>(bits);
      std::memcpy(one.data(), &encoding, sizeof(encoding));
      double v = one.get(0);
      float fp32 = 1.0f / std::sqrt(static_cast<float>(v));
      differ += tpfuse::test::roundTo(fp32, dtype) !=
                tpfuse::test::roundTo(1.0 / std::sqrt(v), dtype);
    }
    EXPECT_EQ(differ, 0u) << tpfuse::test::dtypeName(dtype);
  }
}

} // namespace
