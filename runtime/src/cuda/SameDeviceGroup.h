//===- SameDeviceGroup.h - Ranks sharing one GPU, one process ---*- C++ -*-===//
//
// The same-device test mode (docs/runtime-cuda.md): the ranks of one
// communicator are threads of one process driving one GPU, so the fused
// kernels' peer exchange can run on a machine with a single GPU. NCCL
// refuses two ranks on one device, so in this mode the backend's host-side
// collectives (the creation all-gather and votes, allAgree) meet here, in
// host memory, and its explicit all-reduce is a kernel that reads every
// rank's input (SameDeviceSum.cu). Never used unless asked for.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_SAMEDEVICEGROUP_H
#define TPFUSE_RUNTIME_CUDA_SAMEDEVICEGROUP_H

#include "tpfuse/runtime.h"

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace tpfuse::runtime::cuda {

class SameDeviceGroup {
public:
  /// The group named `key` with `worldSize` ranks: the first of its ranks
  /// to join creates it; once all have joined, the name is free again.
  /// Null (with *error set) if a group of that name has another size.
  static std::shared_ptr<SameDeviceGroup>
  join(const std::string &key, int worldSize, std::string &error);

  /// A name no other group of this process has had.
  static std::string uniqueKey();

  explicit SameDeviceGroup(int worldSize) : size(worldSize) {}
  int worldSize() const { return size; }

  /// Every rank passes `bytes` bytes; each gets all ranks' bytes in rank
  /// order in `all` (worldSize * bytes). Blocks until every rank has called
  /// it, at most `timeout`: then TPFUSE_ERROR_TIMEOUT, and the group is
  /// unusable (every later call fails at once).
  tpfuse_status allGather(int rank, const void *mine, size_t bytes, void *all,
                          std::chrono::milliseconds timeout);

private:
  const int size;
  std::mutex mutex;
  std::condition_variable changed;
  /// Completed all-gathers; a rank waits for it to move past its own.
  uint64_t generation = 0;
  int arrived = 0;
  bool broken = false;
  std::vector<std::vector<char>> contributions;
  /// The last completed all-gather's result, kept until the next completes
  /// (which needs every rank, so each has copied it by then).
  std::vector<char> gathered;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_SAMEDEVICEGROUP_H
