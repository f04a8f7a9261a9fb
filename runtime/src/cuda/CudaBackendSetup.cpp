//===- CudaBackendSetup.cpp - Creation collective and tear-down -----------===//
//
// The factories, and what creating a backend takes: the device resources,
// the fused path's workspace, and the votes by which every rank reaches the
// same decision on whether the fused path is on (a local failure becomes a
// bit in this rank's descriptor, never an early return, so no rank leaves
// the collective early). Destruction is not a collective.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"

#include "CudaStatus.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <thread>

#include <unistd.h>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

// Why the fused path is off on every rank, most fundamental first.
constexpr const char kReasonOptionsDiffer[] =
    "the ranks created the CUDA backend with different fused-path options "
    "(capacity, forced decline or size table)";
constexpr const char kReasonForced[] =
    "the CUDA backend was created with forced decline";
constexpr const char kReasonWorldSize[] =
    "the fused kernels support world sizes 2, 4 and 8 only";
constexpr const char kReasonNoCapacity[] =
    "no fused workspace (max_tokens or max_hidden is 0)";
constexpr const char kReasonHosts[] =
    "the ranks are not all on one host (the fused path needs peer memory)";
constexpr const char kReasonNotHopper[] =
    "a rank's GPU is not compute capability 9.0 (the kernels are built for "
    "sm_90a)";
constexpr const char kReasonSetup[] =
    "a rank could not set up its fused workspace (allocation, CUDA IPC "
    "export or kernel attributes)";
constexpr const char kReasonPeerAccess[] =
    "a rank could not map its peers' workspaces (no peer access between "
    "GPUs, or CUDA IPC failed)";

constexpr size_t kScratchBytes = sizeof(PeerDescriptor) * (kMaxWorldSize + 1);

tpfuse_status createBackend(ncclComm_t comm, bool ownsComm, int device,
                            const CudaBackendOptions &options,
                            std::unique_ptr<Backend> &backend) {
  int rank = 0, worldSize = 0;
  ncclResult_t status;
  if ((status = ncclCommUserRank(comm, &rank)) != ncclSuccess ||
      (status = ncclCommCount(comm, &worldSize)) != ncclSuccess)
    return ncclFailure("querying the NCCL communicator", status);
  auto created = std::make_unique<CudaBackendImpl>(comm, ownsComm, nullptr,
                                                   rank, worldSize, device);
  if (tpfuse_status failed = created->initialize(options))
    return failed;
  backend = std::move(created);
  return TPFUSE_SUCCESS;
}

} // namespace

tpfuse_status tpfuse::runtime::cuda::createNcclUniqueId(char *id) {
  ncclUniqueId unique;
  if (ncclResult_t status = ncclGetUniqueId(&unique))
    return ncclFailure("ncclGetUniqueId", status);
  std::memcpy(id, unique.internal, sizeof(unique.internal));
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::cuda::createCudaBackendFromUniqueId(
    const char *uniqueId, int rank, int worldSize, int device,
    const CudaBackendOptions &options, std::unique_ptr<Backend> &backend) {
  CurrentDeviceScope scope(device);
  ncclUniqueId unique;
  std::memcpy(unique.internal, uniqueId, sizeof(unique.internal));
  ncclComm_t comm;
  if (ncclResult_t status = ncclCommInitRank(&comm, worldSize, unique, rank))
    return ncclFailure("ncclCommInitRank", status);
  return createBackend(comm, /*ownsComm=*/true, device, options, backend);
}

tpfuse_status tpfuse::runtime::cuda::createCudaBackendFromNcclComm(
    ncclComm_t comm, const CudaBackendOptions &options,
    std::unique_ptr<Backend> &backend) {
  int device = 0;
  if (ncclResult_t status = ncclCommCuDevice(comm, &device))
    return ncclFailure("ncclCommCuDevice", status);
  return createBackend(comm, /*ownsComm=*/false, device, options, backend);
}

tpfuse_status CudaBackendImpl::initialize(const CudaBackendOptions &requested) {
  CurrentDeviceScope scope(device);
  if (tpfuse_status status = resolveOptions(requested, options, sizeTable))
    return status;
  capacityBytes =
      options.maxTokens * options.maxHidden * int64_t(options.maxElementBytes);
  // One-shot: a message slot per rank. Two-shot: W-1 scatter slots of
  // ceil(T/W) rows plus a gather area of T rows, at most W messages for any
  // T >= 1, which the first term covers.
  bufferBytes = std::max<int64_t>(worldSizeValue * capacityBytes,
                                  2 * capacityBytes +
                                      int64_t(worldSizeValue) * kVectorBytes);
  bufferBytes = (bufferBytes + 255) / 256 * 256;

  cudaDeviceProp properties;
  cudaError_t cudaStatus = cudaGetDeviceProperties(&properties, device);
  if (cudaStatus != cudaSuccess)
    return cudaFailure("cudaGetDeviceProperties", cudaStatus);
  multiprocessors = properties.multiProcessorCount;
  clusterLaunch = properties.major >= 9;
  if ((cudaStatus = cudaStreamCreateWithFlags(
           &setupStream, cudaStreamNonBlocking)) != cudaSuccess)
    return cudaFailure("cudaStreamCreateWithFlags", cudaStatus);
  if ((cudaStatus = cudaMalloc(&scratch, kScratchBytes)) != cudaSuccess)
    return cudaFailure("cudaMalloc", cudaStatus);
  if ((cudaStatus = cudaHostAlloc(reinterpret_cast<void **>(&hostError),
                                  sizeof(HostErrorReport),
                                  cudaHostAllocMapped)) != cudaSuccess)
    return cudaFailure("cudaHostAlloc", cudaStatus);
  *hostError = HostErrorReport{};
  if (group && ((cudaStatus = cudaEventCreateWithFlags(
                     &inputReady, cudaEventDisableTiming)) != cudaSuccess ||
                (cudaStatus = cudaEventCreateWithFlags(
                     &sumDone, cudaEventDisableTiming)) != cudaSuccess))
    return cudaFailure("cudaEventCreateWithFlags", cudaStatus);
  HostErrorReport *hostErrorOnDevice = nullptr;
  if ((cudaStatus = cudaHostGetDevicePointer(
           reinterpret_cast<void **>(&hostErrorOnDevice), hostError, 0)) !=
      cudaSuccess)
    return cudaFailure("cudaHostGetDevicePointer", cudaStatus);
  // Only matmul needs cuBLAS, so its failure does not fail the creation
  // collective.
  if (CublasMatmul::create(cublas) != TPFUSE_SUCCESS)
    cublasProblem = lastErrorMessage();

  // Everything below is collective: a local failure becomes a bit in this
  // rank's descriptor, never an early return.
  PeerDescriptor self{};
  self.hostHash = currentHostHash();
  self.optionsFingerprint = optionsFingerprint(options, sizeTable);
  self.processId = int32_t(getpid());
  self.device = device;
  if ((cudaStatus = cudaDeviceGetPCIBusId(self.pciBusId, sizeof(self.pciBusId),
                                          device)) != cudaSuccess)
    return cudaFailure("cudaDeviceGetPCIBusId", cudaStatus);
  const bool wantsWorkspace = hasFusedKernels(worldSizeValue) &&
                              capacityBytes > 0 && !options.forceDecline;
  if (wantsWorkspace) {
    if (properties.major != 9 || properties.minor != 0)
      self.failures |= kFailureNotHopper;
    else {
      workspace = std::make_unique<PeerWorkspace>();
      if (!allowLargeRows(worldSizeValue, setupProblem) ||
          !workspace->allocate(kControlBytes + kRotatingBuffers * bufferBytes,
                               setupProblem) ||
          !workspace->describe(self, setupProblem))
        self.failures |= kFailureSetup;
    }
  }

  std::vector<PeerDescriptor> descriptors(worldSizeValue);
  if (tpfuse_status status = gatherDescriptors(self, descriptors))
    return status;
  if (group)
    if (tpfuse_status status = requireOneDevice(self, descriptors))
      return status;

  disabled = reasonFromDescriptors(descriptors);
  if (!disabled) {
    bool mapped = workspace->mapPeers(descriptors, rankIndex, device,
                                      group != nullptr, setupProblem);
    bool allMapped = false;
    if (tpfuse_status status = agree(mapped, allMapped))
      return status;
    if (!allMapped) {
      disabled = kReasonPeerAccess;
      workspace->unmapPeers();
      // Nobody may free memory a peer still maps.
      bool unused;
      if (agree(true, unused) != TPFUSE_SUCCESS)
        workspace->abandon();
    }
  }
  if (disabled) {
    workspace.reset();
    return TPFUSE_SUCCESS;
  }

  for (int peer = 0; peer < worldSizeValue; ++peer) {
    fixedParams.controls[peer] =
        reinterpret_cast<ControlBlock *>(workspace->base(peer));
    fixedParams.buffers[peer] = workspace->base(peer) + kControlBytes;
  }
  fixedParams.hostError = hostErrorOnDevice;
  fixedParams.bufferBytes = bufferBytes;
  fixedParams.rank = rankIndex;
  fixedParams.timeoutNs = uint64_t(options.spinTimeout.count()) * 1000000u;
  fixedParams.stageClock = options.stageClock;
  return TPFUSE_SUCCESS;
}

const char *CudaBackendImpl::reasonFromDescriptors(
    const std::vector<PeerDescriptor> &descriptors) const {
  uint32_t failures = 0;
  bool sameOptions = true, sameHost = true;
  for (const PeerDescriptor &peer : descriptors) {
    failures |= peer.failures;
    sameOptions &= peer.optionsFingerprint == descriptors[0].optionsFingerprint;
    sameHost &= peer.hostHash == descriptors[0].hostHash;
  }
  if (!sameOptions)
    return kReasonOptionsDiffer;
  // The options are equal everywhere, so these agree too.
  if (options.forceDecline)
    return kReasonForced;
  if (!hasFusedKernels(worldSizeValue))
    return kReasonWorldSize;
  if (capacityBytes == 0)
    return kReasonNoCapacity;
  if (!sameHost)
    return kReasonHosts;
  if (failures & kFailureNotHopper)
    return kReasonNotHopper;
  if (failures & kFailureSetup)
    return kReasonSetup;
  return nullptr;
}

CudaBackendImpl::~CudaBackendImpl() {
  CurrentDeviceScope scope(device);
  // Not a collective (tpfuse_comm_destroy is not): once this rank's kernels
  // are done, peers that follow the protocol never write here again, so the
  // memory is freed while peers may still map it, as TensorRT-LLM and vLLM
  // do. After a timeout a peer may still be pushing into it: leak it.
  if (workspace) {
    cudaDeviceSynchronize();
    if (hostError->word != 0)
      workspace->abandon();
    workspace.reset();
  }
  cublas.reset(); // on its device
  const bool poisoned = hostError && hostError->word != 0;
  if (hostError)
    cudaFreeHost(hostError);
  if (scratch)
    cudaFree(scratch);
  if (inputReady)
    cudaEventDestroy(inputReady);
  if (sumDone)
    cudaEventDestroy(sumDone);
  if (ownsComm) {
    // A communicator a peer left mid-collective cannot be destroyed cleanly.
    if (poisoned)
      ncclCommAbort(comm);
    else
      ncclCommDestroy(comm);
  }
  if (setupStream)
    cudaStreamDestroy(setupStream);
}

tpfuse_status CudaBackendImpl::completeSetupCollective(const char *what,
                                                       ncclResult_t enqueued) {
  if (enqueued != ncclSuccess)
    return ncclFailure(what, enqueued);
  const auto deadline = std::chrono::steady_clock::now() + options.setupTimeout;
  cudaError_t status;
  while ((status = cudaStreamQuery(setupStream)) == cudaErrorNotReady) {
    if (std::chrono::steady_clock::now() > deadline)
      return fail(TPFUSE_ERROR_TIMEOUT,
                  std::string(what) + " did not complete within " +
                      std::to_string(options.setupTimeout.count()) +
                      " ms (a rank is missing)");
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  if (status != cudaSuccess)
    return cudaFailure(what, status);
  return TPFUSE_SUCCESS;
}

tpfuse_status
CudaBackendImpl::gatherDescriptors(const PeerDescriptor &self,
                                   std::vector<PeerDescriptor> &descriptors) {
  if (group)
    return group->allGather(rankIndex, &self, sizeof(self), descriptors.data(),
                            options.setupTimeout);
  cudaError_t cudaStatus;
  if ((cudaStatus = cudaMemcpy(scratch, &self, sizeof(self),
                               cudaMemcpyHostToDevice)) != cudaSuccess)
    return cudaFailure("cudaMemcpy", cudaStatus);
  char *gathered = static_cast<char *>(scratch) + sizeof(PeerDescriptor);
  if (tpfuse_status status = completeSetupCollective(
          "ncclAllGather of the workspace descriptors",
          ncclAllGather(scratch, gathered, sizeof(PeerDescriptor), ncclUint8,
                        comm, setupStream)))
    return status;
  if ((cudaStatus = cudaMemcpy(descriptors.data(), gathered,
                               sizeof(PeerDescriptor) * worldSizeValue,
                               cudaMemcpyDeviceToHost)) != cudaSuccess)
    return cudaFailure("cudaMemcpy", cudaStatus);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::agree(bool local, bool &all) {
  const int32_t vote = local ? 1 : 0;
  if (group) {
    std::vector<int32_t> votes(worldSizeValue);
    if (tpfuse_status status = group->allGather(
            rankIndex, &vote, sizeof(vote), votes.data(), options.setupTimeout))
      return status;
    all = std::find(votes.begin(), votes.end(), 0) == votes.end();
    return TPFUSE_SUCCESS;
  }
  int32_t result = 0;
  cudaError_t status = cudaMemcpyAsync(scratch, &vote, sizeof(vote),
                                       cudaMemcpyHostToDevice, setupStream);
  if (status != cudaSuccess)
    return cudaFailure("cudaMemcpyAsync", status);
  if (tpfuse_status failed = completeSetupCollective(
          "ncclAllReduce (vote)", ncclAllReduce(scratch, scratch, 1, ncclInt32,
                                                ncclMin, comm, setupStream)))
    return failed;
  if ((status = cudaMemcpy(&result, scratch, sizeof(result),
                           cudaMemcpyDeviceToHost)) != cudaSuccess)
    return cudaFailure("cudaMemcpy", status);
  all = result == 1;
  return TPFUSE_SUCCESS;
}
