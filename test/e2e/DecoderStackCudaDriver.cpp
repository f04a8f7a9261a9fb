//===- DecoderStackCudaDriver.cpp - A 4-layer decoder stack, on GPUs ------===//
//
// Runs test/e2e/decoder_stack.mlir, compiled by tp-aot-pipeline for CUDA, on
// this rank's GPU: the checks of the CPU driver, and CUDA-graph replays of
// every successful call.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "DecoderStackModel.h"

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::decoderstack;

extern "C" Entry::Cuda _mlir_ciface_decoder_stack;

int main(int argc, char **argv) {
  return runOnGpu<RankInputs>(argc, argv, &_mlir_ciface_decoder_stack,
                              {kTestTokens, kTestShape.hidden}, kLayers,
                              reference);
}
