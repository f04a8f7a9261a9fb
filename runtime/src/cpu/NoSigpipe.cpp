//===- NoSigpipe.cpp - Writes to a vanished peer fail, not kill -----------===//

#include "cpu/NoSigpipe.h"

#include <cerrno>
#include <ctime>
#include <pthread.h>

using namespace tpfuse::runtime;

namespace {
sigset_t onlySigpipe() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGPIPE);
  return set;
}

bool sigpipePending() {
  sigset_t pending;
  sigemptyset(&pending);
  return sigpending(&pending) == 0 && sigismember(&pending, SIGPIPE) == 1;
}
} // namespace

NoSigpipe::NoSigpipe() {
  wasPending = sigpipePending();
  sigset_t sigpipe = onlySigpipe();
  blocked = pthread_sigmask(SIG_BLOCK, &sigpipe, &previousMask) == 0;
}

NoSigpipe::~NoSigpipe() {
  if (!blocked)
    return;
  if (!wasPending && sigpipePending()) {
    sigset_t sigpipe = onlySigpipe();
    timespec now{0, 0};
    while (sigtimedwait(&sigpipe, nullptr, &now) < 0 && errno == EINTR) {
    }
  }
  pthread_sigmask(SIG_SETMASK, &previousMask, nullptr);
}
