//===- FreePort.h - A TCP port nobody listens on --------------*- C++ -*-===//

#ifndef TPFUSE_TOOLS_TPFUSE_LAUNCH_FREEPORT_H
#define TPFUSE_TOOLS_TPFUSE_LAUNCH_FREEPORT_H

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace tpfuse {

/// A loopback port the kernel just handed out and released, or -1. Another
/// process could take it before the caller does: tpfuse-launch's TCP store
/// then fails to rendezvous (the file store avoids the race), and tests
/// accept it.
inline int freeLoopbackPort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0)
    return -1;
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = 0;
  socklen_t length = sizeof(address);
  int port = -1;
  if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) ==
          0 &&
      ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
    port = ntohs(address.sin_port);
  ::close(fd);
  return port;
}

} // namespace tpfuse

#endif // TPFUSE_TOOLS_TPFUSE_LAUNCH_FREEPORT_H
