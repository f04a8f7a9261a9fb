//===- CudaBackend.h - NCCL plus the fused CUDA kernels ---------*- C++ -*-===//
//
// The CUDA backend: all-reduce through NCCL, a local residual RMSNorm kernel,
// matmul through cuBLAS, and the fused all-reduce + residual add + RMSNorm
// over a peer-mapped workspace (one-shot and two-shot, docs/runtime-cuda.md).
// Creation is a collective: every rank creates its backend with the same
// options, and the ranks vote on whether the fused path is usable, so they
// never diverge.
// Failures are reported through fail() (Status.h).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_CUDABACKEND_H
#define TPFUSE_RUNTIME_CUDA_CUDABACKEND_H

#include "FusedStageClock.h"
#include "common/Backend.h"

#include <nccl.h>

#include <chrono>
#include <memory>
#include <string>

namespace tpfuse::runtime::cuda {

/// Creation options. The ones the fused path's decline decisions depend on
/// (capacity, forced decline, size table) must be equal on all ranks; if they
/// are not, the fused path is disabled on every rank.
struct CudaBackendOptions {
  /// Workspace capacity: one rank's message of up to maxTokens x maxHidden
  /// elements of maxElementBytes each. Larger calls decline; 0 in either
  /// means no workspace (every fused call declines).
  int64_t maxTokens = 0;
  int64_t maxHidden = 0;
  int maxElementBytes = 2;
  /// Every fused call declines; no workspace is made.
  bool forceDecline = false;
  /// Bound on each kernel's wait for a peer; zero waits forever.
  /// TPFUSE_SPIN_TIMEOUT_MS overrides it.
  std::chrono::milliseconds spinTimeout{5000};
  /// Bound on the backend's own host-side collectives (the creation votes,
  /// allAgree), polled on the host; NCCL's own initialization is not bounded.
  std::chrono::milliseconds setupTimeout{300000};
  /// Launch with programmatic dependent launch (PDL). TPFUSE_PDL=0 disables.
  bool programmaticDependentLaunch = true;
  /// With PDL on, whether a launch inside a stream capture may take
  /// programmatic edges too (docs/runtime-cuda.md, "PDL", for the rule that
  /// applies then); off, captured launches depend on their predecessors in
  /// full while direct launches keep PDL. TPFUSE_PDL_IN_CAPTURES=0 turns it
  /// off.
  bool programmaticEdgesInCaptures = true;
  /// How many blocks (a thread-block cluster, on GPUs that have them) the
  /// local norm splits a row across when rows are few (RowSplitRule.h): 0
  /// as the rule says; 1 never; 2, 4 or 8 every row that fits, for tests
  /// and measurements. TPFUSE_NORM_ROW_SPLIT overrides it.
  int normRowSplit = 0;
  /// Whether the local norm's unquantized rows take a block each or a grid
  /// of resident blocks (RowPerBlockRule.h): 0 as the rule says; 1 never, 2
  /// always, for tests and measurements. TPFUSE_NORM_ROW_PER_BLOCK
  /// overrides it.
  int normRowPerBlock = 0;
  /// Rows each block of the local norm's in-dtype chains owns
  /// (InDtypeChainRule.h): 0 as the rule says; 1, 2, 4, 8 or 16 for tests
  /// and measurements. TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS overrides it.
  int inDtypeChainRows = 0;
  /// Size-table rows that take precedence over TPFUSE_SIZE_TABLE and the
  /// built-in rows; syntax in SizeTable.h.
  std::string sizeTable;
  /// For the stage benchmark (tpfuse-gpu-bench --stages): device memory of
  /// kStageClockStamps StageStamps (FusedStageClock.h), this rank's own,
  /// where the fused kernels record when each block passes each stage.
  /// Null: no stamps.
  StageStamp *stageClock = nullptr;
};

/// What the factories create: a Backend plus the state tests and tools read.
/// Its calls must come from one thread at a time and its fused calls be
/// ordered on the device (one stream, or streams ordered by events), like
/// an NCCL communicator's. Destroying it is not a collective: it waits for
/// the device (cudaDeviceSynchronize), then frees the workspace, or leaks it
/// after a timeout, when a peer may still write into it.
class CudaBackend : public Backend {
public:
  /// TPFUSE_ERROR_TIMEOUT, with a message, once a kernel of this rank has
  /// recorded an expired wait (its own, or a peer's that aborted the
  /// protocol); TPFUSE_ERROR_INVALID_ARGUMENT once one has recorded fused
  /// calls whose shapes differ between ranks (seen here or by a peer);
  /// TPFUSE_SUCCESS before. Reads host memory the kernels write:
  /// no synchronization; synchronize the stream first to see every kernel
  /// issued so far.
  virtual tpfuse_status asyncError() = 0;
  /// Why the fused path is disabled on every rank, or nullptr.
  virtual const char *disabledReason() const = 0;
  /// What failed on this rank while setting up the fused path (empty if
  /// nothing did); the other ranks only learn that something did.
  virtual const std::string &localSetupProblem() const = 0;
  /// Bytes of device memory the peer-mapped workspace takes on this rank.
  virtual int64_t workspaceBytes() const = 0;
  /// This rank's workspace (ControlBlock, then kRotatingBuffers Lamport
  /// buffers of lamportBufferBytes() each; Kernels.h), for tests that stand
  /// in for a peer's part of the protocol; null and 0 without the fused path.
  virtual char *workspaceBase() const = 0;
  virtual int64_t lamportBufferBytes() const = 0;
};

/// Writes a fresh NCCL unique id (NCCL_UNIQUE_ID_BYTES bytes) to `id`.
tpfuse_status createNcclUniqueId(char *id);

/// Creates an NCCL communicator from rank 0's unique id (owned by the
/// backend) on CUDA device `device`, then the backend (a CudaBackend).
/// A collective.
tpfuse_status createCudaBackendFromUniqueId(const char *uniqueId, int rank,
                                            int worldSize, int device,
                                            const CudaBackendOptions &options,
                                            std::unique_ptr<Backend> &backend);

/// Creates the backend over a caller-owned communicator, which must outlive
/// it, on the communicator's CUDA device. A collective.
tpfuse_status createCudaBackendFromNcclComm(ncclComm_t comm,
                                            const CudaBackendOptions &options,
                                            std::unique_ptr<Backend> &backend);

/// The same-device test mode (SameDeviceGroup.h, docs/runtime-cuda.md):
/// `worldSize` ranks, each a thread of this process calling this with the
/// same `groupKey`, share CUDA device `device`. No NCCL: the creation
/// collectives meet in host memory, peers' workspaces are raw pointers, the
/// explicit all-reduce is a kernel rank 0 launches for the group (host-
/// synchronous: it meets the other ranks; not capturable in a CUDA graph),
/// and every launch has at most multiprocessors / worldSize blocks, so all
/// ranks' spinning grids are resident together. For tests on one GPU; a
/// collective.
tpfuse_status createCudaBackendOnSharedDevice(
    const std::string &groupKey, int rank, int worldSize, int device,
    const CudaBackendOptions &options, std::unique_ptr<Backend> &backend);

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_CUDABACKEND_H
