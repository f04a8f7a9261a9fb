//===- RowSplitRuleTest.cpp - How many blocks share a local norm row ------===//
//
// rowSplitBlocks (cuda/RowSplitRule.h) is host arithmetic: the rule splits
// only quantized rows of more than 16 warps, across 8 or 4 blocks; a
// forced split is exactly the size asked for where it fits; and every
// split is a portable cluster size that keeps the grid within half the
// multiprocessors and two warps of packs in each block.
//
//===----------------------------------------------------------------------===//

#include "cuda/RowSplitRule.h"

#include <gtest/gtest.h>

using namespace tpfuse::runtime::cuda;

namespace {

// Hidden 7168 and 4096 bf16: 896 and 512 packs; 132 multiprocessors.

TEST(RowSplitRuleTest, SplitsFewQuantizedLongRowsAcrossEightOrFourBlocks) {
  for (int64_t tokens : {1, 2, 8})
    EXPECT_EQ(rowSplitBlocks(tokens, 896, true, 132, 0), 8) << tokens;
  for (int64_t tokens : {9, 16})
    EXPECT_EQ(rowSplitBlocks(tokens, 896, true, 132, 0), 4) << tokens;
  // Never 2 blocks: those measured slower for static and per-token FP8.
  for (int64_t tokens : {17, 32, 33, 64, 132})
    EXPECT_EQ(rowSplitBlocks(tokens, 896, true, 132, 0), 1) << tokens;
  // The same-device mode's two ranks: 66 multiprocessors each.
  EXPECT_EQ(rowSplitBlocks(4, 896, true, 66, 0), 8);
  EXPECT_EQ(rowSplitBlocks(5, 896, true, 66, 0), 4);
}

TEST(RowSplitRuleTest, KeepsUnquantizedAndSixteenWarpRowsWhole) {
  EXPECT_EQ(rowSplitBlocks(1, 896, false, 132, 0), 1);
  EXPECT_EQ(rowSplitBlocks(1, 1024, false, 132, 0), 1);
  EXPECT_EQ(rowSplitBlocks(1, 512, true, 132, 0), 1);
  EXPECT_EQ(rowSplitBlocks(1, 513, true, 132, 0), 8);
  EXPECT_EQ(rowSplitBlocks(1, 8, true, 132, 0), 1);
}

TEST(RowSplitRuleTest, AForcedSplitIsExactWhereItFits) {
  EXPECT_EQ(rowSplitBlocks(1, 896, false, 132, 1), 1);
  EXPECT_EQ(rowSplitBlocks(1, 896, true, 132, 1), 1);
  EXPECT_EQ(rowSplitBlocks(1, 896, false, 132, 2), 2);
  EXPECT_EQ(rowSplitBlocks(1, 512, true, 132, 4), 4);
  EXPECT_EQ(rowSplitBlocks(16, 896, true, 132, 8), 1);
  EXPECT_EQ(rowSplitBlocks(33, 896, true, 132, 2), 2);
  EXPECT_EQ(rowSplitBlocks(34, 896, true, 132, 2), 1);
  EXPECT_EQ(rowSplitBlocks(1, 255, true, 132, 4), 1);
}

TEST(RowSplitRuleTest, EverySplitIsAPortableClusterThatFitsTheDevice) {
  for (int64_t tokens : {1, 2, 3, 7, 16, 40, 100, 1000})
    for (int64_t packs = 1; packs <= 1024; packs += 7)
      for (int multiprocessors : {8, 66, 78, 132, 144})
        for (bool quantizes : {false, true})
          for (int forced : {0, 1, 2, 4, 8}) {
            const int blocks = rowSplitBlocks(tokens, packs, quantizes,
                                              multiprocessors, forced);
            ASSERT_TRUE(blocks == 1 || blocks == 2 || blocks == 4 ||
                        blocks == 8);
            if (forced > 0)
              ASSERT_TRUE(blocks == forced || blocks == 1);
            else
              ASSERT_NE(blocks, 2);
            if (blocks == 1)
              continue;
            if (forced == 0)
              ASSERT_TRUE(quantizes && packs > kMaxWholeRowPacks);
            ASSERT_LE(tokens * blocks, multiprocessors / 2);
            ASSERT_GE(packs / blocks, kMinRowSplitPacks);
          }
}

} // namespace
