//===- BackendFactories.h - Creating the backends ---------------*- C++ -*-===//
//
// Each factory is a collective over the ranks in `config` and agrees, among
// those ranks, on all state that fusedDeclineReason depends on (workspace
// capacity, whether the workspace exists), so decline decisions never differ.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_BACKENDFACTORIES_H
#define TPFUSE_RUNTIME_BACKENDFACTORIES_H

#include "common/Backend.h"

#include <gloo/rendezvous/store.h>

#include <chrono>
#include <memory>

namespace tpfuse::runtime {

/// Validated creation parameters.
struct CommConfig {
  int rank = 0;
  int worldSize = 1;
  /// CUDA device ordinal (CUDA backend only).
  int device = 0;
  /// Requested fused-path capacity of this rank; all ranks must agree.
  int64_t maxTokens = 0;
  int64_t maxHidden = 0;
  tpfuse_dtype workspaceDtype = TPFUSE_DTYPE_BF16;
  std::chrono::milliseconds timeout{0};
};

/// Host memory, Gloo collectives over TCP on loopback (CpuBackend.cpp).
tpfuse_status createCpuBackend(const CommConfig &config,
                               gloo::rendezvous::Store &store,
                               std::unique_ptr<Backend> &backend);

/// TPFUSE_SUCCESS if this build has the CUDA backend, else
/// TPFUSE_ERROR_UNSUPPORTED with a message. Checked before any rendezvous.
tpfuse_status checkCudaBackendAvailable();

/// NCCL plus the fused kernels; rank 0 publishes the NCCL unique id in
/// `store` (CudaBackendGlue.cpp). TPFUSE_ERROR_UNSUPPORTED without CUDA.
tpfuse_status createCudaBackend(const CommConfig &config,
                                gloo::rendezvous::Store &store,
                                std::unique_ptr<Backend> &backend);

/// Wraps a caller-owned ncclComm_t, which defines rank and world size
/// (config.rank and config.worldSize are ignored).
/// TPFUSE_ERROR_UNSUPPORTED without CUDA.
tpfuse_status createCudaBackendFromNccl(void *ncclComm,
                                        const CommConfig &config,
                                        std::unique_ptr<Backend> &backend);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_BACKENDFACTORIES_H
