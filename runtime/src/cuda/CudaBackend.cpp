//===- CudaBackend.cpp - NCCL plus the fused CUDA kernels -----------------===//

#include "CudaBackend.h"

#include "CublasMatmul.h"
#include "CudaStatus.h"
#include "Kernels.h"
#include "PeerWorkspace.h"
#include "SameDeviceGroup.h"
#include "SizeTable.h"
#include "common/Dtype.h"
#include "common/Status.h"

#include <cuda_runtime_api.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

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
// Why one call declines.
constexpr const char kReasonDtype[] = "unsupported dtype";
constexpr const char kReasonAlgorithm[] = "unknown algorithm";
constexpr const char kReasonRowAlignment[] =
    "hidden x element size is not a multiple of 16 bytes";
constexpr const char kReasonRowTooLong[] =
    "a row is larger than 64 KiB (the fused kernels keep a row in shared "
    "memory)";
constexpr const char kReasonCapacity[] =
    "the message exceeds the fused workspace (max_tokens, max_hidden, or "
    "max_tokens x max_hidden x max_element_bytes)";
constexpr const char kReasonSizeTable[] =
    "the size table selects NCCL + RMSNorm for this size";

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

tpfuse_status ncclFailure(const std::string &what, ncclResult_t status) {
  return fail(TPFUSE_ERROR_BACKEND, what + ": " + ncclGetErrorString(status));
}

ncclDataType_t ncclTypeOf(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return ncclBfloat16;
  case TPFUSE_DTYPE_F16:
    return ncclFloat16;
  case TPFUSE_DTYPE_F32:
    break;
  }
  return ncclFloat32;
}

/// The longest row the local kNormInDtype norm keeps in shared memory.
constexpr int64_t kMaxNormRowCacheBytes = 48 * 1024;

bool isAligned(const void *pointer) {
  return reinterpret_cast<uintptr_t>(pointer) % kVectorBytes == 0;
}

uint64_t fnv1a(const std::string &bytes) {
  uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

/// Threads for a block that owns rows of `rowPacks` packs: one pack each,
/// up to 1024 (then several each).
int threadsForRow(int64_t rowPacks) {
  return int(std::clamp<int64_t>((rowPacks + 31) / 32 * 32, 32, 1024));
}

/// Lets the fused kernels of `worldSize` take their row cache of dynamic
/// shared memory (a 64 KiB row; 128 KiB of fp32 values for kNormVariant;
/// above 48 KiB needs the opt-in).
bool allowLargeRows(int worldSize, std::string &error) {
  for (const FusedKernelVariant &variant :
       FusedKernelGrid::instantiatedVariants()) {
    if (variant.worldSize != worldSize)
      continue;
    const int64_t bytes = variant.mode == kNormVariant ? kMaxFusedRowCacheBytes
                                                       : kMaxFusedRowBytes;
    for (const void *kernel : {oneShotAllReduceNormKernel(variant),
                               twoShotAllReduceNormKernel(variant)}) {
      cudaError_t status = cudaFuncSetAttribute(
          kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, int(bytes));
      if (status != cudaSuccess) {
        cudaGetLastError();
        error =
            std::string("cudaFuncSetAttribute: ") + cudaGetErrorString(status);
        return false;
      }
    }
  }
  return true;
}

/// Reads an integer environment variable; false if set but malformed.
bool readIntegerVariable(const char *name, int64_t &value) {
  const char *text = std::getenv(name);
  if (!text || !*text)
    return true;
  char *end = nullptr;
  long long parsed = std::strtoll(text, &end, 10);
  if (*end != '\0' || parsed < 0)
    return false;
  value = parsed;
  return true;
}

/// Options with the environment's overrides applied.
tpfuse_status resolveOptions(const CudaBackendOptions &requested,
                             CudaBackendOptions &resolved,
                             SizeTable &sizeTable) {
  resolved = requested;
  if (requested.maxTokens < 0 || requested.maxHidden < 0 ||
      requested.maxTokens > INT32_MAX || requested.maxHidden > INT32_MAX ||
      (requested.maxElementBytes != 2 && requested.maxElementBytes != 4) ||
      requested.spinTimeout.count() < 0 || requested.setupTimeout.count() <= 0)
    return fail(
        TPFUSE_ERROR_INVALID_ARGUMENT,
        "CUDA backend options: max_tokens and max_hidden must be in "
        "[0, 2^31), max_element_bytes 2 or 4, the spin timeout >= 0, the "
        "setup timeout > 0");
  int64_t timeoutMs = requested.spinTimeout.count();
  if (!readIntegerVariable("TPFUSE_SPIN_TIMEOUT_MS", timeoutMs))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_SPIN_TIMEOUT_MS must be a non-negative integer");
  resolved.spinTimeout = std::chrono::milliseconds(timeoutMs);
  int64_t pdl = requested.programmaticDependentLaunch ? 1 : 0;
  if (!readIntegerVariable("TPFUSE_PDL", pdl) || pdl > 1)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, "TPFUSE_PDL must be 0 or 1");
  resolved.programmaticDependentLaunch = pdl == 1;

  sizeTable = SizeTable::builtIn();
  std::string error;
  const char *variable = std::getenv("TPFUSE_SIZE_TABLE");
  if (variable && !sizeTable.append(variable, error))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, "TPFUSE_SIZE_TABLE: " + error);
  if (!sizeTable.append(requested.sizeTable, error))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "CudaBackendOptions::sizeTable: " + error);
  return TPFUSE_SUCCESS;
}

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

  int rank() const override { return rankIndex; }
  int worldSize() const override { return worldSizeValue; }
  tpfuse_status allReduceSum(const void *in, void *out, int64_t count,
                             tpfuse_dtype dtype, void *stream) override;
  tpfuse_status rmsNorm(const NormProblem &problem, void *stream) override;
  tpfuse_status matmul(const MatmulProblem &problem, void *stream) override;
  const char *fusedDeclineReason(const NormProblem &problem,
                                 tpfuse_algorithm algorithm) const override;
  tpfuse_status fusedAllReduceRmsNorm(const NormProblem &problem,
                                      tpfuse_algorithm algorithm,
                                      void *stream) override;
  tpfuse_status allAgree(bool local, bool *all) override;

  tpfuse_status asyncError() override;
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
  /// Runs a collective enqueued on setupStream to completion within
  /// setupTimeout; TPFUSE_ERROR_TIMEOUT if it does not finish.
  tpfuse_status completeSetupCollective(const char *what,
                                        ncclResult_t enqueued);
  /// AND over ranks, without the sticky-error check (used during setup).
  tpfuse_status agree(bool local, bool &all);
  /// Gathers every rank's descriptor (NCCL, or the same-device group).
  tpfuse_status gatherDescriptors(const PeerDescriptor &self,
                                  std::vector<PeerDescriptor> &descriptors);
  /// allReduceSum in the same-device test mode.
  tpfuse_status sameDeviceAllReduce(const void *in, void *out, int64_t count,
                                    tpfuse_dtype dtype, cudaStream_t stream);
  /// Decides, identically on every rank, whether the fused path is off.
  const char *
  reasonFromDescriptors(const std::vector<PeerDescriptor> &descriptors) const;
  /// Blocks of `kernel` (`threads` threads, `sharedBytes` of dynamic shared
  /// memory) that fit on the GPU at once; in the same-device test mode, at
  /// most multiprocessors / world size, so that every rank's grid is
  /// resident together even if each block took a whole multiprocessor.
  int residentBlocks(const void *kernel, int threads, int sharedBytes);
  tpfuse_status launch(const void *kernel, int blocks, int threads,
                       int sharedBytes, void *params, cudaStream_t stream);

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
  cudaStream_t setupStream = nullptr;
  /// Device scratch for setup collectives.
  void *scratch = nullptr;
  /// Pinned, mapped; the kernels mirror their sticky error here.
  uint32_t *hostError = nullptr;
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

constexpr size_t kScratchBytes = sizeof(PeerDescriptor) * (kMaxWorldSize + 1);

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
  if ((cudaStatus = cudaStreamCreateWithFlags(
           &setupStream, cudaStreamNonBlocking)) != cudaSuccess)
    return cudaFailure("cudaStreamCreateWithFlags", cudaStatus);
  if ((cudaStatus = cudaMalloc(&scratch, kScratchBytes)) != cudaSuccess)
    return cudaFailure("cudaMalloc", cudaStatus);
  if ((cudaStatus = cudaHostAlloc(reinterpret_cast<void **>(&hostError),
                                  sizeof(uint32_t), cudaHostAllocMapped)) !=
      cudaSuccess)
    return cudaFailure("cudaHostAlloc", cudaStatus);
  *hostError = 0;
  if (group && ((cudaStatus = cudaEventCreateWithFlags(
                     &inputReady, cudaEventDisableTiming)) != cudaSuccess ||
                (cudaStatus = cudaEventCreateWithFlags(
                     &sumDone, cudaEventDisableTiming)) != cudaSuccess))
    return cudaFailure("cudaEventCreateWithFlags", cudaStatus);
  uint32_t *hostErrorOnDevice = nullptr;
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
  self.optionsFingerprint =
      fnv1a(std::to_string(options.maxTokens) + ':' +
            std::to_string(options.maxHidden) + ':' +
            std::to_string(options.maxElementBytes) + ':' +
            std::to_string(options.forceDecline) + ':' + sizeTable.canonical());
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
    for (const PeerDescriptor &peer : descriptors)
      if (peer.processId != self.processId ||
          std::strncmp(peer.pciBusId, self.pciBusId, sizeof(self.pciBusId)))
        // Every rank sees the same descriptors, so all fail here.
        return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                    "the same-device test mode needs every rank on one GPU "
                    "in one process");

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
    if (*hostError != 0)
      workspace->abandon();
    workspace.reset();
  }
  cublas.reset(); // on its device
  const bool poisoned = hostError && *hostError != 0;
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

tpfuse_status CudaBackendImpl::asyncError() {
  const uint32_t word = *static_cast<volatile uint32_t *>(hostError);
  if (word == 0)
    return TPFUSE_SUCCESS;
  const std::string ranks = "rank " + std::to_string(asyncErrorRank(word)) +
                            " and rank " + std::to_string(asyncErrorPeer(word));
  if (asyncErrorKind(word) == kErrorShapeMismatch ||
      asyncErrorKind(word) == kErrorPeerMismatch)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "the fused calls of " + ranks +
                    " disagree in tokens, hidden size, dtype or algorithm "
                    "(seen by rank " +
                    std::to_string(asyncErrorRank(word)) +
                    "); the communicator is unusable");
  const std::string waitedFor =
      "rank " + std::to_string(asyncErrorPeer(word)) + " (spin bound " +
      std::to_string(options.spinTimeout.count()) + " ms)";
  if (asyncErrorKind(word) == kErrorTimeout)
    return fail(TPFUSE_ERROR_TIMEOUT, "a fused kernel on rank " +
                                          std::to_string(asyncErrorRank(word)) +
                                          " timed out waiting for " +
                                          waitedFor +
                                          "; the communicator is unusable");
  return fail(TPFUSE_ERROR_TIMEOUT,
              "rank " + std::to_string(asyncErrorRank(word)) +
                  " timed out in a fused kernel waiting for " + waitedFor +
                  " and aborted the protocol; the communicator is unusable");
}

tpfuse_status CudaBackendImpl::allAgree(bool local, bool *all) {
  if (tpfuse_status status = asyncError())
    return status;
  CurrentDeviceScope scope(device);
  return agree(local, *all);
}

tpfuse_status CudaBackendImpl::allReduceSum(const void *in, void *out,
                                            int64_t count, tpfuse_dtype dtype,
                                            void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (count == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);
  if (group)
    return sameDeviceAllReduce(in, out, count, dtype,
                               static_cast<cudaStream_t>(stream));
  ncclResult_t status =
      ncclAllReduce(in, out, size_t(count), ncclTypeOf(dtype), ncclSum, comm,
                    static_cast<cudaStream_t>(stream));
  if (status != ncclSuccess)
    return ncclFailure("ncclAllReduce", status);
  return TPFUSE_SUCCESS;
}

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

int CudaBackendImpl::residentBlocks(const void *kernel, int threads,
                                    int sharedBytes) {
  for (const auto &[cachedKernel, cachedThreads, cachedShared, blocks] :
       occupancyCache)
    if (cachedKernel == kernel && cachedThreads == threads &&
        cachedShared == sharedBytes)
      return blocks;
  int perMultiprocessor = 0;
  if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(
          &perMultiprocessor, kernel, threads, size_t(sharedBytes)) !=
      cudaSuccess) {
    cudaGetLastError();
    perMultiprocessor = 1;
  }
  int blocks = std::max(1, perMultiprocessor) * multiprocessors;
  if (group)
    blocks = std::min(blocks, std::max(1, multiprocessors / worldSizeValue));
  occupancyCache.emplace_back(kernel, threads, sharedBytes, blocks);
  return blocks;
}

tpfuse_status CudaBackendImpl::launch(const void *kernel, int blocks,
                                      int threads, int sharedBytes,
                                      void *params, cudaStream_t stream) {
  cudaLaunchConfig_t config{};
  config.gridDim = dim3(unsigned(blocks));
  config.blockDim = dim3(unsigned(threads));
  config.dynamicSmemBytes = size_t(sharedBytes);
  config.stream = stream;
  cudaLaunchAttribute attribute{};
  attribute.id = cudaLaunchAttributeProgrammaticStreamSerialization;
  attribute.val.programmaticStreamSerializationAllowed = 1;
  if (options.programmaticDependentLaunch) {
    config.attrs = &attribute;
    config.numAttrs = 1;
  }
  void *arguments[] = {params};
  cudaError_t status = cudaLaunchKernelExC(&config, kernel, arguments);
  if (status != cudaSuccess)
    return cudaFailure("launching a tpfuse kernel", status);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::rmsNorm(const NormProblem &problem,
                                       void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (problem.tokens == 0 || problem.hidden == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  const bool vectorized =
      rowBytes % kVectorBytes == 0 && isAligned(problem.input) &&
      isAligned(problem.residual) && isAligned(problem.weight) &&
      isAligned(problem.normed) && isAligned(problem.residualOut);
  const NormMode mode = normModeOf(problem.variant, problem.weightOffset);
  const void *kernel = rmsNormKernel({problem.dtype, vectorized, mode});
  if (!kernel)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16");
  // kNormInDtype keeps a row of up to 48 KiB (no opt-in needed) in shared
  // memory for the thread that sums its squares; longer rows are re-read.
  const bool cacheRow =
      mode == kNormInDtype && rowBytes <= kMaxNormRowCacheBytes;
  const int sharedBytes = cacheRow ? int(rowBytes) : 0;
  NormParams params{problem, cacheRow ? 1 : 0};
  const int threads =
      threadsForRow(vectorized ? rowBytes / kVectorBytes : problem.hidden);
  const int blocks = int(std::min<int64_t>(
      problem.tokens, residentBlocks(kernel, threads, sharedBytes)));
  return launch(kernel, blocks, threads, sharedBytes, &params,
                static_cast<cudaStream_t>(stream));
}

tpfuse_status CudaBackendImpl::matmul(const MatmulProblem &problem,
                                      void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (!cublas)
    return fail(TPFUSE_ERROR_BACKEND,
                "cuBLAS could not be set up for this communicator: " +
                    cublasProblem);
  CurrentDeviceScope scope(device);
  return cublas->run(problem, static_cast<cudaStream_t>(stream));
}

const char *
CudaBackendImpl::fusedDeclineReason(const NormProblem &problem,
                                    tpfuse_algorithm algorithm) const {
  if (disabled)
    return disabled;
  if (!isValidDtype(problem.dtype))
    return kReasonDtype;
  if (algorithm != TPFUSE_ALGORITHM_AUTO &&
      algorithm != TPFUSE_ALGORITHM_ONE_SHOT &&
      algorithm != TPFUSE_ALGORITHM_TWO_SHOT)
    return kReasonAlgorithm;
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  if (rowBytes % kVectorBytes != 0)
    return kReasonRowAlignment;
  if (rowBytes > kMaxFusedRowBytes)
    return kReasonRowTooLong;
  if (problem.tokens > options.maxTokens ||
      problem.hidden > options.maxHidden ||
      problem.tokens * rowBytes > capacityBytes)
    return kReasonCapacity;
  if (algorithm == TPFUSE_ALGORITHM_AUTO &&
      sizeTable.choose(worldSizeValue, problem.dtype, problem.hidden,
                       problem.tokens * rowBytes) ==
          FusedStrategy::NcclThenNorm)
    return kReasonSizeTable;
  return nullptr;
}

tpfuse_status CudaBackendImpl::fusedAllReduceRmsNorm(const NormProblem &problem,
                                                     tpfuse_algorithm algorithm,
                                                     void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (const char *reason = fusedDeclineReason(problem, algorithm))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string("fused call on a problem that declines: ") +
                    reason);
  if (!isAligned(problem.input) || !isAligned(problem.residual) ||
      !isAligned(problem.weight) || !isAligned(problem.normed) ||
      !isAligned(problem.residualOut))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "the fused path needs 16-byte aligned tensors");
  if (problem.tokens == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);

  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  FusedStrategy strategy =
      algorithm == TPFUSE_ALGORITHM_ONE_SHOT ? FusedStrategy::OneShot
      : algorithm == TPFUSE_ALGORITHM_TWO_SHOT
          ? FusedStrategy::TwoShot
          : sizeTable.choose(worldSizeValue, problem.dtype, problem.hidden,
                             problem.tokens * rowBytes);
  FusedNormParams params = fixedParams;
  params.problem = problem;
  params.rowVectors = int32_t(rowBytes / kVectorBytes);
  params.hidden32 = int32_t(problem.hidden);
  const NormMode mode = normModeOf(problem.variant, problem.weightOffset);
  const FusedKernelVariant variant{problem.dtype, worldSizeValue, mode};
  const void *kernel = strategy == FusedStrategy::OneShot
                           ? oneShotAllReduceNormKernel(variant)
                           : twoShotAllReduceNormKernel(variant);
  if (!kernel)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16");
  const int threads = threadsForRow(params.rowVectors);
  const int sharedBytes = int(fusedRowCacheBytes(
      mode, problem.hidden, int64_t(elementSize(problem.dtype))));
  // Never more blocks than fit at once: blocks wait for each other's data.
  const int blocks = int(std::min<int64_t>(
      problem.tokens, residentBlocks(kernel, threads, sharedBytes)));
  return launch(kernel, blocks, threads, sharedBytes, &params,
                static_cast<cudaStream_t>(stream));
}

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
