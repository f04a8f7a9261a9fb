//===- RowSplitRule.h - How many blocks share a local norm row --*- C++ -*-===//
//
// With few rows, the local norm's register path may split each row across
// the blocks of a thread-block cluster (RowSplit.cuh says how, and why the
// bits stay a whole block's). This is the count: host code, tested without
// a GPU. Measured on one H100, bf16, hidden 7168 and 4096, 1 to 64 tokens,
// every split size against the unsplit kernel in the same call
// (bench/results/norm-row-split-1xH100/):
//  - quantized rows of hidden 7168 (28 warps on one multiprocessor) gain
//    from 4 and 8 blocks a row: at 1-8 tokens 8 blocks, FP8 groups of 128
//    -24 to -27%, static FP8 -18%, per token -11 to -14%; at 16 tokens 4
//    blocks, -2 to -16%. 2 blocks lose for per-token and static FP8 (up to
//    +9%: the cluster barriers cost more than the halved issue time);
//  - unquantized rows do not gain (8 blocks -2 to +3%, 2 blocks up to
//    +16%), nor do rows of hidden 4096 (16 warps): they stay whole;
//  - splits that would take more than half the multiprocessors lose (at 16
//    tokens 8 blocks a row measured no better than 4).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_ROWSPLITRULE_H
#define TPFUSE_RUNTIME_CUDA_ROWSPLITRULE_H

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// Rows of at most this many packs (16 warps, one each) stay whole.
constexpr int64_t kMaxWholeRowPacks = 512;
/// The fewest packs a block of a split row gets: two warps.
constexpr int64_t kMinRowSplitPacks = 64;
/// The split sizes the rule chooses between, largest first; a forced split
/// may be any power of two up to the first (a portable cluster).
constexpr int kRowSplitSizes[] = {8, 4};

/// Whether `tokens` rows of `rowPacks` packs fit `blocks` blocks each: the
/// grid within half the `multiprocessors`, two warps of packs a block.
constexpr bool rowSplitFits(int64_t tokens, int64_t rowPacks, int blocks,
                            int multiprocessors) {
  return tokens * blocks <= multiprocessors / 2 &&
         rowPacks >= blocks * kMinRowSplitPacks;
}

/// Blocks that share each row of `rowPacks` packs (rows the register path
/// holds). `forced` (TPFUSE_NORM_ROW_SPLIT, for tests and measurements): 0
/// for the rule, 1 never splits, 2, 4 or 8 splits every row it fits. The
/// rule: quantized rows of more than kMaxWholeRowPacks packs, across the
/// largest of kRowSplitSizes that fits; else 1.
constexpr int rowSplitBlocks(int64_t tokens, int64_t rowPacks, bool quantizes,
                             int multiprocessors, int forced) {
  if (forced > 0)
    return rowSplitFits(tokens, rowPacks, forced, multiprocessors) ? forced : 1;
  if (!quantizes || rowPacks <= kMaxWholeRowPacks)
    return 1;
  for (int blocks : kRowSplitSizes)
    if (rowSplitFits(tokens, rowPacks, blocks, multiprocessors))
      return blocks;
  return 1;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_ROWSPLITRULE_H
