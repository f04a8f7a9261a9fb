//===- Manifest.cpp - What an export says about its function --------------===//

#include "Manifest.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace tpfuse::run;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;
namespace json = llvm::json;

std::optional<ElementType> tpfuse::run::parseElementType(StringRef name) {
  return llvm::StringSwitch<std::optional<ElementType>>(name)
      .Case("bool", ElementType::Bool)
      .Case("int8", ElementType::Int8)
      .Case("uint8", ElementType::UInt8)
      .Case("int16", ElementType::Int16)
      .Case("int32", ElementType::Int32)
      .Case("int64", ElementType::Int64)
      .Case("bfloat16", ElementType::BFloat16)
      .Case("float16", ElementType::Float16)
      .Case("float32", ElementType::Float32)
      .Case("float64", ElementType::Float64)
      .Case("float8_e4m3fn", ElementType::Float8E4M3FN)
      .Case("float8_e5m2", ElementType::Float8E5M2)
      .Default(std::nullopt);
}

StringRef tpfuse::run::nameOf(ElementType type) {
  switch (type) {
  case ElementType::Bool:
    return "bool";
  case ElementType::Int8:
    return "int8";
  case ElementType::UInt8:
    return "uint8";
  case ElementType::Int16:
    return "int16";
  case ElementType::Int32:
    return "int32";
  case ElementType::Int64:
    return "int64";
  case ElementType::BFloat16:
    return "bfloat16";
  case ElementType::Float16:
    return "float16";
  case ElementType::Float32:
    return "float32";
  case ElementType::Float64:
    return "float64";
  case ElementType::Float8E4M3FN:
    return "float8_e4m3fn";
  case ElementType::Float8E5M2:
    return "float8_e5m2";
  }
  return "?";
}

uint64_t tpfuse::run::byteSize(ElementType type) {
  switch (type) {
  case ElementType::Bool:
  case ElementType::Int8:
  case ElementType::UInt8:
  case ElementType::Float8E4M3FN:
  case ElementType::Float8E5M2:
    return 1;
  case ElementType::Int16:
  case ElementType::BFloat16:
  case ElementType::Float16:
    return 2;
  case ElementType::Int32:
  case ElementType::Float32:
    return 4;
  case ElementType::Int64:
  case ElementType::Float64:
    return 8;
  }
  return 1;
}

bool tpfuse::run::isFloat(ElementType type) {
  switch (type) {
  case ElementType::BFloat16:
  case ElementType::Float16:
  case ElementType::Float32:
  case ElementType::Float64:
  case ElementType::Float8E4M3FN:
  case ElementType::Float8E5M2:
    return true;
  default:
    return false;
  }
}

uint64_t Manifest::weightBytes() const {
  uint64_t bytes = 0;
  for (const WeightArgument &argument : weightArguments)
    bytes += argument.bytes();
  return bytes;
}

std::optional<int64_t> Manifest::vocabularySize() const {
  for (const WeightArgument &argument : weightArguments)
    for (const Parameter &parameter : argument.parameters)
      if (StringRef(parameter.name).ends_with("embed_tokens.weight") &&
          !parameter.shape.empty())
        return parameter.shape.front();
  return std::nullopt;
}

std::string tpfuse::run::formatShape(const std::vector<Dimension> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      text += ", ";
    text +=
        shape[i].isDynamic() ? shape[i].name : std::to_string(shape[i].size);
  }
  return text + "]";
}

std::string tpfuse::run::formatShape(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

namespace {
/// Reads the fields of one manifest, each error naming the field as a path
/// from the top ("outputs[0].shape[2]").
class ManifestReader {
public:
  ManifestReader(StringRef file, StringRef directory)
      : file(file.str()), directory(directory.str()) {}

  Expected<Manifest> read(const json::Value &root);

private:
  Error fail(const std::string &field, const std::string &problem) const {
    return llvm::createStringError(file + ": '" + field + "' " + problem);
  }

  Expected<const json::Value *> require(const json::Object &object,
                                        const std::string &prefix,
                                        StringRef key) const {
    if (const json::Value *value = object.get(key))
      return value;
    return fail(prefix + key.str(), "is missing");
  }

  Expected<int64_t> readInteger(const json::Value &value,
                                const std::string &field, int64_t min) const {
    std::optional<int64_t> integer = value.getAsInteger();
    if (!integer)
      return fail(field, "must be an integer");
    if (*integer < min)
      return fail(field, "is " + std::to_string(*integer) + ", at least " +
                             std::to_string(min) + " expected");
    return *integer;
  }

  Expected<ElementType> readType(const json::Value &value,
                                 const std::string &field) const {
    std::optional<StringRef> name = value.getAsString();
    if (!name)
      return fail(field, "must be a dtype name");
    std::optional<ElementType> type = parseElementType(*name);
    if (!type)
      return fail(field, "names an unknown dtype '" + name->str() + "'");
    return *type;
  }

  Expected<std::vector<TensorSignature>>
  readSignatures(const json::Object &root, StringRef key) const;
  Expected<WeightArgument> readWeightArgument(const json::Object &object,
                                              const std::string &prefix) const;

  std::string file;
  std::string directory;
};
} // namespace

Expected<std::vector<TensorSignature>>
ManifestReader::readSignatures(const json::Object &root, StringRef key) const {
  Expected<const json::Value *> value = require(root, "", key);
  if (!value)
    return value.takeError();
  const json::Array *array = (*value)->getAsArray();
  if (!array)
    return fail(key.str(), "must be a list");
  std::vector<TensorSignature> signatures;
  for (size_t i = 0; i < array->size(); ++i) {
    std::string prefix = key.str() + "[" + std::to_string(i) + "].";
    const json::Object *object = (*array)[i].getAsObject();
    if (!object)
      return fail(prefix.substr(0, prefix.size() - 1), "must be an object");
    TensorSignature signature;
    Expected<const json::Value *> dtype = require(*object, prefix, "dtype");
    if (!dtype)
      return dtype.takeError();
    Expected<ElementType> type = readType(**dtype, prefix + "dtype");
    if (!type)
      return type.takeError();
    signature.type = *type;
    Expected<const json::Value *> shapeValue =
        require(*object, prefix, "shape");
    if (!shapeValue)
      return shapeValue.takeError();
    const json::Array *shape = (*shapeValue)->getAsArray();
    if (!shape)
      return fail(prefix + "shape", "must be a list");
    for (size_t d = 0; d < shape->size(); ++d) {
      std::string field = prefix + "shape[" + std::to_string(d) + "]";
      Dimension dimension;
      if (std::optional<StringRef> name = (*shape)[d].getAsString()) {
        if (name->empty())
          return fail(field, "is an empty dimension name");
        dimension.name = name->str();
      } else {
        Expected<int64_t> size = readInteger((*shape)[d], field, 0);
        if (!size)
          return fail(field, "must be a size or a dimension name");
        dimension.size = *size;
      }
      signature.shape.push_back(std::move(dimension));
    }
    signatures.push_back(std::move(signature));
  }
  return signatures;
}

Expected<WeightArgument>
ManifestReader::readWeightArgument(const json::Object &object,
                                   const std::string &prefix) const {
  WeightArgument argument;
  Expected<const json::Value *> dtype = require(object, prefix, "dtype");
  if (!dtype)
    return dtype.takeError();
  Expected<ElementType> type = readType(**dtype, prefix + "dtype");
  if (!type)
    return type.takeError();
  argument.type = *type;
  Expected<const json::Value *> weights = require(object, prefix, "weights");
  if (!weights)
    return weights.takeError();
  Expected<int64_t> count = readInteger(**weights, prefix + "weights", 0);
  if (!count)
    return count.takeError();
  argument.count = *count;
  // The parameters only name the embedding (the vocabulary): optional.
  const json::Array *parameters = object.getArray("parameters");
  if (!parameters)
    return argument;
  for (size_t i = 0; i < parameters->size(); ++i) {
    std::string field = prefix + "parameters[" + std::to_string(i) + "]";
    const json::Object *entry = (*parameters)[i].getAsObject();
    if (!entry)
      return fail(field, "must be an object");
    Parameter parameter;
    std::optional<StringRef> name = entry->getString("name");
    if (!name)
      return fail(field + ".name", "is missing");
    parameter.name = name->str();
    if (const json::Array *shape = entry->getArray("shape"))
      for (size_t d = 0; d < shape->size(); ++d) {
        Expected<int64_t> size = readInteger(
            (*shape)[d], field + ".shape[" + std::to_string(d) + "]", 0);
        if (!size)
          return size.takeError();
        parameter.shape.push_back(*size);
      }
    parameter.offset = entry->getInteger("offset").value_or(0);
    argument.parameters.push_back(std::move(parameter));
  }
  return argument;
}

Expected<Manifest> ManifestReader::read(const json::Value &rootValue) {
  const json::Object *root = rootValue.getAsObject();
  if (!root)
    return llvm::createStringError(file + ": not a JSON object");
  Manifest manifest;
  manifest.directory = directory;

  Expected<const json::Value *> function = require(*root, "", "function");
  if (!function)
    return function.takeError();
  std::optional<StringRef> functionName = (*function)->getAsString();
  if (!functionName || functionName->empty())
    return fail("function", "must be a function name");
  manifest.function = functionName->str();

  Expected<std::vector<TensorSignature>> inputs =
      readSignatures(*root, "inputs");
  if (!inputs)
    return inputs.takeError();
  manifest.inputs = std::move(*inputs);
  Expected<std::vector<TensorSignature>> outputs =
      readSignatures(*root, "outputs");
  if (!outputs)
    return outputs.takeError();
  manifest.outputs = std::move(*outputs);

  if (const json::Value *dims = root->get("dims")) {
    const json::Object *object = dims->getAsObject();
    if (!object)
      return fail("dims", "must be an object");
    for (const auto &[name, range] : *object) {
      std::string field = "dims." + name.str();
      const json::Array *bounds = range.getAsArray();
      if (!bounds || bounds->size() != 2)
        return fail(field, "must be [min, max]");
      Expected<int64_t> min = readInteger((*bounds)[0], field + "[0]", 0);
      if (!min)
        return min.takeError();
      Expected<int64_t> max = readInteger((*bounds)[1], field + "[1]", *min);
      if (!max)
        return max.takeError();
      manifest.dims[name.str()] = {*min, *max};
    }
  }

  if (const json::Value *tp = root->get("tp")) {
    Expected<int64_t> size = readInteger(*tp, "tp", 1);
    if (!size)
      return size.takeError();
    if (*size > 1 << 20)
      return fail("tp", "is too large");
    manifest.tp = static_cast<int>(*size);
  }
  if (const json::Value *sums = root->get("all_reduces")) {
    Expected<int64_t> count = readInteger(*sums, "all_reduces", 0);
    if (!count)
      return count.takeError();
    manifest.allReduces = *count;
  }

  // One weights argument (its fields at the top) or several.
  if (const json::Value *arguments = root->get("weight_arguments")) {
    const json::Array *array = arguments->getAsArray();
    if (!array)
      return fail("weight_arguments", "must be a list");
    for (size_t i = 0; i < array->size(); ++i) {
      std::string prefix = "weight_arguments[" + std::to_string(i) + "]";
      const json::Object *object = (*array)[i].getAsObject();
      if (!object)
        return fail(prefix, "must be an object");
      Expected<WeightArgument> argument =
          readWeightArgument(*object, prefix + ".");
      if (!argument)
        return argument.takeError();
      manifest.weightArguments.push_back(std::move(*argument));
    }
  } else {
    if (!root->get("weights"))
      return fail("weights", "is missing (and so is 'weight_arguments')");
    Expected<WeightArgument> argument = readWeightArgument(*root, "");
    if (!argument)
      return argument.takeError();
    manifest.weightArguments.push_back(std::move(*argument));
  }

  if (const json::Value *reference = root->get("reference")) {
    const json::Object *object = reference->getAsObject();
    if (!object)
      return fail("reference", "must be an object");
    Manifest::Reference paths;
    std::optional<StringRef> ids = object->getString("ids");
    if (!ids)
      return fail("reference.ids", "is missing");
    auto resolve = [&](StringRef path) {
      if (llvm::sys::path::is_absolute(path))
        return path.str();
      llvm::SmallString<256> joined(manifest.directory);
      llvm::sys::path::append(joined, path);
      return joined.str().str();
    };
    paths.ids = resolve(*ids);
    const json::Array *names = object->getArray("outputs");
    if (!names)
      return fail("reference.outputs", "is missing");
    for (size_t i = 0; i < names->size(); ++i) {
      std::optional<StringRef> name = (*names)[i].getAsString();
      if (!name)
        return fail("reference.outputs[" + std::to_string(i) + "]",
                    "must be a file name");
      paths.outputs.push_back(resolve(*name));
    }
    manifest.reference = std::move(paths);
  }
  return manifest;
}

Expected<Manifest> tpfuse::run::readManifest(StringRef path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return llvm::createStringError("cannot read the manifest " + path.str() +
                                   ": " + buffer.getError().message());
  Expected<json::Value> root = json::parse((*buffer)->getBuffer());
  if (!root)
    return llvm::createStringError(
        path.str() + ": not JSON: " + llvm::toString(root.takeError()));
  llvm::SmallString<256> directory(path);
  llvm::sys::path::remove_filename(directory);
  return ManifestReader(path, directory).read(*root);
}
