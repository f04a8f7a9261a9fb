//===- CudaBackendGlue.cpp - Creating the CUDA backend --------------------===//
//
// The only common-layer file that knows the CUDA backend's factories
// (src/cuda/CudaBackend.h). Without CUDA, creating a CUDA communicator is
// TPFUSE_ERROR_UNSUPPORTED. TPFUSE_SAME_DEVICE_TEST=1 selects the
// same-device test mode (runtime.h).
//
//===----------------------------------------------------------------------===//

#include "common/BackendFactories.h"
#include "common/Status.h"

#if TPFUSE_HAVE_CUDA
#include "common/Dtype.h"
#include "cuda/CudaBackend.h"
#include "cuda/SameDeviceGroup.h"

#include <cstdlib>
#include <cstring>
#include <string>
#endif

using namespace tpfuse::runtime;

#if TPFUSE_HAVE_CUDA

tpfuse_status tpfuse::runtime::checkCudaBackendAvailable() {
  return TPFUSE_SUCCESS;
}

namespace {
/// Rank 0 publishes the id; an empty value tells the others it failed, so
/// they fail at once instead of waiting for the timeout.
constexpr const char kUniqueIdKey[] = "nccl_unique_id";
/// In the same-device test mode, rank 0 publishes the group's name here.
constexpr const char kSameDeviceGroupKey[] = "same_device_group";

/// TPFUSE_SAME_DEVICE_TEST: unset, empty or "0" is off, "1" on.
tpfuse_status readSameDeviceVariable(bool &sameDevice) {
  const char *text = std::getenv("TPFUSE_SAME_DEVICE_TEST");
  const std::string value = text ? text : "";
  sameDevice = value == "1";
  if (value.empty() || value == "0" || value == "1")
    return TPFUSE_SUCCESS;
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
              "TPFUSE_SAME_DEVICE_TEST='" + value + "' must be 0 or 1");
}

/// The same-device test mode: the ranks are threads of this process; rank
/// 0 names the group, the others join it by that name.
tpfuse_status createSameDeviceBackend(const CommConfig &config,
                                      gloo::rendezvous::Store &store,
                                      const cuda::CudaBackendOptions &options,
                                      std::unique_ptr<Backend> &backend) {
  std::string key;
  if (config.rank == 0) {
    key = cuda::SameDeviceGroup::uniqueKey();
    store.set(kSameDeviceGroupKey, std::vector<char>(key.begin(), key.end()));
  } else {
    std::vector<char> bytes = store.get(kSameDeviceGroupKey);
    key.assign(bytes.begin(), bytes.end());
  }
  return cuda::createCudaBackendOnSharedDevice(
      key, config.rank, config.worldSize, config.device, options, backend);
}

/// Forced decline is the common layer's (it can be switched at run time),
/// so the backend is always created able to fuse.
cuda::CudaBackendOptions backendOptions(const CommConfig &config) {
  cuda::CudaBackendOptions options;
  options.maxTokens = config.maxTokens;
  options.maxHidden = config.maxHidden;
  options.maxElementBytes =
      static_cast<int>(elementSize(config.workspaceDtype));
  options.setupTimeout = config.timeout;
  return options;
}
} // namespace

tpfuse_status
tpfuse::runtime::createCudaBackend(const CommConfig &config,
                                   gloo::rendezvous::Store &store,
                                   std::unique_ptr<Backend> &backend) {
  bool sameDevice = false;
  if (tpfuse_status status = readSameDeviceVariable(sameDevice))
    return status;
  if (sameDevice)
    return createSameDeviceBackend(config, store, backendOptions(config),
                                   backend);
  char id[NCCL_UNIQUE_ID_BYTES];
  if (config.rank == 0) {
    if (tpfuse_status status = cuda::createNcclUniqueId(id)) {
      store.set(kUniqueIdKey, {});
      return status;
    }
    store.set(kUniqueIdKey, std::vector<char>(id, id + sizeof(id)));
  } else {
    std::vector<char> bytes = store.get(kUniqueIdKey);
    if (bytes.size() != sizeof(id))
      return fail(TPFUSE_ERROR_BACKEND,
                  "rank 0 could not create the NCCL unique id");
    std::memcpy(id, bytes.data(), sizeof(id));
  }
  return cuda::createCudaBackendFromUniqueId(id, config.rank, config.worldSize,
                                             config.device,
                                             backendOptions(config), backend);
}

tpfuse_status
tpfuse::runtime::createCudaBackendFromNccl(void *ncclComm,
                                           const CommConfig &config,
                                           std::unique_ptr<Backend> &backend) {
  return cuda::createCudaBackendFromNcclComm(static_cast<ncclComm_t>(ncclComm),
                                             backendOptions(config), backend);
}

#else

tpfuse_status tpfuse::runtime::checkCudaBackendAvailable() {
  return fail(TPFUSE_ERROR_UNSUPPORTED,
              "the CUDA backend is not available: tpfuse_runtime was built "
              "without CUDA/NCCL (TPFUSE_ENABLE_CUDA)");
}

tpfuse_status tpfuse::runtime::createCudaBackend(const CommConfig &,
                                                 gloo::rendezvous::Store &,
                                                 std::unique_ptr<Backend> &) {
  return checkCudaBackendAvailable();
}

tpfuse_status
tpfuse::runtime::createCudaBackendFromNccl(void *, const CommConfig &,
                                           std::unique_ptr<Backend> &) {
  return checkCudaBackendAvailable();
}

#endif
