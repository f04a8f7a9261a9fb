//===- HostRmsNorm.h - Reference residual RMSNorm on the host ---*- C++ -*-===//
//
// The semantics every backend matches, each variant with its rounding
// points (runtime.h states them).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_HOSTRMSNORM_H
#define TPFUSE_RUNTIME_HOSTRMSNORM_H

#include "common/Backend.h"

namespace tpfuse::runtime {

/// Runs `problem` on host memory; problem.input holds problem.dtype values.
/// normed may equal input and residualOut may equal residual.
void hostResidualRmsNorm(const NormProblem &problem);

/// Same, but x comes from `input` as fp32 values (e.g. an all-reduced sum)
/// that are first rounded to problem.dtype; problem.input is not read.
void hostResidualRmsNormFromFloat(const NormProblem &problem,
                                  const float *input);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_HOSTRMSNORM_H
