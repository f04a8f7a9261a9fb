//===- HostMatmul.h - Matmul on the host ------------------------*- C++ -*-===//
//
// The CPU backend's tpfuse_matmul: products summed in fp32, one rounding to
// the output dtype, as cuBLAS does with CUBLAS_COMPUTE_32F.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_HOSTMATMUL_H
#define TPFUSE_RUNTIME_HOSTMATMUL_H

#include "common/Backend.h"

namespace tpfuse::runtime {

/// Runs a validated `problem` on host memory.
void hostMatmul(const MatmulProblem &problem);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_HOSTMATMUL_H
