//===- PeerWorkspace.h - Device memory every rank can write -----*- C++ -*-===//
//
// One cudaMalloc per rank (ControlBlock, then the rotating Lamport buffers),
// mapped into every peer: across processes through CUDA IPC handles, within
// one process as the raw pointer with peer access enabled. The ranks
// exchange PeerDescriptors (all-gathered over NCCL by the backend); this
// class only allocates, describes and maps.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_PEERWORKSPACE_H
#define TPFUSE_RUNTIME_CUDA_PEERWORKSPACE_H

#include "Kernels.h"

#include <cuda_runtime_api.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::runtime::cuda {

/// Why a rank cannot take part in the fused path; bits of
/// PeerDescriptor::failures, in the order their reasons are reported.
enum WorkspaceFailure : uint32_t {
  kFailureNotHopper = 1u << 0,
  /// Allocation, IPC export or kernel attributes failed.
  kFailureSetup = 1u << 1,
};

/// What one rank publishes about itself; plain bytes, all-gathered.
struct PeerDescriptor {
  uint64_t hostHash;
  /// Hash of the options the decline decisions depend on.
  uint64_t optionsFingerprint;
  /// The workspace's address in the owning process.
  uint64_t address;
  int32_t processId;
  int32_t device;
  uint32_t failures;
  uint32_t reserved;
  char pciBusId[32];
  cudaIpcMemHandle_t ipcHandle;
};

/// Identifies the machine (host name and boot id), so ranks on different
/// hosts, or different boots of one container image, never try IPC.
uint64_t currentHostHash();

class PeerWorkspace {
public:
  PeerWorkspace() = default;
  PeerWorkspace(const PeerWorkspace &) = delete;
  PeerWorkspace &operator=(const PeerWorkspace &) = delete;
  /// Unmaps the peers, then frees this rank's memory unless abandon() was
  /// called. The owner must first make sure no peer writes to it any more.
  ~PeerWorkspace();

  /// Allocates `bytes` on the current device with a zeroed ControlBlock and
  /// sentinel-filled buffers; returns once the fill has completed.
  bool allocate(int64_t bytes, std::string &error);
  bool allocated() const { return ownBase != nullptr; }
  int64_t bytes() const { return ownBytes; }

  /// Fills the address and IPC handle of `descriptor` (no-op if nothing is
  /// allocated).
  bool describe(PeerDescriptor &descriptor, std::string &error) const;

  /// Maps every other rank's workspace into this process on `device`.
  /// `sharedDevice` (the same-device test mode): peers on this GPU, in this
  /// process, are taken by their raw pointers; otherwise a peer on this GPU
  /// is refused.
  bool mapPeers(const std::vector<PeerDescriptor> &descriptors, int rank,
                int device, bool sharedDevice, std::string &error);
  /// Closes the IPC mappings made by mapPeers.
  void unmapPeers();
  /// Leaves this rank's memory allocated on destruction: for when a peer
  /// may still write into it (after a timeout).
  void abandon() { abandoned = true; }

  /// Rank `rank`'s workspace as seen from this process (after mapPeers).
  char *base(int rank) const { return bases[rank]; }

private:
  char *ownBase = nullptr;
  int64_t ownBytes = 0;
  bool abandoned = false;
  std::array<char *, kMaxWorldSize> bases{};
  /// Which of `bases` are IPC mappings (to close).
  std::array<bool, kMaxWorldSize> imported{};
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_PEERWORKSPACE_H
