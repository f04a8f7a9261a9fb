//===- CommHandle.h - Opaque handles that survive destruction ---*- C++ -*-===//
//
// A tpfuse_comm* handed to users is never freed: destroying it only drops its
// Comm. Handle addresses are therefore never reused, so a destroyed handle is
// always recognised (TPFUSE_ERROR_DESTROYED) without touching freed memory,
// and a pointer that was never a handle is rejected without being read.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_COMMHANDLE_H
#define TPFUSE_RUNTIME_COMMHANDLE_H

#include "common/Comm.h"

#include <memory>

namespace tpfuse::runtime {

/// Publishes `comm` under a new handle.
tpfuse_comm *registerComm(std::unique_ptr<Comm> comm);

/// The live Comm of `handle`; it stays alive while `comm` is held, even if
/// another thread destroys the handle meanwhile.
tpfuse_status lookUpComm(const tpfuse_comm *handle, const char *entry,
                         std::shared_ptr<Comm> &comm);

/// Drops the Comm of `handle`; the handle itself stays known as destroyed.
tpfuse_status unregisterComm(tpfuse_comm *handle, const char *entry);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_COMMHANDLE_H
