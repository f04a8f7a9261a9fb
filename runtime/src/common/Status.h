//===- Status.h - Status codes and the thread-local last error --*- C++ -*-===//
//
// Every C entry point reports failure as a tpfuse_status plus a message that
// tpfuse_last_error_message() returns. Internally, functions return the
// status they got from `fail` and leave the message in place; exceptions from
// libraries are turned into a status at the C boundary by
// `statusFromCurrentException`.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_STATUS_H
#define TPFUSE_RUNTIME_STATUS_H

#include "tpfuse/runtime.h"

#include <stdexcept>
#include <string>

namespace tpfuse::runtime {

/// Records `message` as this thread's last error and returns `status`.
tpfuse_status fail(tpfuse_status status, std::string message);

/// Forgets this thread's last error (a call succeeded).
void clearLastError();

/// The message recorded by the last `fail` on this thread.
const char *lastErrorMessage();

/// Thrown by our own code for a bounded wait that expired.
class TimeoutError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Thrown by our own code when talking to a peer failed (sockets, files).
class CommunicationError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Maps the exception being handled (call only inside a catch block) to a
/// status and records its message, prefixed by `context`.
tpfuse_status statusFromCurrentException(const char *context);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_STATUS_H
