//===- TwoShotAllReduceNorm.cu - Reduce-scatter, all-gather, norm ---------===//
//
// Two-shot fused all-reduce + residual RMSNorm, for larger messages: each
// rank moves 2(W-1)/W of a message instead of the one-shot's W-1 messages.
// The message's V vectors are split into W contiguous chunks; chunk c
// (vectors [V*c/W, V*(c+1)/W)) is reduced by rank c. Buffer layout per rank
// and rotation: W scatter slots of ceil(V/W) vectors (slot s receives rank
// s's part of this rank's chunk), then a gather area of V vectors.
//
//  1. Push: every rank writes its input's part of chunk c to rank c's
//     scatter slot `rank`, for every c != rank.
//  2. Reduce: rank c spins on its scatter slots, restores the sentinel, sums
//     in rank order, rounds, and writes the sum to every rank's gather area
//     (its own included).
//  3. Finish: every rank spins on its gather area row by row, restores the
//     sentinel and finishes the rows (FusedRow.cuh).
//
// Blocks of one grid wait for each other across phases, so the grid must be
// co-resident: the backend sizes it from the occupancy calculator.
//
//===----------------------------------------------------------------------===//

#include "FusedRow.cuh"
#include "LamportProtocol.cuh"

namespace tpfuse::runtime::cuda {
namespace {

template <typename T, int W>
__global__ void __launch_bounds__(kMaxThreadsPerRow)
    twoShotAllReduceNorm(const __grid_constant__ FusedNormParams p) {
  waitForPrerequisiteGrids();
  uint32_t rotation;
  char *own = beginFusedCall(p, rotation);
  if (!own)
    return;
  extern __shared__ uint4 rowCache[];

  const int64_t vectors = p.tokens * p.rowVectors;
  const int64_t slotVectors = (vectors + W - 1) / W;
  const int64_t gatherOffset = W * slotVectors * kVectorBytes;
  const uint4 *input = static_cast<const uint4 *>(p.input);
  const int64_t thread = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const int64_t threads = int64_t(gridDim.x) * blockDim.x;
  auto chunkBegin = [&](int rank) { return vectors * rank / W; };

#pragma unroll
  for (int step = 1; step < W; ++step) {
    const int owner = (p.rank + step) % W;
    const int64_t begin = chunkBegin(owner), end = chunkBegin(owner + 1);
    char *slot = p.buffers[owner] + rotation * p.bufferBytes +
                 p.rank * slotVectors * kVectorBytes;
    for (int64_t index = begin + thread; index < end; index += threads)
      storeVectorVolatile(slot + (index - begin) * kVectorBytes,
                          scrubSentinel(loadVector(input + index)));
  }

  PeerWaiter waiter(p);
  {
    const int64_t begin = chunkBegin(p.rank), end = chunkBegin(p.rank + 1);
    for (int64_t index = begin + thread; index < end; index += threads) {
      const int64_t offset = (index - begin) * kVectorBytes;
      uint4 parts[W];
#pragma unroll
      for (int source = 0; source < W; ++source)
        parts[source] = source == p.rank
                            ? scrubSentinel(loadVector(input + index))
                            : loadVectorVolatile(
                                  own + source * slotVectors * kVectorBytes +
                                  offset);
#pragma unroll
      for (int source = 0; source < W; ++source) {
        if (source == p.rank)
          continue;
        char *address = own + source * slotVectors * kVectorBytes + offset;
        parts[source] = waiter.await(address, parts[source], source);
        storeVectorVolatile(address, sentinelVector());
      }
      const uint4 sum = scrubSentinel(sumInRankOrder<T, W>(parts));
#pragma unroll
      for (int step = 0; step < W; ++step) {
        const int peer = (p.rank + step) % W;
        storeVectorVolatile(p.buffers[peer] + rotation * p.bufferBytes +
                                gatherOffset + index * kVectorBytes,
                            sum);
      }
    }
  }

  for (int64_t row = blockIdx.x; row < p.tokens; row += gridDim.x) {
    normalizeRow<T>(p, row, rowCache, [&](int64_t index) {
      char *address = own + gatherOffset + index * kVectorBytes;
      uint4 sum = loadVectorVolatile(address);
      if (holdsSentinel(sum)) {
        // The chunk owner, for the timeout message (slow path only).
        const int owner = int(((index + 1) * W - 1) / vectors);
        sum = waiter.await(address, sum, owner);
      }
      storeVectorVolatile(address, sentinelVector());
      return sum;
    });
  }

  finishFusedCall(p, rotation);
}

template <typename T> const void *selectWorldSize(int worldSize) {
  switch (worldSize) {
  case 2:
    return reinterpret_cast<const void *>(&twoShotAllReduceNorm<T, 2>);
  case 4:
    return reinterpret_cast<const void *>(&twoShotAllReduceNorm<T, 4>);
  case 8:
    return reinterpret_cast<const void *>(&twoShotAllReduceNorm<T, 8>);
  }
  return nullptr;
}

} // namespace

const void *twoShotAllReduceNormKernel(tpfuse_dtype dtype, int worldSize) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return selectWorldSize<__nv_bfloat16>(worldSize);
  case TPFUSE_DTYPE_F16:
    return selectWorldSize<__half>(worldSize);
  case TPFUSE_DTYPE_F32:
    return selectWorldSize<float>(worldSize);
  }
  return nullptr;
}

} // namespace tpfuse::runtime::cuda
