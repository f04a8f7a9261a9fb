//===- Npy.h - NumPy's .npy files, without NumPy ----------------*- C++ -*-===//
//
// The .npy format (version 1.0 written; 1.0, 2.0 and 3.0 read): a magic
// string, a header that is a Python dict literal ({'descr': '<f4',
// 'fortran_order': False, 'shape': (1, 5, 256), }) padded to 64 bytes, then
// the data. Little-endian, C order only: what the frontend writes and what
// tpfuse-run reads back.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TOOLS_TPFUSE_RUN_NPY_H
#define TPFUSE_TOOLS_TPFUSE_RUN_NPY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::run {

struct NpyArray {
  /// NumPy's type string, e.g. "<i8", "<f4", "|u1".
  std::string descr;
  std::vector<int64_t> shape;
  /// The elements, row-major.
  std::vector<char> data;

  uint64_t elementCount() const;
};

/// Reads the array of `path`; an error for a file that is not .npy, Fortran
/// order, big-endian data or data of another size than the header says.
llvm::Expected<NpyArray> readNpy(llvm::StringRef path);

/// Writes `bytes` of row-major data of type `descr` and `shape` to `path`.
llvm::Error writeNpy(llvm::StringRef path, llvm::StringRef descr,
                     llvm::ArrayRef<int64_t> shape, const void *data,
                     uint64_t bytes);

} // namespace tpfuse::run

#endif // TPFUSE_TOOLS_TPFUSE_RUN_NPY_H
