//===- Kernels.h - The CUDA backend's kernels, seen from the host -*- C++
//-*-===//
//
// Parameter blocks shared by host and device code, the workspace layout
// constants, and the kernel selectors. The kernels themselves live in one .cu
// file each; the backend launches them with cudaLaunchKernelExC so it can add
// the programmatic-dependent-launch attribute.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_KERNELS_H
#define TPFUSE_RUNTIME_CUDA_KERNELS_H

#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <cstdint>

#ifdef __CUDACC__
#define TPFUSE_HOST_DEVICE __host__ __device__
#else
#define TPFUSE_HOST_DEVICE
#endif

namespace tpfuse::runtime::cuda {

constexpr int kMaxWorldSize = 8;
/// Every peer transfer and every fused access is one 16-byte vector.
constexpr int kVectorBytes = 16;
/// Lamport buffers rotated between calls (docs/runtime-cuda.md says why 3).
constexpr int kRotatingBuffers = 3;
/// Threads of a block that owns rows (one per 16-byte vector, up to this).
constexpr int kMaxThreadsPerRow = 1024;
/// The fused kernels keep a row in shared memory (their dynamic shared
/// memory is one row).
constexpr int64_t kMaxFusedRowBytes = 64 * 1024;

/// Marks a 32-bit word of a Lamport buffer as not yet written: two bf16/f16
/// -0.0, or an f32 negative denormal. Senders replace it by 0 in their data
/// (scrubSentinel in DeviceVector.cuh), so no written word equals it.
constexpr uint32_t kSentinelWord = 0x80008000u;

/// Per-rank protocol state at the start of each workspace, in device memory,
/// so that CUDA graphs replay it correctly.
struct alignas(16) ControlBlock {
  /// Buffer index (0..kRotatingBuffers-1) of the next fused call.
  uint32_t rotation;
  /// Sticky: 0, or an encoded AsyncError (below). Peers write it too.
  uint32_t error;
  /// Blocks of the running fused kernel that have finished; the last one
  /// advances `rotation` and resets this.
  uint32_t blocksDone;
  uint32_t reserved;
};

/// Workspace bytes before the first Lamport buffer.
constexpr int64_t kControlBytes = 256;

/// Error words: kind | rank that saw it << 8 | rank it waited for << 16.
enum AsyncErrorKind : uint32_t {
  kErrorNone = 0,
  /// This rank's wait for a peer expired.
  kErrorTimeout = 1,
  /// Another rank's wait expired and it aborted the protocol here.
  kErrorPeerAborted = 2,
};
TPFUSE_HOST_DEVICE constexpr uint32_t encodeAsyncError(AsyncErrorKind kind,
                                                       int rank, int peer) {
  return uint32_t(kind) | uint32_t(rank & 0xff) << 8 |
         uint32_t(peer & 0xff) << 16;
}
constexpr AsyncErrorKind asyncErrorKind(uint32_t word) {
  return AsyncErrorKind(word & 0xff);
}
constexpr int asyncErrorRank(uint32_t word) { return int(word >> 8 & 0xff); }
constexpr int asyncErrorPeer(uint32_t word) { return int(word >> 16 & 0xff); }

/// One fused all-reduce + residual RMSNorm call on one rank.
struct FusedNormParams {
  /// Each rank's first Lamport buffer (this rank's own included); buffer b
  /// starts bufferBytes * b later.
  char *buffers[kMaxWorldSize];
  ControlBlock *controls[kMaxWorldSize];
  /// Pinned host word mirroring this rank's error, so the host sees it
  /// without synchronizing.
  uint32_t *hostError;
  int64_t bufferBytes;
  const void *input;
  const void *residual; // may be null
  const void *weight;
  void *normed;
  void *residualOut; // may be null
  int64_t tokens;
  int32_t rowVectors; // hidden * element size / kVectorBytes
  int32_t hidden;
  float epsilon;
  int32_t rank;
  /// Bound on each wait for a peer, in globaltimer nanoseconds; 0: none.
  uint64_t timeoutNs;
};

/// One local residual RMSNorm.
struct NormParams {
  const void *input;
  const void *residual; // may be null
  const void *weight;
  void *normed;
  void *residualOut; // may be null
  int64_t tokens;
  int64_t hidden;
  float epsilon;
};

/// The kernels, each `__global__ void(Params)`; null for an unsupported
/// (dtype, world size). The fused ones take hidden x element size bytes of
/// dynamic shared memory.
const void *oneShotAllReduceNormKernel(tpfuse_dtype dtype, int worldSize);
const void *twoShotAllReduceNormKernel(tpfuse_dtype dtype, int worldSize);
/// `vectorized`: rows and pointers allow 16-byte accesses.
const void *rmsNormKernel(tpfuse_dtype dtype, bool vectorized);

/// Fills `bytes` (a multiple of 4) at `buffer` with kSentinelWord.
cudaError_t launchSentinelFill(void *buffer, int64_t bytes,
                               cudaStream_t stream);

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_KERNELS_H
