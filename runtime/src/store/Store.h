//===- Store.h - Rendezvous stores named by a URI ---------------*- C++ -*-===//
//
// Ranks exchange setup data (Gloo addresses, the NCCL unique id) through a
// gloo::rendezvous::Store: "file:DIR" (WriteOnceFileStore) or
// "tcp://HOST:PORT" (TcpStore, served by rank 0).
//
// A process opens each (URI, rank) once and keeps it for its lifetime, so
// rank 0 keeps serving a TCP store after a communicator is created: a peer
// that races ahead to create the next communicator must not find the server
// gone. Each creation sees its own key namespace, numbered by how many
// communicators this rank created through the URI before; ranks create
// communicators in the same order (creation is a collective), so the numbers
// agree and stale keys of an earlier communicator are never read.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_STORE_H
#define TPFUSE_RUNTIME_STORE_H

#include "tpfuse/runtime.h"

#include <gloo/rendezvous/store.h>

#include <chrono>
#include <memory>
#include <string>

namespace tpfuse::runtime {

/// One communicator's view of a rendezvous store. Every wait, including the
/// one before a get, is bounded by the creation's timeout, to the
/// millisecond (Gloo's FileStore alone counts whole seconds).
class RendezvousStore : public gloo::rendezvous::Store {
public:
  /// Whether `key` is set, without waiting.
  virtual bool contains(const std::string &key) = 0;
};

/// The store `uri` as seen by `rank`, in the key namespace of this rank's
/// next communicator; every wait on it is bounded by `timeout`. Returns
/// TPFUSE_ERROR_INVALID_ARGUMENT for a malformed URI and throws for I/O
/// failures (see Status.h).
tpfuse_status openStore(const std::string &uri, int rank,
                        std::chrono::milliseconds timeout,
                        std::unique_ptr<RendezvousStore> &store);

/// The first step of a creation: each rank records its rank and world size
/// in `store` and waits until ranks 0 .. worldSize - 1 have all done so,
/// until `deadline`. Ranks that disagree on the world size, or two callers
/// that claim the same rank, give TPFUSE_ERROR_INVALID_ARGUMENT naming the
/// mismatch on the rank that finds it, which also records it in the store,
/// so every rank still waiting reports it too instead of waiting for its
/// timeout. A rank missing at the deadline gives TPFUSE_ERROR_TIMEOUT
/// naming the ranks that never came. Throws for I/O failures.
tpfuse_status checkMembership(RendezvousStore &store, int rank, int worldSize,
                              std::chrono::steady_clock::time_point deadline);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_STORE_H
