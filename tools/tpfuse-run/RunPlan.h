//===- RunPlan.h - One call of an export's function, from its manifest ----===//
//
// What the runners of an export share, whatever runs the function (JIT-
// compiled on CPU ranks in tpfuse-run, a shared object on GPUs in
// tpfuse-run-cuda): the token ids and the shapes they give every tensor of a
// call, the reference outputs, each rank's weights file, the memref
// descriptors of MLIR's C interface, and the outputs read back, checksummed
// and written as .npy. Plain C++ on LLVM's Support library; neither MLIR nor
// the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TOOLS_TPFUSE_RUN_RUNPLAN_H
#define TPFUSE_TOOLS_TPFUSE_RUN_RUNPLAN_H

#include "Manifest.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <cstdlib>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tpfuse::run {

/// A command-line integer in [min, max], if `text` is one.
std::optional<int64_t> parseInteger(llvm::StringRef text, int64_t min,
                                    int64_t max);
/// A command-line tolerance: a finite number >= 0, if `text` is one.
std::optional<double> parseTolerance(llvm::StringRef text);

/// The weights file of `rank`: `pattern` with every {rank} replaced.
std::string weightsPath(llvm::StringRef pattern, int rank);

/// Host memory for a tensor, 64-byte aligned: the compiled code assumes only
/// its element's alignment, but vector loads run best on it.
class Buffer {
public:
  explicit Buffer(uint64_t bytes);

  char *get() const { return data.get(); }
  uint64_t size() const { return bytes; }
  bool allocated() const { return data != nullptr; }

private:
  uint64_t bytes;
  std::unique_ptr<char, decltype(&std::free)> data;
};

/// A memref descriptor as MLIR's C interface lays it out
/// (StridedMemRefType<T, rank>): allocated and aligned pointers, offset,
/// sizes, strides; row-major and contiguous. `data` is wherever the compiled
/// code reads it: host memory on the CPU, device memory for target=cuda.
class MemRefDescriptor {
public:
  MemRefDescriptor(void *data, const std::vector<int64_t> &shape);

  void *address() { return words.data(); }

private:
  std::vector<int64_t> words;
};

uint64_t elementCount(const std::vector<int64_t> &shape);

/// Where the token ids of a call come from: exactly one of the manifest's
/// reference, an .npy file and random ids.
struct IdsOptions {
  /// The manifest's path, for the messages.
  std::string manifest;
  bool reference = false;
  std::string ids;
  std::optional<int64_t> tokens;
  uint64_t seed = 0;
};

/// The token ids and the shapes they give every tensor of a call.
struct RunPlan {
  /// Where the ids come from, for the summary.
  std::string idsSource;
  std::vector<int64_t> ids;
  std::vector<int64_t> inputShape;
  /// Each dynamic dimension's size, by name.
  std::map<std::string, int64_t> sizes;
  std::vector<std::vector<int64_t>> outputShapes;
  /// With a reference: each output's expected values, and its file.
  std::vector<std::vector<double>> referenceOutputs;
  std::vector<std::string> referenceFiles;
};

/// Resolves the ids and every shape of a call, and reads the reference
/// outputs when the ids are the reference's. Errors are the user's.
llvm::Expected<RunPlan> planRun(const Manifest &manifest,
                                const IdsOptions &options);

/// The token ids as the input's element type (int64 or int32), row-major.
std::vector<char> idsBytes(const Manifest &manifest, const RunPlan &plan);

/// `count` values of `type` at `data`, exactly (float8, bf16, f16 and f32
/// are doubles).
std::vector<double> valuesOf(ElementType type, const char *data,
                             uint64_t count);

/// Checks that `path` holds exactly the weights the manifest lays out.
llvm::Error checkWeightsFile(const std::string &path, const Manifest &manifest);

/// Reads each weights argument of `path` into a host buffer of its own.
llvm::Expected<std::vector<Buffer>> readWeights(const std::string &path,
                                                const Manifest &manifest);

/// FNV-1a over the bytes: equal outputs, bit for bit, have equal checksums.
uint64_t checksum(const char *data, uint64_t bytes);

/// Writes an output as .npy: floats as float32 (float64 as itself),
/// integers as they are. `values` are the output's, from valuesOf.
llvm::Error writeOutput(const std::string &path, ElementType type,
                        const std::vector<int64_t> &shape, const char *data,
                        uint64_t bytes, const std::vector<double> &values);

} // namespace tpfuse::run

#endif // TPFUSE_TOOLS_TPFUSE_RUN_RUNPLAN_H
