//===- CublasMatmul.cpp - tpfuse_matmul on cuBLAS -------------------------===//

#include "CublasMatmul.h"

#include "CudaStatus.h"
#include "common/Dtype.h"

#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {
/// What cuBLAS recommends for Hopper; a smaller one may select slower
/// kernels.
constexpr size_t kWorkspaceBytes = size_t(32) << 20;

tpfuse_status cublasFailure(const char *what, cublasStatus_t status) {
  return fail(TPFUSE_ERROR_BACKEND, std::string(what) + ": " +
                                        cublasGetStatusName(status) + " (" +
                                        cublasGetStatusString(status) + ")");
}

cudaDataType_t cudaTypeOf(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return CUDA_R_16BF;
  case TPFUSE_DTYPE_F16:
    return CUDA_R_16F;
  case TPFUSE_DTYPE_F32:
    break;
  }
  return CUDA_R_32F;
}
} // namespace

tpfuse_status CublasMatmul::create(std::unique_ptr<CublasMatmul> &matmul) {
  std::unique_ptr<CublasMatmul> created(new CublasMatmul());
  if (cublasStatus_t status = cublasCreate(&created->handle))
    return cublasFailure("cublasCreate", status);
  if (cudaError_t status = cudaMalloc(&created->workspace, kWorkspaceBytes))
    return cudaFailure("cudaMalloc of the cuBLAS workspace", status);
  matmul = std::move(created);
  return TPFUSE_SUCCESS;
}

CublasMatmul::~CublasMatmul() {
  if (handle)
    cublasDestroy(handle);
  if (workspace)
    cudaFree(workspace);
}

tpfuse_status CublasMatmul::run(const MatmulProblem &problem,
                                cudaStream_t stream) {
  if (problem.m == 0 || problem.n == 0)
    return TPFUSE_SUCCESS;
  if (problem.k == 0) {
    // An empty sum; zero is all-zero bits in every dtype.
    if (cudaError_t status = cudaMemsetAsync(
            problem.c, 0,
            size_t(problem.m * problem.n * elementSize(problem.cDtype)),
            stream))
      return cudaFailure("cudaMemsetAsync", status);
    return TPFUSE_SUCCESS;
  }
  if (cublasStatus_t status = cublasSetStream(handle, stream))
    return cublasFailure("cublasSetStream", status);
  // After cublasSetStream, which puts cuBLAS's own pool back.
  if (cublasStatus_t status =
          cublasSetWorkspace(handle, workspace, kWorkspaceBytes))
    return cublasFailure("cublasSetWorkspace", status);

  // cuBLAS is column-major, where row-major c = a . op(b) reads as
  // c^T = op(b)^T . a^T: b's buffer is op(b)^T when b is [k, n] and becomes it
  // by transposition when b is [n, k].
  const float alpha = 1.0f, beta = 0.0f;
  const cudaDataType_t abType = cudaTypeOf(problem.abDtype);
  if (cublasStatus_t status = cublasGemmEx_64(
          handle, problem.bTransposed ? CUBLAS_OP_T : CUBLAS_OP_N, CUBLAS_OP_N,
          problem.n, problem.m, problem.k, &alpha, problem.b, abType,
          problem.bTransposed ? problem.k : problem.n, problem.a, abType,
          problem.k, &beta, problem.c, cudaTypeOf(problem.cDtype), problem.n,
          CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT))
    return cublasFailure("cublasGemmEx", status);
  return TPFUSE_SUCCESS;
}
