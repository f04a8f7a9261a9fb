//===- NoSigpipe.h - Writes to a vanished peer fail, not kill ---*- C++ -*-===//
//
// Gloo's TCP transport writes with writev(2), which cannot ask for
// MSG_NOSIGNAL: a write to a peer that has gone (a rank that timed out and
// destroyed its communicator) raises SIGPIPE, whose default action kills the
// process. The signal's disposition belongs to the application, so the
// runtime does not change it; it blocks SIGPIPE in the calling thread while
// Gloo runs there (the write then fails with EPIPE, which Gloo reports as an
// error we return), and threads Gloo starts meanwhile, its I/O loop, inherit
// the blocked signal.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CPU_NOSIGPIPE_H
#define TPFUSE_RUNTIME_CPU_NOSIGPIPE_H

#include <csignal>

namespace tpfuse::runtime {

/// While alive, SIGPIPE is blocked in this thread; on destruction a SIGPIPE
/// raised meanwhile is discarded (one already pending is left alone) and the
/// thread's signal mask restored.
class NoSigpipe {
public:
  NoSigpipe();
  ~NoSigpipe();
  NoSigpipe(const NoSigpipe &) = delete;
  NoSigpipe &operator=(const NoSigpipe &) = delete;

private:
  sigset_t previousMask;
  bool blocked = false;
  bool wasPending = false;
};

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_CPU_NOSIGPIPE_H
