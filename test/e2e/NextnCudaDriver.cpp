//===- NextnCudaDriver.cpp - The DeepSeek-V3 NextN final layer, on GPUs ---===//
//
// Runs examples/deepseek_v3_nextn_final_layer.mlir, compiled by
// tp-aot-pipeline for CUDA, on this rank's GPU: the checks of the CPU
// driver (bad input aside), and CUDA-graph replays of every successful call.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "NextnModel.h"

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::nextn;

extern "C" Entry::Cuda _mlir_ciface_nextn_final_layer;

int main(int argc, char **argv) {
  return runOnGpu<RankInputs>(argc, argv, &_mlir_ciface_nextn_final_layer,
                              {kTokens, kHidden}, kBoundaries, reference);
}
