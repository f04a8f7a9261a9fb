//===- DeviceCodeError.cpp - First failure of the mgpu* functions ---------===//

#include "common/DeviceCodeError.h"

#include <cstdarg>
#include <cstdio>
#include <mutex>

using namespace tpfuse::runtime;

namespace {
struct KeptError {
  std::mutex mutex;
  tpfuse_status status = TPFUSE_SUCCESS;
  /// Fixed storage, so that recording cannot fail.
  char message[1024] = {};
};

/// Never destroyed: compiled code unloads its modules in global destructors,
/// which can run after this library's own static objects are gone.
KeptError &keptError() {
  static KeptError *kept = new KeptError;
  return *kept;
}
} // namespace

void tpfuse::runtime::recordDeviceCodeError(tpfuse_status status,
                                            const char *format, ...) {
  KeptError &kept = keptError();
  std::lock_guard<std::mutex> lock(kept.mutex);
  if (kept.status != TPFUSE_SUCCESS)
    return;
  va_list arguments;
  va_start(arguments, format);
  std::vsnprintf(kept.message, sizeof(kept.message), format, arguments);
  va_end(arguments);
  kept.status = status;
  std::fprintf(stderr, "tpfuse: %s\n", kept.message);
}

tpfuse_status tpfuse::runtime::takeDeviceCodeError(std::string &message) {
  KeptError &kept = keptError();
  std::lock_guard<std::mutex> lock(kept.mutex);
  tpfuse_status status = kept.status;
  message = kept.message;
  kept.status = TPFUSE_SUCCESS;
  kept.message[0] = '\0';
  return status;
}
