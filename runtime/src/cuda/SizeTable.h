//===- SizeTable.h - Which algorithm runs a fused call ----------*- C++ -*-===//
//
// TPFUSE_ALGORITHM_AUTO picks one-shot, two-shot or "NCCL all-reduce, then
// the local norm" (a decline) from the size of one rank's message,
// tokens x hidden x element size, by the row that matches the world size,
// dtype and hidden size most specifically. The built-in rows are in
// SizeTable.cpp (docs/runtime-cuda.md says where each comes from).
//
// Override rows, in TPFUSE_SIZE_TABLE or CudaBackendOptions::sizeTable,
// separated by ';':
//   WORLD_SIZE:DTYPE:HIDDEN:ONE_SHOT_MAX_BYTES:TWO_SHOT_MAX_BYTES
// DTYPE is bf16, f16, f32 or *; HIDDEN a number or *; byte counts take an
// optional K, M or G (binary) suffix. A message of B bytes runs one-shot if
// B <= ONE_SHOT_MAX_BYTES, else two-shot if B <= TWO_SHOT_MAX_BYTES, else
// declines to NCCL + norm. Example: "2:bf16:7168:2M:16M;8:*:*:0:0".
// Among rows equally specific (hidden before dtype), the later one wins:
// options over the variable over the built-in rows.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_SIZETABLE_H
#define TPFUSE_RUNTIME_CUDA_SIZETABLE_H

#include "tpfuse/runtime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::runtime::cuda {

enum class FusedStrategy { OneShot, TwoShot, NcclThenNorm };

struct SizeTableRow {
  int worldSize;
  /// -1: any dtype.
  int dtype;
  /// 0: any hidden size.
  int64_t hidden;
  int64_t oneShotMaxBytes;
  int64_t twoShotMaxBytes;
};

class SizeTable {
public:
  /// The built-in rows.
  static SizeTable builtIn();

  /// Appends the rows of `spec` (syntax above); on a syntax error, returns
  /// false with a message and appends nothing.
  bool append(const std::string &spec, std::string &error);

  /// The strategy for a message of `messageBytes` per rank.
  FusedStrategy choose(int worldSize, tpfuse_dtype dtype, int64_t hidden,
                       int64_t messageBytes) const;

  /// All rows as one canonical string (ranks compare its hash).
  std::string canonical() const;

private:
  std::vector<SizeTableRow> rows;
};

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_SIZETABLE_H
