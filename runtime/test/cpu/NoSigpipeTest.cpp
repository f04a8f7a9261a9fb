//===- NoSigpipeTest.cpp - Writes to a vanished peer fail, not kill -------===//
//
// Without the guard, each write below to a socket whose peer is closed would
// kill this test process with SIGPIPE. So did, before the CPU backend used
// it, TimeoutTest.AfterATimeoutTheCommunicatorRefusesCollectives about once
// in 40 runs on a loaded machine (its surviving rank writing while its peer
// destroyed the communicator; 0 in 50 with the guard).
//
//===----------------------------------------------------------------------===//

#include "cpu/NoSigpipe.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <ctime>
#include <pthread.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <thread>
#include <unistd.h>

using tpfuse::runtime::NoSigpipe;

namespace {

/// A connected socket whose peer is closed.
int brokenSocket() {
  int ends[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, ends) != 0)
    return -1;
  close(ends[1]);
  return ends[0];
}

/// What writev(2), as Gloo writes, gives on `fd`: its errno, or 0.
int writeOnce(int fd) {
  char byte = 1;
  iovec vector{&byte, 1};
  return writev(fd, &vector, 1) < 0 ? errno : 0;
}

bool sigpipeBlocked() {
  sigset_t mask;
  pthread_sigmask(SIG_SETMASK, nullptr, &mask);
  return sigismember(&mask, SIGPIPE) == 1;
}

bool sigpipePending() {
  sigset_t pending;
  sigpending(&pending);
  return sigismember(&pending, SIGPIPE) == 1;
}

TEST(NoSigpipeTest, AWriteToAVanishedPeerFailsWithEpipe) {
  int fd = brokenSocket();
  ASSERT_GE(fd, 0);
  ASSERT_FALSE(sigpipeBlocked());
  {
    NoSigpipe guard;
    EXPECT_TRUE(sigpipeBlocked());
    EXPECT_EQ(writeOnce(fd), EPIPE);
  }
  EXPECT_FALSE(sigpipePending()) << "the raised SIGPIPE is discarded";
  EXPECT_FALSE(sigpipeBlocked()) << "the mask is restored";
  close(fd);
}

TEST(NoSigpipeTest, ThreadsStartedMeanwhileInheritIt) {
  int fd = brokenSocket();
  ASSERT_GE(fd, 0);
  int result = 0;
  std::thread writer;
  {
    NoSigpipe guard;
    // Like Gloo's I/O loop, started while the communicator is created.
    writer = std::thread([&] { result = writeOnce(fd); });
  }
  writer.join();
  EXPECT_EQ(result, EPIPE);
  close(fd);
}

TEST(NoSigpipeTest, TheApplicationsOwnPendingSigpipeIsLeftAlone) {
  sigset_t sigpipe;
  sigemptyset(&sigpipe);
  sigaddset(&sigpipe, SIGPIPE);
  sigset_t original;
  ASSERT_EQ(pthread_sigmask(SIG_BLOCK, &sigpipe, &original), 0);
  ASSERT_EQ(pthread_kill(pthread_self(), SIGPIPE), 0);
  ASSERT_TRUE(sigpipePending());
  {
    NoSigpipe guard;
  }
  EXPECT_TRUE(sigpipePending());
  EXPECT_TRUE(sigpipeBlocked()) << "blocked before, blocked after";
  timespec now{0, 0};
  EXPECT_EQ(sigtimedwait(&sigpipe, nullptr, &now), SIGPIPE);
  pthread_sigmask(SIG_SETMASK, &original, nullptr);
}

} // namespace
