//===- InDtypeSumDeviceTest.h - A block's in-dtype sum is the chain -*- C++
//-*-//
//
// Runs once per process, on the current device.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_INDTYPESUMDEVICETEST_H
#define TPFUSE_TEST_GPU_INDTYPESUMDEVICETEST_H

#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <string>

namespace tpfuse::gputest {

/// Compares cuda/InDtypeSum.cuh's block evaluation and cuda/InDtypeChain.cuh's
/// thread chain and warp-filtered chain of the in-dtype sum of squares with the
/// serial chain on the host, bf16 and f16; returns the number of failed checks,
/// each also described in `log`.
int runInDtypeSumDeviceTests(std::string &log);

/// Launches one block of `threads` per row: row r is
/// h[offsets[r], offsets[r + 1]), its sum of squares goes to sums[r]
/// (device pointers; InDtypeSumKernel.cu).
cudaError_t sumInDtypeRows(tpfuse_dtype dtype, const float *h,
                           const int64_t *offsets, float *sums, int rows,
                           int threads);

/// The same rows by InDtypeChain.cuh's steps, a thread a row.
cudaError_t chainInDtypeRows(tpfuse_dtype dtype, const float *h,
                             const int64_t *offsets, float *sums, int rows);

/// The same rows by InDtypeChain.cuh's filtered chain, a warp a row, each
/// row's squares passed to it in pieces of `piecePacks` packs.
cudaError_t filterInDtypeRows(tpfuse_dtype dtype, const float *h,
                              const int64_t *offsets, float *sums, int rows,
                              int piecePacks);

/// The same rows by InDtypeChainPipeline.cuh, a block of the chaining
/// norm's shape a row; rows longer than the pipeline takes are left as they
/// are. Returns the longest row it takes in `maxHidden`.
cudaError_t pipelineInDtypeRows(tpfuse_dtype dtype, const float *h,
                                const int64_t *offsets, float *sums, int rows,
                                int64_t &maxHidden);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_INDTYPESUMDEVICETEST_H
