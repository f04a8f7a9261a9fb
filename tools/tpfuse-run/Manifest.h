//===- Manifest.h - What an export says about its function ------*- C++ -*-===//
//
// The manifest a frontend writes next to an exported module
// (frontends/torch/tpfuse_torch/export.py, hf.py): the function's name, its
// inputs and outputs (dtype and shape, a dynamic dimension by its name), the
// range of each dynamic dimension, the tensor-parallel size, and the layout
// of its flat weights arguments (one per parameter dtype, after the inputs).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TOOLS_TPFUSE_RUN_MANIFEST_H
#define TPFUSE_TOOLS_TPFUSE_RUN_MANIFEST_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tpfuse::run {

/// The element types a manifest names, by PyTorch's dtype names.
enum class ElementType {
  Bool,
  Int8,
  UInt8,
  Int16,
  Int32,
  Int64,
  BFloat16,
  Float16,
  Float32,
  Float64,
  Float8E4M3FN,
  Float8E5M2,
};

/// The element type of a PyTorch dtype name ("bfloat16", "int64", ...).
std::optional<ElementType> parseElementType(llvm::StringRef name);
llvm::StringRef nameOf(ElementType type);
uint64_t byteSize(ElementType type);
bool isFloat(ElementType type);

/// A dimension: a size, or the name of a dynamic dimension (dimensions of
/// one name are equal).
struct Dimension {
  int64_t size = 0;
  std::string name;

  bool isDynamic() const { return !name.empty(); }
};

/// An input or output of the function.
struct TensorSignature {
  ElementType type;
  std::vector<Dimension> shape;
};

/// A parameter's place in its flat weights argument.
struct Parameter {
  std::string name;
  std::vector<int64_t> shape;
  /// In elements of its weights argument.
  int64_t offset = 0;
};

/// One flat weights argument: the parameters of one dtype, end to end.
struct WeightArgument {
  ElementType type;
  /// Elements.
  int64_t count = 0;
  std::vector<Parameter> parameters;

  uint64_t bytes() const {
    return static_cast<uint64_t>(count) * byteSize(type);
  }
};

struct Manifest {
  /// The directory the manifest is in: its references are relative to it.
  std::string directory;
  std::string function;
  std::vector<TensorSignature> inputs, outputs;
  /// The range [min, max] of each dynamic dimension, by name.
  std::map<std::string, std::pair<int64_t, int64_t>> dims;
  /// The tensor-parallel size the module is compiled for, if stated.
  std::optional<int> tp;
  /// How many sums one call pays, if stated.
  std::optional<int64_t> allReduces;
  /// After the inputs, in order.
  std::vector<WeightArgument> weightArguments;

  /// Token ids and the unsharded model's outputs for them (float32), as
  /// paths made absolute or relative to the working directory.
  struct Reference {
    std::string ids;
    std::vector<std::string> outputs;
  };
  std::optional<Reference> reference;

  /// The bytes of every weights argument together: the size of one rank's
  /// weights file.
  uint64_t weightBytes() const;
  /// The first dimension of the token embedding (`embed_tokens.weight`, or a
  /// parameter whose name ends in it), if there is one.
  std::optional<int64_t> vocabularySize() const;
};

/// Reads and checks the manifest at `path`; the error says what is missing
/// or malformed, naming the field.
llvm::Expected<Manifest> readManifest(llvm::StringRef path);

/// "[1, tokens, 256]".
std::string formatShape(const std::vector<Dimension> &shape);
std::string formatShape(const std::vector<int64_t> &shape);

} // namespace tpfuse::run

#endif // TPFUSE_TOOLS_TPFUSE_RUN_MANIFEST_H
