//===- DeclineTest.cpp - Decline conditions, fallback, counters -----------===//
//
// Every way the fused path declines, that a decline touches nothing, that
// the consumer entry then pays the all-reduce exactly once with results
// identical to the fused path, and that ranks always agree.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

#include <cstdlib>

using namespace tpfuse::test;

namespace {

tpfuse_counters counters(uint64_t explicitAllReduces, uint64_t fusedCalls,
                         uint64_t declines) {
  return tpfuse_counters{explicitAllReduces, fusedCalls, declines};
}

bool lastErrorMentions(const std::string &fragment) {
  return std::string(tpfuse_last_error_message()).find(fragment) !=
         std::string::npos;
}

/// On every rank: the fused entry declines with `reason`, having written
/// nothing; the consumer entry then gives the reference result with exactly
/// one explicit all-reduce.
void expectDeclineAndFallback(int rank, tpfuse_comm *comm,
                              const FusedProblem &problem,
                              const std::string &reason) {
  RankBuffers buffers(problem, rank);
  Tensor poisoned = buffers.normed;
  Tensor input = buffers.input;

  EXPECT_EQ(callEntry(Entry::Fused, comm, problem, buffers), TPFUSE_DECLINED);
  EXPECT_TRUE(lastErrorMentions(reason)) << tpfuse_last_error_message();
  EXPECT_TRUE(buffers.normed == poisoned) << "a decline wrote normed";
  EXPECT_TRUE(buffers.residualOut == poisoned)
      << "a decline wrote residual_out";
  EXPECT_TRUE(buffers.input == input);
  EXPECT_EQ(countersOf(comm), counters(0, 0, 1));

  EXPECT_EQ(callEntry(Entry::Consumer, comm, problem, buffers), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_STREQ(tpfuse_last_error_message(), "");
  EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
  EXPECT_TRUE(closeTo(buffers.residualOut, problem.expected.residualOut));
  EXPECT_TRUE(buffers.input == input) << "the fallback wrote its input";
  EXPECT_EQ(countersOf(comm), counters(1, 0, 2));
}

/// On every rank: the fused entry runs, one fused call, nothing explicit.
void expectFused(int rank, tpfuse_comm *comm, const FusedProblem &problem) {
  RankBuffers buffers(problem, rank);
  tpfuse_counters before = countersOf(comm);
  EXPECT_EQ(callEntry(Entry::Fused, comm, problem, buffers), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
  tpfuse_counters after = countersOf(comm);
  EXPECT_EQ(after.fused_calls, before.fused_calls + 1);
  EXPECT_EQ(after.explicit_all_reduces, before.explicit_all_reduces);
  EXPECT_EQ(after.declines, before.declines);
}

tpfuse_comm_options optionsWith(int64_t maxTokens, int64_t maxHidden) {
  tpfuse_comm_options options = testOptions();
  options.max_tokens = maxTokens;
  options.max_hidden = maxHidden;
  return options;
}

// The CPU backend fuses over any number of ranks (the CUDA kernels serve 2,
// 4 or 8): world sizes its peers would decline on do not decline here.
TEST(DeclineTest, EveryWorldSizeIsFused) {
  for (int worldSize : {1, 3, 5, 6, 7}) {
    SCOPED_TRACE("world size " + std::to_string(worldSize));
    FusedProblem problem(worldSize, 3, 32, TPFUSE_DTYPE_F16, true);
    runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
      expectFused(rank, comm, problem);
    });
  }
}

TEST(DeclineTest, TooManyTokens) {
  runRanks(
      2, [](int) { return optionsWith(4, 64); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(
            rank, comm, FusedProblem(2, 5, 64, TPFUSE_DTYPE_BF16, true),
            "tokens exceed the workspace's max_tokens");
        expectFused(rank, comm,
                    FusedProblem(2, 4, 64, TPFUSE_DTYPE_BF16, true));
      });
}

TEST(DeclineTest, HiddenTooLarge) {
  runRanks(
      2, [](int) { return optionsWith(4, 64); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(rank, comm,
                                 FusedProblem(2, 2, 65, TPFUSE_DTYPE_F32, true),
                                 "hidden exceeds the workspace's max_hidden");
        expectFused(rank, comm, FusedProblem(2, 2, 64, TPFUSE_DTYPE_F32, true));
      });
}

TEST(DeclineTest, MessageExceedsWorkspaceBytes) {
  // 4 x 64 f32 values need twice the bytes of a 4 x 64 bf16 workspace.
  runRanks(
      2, [](int) { return optionsWith(4, 64); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(rank, comm,
                                 FusedProblem(2, 4, 64, TPFUSE_DTYPE_F32, true),
                                 "the message exceeds the workspace");
        expectFused(rank, comm, FusedProblem(2, 2, 64, TPFUSE_DTYPE_F32, true));
      });
  runRanks(
      2,
      [](int) {
        tpfuse_comm_options options = optionsWith(4, 64);
        options.workspace_dtype = TPFUSE_DTYPE_F32;
        return options;
      },
      [&](int rank, tpfuse_comm *comm) {
        expectFused(rank, comm, FusedProblem(2, 4, 64, TPFUSE_DTYPE_F32, true));
      });
}

TEST(DeclineTest, DifferentCapacitiesDisableFusionEverywhere) {
  // If ranks could judge capacity differently, one would fuse while another
  // waits in the fallback's all-reduce: no rank may fuse at all.
  runRanks(
      4, [](int rank) { return optionsWith(rank == 1 ? 3 : 16, 64); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(
            rank, comm, FusedProblem(4, 2, 16, TPFUSE_DTYPE_BF16, true),
            "the ranks passed different max_tokens, max_hidden or "
            "workspace_dtype");
      });
  runRanks(
      2,
      [](int rank) {
        tpfuse_comm_options options = optionsWith(16, 64);
        options.workspace_dtype = rank ? TPFUSE_DTYPE_F32 : TPFUSE_DTYPE_BF16;
        return options;
      },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(
            rank, comm, FusedProblem(2, 2, 16, TPFUSE_DTYPE_BF16, true),
            "the ranks passed different");
      });
}

TEST(DeclineTest, NoWorkspace) {
  runRanks(
      2, [](int) { return optionsWith(0, 64); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(
            rank, comm, FusedProblem(2, 1, 16, TPFUSE_DTYPE_BF16, true),
            "no fused workspace");
      });
}

TEST(DeclineTest, WorkspaceAllocationFailureIsVotedDecline) {
  // 2^44 fp32 sums (64 TiB) cannot be allocated: the vote must turn that
  // into a decline, not an error. (EnvRankTest fails one rank only.)
  runRanks(
      2, [](int) { return optionsWith(int64_t(1) << 24, int64_t(1) << 20); },
      [&](int rank, tpfuse_comm *comm) {
        expectDeclineAndFallback(
            rank, comm, FusedProblem(2, 2, 16, TPFUSE_DTYPE_BF16, true),
            "a rank could not allocate its fused workspace");
      });
}

TEST(DeclineTest, ForcedByOneRanksOptionIsForcedEverywhere) {
  runRanks(
      4,
      [](int rank) {
        tpfuse_comm_options options = testOptions();
        options.force_decline = rank == 2;
        return options;
      },
      [&](int rank, tpfuse_comm *comm) {
        int forced = 0;
        EXPECT_EQ(tpfuse_comm_force_decline(comm, &forced), TPFUSE_SUCCESS);
        EXPECT_EQ(forced, 1);
        expectDeclineAndFallback(
            rank, comm, FusedProblem(4, 2, 16, TPFUSE_DTYPE_F16, false),
            "forced decline");
      });
}

TEST(DeclineTest, ForcedByEnvironmentVariable) {
  ASSERT_EQ(setenv("TPFUSE_FORCE_DECLINE", "1", 1), 0);
  runRanks(2, [&](int rank, tpfuse_comm *comm) {
    expectDeclineAndFallback(rank, comm,
                             FusedProblem(2, 2, 16, TPFUSE_DTYPE_BF16, true),
                             "forced decline");
  });
  ASSERT_EQ(unsetenv("TPFUSE_FORCE_DECLINE"), 0);
}

TEST(DeclineTest, InvalidForceDeclineVariableIsAnError) {
  ASSERT_EQ(setenv("TPFUSE_FORCE_DECLINE", "yes", 1), 0);
  TempDirectory store;
  tpfuse_comm_options options = testOptions();
  tpfuse_comm *comm = nullptr;
  EXPECT_EQ(tpfuse_comm_create(&options, 0, 1, store.storeUri().c_str(), &comm),
            TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_TRUE(lastErrorMentions("TPFUSE_FORCE_DECLINE"));
  EXPECT_EQ(comm, nullptr);
  ASSERT_EQ(unsetenv("TPFUSE_FORCE_DECLINE"), 0);
}

/// The heart of the fallback: with forced decline, the consumer entry gives
/// bit-identical results to the fused path, paying one all-reduce per call.
class ForcedDeclineTest
    : public ::testing::TestWithParam<std::tuple<int, tpfuse_dtype, bool>> {};

TEST_P(ForcedDeclineTest, ExactlyOneAllReducePerCallAndIdenticalResults) {
  auto [worldSize, dtype, withResidual] = GetParam();
  FusedProblem problem(worldSize, 7, 96, dtype, withResidual);
  constexpr int kCalls = 3;
  runRanks(worldSize, [&](int rank, tpfuse_comm *comm) {
    RankBuffers fused(problem, rank);
    for (int call = 0; call < kCalls; ++call)
      ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, fused),
                TPFUSE_SUCCESS)
          << tpfuse_last_error_message();
    EXPECT_EQ(countersOf(comm), counters(0, kCalls, 0));
    EXPECT_TRUE(closeTo(fused.normed, problem.expected.normed));
    EXPECT_TRUE(closeTo(fused.residualOut, problem.expected.residualOut));

    // Only rank 0 asks; the collective setter forces every rank.
    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, rank == 0), TPFUSE_SUCCESS);
    ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
    RankBuffers declined(problem, rank);
    for (int call = 0; call < kCalls; ++call) {
      ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, declined),
                TPFUSE_SUCCESS)
          << tpfuse_last_error_message();
      EXPECT_EQ(countersOf(comm), counters(call + 1, 0, call + 1));
    }
    EXPECT_TRUE(declined.normed == fused.normed);
    EXPECT_TRUE(declined.residualOut == fused.residualOut);

    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 0), TPFUSE_SUCCESS);
    ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
    RankBuffers again(problem, rank);
    ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, again), TPFUSE_SUCCESS);
    EXPECT_EQ(countersOf(comm), counters(0, 1, 0));
  });
}

INSTANTIATE_TEST_SUITE_P(WorldSizesAndDtypes, ForcedDeclineTest,
                         ::testing::Combine(::testing::Values(2, 4),
                                            ::testing::Values(TPFUSE_DTYPE_BF16,
                                                              TPFUSE_DTYPE_F16,
                                                              TPFUSE_DTYPE_F32),
                                            ::testing::Bool()));

TEST(DeclineTest, InPlaceFallbackLeavesOnlyNormedWritten) {
  // normed == input and residual_out == residual: the in-place form.
  FusedProblem problem(2, 3, 32, TPFUSE_DTYPE_BF16, true);
  runRanks(
      2,
      [](int) {
        tpfuse_comm_options options = testOptions();
        options.force_decline = 1;
        return options;
      },
      [&](int rank, tpfuse_comm *comm) {
        RankBuffers buffers(problem, rank);
        tpfuse_rms_norm_args args = normArgs(problem, buffers);
        args.residual = buffers.residual.data();
        args.normed = buffers.input.data();
        args.residual_out = buffers.residual.data();
        ASSERT_EQ(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr),
                  TPFUSE_SUCCESS)
            << tpfuse_last_error_message();
        EXPECT_TRUE(closeTo(buffers.input, problem.expected.normed));
        EXPECT_TRUE(closeTo(buffers.residual, problem.expected.residualOut));
        EXPECT_EQ(countersOf(comm), counters(1, 0, 1));
      });
}

TEST(DeclineTest, ExplicitAllReducesAreCounted) {
  runRanks(2, [&](int rank, tpfuse_comm *comm) {
    Tensor values = makeTensor(TPFUSE_DTYPE_F32, {1.0 + rank, 2.0});
    ASSERT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), 2,
                                TPFUSE_DTYPE_F32, nullptr),
              TPFUSE_SUCCESS);
    EXPECT_EQ(values.get(0), 3.0);
    EXPECT_EQ(values.get(1), 4.0);
    EXPECT_EQ(countersOf(comm), counters(1, 0, 0));
    ASSERT_EQ(tpfuse_comm_reset_counters(comm), TPFUSE_SUCCESS);
    EXPECT_EQ(countersOf(comm), counters(0, 0, 0));
  });
}

} // namespace
