//===- ProtocolAudit.h - Fused protocol state between calls -----*- C++ -*-===//
//
// When no fused call is in flight on any rank, a rank's workspace must be
// as the protocol leaves it between calls (cuda/LamportProtocol.cuh): every
// word of every Lamport buffer the sentinel again (each reader puts it back
// after reading), every call-shape word 0 (likewise), no block count left
// over, no sticky error, and the rotation equal to the calls completed
// modulo the buffers (both advance together from 0). A word left behind
// would be taken for a later call's data, silently; so the tests check this
// wherever every rank is idle.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_PROTOCOLAUDIT_H
#define TPFUSE_TEST_GPU_PROTOCOLAUDIT_H

#include "cuda/CudaBackend.h"

#include <cuda_runtime_api.h>

#include <string>

namespace tpfuse::gputest {

/// What is wrong with `backend`'s own workspace, read on `stream` (work on
/// this stream only: nothing that waits for the device); empty if nothing
/// or if the backend has no workspace. Every rank must be idle, and stay so
/// until every rank has audited: a peer's next call may write here.
std::string auditIdleProtocol(const runtime::cuda::CudaBackend &backend,
                              cudaStream_t stream);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_PROTOCOLAUDIT_H
