//===- ModelGraphKernels.h - Kernels of another library, for graphs -*- C++
//-*-===//
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

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_MODELGRAPHKERNELS_H
