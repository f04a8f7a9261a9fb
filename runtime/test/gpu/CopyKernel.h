//===- CopyKernel.h - A streaming copy, the bandwidth bar -------*- C++ -*-===//
//
// The memory-bound kernels' reference: what a plain kernel that reads and
// writes every byte once reaches. A device-to-device cudaMemcpy replayed
// in a CUDA graph measured 2.44 TB/s (read + write) on an H100 and 2.77 on
// an H200, less than the norm kernels moved on the same cards (3.9 TB/s on
// the H200), so it cannot be the bar on its own.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_COPYKERNEL_H
#define TPFUSE_TEST_GPU_COPYKERNEL_H

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tpfuse::gputest {

/// Copies `bytes` (a multiple of 16; both pointers 16-byte aligned) from
/// `from` to `to` on `stream`: 16-byte vectors, four in flight per thread,
/// as many blocks as fit on the device at once.
cudaError_t launchStreamingCopy(void *to, const void *from, int64_t bytes,
                                cudaStream_t stream);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_COPYKERNEL_H
