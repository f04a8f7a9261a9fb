//===- MultiRankTest.cpp - Results against a float64 reference -----------===//
//
// World sizes 1 to 8 (ranks as threads), every dtype, with and without a
// residual and residual_out, for the fused entry, the consumer entry and the
// plain entries.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

using namespace tpfuse::test;

namespace {

class FusedResultTest
    : public ::testing::TestWithParam<std::tuple<int, tpfuse_dtype>> {};

TEST_P(FusedResultTest, MatchesReference) {
  auto [worldSize, dtype] = GetParam();
  for (bool withResidual : {true, false}) {
    FusedProblem problem(worldSize, 5, 72, dtype, withResidual,
                         /*seed=*/withResidual ? 7 : 8);
    runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
      for (Entry entry : {Entry::Fused, Entry::Consumer}) {
        RankBuffers buffers(problem, rank);
        Tensor input = buffers.input;
        ASSERT_EQ(callEntry(entry, comm, problem, buffers), TPFUSE_SUCCESS)
            << tpfuse_last_error_message();
        EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
        EXPECT_TRUE(closeTo(buffers.residualOut, problem.expected.residualOut));
        EXPECT_TRUE(buffers.input == input);

        // Without residual_out, normed is unchanged and nothing else written.
        RankBuffers normedOnly(problem, rank);
        Tensor poisoned = normedOnly.residualOut;
        ASSERT_EQ(callEntry(entry, comm, problem, normedOnly,
                            /*withResidualOut=*/false),
                  TPFUSE_SUCCESS);
        EXPECT_TRUE(normedOnly.normed == buffers.normed);
        EXPECT_TRUE(normedOnly.residualOut == poisoned);
      }
      tpfuse_counters counters = countersOf(comm);
      EXPECT_EQ(counters.fused_calls, 4u);
      EXPECT_EQ(counters.explicit_all_reduces, 0u);
    });
  }
}

INSTANTIATE_TEST_SUITE_P(
    WorldSizesAndDtypes, FusedResultTest,
    ::testing::Combine(::testing::Range(1, 9),
                       ::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                         TPFUSE_DTYPE_F32)));

TEST(MultiRankTest, FusedInPlace) {
  FusedProblem problem(2, 4, 40, TPFUSE_DTYPE_F16, true);
  runRanks(2, [&](int rank, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_rms_norm_args args = normArgs(problem, buffers);
    args.residual = buffers.residual.data();
    args.normed = buffers.input.data();
    args.residual_out = buffers.residual.data();
    args.algorithm = TPFUSE_ALGORITHM_TWO_SHOT;
    ASSERT_EQ(tpfuse_fused_all_reduce_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_TRUE(closeTo(buffers.input, problem.expected.normed));
    EXPECT_TRUE(closeTo(buffers.residual, problem.expected.residualOut));
  });
}

class AllReduceTest : public ::testing::TestWithParam<tpfuse_dtype> {};

TEST_P(AllReduceTest, SumsOverRanks) {
  tpfuse_dtype dtype = GetParam();
  constexpr int kWorldSize = 4;
  constexpr size_t kCount = 1000;
  std::vector<double> sum(kCount, 0.0);
  for (int rank = 0; rank < kWorldSize; ++rank) {
    std::vector<double> values = randomValues(kCount, 50 + rank);
    for (size_t i = 0; i < kCount; ++i)
      sum[i] += values[i];
  }
  runRanks(kWorldSize, [&](int rank, tpfuse_comm *comm) {
    Tensor in = makeTensor(dtype, randomValues(kCount, 50 + rank));
    Tensor original = in;
    Tensor out(dtype, kCount);
    out.poison();
    ASSERT_EQ(
        tpfuse_all_reduce(comm, in.data(), out.data(), kCount, dtype, nullptr),
        TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_TRUE(closeTo(out, sum));
    EXPECT_TRUE(in == original);

    ASSERT_EQ(
        tpfuse_all_reduce(comm, in.data(), in.data(), kCount, dtype, nullptr),
        TPFUSE_SUCCESS);
    EXPECT_TRUE(in == out) << "in-place and out-of-place differ";
  });
}

INSTANTIATE_TEST_SUITE_P(Dtypes, AllReduceTest,
                         ::testing::Values(TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16,
                                           TPFUSE_DTYPE_F32));

TEST(MultiRankTest, PlainNormIsLocal) {
  // Ranks pass different inputs: no communication may mix them.
  constexpr int64_t kTokens = 3;
  constexpr int64_t kHidden = 50;
  runRanks(2, [&](int rank, tpfuse_comm *comm) {
    std::vector<double> x = randomValues(kTokens * kHidden, 70 + rank);
    std::vector<double> residual = randomValues(kTokens * kHidden, 80 + rank);
    std::vector<double> weight = randomWeights(kHidden, 90);
    NormReference expected =
        referenceNorm(x, &residual, weight, kTokens, kHidden, 1e-5);
    for (tpfuse_dtype dtype :
         {TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32}) {
      Tensor input = makeTensor(dtype, x);
      Tensor residualTensor = makeTensor(dtype, residual);
      Tensor weightTensor = makeTensor(dtype, weight);
      Tensor normed(dtype, input.size());
      Tensor residualOut(dtype, input.size());
      normed.poison();
      residualOut.poison();
      tpfuse_rms_norm_args args = initNormArgs();
      args.dtype = dtype;
      args.input = input.data();
      args.residual = residualTensor.data();
      args.weight = weightTensor.data();
      args.normed = normed.data();
      args.residual_out = residualOut.data();
      args.tokens = kTokens;
      args.hidden = kHidden;
      args.epsilon = 1e-5f;
      args.variant = TPFUSE_NORM_DEFAULT;
      args.weight_offset = 0.0f;
      ASSERT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
          << tpfuse_last_error_message();
      EXPECT_TRUE(closeTo(normed, expected.normed)) << dtypeName(dtype);
      EXPECT_TRUE(closeTo(residualOut, expected.residualOut));
    }
    EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 0, 0}));
  });
}

} // namespace
