//===- TcpStore.h - Key-value rendezvous store over TCP ---------*- C++ -*-===//
//
// Gloo (Debian's 2022 snapshot) ships file, hash and Redis stores but no TCP
// store, which torchrun-style launches need: rank 0 serves a small in-memory
// map, every rank (rank 0 included) is a client. Values are written once
// during setup, so the protocol is just SET and CHECK/GET; waiting is polling
// with a deadline, which keeps the server stateless per request.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_TCPSTORE_H
#define TPFUSE_RUNTIME_TCPSTORE_H

#include <gloo/rendezvous/store.h>

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace tpfuse::runtime {

class TcpStoreServer;

/// A gloo::rendezvous::Store over TCP. `timeout` bounds connecting, each
/// socket operation and waits that name no timeout. Thread-safe. Methods
/// throw TimeoutError or CommunicationError.
class TcpStore final : public gloo::rendezvous::Store {
public:
  /// Connects to HOST:PORT, retrying until `timeout`; if `serve`, first
  /// starts the server there (rank 0).
  TcpStore(const std::string &host, int port, bool serve,
           std::chrono::milliseconds timeout);
  ~TcpStore() override;

  void set(const std::string &key, const std::vector<char> &data) override;
  std::vector<char> get(const std::string &key) override;
  void wait(const std::vector<std::string> &keys) override;
  void wait(const std::vector<std::string> &keys,
            const std::chrono::milliseconds &timeout) override;

  /// Whether `key` is set, without waiting.
  bool contains(const std::string &key);

private:
  std::unique_ptr<TcpStoreServer> server;
  /// One request/reply exchange at a time on the socket.
  std::mutex requestMutex;
  int socketFd = -1;
  std::chrono::milliseconds timeout;
};

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_TCPSTORE_H
