//===- MembershipTest.cpp - Ranks that disagree on the world --------------===//
//
// Ranks started with different world sizes, or two callers claiming one
// rank, must each get TPFUSE_ERROR_INVALID_ARGUMENT naming the mismatch, at
// once rather than at the timeout. The ranks are threads; the timeout is long
// (20 s), so a rank left waiting shows as a slow test.
//
//===----------------------------------------------------------------------===//

#include "FreePort.h"
#include "TestSupport.h"

#include <chrono>
#include <future>

using namespace tpfuse::test;

namespace {
using Clock = std::chrono::steady_clock;

/// Well under the 20 s timeout of testOptions(): the mismatch was found,
/// not waited out.
constexpr std::chrono::seconds kPromptly(5);

struct Outcome {
  tpfuse_status status = TPFUSE_ERROR_INTERNAL;
  std::string message;
  Clock::duration elapsed{};
};

/// Creates rank `rank` of `worldSize` through `store` on its own thread;
/// the communicator, if any, is destroyed before the outcome is returned.
std::future<Outcome> createAsync(int rank, int worldSize, std::string store) {
  return std::async(std::launch::async, [=] {
    tpfuse_comm_options options = testOptions();
    tpfuse_comm *comm = nullptr;
    Clock::time_point start = Clock::now();
    Outcome outcome;
    outcome.status =
        tpfuse_comm_create(&options, rank, worldSize, store.c_str(), &comm);
    outcome.elapsed = Clock::now() - start;
    outcome.message = tpfuse_last_error_message();
    if (comm)
      tpfuse_comm_destroy(comm);
    return outcome;
  });
}

::testing::AssertionResult rejected(const Outcome &outcome,
                                    const std::vector<std::string> &messages) {
  if (outcome.status != TPFUSE_ERROR_INVALID_ARGUMENT)
    return ::testing::AssertionFailure()
           << tpfuse_status_name(outcome.status) << ": " << outcome.message;
  if (outcome.elapsed >= kPromptly)
    return ::testing::AssertionFailure()
           << "rejected only after "
           << std::chrono::duration_cast<std::chrono::milliseconds>(
                  outcome.elapsed)
                  .count()
           << " ms";
  for (const std::string &message : messages)
    if (outcome.message.find(message) != std::string::npos)
      return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "message: " << outcome.message;
}

void expectWorldSizeMismatchOnBothRanks(const std::string &store) {
  std::future<Outcome> rank0 = createAsync(0, 2, store);
  std::future<Outcome> rank1 = createAsync(1, 3, store);
  // Each rank names the mismatch as it found it, or as the other recorded it.
  std::vector<std::string> either = {
      "rank 1 says the world size is 3; rank 0 says 2",
      "rank 0 says the world size is 2; rank 1 says 3"};
  EXPECT_TRUE(rejected(rank0.get(), either));
  EXPECT_TRUE(rejected(rank1.get(), either));
}

TEST(MembershipTest, WorldSizeMismatchInFileStore) {
  TempDirectory store;
  expectWorldSizeMismatchOnBothRanks(store.storeUri());
}

TEST(MembershipTest, WorldSizeMismatchBehindTcpStore) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  expectWorldSizeMismatchOnBothRanks("tcp://127.0.0.1:" + std::to_string(port));
}

TEST(MembershipTest, TwoRanksClaimingRankZero) {
  // Two spellings of one directory: each is a store of its own in this
  // process's cache, as it would be in two processes, so the two claims
  // meet in the same keys.
  TempDirectory store;
  std::future<Outcome> first = createAsync(0, 2, store.storeUri());
  std::future<Outcome> second = createAsync(0, 2, store.storeUri() + "/.");
  EXPECT_TRUE(rejected(first.get(), {"two ranks claim rank 0"}));
  EXPECT_TRUE(rejected(second.get(), {"two ranks claim rank 0"}));
}

TEST(MembershipTest, LateRankOfAnotherWorldSizeLeavesTheWorldIntact) {
  // Ranks 0 and 1 form a world of 2; then a caller that believes in a world
  // of 3 arrives as rank 2 and is turned away; the world of 2 still works.
  TempDirectory store;
  tpfuse_comm *comms[2] = {nullptr, nullptr};
  std::vector<std::thread> ranks;
  for (int rank = 0; rank < 2; ++rank)
    ranks.emplace_back([&, rank] {
      tpfuse_comm_options options = testOptions();
      EXPECT_EQ(tpfuse_comm_create(&options, rank, 2, store.storeUri().c_str(),
                                   &comms[rank]),
                TPFUSE_SUCCESS)
          << tpfuse_last_error_message();
    });
  for (std::thread &rank : ranks)
    rank.join();
  ASSERT_TRUE(comms[0] && comms[1]);

  EXPECT_TRUE(rejected(createAsync(2, 3, store.storeUri()).get(),
                       {"rank 0 says the world size is 2; rank 2 says 3"}));

  ranks.clear();
  for (int rank = 0; rank < 2; ++rank)
    ranks.emplace_back([&, rank] {
      Tensor values = makeTensor(TPFUSE_DTYPE_F32, {1.0, 2.0});
      EXPECT_EQ(tpfuse_all_reduce(comms[rank], values.data(), values.data(), 2,
                                  TPFUSE_DTYPE_F32, nullptr),
                TPFUSE_SUCCESS)
          << tpfuse_last_error_message();
      EXPECT_EQ(values.get(0), 2.0);
      EXPECT_EQ(values.get(1), 4.0);
      EXPECT_EQ(tpfuse_comm_destroy(comms[rank]), TPFUSE_SUCCESS);
    });
  for (std::thread &rank : ranks)
    rank.join();
}

} // namespace
