//===- DecoderStackDriver.cpp - A 4-layer decoder stack, on CPU ranks -----===//
//
// Runs test/e2e/decoder_stack.mlir, compiled by tp-aot-pipeline for the CPU,
// on this rank.
//
//===----------------------------------------------------------------------===//

#include "DecoderStackModel.h"

#include <cstdio>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::decoderstack;

extern "C" Entry::Host _mlir_ciface_decoder_stack;

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  if (options.mode == Mode::BadInput) {
    std::fprintf(stderr, "bad input is checked on the NextN example\n");
    return 2;
  }
  Session session(/*timeoutMs=*/60000);
  RankInputs inputs(session.rank);
  Tensor<2> output({kTestTokens, kTestShape.hidden});
  return checkRuns(options, session, kLayers, reference(session.worldSize),
                   onHost(output, [&](tpfuse_comm *comm) {
                     return inputs.apply([&](auto &...tensors) {
                       return _mlir_ciface_decoder_stack(
                           comm, tensors.descriptor()..., output.descriptor());
                     });
                   }));
}
