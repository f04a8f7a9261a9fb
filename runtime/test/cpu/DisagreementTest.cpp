//===- DisagreementTest.cpp - Ranks whose calls differ fail together ------===//
//
// Each rank's arguments are valid on their own, but the ranks' calls differ
// (a size, the dtype, a norm parameter, the entry itself), or one rank's
// arguments are invalid. Every rank must return an error, none may crash
// (Gloo aborts the process when a transfer is larger than the buffer that
// receives it) or compute with another rank's sizes, and the ranks must stay
// in step: the next call on which they agree works.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

#include <functional>
#include <string>

using namespace tpfuse::test;

namespace {

/// Short enough that a rank left waiting fails the test quickly instead of
/// hanging it.
tpfuse_comm_options disagreementOptions() {
  tpfuse_comm_options options = testOptions();
  options.timeout_ms = 10000;
  return options;
}

/// Runs `body` on `worldSize` ranks; the last rank is the odd one out.
void runDisagreement(
    int worldSize,
    const std::function<void(int rank, bool odd, tpfuse_comm *comm)> &body) {
  runRanks(
      worldSize, [](int) { return disagreementOptions(); },
      [&](int rank, tpfuse_comm *comm) {
        body(rank, rank == worldSize - 1, comm);
      });
}

::testing::AssertionResult lastErrorMentions(const std::string &fragment) {
  std::string message = tpfuse_last_error_message();
  if (message.find(fragment) != std::string::npos)
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "the last error \"" << message << "\" does not mention \""
         << fragment << "\"";
}

/// The failed call changed nothing, and the ranks are still in step: an
/// all-reduce and a consumer call on which they agree give the right
/// results.
void expectStillInStep(int rank, int worldSize, tpfuse_comm *comm) {
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 0, 0}));

  Tensor values = makeTensor(TPFUSE_DTYPE_F32, {1.0 + rank, -2.0 * rank});
  ASSERT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), 2,
                              TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  double ranks = worldSize;
  double rankSum = ranks * (ranks - 1) / 2;
  EXPECT_EQ(values.get(0), ranks + rankSum);
  EXPECT_EQ(values.get(1), -2.0 * rankSum);

  FusedProblem problem(worldSize, 3, 48, TPFUSE_DTYPE_BF16, true, 7);
  RankBuffers buffers(problem, rank);
  ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, buffers), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
  EXPECT_TRUE(closeTo(buffers.residualOut, problem.expected.residualOut));
}

/// The error every rank of a disagreement gets: TPFUSE_ERROR_INVALID_ARGUMENT
/// naming another rank that differs (the odd one, or for the odd one rank 0).
void expectDisagreement(tpfuse_status status, int rank, bool odd, int worldSize,
                        const std::string &what) {
  EXPECT_EQ(status, TPFUSE_ERROR_INVALID_ARGUMENT)
      << "rank " << rank << ": " << tpfuse_status_name(status) << ": "
      << tpfuse_last_error_message();
  int other = odd ? 0 : worldSize - 1;
  EXPECT_TRUE(lastErrorMentions("rank " + std::to_string(other)))
      << "rank " << rank;
  EXPECT_TRUE(lastErrorMentions(what)) << "rank " << rank;
}

class DisagreementTest : public ::testing::TestWithParam<int> {};

TEST_P(DisagreementTest, AllReduceCounts) {
  int worldSize = GetParam();
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    // The smaller receiver made Gloo abort the process.
    std::vector<double> ones(100, 1.0);
    Tensor values = makeTensor(TPFUSE_DTYPE_F32, ones);
    tpfuse_status status =
        tpfuse_all_reduce(comm, values.data(), values.data(), odd ? 100 : 8,
                          TPFUSE_DTYPE_F32, nullptr);
    expectDisagreement(status, rank, odd, worldSize, "count");
    EXPECT_TRUE(values == makeTensor(TPFUSE_DTYPE_F32, ones))
        << "the buffer was written";
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, AllReduceDtypes) {
  int worldSize = GetParam();
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    // 8 bf16 elements and 4 f32 ones are the same 16 bytes.
    Tensor values(TPFUSE_DTYPE_F32, 8);
    tpfuse_status status =
        tpfuse_all_reduce(comm, values.data(), values.data(), odd ? 8 : 4,
                          odd ? TPFUSE_DTYPE_BF16 : TPFUSE_DTYPE_F32, nullptr);
    expectDisagreement(status, rank, odd, worldSize, "dtype");
    expectStillInStep(rank, worldSize, comm);
  });
}

/// One field of the norm entries' arguments changed on the odd rank; every
/// call stays valid on its own (within the buffers of a 4 x 64 problem).
struct NormMismatch {
  const char *name;
  /// A fragment of the message that names what differs.
  const char *differs;
  void (*change)(tpfuse_rms_norm_args &args);
};

const NormMismatch kNormMismatches[] = {
    {"Tokens", "tokens", [](tpfuse_rms_norm_args &a) { a.tokens = 3; }},
    {"SameBytesOtherShape", "tokens",
     [](tpfuse_rms_norm_args &a) {
       a.tokens = 8;
       a.hidden = 32;
     }},
    {"Dtype", "dtype",
     [](tpfuse_rms_norm_args &a) { a.dtype = TPFUSE_DTYPE_F16; }},
    {"Variant", "variant",
     [](tpfuse_rms_norm_args &a) {
       a.variant = TPFUSE_NORM_WEIGHT_AFTER_ROUNDING;
     }},
    {"Epsilon", "epsilon", [](tpfuse_rms_norm_args &a) { a.epsilon = 1e-5f; }},
    {"WeightOffset", "weight_offset",
     [](tpfuse_rms_norm_args &a) { a.weight_offset = 1.0f; }},
    {"NoResidual", "residual",
     [](tpfuse_rms_norm_args &a) { a.residual = nullptr; }},
    {"NoResidualOut", "residual_out",
     [](tpfuse_rms_norm_args &a) { a.residual_out = nullptr; }},
    {"Algorithm", "algorithm",
     [](tpfuse_rms_norm_args &a) { a.algorithm = TPFUSE_ALGORITHM_ONE_SHOT; }},
};

class NormDisagreementTest
    : public ::testing::TestWithParam<std::tuple<int, Entry, NormMismatch>> {};

TEST_P(NormDisagreementTest, EveryRankFails) {
  auto [worldSize, entry, mismatch] = GetParam();
  FusedProblem problem(worldSize, 4, 64, TPFUSE_DTYPE_BF16, true);
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_rms_norm_args args = normArgs(problem, buffers);
    if (odd)
      mismatch.change(args);
    auto *call = entry == Entry::Fused ? &tpfuse_fused_all_reduce_rms_norm
                                       : &tpfuse_all_reduce_residual_rms_norm;
    const Tensor normedBefore = buffers.normed;
    expectDisagreement(call(comm, &args, nullptr), rank, odd, worldSize,
                       mismatch.differs);
    // Poisoned before, so bits compare unequal; the bytes are unchanged.
    EXPECT_TRUE(buffers.normed == normedBefore) << "normed was written";
    expectStillInStep(rank, worldSize, comm);
  });
}

std::string normMismatchName(
    const ::testing::TestParamInfo<NormDisagreementTest::ParamType> &info) {
  auto [worldSize, entry, mismatch] = info.param;
  return std::string(entry == Entry::Fused ? "Fused" : "Consumer") +
         mismatch.name + "On" + std::to_string(worldSize) + "Ranks";
}

INSTANTIATE_TEST_SUITE_P(
    Fields, NormDisagreementTest,
    ::testing::Combine(::testing::Values(2, 3),
                       ::testing::Values(Entry::Fused, Entry::Consumer),
                       ::testing::ValuesIn(kNormMismatches)),
    normMismatchName);

TEST_P(DisagreementTest, FusedEntryVersusAllReduce) {
  int worldSize = GetParam();
  // The fused f32 call all-reduces 4 x 64 fp32 sums: the same bytes as the
  // odd rank's all-reduce.
  FusedProblem problem(worldSize, 4, 64, TPFUSE_DTYPE_F32, false);
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_status status =
        odd ? tpfuse_all_reduce(comm, buffers.input.data(),
                                buffers.input.data(), 4 * 64, TPFUSE_DTYPE_F32,
                                nullptr)
            : callEntry(Entry::Fused, comm, problem, buffers);
    expectDisagreement(status, rank, odd, worldSize,
                       odd ? "tpfuse_fused_all_reduce_rms_norm"
                           : "tpfuse_all_reduce");
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, FusedEntryVersusConsumerEntry) {
  int worldSize = GetParam();
  FusedProblem problem(worldSize, 4, 64, TPFUSE_DTYPE_BF16, true);
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_status status =
        callEntry(odd ? Entry::Consumer : Entry::Fused, comm, problem, buffers);
    expectDisagreement(status, rank, odd, worldSize,
                       odd ? "tpfuse_fused_all_reduce_rms_norm"
                           : "tpfuse_all_reduce_residual_rms_norm");
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, BadNormArgumentOnOneRank) {
  int worldSize = GetParam();
  FusedProblem problem(worldSize, 4, 64, TPFUSE_DTYPE_BF16, true);
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_rms_norm_args args = normArgs(problem, buffers);
    if (odd)
      args.epsilon = 0.0f;
    tpfuse_status status =
        tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr);
    EXPECT_EQ(status, TPFUSE_ERROR_INVALID_ARGUMENT)
        << "rank " << rank << ": " << tpfuse_last_error_message();
    // The odd rank's own reason; the others name it.
    EXPECT_TRUE(lastErrorMentions(
        odd ? "epsilon must be finite and positive"
            : "rank " + std::to_string(worldSize - 1) + " passed invalid"))
        << "rank " << rank;
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, BadAllReduceArgumentOnOneRank) {
  int worldSize = GetParam();
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    Tensor values = makeTensor(TPFUSE_DTYPE_BF16, {1.0, 2.0, 3.0, 4.0});
    tpfuse_status status =
        tpfuse_all_reduce(comm, odd ? nullptr : values.data(), values.data(), 4,
                          TPFUSE_DTYPE_BF16, nullptr);
    EXPECT_EQ(status, TPFUSE_ERROR_INVALID_ARGUMENT)
        << "rank " << rank << ": " << tpfuse_last_error_message();
    EXPECT_TRUE(lastErrorMentions(
        odd ? "in is null"
            : "rank " + std::to_string(worldSize - 1) + " passed invalid"))
        << "rank " << rank;
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, ForceDeclineVoteOnOneRankVersusFusedCall) {
  int worldSize = GetParam();
  FusedProblem problem(worldSize, 4, 64, TPFUSE_DTYPE_BF16, true);
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    RankBuffers buffers(problem, rank);
    tpfuse_status status =
        odd ? tpfuse_comm_set_force_decline(comm, 1)
            : callEntry(Entry::Fused, comm, problem, buffers);
    expectDisagreement(status, rank, odd, worldSize,
                       odd ? "tpfuse_fused_all_reduce_rms_norm"
                           : "tpfuse_comm_set_force_decline");
    int forced = -1;
    ASSERT_EQ(tpfuse_comm_force_decline(comm, &forced), TPFUSE_SUCCESS);
    EXPECT_EQ(forced, 0) << "a failed vote changed the setting";
    expectStillInStep(rank, worldSize, comm);
  });
}

TEST_P(DisagreementTest, ForceDeclineVotesStillCombine) {
  int worldSize = GetParam();
  runDisagreement(worldSize, [&](int rank, bool odd, tpfuse_comm *comm) {
    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, odd ? 1 : 0), TPFUSE_SUCCESS)
        << tpfuse_last_error_message();
    int forced = -1;
    ASSERT_EQ(tpfuse_comm_force_decline(comm, &forced), TPFUSE_SUCCESS);
    EXPECT_EQ(forced, 1) << "rank " << rank;
    ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 0), TPFUSE_SUCCESS);
    ASSERT_EQ(tpfuse_comm_force_decline(comm, &forced), TPFUSE_SUCCESS);
    EXPECT_EQ(forced, 0) << "rank " << rank;
    expectStillInStep(rank, worldSize, comm);
  });
}

INSTANTIATE_TEST_SUITE_P(WorldSizes, DisagreementTest, ::testing::Values(2, 3),
                         [](const ::testing::TestParamInfo<int> &info) {
                           return std::to_string(info.param) + "Ranks";
                         });

} // namespace
