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
#include "OutputComparison.h"
#include "RunPlan.h"

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
  std::vector<char> idsData = idsBytes(manifest, plan);
  Buffer ids(idsData.size());
  std::memcpy(ids.get(), idsData.data(), idsData.size());
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
              writeOutput(path.str().str(), type, shape, outputs[i].get(),
                          outputs[i].size(), values))
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

  IdsOptions idsOptions;
  idsOptions.manifest = options.manifest;
  idsOptions.reference = options.reference;
  idsOptions.ids = options.ids;
  idsOptions.tokens = options.tokens;
  idsOptions.seed = options.seed;
  Expected<RunPlan> plan = planRun(*manifest, idsOptions);
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
