//===- MatmulTest.h - tpfuse_matmul on device buffers -----------*- C++ -*-===//
//
// Local cases (no collective), so a rank may run them at any point of its
// sequence.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_MATMULTEST_H
#define TPFUSE_TEST_GPU_MATMULTEST_H

#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <functional>
#include <string>

namespace tpfuse::gputest {

/// Runs tpfuse_matmul on `comm` (a CUDA communicator whose device is
/// current) and `stream`: every dtype combination, both layouts, odd and
/// empty shapes, one call captured in a CUDA graph; `quick` trims the
/// shapes. `log` gets one line per failure and a summary. Returns the number
/// of failed checks.
int runMatmulTests(tpfuse_comm *comm, cudaStream_t stream, bool quick,
                   const std::function<void(const std::string &)> &log);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_MATMULTEST_H
