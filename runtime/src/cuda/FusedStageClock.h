//===- FusedStageClock.h - Where a fused call's time goes -------*- C++ -*-===//
//
// The fused kernels' stage clock, for tpfuse-gpu-bench --stages: with
// CudaBackendOptions::stageClock set, thread 0 of each block records, as it
// passes each FusedStage, %globaltimer (comparable across blocks, kernels
// and ranks; it ticks coarsely) and clock64() (the SM's cycles: exact
// between two stamps of one block). Calls go into a ring by the rank's
// completed-call count, so a replayed graph's calls keep their own records.
// Off (a null pointer), a kernel pays one uniform branch per stage.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_H
#define TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_H

#include "common/HostDevice.h"

#include <cstdint>

namespace tpfuse::runtime::cuda {

enum FusedStage : int {
  /// The kernel's first instruction.
  kStageEntry,
  /// The grids it depends on have completed (PDL's wait).
  kStageLaunched,
  /// Rotation and sticky error read, this call's shape published.
  kStageBegun,
  /// The block's share of this rank's partial stored to the peers.
  kStagePushed,
  /// The peers' call shapes compared (a wait in block 0 only).
  kStageShapesChecked,
  /// Thread 0's first vector from a peer has arrived.
  kStageFirstArrival,
  /// The block's first row normed and stored.
  kStageFirstRowDone,
  /// Every row of the block done.
  kStageRowsDone,
  /// Every thread of the block done (finishFusedCall's barrier), before
  /// the block counts itself done.
  kStageExit,
  kFusedStages
};

struct StageStamp {
  uint64_t globalNs;
  uint64_t cycles;
};

/// Calls kept (the ring), and blocks recorded per call (blocks past it are
/// not).
constexpr int kStageClockCalls = 64;
constexpr int kStageClockBlocks = 256;

/// The record of `stage` of block `block` in the call that completed
/// `callsDone` calls before it.
TPFUSE_HOST_DEVICE constexpr int64_t stageStampIndex(uint32_t callsDone,
                                                     int block, int stage) {
  return (int64_t(callsDone % kStageClockCalls) * kStageClockBlocks + block) *
             kFusedStages +
         stage;
}

/// Where a block keeps its entry stamp until it knows its call.
TPFUSE_HOST_DEVICE constexpr int64_t pendingEntryIndex(int block) {
  return int64_t(kStageClockCalls) * kStageClockBlocks * kFusedStages + block;
}

/// The device buffer's length, in StageStamps.
constexpr int64_t kStageClockStamps = pendingEntryIndex(kStageClockBlocks);

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_H
