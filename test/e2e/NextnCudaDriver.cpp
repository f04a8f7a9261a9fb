//===- NextnCudaDriver.cpp - The DeepSeek-V3 NextN final layer, on GPUs ---===//
//
// Runs examples/deepseek_v3_nextn_final_layer.mlir, compiled by
// tp-aot-pipeline for CUDA, on this rank's GPU: the checks of the CPU
// driver (bad input aside), and CUDA-graph replays of every successful call.
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"
#include "NextnModel.h"

#include <cstdio>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::nextn;

extern "C" Entry::Cuda _mlir_ciface_nextn_final_layer;

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
  DeviceTensor<2> normed({kTokens, kHidden});
  return checkRuns(
      options, session, kBoundaries, reference(session.worldSize),
      onDevice(session, gpu, normed,
               [&](tpfuse_comm *comm, cudaStream_t stream) {
                 return std::apply(
                     [&](auto &...tensors) {
                       return _mlir_ciface_nextn_final_layer(
                           comm, stream, tensors.descriptor()...,
                           normed.descriptor());
                     },
                     inputs);
               }));
}
