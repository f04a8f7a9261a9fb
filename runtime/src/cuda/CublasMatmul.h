//===- CublasMatmul.h - tpfuse_matmul on cuBLAS -----------------*- C++ -*-===//
//
// One cuBLAS handle per communicator, made on its device at creation, with a
// workspace of its own: cuBLAS then never allocates inside a call, so calls
// can be captured in CUDA graphs.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_CUBLASMATMUL_H
#define TPFUSE_RUNTIME_CUDA_CUBLASMATMUL_H

#include "common/Backend.h"

#include <cublas_v2.h>

#include <memory>

namespace tpfuse::runtime::cuda {

class CublasMatmul {
public:
  /// Creates the handle and its workspace on the current device.
  static tpfuse_status create(std::unique_ptr<CublasMatmul> &matmul);
  ~CublasMatmul();
  CublasMatmul(const CublasMatmul &) = delete;
  CublasMatmul &operator=(const CublasMatmul &) = delete;

  /// Enqueues a validated `problem` on `stream`, with the device of creation
  /// current.
  tpfuse_status run(const MatmulProblem &problem, cudaStream_t stream);

private:
  CublasMatmul() = default;

  cublasHandle_t handle = nullptr;
  void *workspace = nullptr;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_CUBLASMATMUL_H
