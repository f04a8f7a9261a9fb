//===- CommHandle.cpp - Opaque handles that survive destruction -----------===//

#include "common/CommHandle.h"

#include "common/Status.h"

#include <mutex>
#include <unordered_map>

using namespace tpfuse::runtime;

struct tpfuse_comm {
  /// Null once destroyed.
  std::shared_ptr<Comm> comm;
};

namespace {
struct Registry {
  std::mutex mutex;
  /// Every handle ever issued, live or destroyed; owns them.
  std::unordered_map<const tpfuse_comm *, std::unique_ptr<tpfuse_comm>> handles;
};

/// Never destroyed, so handles stay valid during static destruction too.
Registry &registry() {
  static Registry *instance = new Registry;
  return *instance;
}
} // namespace

tpfuse_comm *tpfuse::runtime::registerComm(std::unique_ptr<Comm> comm) {
  auto handle = std::make_unique<tpfuse_comm>();
  handle->comm = std::move(comm);
  tpfuse_comm *address = handle.get();
  Registry &known = registry();
  std::lock_guard<std::mutex> lock(known.mutex);
  known.handles.emplace(address, std::move(handle));
  return address;
}

namespace {
/// The entry of a live `handle`; call with the registry locked.
tpfuse_status findLiveHandle(Registry &known, const tpfuse_comm *handle,
                             const char *entry, tpfuse_comm *&live) {
  if (!handle)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string(entry) + ": comm is null");
  auto it = known.handles.find(handle);
  if (it == known.handles.end())
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string(entry) + ": comm is not a tpfuse communicator");
  if (!it->second->comm)
    return fail(TPFUSE_ERROR_DESTROYED,
                std::string(entry) + ": comm was destroyed");
  live = it->second.get();
  return TPFUSE_SUCCESS;
}
} // namespace

tpfuse_status tpfuse::runtime::lookUpComm(const tpfuse_comm *handle,
                                          const char *entry,
                                          std::shared_ptr<Comm> &comm) {
  Registry &known = registry();
  std::lock_guard<std::mutex> lock(known.mutex);
  tpfuse_comm *live = nullptr;
  if (tpfuse_status status = findLiveHandle(known, handle, entry, live))
    return status;
  comm = live->comm;
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::unregisterComm(tpfuse_comm *handle,
                                              const char *entry) {
  std::shared_ptr<Comm> released;
  {
    Registry &known = registry();
    std::lock_guard<std::mutex> lock(known.mutex);
    tpfuse_comm *live = nullptr;
    if (tpfuse_status status = findLiveHandle(known, handle, entry, live))
      return status;
    released = std::move(live->comm);
  }
  // `released` may be the last owner: the Comm is torn down here, outside
  // the registry lock.
  return TPFUSE_SUCCESS;
}
