//===- SameDeviceRanksTest.cpp - The GPU drivers' joint capture, on CPU ---===//
//
// JointCapture (runtime/test/gpu/SameDeviceRanks.h) meets the ranks inside
// its calls whatever CUDA returns, so that no rank waits for one that left.
// Without a usable capture (here: no GPU, or the legacy stream, which cannot
// be captured) every CUDA call fails and only those meetings remain: every
// rank must get through, one rank enqueueing at a time in rank order, and
// each failure must reach the rank that saw it. Also the drivers'
// description of a replay that differs from its direct call.
//
//===----------------------------------------------------------------------===//

#include "SameDeviceRanks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

using tpfuse::gputest::JointCapture;
using tpfuse::gputest::RankBarrier;
using tpfuse::gputest::replayMismatch;

namespace {

/// What the ranks' threads saw between begin() and end().
struct Enqueueing {
  std::mutex mutex;
  std::vector<int> order;
  int inside = 0;
  int mostInside = 0;
};

void captureRounds(int worldSize, Enqueueing &seen,
                   std::vector<cudaError_t> &rank0Ends) {
  RankBarrier ranks(worldSize);
  JointCapture joint(worldSize, ranks);
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank)
    threads.emplace_back([&, rank] {
      (void)joint.prepare(rank);
      for (int round = 0; round < 3; ++round) {
        (void)joint.begin(rank, /*stream=*/nullptr);
        {
          std::lock_guard<std::mutex> lock(seen.mutex);
          seen.order.push_back(rank);
          seen.mostInside = std::max(seen.mostInside, ++seen.inside);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
        {
          std::lock_guard<std::mutex> lock(seen.mutex);
          --seen.inside;
        }
        const cudaError_t ended = joint.end(rank, /*stream=*/nullptr);
        if (rank == 0)
          rank0Ends.push_back(ended);
        (void)joint.destroy(rank);
      }
    });
  for (std::thread &thread : threads)
    thread.join();
}

TEST(SameDeviceRanksTest, OneRankEnqueuesAtATimeInRankOrder) {
  for (int worldSize : {2, 3, 4}) {
    Enqueueing seen;
    std::vector<cudaError_t> rank0Ends;
    captureRounds(worldSize, seen, rank0Ends);
    EXPECT_EQ(seen.mostInside, 1) << "world size " << worldSize;
    ASSERT_EQ(seen.order.size(), size_t(3 * worldSize));
    for (size_t i = 0; i < seen.order.size(); ++i)
      EXPECT_EQ(seen.order[i], int(i % size_t(worldSize)))
          << "world size " << worldSize << ", enqueue " << i;
    // Rank 0 ends a capture that never began: a failure, reported, in
    // every round.
    ASSERT_EQ(rank0Ends.size(), 3u);
    for (cudaError_t ended : rank0Ends)
      EXPECT_NE(ended, cudaSuccess);
  }
}

TEST(SameDeviceRanksTest, ReplayMismatchTellsUnwrittenFromRepeatedFromNew) {
  const std::vector<uint16_t> direct{1, 2, 3, 4};
  EXPECT_EQ(replayMismatch(direct, direct, {}), "");
  EXPECT_EQ(replayMismatch(direct, direct, {9, 9, 9, 9}), "");
  const std::vector<uint16_t> unwritten{1, 0xffff, 3, 0xffff};
  EXPECT_EQ(replayMismatch(unwritten, direct, {}),
            "2 of 4 elements differ from the direct call's (2 still "
            "poisoned)");
  EXPECT_EQ(replayMismatch(unwritten, direct, unwritten),
            "2 of 4 elements differ from the direct call's (2 still "
            "poisoned, 0 differ from the previous replay's)");
  const std::vector<uint16_t> wrong{1, 5, 6, 4};
  EXPECT_EQ(replayMismatch(wrong, direct, unwritten),
            "2 of 4 elements differ from the direct call's (0 still "
            "poisoned, 3 differ from the previous replay's)");
}

} // namespace
