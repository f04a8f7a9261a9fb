//===- LlamaFiles.h - The exported Llama model's files ----------*- C++ -*-===//
//
// What test/Frontends/Torch/export_llama.py wrote next to the modules, as
// raw little-endian arrays: token ids (int64, 1 x T), PyTorch's output of
// the unsharded model (bf16, 1 x T x hidden) and each rank's flat weights
// (bf16), the last argument of @forward.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_LLAMAFILES_H
#define TPFUSE_TEST_E2E_LLAMAFILES_H

#include "Driver.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::e2e::llama {

/// The `count` bf16 values of `path`; fatal() unless the file holds exactly
/// that many (a weights file of another world size, say).
std::vector<Bf16> readBf16(const std::string &path, size_t count);

/// The `count` int64 values of `path`, likewise.
std::vector<int64_t> readInt64(const std::string &path, size_t count);

} // namespace tpfuse::e2e::llama

#endif // TPFUSE_TEST_E2E_LLAMAFILES_H
