//===- InDtypeChainRuleTest.cpp - Rows a block chains in the dtype --------===//
//
// cuda/InDtypeChainRule.h is host arithmetic: few long rows keep the block
// windows, the others are chained; the fewest rows a block (a power of two
// up to kMaxChainRows) whose blocks are all resident, so every row's chain
// starts at once; a forced count exactly as asked, and chaining every row;
// and two chunk buffers of the most rows within the 48 KiB a block has
// without an opt-in.
//
//===----------------------------------------------------------------------===//

#include "cuda/InDtypeChainRule.h"

#include <gtest/gtest.h>

using namespace tpfuse::runtime::cuda;

namespace {

// 132 multiprocessors, four chaining blocks each.
int residentOnH100(int) { return 4 * 132; }

TEST(InDtypeChainRuleTest, FewestRowsABlockThatKeepEveryChainResident) {
  for (int64_t tokens : {1, 128, 528})
    EXPECT_EQ(chainRowsPerBlock(tokens, 0, residentOnH100), 1) << tokens;
  EXPECT_EQ(chainRowsPerBlock(529, 0, residentOnH100), 2);
  EXPECT_EQ(chainRowsPerBlock(2048, 0, residentOnH100), 4);
  EXPECT_EQ(chainRowsPerBlock(2112, 0, residentOnH100), 4);
  EXPECT_EQ(chainRowsPerBlock(2113, 0, residentOnH100), 8);
  EXPECT_EQ(chainRowsPerBlock(8192, 0, residentOnH100), 16);
  // Past what 16 rows a block keep resident, blocks run in waves.
  EXPECT_EQ(chainRowsPerBlock(65536, 0, residentOnH100), kMaxChainRows);
  // Two ranks sharing a GPU: half the multiprocessors each.
  EXPECT_EQ(chainRowsPerBlock(2048, 0, [](int) { return 4 * 66; }), 8);
}

TEST(InDtypeChainRuleTest, ResidencyIsAskedForTheShapeItDecides) {
  // A shape whose shared memory fits fewer blocks: asked per row count.
  const auto resident = [](int rows) { return rows >= 8 ? 132 : 4 * 132; };
  EXPECT_EQ(chainRowsPerBlock(2048, 0, resident), 4);
  EXPECT_EQ(chainRowsPerBlock(2113, 0, resident), 16);
}

TEST(InDtypeChainRuleTest, ForcedCountsAreTakenAsAsked) {
  for (int forced : {1, 2, 4, 8, 16}) {
    ASSERT_TRUE(validChainRows(forced));
    EXPECT_EQ(chainRowsPerBlock(1, forced, residentOnH100), forced);
    EXPECT_EQ(chainRowsPerBlock(8192, forced, residentOnH100), forced);
  }
  for (int64_t invalid : {0, 3, 12, 32, -1})
    EXPECT_FALSE(validChainRows(invalid)) << invalid;
}

TEST(InDtypeChainRuleTest, BuffersFitWithoutTheSharedMemoryOptIn) {
  for (int rows = 1; rows <= kMaxChainRows; rows *= 2)
    EXPECT_LE(chainSharedBytes(rows), 48 * 1024) << rows;
  // A single row is staged whole, hidden 7168 (896 packs) at once.
  EXPECT_EQ(chainSharedBytes(1), 2 * 1025 * 16);
  EXPECT_GE(chainChunkPacks(1), 7168 / 8);
  EXPECT_EQ(chainChunkPacks(2), kChainChunkPacks);
  // A warp's lanes chain the rows.
  EXPECT_LE(kMaxChainRows, 32);
  EXPECT_EQ(kChainThreads % 32, 0);
  EXPECT_GT(kChainThreads, 32) << "warps besides the chaining one stage";
}

} // namespace
