//===- SameDeviceGroup.cpp - Ranks that share one GPU in one process ------===//

#include "SameDeviceGroup.h"

#include "common/Status.h"

#include <atomic>
#include <cstring>
#include <map>

#include <unistd.h>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {
struct Registry {
  std::mutex mutex;
  /// Groups some but not all of whose ranks have joined.
  std::map<std::string, std::pair<std::shared_ptr<SameDeviceGroup>, int>>
      joining;
};

Registry &registry() {
  static Registry instance;
  return instance;
}
} // namespace

std::shared_ptr<SameDeviceGroup> SameDeviceGroup::join(const std::string &key,
                                                       int worldSize,
                                                       std::string &error) {
  Registry &groups = registry();
  std::lock_guard<std::mutex> lock(groups.mutex);
  auto found = groups.joining.find(key);
  if (found == groups.joining.end())
    found =
        groups.joining
            .emplace(key, std::make_pair(
                              std::make_shared<SameDeviceGroup>(worldSize), 0))
            .first;
  auto &[group, joined] = found->second;
  if (group->worldSize() != worldSize) {
    error = "same-device group '" + key + "' has " +
            std::to_string(group->worldSize()) + " ranks, this rank expects " +
            std::to_string(worldSize);
    return nullptr;
  }
  std::shared_ptr<SameDeviceGroup> result = group;
  if (++joined == worldSize)
    groups.joining.erase(found);
  return result;
}

std::string SameDeviceGroup::uniqueKey() {
  static std::atomic<uint64_t> counter{0};
  return "pid " + std::to_string(getpid()) + " group " +
         std::to_string(counter.fetch_add(1));
}

tpfuse_status SameDeviceGroup::allGather(int rank, const void *mine,
                                         size_t bytes, void *all,
                                         std::chrono::milliseconds timeout) {
  std::unique_lock<std::mutex> lock(mutex);
  if (broken)
    return fail(TPFUSE_ERROR_TIMEOUT,
                "an earlier collective of this same-device group timed out");
  if (contributions.empty())
    contributions.resize(size);
  contributions[rank].assign(static_cast<const char *>(mine),
                             static_cast<const char *>(mine) + bytes);
  const uint64_t mineGeneration = generation;
  if (++arrived == size) {
    gathered.clear();
    for (const std::vector<char> &contribution : contributions) {
      if (contribution.size() != bytes) {
        broken = true;
        changed.notify_all();
        return fail(TPFUSE_ERROR_INTERNAL,
                    "the ranks of a same-device group gathered different "
                    "sizes");
      }
      gathered.insert(gathered.end(), contribution.begin(), contribution.end());
    }
    arrived = 0;
    ++generation;
    changed.notify_all();
  } else if (!changed.wait_for(
                 lock, timeout,
                 [&] { return generation != mineGeneration || broken; }) ||
             broken) {
    broken = true;
    changed.notify_all();
    return fail(TPFUSE_ERROR_TIMEOUT,
                "a collective of the same-device group did not complete "
                "within " +
                    std::to_string(timeout.count()) +
                    " ms (a rank is missing)");
  }
  std::memcpy(all, gathered.data(), gathered.size());
  return TPFUSE_SUCCESS;
}
