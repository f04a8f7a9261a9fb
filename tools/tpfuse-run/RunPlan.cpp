//===- RunPlan.cpp - One call of an export's function, from its manifest --===//

#include "RunPlan.h"
#include "Npy.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"
#include "llvm/Support/FileSystem.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>

using namespace tpfuse::run;
using llvm::Expected;
using llvm::StringRef;

namespace {

llvm::Error problem(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

/// splitmix64: the same ids from one seed on every rank and machine.
uint64_t nextRandom(uint64_t &state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// The ids of an .npy file, as int64, matched against `input`'s shape.
llvm::Error readIds(StringRef path, const TensorSignature &input,
                    RunPlan &plan) {
  Expected<NpyArray> array = readNpy(path);
  if (!array)
    return array.takeError();
  if (array->descr != "<i8" && array->descr != "<i4")
    return problem(path + ": token ids must be int64 (or int32), not '" +
                   array->descr + "'");
  // A shape without the input's leading 1s is the same ids.
  std::vector<int64_t> shape = array->shape;
  while (shape.size() < input.shape.size() &&
         !input.shape[input.shape.size() - shape.size() - 1].isDynamic() &&
         input.shape[input.shape.size() - shape.size() - 1].size == 1)
    shape.insert(shape.begin(), 1);
  if (shape.size() != input.shape.size())
    return problem(path + " holds ids of shape " + formatShape(array->shape) +
                   "; the input is " + formatShape(input.shape));
  for (size_t dim = 0; dim < shape.size(); ++dim) {
    const Dimension &expected = input.shape[dim];
    if (!expected.isDynamic() && expected.size != shape[dim])
      return problem(path + " holds ids of shape " + formatShape(array->shape) +
                     "; the input is " + formatShape(input.shape));
    if (expected.isDynamic()) {
      auto [it, inserted] = plan.sizes.try_emplace(expected.name, shape[dim]);
      if (!inserted && it->second != shape[dim])
        return problem(path + " holds ids of shape " +
                       formatShape(array->shape) + ", but the input's " +
                       "dimensions named '" + expected.name +
                       "' must be equal");
    }
  }
  plan.inputShape = shape;
  uint64_t count = array->elementCount();
  plan.ids.resize(count);
  for (uint64_t i = 0; i < count; ++i) {
    if (array->descr == "<i8") {
      std::memcpy(&plan.ids[i], array->data.data() + 8 * i, 8);
    } else {
      int32_t id;
      std::memcpy(&id, array->data.data() + 4 * i, 4);
      plan.ids[i] = id;
    }
  }
  return llvm::Error::success();
}

} // namespace

/// The weights file of `rank`: the pattern with every {rank} replaced.
std::optional<int64_t> tpfuse::run::parseInteger(llvm::StringRef text,
                                                 int64_t min, int64_t max) {
  int64_t value;
  if (text.getAsInteger(10, value) || value < min || value > max)
    return std::nullopt;
  return value;
}

std::optional<double> tpfuse::run::parseTolerance(llvm::StringRef text) {
  double value;
  if (text.getAsDouble(value) || !std::isfinite(value) || value < 0)
    return std::nullopt;
  return value;
}

std::string tpfuse::run::weightsPath(StringRef pattern, int rank) {
  std::string path;
  std::string rankText = std::to_string(rank);
  while (true) {
    size_t at = pattern.find("{rank}");
    path += pattern.substr(0, at).str();
    if (at == StringRef::npos)
      return path;
    path += rankText;
    pattern = pattern.drop_front(at + 6);
  }
}

Buffer::Buffer(uint64_t bytes)
    : bytes(bytes),
      data(static_cast<char *>(std::aligned_alloc(
               64, std::max<uint64_t>(64, (bytes + 63) / 64 * 64))),
           &std::free) {}

MemRefDescriptor::MemRefDescriptor(void *data,
                                   const std::vector<int64_t> &shape)
    : words(3 + 2 * shape.size()) {
  static_assert(sizeof(void *) == sizeof(int64_t), "a 64-bit target");
  std::memcpy(&words[0], &data, sizeof(void *));
  std::memcpy(&words[1], &data, sizeof(void *));
  words[2] = 0;
  int64_t stride = 1;
  for (size_t dim = shape.size(); dim-- > 0;) {
    words[3 + dim] = shape[dim];
    words[3 + shape.size() + dim] = stride;
    stride *= shape[dim];
  }
}

uint64_t tpfuse::run::elementCount(const std::vector<int64_t> &shape) {
  uint64_t count = 1;
  for (int64_t size : shape)
    count *= static_cast<uint64_t>(size);
  return count;
}

/// `count` values of `type` at `data`, exactly (float8, bf16, f16 and f32
/// are doubles).
std::vector<double> tpfuse::run::valuesOf(ElementType type, const char *data,
                                          uint64_t count) {
  std::vector<double> values(count);
  auto narrowFloat = [&](const llvm::fltSemantics &semantics, unsigned bits,
                         uint64_t i) {
    uint64_t raw = 0;
    std::memcpy(&raw, data + i * bits / 8, bits / 8);
    return llvm::APFloat(semantics, llvm::APInt(bits, raw)).convertToDouble();
  };
  for (uint64_t i = 0; i < count; ++i) {
    switch (type) {
    case ElementType::Bool:
    case ElementType::UInt8:
      values[i] = static_cast<uint8_t>(data[i]);
      break;
    case ElementType::Int8:
      values[i] = static_cast<int8_t>(data[i]);
      break;
    case ElementType::Int16: {
      int16_t value;
      std::memcpy(&value, data + 2 * i, 2);
      values[i] = value;
      break;
    }
    case ElementType::Int32: {
      int32_t value;
      std::memcpy(&value, data + 4 * i, 4);
      values[i] = value;
      break;
    }
    case ElementType::Int64: {
      int64_t value;
      std::memcpy(&value, data + 8 * i, 8);
      values[i] = static_cast<double>(value);
      break;
    }
    case ElementType::BFloat16: {
      uint16_t bits;
      std::memcpy(&bits, data + 2 * i, 2);
      uint32_t wide = static_cast<uint32_t>(bits) << 16;
      float value;
      std::memcpy(&value, &wide, 4);
      values[i] = value;
      break;
    }
    case ElementType::Float16:
      values[i] = narrowFloat(llvm::APFloat::IEEEhalf(), 16, i);
      break;
    case ElementType::Float8E4M3FN:
      values[i] = narrowFloat(llvm::APFloat::Float8E4M3FN(), 8, i);
      break;
    case ElementType::Float8E5M2:
      values[i] = narrowFloat(llvm::APFloat::Float8E5M2(), 8, i);
      break;
    case ElementType::Float32: {
      float value;
      std::memcpy(&value, data + 4 * i, 4);
      values[i] = value;
      break;
    }
    case ElementType::Float64:
      std::memcpy(&values[i], data + 8 * i, 8);
      break;
    }
  }
  return values;
}

/// Resolves the ids and every shape of a call, and reads the reference
/// outputs with --reference. Errors are the user's (exit code 2).
Expected<RunPlan> tpfuse::run::planRun(const Manifest &manifest,
                                       const IdsOptions &options) {
  RunPlan plan;
  if (manifest.inputs.size() != 1 ||
      (manifest.inputs[0].type != ElementType::Int64 &&
       manifest.inputs[0].type != ElementType::Int32))
    return problem("the function takes " +
                   std::to_string(manifest.inputs.size()) +
                   " input(s); the runner feeds one, the token ids (int64 or "
                   "int32)");
  const TensorSignature &input = manifest.inputs[0];
  std::optional<int64_t> vocabulary = manifest.vocabularySize();

  if (options.reference) {
    if (!manifest.reference)
      return problem(options.manifest +
                     " has no 'reference' (export with --reference)");
    plan.idsSource = manifest.reference->ids;
    if (llvm::Error error = readIds(manifest.reference->ids, input, plan))
      return std::move(error);
  } else if (!options.ids.empty()) {
    plan.idsSource = options.ids;
    if (llvm::Error error = readIds(options.ids, input, plan))
      return std::move(error);
  } else {
    int64_t tokens = *options.tokens;
    if (!vocabulary)
      return problem("--tokens needs the vocabulary size, which the manifest "
                     "does not give (no parameter named embed_tokens.weight): "
                     "give --ids");
    std::string dynamicName;
    for (const Dimension &dim : input.shape)
      if (dim.isDynamic()) {
        if (!dynamicName.empty() && dynamicName != dim.name)
          return problem("the input " + formatShape(input.shape) +
                         " has several dynamic dimensions: give --ids");
        dynamicName = dim.name;
      }
    for (const Dimension &dim : input.shape)
      plan.inputShape.push_back(dim.isDynamic() ? tokens : dim.size);
    if (dynamicName.empty() &&
        elementCount(plan.inputShape) != static_cast<uint64_t>(tokens))
      return problem("the input " + formatShape(input.shape) + " takes " +
                     std::to_string(elementCount(plan.inputShape)) +
                     " ids, not " + std::to_string(tokens));
    // More than any model takes: refused rather than allocated.
    if (elementCount(plan.inputShape) > (uint64_t(1) << 32))
      return problem("--tokens " + std::to_string(tokens) +
                     " makes too many ids");
    if (!dynamicName.empty())
      plan.sizes[dynamicName] = tokens;
    uint64_t state = options.seed;
    plan.ids.resize(elementCount(plan.inputShape));
    for (int64_t &id : plan.ids)
      id = static_cast<int64_t>(nextRandom(state) %
                                static_cast<uint64_t>(*vocabulary));
    plan.idsSource = std::to_string(tokens) + " random ids (seed " +
                     std::to_string(options.seed) + ")";
  }

  for (const auto &[name, size] : plan.sizes) {
    auto range = manifest.dims.find(name);
    if (range != manifest.dims.end() &&
        (size < range->second.first || size > range->second.second))
      return problem(
          name + " is " + std::to_string(size) + ", the export takes " +
          std::to_string(range->second.first) + " to " +
          std::to_string(range->second.second) + " (the manifest's 'dims')");
  }
  if (vocabulary)
    for (size_t i = 0; i < plan.ids.size(); ++i)
      if (plan.ids[i] < 0 || plan.ids[i] >= *vocabulary)
        return problem("token id " + std::to_string(plan.ids[i]) +
                       " (element " + std::to_string(i) + " of " +
                       plan.idsSource + ") is outside the vocabulary [0, " +
                       std::to_string(*vocabulary) + ")");

  for (size_t i = 0; i < manifest.outputs.size(); ++i) {
    std::vector<int64_t> shape;
    for (const Dimension &dim : manifest.outputs[i].shape) {
      if (!dim.isDynamic()) {
        shape.push_back(dim.size);
        continue;
      }
      auto size = plan.sizes.find(dim.name);
      if (size == plan.sizes.end())
        return problem("output " + std::to_string(i) + "'s dimension '" +
                       dim.name + "' is no input's: its size is unknown");
      shape.push_back(size->second);
    }
    plan.outputShapes.push_back(std::move(shape));
  }

  if (!options.reference)
    return plan;
  const std::vector<std::string> &files = manifest.reference->outputs;
  if (files.size() != manifest.outputs.size())
    return problem("the manifest's reference has " +
                   std::to_string(files.size()) + " output(s), the function " +
                   std::to_string(manifest.outputs.size()));
  for (size_t i = 0; i < files.size(); ++i) {
    Expected<NpyArray> array = readNpy(files[i]);
    if (!array)
      return array.takeError();
    if (array->shape != plan.outputShapes[i])
      return problem(files[i] + " has shape " + formatShape(array->shape) +
                     "; output " + std::to_string(i) + " is " +
                     formatShape(plan.outputShapes[i]));
    if (array->descr != "<f4" && array->descr != "<f8")
      return problem(files[i] + ": reference outputs must be float32, not '" +
                     array->descr + "'");
    plan.referenceOutputs.push_back(valuesOf(
        array->descr == "<f4" ? ElementType::Float32 : ElementType::Float64,
        array->data.data(), array->elementCount()));
    plan.referenceFiles.push_back(files[i]);
  }
  return plan;
}

std::vector<char> tpfuse::run::idsBytes(const Manifest &manifest,
                                        const RunPlan &plan) {
  bool wide = manifest.inputs[0].type == ElementType::Int64;
  std::vector<char> bytes(plan.ids.size() * (wide ? 8 : 4));
  for (size_t i = 0; i < plan.ids.size(); ++i) {
    if (wide) {
      std::memcpy(bytes.data() + 8 * i, &plan.ids[i], 8);
    } else {
      auto id = static_cast<int32_t>(plan.ids[i]);
      std::memcpy(bytes.data() + 4 * i, &id, 4);
    }
  }
  return bytes;
}

/// Checks that `path` holds exactly the weights the manifest lays out.
llvm::Error tpfuse::run::checkWeightsFile(const std::string &path,
                                          const Manifest &manifest) {
  uint64_t size;
  if (std::error_code error = llvm::sys::fs::file_size(path, size))
    return problem("cannot read the weights file " + path + ": " +
                   error.message());
  uint64_t expected = manifest.weightBytes();
  if (size != expected) {
    std::string layout;
    for (const WeightArgument &argument : manifest.weightArguments)
      layout += (layout.empty() ? "" : " + ") + std::to_string(argument.count) +
                " " + nameOf(argument.type).str();
    return problem("the weights file " + path + " holds " +
                   std::to_string(size) + " bytes; the manifest lays out " +
                   std::to_string(expected) + " (" + layout + ")");
  }
  return llvm::Error::success();
}

/// Reads each weights argument of `path` into a buffer of its own.
Expected<std::vector<Buffer>>
tpfuse::run::readWeights(const std::string &path, const Manifest &manifest) {
  if (llvm::Error error = checkWeightsFile(path, manifest))
    return std::move(error);
  std::ifstream file(path, std::ios::binary);
  std::vector<Buffer> buffers;
  for (const WeightArgument &argument : manifest.weightArguments) {
    buffers.emplace_back(argument.bytes());
    Buffer &buffer = buffers.back();
    if (!buffer.allocated())
      return problem("cannot allocate " + std::to_string(argument.bytes()) +
                     " bytes for the weights");
    file.read(buffer.get(), static_cast<std::streamsize>(buffer.size()));
  }
  if (!file)
    return problem("cannot read the weights file " + path);
  return buffers;
}

/// FNV-1a over the bytes: equal outputs, bit for bit, have equal checksums.
uint64_t tpfuse::run::checksum(const char *data, uint64_t bytes) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (uint64_t i = 0; i < bytes; ++i) {
    hash ^= static_cast<unsigned char>(data[i]);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

/// Writes an output as .npy: floats as float32 (float64 as itself), integers
/// as they are.
llvm::Error tpfuse::run::writeOutput(const std::string &path, ElementType type,
                                     const std::vector<int64_t> &shape,
                                     const char *data, uint64_t bytes,
                                     const std::vector<double> &values) {
  switch (type) {
  case ElementType::Float64:
    return writeNpy(path, "<f8", shape, data, bytes);
  case ElementType::Bool:
    return writeNpy(path, "|b1", shape, data, bytes);
  case ElementType::Int8:
    return writeNpy(path, "|i1", shape, data, bytes);
  case ElementType::UInt8:
    return writeNpy(path, "|u1", shape, data, bytes);
  case ElementType::Int16:
    return writeNpy(path, "<i2", shape, data, bytes);
  case ElementType::Int32:
    return writeNpy(path, "<i4", shape, data, bytes);
  case ElementType::Int64:
    return writeNpy(path, "<i8", shape, data, bytes);
  default: {
    std::vector<float> narrowed(values.begin(), values.end());
    return writeNpy(path, "<f4", shape, narrowed.data(),
                    narrowed.size() * sizeof(float));
  }
  }
}
