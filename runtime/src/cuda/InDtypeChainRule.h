//===- InDtypeChainRule.h - Rows a block chains in the dtype ----*- C++ -*-===//
//
// The local norm evaluates TPFUSE_NORM_COMPUTE_IN_DTYPE's sum of squares
// of unquantized vectorized rows as the chain it is written as, a thread a
// row or a block's single row filtered ahead of one lane
// (InDtypeChain.cuh and InDtypeChainPipeline.cuh say how). This is
// the host's part: the block's shape, the shared memory it takes, and how
// many rows a block owns. Host code, tested without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_INDTYPECHAINRULE_H
#define TPFUSE_RUNTIME_CUDA_INDTYPECHAINRULE_H

#include "common/HostDevice.h"

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// Threads of a chaining block: warp 0 chains the rows (a lane each, or
/// one lane a block's single row), the other warps stage them (or filter
/// the single row's squares); all normalize.
constexpr int kChainThreads = 256;
/// Blocks a multiprocessor holds at once (the kernel's launch bounds).
constexpr int kChainBlocksPerMultiprocessor = 4;
/// 16-byte packs of each row that a block of several rows stages at a
/// time, one chunk ahead of its lanes' chains.
constexpr int kChainChunkPacks = 64;
/// A block of one row too long for InDtypeChainPipeline stages up to this
/// many packs at a time: its warp's filtered chain
/// (InDtypeChain::filteredPacks) is short, and staging 64 packs at a time
/// would be what it waits for.
constexpr int kWholeRowChunkPacks = 1024;
/// The most rows a block owns, one lane of warp 0 each: two chunk buffers
/// of 16 rows stay below the 48 KiB a block gets without an opt-in.
constexpr int kMaxChainRows = 16;

/// Packs of each row a block of `rows` rows stages at a time.
TPFUSE_HOST_DEVICE constexpr int chainChunkPacks(int rows) {
  return rows == 1 ? kWholeRowChunkPacks : kChainChunkPacks;
}

/// A staged row's stride in packs: one pack of padding, so that the lanes
/// reading the same column of 8 consecutive rows hit 8 different 16-byte
/// bank groups.
TPFUSE_HOST_DEVICE constexpr int chainRowStridePacks(int rows) {
  return chainChunkPacks(rows) + 1;
}

/// Dynamic shared memory of a block that owns `rows` rows: two chunk
/// buffers, one being chained while the other is staged.
TPFUSE_HOST_DEVICE constexpr int chainSharedBytes(int rows) {
  return 2 * rows * chainRowStridePacks(rows) * 16;
}

/// Whether `rows` is a count a block may own: a power of two up to
/// kMaxChainRows.
constexpr bool validChainRows(int64_t rows) {
  return rows >= 1 && rows <= kMaxChainRows && (rows & (rows - 1)) == 0;
}

/// Rows each block owns, for `tokens` rows: `forced` if it is a valid count
/// (TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS, for tests and measurements), else the
/// fewest (a power of two) whose blocks are all resident at once, given
/// `resident(rows)`, the blocks of that shape resident at once: every row's
/// chain then runs from the start, and a chain, not the memory, is what a
/// row's time follows until the blocks fill the GPU. Past kMaxChainRows,
/// blocks run in waves.
template <typename Resident>
int chainRowsPerBlock(int64_t tokens, int forced, Resident &&resident) {
  if (validChainRows(forced))
    return forced;
  int rows = 1;
  while (rows < kMaxChainRows &&
         (tokens + rows - 1) / rows > int64_t(resident(rows)))
    rows *= 2;
  return rows;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_INDTYPECHAINRULE_H
