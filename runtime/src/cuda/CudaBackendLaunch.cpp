//===- CudaBackendLaunch.cpp - Which kernel, how many blocks, the launch --===//
//
// Launch selection for the norm kernels: the fused algorithm (one-shot or
// two-shot, by the caller or the size table), the kernel instance for the
// call's variant (Kernels.h), threads per block, dynamic shared memory, and
// a grid no larger than what is resident at once (the fused kernels' blocks
// wait for each other's data, so a block that is not resident would
// deadlock them), or for the local norm with few long rows, clusters that
// split each row (RowSplitRule.h), and for its in-dtype sum, the rows each
// chaining block owns (InDtypeChainRule.h). Then the launch itself, with
// programmatic dependent launch unless it is off.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"

#include "CudaStatus.h"
#include "InDtypeChainRule.h"
#include "RowPerBlockRule.h"
#include "RowSplitRule.h"
#include "common/Dtype.h"

#include <algorithm>
#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

/// The longest row the local kNormInDtype norm keeps in shared memory.
constexpr int64_t kMaxNormRowCacheBytes = 48 * 1024;

/// Threads for a block that owns rows of `rowPacks` packs: one pack each,
/// up to 1024 (then several each).
int threadsForRow(int64_t rowPacks) {
  return int(std::clamp<int64_t>((rowPacks + 31) / 32 * 32, 32, 1024));
}

} // namespace

bool tpfuse::runtime::cuda::allowLargeRows(int worldSize, std::string &error) {
  // A 64 KiB row; 128 KiB of fp32 values for kNormVariant; above 48 KiB
  // needs the opt-in.
  for (const FusedKernelVariant &variant :
       FusedKernelGrid::instantiatedVariants()) {
    if (variant.worldSize != worldSize)
      continue;
    const int64_t bytes = variant.mode == kNormVariant ? kMaxFusedRowCacheBytes
                                                       : kMaxFusedRowBytes;
    for (const void *kernel : {oneShotAllReduceNormKernel(variant),
                               twoShotAllReduceNormKernel(variant)}) {
      cudaError_t status = cudaFuncSetAttribute(
          kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes));
      if (status != cudaSuccess) {
        cudaGetLastError();
        error =
            std::string("cudaFuncSetAttribute: ") + cudaGetErrorString(status);
        return false;
      }
    }
  }
  return true;
}

FusedStrategy CudaBackendImpl::fusedStrategy(const NormProblem &problem,
                                             tpfuse_algorithm algorithm) const {
  if (algorithm == TPFUSE_ALGORITHM_ONE_SHOT)
    return FusedStrategy::OneShot;
  if (algorithm == TPFUSE_ALGORITHM_TWO_SHOT)
    return FusedStrategy::TwoShot;
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  return sizeTable.choose(worldSizeValue, problem.dtype, problem.hidden,
                          problem.tokens * rowBytes);
}

LaunchPlan CudaBackendImpl::planRmsNorm(const NormProblem &problem,
                                        int32_t &cacheRow, int32_t &chainRows) {
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  const bool vectorized =
      rowBytes % kVectorBytes == 0 && isAligned(problem.input) &&
      isAligned(problem.residual) && isAligned(problem.weight) &&
      isAligned(problem.normed) && isAligned(problem.residualOut);
  const NormMode mode = normModeOf(problem.variant, problem.weightOffset);
  LaunchPlan plan;
  plan.kernel =
      rmsNormKernel({problem.dtype, vectorized, mode, problem.quantizes(),
                     /*splitsRows=*/false, /*chainsRows=*/false});
  if (!plan.kernel)
    return plan;
  // Unquantized kNormInDtype rows: chained in the dtype (InDtypeChain.cuh),
  // by one lane for a block's single row, filtered ahead by the other warps
  // (InDtypeChainPipeline.cuh), or a thread each for several
  // (InDtypeChainRule.h).
  if (mode == kNormInDtype && vectorized && !problem.quantizes()) {
    plan.kernel = rmsNormKernel({problem.dtype, vectorized, mode,
                                 /*quantizes=*/false, /*splitsRows=*/false,
                                 /*chainsRows=*/true});
    plan.threads = kChainThreads;
    chainRows = chainRowsPerBlock(
        problem.tokens, options.inDtypeChainRows, [&](int rows) {
          return residentBlocks(plan.kernel, kChainThreads,
                                chainSharedBytes(rows));
        });
    plan.sharedBytes = chainSharedBytes(chainRows);
    plan.blocks = int((problem.tokens + chainRows - 1) / chainRows);
    return plan;
  }
  // kNormInDtype keeps a row of up to 48 KiB (no opt-in needed) in shared
  // memory for the thread that sums its squares; longer rows are re-read.
  cacheRow = mode == kNormInDtype && rowBytes <= kMaxNormRowCacheBytes;
  plan.sharedBytes = cacheRow ? int(rowBytes) : 0;
  const int64_t rowPacks =
      vectorized ? rowBytes / kVectorBytes : problem.hidden;
  plan.threads = threadsForRow(rowPacks);
  // With few rows, the register path may split each row across a cluster's
  // blocks (RowSplit.cuh; how many: RowSplitRule.h), where the epilogue
  // quantizes from registers.
  const bool splits =
      clusterLaunch && vectorized && rowPacks <= kMaxThreadsPerRow &&
      (mode == kNormDefault || mode == kNormVariant) &&
      (!problem.quantizes() ||
       quantizesWholePacks(problem, kVectorBytes / elementSize(problem.dtype)));
  if (splits) {
    const int sharing = group ? worldSizeValue : 1;
    plan.clusterBlocks =
        rowSplitBlocks(problem.tokens, rowPacks, problem.quantizes(),
                       multiprocessors / sharing, options.normRowSplit);
    if (plan.clusterBlocks > 1) {
      plan.kernel = rmsNormKernel({problem.dtype, vectorized, mode,
                                   problem.quantizes(), /*splitsRows=*/true,
                                   /*chainsRows=*/false});
      plan.threads = threadsForRow((rowPacks + plan.clusterBlocks - 1) /
                                   plan.clusterBlocks);
      plan.blocks = int(problem.tokens) * plan.clusterBlocks;
      return plan;
    }
  }
  // A grid of resident blocks, each keeping its next row's loads in flight,
  // or with many rows a block per row (RowPerBlockRule.h says when).
  const int resident =
      residentBlocks(plan.kernel, plan.threads, plan.sharedBytes);
  plan.blocks = int(std::min<int64_t>(problem.tokens, resident));
  const RowKernel kind = rowKernelOf(mode, problem.quantizes());
  if (kind == RowKernel::None)
    return plan;
  const void *rowKernel =
      kind == RowKernel::Own
          ? plan.kernel
          : rmsNormKernel({problem.dtype, vectorized, mode,
                           /*quantizes=*/false, /*splitsRows=*/false,
                           /*chainsRows=*/false, /*rowPerBlock=*/true});
  if (!rowKernel)
    return plan;
  const int rowResident =
      rowKernel == plan.kernel
          ? resident
          : residentBlocks(rowKernel, plan.threads, plan.sharedBytes);
  if (takesBlockPerRow(problem.tokens, rowResident, options.normRowPerBlock)) {
    plan.kernel = rowKernel;
    plan.blocks = int(std::min<int64_t>(problem.tokens, INT32_MAX));
  }
  return plan;
}

LaunchPlan CudaBackendImpl::planFusedNorm(const NormProblem &problem,
                                          tpfuse_algorithm algorithm) {
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  const NormMode mode = normModeOf(problem.variant, problem.weightOffset);
  const FusedKernelVariant variant{problem.dtype, worldSizeValue, mode,
                                   problem.quantizes()};
  LaunchPlan plan;
  plan.kernel = fusedStrategy(problem, algorithm) == FusedStrategy::OneShot
                    ? oneShotAllReduceNormKernel(variant)
                    : twoShotAllReduceNormKernel(variant);
  if (!plan.kernel)
    return plan;
  plan.threads = threadsForRow(rowBytes / kVectorBytes);
  plan.sharedBytes = int(fusedRowCacheBytes(
      mode, problem.hidden, int64_t(elementSize(problem.dtype))));
  // Never more blocks than fit at once: blocks wait for each other's data.
  plan.blocks = int(std::min<int64_t>(
      problem.tokens,
      residentBlocks(plan.kernel, plan.threads, plan.sharedBytes)));
  return plan;
}

int CudaBackendImpl::residentBlocks(const void *kernel, int threads,
                                    int sharedBytes) {
  for (const auto &[cachedKernel, cachedThreads, cachedShared, blocks] :
       occupancyCache)
    if (cachedKernel == kernel && cachedThreads == threads &&
        cachedShared == sharedBytes)
      return blocks;
  int perMultiprocessor = 0;
  if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(
          &perMultiprocessor, kernel, threads, size_t(sharedBytes)) !=
      cudaSuccess) {
    cudaGetLastError();
    perMultiprocessor = 1;
  }
  int blocks = std::max(1, perMultiprocessor) * multiprocessors;
  if (group)
    blocks = std::min(blocks, std::max(1, multiprocessors / worldSizeValue));
  occupancyCache.emplace_back(kernel, threads, sharedBytes, blocks);
  return blocks;
}

/// Whether a kernel launched into `stream` now may depend programmatically
/// (PDL) on the work before it: always outside a capture; in a capture only
/// when `inCaptures` and everything before it is a kernel node (a
/// programmatic edge joins two kernels; after a graph allocation, a free or
/// a copy the kernel depends on them in full).
static bool mayDependProgrammatically(cudaStream_t stream, bool inCaptures) {
  cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
  const cudaGraphNode_t *dependencies = nullptr;
  size_t count = 0;
  if (cudaStreamGetCaptureInfo(stream, &status, nullptr, nullptr, &dependencies,
                               nullptr, &count) != cudaSuccess) {
    cudaGetLastError();
    return false;
  }
  if (status != cudaStreamCaptureStatusActive)
    return true;
  if (!inCaptures)
    return false;
  for (size_t i = 0; i < count; ++i) {
    cudaGraphNodeType type;
    if (cudaGraphNodeGetType(dependencies[i], &type) != cudaSuccess) {
      cudaGetLastError();
      return false;
    }
    if (type != cudaGraphNodeTypeKernel)
      return false;
  }
  return true;
}

tpfuse_status CudaBackendImpl::launch(const LaunchPlan &plan, void *params,
                                      cudaStream_t stream) {
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(unsigned(plan.blocks));
  config.blockDim = dim3(unsigned(plan.threads));
  config.dynamicSmemBytes = size_t(plan.sharedBytes);
  config.stream = stream;
  cudaLaunchAttribute attributes[2]{};
  if (options.programmaticDependentLaunch &&
      mayDependProgrammatically(stream, options.programmaticEdgesInCaptures)) {
    attributes[config.numAttrs].id =
        cudaLaunchAttributeProgrammaticStreamSerialization;
    attributes[config.numAttrs].val.programmaticStreamSerializationAllowed = 1;
    ++config.numAttrs;
  }
  if (plan.clusterBlocks > 1) {
    attributes[config.numAttrs].id = cudaLaunchAttributeClusterDimension;
    attributes[config.numAttrs].val.clusterDim.x = unsigned(plan.clusterBlocks);
    attributes[config.numAttrs].val.clusterDim.y = 1;
    attributes[config.numAttrs].val.clusterDim.z = 1;
    ++config.numAttrs;
  }
  config.attrs = attributes;
  void *arguments[] = {params};
  cudaError_t status = cudaLaunchKernelExC(&config, plan.kernel, arguments);
  if (status != cudaSuccess)
    return cudaFailure("launching a tpfuse kernel", status);
  return TPFUSE_SUCCESS;
}
