//===- TcpStore.cpp - Key-value rendezvous store over TCP -----------------===//
//
// Wire format, all integers little-endian uint32:
//   request  'S' keyLen key valueLen value  -> reply 1
//   request  'C' keyLen key                 -> reply 1 if present, else 0
//   request  'G' keyLen key                 -> reply 1 valueLen value, or 0
//
//===----------------------------------------------------------------------===//

#include "store/TcpStore.h"

#include "common/Status.h"

#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>

using namespace tpfuse::runtime;

namespace {
using Clock = std::chrono::steady_clock;

constexpr uint32_t kMaxKeyBytes = 4096;
constexpr uint32_t kMaxValueBytes = 64u << 20;
constexpr std::chrono::milliseconds kPollInterval(10);

std::string errnoText(const std::string &what) {
  return "tcp store: " + what + ": " + std::strerror(errno);
}

/// Reads exactly `size` bytes; false on orderly shutdown by the peer.
/// A socket receive timeout surfaces as TimeoutError.
bool readAll(int fd, void *data, size_t size) {
  auto *bytes = static_cast<char *>(data);
  while (size > 0) {
    ssize_t n = ::recv(fd, bytes, size, 0);
    if (n == 0)
      return false;
    if (n < 0) {
      if (errno == EINTR)
        continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK)
        throw TimeoutError("tcp store: timed out waiting for a reply");
      throw CommunicationError(errnoText("recv"));
    }
    bytes += n;
    size -= static_cast<size_t>(n);
  }
  return true;
}

void writeAll(int fd, const void *data, size_t size) {
  const auto *bytes = static_cast<const char *>(data);
  while (size > 0) {
    // MSG_NOSIGNAL: a vanished peer must be an error, not SIGPIPE.
    ssize_t n = ::send(fd, bytes, size, MSG_NOSIGNAL);
    if (n < 0) {
      if (errno == EINTR)
        continue;
      if (errno == EAGAIN || errno == EWOULDBLOCK)
        throw TimeoutError("tcp store: timed out sending a request");
      throw CommunicationError(errnoText("send"));
    }
    bytes += n;
    size -= static_cast<size_t>(n);
  }
}

void appendUint32(std::vector<char> &buffer, uint32_t value) {
  for (int i = 0; i < 4; ++i)
    buffer.push_back(static_cast<char>((value >> (8 * i)) & 0xffu));
}

uint32_t decodeUint32(const unsigned char bytes[4]) {
  return static_cast<uint32_t>(bytes[0]) |
         static_cast<uint32_t>(bytes[1]) << 8 |
         static_cast<uint32_t>(bytes[2]) << 16 |
         static_cast<uint32_t>(bytes[3]) << 24;
}

bool readUint32(int fd, uint32_t &value) {
  unsigned char bytes[4];
  if (!readAll(fd, bytes, sizeof(bytes)))
    return false;
  value = decodeUint32(bytes);
  return true;
}

/// Reads a length-prefixed string of at most `limit` bytes.
bool readBlob(int fd, uint32_t limit, std::vector<char> &blob) {
  uint32_t size;
  if (!readUint32(fd, size))
    return false;
  if (size > limit)
    throw CommunicationError("tcp store: oversized message");
  blob.resize(size);
  return readAll(fd, blob.data(), size);
}

struct AddressList {
  addrinfo *head = nullptr;
  ~AddressList() {
    if (head)
      ::freeaddrinfo(head);
  }
};

void resolve(const std::string &host, int port, bool passive,
             AddressList &list) {
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  hints.ai_flags = passive ? AI_PASSIVE : 0;
  std::string service = std::to_string(port);
  int rc = ::getaddrinfo(host.c_str(), service.c_str(), &hints, &list.head);
  if (rc != 0)
    throw CommunicationError("tcp store: cannot resolve " + host + ": " +
                             ::gai_strerror(rc));
}
} // namespace

namespace tpfuse::runtime {

/// Rank 0's map, one thread per client connection. Clients are few (one per
/// rank) and short-lived (setup only), so blocking threads are simplest.
class TcpStoreServer {
public:
  TcpStoreServer(const std::string &host, int port) {
    AddressList addresses;
    resolve(host, port, /*passive=*/true, addresses);
    const addrinfo *address = addresses.head;
    listenFd = ::socket(address->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listenFd < 0)
      throw CommunicationError(errnoText("socket"));
    int one = 1;
    // A restarted job must be able to reuse the port while old connections
    // sit in TIME_WAIT.
    ::setsockopt(listenFd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
    if (::bind(listenFd, address->ai_addr, address->ai_addrlen) != 0 ||
        ::listen(listenFd, SOMAXCONN) != 0) {
      bool inUse = errno == EADDRINUSE;
      std::string message =
          errnoText("cannot listen on " + host + ":" + std::to_string(port));
      if (inUse)
        message += " (rank 0 serves the store there: is another rank 0, or "
                   "another job, using the port?)";
      ::close(listenFd);
      throw CommunicationError(message);
    }
    acceptThread = std::thread([this] { acceptConnections(); });
  }

  ~TcpStoreServer() {
    {
      std::lock_guard<std::mutex> lock(mutex);
      stopping = true;
      // shutdown() wakes the threads blocked in accept()/recv().
      ::shutdown(listenFd, SHUT_RDWR);
      for (int fd : connectionFds)
        ::shutdown(fd, SHUT_RDWR);
    }
    acceptThread.join();
    for (std::thread &thread : connectionThreads)
      thread.join();
    for (int fd : connectionFds)
      ::close(fd);
    ::close(listenFd);
  }

private:
  void acceptConnections() {
    while (true) {
      int fd = ::accept4(listenFd, nullptr, nullptr, SOCK_CLOEXEC);
      std::lock_guard<std::mutex> lock(mutex);
      if (stopping) {
        if (fd >= 0)
          ::close(fd);
        return;
      }
      if (fd < 0)
        continue;
      connectionFds.push_back(fd);
      connectionThreads.emplace_back([this, fd] { serveConnection(fd); });
    }
  }

  void serveConnection(int fd) {
    try {
      while (answerRequest(fd)) {
      }
    } catch (const std::exception &) {
      // A broken client only loses its own connection; it sees the error.
    }
  }

  /// False when the client closed the connection.
  bool answerRequest(int fd) {
    char op;
    std::vector<char> key;
    if (!readAll(fd, &op, 1) || !readBlob(fd, kMaxKeyBytes, key))
      return false;
    std::string name(key.begin(), key.end());
    std::vector<char> reply;
    if (op == 'S') {
      std::vector<char> value;
      if (!readBlob(fd, kMaxValueBytes, value))
        return false;
      std::lock_guard<std::mutex> lock(mutex);
      values[name] = std::move(value);
      reply.push_back(1);
    } else if (op == 'C' || op == 'G') {
      std::lock_guard<std::mutex> lock(mutex);
      auto it = values.find(name);
      reply.push_back(it != values.end() ? 1 : 0);
      if (op == 'G' && it != values.end()) {
        appendUint32(reply, static_cast<uint32_t>(it->second.size()));
        reply.insert(reply.end(), it->second.begin(), it->second.end());
      }
    } else {
      return false;
    }
    writeAll(fd, reply.data(), reply.size());
    return true;
  }

  int listenFd = -1;
  std::thread acceptThread;
  std::mutex mutex;
  bool stopping = false;
  std::map<std::string, std::vector<char>> values;
  std::vector<int> connectionFds;
  std::vector<std::thread> connectionThreads;
};

} // namespace tpfuse::runtime

TcpStore::TcpStore(const std::string &host, int port, bool serve,
                   std::chrono::milliseconds timeout)
    : timeout(timeout) {
  if (serve)
    server = std::make_unique<TcpStoreServer>(host, port);

  AddressList addresses;
  resolve(host, port, /*passive=*/false, addresses);
  const addrinfo *address = addresses.head;
  Clock::time_point deadline = Clock::now() + timeout;
  // The server may not be listening yet: retry until the deadline.
  while (true) {
    socketFd = ::socket(address->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (socketFd < 0)
      throw CommunicationError(errnoText("socket"));
    if (::connect(socketFd, address->ai_addr, address->ai_addrlen) == 0)
      break;
    int connectErrno = errno;
    ::close(socketFd);
    socketFd = -1;
    if (connectErrno != ECONNREFUSED && connectErrno != ETIMEDOUT &&
        connectErrno != EINTR) {
      errno = connectErrno;
      throw CommunicationError(
          errnoText("connect to " + host + ":" + std::to_string(port)));
    }
    if (Clock::now() >= deadline)
      throw TimeoutError("tcp store: no server at " + host + ":" +
                         std::to_string(port) + " after " +
                         std::to_string(timeout.count()) + " ms");
    std::this_thread::sleep_for(kPollInterval);
  }

  int one = 1;
  ::setsockopt(socketFd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
  // Bounds every recv/send, so a hung server cannot hang a client.
  timeval socketTimeout{};
  socketTimeout.tv_sec = static_cast<time_t>(timeout.count() / 1000);
  socketTimeout.tv_usec =
      static_cast<suseconds_t>(timeout.count() % 1000) * 1000;
  ::setsockopt(socketFd, SOL_SOCKET, SO_RCVTIMEO, &socketTimeout,
               sizeof(socketTimeout));
  ::setsockopt(socketFd, SOL_SOCKET, SO_SNDTIMEO, &socketTimeout,
               sizeof(socketTimeout));
}

TcpStore::~TcpStore() {
  if (socketFd >= 0)
    ::close(socketFd);
}

void TcpStore::set(const std::string &key, const std::vector<char> &data) {
  if (key.size() > kMaxKeyBytes || data.size() > kMaxValueBytes)
    throw CommunicationError("tcp store: key or value too large");
  std::vector<char> request{'S'};
  appendUint32(request, static_cast<uint32_t>(key.size()));
  request.insert(request.end(), key.begin(), key.end());
  appendUint32(request, static_cast<uint32_t>(data.size()));
  request.insert(request.end(), data.begin(), data.end());
  std::lock_guard<std::mutex> lock(requestMutex);
  writeAll(socketFd, request.data(), request.size());
  char ack;
  if (!readAll(socketFd, &ack, 1))
    throw CommunicationError("tcp store: server closed the connection");
}

bool TcpStore::contains(const std::string &key) {
  std::vector<char> request{'C'};
  appendUint32(request, static_cast<uint32_t>(key.size()));
  request.insert(request.end(), key.begin(), key.end());
  std::lock_guard<std::mutex> lock(requestMutex);
  writeAll(socketFd, request.data(), request.size());
  char present;
  if (!readAll(socketFd, &present, 1))
    throw CommunicationError("tcp store: server closed the connection");
  return present == 1;
}

std::vector<char> TcpStore::get(const std::string &key) {
  wait({key});
  std::vector<char> request{'G'};
  appendUint32(request, static_cast<uint32_t>(key.size()));
  request.insert(request.end(), key.begin(), key.end());
  std::lock_guard<std::mutex> lock(requestMutex);
  writeAll(socketFd, request.data(), request.size());
  char present;
  std::vector<char> value;
  if (!readAll(socketFd, &present, 1) || present != 1 ||
      !readBlob(socketFd, kMaxValueBytes, value))
    throw CommunicationError("tcp store: lost key '" + key + "'");
  return value;
}

void TcpStore::wait(const std::vector<std::string> &keys) {
  wait(keys, timeout);
}

void TcpStore::wait(const std::vector<std::string> &keys,
                    const std::chrono::milliseconds &waitTimeout) {
  Clock::time_point deadline = Clock::now() + waitTimeout;
  for (const std::string &key : keys) {
    while (!contains(key)) {
      if (Clock::now() >= deadline)
        throw TimeoutError("tcp store: timed out waiting for key '" + key +
                           "'");
      std::this_thread::sleep_for(kPollInterval);
    }
  }
}
