//===- EnvRankTest.cpp - One rank per process, set up from the environment ===//
//
// Run by tpfuse_launch_local (torchrun's variables) or mpirun (OpenMPI's);
// every rank runs the same tests in the same order, each creating its
// communicator with tpfuse_comm_create_from_env. Covers what threads of one
// process cannot: per-process environment variables and resource limits.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"

#include <sys/resource.h>

#include <fstream>

using namespace tpfuse::test;

namespace {

/// This process's communicator for one test.
class EnvRankTest : public ::testing::Test {
protected:
  /// Creates `comm` and reads its rank and world size. A helper's ASSERT
  /// only returns from the helper, so this returns the outcome and each
  /// test asserts it: ASSERT_TRUE(create(...)).
  ::testing::AssertionResult create(const tpfuse_comm_options &options) {
    tpfuse_status status = tpfuse_comm_create_from_env(&options, &comm);
    if (status != TPFUSE_SUCCESS)
      return ::testing::AssertionFailure()
             << "tpfuse_comm_create_from_env: " << tpfuse_status_name(status)
             << ": " << tpfuse_last_error_message();
    if (tpfuse_comm_rank(comm, &rank) != TPFUSE_SUCCESS ||
        tpfuse_comm_world_size(comm, &worldSize) != TPFUSE_SUCCESS)
      return ::testing::AssertionFailure()
             << "cannot read rank and world size: "
             << tpfuse_last_error_message();
    return ::testing::AssertionSuccess();
  }
  void TearDown() override {
    if (comm) {
      EXPECT_EQ(tpfuse_comm_destroy(comm), TPFUSE_SUCCESS);
    }
  }

  tpfuse_comm *comm = nullptr;
  int rank = -1;
  int worldSize = 0;
};

int environmentInteger(const char *name, const char *fallback) {
  const char *value = std::getenv(name);
  if (!value)
    value = std::getenv(fallback);
  return value ? std::atoi(value) : -1;
}

TEST_F(EnvRankTest, RankAndWorldSizeComeFromTheEnvironment) {
  ASSERT_TRUE(create(testOptions()));
  EXPECT_EQ(rank, environmentInteger("RANK", "OMPI_COMM_WORLD_RANK"));
  EXPECT_EQ(worldSize,
            environmentInteger("WORLD_SIZE", "OMPI_COMM_WORLD_SIZE"));
}

TEST_F(EnvRankTest, ConsumerMatchesReferenceFusedOrDeclined) {
  ASSERT_TRUE(create(testOptions()));
  FusedProblem problem(worldSize, 6, 128, TPFUSE_DTYPE_BF16, true);
  RankBuffers fused(problem, rank);
  ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, fused), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(fused.normed, problem.expected.normed));
  EXPECT_TRUE(closeTo(fused.residualOut, problem.expected.residualOut));
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 1, 0}));

  ASSERT_EQ(tpfuse_comm_set_force_decline(comm, 1), TPFUSE_SUCCESS);
  RankBuffers declined(problem, rank);
  ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, declined),
            TPFUSE_SUCCESS);
  EXPECT_TRUE(declined.normed == fused.normed);
  EXPECT_TRUE(declined.residualOut == fused.residualOut);
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{1, 1, 1}));
}

TEST_F(EnvRankTest, ForceDeclineVariableOnOneRankForcesAll) {
  int lastRank = environmentInteger("WORLD_SIZE", "OMPI_COMM_WORLD_SIZE") - 1;
  bool setsVariable =
      environmentInteger("RANK", "OMPI_COMM_WORLD_RANK") == lastRank;
  if (setsVariable) {
    ASSERT_EQ(setenv("TPFUSE_FORCE_DECLINE", "1", 1), 0);
  }
  ASSERT_TRUE(create(testOptions()));
  if (setsVariable) {
    ASSERT_EQ(unsetenv("TPFUSE_FORCE_DECLINE"), 0);
  }
  int forced = 0;
  ASSERT_EQ(tpfuse_comm_force_decline(comm, &forced), TPFUSE_SUCCESS);
  EXPECT_EQ(forced, 1);

  FusedProblem problem(worldSize, 2, 64, TPFUSE_DTYPE_F16, false);
  RankBuffers buffers(problem, rank);
  EXPECT_EQ(callEntry(Entry::Fused, comm, problem, buffers), TPFUSE_DECLINED);
  EXPECT_NE(std::string(tpfuse_last_error_message()).find("forced decline"),
            std::string::npos);
}

TEST_F(EnvRankTest, AFailedCreateStopsTheTest) {
  // Rejected locally (no collective), on every rank alike.
  tpfuse_comm_options options = testOptions();
  options.timeout_ms = 0;
  ::testing::AssertionResult created = create(options);
  EXPECT_FALSE(created);
  EXPECT_NE(std::string(created.message()).find("timeout_ms must be > 0"),
            std::string::npos)
      << created.message();
  EXPECT_EQ(comm, nullptr);
  EXPECT_EQ(rank, -1);
  // What a test that went on would have done next: index the partial sums
  // by the rank it never got.
  FusedProblem problem(2, 1, 8, TPFUSE_DTYPE_F32, false);
  EXPECT_THROW(RankBuffers(problem, rank), std::out_of_range);
}

/// This process's address-space size in bytes.
rlim_t addressSpaceBytes() {
  std::ifstream statm("/proc/self/statm");
  unsigned long pages = 0;
  statm >> pages;
  return static_cast<rlim_t>(pages) *
         static_cast<rlim_t>(sysconf(_SC_PAGESIZE));
}

TEST_F(EnvRankTest, WorkspaceFailureOnOneRankMeansDeclineEverywhere) {
  // A 2 GiB workspace (untouched, so cheap where it can be reserved), and
  // an address-space limit that makes the last rank's reservation fail.
  tpfuse_comm_options options = testOptions();
  options.max_tokens = 16384;
  options.max_hidden = 32768;
  int lastRank = environmentInteger("WORLD_SIZE", "OMPI_COMM_WORLD_SIZE") - 1;
  bool limited = environmentInteger("RANK", "OMPI_COMM_WORLD_RANK") == lastRank;
  rlimit original{};
  ASSERT_EQ(getrlimit(RLIMIT_AS, &original), 0);
  if (limited) {
    rlimit reduced = original;
    reduced.rlim_cur = addressSpaceBytes() + (rlim_t(512) << 20);
    ASSERT_EQ(setrlimit(RLIMIT_AS, &reduced), 0);
  }
  ASSERT_TRUE(create(options));
  if (limited) {
    ASSERT_EQ(setrlimit(RLIMIT_AS, &original), 0);
  }

  FusedProblem problem(worldSize, 3, 64, TPFUSE_DTYPE_BF16, true);
  RankBuffers buffers(problem, rank);
  EXPECT_EQ(callEntry(Entry::Fused, comm, problem, buffers), TPFUSE_DECLINED);
  EXPECT_NE(std::string(tpfuse_last_error_message()).find("could not allocate"),
            std::string::npos)
      << tpfuse_last_error_message();
  ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, buffers), TPFUSE_SUCCESS);
  EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{1, 0, 2}));
}

TEST_F(EnvRankTest, DisagreeingRanksFailTogetherAndStayInStep) {
  ASSERT_TRUE(create(testOptions()));
  bool odd = rank == worldSize - 1;
  // Gloo aborted the process of the rank that received the larger transfer.
  std::vector<double> ones(100, 1.0);
  Tensor values = makeTensor(TPFUSE_DTYPE_F32, ones);
  EXPECT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), odd ? 100 : 8,
                              TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT)
      << tpfuse_last_error_message();
  // Invalid on one rank only: its peers are not left waiting.
  EXPECT_EQ(tpfuse_all_reduce(comm, odd ? nullptr : values.data(),
                              values.data(), 8, TPFUSE_DTYPE_F32, nullptr),
            TPFUSE_ERROR_INVALID_ARGUMENT)
      << tpfuse_last_error_message();
  EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 0, 0}));

  FusedProblem problem(worldSize, 5, 64, TPFUSE_DTYPE_BF16, true);
  RankBuffers buffers(problem, rank);
  ASSERT_EQ(callEntry(Entry::Consumer, comm, problem, buffers), TPFUSE_SUCCESS)
      << tpfuse_last_error_message();
  EXPECT_TRUE(closeTo(buffers.normed, problem.expected.normed));
  EXPECT_TRUE(closeTo(buffers.residualOut, problem.expected.residualOut));
}

} // namespace

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
