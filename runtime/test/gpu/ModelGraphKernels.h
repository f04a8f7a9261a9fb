//===- ModelGraphKernels.h - Another library's graph kernels ----*- C++ -*-===//
//
// The model-graph test (ModelGraphTest.cpp) puts tpfuse's kernels between
// kernels that know nothing of programmatic dependent launch, as compiled
// code's are: plain launches, no griddepcontrol.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_MODELGRAPHKERNELS_H
#define TPFUSE_TEST_GPU_MODELGRAPHKERNELS_H

#include <cuda_runtime_api.h>

#include <cstdint>

namespace tpfuse::gputest {

/// out = bf16(y * sigmoid(y)) for `count` bf16 elements, y = float(in).
cudaError_t launchSilu(const uint16_t *in, uint16_t *out, int64_t count,
                       cudaStream_t stream);

/// c[t, o] = bf16(sum over i of a[t, i] * w[o, i]) in fp32, for bf16 a
/// [tokens, width] and w [width, width]: a matmul without cuBLAS, one
/// thread per output element.
cudaError_t launchPlainMatmul(const uint16_t *a, const uint16_t *w, uint16_t *c,
                              int64_t tokens, int64_t width,
                              cudaStream_t stream);

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_MODELGRAPHKERNELS_H
