//===- OneShotAllReduceNorm.cu - Push to all peers, reduce locally --------===//
//
// One-shot fused all-reduce + residual RMSNorm, for small messages where
// latency rules. Buffer layout per rank and rotation: W slots of one message
// each; slot s receives rank s's input (this rank's own slot stays unused).
//
//  1. Each block pushes the rows it owns to slot `rank` of every peer,
//     kPushBatch rows' vectors in flight at a time; the first batch loads
//     while the control block does.
//  2. For each owned row, it reads the W-1 peer slots (spinning on the
//     sentinel), restores the sentinel, sums in rank order and finishes the
//     row (FusedRow.cuh), then quantizes it if the call asks
//     (QuantizeRow.cuh). Block 0's thread 0 checks the call shapes right
//     after issuing its first vector's loads, so both round trips overlap.
//
// A block only waits for data pushed by peers' blocks that own the same row,
// and pushes everything before it waits, so blocks never wait on each other
// within a GPU.
//
// The next grid may launch (PDL) once every block has its first row's data
// from every peer, not only at the end: by then every peer's block with the
// same index has pushed all it will push, so it no longer needs this rank
// to progress, and every block of this grid is resident. The next grid's
// blocks, waiting in waitForPrerequisiteGrids, can then hold no
// multiprocessor that a block of this call or a peer's still needs (which
// matters where the ranks share a GPU), and the launch overlaps the norm.
//
//===----------------------------------------------------------------------===//

#include "FusedRow.cuh"
#include "FusedStageClock.cuh"
#include "KernelTable.cuh"
#include "LamportProtocol.cuh"
#include "QuantizeRow.cuh"

namespace tpfuse::runtime::cuda {
namespace {

/// Rows of a block whose vectors a thread loads before it stores any: the
/// load latency is paid once per batch, not once per row. Fewer for more
/// peers: the stores' addresses take registers too, and at world size 8 a
/// batch made ptxas spill more.
template <int W> constexpr int kPushBatch = W <= 2 ? 4 : W <= 4 ? 2 : 1;

/// Loads this thread's vector `column` of the rows `row`, `row + gridDim.x`,
/// ... (kPushBatch of them, those below `tokens`), sentinel scrubbed.
template <int B>
__device__ __forceinline__ void loadPushBatch(const FusedNormParams &p,
                                              int64_t row, int column,
                                              uint4 (&batch)[B]) {
  const uint4 *input = static_cast<const uint4 *>(p.problem.input);
#pragma unroll
  for (int b = 0; b < B; ++b) {
    const int64_t batchRow = row + int64_t(b) * gridDim.x;
    if (column < p.rowVectors && batchRow < p.problem.tokens)
      batch[b] =
          scrubSentinel(loadVector(input + batchRow * p.rowVectors + column));
  }
}

/// Stores loadPushBatch's vectors to slot `rank` of every peer's buffer.
template <int W, int B>
__device__ __forceinline__ void
storePushBatch(const FusedNormParams &p, uint32_t rotation, int64_t slotBytes,
               int64_t row, int column, const uint4 (&batch)[B]) {
#pragma unroll
  for (int b = 0; b < B; ++b) {
    const int64_t batchRow = row + int64_t(b) * gridDim.x;
    if (batchRow >= p.problem.tokens)
      break;
    const int64_t offset = (batchRow * p.rowVectors + column) * kVectorBytes;
#pragma unroll
    for (int step = 1; step < W; ++step) {
      const int peer = (p.rank + step) % W;
      storeVectorVolatile(p.buffers[peer] + rotation * p.bufferBytes +
                              p.rank * slotBytes + offset,
                          batch[b]);
    }
  }
}

template <typename T, int W, NormMode Mode, bool Quantizes>
__device__ __forceinline__ void
oneShotAllReduceNormBody(const FusedNormParams &p) {
  stampEntry(p);
  waitForPrerequisiteGrids();
  stampLaunched(p);
  const CallControl control = readCallControl(p);
  uint4 batch[kPushBatch<W>];
  loadPushBatch(p, blockIdx.x, threadIdx.x, batch);
  uint32_t rotation;
  char *own = beginFusedCall(p, control, rotation);
  if (!own)
    return;
  extern __shared__ uint4 rowCache[];
  const uint64_t shape =
      encodeCallShape(p.problem.tokens, p.rowVectors, sizeof(T), /*kernel=*/0);
  publishCallShape<W>(p, rotation, shape);
  stampStage(p, kStageBegun);

  const int64_t slotBytes = p.problem.tokens * p.rowVectors * kVectorBytes;
  const uint4 *input = static_cast<const uint4 *>(p.problem.input);

  bool batchLoaded = true;
  for (int64_t row = blockIdx.x; row < p.problem.tokens;
       row += int64_t(kPushBatch<W>) * gridDim.x) {
    for (int column = threadIdx.x; column < p.rowVectors;
         column += blockDim.x) {
      if (!batchLoaded)
        loadPushBatch(p, row, column, batch);
      batchLoaded = false;
      storePushBatch<W>(p, rotation, slotBytes, row, column, batch);
    }
  }

  stampStage(p, kStagePushed);

  PeerWaiter waiter(p);
  bool checksShapes = blockIdx.x == 0 && threadIdx.x == 0;
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
          // Block 0's thread 0, at its first vector: while those load.
          if (checksShapes) {
            checkCallShapes<W>(p, rotation, shape, waiter);
            checksShapes = false;
          }
          // The clock's pointer first: off, the per-vector cost is one
          // uniform branch.
          const bool stamps =
              p.stageClock && row == blockIdx.x && index == row * p.rowVectors;
          if (stamps)
            stampStage(p, kStageShapesChecked);
#pragma unroll
          for (int source = 0; source < W; ++source) {
            if (source == p.rank)
              continue;
            char *address = own + source * slotBytes + index * kVectorBytes;
            parts[source] =
                waiter.await(address, parts[source], source, kWaitPartial);
            storeVectorVolatile(address, sentinelVector());
          }
          if (stamps)
            stampStage(p, kStageFirstArrival);
          return sumInRankOrder<T, W>(parts);
        },
        written, /*allowDependents=*/row == blockIdx.x);
    if constexpr (Quantizes)
      quantizeOwnedRow<T, kVectorElements<T>>(p.problem, row, p.rowVectors,
                                              written);
    if (row == blockIdx.x)
      stampStage(p, kStageFirstRowDone);
  }
  if constexpr (Quantizes)
    zeroScalePaddingRows(p.problem);
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
