//===- RowPerBlockRuleTest.cpp - A local norm's block per row -------------===//
//
// cuda/RowPerBlockRule.h is host arithmetic: the unquantized default mode
// takes its own kernel a block per row, the unquantized variants
// rmsNormVariantRowPerBlock, the quantizing kernels and kNormInDtype none;
// and from three rows per resident block of that kernel, counted for the
// GPU or a rank's share of it, unless a test or a measurement forces the
// choice.
//
//===----------------------------------------------------------------------===//

#include "cuda/RowPerBlockRule.h"

#include <gtest/gtest.h>

using namespace tpfuse::runtime::cuda;

namespace {

TEST(RowPerBlockRuleTest, WhichKernelTakesARowPerBlock) {
  EXPECT_EQ(rowKernelOf(kNormDefault, false), RowKernel::Own);
  EXPECT_EQ(rowKernelOf(kNormVariant, false), RowKernel::VariantRowPerBlock);
  EXPECT_EQ(rowKernelOf(kNormInDtype, false), RowKernel::None);
  for (NormMode mode : {kNormDefault, kNormVariant, kNormInDtype})
    EXPECT_EQ(rowKernelOf(mode, true), RowKernel::None) << int(mode);
}

TEST(RowPerBlockRuleTest, FromThreeRowsPerResidentBlock) {
  // Hidden 7168 bf16 on an H100: two blocks of 896 threads on each of 132
  // multiprocessors.
  EXPECT_FALSE(takesBlockPerRow(512, 264));
  EXPECT_FALSE(takesBlockPerRow(791, 264));
  EXPECT_TRUE(takesBlockPerRow(792, 264));
  EXPECT_TRUE(takesBlockPerRow(8192, 264));
  // Two ranks sharing the GPU, a cap of 66 blocks each: the GPU test's
  // variant shapes of 300 and 1033 rows cross it, 64 do not.
  EXPECT_TRUE(takesBlockPerRow(300, 66));
  EXPECT_TRUE(takesBlockPerRow(1033, 66));
  EXPECT_FALSE(takesBlockPerRow(64, 66));
  EXPECT_FALSE(takesBlockPerRow(197, 66));
  EXPECT_TRUE(takesBlockPerRow(198, 66));
}

TEST(RowPerBlockRuleTest, AForcedChoiceOverridesTheRule) {
  // TPFUSE_NORM_ROW_PER_BLOCK: 1 never, 2 always, whatever the count.
  EXPECT_FALSE(takesBlockPerRow(8192, 264, /*forced=*/1));
  EXPECT_TRUE(takesBlockPerRow(1, 264, /*forced=*/2));
  EXPECT_TRUE(takesBlockPerRow(8192, 264, /*forced=*/0));
  EXPECT_FALSE(takesBlockPerRow(1, 264, /*forced=*/0));
}

} // namespace
