//===- TwoShotAllReduceNorm.cu - Reduce-scatter, norm, all-gather ---------===//
//
// Two-shot fused all-reduce + residual RMSNorm, for larger messages: each
// rank moves 2(W-1)/W of a message instead of the one-shot's W-1 messages.
// The tokens are split into W contiguous chunks of rows; chunk c (rows
// [T*c/W, T*(c+1)/W)) is reduced by rank c. Buffer layout per rank and
// rotation: W-1 scatter slots of ceil(T/W) rows (slot s < c receives rank
// s's part of chunk c, slot s-1 rank s > c's), then a gather area of T rows.
// That is at most W * T rows, which the backend's buffer size covers.
//
//  1. Push: every rank writes its input's rows of chunk c to rank c's
//     scatter slot for it, for every c != rank.
//  2. Reduce and finish its own rows: rank c spins on its scatter slots,
//     restores the sentinel, sums in rank order, rounds, writes the sum to
//     every other rank's gather area and finishes the row at once
//     (FusedRow.cuh), so its own rows never pass through a Lamport buffer.
//  3. Finish the others' rows: spin on the gather area row by row, restore
//     the sentinel and finish the rows.
// Every rank finishes every row, so each quantizes all of them into its own
// outputs (QuantizeRow.cuh) when the call asks.
//
// Rows (not vectors) are split because the norm needs a whole row: step 2
// overlaps this rank's local residual/norm traffic for half the rows (at
// W = 2) with the NVLink transfer of the sums, instead of running all of it
// after the transfer. The sum, not normed and residualOut, crosses NVLink:
// every rank has the residual, so one vector per element is the least.
//
// A block takes rows in the order: its own rows first, then the others'
// (items blockIdx.x + k * gridDim.x of that list). Waits only go forward in
// the protocol: step 2 waits for peers' step 1, which waits for nothing;
// step 3 waits for peers' step 2. So the grid never deadlocks, provided it
// is co-resident (peers' pushes come from all of their blocks): the backend
// sizes it from the occupancy calculator.
//
//===----------------------------------------------------------------------===//

#include "FusedRow.cuh"
#include "FusedStageClock.cuh"
#include "KernelTable.cuh"
#include "LamportProtocol.cuh"
#include "QuantizeRow.cuh"

namespace tpfuse::runtime::cuda {
namespace {

template <typename T, int W, NormMode Mode, bool Quantizes>
__device__ __forceinline__ void
twoShotAllReduceNormBody(const FusedNormParams &p) {
  stampEntry(p);
  waitForPrerequisiteGrids();
  stampLaunched(p);
  uint32_t rotation;
  char *own = beginFusedCall(p, rotation);
  if (!own)
    return;
  extern __shared__ uint4 rowCache[];
  const uint64_t shape =
      encodeCallShape(p.problem.tokens, p.rowVectors, sizeof(T), /*kernel=*/1);
  publishCallShape<W>(p, rotation, shape);
  stampStage(p, kStageBegun);

  const int64_t rowVectors = p.rowVectors;
  auto chunkBegin = [&](int rank) { return p.problem.tokens * rank / W; };
  const int64_t slotBytes =
      (p.problem.tokens + W - 1) / W * rowVectors * kVectorBytes;
  const int64_t gatherOffset = (W - 1) * slotBytes;
  // Where rank `source`'s part of chunk `owner` lies in owner's buffer.
  auto slotOffset = [&](int source, int owner) {
    return (source < owner ? source : source - 1) * slotBytes;
  };
  const uint4 *input = static_cast<const uint4 *>(p.problem.input);
  const int64_t thread = int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
  const int64_t threads = int64_t(gridDim.x) * blockDim.x;

#pragma unroll
  for (int step = 1; step < W; ++step) {
    const int owner = (p.rank + step) % W;
    const int64_t begin = chunkBegin(owner) * rowVectors,
                  end = chunkBegin(owner + 1) * rowVectors;
    char *slot =
        p.buffers[owner] + rotation * p.bufferBytes + slotOffset(p.rank, owner);
    for (int64_t index = begin + thread; index < end; index += threads)
      storeVectorVolatile(slot + (index - begin) * kVectorBytes,
                          scrubSentinel(loadVector(input + index)));
  }

  stampStage(p, kStagePushed);

  PeerWaiter waiter(p);
  checkCallShapes<W>(p, rotation, shape, waiter);
  stampStage(p, kStageShapesChecked);
  const int64_t ownBegin = chunkBegin(p.rank);
  const int64_t ownRows = chunkBegin(p.rank + 1) - ownBegin;
  for (int64_t item = blockIdx.x; item < p.problem.tokens; item += gridDim.x) {
    int64_t row;
    float written[kVectorElements<T>] = {};
    if (item < ownRows) {
      row = ownBegin + item;
      normalizeRow<T, (W < 8), Mode>(
          p, row, rowCache,
          [&](int64_t index) {
            const int64_t offset =
                (index - ownBegin * rowVectors) * kVectorBytes;
            uint4 parts[W];
#pragma unroll
            for (int source = 0; source < W; ++source)
              parts[source] =
                  source == p.rank
                      ? scrubSentinel(loadVector(input + index))
                      : loadVectorVolatile(own + slotOffset(source, p.rank) +
                                           offset);
#pragma unroll
            for (int source = 0; source < W; ++source) {
              if (source == p.rank)
                continue;
              char *address = own + slotOffset(source, p.rank) + offset;
              parts[source] =
                  waiter.await(address, parts[source], source, kWaitPartial);
              storeVectorVolatile(address, sentinelVector());
            }
            if (p.stageClock && item == blockIdx.x && index == row * rowVectors)
              stampStage(p, kStageFirstArrival);
            const uint4 sum = scrubSentinel(sumInRankOrder<T, W>(parts));
#pragma unroll
            for (int step = 1; step < W; ++step) {
              const int peer = (p.rank + step) % W;
              storeVectorVolatile(p.buffers[peer] + rotation * p.bufferBytes +
                                      gatherOffset + index * kVectorBytes,
                                  sum);
            }
            // The peers finish this row from the same (scrubbed) sum.
            return sum;
          },
          written);
    } else {
      const int64_t other = item - ownRows;
      row = other < ownBegin ? other : other + ownRows;
      normalizeRow<T, (W < 8), Mode>(
          p, row, rowCache,
          [&](int64_t index) {
            char *address = own + gatherOffset + index * kVectorBytes;
            uint4 sum = loadVectorVolatile(address);
            if (holdsSentinel(sum)) {
              // The row's owner, for the timeout message (slow path only).
              const int owner = int(((row + 1) * W - 1) / p.problem.tokens);
              sum = waiter.await(address, sum, owner, kWaitReducedSum);
            }
            storeVectorVolatile(address, sentinelVector());
            if (p.stageClock && item == blockIdx.x && index == row * rowVectors)
              stampStage(p, kStageFirstArrival);
            return sum;
          },
          written);
    }
    if constexpr (Quantizes)
      quantizeOwnedRow<T, kVectorElements<T>>(p.problem, p.scaleGeometry, row,
                                              p.rowVectors, written);
    if (item == blockIdx.x)
      stampStage(p, kStageFirstRowDone);
  }
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem, p.scaleGeometry);
  stampStage(p, kStageRowsDone);

  finishFusedCall(p, rotation);
}

template <typename T, int W, NormMode Mode>
__global__ void __launch_bounds__(kMaxThreadsPerRow)
    twoShotAllReduceNorm(const __grid_constant__ FusedNormParams p) {
  twoShotAllReduceNormBody<T, W, Mode, /*Quantizes=*/false>(p);
}

/// With __launch_bounds__ ptxas holds the quantizing instances to 32
/// registers and spills ~700 bytes; __maxnreg__ gives them the 64 that
/// kMaxThreadsPerRow threads may use.
template <typename T, int W, NormMode Mode>
__global__ void __maxnreg__(kMaxRegistersPerThread)
    twoShotAllReduceNormQuantized(const __grid_constant__ FusedNormParams p) {
  twoShotAllReduceNormBody<T, W, Mode, /*Quantizes=*/true>(p);
}

/// The kernel's instances, for KernelTable (FusedKernelGrid, Kernels.h).
struct TwoShot {
  template <tpfuse_dtype Dtype, int W, NormMode Mode, bool Quantizes>
  static const void *kernel() {
    if constexpr (Quantizes)
      return reinterpret_cast<const void *>(
          &twoShotAllReduceNormQuantized<ElementOf<Dtype>, W, Mode>);
    else
      return reinterpret_cast<const void *>(
          &twoShotAllReduceNorm<ElementOf<Dtype>, W, Mode>);
  }
};

} // namespace

const void *twoShotAllReduceNormKernel(const FusedKernelVariant &variant) {
  return KernelTable<TwoShot, FusedKernelGrid>::find(variant);
}

} // namespace tpfuse::runtime::cuda
