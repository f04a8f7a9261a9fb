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

#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

tpfuse_status CudaBackendImpl::asyncError() {
  const uint32_t word = *static_cast<volatile uint32_t *>(hostError);
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
                                          waitedFor +
                                          "; the communicator is unusable");
  return fail(TPFUSE_ERROR_TIMEOUT,
              "rank " + std::to_string(asyncErrorRank(word)) +
                  " timed out in a fused kernel waiting for " + waitedFor +
                  " and aborted the protocol; the communicator is unusable");
}
