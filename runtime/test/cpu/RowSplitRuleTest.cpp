//===- RowSplitRuleTest.cpp - How many blocks share a local norm row ------===//
//
// rowSplitBlocks (cuda/RowSplitRule.h) is host arithmetic: rows of at most
// 16 warps stay whole; every split is a cluster size the hardware
// launches, takes at most half the multiprocessors and leaves every block
// two warps of packs; and it is the largest split those allow.
//
//===----------------------------------------------------------------------===//

#include "cuda/RowSplitRule.h"

#include <gtest/gtest.h>

using namespace tpfuse::runtime::cuda;

namespace {

TEST(RowSplitRuleTest, SplitsAFewLongRowsAsFarAsTheLimit) {
  // Hidden 7168 bf16: 896 packs; 132 multiprocessors.
  EXPECT_EQ(rowSplitBlocks(1, 896, 132, 8), 8);
  EXPECT_EQ(rowSplitBlocks(1, 896, 132, 4), 4);
  EXPECT_EQ(rowSplitBlocks(1, 896, 132, 2), 2);
  EXPECT_EQ(rowSplitBlocks(1, 896, 132, 1), 1);
  EXPECT_EQ(rowSplitBlocks(8, 896, 132, 8), 8);
  EXPECT_EQ(rowSplitBlocks(1, 1024, 132, 8), 8);
}

TEST(RowSplitRuleTest, KeepsRowsOfSixteenWarpsWhole) {
  // Hidden 4096 bf16: 512 packs.
  EXPECT_EQ(rowSplitBlocks(1, 512, 132, 8), 1);
  EXPECT_EQ(rowSplitBlocks(1, 513, 132, 8), 8);
  EXPECT_EQ(rowSplitBlocks(1, 256, 132, 8), 1);
  EXPECT_EQ(rowSplitBlocks(1, 8, 132, 8), 1);
}

TEST(RowSplitRuleTest, TakesAtMostHalfTheMultiprocessors) {
  EXPECT_EQ(rowSplitBlocks(9, 896, 132, 8), 4);
  EXPECT_EQ(rowSplitBlocks(16, 896, 132, 8), 4);
  EXPECT_EQ(rowSplitBlocks(17, 896, 132, 8), 2);
  EXPECT_EQ(rowSplitBlocks(33, 896, 132, 8), 2);
  EXPECT_EQ(rowSplitBlocks(34, 896, 132, 8), 1);
  EXPECT_EQ(rowSplitBlocks(132, 896, 132, 8), 1);
  // The same-device mode's two ranks: 66 multiprocessors each.
  EXPECT_EQ(rowSplitBlocks(1, 896, 66, 8), 8);
  EXPECT_EQ(rowSplitBlocks(5, 896, 66, 8), 4);
}

TEST(RowSplitRuleTest, EverySplitIsAPortableClusterThatFitsTheDevice) {
  for (int64_t tokens : {1, 2, 3, 7, 16, 40, 100, 1000})
    for (int64_t packs = 1; packs <= 1024; packs += 7)
      for (int multiprocessors : {8, 66, 78, 132, 144})
        for (int limit : {1, 2, 4, 8}) {
          const int blocks =
              rowSplitBlocks(tokens, packs, multiprocessors, limit);
          ASSERT_TRUE(blocks == 1 || blocks == 2 || blocks == 4 || blocks == 8);
          ASSERT_LE(blocks, limit);
          if (blocks == 1)
            continue;
          ASSERT_GT(packs, kMaxWholeRowPacks);
          ASSERT_LE(tokens * blocks, multiprocessors / 2);
          ASSERT_GE(packs / blocks, kMinRowSplitPacks);
          // The largest: doubling again breaks a rule.
          const int more = 2 * blocks;
          ASSERT_TRUE(more > limit || more > kMaxRowSplit ||
                      tokens * more > multiprocessors / 2 ||
                      packs / more < kMinRowSplitPacks)
              << tokens << " tokens, " << packs << " packs";
        }
}

} // namespace
