//===- Store.cpp - Rendezvous stores named by a URI -----------------------===//

#include "Store.h"

#include "Status.h"
#include "TcpStore.h"

#include <gloo/rendezvous/file_store.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <utility>

using namespace tpfuse::runtime;

namespace {
/// One communicator's view of a shared store: its keys get a prefix, and
/// every wait, including the one before a get, is bounded by its timeout.
class NamespacedStore final : public gloo::rendezvous::Store {
public:
  NamespacedStore(std::shared_ptr<gloo::rendezvous::Store> base,
                  std::string prefix, std::chrono::milliseconds timeout)
      : base(std::move(base)), prefix(std::move(prefix)), timeout(timeout) {}

  void set(const std::string &key, const std::vector<char> &data) override {
    base->set(prefix + key, data);
  }
  std::vector<char> get(const std::string &key) override {
    wait({key});
    return base->get(prefix + key);
  }
  void wait(const std::vector<std::string> &keys) override {
    wait(keys, timeout);
  }
  void wait(const std::vector<std::string> &keys,
            const std::chrono::milliseconds &waitTimeout) override {
    std::vector<std::string> prefixed;
    for (const std::string &key : keys)
      prefixed.push_back(prefix + key);
    base->wait(prefixed, std::min(waitTimeout, timeout));
  }

private:
  std::shared_ptr<gloo::rendezvous::Store> base;
  std::string prefix;
  std::chrono::milliseconds timeout;
};

struct OpenStore {
  /// Held while opening, which may wait for a server: only this entry waits.
  std::mutex mutex;
  std::shared_ptr<gloo::rendezvous::Store> store;
  int communicatorsCreated = 0;
};

/// Open stores by (URI, rank). Never destroyed: rank 0's TCP server must
/// outlive every communicator, even during static destruction.
struct StoreCache {
  std::mutex mutex;
  /// std::map: entries never move, so they can be used after unlocking.
  std::map<std::pair<std::string, int>, OpenStore> stores;
};

StoreCache &storeCache() {
  static StoreCache *cache = new StoreCache;
  return *cache;
}

constexpr const char kFilePrefix[] = "file:";
constexpr const char kTcpPrefix[] = "tcp://";

bool startsWith(const std::string &text, const char *prefix) {
  return text.rfind(prefix, 0) == 0;
}

tpfuse_status parsePort(const std::string &uri, const std::string &text,
                        int &port) {
  errno = 0;
  char *end = nullptr;
  long value = std::strtol(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0' || errno != 0 || value < 1 || value > 65535)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "store '" + uri + "': port must be in [1, 65535]");
  port = static_cast<int>(value);
  return TPFUSE_SUCCESS;
}

/// Opens the store behind `uri` for `rank` (connecting, or for rank 0 of a
/// TCP store, serving).
tpfuse_status openBaseStore(const std::string &uri, int rank,
                            std::chrono::milliseconds timeout,
                            std::shared_ptr<gloo::rendezvous::Store> &store) {
  if (startsWith(uri, kFilePrefix)) {
    std::string path = uri.substr(sizeof(kFilePrefix) - 1);
    if (path.empty())
      return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                  "store '" + uri + "': empty directory");
    std::error_code error;
    std::filesystem::create_directories(path, error);
    if (error)
      return fail(TPFUSE_ERROR_BACKEND,
                  "store '" + uri +
                      "': cannot create directory: " + error.message());
    store = std::make_shared<gloo::rendezvous::FileStore>(path);
    return TPFUSE_SUCCESS;
  }
  if (startsWith(uri, kTcpPrefix)) {
    std::string hostPort = uri.substr(sizeof(kTcpPrefix) - 1);
    size_t colon = hostPort.rfind(':');
    if (colon == std::string::npos || colon == 0)
      return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                  "store '" + uri + "': expected tcp://HOST:PORT");
    int port = 0;
    if (tpfuse_status status = parsePort(uri, hostPort.substr(colon + 1), port))
      return status;
    std::string host = hostPort.substr(0, colon);
    if (host.size() > 2 && host.front() == '[' && host.back() == ']')
      host = host.substr(1, host.size() - 2); // tcp://[::1]:PORT
    store =
        std::make_shared<TcpStore>(host, port, /*serve=*/rank == 0, timeout);
    return TPFUSE_SUCCESS;
  }
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
              "store '" + uri + "': expected file:DIR or tcp://HOST:PORT");
}
} // namespace

tpfuse_status
tpfuse::runtime::openStore(const std::string &uri, int rank,
                           std::chrono::milliseconds timeout,
                           std::unique_ptr<gloo::rendezvous::Store> &store) {
  StoreCache &cache = storeCache();
  OpenStore *open;
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    open = &cache.stores[{uri, rank}];
  }
  std::lock_guard<std::mutex> lock(open->mutex);
  if (!open->store)
    if (tpfuse_status status = openBaseStore(uri, rank, timeout, open->store))
      return status;
  std::string prefix =
      "tpfuse/" + std::to_string(open->communicatorsCreated++) + "/";
  store = std::make_unique<NamespacedStore>(open->store, prefix, timeout);
  return TPFUSE_SUCCESS;
}
