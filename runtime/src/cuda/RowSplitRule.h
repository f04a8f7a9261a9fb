//===- RowSplitRule.h - How many blocks share a local norm row --*- C++ -*-===//
//
// With few rows, the local norm's register path splits each row across the
// blocks of a thread-block cluster (RowSplit.cuh says how, and why the bits
// stay a whole block's). This is the count: host code, tested without a
// GPU. Measured on one H100, bf16, the quantizing and plain norm
// (bench/results/norm-row-split-1xH100/):
//  - a row of hidden 7168 (28 warps on one multiprocessor, 7 a scheduler)
//    gains from the split (1 token: 8 blocks, FP8 groups of 128 4.70 to
//    3.33 us, static FP8 3.31 to 2.62, unquantized 2.20 to 1.99);
//  - a row of hidden 4096 (16 warps, 4 a scheduler) does not: the
//    cluster's barrier costs more than the issue time it spreads
//    (unquantized 1.77 to 1.96-2.17 us), so rows of at most 16 warps stay
//    whole;
//  - at 16 tokens 4 blocks a row beat 8 (128 blocks on 132
//    multiprocessors): the split stops at half the multiprocessors.
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
/// The most blocks of a portable cluster.
constexpr int kMaxRowSplit = 8;

/// Blocks that share each row of `rowPacks` packs: 1 for rows of at most
/// kMaxWholeRowPacks; else the largest power of two up to `limit` (at most
/// kMaxRowSplit) such that the split rows take at most half the
/// `multiprocessors` (tokens * blocks <= multiprocessors / 2) and every
/// block gets at least kMinRowSplitPacks packs; 1 when none does.
constexpr int rowSplitBlocks(int64_t tokens, int64_t rowPacks,
                             int multiprocessors, int limit) {
  if (rowPacks <= kMaxWholeRowPacks)
    return 1;
  int blocks = 1;
  while (2 * blocks <= limit && 2 * blocks <= kMaxRowSplit &&
         tokens * 2 * blocks <= multiprocessors / 2 &&
         rowPacks >= 2 * blocks * kMinRowSplitPacks)
    blocks *= 2;
  return blocks;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_ROWSPLITRULE_H
