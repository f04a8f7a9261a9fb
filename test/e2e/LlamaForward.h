//===- LlamaForward.h - The exported Llama model's entry point --*- C++ -*-===//
//
// @forward's buffers (docs/AOT.md), as every Llama driver passes them: the
// token ids (int64, 1 x T), the flat weights (bf16) and the output (bf16,
// 1 x T x hidden), each dense and row-major. After the communicator (and, on
// the GPU, the stream) come their descriptors, in that order.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_LLAMAFORWARD_H
#define TPFUSE_TEST_E2E_LLAMAFORWARD_H

#include "Driver.h"

#include <cstddef>
#include <cstdint>

namespace tpfuse::e2e::llama {

using TokenIds = StridedMemRefType<int64_t, 2>;  // [1, tokens]
using FlatWeights = StridedMemRefType<Bf16, 1>;  // [weights]
using HiddenStates = StridedMemRefType<Bf16, 3>; // [1, tokens, hidden]

/// The descriptors of one call's buffers, host or device alike.
struct ForwardArguments {
  ForwardArguments(int64_t *ids, int64_t tokens, Bf16 *weights,
                   size_t weightCount, Bf16 *output, int64_t hidden)
      : ids(describe<2>(ids, {1, tokens})),
        weights(describe<1>(weights, {static_cast<int64_t>(weightCount)})),
        output(describe<3>(output, {1, tokens, hidden})) {}

  TokenIds ids;
  FlatWeights weights;
  HiddenStates output;
};

} // namespace tpfuse::e2e::llama

#endif // TPFUSE_TEST_E2E_LLAMAFORWARD_H
