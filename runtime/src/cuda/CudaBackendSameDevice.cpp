//===- CudaBackendSameDevice.cpp - The same-device test mode --------------===//
//
// The backend's part of the same-device test mode (SameDeviceGroup.h,
// docs/runtime-cuda.md): ranks that are threads of one process on one GPU.
// Its factory, the check that every rank really is on this GPU in this
// process, and the explicit all-reduce, which rank 0 launches for the group
// (SameDeviceSum.cu) once every rank's input is ready. The creation votes
// meet in the group too (CudaBackendSetup.cpp), and each launch is capped so
// that every rank's grid is resident at once (CudaBackendLaunch.cpp).
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"

#include "CudaStatus.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

/// What each rank brings to an all-reduce of the same-device test mode.
struct SameDeviceContribution {
  const void *input;
  void *output;
  cudaEvent_t ready;
  int64_t count;
  int32_t dtype;
  /// Whether this rank recorded `ready`.
  int32_t recorded;
};

/// Rank 0's outcome of launching the sum.
struct SameDeviceOutcome {
  cudaEvent_t done;
  int32_t launched;
  int32_t error; // a cudaError_t
};

} // namespace

tpfuse_status tpfuse::runtime::cuda::createCudaBackendOnSharedDevice(
    const std::string &groupKey, int rank, int worldSize, int device,
    const CudaBackendOptions &options, std::unique_ptr<Backend> &backend) {
  if (worldSize < 1 || worldSize > kMaxWorldSize || rank < 0 ||
      rank >= worldSize)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "same-device test mode: rank " + std::to_string(rank) +
                    " of world size " + std::to_string(worldSize) +
                    " (at most " + std::to_string(kMaxWorldSize) + ")");
  std::string error;
  std::shared_ptr<SameDeviceGroup> group =
      SameDeviceGroup::join(groupKey, worldSize, error);
  if (!group)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, error);
  CurrentDeviceScope scope(device);
  auto created = std::make_unique<CudaBackendImpl>(
      nullptr, /*ownsComm=*/false, std::move(group), rank, worldSize, device);
  if (tpfuse_status failed = created->initialize(options))
    return failed;
  backend = std::move(created);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::requireOneDevice(
    const PeerDescriptor &self,
    const std::vector<PeerDescriptor> &descriptors) const {
  for (const PeerDescriptor &peer : descriptors)
    if (peer.processId != self.processId ||
        std::strncmp(peer.pciBusId, self.pciBusId, sizeof(self.pciBusId)))
      // Every rank sees the same descriptors, so all fail here.
      return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                  "the same-device test mode needs every rank on one GPU "
                  "in one process");
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::sameDeviceAllReduce(const void *in, void *out,
                                                   int64_t count,
                                                   tpfuse_dtype dtype,
                                                   cudaStream_t stream) {
  // Every rank marks on its stream that its input is ready; rank 0's stream
  // waits for all of those, sums for everyone and marks the sum done; the
  // other ranks' streams wait for that. The host meets the other ranks
  // twice (to learn the buffers and events, then rank 0's outcome); the
  // device never waits for the host. Each event is recorded again only
  // after every wait for its previous record has been enqueued (a call's
  // first meeting needs every rank to have finished the previous call).
  const cudaError_t recordStatus = cudaEventRecord(inputReady, stream);
  if (recordStatus != cudaSuccess)
    cudaGetLastError();
  const SameDeviceContribution self{
      in, out, inputReady, count, int32_t(dtype), recordStatus == cudaSuccess};
  std::vector<SameDeviceContribution> all(worldSizeValue);
  if (tpfuse_status status = group->allGather(rankIndex, &self, sizeof(self),
                                              all.data(), options.setupTimeout))
    return status;
  bool valid = true;
  for (const SameDeviceContribution &contribution : all)
    valid &= contribution.recorded && contribution.count == count &&
             contribution.dtype == int32_t(dtype);

  SameDeviceOutcome outcome{sumDone, 0, 0};
  if (valid && rankIndex == 0) {
    cudaError_t status = cudaSuccess;
    for (int peer = 1; peer < worldSizeValue && status == cudaSuccess; ++peer)
      status = cudaStreamWaitEvent(stream, all[peer].ready, 0);
    SameDeviceSumParams params{};
    for (int peer = 0; peer < worldSizeValue; ++peer) {
      params.inputs[peer] = all[peer].input;
      params.outputs[peer] = all[peer].output;
    }
    params.count = count;
    params.worldSize = worldSizeValue;
    if (status == cudaSuccess)
      status = launchSameDeviceSum(
          params, dtype, std::max(1, multiprocessors / worldSizeValue), stream);
    if (status == cudaSuccess)
      status = cudaEventRecord(sumDone, stream);
    if (status != cudaSuccess)
      cudaGetLastError();
    outcome.launched = status == cudaSuccess;
    outcome.error = int32_t(status);
  }
  std::vector<SameDeviceOutcome> outcomes(worldSizeValue);
  if (tpfuse_status status =
          group->allGather(rankIndex, &outcome, sizeof(outcome),
                           outcomes.data(), options.setupTimeout))
    return status;
  if (!valid)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "same-device all-reduce: the ranks passed different counts "
                "or dtypes, or a rank could not record its event");
  if (!outcomes[0].launched)
    return fail(TPFUSE_ERROR_BACKEND,
                std::string("same-device all-reduce: rank 0 could not "
                            "launch the sum: ") +
                    cudaGetErrorString(cudaError_t(outcomes[0].error)));
  if (rankIndex != 0) {
    const cudaError_t status = cudaStreamWaitEvent(stream, outcomes[0].done, 0);
    if (status != cudaSuccess)
      return cudaFailure("cudaStreamWaitEvent", status);
  }
  return TPFUSE_SUCCESS;
}
