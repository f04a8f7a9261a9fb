//===- DecoderStackCudaDriver.cpp - A 4-layer decoder stack, on GPUs ------===//
//
// Runs test/e2e/decoder_stack.mlir, compiled by tp-aot-pipeline for CUDA, on
// this rank's GPU: the checks of the CPU driver, and CUDA-graph replays of
// every successful call.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "DecoderStackModel.h"

#include <cstdio>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::decoderstack;

extern "C" Entry::Cuda _mlir_ciface_decoder_stack;

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  if (options.mode == Mode::BadInput) {
    std::fprintf(stderr, "bad input is checked on CPU ranks\n");
    return 2;
  }
  CudaContext gpu;
  Session session(/*timeoutMs=*/60000, TPFUSE_BACKEND_CUDA);
  RankInputs host(session.rank);
  auto inputs = host.apply(upload);
  DeviceTensor<2> output({kTestTokens, kTestShape.hidden});
  return checkRuns(
      options, session, kLayers, reference(session.worldSize),
      onDevice(session, gpu, output,
               [&](tpfuse_comm *comm, cudaStream_t stream) {
                 return std::apply(
                     [&](auto &...tensors) {
                       return _mlir_ciface_decoder_stack(
                           comm, stream, tensors.descriptor()...,
                           output.descriptor());
                     },
                     inputs);
               }));
}
