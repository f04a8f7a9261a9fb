//===- LamportProtocol.cuh - Buffer rotation and bounded peer waits -*- CUDA
//-*-===//
//
// The device half of the protocol both fused kernels share
// (docs/runtime-cuda.md):
//  - every Lamport buffer word holds kSentinelWord until a peer writes data
//    there; a reader spins until the word differs, then writes the sentinel
//    back, so between calls every buffer is all-sentinel again;
//  - calls rotate over kRotatingBuffers buffers; the index lives in this
//    rank's ControlBlock in device memory, so graph replays advance it;
//  - each spin is bounded: on expiry the kernel records a sticky error in
//    its own and every peer's ControlBlock and in the pinned host word, and
//    stops waiting; later calls see the error at their start and return at
//    once.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_LAMPORTPROTOCOL_CUH
#define TPFUSE_RUNTIME_CUDA_LAMPORTPROTOCOL_CUH

#include "DeviceVector.cuh"

namespace tpfuse::runtime::cuda {

/// Publishes `error` to the host (first error wins; the host only reads).
__device__ __forceinline__ void mirrorErrorToHost(const FusedNormParams &p,
                                                  uint32_t error) {
  volatile uint32_t *host = p.hostError;
  if (*host == 0) {
    *host = error;
    __threadfence_system();
  }
}

/// Starts a fused call in every thread of the block: returns this call's
/// Lamport buffer on this rank, or null (in every thread of the block) if an
/// earlier call left an error, in which case the kernel must return.
__device__ __forceinline__ char *beginFusedCall(const FusedNormParams &p,
                                                uint32_t &rotation) {
  ControlBlock *control = p.controls[p.rank];
  rotation = loadWordVolatile(&control->rotation);
  uint32_t error = loadWordVolatile(&control->error);
  if (__syncthreads_or(error != 0)) {
    if (error != 0)
      mirrorErrorToHost(p, error);
    return nullptr;
  }
  return p.buffers[p.rank] + rotation * p.bufferBytes;
}

/// Ends a fused call: the block's last finisher advances the rotation for
/// the next call (which reads it only after this grid has completed), then
/// dependents may launch.
__device__ __forceinline__ void finishFusedCall(const FusedNormParams &p,
                                                uint32_t rotation) {
  __syncthreads();
  if (threadIdx.x == 0) {
    ControlBlock *control = p.controls[p.rank];
    if (atomicAdd(&control->blocksDone, 1u) == gridDim.x - 1) {
      control->blocksDone = 0;
      control->rotation = (rotation + 1) % kRotatingBuffers;
    }
  }
  allowDependentLaunch();
}

/// A thread's bounded waits on vectors peers write into this rank's buffer.
/// The bound applies from the thread's first wait that does not succeed at
/// once; after a failure the thread stops waiting (its results are garbage,
/// and the error is sticky).
class PeerWaiter {
public:
  __device__ explicit PeerWaiter(const FusedNormParams &params)
      : params(params) {}

  /// Returns the vector at `address` once written; `first` is a value
  /// already loaded from there, `peer` the rank expected to write it.
  __device__ __forceinline__ uint4 await(const void *address, uint4 first,
                                         int peer) {
    if (!holdsSentinel(first))
      return first;
    return awaitSlowly(address, peer);
  }

private:
  __device__ __noinline__ uint4 awaitSlowly(const void *address, int peer) {
    uint4 value = loadVectorVolatile(address);
    while (!failed && holdsSentinel(value)) {
      // A peer that timed out aborts everyone: stop at once.
      uint32_t error = loadWordVolatile(&params.controls[params.rank]->error);
      if (error != 0) {
        mirrorErrorToHost(params, error);
        failed = true;
        break;
      }
      if (params.timeoutNs != 0) {
        uint64_t now = globalTimerNs();
        if (deadline == 0) {
          deadline = now + params.timeoutNs;
        } else if (now > deadline) {
          recordTimeout(peer);
          failed = true;
          break;
        }
      }
      value = loadVectorVolatile(address);
    }
    return value;
  }

  __device__ void recordTimeout(int peer) {
    const uint32_t own = encodeAsyncError(kErrorTimeout, params.rank, peer);
    const uint32_t abort =
        encodeAsyncError(kErrorPeerAborted, params.rank, peer);
    atomicCAS_system(&params.controls[params.rank]->error, 0u, own);
    for (int rank = 0; rank < kMaxWorldSize; ++rank)
      if (rank != params.rank && params.controls[rank])
        atomicCAS_system(&params.controls[rank]->error, 0u, abort);
    mirrorErrorToHost(params, own);
  }

  const FusedNormParams &params;
  uint64_t deadline = 0;
  bool failed = false;
};

/// Sums the W contributions to one vector in rank order (so every rank gets
/// bit-identical sums) and rounds the sum to T.
template <typename T, int W>
__device__ __forceinline__ uint4 sumInRankOrder(const uint4 (&parts)[W]) {
  constexpr int N = kVectorElements<T>;
  float sum[N];
  asPack<T>(parts[0]).toFloats(sum);
#pragma unroll
  for (int source = 1; source < W; ++source) {
    float part[N];
    asPack<T>(parts[source]).toFloats(part);
#pragma unroll
    for (int i = 0; i < N; ++i)
      sum[i] += part[i];
  }
  return asWords<T>(VectorPack<T>::fromFloats(sum));
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_LAMPORTPROTOCOL_CUH
