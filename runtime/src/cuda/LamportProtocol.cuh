//===- LamportProtocol.cuh - Rotating buffers, bounded waits ---*- CUDA -*-===//
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
//    once;
//  - the ranks exchange each call's shape and compare it: a mismatch is a
//    sticky error too, recorded before the grid completes.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_LAMPORTPROTOCOL_CUH
#define TPFUSE_RUNTIME_CUDA_LAMPORTPROTOCOL_CUH

#include "DeviceVector.cuh"
#include "FusedStageClock.cuh"

namespace tpfuse::runtime::cuda {

/// Publishes `error` to the host (first error wins; the host only reads).
__device__ __forceinline__ void mirrorErrorToHost(const FusedNormParams &p,
                                                  uint32_t error) {
  volatile uint32_t *host = &p.hostError->word;
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
  // Before the count this block's stamps are filed under can advance.
  stampStage(p, kStageExit);
  if (threadIdx.x == 0) {
    ControlBlock *control = p.controls[p.rank];
    if (atomicAdd(&control->blocksDone, 1u) == gridDim.x - 1) {
      control->blocksDone = 0;
      control->rotation = (rotation + 1) % kRotatingBuffers;
      control->callsDone += 1;
    }
  }
  allowDependentLaunch();
}

/// A thread's bounded waits on vectors peers write into this rank's buffer.
/// The bound applies from the thread's first wait that does not succeed at
/// once; after a failure the thread stops waiting (its results are garbage,
/// and the error is sticky). The thread that gives up first reports what it
/// waited for (HostErrorReport).
class PeerWaiter {
public:
  __device__ explicit PeerWaiter(const FusedNormParams &params)
      : params(params) {}

  /// Returns the vector at `address` once written; `first` is a value
  /// already loaded from there, `peer` the rank expected to write it.
  __device__ __forceinline__ uint4 await(const void *address, uint4 first,
                                         int peer, PeerWaitKind kind) {
    if (!holdsSentinel(first))
      return first;
    return awaitSlowly(address, peer, kind);
  }

  /// Returns the non-zero word at `address` once `peer` has written it, or
  /// 0 if the wait failed (the error is recorded).
  __device__ __forceinline__ uint64_t awaitWord(const uint64_t *address,
                                                int peer, PeerWaitKind kind) {
    const uint64_t value = loadWord64Volatile(address);
    if (value != 0)
      return value;
    const uint4 polled = awaitSlowly(address, peer, kind, /*word=*/true);
    return uint64_t(polled.x) | uint64_t(polled.y) << 32;
  }

  /// This rank's call and `peer`'s disagree in shape: records it here and
  /// aborts the protocol on every peer.
  __device__ void recordMismatch(int peer) {
    recordError(encodeAsyncError(kErrorShapeMismatch, params.rank, peer),
                encodeAsyncError(kErrorPeerMismatch, params.rank, peer));
  }

private:
  /// Every slow wait, the 8-byte words too: one out-of-line function, so
  /// that the kernels' registers pay for no more than one call.
  __device__ __noinline__ uint4 awaitSlowly(const void *address, int peer,
                                            PeerWaitKind kind,
                                            bool word = false) {
    if (word) {
      const auto *wordAddress = static_cast<const uint64_t *>(address);
      uint64_t polled = loadWord64Volatile(wordAddress);
      while (polled == 0 && !givesUp(peer, kind))
        polled = loadWord64Volatile(wordAddress);
      return make_uint4(uint32_t(polled), uint32_t(polled >> 32), 0, 0);
    }
    uint4 value = loadVectorVolatile(address);
    while (holdsSentinel(value) && !givesUp(peer, kind))
      value = loadVectorVolatile(address);
    return value;
  }

  /// One unsuccessful poll for `peer`'s data: true (from then on) once this
  /// thread must stop waiting, because a rank recorded an error or the
  /// bound expired (then recorded here).
  __device__ bool givesUp(int peer, PeerWaitKind kind) {
    if (failed)
      return true;
    // A peer that timed out aborts everyone: stop at once.
    uint32_t error = loadWordVolatile(&params.controls[params.rank]->error);
    if (error != 0) {
      mirrorErrorToHost(params, error);
      failed = true;
      return true;
    }
    if (params.timeoutNs != 0) {
      uint64_t now = globalTimerNs();
      if (deadline == 0) {
        deadline = now + params.timeoutNs;
        startCycles = clock64();
      } else if (now > deadline) {
        reportTimeout(peer, kind, now);
        recordError(encodeAsyncError(kErrorTimeout, params.rank, peer),
                    encodeAsyncError(kErrorPeerAborted, params.rank, peer));
        return true;
      }
    }
    return false;
  }

  /// Fills in the host report's details of this thread's expired wait,
  /// unless another error or report came first.
  __device__ void reportTimeout(int peer, PeerWaitKind kind, uint64_t now) {
    // Claimed in device memory: atomics on mapped host memory are not
    // atomic over PCIe.
    ControlBlock *own = params.controls[params.rank];
    volatile HostErrorReport *report = params.hostError;
    if (report->word != 0 || atomicCAS(&own->timeoutReported, 0u, 1u) != 0)
      return;
    const ControlBlock *theirs = params.controls[peer];
    report->wait = kind;
    // The last block of a call advances it: during the call, the call's.
    report->rotation = loadWordVolatile(&own->rotation);
    report->peerRotation = loadWordVolatile(&theirs->rotation);
    report->callsDone = loadWordVolatile(&own->callsDone);
    report->peerCallsDone = loadWordVolatile(&theirs->callsDone);
    report->block = blockIdx.x;
    report->thread = threadIdx.x;
    report->waitedNs = now - (deadline - params.timeoutNs);
    report->waitedCycles = uint64_t(clock64() - startCycles);
    __threadfence_system();
  }

  /// Records `own` in this rank's control block and `abort` in every
  /// peer's (first error wins), and mirrors this rank's error to the host.
  __device__ void recordError(uint32_t own, uint32_t abort) {
    atomicCAS_system(&params.controls[params.rank]->error, 0u, own);
    for (int rank = 0; rank < kMaxWorldSize; ++rank)
      if (rank != params.rank && params.controls[rank])
        atomicCAS_system(&params.controls[rank]->error, 0u, abort);
    mirrorErrorToHost(params,
                      loadWordVolatile(&params.controls[params.rank]->error));
    failed = true;
  }

  const FusedNormParams &params;
  uint64_t deadline = 0;
  /// clock64() at the first unsuccessful poll: the SM's cycles, which a
  /// step of %globaltimer does not move.
  long long startCycles = 0;
  bool failed = false;
};

/// The call-shape handshake: at the start of a call, thread 0 of block 0
/// publishes this call's shape (encodeCallShape) to every peer's control
/// block; after pushing its own rows, and before its first wait for data,
/// it waits for every peer's shape and compares. Ranks whose calls differ
/// (tokens, hidden size, dtype or kernel) lay out and read their buffers
/// differently, and one of them could complete on data that does not
/// belong to its rows; the mismatch is recorded (a sticky error, as for a
/// timeout) before this grid can complete, so the host never sees a
/// mismatched call succeed. The reader resets the word; the same buffer
/// index comes back kRotatingBuffers calls later, when the peer cannot be
/// writing it (a peer is at most one call ahead).
template <int W>
__device__ __forceinline__ void
publishCallShape(const FusedNormParams &p, uint32_t rotation, uint64_t shape) {
  if (blockIdx.x != 0 || threadIdx.x != 0)
    return;
#pragma unroll
  for (int step = 1; step < W; ++step) {
    const int peer = (p.rank + step) % W;
    storeWord64Volatile(&p.controls[peer]->shapes[rotation][p.rank], shape);
  }
}

template <int W>
__device__ __forceinline__ void
checkCallShapes(const FusedNormParams &p, uint32_t rotation, uint64_t shape,
                PeerWaiter &waiter) {
  if (blockIdx.x != 0 || threadIdx.x != 0)
    return;
  ControlBlock *own = p.controls[p.rank];
#pragma unroll
  for (int step = 1; step < W; ++step) {
    const int peer = (p.rank + step) % W;
    uint64_t *slot = &own->shapes[rotation][peer];
    const uint64_t theirs = waiter.awaitWord(slot, peer, kWaitCallShape);
    if (theirs == 0)
      return; // the wait failed; the error is recorded
    storeWord64Volatile(slot, 0);
    if (theirs != shape) {
      waiter.recordMismatch(peer);
      return;
    }
  }
}

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
