//===- CudaBackendOps.cpp - The Backend operations ------------------------===//
//
// What the common layer calls: the all-reduce (NCCL), the local norm,
// matmul (cuBLAS), the fused path's decline decision and the fused call, and
// the setup vote. Each first reports a sticky error of the fused kernels
// (CudaBackendAsyncError.cpp); the norms fill their kernel parameters here
// and leave the choice of kernel and grid to CudaBackendLaunch.cpp.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"
#include "CudaStatus.h"

#include "common/Dtype.h"
#include "common/QuantLayout.h"

#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

// Why one fused call declines.
constexpr const char kReasonDtype[] = "unsupported dtype";
constexpr const char kReasonAlgorithm[] = "unknown algorithm";
constexpr const char kReasonRowAlignment[] =
    "hidden x element size is not a multiple of 16 bytes";
constexpr const char kReasonRowTooLong[] =
    "a row is larger than 64 KiB (the fused kernels keep a row in shared "
    "memory)";
constexpr const char kReasonCapacity[] =
    "the message exceeds the fused workspace (max_tokens, max_hidden, or "
    "max_tokens x max_hidden x max_element_bytes)";
constexpr const char kReasonSizeTable[] =
    "the size table selects NCCL + RMSNorm for this size";

ncclDataType_t ncclTypeOf(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return ncclBfloat16;
  case TPFUSE_DTYPE_F16:
    return ncclFloat16;
  case TPFUSE_DTYPE_F32:
    break;
  }
  return ncclFloat32;
}

} // namespace

tpfuse_status CudaBackendImpl::allAgree(bool local, bool *all) {
  if (tpfuse_status status = asyncError())
    return status;
  CurrentDeviceScope scope(device);
  return agree(local, *all);
}

tpfuse_status CudaBackendImpl::allReduceSum(const void *in, void *out,
                                            int64_t count, tpfuse_dtype dtype,
                                            void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (count == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);
  if (group)
    return sameDeviceAllReduce(in, out, count, dtype,
                               static_cast<cudaStream_t>(stream));
  ncclResult_t status =
      ncclAllReduce(in, out, size_t(count), ncclTypeOf(dtype), ncclSum, comm,
                    static_cast<cudaStream_t>(stream));
  if (status != ncclSuccess)
    return ncclFailure("ncclAllReduce", status);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::rmsNorm(const NormProblem &problem,
                                       void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (problem.tokens == 0 || problem.hidden == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);
  NormParams params{problem, /*cacheRow=*/0, scaleGeometry(problem),
                    /*rowSplitShift=*/0, /*chainRows=*/0};
  const LaunchPlan plan =
      planRmsNorm(problem, params.cacheRow, params.chainRows);
  if (!plan.kernel)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16");
  while ((1 << params.rowSplitShift) < plan.clusterBlocks) // a power of two
    ++params.rowSplitShift;
  return launch(plan, &params, static_cast<cudaStream_t>(stream));
}

bool CudaBackendImpl::writesWithoutNormed(const NormProblem &problem) const {
  // The kernels keep a row in registers, one 16-byte vector a thread, when
  // it is at most kMaxThreadsPerRow vectors and every operand is aligned
  // (planRmsNorm's vectorized launch; the fused kernels need both too); the
  // epilogue then quantizes from registers (QuantizeRow.cuh) and normed is
  // never read back.
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  const int64_t vectorElements = kVectorBytes / elementSize(problem.dtype);
  return rowBytes % kVectorBytes == 0 &&
         rowBytes / kVectorBytes <= kMaxThreadsPerRow &&
         isAligned(problem.input) && isAligned(problem.residual) &&
         isAligned(problem.weight) && isAligned(problem.residualOut) &&
         quantizesWholePacks(problem, vectorElements);
}

tpfuse_status CudaBackendImpl::acquireScratch(int64_t bytes, void *stream,
                                              void **scratch) {
  CurrentDeviceScope scope(device);
  // Stream-ordered, so a call captured into a CUDA graph stays capturable.
  cudaError_t status = cudaMallocAsync(scratch, size_t(bytes),
                                       static_cast<cudaStream_t>(stream));
  if (status != cudaSuccess)
    return cudaFailure("cudaMallocAsync of normed scratch", status);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::releaseScratch(void *scratch, void *stream) {
  CurrentDeviceScope scope(device);
  cudaError_t status =
      cudaFreeAsync(scratch, static_cast<cudaStream_t>(stream));
  if (status != cudaSuccess)
    return cudaFailure("cudaFreeAsync of normed scratch", status);
  return TPFUSE_SUCCESS;
}

tpfuse_status CudaBackendImpl::matmul(const MatmulProblem &problem,
                                      void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (!cublas)
    return fail(TPFUSE_ERROR_BACKEND,
                "cuBLAS could not be set up for this communicator: " +
                    cublasProblem);
  CurrentDeviceScope scope(device);
  return cublas->run(problem, static_cast<cudaStream_t>(stream));
}

const char *
CudaBackendImpl::fusedDeclineReason(const NormProblem &problem,
                                    tpfuse_algorithm algorithm) const {
  if (disabled)
    return disabled;
  if (!isValidDtype(problem.dtype))
    return kReasonDtype;
  if (algorithm != TPFUSE_ALGORITHM_AUTO &&
      algorithm != TPFUSE_ALGORITHM_ONE_SHOT &&
      algorithm != TPFUSE_ALGORITHM_TWO_SHOT)
    return kReasonAlgorithm;
  const int64_t rowBytes = problem.hidden * elementSize(problem.dtype);
  if (rowBytes % kVectorBytes != 0)
    return kReasonRowAlignment;
  if (rowBytes > kMaxFusedRowBytes)
    return kReasonRowTooLong;
  if (problem.tokens > options.maxTokens ||
      problem.hidden > options.maxHidden ||
      problem.tokens * rowBytes > capacityBytes)
    return kReasonCapacity;
  if (fusedStrategy(problem, algorithm) == FusedStrategy::NcclThenNorm)
    return kReasonSizeTable;
  return nullptr;
}

tpfuse_status CudaBackendImpl::fusedAllReduceRmsNorm(const NormProblem &problem,
                                                     tpfuse_algorithm algorithm,
                                                     void *stream) {
  if (tpfuse_status status = asyncError())
    return status;
  if (const char *reason = fusedDeclineReason(problem, algorithm))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string("fused call on a problem that declines: ") +
                    reason);
  if (!isAligned(problem.input) || !isAligned(problem.residual) ||
      !isAligned(problem.weight) || !isAligned(problem.normed) ||
      !isAligned(problem.residualOut))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "the fused path needs 16-byte aligned tensors");
  if (problem.tokens == 0)
    return TPFUSE_SUCCESS;
  CurrentDeviceScope scope(device);

  FusedNormParams params = fixedParams;
  params.problem = problem;
  params.rowVectors =
      int32_t(problem.hidden * elementSize(problem.dtype) / kVectorBytes);
  params.hidden32 = int32_t(problem.hidden);
  params.scaleGeometry = scaleGeometry(problem);
  const LaunchPlan plan = planFusedNorm(problem, algorithm);
  if (!plan.kernel)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16");
  return launch(plan, &params, static_cast<cudaStream_t>(stream));
}
