//===- LlamaFiles.h - The exported Llama model's files ----------*- C++ -*-===//
//
// What test/Frontends/Torch/export_llama.py (and export_fp8_llama.py) wrote
// next to the modules, as raw little-endian arrays: token ids (int64,
// 1 x T), PyTorch's output of the unsharded model (bf16, 1 x T x hidden) and
// each rank's flat weights (bf16, the last argument of @forward; the FP8
// model's three weights arguments one after the other, read as bytes). Also
// the outputs one run writes for another to compare with (the CPU ranks' for
// the GPU's), likewise.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_E2E_LLAMAFILES_H
#define TPFUSE_TEST_E2E_LLAMAFILES_H

#include "Driver.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::e2e::llama {

/// The options naming the export's files, which every Llama driver takes:
/// --data DIR (ids_<T>.bin, reference_<T>.bin), --tokens T[,T...],
/// --unsharded-weights FILE, and --rank-weights FILE once per rank, in rank
/// order.
struct LlamaFileOptions {
  std::string data;
  std::vector<int64_t> tokenCounts;
  std::string unshardedWeights;
  std::vector<std::string> rankWeights;

  enum class Taken { Yes, NotThisOption, BadValue };
  /// Takes `option value` if it is one of the above.
  Taken take(const std::string &option, const std::string &value);
};

/// The `count` bf16 values of `path`; fatal() unless the file holds exactly
/// that many (a weights file of another world size, say).
std::vector<Bf16> readBf16(const std::string &path, size_t count);

/// The `count` int64 values of `path`, likewise.
std::vector<int64_t> readInt64(const std::string &path, size_t count);

/// The `count` bytes of `path`, likewise.
std::vector<uint8_t> readBytes(const std::string &path, size_t count);

/// Writes `values` to `path` as readBf16 reads them; fatal() if it cannot.
void writeBf16(const std::string &path, const std::vector<Bf16> &values);

/// Where a run writes, in `directory`, the output of `model` (e.g.
/// "unsharded", "tp2") for `tokens` tokens: <directory>/<model>_<tokens>.bin.
std::string outputPath(const std::string &directory, const std::string &model,
                       int64_t tokens);

} // namespace tpfuse::e2e::llama

#endif // TPFUSE_TEST_E2E_LLAMAFILES_H
