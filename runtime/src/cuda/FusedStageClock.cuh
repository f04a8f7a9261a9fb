//===- FusedStageClock.cuh - The fused kernels' stage stamps -*- CUDA -*-===//
//
// The device half of FusedStageClock.h. Only thread 0 of a block stamps;
// it keeps the call's index in shared memory, not in a register the
// kernels would pay for with the clock off.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_CUH
#define TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_CUH

#include "DeviceVector.cuh"
#include "FusedStageClock.h"

namespace tpfuse::runtime::cuda {

__device__ __forceinline__ bool stampsStages(const FusedNormParams &p) {
  return p.stageClock != nullptr && threadIdx.x == 0 &&
         blockIdx.x < kStageClockBlocks;
}

__device__ __forceinline__ void writeStamp(StageStamp *stamp) {
  stamp->globalNs = globalTimerNs();
  stamp->cycles = uint64_t(clock64());
}

__device__ __forceinline__ uint32_t &stampedCall() {
  __shared__ uint32_t call;
  return call;
}

/// The kernel's first instruction: the call is not known yet.
__device__ __forceinline__ void stampEntry(const FusedNormParams &p) {
  if (stampsStages(p))
    writeStamp(p.stageClock + pendingEntryIndex(blockIdx.x));
}

/// After waitForPrerequisiteGrids, when the previous call's count is final:
/// files the entry stamp under this call and stamps kStageLaunched.
__device__ __forceinline__ void stampLaunched(const FusedNormParams &p) {
  if (!stampsStages(p))
    return;
  const uint32_t call = loadWordVolatile(&p.controls[p.rank]->callsDone);
  stampedCall() = call;
  p.stageClock[stageStampIndex(call, blockIdx.x, kStageEntry)] =
      p.stageClock[pendingEntryIndex(blockIdx.x)];
  writeStamp(p.stageClock + stageStampIndex(call, blockIdx.x, kStageLaunched));
}

__device__ __forceinline__ void stampStage(const FusedNormParams &p,
                                           FusedStage stage) {
  if (stampsStages(p))
    writeStamp(p.stageClock +
               stageStampIndex(stampedCall(), blockIdx.x, stage));
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_FUSEDSTAGECLOCK_CUH
