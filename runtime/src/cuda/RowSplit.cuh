//===- RowSplit.cuh - Rows split across a cluster --------------*- CUDA -*-===//
//
// With few rows, a row's time follows the instructions its block issues on
// one multiprocessor: a row of hidden 7168 is 28 warps of one block, their
// few hundred instructions each issued by four schedulers, while the other
// multiprocessors idle (at 1 token, hidden 7168 against 4096 costs what
// its 12 more warps' instructions take to issue). planRmsNorm
// (CudaBackendLaunch.cpp) then launches the register path with
// thread-block clusters: the blocks of a cluster share each of the
// cluster's rows, block `rank` holding packs rank * blockDim.x +
// threadIdx.x.
//
// The row's reductions keep a whole block's bits: every warp reduces its
// packs with the same butterfly as blockSum, writes its sum into slot
// `rank * warpsPerBlock + warp` of every block of the cluster (distributed
// shared memory), and after one cluster barrier every block runs blockSum's
// final butterfly over the same 32 slots: the warps, hence the slots, of a
// split row are a whole block's (blockDim.x is a multiple of 32), and warps
// past the row's packs sum to +0, which a whole block's empty lanes hold.
// So a split row's norm and quantization equal the fused kernels' and the
// CPU backend's bits, as a whole block's do.
//
// Each exchange has two buffers, by the parity of the block's row count: a
// block writes row k + 2's sums into a peer's buffer only after the cluster
// barrier of row k + 1, which the peer reaches after reading row k's. No
// block writes into a peer before every block of the cluster has announced
// that it runs (a barrier, arrived at on entry and waited for before the
// first exchange), nor after its last barrier, so none exits while a peer
// may still write into its shared memory.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_ROWSPLIT_CUH
#define TPFUSE_RUNTIME_CUDA_ROWSPLIT_CUH

#include "DeviceVector.cuh"

#include <cooperative_groups.h>

namespace tpfuse::runtime::cuda {

/// The rows of a block of its own (a launch without clusters): row
/// blockIdx.x + k * gridDim.x, pack threadIdx.x of it. The special
/// registers are read where used, as the kernels did before rows could be
/// split, so the register-bound whole-row kernels keep their allocation.
struct WholeBlockRows {
  // Unsigned, as the special registers are: a column known non-negative
  // widens to 64 bits without a sign extension.
  __device__ __forceinline__ unsigned column() const { return threadIdx.x; }
  __device__ __forceinline__ unsigned threads() const { return blockDim.x; }
  __device__ __forceinline__ int64_t firstRow() const { return blockIdx.x; }
  __device__ __forceinline__ int64_t rowStride() const { return gridDim.x; }
  __device__ __forceinline__ void nextRow() {}
  __device__ __forceinline__ float sum(float value) const {
    return blockSum(value);
  }
  __device__ __forceinline__ uint32_t maxBits(uint32_t value) const {
    return blockMaxBits(value);
  }
};

/// The rows of a cluster of 2^shift blocks along x, each row split across
/// them: row clusterIndex + k * clusters, pack rank * blockDim.x +
/// threadIdx.x of it (see the header). The cluster's size comes from the
/// kernel parameters rather than the special registers, so that the
/// compiler sees every field as warp-uniform.
class ClusterRows {
public:
  /// Every thread of the block, first thing: announces that the block
  /// runs. A block's shared memory may be written only once it does, so
  /// the first exchange waits for every block's announcement (arrive
  /// early, wait late: the loads and the squares overlap that barrier).
  __device__ __forceinline__ explicit ClusterRows(int shift)
      : ctaCount(1 << shift), rank(int(blockIdx.x) & ((1 << shift) - 1)),
        first(int(blockIdx.x) >> shift), stride(int(gridDim.x) >> shift) {
    asm volatile("barrier.cluster.arrive.relaxed;" ::: "memory");
  }

  __device__ __forceinline__ int column() const {
    return rank * int(blockDim.x) + int(threadIdx.x);
  }
  __device__ __forceinline__ int threads() const {
    return ctaCount * int(blockDim.x);
  }
  __device__ __forceinline__ int64_t firstRow() const { return first; }
  __device__ __forceinline__ int64_t rowStride() const { return stride; }
  /// After each row: the next row's exchanges use the other buffers.
  __device__ __forceinline__ void nextRow() { parity ^= 1; }

  /// The row's sum of `value`, to every thread, by blockSum's tree.
  __device__ __forceinline__ float sum(float value) const {
    __shared__ float warpSums[2][32];
    return reduce(value, warpSums[parity], 0.0f,
                  [](float a, float b) { return a + b; });
  }

  /// The row's unsigned max of `value`, to every thread.
  __device__ __forceinline__ uint32_t maxBits(uint32_t value) const {
    __shared__ uint32_t warpMax[2][32];
    return reduce(value, warpMax[parity], 0u,
                  [](uint32_t a, uint32_t b) { return cuda::maxBits(a, b); });
  }

private:
  /// blockSum's tree with `combine`: each warp's butterfly; lane k stores
  /// the warp's result into block k's slot of this warp; one cluster
  /// barrier (it releases the stores and acquires the others'); the last
  /// butterfly over the row's warps' slots (`empty` past the last).
  template <typename V, typename Combine>
  __device__ __forceinline__ V reduce(V value, V (&slots)[32], V empty,
                                      Combine combine) const {
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
      value = combine(value, __shfl_xor_sync(0xffffffffu, value, offset));
    const cooperative_groups::cluster_group cluster =
        cooperative_groups::this_cluster();
    const int lane = threadIdx.x % 32;
    const int warp = rank * int(blockDim.x / 32) + int(threadIdx.x / 32);
    if (!peersRunning) {
      asm volatile("barrier.cluster.wait;" ::: "memory");
      peersRunning = true;
    }
    if (lane < ctaCount)
      *cluster.map_shared_rank(&slots[warp], lane) = value;
    cluster.sync();
    V total = lane < threads() / 32 ? slots[lane] : empty;
#pragma unroll
    for (int offset = 16; offset > 0; offset /= 2)
      total = combine(total, __shfl_xor_sync(0xffffffffu, total, offset));
    return total;
  }

  int ctaCount, rank;
  int first, stride;
  int parity = 0;
  /// Whether the announcements' barrier has been waited for.
  mutable bool peersRunning = false;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_ROWSPLIT_CUH
