//===- CudaBackendImpl.h - The class behind CudaBackend ---------*- C++ -*-===//
//
// Internal to runtime/src/cuda: the CudaBackend implementation, declared
// once for the files that implement it, one concern each:
//
//   CudaBackendOptions.cpp     the options and their environment overrides
//   CudaBackendSetup.cpp       the factories, the creation collective and
//                              its votes, tear-down
//   CudaBackendAsyncError.cpp  the host side of the kernels' sticky error
//   CudaBackendSameDevice.cpp  the same-device test mode
//   CudaBackendLaunch.cpp      which kernel, how many blocks, the launch
//   CudaBackendOps.cpp         the Backend operations
//
// A new kernel variant (an output format of the fused norm, say) starts at
// the instance table in Kernels.h, which lists what else it touches.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_CUDABACKENDIMPL_H
#define TPFUSE_RUNTIME_CUDA_CUDABACKENDIMPL_H

#include "CublasMatmul.h"
#include "CudaBackend.h"
#include "Kernels.h"
#include "PeerWorkspace.h"
#include "SameDeviceGroup.h"
#include "SizeTable.h"
#include "common/Status.h"

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <cstdint>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace tpfuse::runtime::cuda {

/// Makes `device` current for a scope and restores the caller's device.
class CurrentDeviceScope {
public:
  explicit CurrentDeviceScope(int device) : device(device) {
    if (cudaGetDevice(&previous) != cudaSuccess)
      previous = device;
    if (previous != device)
      cudaSetDevice(device);
  }
  ~CurrentDeviceScope() {
    if (previous != device)
      cudaSetDevice(previous);
  }

private:
  int device;
  int previous = -1;
};

inline tpfuse_status ncclFailure(const std::string &what, ncclResult_t status) {
  return fail(TPFUSE_ERROR_BACKEND, what + ": " + ncclGetErrorString(status));
}

/// Whether `pointer` allows 16-byte accesses (null does).
inline bool isAligned(const void *pointer) {
  return reinterpret_cast<uintptr_t>(pointer) % kVectorBytes == 0;
}

/// Options with the environment's overrides applied, and the size table
/// they select (CudaBackendOptions.cpp).
tpfuse_status resolveOptions(const CudaBackendOptions &requested,
                             CudaBackendOptions &resolved,
                             SizeTable &sizeTable);
/// A hash of the options the fused path's decline decisions depend on,
/// which the ranks compare (CudaBackendOptions.cpp).
uint64_t optionsFingerprint(const CudaBackendOptions &options,
                            const SizeTable &sizeTable);

/// Lets the fused kernels of `worldSize` take their largest row cache
/// (CudaBackendLaunch.cpp).
bool allowLargeRows(int worldSize, std::string &error);

/// One kernel launch: the instance and its grid.
struct LaunchPlan {
  const void *kernel = nullptr;
  int blocks = 0;
  int threads = 0;
  /// Dynamic shared memory.
  int sharedBytes = 0;
  /// Blocks of a thread-block cluster (1: launched without clusters).
  int clusterBlocks = 1;
};

class CudaBackendImpl final : public CudaBackend {
public:
  /// Over NCCL (`comm`), or, with `group` and a null `comm`, in the
  /// same-device test mode.
  CudaBackendImpl(ncclComm_t comm, bool ownsComm,
                  std::shared_ptr<SameDeviceGroup> group, int rank,
                  int worldSize, int device)
      : comm(comm), ownsComm(ownsComm), group(std::move(group)),
        rankIndex(rank), worldSizeValue(worldSize), device(device) {}
  ~CudaBackendImpl() override;

  /// The creation collective (the factories' part after the communicator).
  tpfuse_status initialize(const CudaBackendOptions &requestedOptions);

  // Backend (CudaBackendOps.cpp).
  int rank() const override { return rankIndex; }
  int worldSize() const override { return worldSizeValue; }
  tpfuse_status allReduceSum(const void *in, void *out, int64_t count,
                             tpfuse_dtype dtype, void *stream) override;
  tpfuse_status rmsNorm(const NormProblem &problem, void *stream) override;
  bool writesWithoutNormed(const NormProblem &problem) const override;
  tpfuse_status acquireScratch(int64_t bytes, void *stream,
                               void **scratch) override;
  tpfuse_status releaseScratch(void *scratch, void *stream) override;
  tpfuse_status matmul(const MatmulProblem &problem, void *stream) override;
  const char *fusedDeclineReason(const NormProblem &problem,
                                 tpfuse_algorithm algorithm) const override;
  tpfuse_status fusedAllReduceRmsNorm(const NormProblem &problem,
                                      tpfuse_algorithm algorithm,
                                      void *stream) override;
  tpfuse_status allAgree(bool local, bool *all) override;

  // CudaBackend.
  tpfuse_status asyncError() override; // CudaBackendAsyncError.cpp
  const char *disabledReason() const override { return disabled; }
  const std::string &localSetupProblem() const override { return setupProblem; }
  int64_t workspaceBytes() const override {
    return workspace ? workspace->bytes() : 0;
  }
  char *workspaceBase() const override {
    return workspace ? workspace->base(rankIndex) : nullptr;
  }
  int64_t lamportBufferBytes() const override {
    return workspace ? bufferBytes : 0;
  }

private:
  // Set-up (CudaBackendSetup.cpp).
  /// Runs a collective enqueued on setupStream to completion within
  /// setupTimeout; TPFUSE_ERROR_TIMEOUT if it does not finish.
  tpfuse_status completeSetupCollective(const char *what,
                                        ncclResult_t enqueued);
  /// AND over ranks, without the sticky-error check (used during setup).
  tpfuse_status agree(bool local, bool &all);
  /// Gathers every rank's descriptor (NCCL, or the same-device group).
  tpfuse_status gatherDescriptors(const PeerDescriptor &self,
                                  std::vector<PeerDescriptor> &descriptors);
  /// Decides, identically on every rank, whether the fused path is off.
  const char *
  reasonFromDescriptors(const std::vector<PeerDescriptor> &descriptors) const;

  // The same-device test mode (CudaBackendSameDevice.cpp).
  /// Fails unless every rank's descriptor names this process and GPU.
  tpfuse_status
  requireOneDevice(const PeerDescriptor &self,
                   const std::vector<PeerDescriptor> &descriptors) const;
  /// allReduceSum in the same-device test mode.
  tpfuse_status sameDeviceAllReduce(const void *in, void *out, int64_t count,
                                    tpfuse_dtype dtype, cudaStream_t stream);

  // Launch selection (CudaBackendLaunch.cpp).
  /// The algorithm of a fused call that does not decline for another
  /// reason: the one asked for, or the size table's for AUTO.
  FusedStrategy fusedStrategy(const NormProblem &problem,
                              tpfuse_algorithm algorithm) const;
  /// The local norm's launch, whether its block caches the row, and the
  /// rows a chaining block owns (0 if it does not chain); a null kernel if
  /// no instance fits the call.
  LaunchPlan planRmsNorm(const NormProblem &problem, int32_t &cacheRow,
                         int32_t &chainRows);
  /// The fused call's launch; a null kernel if no instance fits the call.
  LaunchPlan planFusedNorm(const NormProblem &problem,
                           tpfuse_algorithm algorithm);
  /// Blocks of `kernel` (`threads` threads, `sharedBytes` of dynamic shared
  /// memory) that fit on the GPU at once; in the same-device test mode, at
  /// most multiprocessors / world size, so that every rank's grid is
  /// resident together even if each block took a whole multiprocessor.
  int residentBlocks(const void *kernel, int threads, int sharedBytes);
  tpfuse_status launch(const LaunchPlan &plan, void *params,
                       cudaStream_t stream);

  /// Null in the same-device test mode.
  ncclComm_t comm;
  bool ownsComm;
  /// Null unless in the same-device test mode.
  std::shared_ptr<SameDeviceGroup> group;
  /// Same-device test mode: this rank's input is ready (recorded by every
  /// rank), rank 0's sum is done (recorded by rank 0).
  cudaEvent_t inputReady = nullptr;
  cudaEvent_t sumDone = nullptr;
  int rankIndex;
  int worldSizeValue;
  int device;

  CudaBackendOptions options;
  SizeTable sizeTable;
  int64_t capacityBytes = 0;
  int64_t bufferBytes = 0;
  int multiprocessors = 0;
  /// Whether the device launches thread-block clusters (compute 9.0 on).
  bool clusterLaunch = false;
  cudaStream_t setupStream = nullptr;
  /// Device scratch for setup collectives.
  void *scratch = nullptr;
  /// Pinned, mapped; the kernels mirror their sticky error here.
  HostErrorReport *hostError = nullptr;
  std::unique_ptr<PeerWorkspace> workspace;
  /// Null if cuBLAS could not be set up; matmul then reports why.
  std::unique_ptr<CublasMatmul> cublas;
  std::string cublasProblem;
  const char *disabled = nullptr;
  std::string setupProblem;
  /// The per-call parameters that do not change between calls.
  FusedNormParams fixedParams{};
  std::vector<std::tuple<const void *, int, int, int>> occupancyCache;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_CUDABACKENDIMPL_H
