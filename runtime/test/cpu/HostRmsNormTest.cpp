//===- HostRmsNormTest.cpp - The reference residual RMSNorm ---------------===//

#include "cpu/HostRmsNorm.h"
#include "common/Dtype.h"

#include "TestSupport.h"

using namespace tpfuse::runtime;
using namespace tpfuse::test;

namespace {

constexpr int64_t kTokens = 4;
constexpr int64_t kHidden = 37;

struct Buffers {
  explicit Buffers(tpfuse_dtype dtype)
      : input(makeTensor(dtype, randomValues(kTokens * kHidden, 1))),
        residual(makeTensor(dtype, randomValues(kTokens * kHidden, 2))),
        weight(makeTensor(dtype, randomWeights(kHidden, 3))),
        normed(dtype, kTokens * kHidden),
        residualOut(dtype, kTokens * kHidden) {
    normed.poison();
    residualOut.poison();
  }

  NormProblem problem(tpfuse_dtype dtype) {
    return NormProblem{input.data(),
                       residual.data(),
                       weight.data(),
                       normed.data(),
                       residualOut.data(),
                       kTokens,
                       kHidden,
                       dtype,
                       1e-6f,
                       TPFUSE_NORM_DEFAULT,
                       0.0f};
  }

  Tensor input, residual, weight, normed, residualOut;
};

class HostRmsNormTest : public ::testing::TestWithParam<tpfuse_dtype> {};

TEST_P(HostRmsNormTest, MatchesFloat64Reference) {
  tpfuse_dtype dtype = GetParam();
  Buffers buffers(dtype);
  hostResidualRmsNorm(buffers.problem(dtype));
  std::vector<double> x = randomValues(kTokens * kHidden, 1);
  std::vector<double> residual = randomValues(kTokens * kHidden, 2);
  NormReference expected = referenceNorm(
      x, &residual, randomWeights(kHidden, 3), kTokens, kHidden, 1e-6);
  EXPECT_TRUE(closeTo(buffers.normed, expected.normed));
  EXPECT_TRUE(closeTo(buffers.residualOut, expected.residualOut));
}

TEST_P(HostRmsNormTest, NormedIsAFunctionOfResidualOut) {
  // The documented rounding: the norm reads h rounded to the dtype, so
  // norming residual_out alone reproduces normed bit for bit.
  tpfuse_dtype dtype = GetParam();
  Buffers buffers(dtype);
  hostResidualRmsNorm(buffers.problem(dtype));
  Tensor again(dtype, kTokens * kHidden);
  NormProblem fromResidualOut = buffers.problem(dtype);
  fromResidualOut.input = buffers.residualOut.data();
  fromResidualOut.residual = nullptr;
  fromResidualOut.residualOut = nullptr;
  fromResidualOut.normed = again.data();
  hostResidualRmsNorm(fromResidualOut);
  EXPECT_TRUE(again == buffers.normed);
}

TEST_P(HostRmsNormTest, InPlaceEqualsOutOfPlace) {
  tpfuse_dtype dtype = GetParam();
  Buffers outOfPlace(dtype);
  hostResidualRmsNorm(outOfPlace.problem(dtype));
  Buffers inPlace(dtype);
  NormProblem problem = inPlace.problem(dtype);
  problem.normed = inPlace.input.data();
  problem.residualOut = inPlace.residual.data();
  hostResidualRmsNorm(problem);
  EXPECT_TRUE(inPlace.input == outOfPlace.normed);
  EXPECT_TRUE(inPlace.residual == outOfPlace.residualOut);
}

TEST_P(HostRmsNormTest, FromFloatRoundsTheInputFirst) {
  tpfuse_dtype dtype = GetParam();
  Buffers buffers(dtype);
  // Sums that are not representable in bf16/f16 (odd multiples of 2^-12).
  std::vector<float> sums(kTokens * kHidden);
  for (size_t i = 0; i < sums.size(); ++i)
    sums[i] = static_cast<float>(buffers.input.get(i)) +
              static_cast<float>(2 * (i % 5) + 1) * 0x1p-12f;
  hostResidualRmsNormFromFloat(buffers.problem(dtype), sums.data());

  Tensor rounded(dtype, sums.size());
  for (size_t i = 0; i < sums.size(); ++i)
    rounded.set(i, dispatchDtype(dtype, [&](auto tag) {
                  return static_cast<double>(roundTo<decltype(tag)>(sums[i]));
                }));
  Buffers expected(dtype);
  NormProblem fromRounded = expected.problem(dtype);
  fromRounded.input = rounded.data();
  hostResidualRmsNorm(fromRounded);
  EXPECT_TRUE(buffers.normed == expected.normed);
  EXPECT_TRUE(buffers.residualOut == expected.residualOut);
}

TEST_P(HostRmsNormTest, NullResidualIsAZeroResidual) {
  tpfuse_dtype dtype = GetParam();
  Buffers buffers(dtype);
  NormProblem problem = buffers.problem(dtype);
  problem.residual = nullptr;
  hostResidualRmsNorm(problem);
  EXPECT_TRUE(buffers.residualOut == buffers.input);
  NormReference expected =
      referenceNorm(randomValues(kTokens * kHidden, 1), nullptr,
                    randomWeights(kHidden, 3), kTokens, kHidden, 1e-6);
  EXPECT_TRUE(closeTo(buffers.normed, expected.normed));
}

INSTANTIATE_TEST_SUITE_P(Dtypes, HostRmsNormTest,
                         ::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                           TPFUSE_DTYPE_F32));

} // namespace
