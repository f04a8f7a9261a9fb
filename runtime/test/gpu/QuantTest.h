//===- QuantTest.h - The quantized outputs on the GPU -----------*- C++ -*-===//
//
// Every scheme and scale layout (runtime.h, "Quantization") on every path
// of the CUDA backend: the quantized values and scales must equal, bit for
// bit and padding included, what the CPU backend's quantizer makes of the
// normed rows the GPU wrote, and the float64 model of the CPU tests
// (test/cpu/QuantModel.h).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_QUANTTEST_H
#define TPFUSE_TEST_GPU_QUANTTEST_H

#include "RankTest.h"

#include <cuda_runtime_api.h>

#include <functional>
#include <string>

namespace tpfuse::gputest {

/// Runs the quantized cases of one rank on `stream` (every rank the same
/// sequence): the fused one-shot and two-shot kernels, the forced-decline
/// fallback (all-reduce + local norm), the local norm alone and the C API's
/// consumer entry, directly and replayed from CUDA graphs. `log` gets one
/// line per failure and a summary. Returns the number of failed checks.
int runQuantTests(const RankSetup &setup, cudaStream_t stream,
                  const std::function<void(const std::string &)> &log);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_QUANTTEST_H
