//===- EmptyBatchTest.cpp - Zero tokens: collective successes of nothing --===//
//
// Serving runs empty batches (an idle rank, a padded graph): an all-reduce of
// 0 elements and the norms of 0 tokens succeed on every rank, write nothing,
// and count as their entry does on any size. A pointer may be null exactly
// when its tensor is empty; the weight, [hidden] with hidden > 0, never is.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

#include <string>

using namespace tpfuse::test;

namespace {

constexpr int64_t kHidden = 64;

/// Arguments of a 0-token norm: null input, normed and residual_out (their
/// tensors are empty), a real weight.
tpfuse_rms_norm_args emptyNormArgs(const Tensor &weight) {
  tpfuse_rms_norm_args args = initNormArgs();
  args.dtype = TPFUSE_DTYPE_BF16;
  args.weight = weight.data();
  args.tokens = 0;
  args.hidden = kHidden;
  return args;
}

tpfuse_counters counters(uint64_t explicitAllReduces, uint64_t fusedCalls,
                         uint64_t declines) {
  return tpfuse_counters{explicitAllReduces, fusedCalls, declines};
}

class EmptyBatchTest : public ::testing::TestWithParam<int> {};

TEST_P(EmptyBatchTest, EveryEntrySucceedsDoingNothing) {
  int worldSize = GetParam();
  Tensor weight = makeTensor(TPFUSE_DTYPE_BF16, randomWeights(kHidden, 3));
  runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
    SCOPED_TRACE("rank " + std::to_string(rank));
    EXPECT_EQ(tpfuse_all_reduce(comm, nullptr, nullptr, 0, TPFUSE_DTYPE_BF16,
                                nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(countersOf(comm), counters(1, 0, 0));

    tpfuse_rms_norm_args args = emptyNormArgs(weight);
    EXPECT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    // The projection of an empty batch: no rows of a, none of c.
    EXPECT_EQ(tpfuse_matmul(comm, nullptr, weight.data(), nullptr, 0, 1,
                            kHidden, TPFUSE_DTYPE_BF16, 0, TPFUSE_DTYPE_BF16,
                            nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(tpfuse_fused_all_reduce_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(countersOf(comm), counters(1, 1, 0));
    EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(countersOf(comm), counters(1, 2, 0));

    // Declined, the consumer still pays its (empty) all-reduce once.
    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 1), TPFUSE_SUCCESS);
    ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
    EXPECT_EQ(tpfuse_fused_all_reduce_rms_norm(comm, &args, nullptr),
              TPFUSE_DECLINED);
    EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(countersOf(comm), counters(1, 0, 2));
    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 0), TPFUSE_SUCCESS);
  });
}

TEST_P(EmptyBatchTest, RealPointersToEmptyTensorsAreNotTouched) {
  int worldSize = GetParam();
  FusedProblem problem(worldSize, 2, kHidden, TPFUSE_DTYPE_F16, true);
  runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    const RankBuffers before = buffers;
    tpfuse_rms_norm_args args = normArgs(problem, buffers);
    args.tokens = 0;
    EXPECT_EQ(tpfuse_rms_norm(comm, &args, nullptr), TPFUSE_SUCCESS);
    EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_EQ(tpfuse_all_reduce(comm, buffers.input.data(),
                                buffers.normed.data(), 0, TPFUSE_DTYPE_F16,
                                nullptr),
              TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    EXPECT_TRUE(buffers.input == before.input);
    EXPECT_TRUE(buffers.normed == before.normed);
    EXPECT_TRUE(buffers.residualOut == before.residualOut);
  });
}

TEST_P(EmptyBatchTest, EmptyVersusNonEmptyIsADisagreement) {
  int worldSize = GetParam();
  FusedProblem problem(worldSize, 5, kHidden, TPFUSE_DTYPE_BF16, true);
  tpfuse_comm_options options = testOptions();
  options.timeout_ms = 10000;
  runRanks(
      worldSize, [&](int) { return options; },
      [&](int rank, tpfuse_comm *comm) {
        bool odd = rank == worldSize - 1;
        RankBuffers buffers(problem, rank);
        tpfuse_rms_norm_args args = normArgs(problem, buffers);
        if (odd)
          args.tokens = 0;
        EXPECT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
                  TPFUSE_ERROR_INVALID_ARGUMENT)
            << "rank " << rank << ": " << tpfuse_last_error_message();
        EXPECT_NE(std::string(tpfuse_last_error_message()).find("tokens"),
                  std::string::npos)
            << tpfuse_last_error_message();
        EXPECT_EQ(tpfuse_all_reduce(comm, buffers.input.data(),
                                    buffers.input.data(), odd ? 0 : 5,
                                    TPFUSE_DTYPE_BF16, nullptr),
                  TPFUSE_ERROR_INVALID_ARGUMENT)
            << "rank " << rank << ": " << tpfuse_last_error_message();
        EXPECT_EQ(countersOf(comm), counters(0, 0, 0));

        // Still in step.
        args.tokens = problem.tokens;
        ASSERT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
                  TPFUSE_SUCCESS)
            << tpfuse_last_error_message();
        EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
      });
}

INSTANTIATE_TEST_SUITE_P(WorldSizes, EmptyBatchTest, ::testing::Values(2, 3),
                         [](const ::testing::TestParamInfo<int> &info) {
                           return std::to_string(info.param) + "Ranks";
                         });

/// What an empty batch does not excuse: one rank, so the checks alone.
class EmptyBatchArgumentsTest : public ::testing::Test {
protected:
  void SetUp() override {
    tpfuse_comm_options options = testOptions();
    ASSERT_EQ(
        tpfuse_comm_create(&options, 0, 1, store.storeUri().c_str(), &comm),
        TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
  }
  void TearDown() override {
    if (comm) {
      EXPECT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
    }
  }

  /// Every norm entry rejects `args` with a message mentioning `fragment`.
  void expectRejected(const tpfuse_rms_norm_args &args,
                      const std::string &fragment) {
    for (auto *entry : {&tpfuse_rms_norm, &tpfuse_fused_all_reduce_rms_norm,
                        &tpfuse_all_reduce_residual_rms_norm}) {
      EXPECT_EQ(entry(comm, &args, nullptr), TPFUSE_ERROR_INVALID_ARGUMENT);
      EXPECT_NE(std::string(tpfuse_last_error_message()).find(fragment),
                std::string::npos)
          << tpfuse_last_error_message();
    }
  }

  TempDirectory store;
  tpfuse_comm *comm = nullptr;
  Tensor weight = makeTensor(TPFUSE_DTYPE_BF16, randomWeights(kHidden, 3));
};

TEST_F(EmptyBatchArgumentsTest, TheWeightIsNotEmpty) {
  tpfuse_rms_norm_args args = emptyNormArgs(weight);
  args.weight = nullptr;
  expectRejected(args, "weight is null");
}

TEST_F(EmptyBatchArgumentsTest, HiddenMustStillBePositive) {
  tpfuse_rms_norm_args args = emptyNormArgs(weight);
  args.hidden = 0;
  expectRejected(args, "hidden must be > 0");
}

TEST_F(EmptyBatchArgumentsTest, TheOtherFieldsAreStillChecked) {
  tpfuse_rms_norm_args args = emptyNormArgs(weight);
  args.epsilon = 0.0f;
  expectRejected(args, "epsilon");
  args = emptyNormArgs(weight);
  args.variant = 1u << 7;
  expectRejected(args, "unknown variant flags");
  args = emptyNormArgs(weight);
  args.tokens = -1;
  expectRejected(args, "tokens must be >= 0");
  EXPECT_EQ(
      tpfuse_all_reduce(comm, nullptr, nullptr, -1, TPFUSE_DTYPE_BF16, nullptr),
      TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(tpfuse_last_error_message()).find("count must be >= 0"),
            std::string::npos)
      << tpfuse_last_error_message();
  EXPECT_EQ(countersOf(comm), counters(0, 0, 0));
}

} // namespace
