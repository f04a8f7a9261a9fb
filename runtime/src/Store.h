//===- Store.h - Rendezvous stores named by a URI ---------------*- C++ -*-===//
//
// Ranks exchange setup data (Gloo addresses, the NCCL unique id) through a
// gloo::rendezvous::Store: "file:DIR" (Gloo's FileStore) or
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

/// The store `uri` as seen by `rank`, in the key namespace of this rank's
/// next communicator; every wait on it is bounded by `timeout`. Returns
/// TPFUSE_ERROR_INVALID_ARGUMENT for a malformed URI and throws for I/O
/// failures (see Status.h).
tpfuse_status openStore(const std::string &uri, int rank,
                        std::chrono::milliseconds timeout,
                        std::unique_ptr<gloo::rendezvous::Store> &store);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_STORE_H
