//===- Store.cpp - Rendezvous stores named by a URI -----------------------===//

#include "store/Store.h"

#include "common/Status.h"
#include "store/FileStore.h"
#include "store/TcpStore.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <thread>
#include <utility>

using namespace tpfuse::runtime;

namespace {
using Clock = std::chrono::steady_clock;

/// How often a wait looks at the store again (at most: never past its
/// deadline).
constexpr std::chrono::milliseconds kPollInterval(5);

/// Sleeps one poll interval, or until `deadline` if that is sooner.
void sleepUntilNextPoll(Clock::time_point deadline) {
  Clock::time_point now = Clock::now();
  if (now < deadline)
    std::this_thread::sleep_for(
        std::min<Clock::duration>(kPollInterval, deadline - now));
}

/// A store opened once per (URI, rank) and its non-blocking key check.
struct BaseStore {
  std::shared_ptr<gloo::rendezvous::Store> store;
  std::function<bool(const std::string &)> contains;
};

/// One communicator's view of a shared store: its keys get a prefix, and
/// every wait, including the one before a get, polls until a deadline
/// `timeout` (or less, when asked) away.
class NamespacedStore final : public RendezvousStore {
public:
  NamespacedStore(BaseStore base, std::string prefix,
                  std::chrono::milliseconds timeout)
      : base(std::move(base)), prefix(std::move(prefix)), timeout(timeout) {}

  void set(const std::string &key, const std::vector<char> &data) override {
    base.store->set(prefix + key, data);
  }
  std::vector<char> get(const std::string &key) override {
    wait({key});
    return base.store->get(prefix + key);
  }
  void wait(const std::vector<std::string> &keys) override {
    wait(keys, timeout);
  }
  void wait(const std::vector<std::string> &keys,
            const std::chrono::milliseconds &waitTimeout) override {
    std::chrono::milliseconds bound = std::min(waitTimeout, timeout);
    Clock::time_point deadline = Clock::now() + bound;
    for (const std::string &key : keys) {
      while (!contains(key)) {
        if (Clock::now() >= deadline)
          throw TimeoutError("store: timed out after " +
                             std::to_string(bound.count()) +
                             " ms waiting for key '" + prefix + key + "'");
        sleepUntilNextPoll(deadline);
      }
    }
  }
  bool contains(const std::string &key) override {
    return base.contains(prefix + key);
  }

private:
  BaseStore base;
  std::string prefix;
  std::chrono::milliseconds timeout;
};

struct OpenStore {
  /// Held while opening, which may wait for a server: only this entry waits.
  std::mutex mutex;
  BaseStore base;
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
                            BaseStore &base) {
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
    auto store = std::make_shared<WriteOnceFileStore>(path);
    base.contains = [store](const std::string &key) {
      return store->contains(key);
    };
    base.store = std::move(store);
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
    auto store =
        std::make_shared<TcpStore>(host, port, /*serve=*/rank == 0, timeout);
    base.contains = [store](const std::string &key) {
      return store->contains(key);
    };
    base.store = std::move(store);
    return TPFUSE_SUCCESS;
  }
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
              "store '" + uri + "': expected file:DIR or tcp://HOST:PORT");
}
} // namespace

tpfuse_status
tpfuse::runtime::openStore(const std::string &uri, int rank,
                           std::chrono::milliseconds timeout,
                           std::unique_ptr<RendezvousStore> &store) {
  StoreCache &cache = storeCache();
  OpenStore *open;
  {
    std::lock_guard<std::mutex> lock(cache.mutex);
    open = &cache.stores[{uri, rank}];
  }
  std::lock_guard<std::mutex> lock(open->mutex);
  if (!open->base.store)
    if (tpfuse_status status = openBaseStore(uri, rank, timeout, open->base))
      return status;
  std::string prefix =
      "tpfuse/" + std::to_string(open->communicatorsCreated++) + "/";
  store = std::make_unique<NamespacedStore>(open->base, prefix, timeout);
  return TPFUSE_SUCCESS;
}

namespace {
constexpr const char kMemberPrefix[] = "members/";
constexpr const char kConflictKey[] = "members/conflict";

std::vector<char> bytesOf(const std::string &text) {
  return std::vector<char>(text.begin(), text.end());
}

/// What a rank records: its world size and a number drawn for this claim,
/// which tells two callers claiming the same rank apart.
struct Claim {
  long long worldSize = -1;
  unsigned long long nonce = 0;

  std::string text() const {
    return std::to_string(worldSize) + " " + std::to_string(nonce);
  }
  static bool parse(const std::vector<char> &bytes, Claim &claim) {
    std::string text(bytes.begin(), bytes.end());
    return std::sscanf(text.c_str(), "%lld %llu", &claim.worldSize,
                       &claim.nonce) == 2;
  }
};

unsigned long long drawNonce() {
  std::random_device device;
  std::seed_seq seed{
      device(), device(),
      static_cast<unsigned>(Clock::now().time_since_epoch().count()),
      static_cast<unsigned>(
          std::hash<std::thread::id>{}(std::this_thread::get_id()))};
  std::mt19937_64 generator(seed);
  return generator();
}

std::string memberKey(int rank) { return kMemberPrefix + std::to_string(rank); }

/// The ranks in 0 .. seen.size() - 1 not seen, for a message.
std::string missingRanks(const std::vector<bool> &seen) {
  std::string text;
  int count = 0;
  for (size_t k = 0; k < seen.size(); ++k) {
    if (seen[k])
      continue;
    if (count++ == 8) {
      text += ", ...";
      break;
    }
    text += (text.empty() ? "" : ", ") + std::to_string(k);
  }
  return (count == 1 ? "rank " : "ranks ") + text;
}
} // namespace

tpfuse_status tpfuse::runtime::checkMembership(RendezvousStore &store, int rank,
                                               int worldSize,
                                               Clock::time_point deadline) {
  // The file store publishes a key once (a second set throws); the TCP
  // store overwrites it. Either way the first conflict recorded stands.
  auto conflict = [&](const std::string &message) {
    try {
      if (!store.contains(kConflictKey))
        store.set(kConflictKey, bytesOf(message));
    } catch (const std::exception &) {
      // Another rank recorded its conflict first; this one is reported here.
    }
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, message);
  };
  std::string duplicate =
      "two ranks claim rank " + std::to_string(rank) + " of world size " +
      std::to_string(worldSize) +
      " (with a file: store, an earlier job's keys left in its directory "
      "look the same: use a fresh directory for each job)";

  Claim mine{worldSize, drawNonce()};
  if (store.contains(memberKey(rank)))
    return conflict(duplicate);
  try {
    store.set(memberKey(rank), bytesOf(mine.text()));
  } catch (const std::exception &) {
    if (!store.contains(memberKey(rank)))
      throw;
    return conflict(duplicate); // claimed by another since the check
  }

  std::vector<bool> seen(static_cast<size_t>(worldSize), false);
  int seenCount = 0;
  while (true) {
    // Other ranks' records are read once; this rank's own at every look,
    // since a second claimant may overwrite it at any time.
    for (int k = 0; k < worldSize; ++k) {
      if ((seen[k] && k != rank) || !store.contains(memberKey(k)))
        continue;
      Claim claim;
      if (!Claim::parse(store.get(memberKey(k)), claim))
        return conflict("rank " + std::to_string(k) +
                        " left an unreadable record in the store; is it "
                        "another program's?");
      if (claim.worldSize != worldSize)
        return conflict(
            "rank " + std::to_string(k) + " says the world size is " +
            std::to_string(claim.worldSize) + "; rank " + std::to_string(rank) +
            " says " + std::to_string(worldSize));
      if (k == rank && claim.nonce != mine.nonce)
        return conflict(duplicate);
      if (!seen[k]) {
        seen[k] = true;
        ++seenCount;
      }
    }
    // A world whose members all agree forms even if a caller outside it
    // (a rank >= worldSize of another world size, a claimant that lost its
    // rank) has found a conflict; one that cannot form reports it.
    if (seenCount == worldSize)
      return TPFUSE_SUCCESS;
    if (store.contains(kConflictKey)) {
      std::vector<char> message = store.get(kConflictKey);
      return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                  std::string(message.begin(), message.end()));
    }
    if (Clock::now() >= deadline)
      return fail(TPFUSE_ERROR_TIMEOUT,
                  missingRanks(seen) + " of world size " +
                      std::to_string(worldSize) +
                      " never joined the rendezvous (rank " +
                      std::to_string(rank) + " waited until its timeout)");
    sleepUntilNextPoll(deadline);
  }
}
