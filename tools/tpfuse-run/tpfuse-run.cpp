//===- tpfuse-run.cpp - Run an export's compiled module on CPU ranks ------===//
//
//   tpfuse-run [-n N] MODULE --manifest FILE --weights PATTERN
//              (--reference | --ids FILE.npy | --tokens T) [options]
//
// JIT-compiles MODULE, the LLVM-dialect MLIR that tp-aot-pipeline writes,
// with MLIR's ExecutionEngine, and calls the manifest's function through its
// C interface (docs/AOT.md: the communicator, one memref descriptor per
// input, per weights argument and per output; the status returned) on this
// rank's weights (PATTERN with {rank} replaced). The runtime's entries
// resolve from this process, which links libtpfuse_runtime. Rank 0 prints
// each output's shape and checksum, its distance from the export's reference
// with --reference, and the communicator's counters; --out DIR writes the
// outputs as float32 .npy files. docs/Running.md has the options.
//
// Without -n this process is one rank and the runtime reads the rendezvous
// from the environment (tpfuse-launch, torchrun, mpirun). With -n N it runs
// itself under `tpfuse-launch -n N --` (tpfuse-launch next to this
// executable, else on PATH), which starts the N ranks and fails the run when
// one of them fails.
//
// Exit codes: 0 success; 1 the run failed (the function's status, outputs
// beyond the tolerance, the communicator, the JIT); 2 the command line, the
// manifest or an input file is wrong, or the module does not match the
// manifest. Every error is one line on stderr.
//
//===----------------------------------------------------------------------===//

#include "Manifest.h"
#include "Npy.h"
#include "OutputComparison.h"

#include "tpfuse/runtime.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <dlfcn.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <memory>

using namespace tpfuse;
using namespace tpfuse::run;
using llvm::Expected;
using llvm::StringRef;

namespace {

enum ExitCode { kSucceeded = 0, kRunFailed = 1, kUsageError = 2 };

/// "rank R: " before this rank's errors when there are several ranks.
std::string rankPrefix;

int report(int code, const llvm::Twine &message) {
  llvm::outs().flush();
  // One write: the lines of ranks sharing stderr do not interleave.
  llvm::errs() << ("tpfuse-run: error: " + rankPrefix + message + "\n").str();
  return code;
}

int reportError(int code, llvm::Error error) {
  return report(code, llvm::toString(std::move(error)));
}

llvm::Error problem(const llvm::Twine &message) {
  return llvm::createStringError(message.str());
}

constexpr const char *kUsage =
    "usage: tpfuse-run [-n N] MODULE --manifest FILE --weights PATTERN\n"
    "                  (--reference | --ids FILE.npy | --tokens T) [options]\n";

constexpr const char *kHelp = R"(
Runs the function of an export's compiled module (the LLVM-dialect MLIR that
`tpfuse-opt ... -tp-aot-pipeline` writes) on CPU ranks, JIT-compiled.

  MODULE                 the module, e.g. DIR/model_tp2.llvm.mlir
  --manifest FILE        the export's manifest.json: the function, its inputs,
                         outputs and weights layout
  --weights PATTERN      each rank's weights file, {rank} replaced by the rank,
                         e.g. 'DIR/weights_rank{rank}.bin'
  -n N                   run N ranks (under tpfuse-launch -n N); without it,
                         this process is one rank of a launcher's job
                         (tpfuse-launch, torchrun, mpirun)

The token ids, one of:
  --reference            the manifest's reference ids; compares every output
                         with the reference output and fails beyond the
                         tolerance
  --ids FILE.npy         token ids (int64) from a .npy file
  --tokens T             T random ids in [0, vocabulary), the same on every rank
  --seed S               the seed of --tokens (default 0)

Options:
  --out DIR              rank 0 writes each output to DIR/output<I>.npy
                         (float32; bf16 and f16 converted exactly)
  --atol A               with --reference, the tolerance: for every element
  --rtol R                 |actual - expected| <= A + R |expected| (defaults
  --mean-atol M            2^-4, 2^-5), and mean |actual - expected| <= M
                         (default 2^-6)
  --force-decline        the fused calls decline: the fallback runs instead
  --timeout SECONDS      the communicator's bound on waits for peers
                         (default: the runtime's, 300 s)
  --help                 this text

Exit codes: 0 success, 1 the run failed, 2 a usage or input error.
)";

struct Options {
  std::string module, manifest, weightsPattern, ids, out;
  std::optional<int> ranks;
  std::optional<int64_t> tokens;
  uint64_t seed = 0;
  bool reference = false;
  bool forceDecline = false;
  Tolerance tolerance = kBf16ModelTolerance;
  bool toleranceGiven = false;
  int64_t timeoutSeconds = 0;
  /// The arguments but -n N: the command line of each rank.
  std::vector<std::string> rankArguments;
};

std::optional<int64_t> parseInteger(StringRef text, int64_t min, int64_t max) {
  int64_t value;
  if (text.getAsInteger(10, value) || value < min || value > max)
    return std::nullopt;
  return value;
}

std::optional<double> parseTolerance(StringRef text) {
  double value;
  if (text.getAsDouble(value) || !std::isfinite(value) || value < 0)
    return std::nullopt;
  return value;
}

/// Fills `options` from the command line. Returns an exit code when there is
/// nothing to run: 0 after --help, else a usage error.
std::optional<int> parseOptions(int argc, char **argv, Options &options) {
  auto usage = [](const llvm::Twine &message) {
    report(kUsageError, message);
    llvm::errs() << kUsage;
    return kUsageError;
  };
  bool positionalOnly = false;
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (positionalOnly || !arg.starts_with("-") || arg == "-") {
      if (!options.module.empty())
        return usage("one module expected, got '" + options.module + "' and '" +
                     arg + "'");
      options.module = arg.str();
      options.rankArguments.push_back(arg.str());
      continue;
    }
    if (arg == "--") {
      positionalOnly = true;
      options.rankArguments.push_back(arg.str());
      continue;
    }
    if (arg == "--help" || arg == "-help" || arg == "-h") {
      llvm::outs() << kUsage << kHelp;
      return kSucceeded;
    }
    if (arg == "--reference" || arg == "--force-decline") {
      (arg == "--reference" ? options.reference : options.forceDecline) = true;
      options.rankArguments.push_back(arg.str());
      continue;
    }
    // The options with a value: `--name value` or `--name=value`.
    auto [name, inlineValue] = arg.split('=');
    std::string value;
    bool hasInlineValue = arg.contains('=');
    if (hasInlineValue) {
      value = inlineValue.str();
    } else if (i + 1 < argc) {
      value = argv[++i];
    } else {
      return usage("missing value for " + name);
    }
    bool forwarded = true;
    if (name == "-n") {
      std::optional<int64_t> ranks = parseInteger(value, 1, 1 << 20);
      if (!ranks)
        return usage("-n must be a positive number of ranks, not '" + value +
                     "'");
      options.ranks = static_cast<int>(*ranks);
      forwarded = false;
    } else if (name == "--manifest") {
      options.manifest = value;
    } else if (name == "--weights") {
      options.weightsPattern = value;
    } else if (name == "--ids") {
      options.ids = value;
    } else if (name == "--out") {
      options.out = value;
    } else if (name == "--tokens") {
      options.tokens = parseInteger(value, 0, INT64_MAX);
      if (!options.tokens)
        return usage("--tokens must be a token count, not '" + value + "'");
    } else if (name == "--seed") {
      std::optional<int64_t> seed = parseInteger(value, 0, INT64_MAX);
      if (!seed)
        return usage("--seed must be a non-negative integer, not '" + value +
                     "'");
      options.seed = static_cast<uint64_t>(*seed);
    } else if (name == "--timeout") {
      std::optional<int64_t> seconds = parseInteger(value, 1, 1 << 30);
      if (!seconds)
        return usage("--timeout must be a positive number of seconds, not '" +
                     value + "'");
      options.timeoutSeconds = *seconds;
    } else if (name == "--atol" || name == "--rtol" || name == "--mean-atol") {
      std::optional<double> bound = parseTolerance(value);
      if (!bound)
        return usage(name + " must be a finite number >= 0, not '" + value +
                     "'");
      (name == "--atol"   ? options.tolerance.absolute
       : name == "--rtol" ? options.tolerance.relative
                          : options.tolerance.meanAbsolute) = *bound;
      options.toleranceGiven = true;
    } else {
      return usage("unknown option " + name);
    }
    if (forwarded) {
      options.rankArguments.push_back(name.str());
      options.rankArguments.push_back(value);
    }
  }
  if (options.module.empty())
    return usage("no module given");
  if (options.manifest.empty())
    return usage("--manifest is required");
  if (options.weightsPattern.empty())
    return usage("--weights is required");
  int sources =
      options.reference + !options.ids.empty() + options.tokens.has_value();
  if (sources != 1)
    return usage(sources ? "give only one of --reference, --ids and --tokens"
                         : "give the token ids: --reference, --ids FILE.npy "
                           "or --tokens T");
  if (options.toleranceGiven && !options.reference)
    return usage("--atol, --rtol and --mean-atol need --reference");
  return std::nullopt;
}

/// The weights file of `rank`: the pattern with every {rank} replaced.
std::string weightsPath(StringRef pattern, int rank) {
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

//===----------------------------------------------------------------------===//
// What one call takes and gives
//===----------------------------------------------------------------------===//

/// Memory for a tensor, 64-byte aligned: the compiled code assumes only its
/// element's alignment, but vector loads run best on it.
class Buffer {
public:
  explicit Buffer(uint64_t bytes)
      : bytes(bytes),
        data(static_cast<char *>(std::aligned_alloc(
                 64, std::max<uint64_t>(64, (bytes + 63) / 64 * 64))),
             &std::free) {}

  char *get() const { return data.get(); }
  uint64_t size() const { return bytes; }
  bool allocated() const { return data != nullptr; }

private:
  uint64_t bytes;
  std::unique_ptr<char, decltype(&std::free)> data;
};

/// A memref descriptor as MLIR's C interface lays it out
/// (StridedMemRefType<T, rank>): allocated and aligned pointers, offset,
/// sizes, strides; row-major and contiguous.
class MemRefDescriptor {
public:
  MemRefDescriptor(void *data, const std::vector<int64_t> &shape)
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

  void *address() { return words.data(); }

private:
  std::vector<int64_t> words;
};

uint64_t elementCount(const std::vector<int64_t> &shape) {
  uint64_t count = 1;
  for (int64_t size : shape)
    count *= static_cast<uint64_t>(size);
  return count;
}

/// The token ids and the shapes they give every tensor of a call.
struct RunPlan {
  /// Where the ids come from, for the summary.
  std::string idsSource;
  std::vector<int64_t> ids;
  std::vector<int64_t> inputShape;
  /// Each dynamic dimension's size, by name.
  std::map<std::string, int64_t> sizes;
  std::vector<std::vector<int64_t>> outputShapes;
  /// With --reference: each output's expected values, and its file.
  std::vector<std::vector<double>> referenceOutputs;
  std::vector<std::string> referenceFiles;
};

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

/// `count` values of `type` at `data`, exactly (float8, bf16, f16 and f32
/// are doubles).
std::vector<double> valuesOf(ElementType type, const char *data,
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
Expected<RunPlan> planRun(const Manifest &manifest, const Options &options) {
  RunPlan plan;
  if (manifest.inputs.size() != 1 ||
      (manifest.inputs[0].type != ElementType::Int64 &&
       manifest.inputs[0].type != ElementType::Int32))
    return problem("the function takes " +
                   std::to_string(manifest.inputs.size()) +
                   " input(s); tpfuse-run feeds one, the token ids (int64 or "
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

/// Checks that `path` holds exactly the weights the manifest lays out.
llvm::Error checkWeightsFile(const std::string &path,
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
Expected<std::vector<Buffer>> readWeights(const std::string &path,
                                          const Manifest &manifest) {
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

//===----------------------------------------------------------------------===//
// The compiled module
//===----------------------------------------------------------------------===//

/// The module, checked against the manifest, and once compiled its engine.
class CompiledModule {
public:
  CompiledModule() : context(makeRegistry()) {}

  /// Parses `path` and checks its C entry against the manifest. Errors are
  /// the user's (exit code 2).
  llvm::Error load(StringRef path, const Manifest &manifest);
  /// JIT-compiles it (errors: exit code 1).
  llvm::Error compile();
  /// Calls the function with `arguments` (descriptor addresses, in order);
  /// `status` gets its status (TPFUSE_SUCCESS for a function that calls no
  /// runtime entry, which returns none).
  void call(tpfuse_comm *comm, std::vector<void *> arguments, int32_t &status);

private:
  static mlir::DialectRegistry makeRegistry() {
    mlir::DialectRegistry registry;
    registry.insert<mlir::LLVM::LLVMDialect, mlir::DLTIDialect>();
    mlir::registerBuiltinDialectTranslation(registry);
    mlir::registerLLVMDialectTranslation(registry);
    return registry;
  }

  /// The first error diagnostic since the last call, as one line.
  std::string takeDiagnostic() {
    std::string text = firstDiagnostic.empty() ? std::string("no diagnostic")
                                               : firstDiagnostic;
    firstDiagnostic.clear();
    return text;
  }

  mlir::MLIRContext context;
  std::string firstDiagnostic;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::string entryName;
  /// The entry's packed wrapper: the address of each argument, then of the
  /// result.
  void (*packedEntry)(void **) = nullptr;
  /// Whether the entry takes the communicator and returns a status.
  bool runtimeAbi = true;
};

llvm::Error CompiledModule::load(StringRef path, const Manifest &manifest) {
  context.getDiagEngine().registerHandler([this](mlir::Diagnostic &diag) {
    if (diag.getSeverity() != mlir::DiagnosticSeverity::Error ||
        !firstDiagnostic.empty())
      return mlir::success();
    std::string location;
    llvm::raw_string_ostream os(location);
    if (auto fileLoc = llvm::dyn_cast<mlir::FileLineColLoc>(diag.getLocation()))
      os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
         << fileLoc.getColumn() << ": ";
    firstDiagnostic = location + diag.str();
    // One line: the message's own line breaks would split it.
    std::replace(firstDiagnostic.begin(), firstDiagnostic.end(), '\n', ' ');
    return mlir::success();
  });

  if (!llvm::sys::fs::exists(path))
    return problem("cannot read the module " + path + ": no such file");
  module = mlir::parseSourceFile<mlir::ModuleOp>(path, &context);
  if (!module)
    return problem("cannot parse " + path +
                   " as LLVM-dialect MLIR (the output of tpfuse-opt ... "
                   "-tp-aot-pipeline): " +
                   takeDiagnostic());

  entryName = "_mlir_ciface_" + manifest.function;
  auto entry = module->lookupSymbol<mlir::LLVM::LLVMFuncOp>(entryName);
  if (!entry || entry.isExternal()) {
    if (module->lookupSymbol<mlir::LLVM::LLVMFuncOp>(manifest.function))
      return problem(path + " defines @" + manifest.function +
                     " but not its C interface " + entryName +
                     " (not compiled by tp-aot-pipeline?)");
    return problem(path + " has no function " + entryName +
                   " (the manifest's 'function' is " + manifest.function + ")");
  }

  // The C entry: [communicator,] one descriptor per input, weights argument
  // and output; the status returned with the communicator.
  mlir::LLVM::LLVMFunctionType type = entry.getFunctionType();
  size_t tensors = manifest.inputs.size() + manifest.weightArguments.size() +
                   manifest.outputs.size();
  size_t params = type.getNumParams();
  bool returnsStatus = type.getReturnType().isInteger(32);
  bool returnsNothing =
      llvm::isa<mlir::LLVM::LLVMVoidType>(type.getReturnType());
  if (params == tensors + 1 && returnsStatus) {
    runtimeAbi = true;
  } else if (params == tensors && returnsNothing) {
    runtimeAbi = false;
  } else if (params == tensors + 2 && returnsStatus) {
    return problem(entryName + " takes a stream after the communicator: the "
                               "module is compiled for CUDA "
                               "(tp-aot-pipeline{target=cuda}); tpfuse-run "
                               "runs CPU modules");
  } else {
    return problem(entryName + " takes " + std::to_string(params) +
                   " arguments; the manifest describes " +
                   std::to_string(manifest.inputs.size()) + " input(s), " +
                   std::to_string(manifest.weightArguments.size()) +
                   " weights argument(s) and " +
                   std::to_string(manifest.outputs.size()) +
                   " output(s), which make " + std::to_string(tensors + 1) +
                   " with the communicator");
  }

  // The expanded function takes each descriptor as its fields, which gives
  // the ranks: 3 + 2 * rank each.
  if (auto expanded =
          module->lookupSymbol<mlir::LLVM::LLVMFuncOp>(manifest.function)) {
    size_t fields = runtimeAbi;
    auto addRank = [&](size_t rank) { fields += 3 + 2 * rank; };
    for (const TensorSignature &input : manifest.inputs)
      addRank(input.shape.size());
    for (size_t i = 0; i < manifest.weightArguments.size(); ++i)
      addRank(1);
    for (const TensorSignature &output : manifest.outputs)
      addRank(output.shape.size());
    if (expanded.getFunctionType().getNumParams() != fields)
      return problem("@" + manifest.function + " takes " +
                     std::to_string(expanded.getFunctionType().getNumParams()) +
                     " scalar arguments; memrefs of the ranks of the "
                     "manifest's inputs, weights and outputs make " +
                     std::to_string(fields));
  }

  // A function the module declares must be this process's (the runtime's
  // or the C library's): the JIT would otherwise fail on it at the call.
  for (auto function : module->getOps<mlir::LLVM::LLVMFuncOp>()) {
    StringRef name = function.getName();
    if (!function.isExternal() || name.starts_with("llvm."))
      continue;
    if (!::dlsym(RTLD_DEFAULT, name.str().c_str()))
      return problem(path + " calls " + name +
                     ", which neither the tpfuse runtime nor the C library "
                     "defines");
  }
  return llvm::Error::success();
}

llvm::Error CompiledModule::compile() {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  mlir::ExecutionEngineOptions engineOptions;
  // -O2, as the documented path's llc -O2 compiles the object. The options
  // only refer to the transformer (a function_ref): it must outlive
  // create().
  std::function<llvm::Error(llvm::Module *)> optimize =
      mlir::makeOptimizingTransformer(/*optLevel=*/2, /*sizeLevel=*/0,
                                      /*targetMachine=*/nullptr);
  engineOptions.transformer = optimize;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Default;
  Expected<std::unique_ptr<mlir::ExecutionEngine>> created =
      mlir::ExecutionEngine::create(*module, engineOptions);
  if (!created) {
    std::string message = llvm::toString(created.takeError());
    return problem("cannot compile the module: " + message +
                   (firstDiagnostic.empty() ? "" : ": " + takeDiagnostic()));
  }
  engine = std::move(*created);
  // The lookup compiles the module: here, not in the first call.
  Expected<void (*)(void **)> function = engine->lookupPacked(entryName);
  if (!function)
    return problem("cannot compile the module: " +
                   llvm::toString(function.takeError()));
  packedEntry = *function;
  return llvm::Error::success();
}

void CompiledModule::call(tpfuse_comm *comm, std::vector<void *> arguments,
                          int32_t &status) {
  std::vector<void *> packed;
  if (runtimeAbi)
    packed.push_back(&comm);
  for (void *&argument : arguments)
    packed.push_back(&argument);
  status = TPFUSE_SUCCESS;
  if (runtimeAbi)
    packed.push_back(&status);
  packedEntry(packed.data());
}

//===----------------------------------------------------------------------===//
// The run
//===----------------------------------------------------------------------===//

/// This process's rank and the world size, as the runtime reads them
/// (tpfuse_comm_create_from_env), or nothing outside a launcher.
std::optional<std::pair<int, int>> launchEnvironment() {
  auto read = [](const char *name, const char *fallback) -> const char * {
    if (const char *value = std::getenv(name))
      return value;
    return std::getenv(fallback);
  };
  const char *size = read("WORLD_SIZE", "OMPI_COMM_WORLD_SIZE");
  const char *rank = read("RANK", "OMPI_COMM_WORLD_RANK");
  if (!size || !rank)
    return std::nullopt;
  std::optional<int64_t> worldSize = parseInteger(size, 1, INT32_MAX);
  std::optional<int64_t> rankValue =
      parseInteger(rank, 0, worldSize.value_or(1) - 1);
  if (!worldSize || !rankValue)
    return std::pair<int, int>{-1, -1};
  return std::pair<int, int>{static_cast<int>(*rankValue),
                             static_cast<int>(*worldSize)};
}

/// FNV-1a over the bytes: equal outputs, bit for bit, have equal checksums.
uint64_t checksum(const char *data, uint64_t bytes) {
  uint64_t hash = 0xcbf29ce484222325ULL;
  for (uint64_t i = 0; i < bytes; ++i) {
    hash ^= static_cast<unsigned char>(data[i]);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

/// Writes an output as .npy: floats as float32 (float64 as itself), integers
/// as they are.
llvm::Error writeOutput(const std::string &path, ElementType type,
                        const std::vector<int64_t> &shape, const Buffer &buffer,
                        const std::vector<double> &values) {
  switch (type) {
  case ElementType::Float64:
    return writeNpy(path, "<f8", shape, buffer.get(), buffer.size());
  case ElementType::Bool:
    return writeNpy(path, "|b1", shape, buffer.get(), buffer.size());
  case ElementType::Int8:
    return writeNpy(path, "|i1", shape, buffer.get(), buffer.size());
  case ElementType::UInt8:
    return writeNpy(path, "|u1", shape, buffer.get(), buffer.size());
  case ElementType::Int16:
    return writeNpy(path, "<i2", shape, buffer.get(), buffer.size());
  case ElementType::Int32:
    return writeNpy(path, "<i4", shape, buffer.get(), buffer.size());
  case ElementType::Int64:
    return writeNpy(path, "<i8", shape, buffer.get(), buffer.size());
  default: {
    std::vector<float> narrowed(values.begin(), values.end());
    return writeNpy(path, "<f4", shape, narrowed.data(),
                    narrowed.size() * sizeof(float));
  }
  }
}

/// Runs -n N: this command line, less -n, under tpfuse-launch -n N.
int relaunch(const char *argv0, const Options &options) {
  std::string self = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&relaunch));
  llvm::SmallString<256> launcher(llvm::sys::path::parent_path(self));
  llvm::sys::path::append(launcher, "tpfuse-launch");
  std::string launcherPath = launcher.str().str();
  if (self.empty() || !llvm::sys::fs::can_execute(launcherPath)) {
    llvm::ErrorOr<std::string> found =
        llvm::sys::findProgramByName("tpfuse-launch");
    if (!found)
      return report(kRunFailed, "-n needs tpfuse-launch, which is neither "
                                "next to tpfuse-run nor on PATH");
    launcherPath = *found;
  }
  if (self.empty())
    self = argv0;
  std::vector<std::string> command = {
      launcherPath, "-n", std::to_string(*options.ranks), "--", self};
  command.insert(command.end(), options.rankArguments.begin(),
                 options.rankArguments.end());
  std::vector<char *> args;
  for (std::string &arg : command)
    args.push_back(arg.data());
  args.push_back(nullptr);
  llvm::outs().flush();
  ::execv(launcherPath.c_str(), args.data());
  return report(kRunFailed,
                "cannot run " + launcherPath + ": " + std::strerror(errno));
}

/// One rank's run, from the communicator's creation to its destruction.
class RankRun {
public:
  RankRun(const Options &options, const Manifest &manifest, const RunPlan &plan,
          CompiledModule &compiled, int rank)
      : options(options), manifest(manifest), plan(plan), compiled(compiled),
        rank(rank) {}

  ~RankRun() {
    if (comm)
      (void)tpfuse_comm_destroy(comm);
  }

  int run(std::vector<Buffer> &weights);

private:
  /// Prints on rank 0 only: every rank computes the same outputs.
  llvm::raw_ostream *summary() { return rank == 0 ? &llvm::outs() : nullptr; }

  const Options &options;
  const Manifest &manifest;
  const RunPlan &plan;
  CompiledModule &compiled;
  int rank;
  tpfuse_comm *comm = nullptr;
};

int RankRun::run(std::vector<Buffer> &weights) {
  tpfuse_comm_options commOptions;
  tpfuse_comm_options_init(&commOptions);
  commOptions.backend = TPFUSE_BACKEND_CPU;
  commOptions.force_decline = options.forceDecline;
  if (options.timeoutSeconds > 0)
    commOptions.timeout_ms = options.timeoutSeconds * 1000;
  if (tpfuse_status status = tpfuse_comm_create_from_env(&commOptions, &comm)) {
    comm = nullptr;
    return report(kRunFailed, llvm::Twine("creating the communicator: ") +
                                  tpfuse_status_name(status) + ": " +
                                  tpfuse_last_error_message());
  }
  int commRank = -1;
  if (tpfuse_comm_rank(comm, &commRank) != TPFUSE_SUCCESS || commRank != rank)
    return report(kRunFailed,
                  "the communicator's rank is " + std::to_string(commRank) +
                      ", the environment's " + std::to_string(rank));

  // The arguments: ids, weights, then the outputs' buffers.
  const TensorSignature &input = manifest.inputs[0];
  Buffer ids(plan.ids.size() * byteSize(input.type));
  for (size_t i = 0; i < plan.ids.size(); ++i) {
    if (input.type == ElementType::Int64) {
      std::memcpy(ids.get() + 8 * i, &plan.ids[i], 8);
    } else {
      auto id = static_cast<int32_t>(plan.ids[i]);
      std::memcpy(ids.get() + 4 * i, &id, 4);
    }
  }
  std::vector<MemRefDescriptor> descriptors;
  descriptors.emplace_back(ids.get(), plan.inputShape);
  for (size_t i = 0; i < weights.size(); ++i)
    descriptors.emplace_back(
        weights[i].get(),
        std::vector<int64_t>{manifest.weightArguments[i].count});
  std::vector<Buffer> outputs;
  for (size_t i = 0; i < manifest.outputs.size(); ++i) {
    const std::vector<int64_t> &shape = plan.outputShapes[i];
    outputs.emplace_back(elementCount(shape) *
                         byteSize(manifest.outputs[i].type));
    if (!outputs.back().allocated())
      return report(kRunFailed, "cannot allocate output " + std::to_string(i));
    // NaN in every float format: an element the call does not write shows.
    std::memset(outputs.back().get(), 0xff, outputs.back().size());
    descriptors.emplace_back(outputs.back().get(), shape);
  }
  std::vector<void *> arguments;
  for (MemRefDescriptor &descriptor : descriptors)
    arguments.push_back(descriptor.address());

  int32_t status = TPFUSE_SUCCESS;
  auto start = std::chrono::steady_clock::now();
  compiled.call(comm, arguments, status);
  double milliseconds = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - start)
                            .count();
  if (status != TPFUSE_SUCCESS)
    return report(kRunFailed,
                  "@" + manifest.function + " returned " +
                      tpfuse_status_name(static_cast<tpfuse_status>(status)) +
                      ": " + tpfuse_last_error_message());

  int worldSize = 0;
  (void)tpfuse_comm_world_size(comm, &worldSize);
  if (llvm::raw_ostream *os = summary())
    *os << "@" << manifest.function << " on " << worldSize << " rank(s), ids "
        << formatShape(plan.inputShape) << " from " << plan.idsSource << ": "
        << llvm::format("%.3f", milliseconds) << " ms\n";

  bool failed = false;
  for (size_t i = 0; i < outputs.size(); ++i) {
    ElementType type = manifest.outputs[i].type;
    const std::vector<int64_t> &shape = plan.outputShapes[i];
    std::vector<double> values =
        valuesOf(type, outputs[i].get(), elementCount(shape));
    double sum = 0;
    for (double value : values)
      sum += value;
    std::string name = "output" + std::to_string(i);
    if (llvm::raw_ostream *os = summary())
      *os << name << ": " << nameOf(type) << " " << formatShape(shape)
          << ", checksum "
          << llvm::format_hex_no_prefix(
                 checksum(outputs[i].get(), outputs[i].size()), 16)
          << ", sum " << llvm::format("%.6g", sum) << "\n";
    if (!plan.referenceOutputs.empty()) {
      Comparison result =
          compareOutputs(values.data(), plan.referenceOutputs[i].data(),
                         values.size(), options.tolerance);
      std::string line =
          name + " vs " +
          llvm::sys::path::filename(plan.referenceFiles[i]).str() + ": " +
          result.describe(shape.empty() ? 1
                                        : static_cast<size_t>(shape.back()));
      if (!result.withinTolerance()) {
        report(kRunFailed, line + "; " + result.describeOutside());
        failed = true;
      } else if (llvm::raw_ostream *os = summary()) {
        *os << line << "; within tolerance\n";
      }
    }
    if (!options.out.empty() && rank == 0) {
      if (std::error_code error =
              llvm::sys::fs::create_directories(options.out))
        return report(kRunFailed,
                      "cannot create " + options.out + ": " + error.message());
      llvm::SmallString<256> path(options.out);
      llvm::sys::path::append(path, name + ".npy");
      if (llvm::Error error =
              writeOutput(path.str().str(), type, shape, outputs[i], values))
        return reportError(kRunFailed, std::move(error));
    }
  }

  tpfuse_counters counters{};
  if (tpfuse_comm_get_counters(comm, &counters) != TPFUSE_SUCCESS)
    return report(kRunFailed, llvm::Twine("reading the counters: ") +
                                  tpfuse_last_error_message());
  if (llvm::raw_ostream *os = summary()) {
    *os << "counters: " << counters.fused_calls << " fused, "
        << counters.declines << " declined, " << counters.explicit_all_reduces
        << " explicit all-reduce(s)";
    if (manifest.allReduces)
      *os << "; the export owes " << *manifest.allReduces << " sum(s) a call";
    *os << "\n";
  }

  tpfuse_status destroyed = tpfuse_comm_destroy(comm);
  comm = nullptr;
  if (destroyed != TPFUSE_SUCCESS)
    return report(kRunFailed, llvm::Twine("destroying the communicator: ") +
                                  tpfuse_last_error_message());
  return failed ? kRunFailed : kSucceeded;
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  Options options;
  if (std::optional<int> exitCode = parseOptions(argc, argv, options))
    return *exitCode;
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION)
    return report(kRunFailed, "the runtime library's API version is " +
                                  std::to_string(tpfuse_runtime_api_version()) +
                                  ", tpfuse-run's " +
                                  std::to_string(TPFUSE_RUNTIME_API_VERSION));

  Expected<Manifest> manifest = readManifest(options.manifest);
  if (!manifest)
    return reportError(kUsageError, manifest.takeError());

  std::optional<std::pair<int, int>> environment = launchEnvironment();
  int worldSize = options.ranks ? *options.ranks
                  : environment ? environment->second
                                : 0;
  if (environment && environment->first < 0)
    return report(kUsageError, "the launcher's RANK and WORLD_SIZE (or "
                               "OMPI_COMM_WORLD_RANK and _SIZE) are not a "
                               "rank and a world size");
  if (!options.ranks && worldSize > 1)
    rankPrefix = "rank " + std::to_string(environment->first) + ": ";
  if (!worldSize)
    return report(kUsageError,
                  "not one of a launcher's ranks (WORLD_SIZE and RANK are not "
                  "set): run with -n " +
                      std::to_string(manifest->tp.value_or(1)) +
                      ", or under tpfuse-launch, torchrun or mpirun");
  if (manifest->tp && *manifest->tp != worldSize)
    return report(kUsageError, "the module is compiled for " +
                                   std::to_string(*manifest->tp) +
                                   " ranks (the manifest's 'tp'), not " +
                                   std::to_string(worldSize));

  Expected<RunPlan> plan = planRun(*manifest, options);
  if (!plan)
    return reportError(kUsageError, plan.takeError());
  CompiledModule compiled;
  if (llvm::Error error = compiled.load(options.module, *manifest))
    return reportError(kUsageError, std::move(error));
  // Before the run, which it would otherwise end in failure.
  if (!options.out.empty() && (options.ranks || environment->first == 0))
    if (std::error_code error = llvm::sys::fs::create_directories(options.out))
      return report(kUsageError,
                    "cannot create " + options.out + ": " + error.message());

  if (options.ranks) {
    // Every rank's input, checked once here rather than by every rank.
    for (int rank = 0; rank < *options.ranks; ++rank)
      if (llvm::Error error = checkWeightsFile(
              weightsPath(options.weightsPattern, rank), *manifest))
        return reportError(kUsageError, std::move(error));
    return relaunch(argv[0], options);
  }

  int rank = environment->first;
  Expected<std::vector<Buffer>> weights =
      readWeights(weightsPath(options.weightsPattern, rank), *manifest);
  if (!weights)
    return reportError(kUsageError, weights.takeError());
  // Before the rendezvous: the communicator's bounded waits for peers do not
  // include their compilation.
  if (llvm::Error error = compiled.compile())
    return reportError(kRunFailed, std::move(error));
  return RankRun(options, *manifest, *plan, compiled, rank).run(*weights);
}
