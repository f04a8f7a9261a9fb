//===- RowPerBlockRule.h - A local norm's block per row ---------*- C++ -*-===//
//
// The local norm's grid (planRmsNorm, CudaBackendLaunch.cpp): resident
// blocks that each keep their next row's loads in flight, or, with many
// rows, a block per row, which the hardware hands to whichever
// multiprocessor is free, so the last wave's blocks do not work alone. A
// block per row pays only from a kernel at two blocks per multiprocessor
// (one block's loads overlap the other's work), and only from
// kRowPerBlockWaves rows per resident block of that kernel. This is the
// rule: host code, tested without a GPU. Measured on one H100, bf16:
//  - the default mode's kernel, hidden 7168: 157 instead of 166 us at 8192
//    tokens; at 512 tokens (1.9 rows per resident block) the resident grid
//    is 3% faster (bench/results/norm-kernels-1xH100);
//  - the variants' rmsNormVariant, at one block per multiprocessor: 7-19%
//    slower with a block per row (the same results);
//  - their rmsNormVariantRowPerBlock, at two: 2.2-7.7% faster than
//    rmsNormVariant's resident grid from 2048 tokens, but 2.6-7.6% slower at
//    hidden 4096 and 1-128 tokens (bench/results/norm-variant-blocks-1xH100).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_ROWPERBLOCKRULE_H
#define TPFUSE_RUNTIME_CUDA_ROWPERBLOCKRULE_H

#include "Kernels.h"

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// Rows per resident block of the row kernel from which a local norm takes
/// a block per row.
constexpr int64_t kRowPerBlockWaves = 3;

/// The kernel whose blocks would each take one row of a local norm.
enum class RowKernel {
  /// None: the quantizing kernels run one block per multiprocessor, and
  /// kNormInDtype has its own grids.
  None,
  /// The default mode's own kernel (two blocks per multiprocessor).
  Own,
  /// rmsNormVariantRowPerBlock (two blocks per multiprocessor, the fp32 sum
  /// parked), not the variants' own kernel.
  VariantRowPerBlock,
};

constexpr RowKernel rowKernelOf(NormMode mode, bool quantizes) {
  if (quantizes || mode == kNormInDtype)
    return RowKernel::None;
  return mode == kNormVariant ? RowKernel::VariantRowPerBlock : RowKernel::Own;
}

/// Whether `tokens` rows take a block each, `resident` blocks of the row
/// kernel fitting the GPU (or the rank's share of it) at once. `forced`
/// (TPFUSE_NORM_ROW_PER_BLOCK, for tests and measurements): 0 for the rule,
/// 1 never, 2 always (where the mode has a row kernel).
constexpr bool takesBlockPerRow(int64_t tokens, int resident, int forced = 0) {
  if (forced > 0)
    return forced == 2;
  return tokens >= kRowPerBlockWaves * resident;
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_ROWPERBLOCKRULE_H
