//===- OneShotAllReduceNorm.cu - Push to all peers, reduce locally --------===//
//
// One-shot fused all-reduce + residual RMSNorm, for small messages where
// latency rules. Buffer layout per rank and rotation: W slots of one message
// each; slot s receives rank s's input (this rank's own slot stays unused).
//
//  1. Each block pushes the rows it owns to slot `rank` of every peer.
//  2. For each owned row, it reads the W-1 peer slots (spinning on the
//     sentinel), restores the sentinel, sums in rank order and finishes the
//     row (FusedRow.cuh), then quantizes it if the call asks
//     (QuantizeRow.cuh).
//
// A block only waits for data pushed by peers' blocks that own the same row,
// and pushes everything before it waits, so blocks never wait on each other
// within a GPU.
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
oneShotAllReduceNormBody(const FusedNormParams &p) {
  stampEntry(p);
  waitForPrerequisiteGrids();
  stampLaunched(p);
  uint32_t rotation;
  char *own = beginFusedCall(p, rotation);
  if (!own)
    return;
  extern __shared__ uint4 rowCache[];
  const uint64_t shape =
      encodeCallShape(p.problem.tokens, p.rowVectors, sizeof(T), /*kernel=*/0);
  publishCallShape<W>(p, rotation, shape);
  stampStage(p, kStageBegun);

  const int64_t slotBytes = p.problem.tokens * p.rowVectors * kVectorBytes;
  const uint4 *input = static_cast<const uint4 *>(p.problem.input);

  for (int64_t row = blockIdx.x; row < p.problem.tokens; row += gridDim.x) {
    for (int column = threadIdx.x; column < p.rowVectors;
         column += blockDim.x) {
      const int64_t index = row * p.rowVectors + column;
      const uint4 value = scrubSentinel(loadVector(input + index));
#pragma unroll
      for (int step = 1; step < W; ++step) {
        const int peer = (p.rank + step) % W;
        char *slot =
            p.buffers[peer] + rotation * p.bufferBytes + p.rank * slotBytes;
        storeVectorVolatile(slot + index * kVectorBytes, value);
      }
    }
  }

  stampStage(p, kStagePushed);

  PeerWaiter waiter(p);
  checkCallShapes<W>(p, rotation, shape, waiter);
  stampStage(p, kStageShapesChecked);
  for (int64_t row = blockIdx.x; row < p.problem.tokens; row += gridDim.x) {
    float written[kVectorElements<T>] = {};
    normalizeRow<T, (W < 8), Mode>(
        p, row, rowCache,
        [&](int64_t index) {
          uint4 parts[W];
      // Issue every load before the first wait.
#pragma unroll
          for (int source = 0; source < W; ++source)
            parts[source] = source == p.rank
                                ? scrubSentinel(loadVector(input + index))
                                : loadVectorVolatile(own + source * slotBytes +
                                                     index * kVectorBytes);
#pragma unroll
          for (int source = 0; source < W; ++source) {
            if (source == p.rank)
              continue;
            char *address = own + source * slotBytes + index * kVectorBytes;
            parts[source] =
                waiter.await(address, parts[source], source, kWaitPartial);
            storeVectorVolatile(address, sentinelVector());
          }
          // The clock's pointer first: off, the per-vector cost is one
          // uniform branch.
          if (p.stageClock && row == blockIdx.x && index == row * p.rowVectors)
            stampStage(p, kStageFirstArrival);
          return sumInRankOrder<T, W>(parts);
        },
        written);
    if constexpr (Quantizes)
      quantizeOwnedRow<T, kVectorElements<T>>(p.problem, p.scaleGeometry, row,
                                              p.rowVectors, written);
    if (row == blockIdx.x)
      stampStage(p, kStageFirstRowDone);
  }
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem, p.scaleGeometry);
  stampStage(p, kStageRowsDone);

  finishFusedCall(p, rotation);
}

template <typename T, int W, NormMode Mode>
__global__ void __launch_bounds__(kMaxThreadsPerRow)
    oneShotAllReduceNorm(const __grid_constant__ FusedNormParams p) {
  oneShotAllReduceNormBody<T, W, Mode, /*Quantizes=*/false>(p);
}

/// With __launch_bounds__ ptxas holds the quantizing instances to 32
/// registers and spills ~700 bytes; __maxnreg__ gives them the 64 that
/// kMaxThreadsPerRow threads may use.
template <typename T, int W, NormMode Mode>
__global__ void __maxnreg__(kMaxRegistersPerThread)
    oneShotAllReduceNormQuantized(const __grid_constant__ FusedNormParams p) {
  oneShotAllReduceNormBody<T, W, Mode, /*Quantizes=*/true>(p);
}

/// The kernel's instances, for KernelTable (FusedKernelGrid, Kernels.h).
struct OneShot {
  template <tpfuse_dtype Dtype, int W, NormMode Mode, bool Quantizes>
  static const void *kernel() {
    if constexpr (Quantizes)
      return reinterpret_cast<const void *>(
          &oneShotAllReduceNormQuantized<ElementOf<Dtype>, W, Mode>);
    else
      return reinterpret_cast<const void *>(
          &oneShotAllReduceNorm<ElementOf<Dtype>, W, Mode>);
  }
};

} // namespace

const void *oneShotAllReduceNormKernel(const FusedKernelVariant &variant) {
  return KernelTable<OneShot, FusedKernelGrid>::find(variant);
}

} // namespace tpfuse::runtime::cuda
