//===- Status.cpp - Status codes and the thread-local last error ----------===//

#include "common/Status.h"

#include <gloo/common/error.h>

#include <cctype>
#include <new>

using namespace tpfuse::runtime;

namespace {
thread_local std::string lastError;

/// Gloo reports its expired waits as IoException whose text says so
/// ("Timed out ...", "Wait timeout ..."); it has no timeout type of its own.
bool mentionsTimeout(const char *text) {
  std::string lower(text);
  for (char &c : lower)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return lower.find("timed out") != std::string::npos ||
         lower.find("timeout") != std::string::npos;
}
} // namespace

tpfuse_status tpfuse::runtime::fail(tpfuse_status status, std::string message) {
  lastError = std::move(message);
  return status;
}

void tpfuse::runtime::clearLastError() { lastError.clear(); }

const char *tpfuse::runtime::lastErrorMessage() { return lastError.c_str(); }

tpfuse_status tpfuse::runtime::statusFromCurrentException(const char *context) {
  std::string prefix = std::string(context) + ": ";
  try {
    throw;
  } catch (const TimeoutError &error) {
    return fail(TPFUSE_ERROR_TIMEOUT, prefix + error.what());
  } catch (const CommunicationError &error) {
    return fail(TPFUSE_ERROR_BACKEND, prefix + error.what());
  } catch (const gloo::IoException &error) {
    return fail(mentionsTimeout(error.what()) ? TPFUSE_ERROR_TIMEOUT
                                              : TPFUSE_ERROR_BACKEND,
                prefix + error.what());
  } catch (const gloo::Exception &error) {
    return fail(TPFUSE_ERROR_BACKEND, prefix + error.what());
  } catch (const std::bad_alloc &) {
    return fail(TPFUSE_ERROR_BACKEND, prefix + "out of host memory");
  } catch (const std::exception &error) {
    return fail(TPFUSE_ERROR_INTERNAL, prefix + error.what());
  } catch (...) {
    return fail(TPFUSE_ERROR_INTERNAL, prefix + "unknown exception");
  }
}
