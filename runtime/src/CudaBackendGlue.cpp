//===- CudaBackendGlue.cpp - Creating the CUDA backend --------------------===//
//
// The only common-layer file that knows the CUDA backend's factories
// (src/cuda/CudaBackend.h). Without CUDA, creating a CUDA communicator is
// TPFUSE_ERROR_UNSUPPORTED.
//
//===----------------------------------------------------------------------===//

#include "BackendFactories.h"
#include "Status.h"

#if TPFUSE_HAVE_CUDA
#include "Dtype.h"
#include "cuda/CudaBackend.h"

#include <cstring>
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
