//===- CudaBackendAsyncError.cpp - The kernels' sticky error on the host --===//
//
// The host side of the asynchronous error protocol (LamportProtocol.cuh has
// the device side): a fused kernel that times out, or sees the ranks' call
// shapes differ, records an error word in every rank's control block and
// mirrors it into this rank's pinned host word, which every backend entry
// reads first. Here the word becomes a status with a message.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"

#include <cstdio>
#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

const char *waitName(uint32_t wait) {
  switch (wait) {
  case kWaitCallShape:
    return "its call shape";
  case kWaitPartial:
    return "its partial sum";
  case kWaitReducedSum:
    return "its reduced sum";
  default:
    return "data";
  }
}

std::string milliseconds(uint64_t nanoseconds) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.3f ms", double(nanoseconds) / 1e6);
  return text;
}

/// What the report says about the wait that expired, or nothing if the
/// thread that gave up had not written it (yet).
std::string timeoutDetails(const volatile HostErrorReport &report) {
  if (report.wait == kWaitNone)
    return "";
  return ": block " + std::to_string(report.block) + " thread " +
         std::to_string(report.thread) + " waited for " +
         waitName(report.wait) + " on buffer " +
         std::to_string(report.rotation) + " for " +
         milliseconds(report.waitedNs) + " (" +
         std::to_string(report.waitedCycles) + " SM cycles) after " +
         std::to_string(report.callsDone) +
         " fused calls, when the peer had completed " +
         std::to_string(report.peerCallsDone) + " and was on buffer " +
         std::to_string(report.peerRotation);
}

} // namespace

tpfuse_status CudaBackendImpl::asyncError() {
  const volatile HostErrorReport &report = *hostError;
  const uint32_t word = report.word;
  if (word == 0)
    return TPFUSE_SUCCESS;
  const std::string ranks = "rank " + std::to_string(asyncErrorRank(word)) +
                            " and rank " + std::to_string(asyncErrorPeer(word));
  if (asyncErrorKind(word) == kErrorShapeMismatch ||
      asyncErrorKind(word) == kErrorPeerMismatch)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "the fused calls of " + ranks +
                    " disagree in tokens, hidden size, dtype or algorithm "
                    "(seen by rank " +
                    std::to_string(asyncErrorRank(word)) +
                    "); the communicator is unusable");
  const std::string waitedFor =
      "rank " + std::to_string(asyncErrorPeer(word)) + " (spin bound " +
      std::to_string(options.spinTimeout.count()) + " ms)";
  if (asyncErrorKind(word) == kErrorTimeout)
    return fail(TPFUSE_ERROR_TIMEOUT, "a fused kernel on rank " +
                                          std::to_string(asyncErrorRank(word)) +
                                          " timed out waiting for " +
                                          waitedFor + timeoutDetails(report) +
                                          "; the communicator is unusable");
  return fail(TPFUSE_ERROR_TIMEOUT,
              "rank " + std::to_string(asyncErrorRank(word)) +
                  " timed out in a fused kernel waiting for " + waitedFor +
                  " and aborted the protocol; the communicator is unusable");
}
