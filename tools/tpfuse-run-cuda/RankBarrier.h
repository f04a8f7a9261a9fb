//===- RankBarrier.h - Where the ranks' threads meet ------------*- C++ -*-===//
//
// Ranks run as threads of one process (tpfuse-run-cuda, the GPU drivers and
// tests of the same-device mode) meet here, as often as they like. A rank
// that fails abandons it: every wait then returns false at once, so that no
// rank waits for a peer that will never come.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TOOLS_TPFUSE_RUN_CUDA_RANKBARRIER_H
#define TPFUSE_TOOLS_TPFUSE_RUN_CUDA_RANKBARRIER_H

#include <condition_variable>
#include <cstdint>
#include <mutex>

namespace tpfuse {

class RankBarrier {
public:
  explicit RankBarrier(int count) : count(count) {}

  /// Waits for every rank; false if the barrier is abandoned.
  bool arriveAndWait() {
    std::unique_lock<std::mutex> lock(mutex);
    if (abandoned)
      return false;
    const uint64_t generation = completed;
    if (++arrived == count) {
      arrived = 0;
      ++completed;
      allArrived.notify_all();
      return true;
    }
    allArrived.wait(lock, [&] { return completed != generation || abandoned; });
    return !abandoned || completed != generation;
  }

  void abandon() {
    std::lock_guard<std::mutex> lock(mutex);
    abandoned = true;
    allArrived.notify_all();
  }

private:
  const int count;
  std::mutex mutex;
  std::condition_variable allArrived;
  int arrived = 0;
  uint64_t completed = 0;
  bool abandoned = false;
};

} // namespace tpfuse

#endif // TPFUSE_TOOLS_TPFUSE_RUN_CUDA_RANKBARRIER_H
