//===- FileStore.cpp - Write-once rendezvous store in a directory ---------===//

#include "store/FileStore.h"

#include "common/Status.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <random>

using namespace tpfuse::runtime;

namespace {
std::string errnoText(const std::string &what, const std::string &path) {
  return "file store: " + what + " '" + path + "': " + std::strerror(errno);
}

/// A name no other writer, in this process or another, picks for its
/// temporary file: Gloo's hidden-file convention plus pid, a per-process
/// counter and a random number (pids repeat across hosts sharing the
/// directory).
std::string uniqueSuffix() {
  static std::atomic<unsigned long long> counter{0};
  static const unsigned long long salt = [] {
    std::random_device device;
    return (static_cast<unsigned long long>(device()) << 32) ^ device();
  }();
  return std::to_string(getpid()) + "." + std::to_string(counter++) + "." +
         std::to_string(salt);
}

/// Writes all of `data` to a new file `path`.
void writeNewFile(const std::string &path, const std::vector<char> &data) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0)
    throw CommunicationError(errnoText("cannot create", path));
  size_t written = 0;
  while (written < data.size()) {
    ssize_t n = ::write(fd, data.data() + written, data.size() - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      std::string message = errnoText("cannot write", path);
      ::close(fd);
      ::unlink(path.c_str());
      throw CommunicationError(message);
    }
    written += static_cast<size_t>(n);
  }
  if (::close(fd) != 0) {
    std::string message = errnoText("cannot write", path);
    ::unlink(path.c_str());
    throw CommunicationError(message);
  }
}
} // namespace

void WriteOnceFileStore::set(const std::string &key,
                             const std::vector<char> &data) {
  std::string path = objectPath(key);
  std::string temporary = tmpPath(key) + "." + uniqueSuffix();
  writeNewFile(temporary, data);
  int linked = ::link(temporary.c_str(), path.c_str());
  int linkError = errno;
  ::unlink(temporary.c_str());
  // Unlike Gloo's set, this does not append to keyFilePaths_: nothing here
  // reads it, and threads sharing one store would race on it.
  if (linked == 0)
    return;
  errno = linkError;
  if (linkError == EEXIST)
    throw KeyAlreadySetError("file store: key '" + key + "' is already set");
  throw CommunicationError(errnoText("cannot publish", path));
}

std::vector<char> WriteOnceFileStore::get(const std::string &key) {
  wait({key});
  std::string path = objectPath(key);
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    throw CommunicationError(errnoText("cannot open", path));
  std::vector<char> value;
  char chunk[4096];
  while (true) {
    ssize_t n = ::read(fd, chunk, sizeof(chunk));
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0) {
      std::string message = errnoText("cannot read", path);
      ::close(fd);
      throw CommunicationError(message);
    }
    if (n == 0)
      break;
    value.insert(value.end(), chunk, chunk + n);
  }
  ::close(fd);
  return value;
}

bool WriteOnceFileStore::contains(const std::string &key) {
  std::string path = objectPath(key);
  if (::access(path.c_str(), F_OK) == 0)
    return true;
  if (errno == ENOENT)
    return false;
  throw CommunicationError(errnoText("cannot look up", path));
}
