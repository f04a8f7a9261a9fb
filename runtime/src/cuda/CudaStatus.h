//===- CudaStatus.h - CUDA runtime errors as tpfuse statuses ----*- C++ -*-===//

#ifndef TPFUSE_RUNTIME_CUDA_CUDASTATUS_H
#define TPFUSE_RUNTIME_CUDA_CUDASTATUS_H

#include "common/Status.h"

#include <cuda_runtime_api.h>

#include <string>

namespace tpfuse::runtime::cuda {

/// TPFUSE_ERROR_BACKEND, with "what: cudaErrorName (description)" as the
/// message.
inline tpfuse_status cudaFailure(const std::string &what, cudaError_t status) {
  return fail(TPFUSE_ERROR_BACKEND, what + ": " + cudaGetErrorName(status) +
                                        " (" + cudaGetErrorString(status) +
                                        ")");
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_CUDASTATUS_H
