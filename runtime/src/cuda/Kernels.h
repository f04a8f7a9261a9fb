//===- Kernels.h - The CUDA backend's kernels, from the host ----*- C++ -*-===//
//
// Parameter blocks shared by host and device code, the workspace layout
// constants, the table of kernel instances (which variants each kernel
// family is built for) and their selectors. The kernels themselves live in
// one .cu file each; the backend launches them with cudaLaunchKernelExC so
// it can add the programmatic-dependent-launch attribute.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_KERNELS_H
#define TPFUSE_RUNTIME_CUDA_KERNELS_H

#include "FusedStageClock.h"
#include "KernelGrid.h"
#include "common/Backend.h"
#include "common/HostDevice.h"
#include "common/QuantLayout.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tpfuse::runtime::cuda {

constexpr int kMaxWorldSize = 8;
/// Every peer transfer and every fused access is one 16-byte vector.
constexpr int kVectorBytes = 16;
/// Lamport buffers rotated between calls (docs/runtime-cuda.md says why 3).
constexpr int kRotatingBuffers = 3;
/// Threads of a block that owns rows (one per 16-byte vector, up to this).
constexpr int kMaxThreadsPerRow = 1024;
/// Registers a thread of such a block may use: an SM's 64K over its threads.
constexpr int kMaxRegistersPerThread = 65536 / kMaxThreadsPerRow;
/// The fused kernels keep a row in shared memory (their dynamic shared
/// memory is one row).
constexpr int64_t kMaxFusedRowBytes = 64 * 1024;

/// How a kernel instance rounds (tpfuse_norm_variant, runtime.h). The
/// default variant keeps its own instances, so its code is exactly the fast
/// path's; every other flag combination and a non-zero weight offset share
/// the kNormVariant instances, which read the flags at run time.
enum NormMode : int {
  /// variant 0, weight offset 0: h = rd(x + r), rd(h * inv * w).
  kNormDefault = 0,
  /// fp32 arithmetic with TPFUSE_NORM_WEIGHT_AFTER_ROUNDING,
  /// TPFUSE_NORM_RESIDUAL_ADD_IN_F32 and the weight offset as the call says.
  kNormVariant = 1,
  /// TPFUSE_NORM_COMPUTE_IN_DTYPE: every step rounded to the dtype, the sum
  /// of squares accumulated in index order by one thread (bf16, f16 only).
  kNormInDtype = 2,
};

/// The mode of a call's variant flags and weight offset. A weight offset of
/// zero (either sign) is the weight itself.
TPFUSE_HOST_DEVICE constexpr NormMode normModeOf(uint32_t variant,
                                                 float weightOffset) {
  return (variant & TPFUSE_NORM_COMPUTE_IN_DTYPE) ? kNormInDtype
         : (variant == 0 && weightOffset == 0.0f) ? kNormDefault
                                                  : kNormVariant;
}

/// Dynamic shared memory a fused kernel of `mode` keeps a row in: the row
/// in the dtype, or (kNormVariant) as fp32 values, since with
/// TPFUSE_NORM_RESIDUAL_ADD_IN_F32 the value normalized is the fp32 sum.
TPFUSE_HOST_DEVICE constexpr int64_t
fusedRowCacheBytes(NormMode mode, int64_t hidden, int64_t elementBytes) {
  return mode == kNormVariant ? hidden * 4 : hidden * elementBytes;
}
/// The most any fused kernel instance takes (kNormVariant, 2-byte dtypes).
constexpr int64_t kMaxFusedRowCacheBytes = 2 * kMaxFusedRowBytes;

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
  /// Fused calls this rank has completed (modulo 2^32), advanced with
  /// `rotation`: a timeout report compares it with the peer's.
  uint32_t callsDone;
  /// 0 until a thread of this rank claims the host report of its timeout
  /// (HostErrorReport: one thread fills it in).
  uint32_t timeoutReported;
  /// shapes[b][s]: the call shape (encodeCallShape) rank s published for its
  /// call on buffer b; 0 until written, reset to 0 by the reader.
  uint64_t shapes[kRotatingBuffers][kMaxWorldSize];
};

/// Which of a fused call's waits for a peer a timeout report names.
enum PeerWaitKind : uint32_t {
  kWaitNone = 0,
  /// The peer's call shape (checkCallShapes, block 0's first thread).
  kWaitCallShape = 1,
  /// A peer's partial sum in this rank's Lamport buffer.
  kWaitPartial = 2,
  /// Two-shot: the reduced sum that the row's owner pushed back.
  kWaitReducedSum = 3,
};

/// This rank's sticky error as the host sees it: pinned, mapped host memory
/// that the kernels write and every backend entry reads, without
/// synchronizing. `word` is the error (encodeAsyncError; first error wins).
/// When this rank's own wait expired, the thread that gave up also fills in
/// what it waited for, before it records the error, so that a host that
/// reads the word after the kernel has finished sees them too.
struct HostErrorReport {
  uint32_t word;
  /// PeerWaitKind; kWaitNone if the report has no details.
  uint32_t wait;
  /// The rotation (Lamport buffer) of the call, and of the peer's next call
  /// when this rank gave up.
  uint32_t rotation;
  uint32_t peerRotation;
  /// Fused calls completed by this rank and by the peer when it gave up.
  uint32_t callsDone;
  uint32_t peerCallsDone;
  /// The block and thread that gave up.
  uint32_t block;
  uint32_t thread;
  /// From the thread's first unsuccessful poll to the poll that gave up:
  /// %globaltimer nanoseconds, and the cycles of its SM's clock64(). A
  /// thread that waited runs cycles at its SM clock's rate all along; a
  /// %globaltimer that stepped forward shows far fewer cycles than
  /// nanoseconds at that rate.
  uint64_t waitedNs;
  uint64_t waitedCycles;
};

/// Workspace bytes before the first Lamport buffer.
constexpr int64_t kControlBytes = 256;
static_assert(sizeof(ControlBlock) <= kControlBytes);

/// What the ranks of one fused call must agree on, since the buffer layout
/// and the meaning of the words depend on it: tokens, 16-byte vectors per
/// row, element size, kernel (0 one-shot, 1 two-shot). Exact for every
/// call a workspace can hold (tokens < 2^46, rowVectors <= 4096); never 0.
TPFUSE_HOST_DEVICE constexpr uint64_t encodeCallShape(int64_t tokens,
                                                      int64_t rowVectors,
                                                      int64_t elementBytes,
                                                      int kernel) {
  return uint64_t(1) << 63 | uint64_t(kernel & 1) << 62 |
         uint64_t(elementBytes & 7) << 59 |
         uint64_t(rowVectors & 0x1fff) << 46 |
         (uint64_t(tokens) & ((uint64_t(1) << 46) - 1));
}

/// Error words: kind | rank that saw it << 8 | rank it waited for << 16.
enum AsyncErrorKind : uint32_t {
  kErrorNone = 0,
  /// This rank's wait for a peer expired.
  kErrorTimeout = 1,
  /// Another rank's wait expired and it aborted the protocol here.
  kErrorPeerAborted = 2,
  /// This rank's call and the peer's disagree in their call shape.
  kErrorShapeMismatch = 3,
  /// Another rank saw a call shape mismatch and aborted the protocol here.
  kErrorPeerMismatch = 4,
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

/// One fused all-reduce + residual RMSNorm call on one rank: the call as the
/// common layer states it, plus what the kernels need beyond it. The field
/// order matters to the world size 8 kernels, at their 64-register cap: with
/// this one they keep the registers and spills they had before `problem` was
/// embedded; with others ptxas spills differently.
struct FusedNormParams {
  /// Each rank's first Lamport buffer (this rank's own included); buffer b
  /// starts bufferBytes * b later.
  char *buffers[kMaxWorldSize];
  ControlBlock *controls[kMaxWorldSize];
  /// Pinned host memory mirroring this rank's error, so the host sees it
  /// without synchronizing.
  HostErrorReport *hostError;
  int64_t bufferBytes;
  /// hidden * element size / kVectorBytes.
  int32_t rowVectors;
  /// problem.hidden in 32 bits (a workspace row is at most 64 KiB): the
  /// per-row arithmetic converts it to float, which from 64 bits takes a
  /// register pair and a slower conversion in kernels already at their
  /// register cap.
  int32_t hidden32;
  /// problem.input is this rank's partial sum; residual and residualOut may
  /// be null. The kernels read variant and weightOffset only in the
  /// kNormVariant and kNormInDtype instances.
  NormProblem problem;
  int32_t rank;
  /// Bound on each wait for a peer, in globaltimer nanoseconds; 0: none.
  uint64_t timeoutNs;
  /// kStageClockStamps stamps (FusedStageClock.h), or null: no stamps.
  StageStamp *stageClock;
  /// scaleGeometry(problem), for the quantizing instances' epilogue.
  ScaleGeometry scaleGeometry;
};

/// One local residual RMSNorm.
struct NormParams {
  /// residual and residualOut may be null.
  NormProblem problem;
  /// kNormInDtype: the block keeps the row in dynamic shared memory (else
  /// the thread that sums the squares reads them from global memory).
  int32_t cacheRow;
  /// scaleGeometry(problem), for the quantizing instances' epilogue.
  ScaleGeometry scaleGeometry;
  /// log2 of the blocks that share each row: the launch's thread-block
  /// cluster size (RowSplit.cuh); 0 without clusters.
  int32_t rowSplitShift;
  /// The chaining instances (RmsNormKernelVariant::chainsRows): rows each
  /// block owns (InDtypeChainRule.h); 0 for the others.
  int32_t chainRows;
};

//===----------------------------------------------------------------------===//
// The kernel instances: the one table of what each kernel family is built
// for. A family's variant struct has one field per template parameter of
// its kernels (the launch code fills it from the call); its KernelGrid
// lists the values each field is instantiated for (KernelGrid.h). Every
// combination that the variant's instantiated() accepts is an instance,
// built and found by KernelTable.cuh; set-up loops over them through
// instantiatedVariants(). Adding an axis, an output format of the fused
// norm for example, takes:
//  1. a field in FusedKernelVariant (and, if some combinations have no
//     kernel, a rule in its instantiated());
//  2. one Axis entry in FusedKernelGrid, at the position of the kernels'
//     new template parameter;
//  3. that template parameter on the kernels and in their families'
//     kernel<...>() (OneShotAllReduceNorm.cu, TwoShotAllReduceNorm.cu);
//  4. setting the field from the call (planFusedNorm,
//     CudaBackendLaunch.cpp).
//===----------------------------------------------------------------------===//

template <auto Field>
using DtypeAxis =
    Axis<Field, TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32>;
template <auto Field>
using NormModeAxis = Axis<Field, kNormDefault, kNormVariant, kNormInDtype>;

/// kNormInDtype rounds every step to a 16-bit dtype: it has no f32
/// instances.
constexpr bool hasNormMode(tpfuse_dtype dtype, NormMode mode) {
  return mode != kNormInDtype || dtype != TPFUSE_DTYPE_F32;
}

/// Whether an instance ends each row with the quantized epilogue
/// (QuantizeRow.cuh): its own instances, so that the others keep the code
/// and registers they had without it.
template <auto Field> using QuantizesAxis = Axis<Field, false, true>;

/// An instance of the fused kernels (one-shot and two-shot):
/// `template <typename T, int W, NormMode Mode, bool Quantizes>`, T the
/// dtype's element.
struct FusedKernelVariant {
  tpfuse_dtype dtype;
  int worldSize;
  NormMode mode;
  bool quantizes;
  constexpr bool instantiated() const { return hasNormMode(dtype, mode); }
};
using FusedWorldSizeAxis = Axis<&FusedKernelVariant::worldSize, 2, 4, 8>;
using FusedKernelGrid =
    KernelGrid<DtypeAxis<&FusedKernelVariant::dtype>, FusedWorldSizeAxis,
               NormModeAxis<&FusedKernelVariant::mode>,
               QuantizesAxis<&FusedKernelVariant::quantizes>>;
static_assert(
    [] {
      for (int worldSize : FusedWorldSizeAxis::values)
        if (worldSize > kMaxWorldSize)
          return false;
      return true;
    }(),
    "the parameters and the workspace hold kMaxWorldSize ranks at most");

/// Whether the fused kernels are built for `worldSize` ranks.
constexpr bool hasFusedKernels(int worldSize) {
  return FusedWorldSizeAxis::contains(worldSize);
}

/// An instance of the local norm: `template <typename T, int N, NormMode
/// Mode, bool Quantizes>`, N elements per access.
struct RmsNormKernelVariant {
  tpfuse_dtype dtype;
  /// Rows and pointers allow 16-byte accesses: N = 16 / element size (else
  /// 1).
  bool vectorized;
  NormMode mode;
  bool quantizes;
  /// Each row split across the blocks of a thread-block cluster
  /// (RowSplit.cuh): the register path of vectorized kNormDefault and
  /// kNormVariant rows.
  bool splitsRows;
  /// kNormInDtype's sum chained by one thread a row, several rows a block
  /// (InDtypeChain.cuh): vectorized unquantized rows.
  bool chainsRows;
  /// Unquantized kNormVariant rows a block each, at two blocks per
  /// multiprocessor (rmsNormVariantRowPerBlock, RowPerBlockRule.h).
  bool rowPerBlock = false;
  constexpr bool instantiated() const {
    return hasNormMode(dtype, mode) &&
           (!splitsRows ||
            (vectorized && (mode == kNormDefault || mode == kNormVariant))) &&
           (!chainsRows || (vectorized && mode == kNormInDtype && !quantizes &&
                            !splitsRows)) &&
           (!rowPerBlock ||
            (mode == kNormVariant && !quantizes && !splitsRows && !chainsRows));
  }
};
using RmsNormKernelGrid =
    KernelGrid<DtypeAxis<&RmsNormKernelVariant::dtype>,
               Axis<&RmsNormKernelVariant::vectorized, false, true>,
               NormModeAxis<&RmsNormKernelVariant::mode>,
               QuantizesAxis<&RmsNormKernelVariant::quantizes>,
               Axis<&RmsNormKernelVariant::splitsRows, false, true>,
               Axis<&RmsNormKernelVariant::chainsRows, false, true>,
               Axis<&RmsNormKernelVariant::rowPerBlock, false, true>>;

/// An instance of the same-device test mode's sum (SameDeviceSum.cu):
/// `template <typename T>`.
struct SameDeviceSumVariant {
  tpfuse_dtype dtype;
  constexpr bool instantiated() const { return true; }
};
using SameDeviceSumGrid = KernelGrid<DtypeAxis<&SameDeviceSumVariant::dtype>>;

/// The norm kernels, each `__global__ void(Params)`; null for a variant
/// that has no instance. The fused ones take fusedRowCacheBytes of dynamic
/// shared memory; the local kNormInDtype ones hidden x element size bytes
/// when NormParams::cacheRow is set, the chaining ones chainSharedBytes.
const void *oneShotAllReduceNormKernel(const FusedKernelVariant &variant);
const void *twoShotAllReduceNormKernel(const FusedKernelVariant &variant);
const void *rmsNormKernel(const RmsNormKernelVariant &variant);

/// The explicit all-reduce of ranks sharing one GPU (the same-device test
/// mode, SameDeviceGroup.h): outputs[r] = round(sum over ranks in rank order
/// of inputs[r]) for every rank r < worldSize; `count` elements each.
struct SameDeviceSumParams {
  const void *inputs[kMaxWorldSize];
  void *outputs[kMaxWorldSize];
  int64_t count;
  int32_t worldSize;
};
/// Launches it (at most `maxBlocks` blocks) on `stream`.
cudaError_t launchSameDeviceSum(const SameDeviceSumParams &params,
                                tpfuse_dtype dtype, int maxBlocks,
                                cudaStream_t stream);

/// Fills `bytes` (a multiple of 4) at `buffer` with kSentinelWord.
cudaError_t launchSentinelFill(void *buffer, int64_t bytes,
                               cudaStream_t stream);

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_KERNELS_H
