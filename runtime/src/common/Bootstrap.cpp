//===- Bootstrap.cpp - Launch conventions read from the environment -------===//

#include "common/Bootstrap.h"

#include "common/Status.h"

#include <cerrno>
#include <climits>
#include <cstdlib>

using namespace tpfuse::runtime;

namespace {
/// torchrun's agent (or init_process_group's rank 0) already serves its own
/// store on MASTER_PORT, so tpfuse's store takes the next port.
constexpr int kMasterPortOffset = 1;

const char *firstSet(const char *name, const char *fallback) {
  if (const char *value = std::getenv(name))
    return value;
  return fallback ? std::getenv(fallback) : nullptr;
}

/// Parses the first of `name`, `fallback` that is set as an integer in
/// [minimum, maximum]. `found` tells whether either was set.
tpfuse_status readInteger(const char *name, const char *fallback, long minimum,
                          long maximum, bool &found, long &value) {
  const char *text = firstSet(name, fallback);
  found = text != nullptr;
  if (!found)
    return TPFUSE_SUCCESS;
  const char *which = std::getenv(name) ? name : fallback;
  errno = 0;
  char *end = nullptr;
  value = std::strtol(text, &end, 10);
  if (*text == '\0' || *end != '\0' || errno != 0 || value < minimum ||
      value > maximum)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string(which) + "='" + text + "' must be an integer in [" +
                    std::to_string(minimum) + ", " + std::to_string(maximum) +
                    "]");
  return TPFUSE_SUCCESS;
}

/// readInteger for a variable that must be set.
tpfuse_status readRequiredInteger(const char *name, const char *fallback,
                                  long minimum, long maximum, long &value) {
  bool found;
  if (tpfuse_status status =
          readInteger(name, fallback, minimum, maximum, found, value))
    return status;
  if (!found)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, std::string("neither ") + name +
                                                   " nor " + fallback +
                                                   " is set");
  return TPFUSE_SUCCESS;
}
} // namespace

tpfuse_status
tpfuse::runtime::readLaunchEnvironment(LaunchEnvironment &environment) {
  long value;
  if (tpfuse_status status = readRequiredInteger(
          "WORLD_SIZE", "OMPI_COMM_WORLD_SIZE", 1, INT_MAX, value))
    return status;
  environment.worldSize = static_cast<int>(value);

  if (tpfuse_status status = readRequiredInteger(
          "RANK", "OMPI_COMM_WORLD_RANK", 0, environment.worldSize - 1, value))
    return status;
  environment.rank = static_cast<int>(value);

  bool found;
  if (tpfuse_status status =
          readInteger("LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_RANK", 0,
                      environment.worldSize - 1, found, value))
    return status;
  environment.localRank = found ? static_cast<int>(value) : environment.rank;

  if (const char *store = std::getenv("TPFUSE_STORE")) {
    environment.store = store;
    return TPFUSE_SUCCESS;
  }
  if (tpfuse_status status = readInteger(
          "MASTER_PORT", nullptr, 1, 65535 - kMasterPortOffset, found, value))
    return status;
  if (!found)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "no rendezvous: set TPFUSE_STORE (file:DIR or "
                "tcp://HOST:PORT) or MASTER_PORT");
  const char *host = std::getenv("MASTER_ADDR");
  environment.store = std::string("tcp://") +
                      (host && *host ? host : "127.0.0.1") + ":" +
                      std::to_string(value + kMasterPortOffset);
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::readForceDeclineVariable(bool &forceDecline) {
  const char *text = std::getenv("TPFUSE_FORCE_DECLINE");
  std::string value = text ? text : "";
  if (value.empty() || value == "0") {
    forceDecline = false;
    return TPFUSE_SUCCESS;
  }
  if (value == "1") {
    forceDecline = true;
    return TPFUSE_SUCCESS;
  }
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
              "TPFUSE_FORCE_DECLINE='" + value + "' must be 0 or 1");
}
