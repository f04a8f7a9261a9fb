//===- tpfuse-run-cuda.cpp - Run an export's compiled object on GPUs ------===//
//
//   tpfuse-run-cuda [-n N] [--same-device] MODULE.so --manifest FILE
//                   --weights PATTERN (--reference | --ids FILE.npy |
//                   --tokens T) [options]
//
// The GPU counterpart of tpfuse-run, without MLIR: MODULE.so is a shared
// object compiled ahead of time from what tp-aot-pipeline{target=cuda}
// writes (docs/Running.md, scripts/compile-cuda-module.sh). It is dlopen()ed
// into this process, which links libtpfuse_runtime: the object's tpfuse_*
// and mgpu* calls resolve to it, and its global constructors load its
// kernels. The manifest's function is called through its C interface for
// the GPU (docs/AOT.md): the communicator, the stream, then one memref
// descriptor of device memory per input, weights argument and output; the
// status returned.
//
// The N ranks are threads of this process, each with its own communicator,
// stream and device buffers: rank r on GPU r when there are N GPUs, else
// (or with --same-device) all on GPU 0 in the runtime's same-device test mode
// (TPFUSE_SAME_DEVICE_TEST=1, docs/runtime-cuda.md). There the ranks share a
// context, and anything that synchronizes the device while a peer's fused
// kernel waits for this rank stalls both: kernels are loaded eagerly
// (CUDA_MODULE_LOADING=EAGER), every buffer is allocated before the first
// call, and the ranks meet before anything that may synchronize (freeing,
// destroying the communicator), as test/e2e/LlamaCudaDriver.cpp does.
//
// Every output is poisoned with NaN before the call; every CUDA call and
// status is checked, and the ids and weights must come back unchanged.
// Rank 0 prints what tpfuse-run prints (each output's shape, checksum and,
// with --reference, its distance from the reference; the counters); every
// rank's outputs must be the same bits as rank 0's.
//
// Exit codes: 0 success; 1 the run failed; 2 the command line, the manifest,
// an input file or the shared object is wrong. Every error is one line.
//
//===----------------------------------------------------------------------===//

#include "Manifest.h"
#include "OutputComparison.h"
#include "RankBarrier.h"
#include "RunPlan.h"

#include "tpfuse/runtime.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cuda.h>
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>

using namespace tpfuse;
using namespace tpfuse::run;
using llvm::Expected;
using llvm::StringRef;

namespace {

enum ExitCode { kSucceeded = 0, kRunFailed = 1, kUsageError = 2 };

std::mutex outputMutex;

int report(int code, const llvm::Twine &message) {
  std::lock_guard<std::mutex> lock(outputMutex);
  llvm::outs().flush();
  // One write: the lines of rank threads do not interleave.
  llvm::errs() << ("tpfuse-run-cuda: error: " + message + "\n").str();
  return code;
}

int reportError(int code, llvm::Error error) {
  return report(code, llvm::toString(std::move(error)));
}

constexpr const char *kUsage =
    "usage: tpfuse-run-cuda [-n N] [--same-device] MODULE.so --manifest FILE\n"
    "                       --weights PATTERN (--reference | --ids FILE.npy |\n"
    "                       --tokens T) [options]\n";

constexpr const char *kHelp = R"(
Runs the function of an export's module compiled for CUDA
(tp-aot-pipeline{target=cuda}, then mlir-translate, llc and `c++ -shared`:
scripts/compile-cuda-module.sh) on GPU ranks, the ranks threads of this
process.

  MODULE.so              the shared object
  --manifest FILE        the export's manifest.json
  --weights PATTERN      each rank's weights file, {rank} replaced by the rank
  -n N                   the ranks (default: the manifest's 'tp'); rank r on
                         GPU r when there are N GPUs
  --same-device          every rank on GPU 0 in the runtime's same-device test
                         mode (the default when there are fewer GPUs than
                         ranks)

The token ids, one of:
  --reference            the manifest's reference ids; compares every output
                         with the reference output and fails beyond the
                         tolerance
  --ids FILE.npy         token ids (int64) from a .npy file
  --tokens T             T random ids in [0, vocabulary), the same on every rank
  --seed S               the seed of --tokens (default 0)

Options:
  --out DIR              rank 0's outputs to DIR/output<I>.npy (float32)
  --atol A, --rtol R,    with --reference, the tolerance (tpfuse-run's:
  --mean-atol M            defaults 2^-4, 2^-5, 2^-6)
  --force-decline        the fused calls decline: the fallback runs instead
  --timeout SECONDS      the communicator's bound on waits for peers
  --help                 this text

Exit codes: 0 success, 1 the run failed, 2 a usage or input error.
)";

struct Options {
  std::string module, weightsPattern, out;
  IdsOptions ids;
  std::optional<int> ranks;
  bool sameDevice = false;
  bool forceDecline = false;
  Tolerance tolerance = kBf16ModelTolerance;
  bool toleranceGiven = false;
  int64_t timeoutSeconds = 0;
};

/// Fills `options` from the command line. Returns an exit code when there is
/// nothing to run: 0 after --help, else a usage error.
std::optional<int> parseOptions(int argc, char **argv, Options &options) {
  auto usage = [](const llvm::Twine &message) {
    report(kUsageError, message);
    llvm::errs() << kUsage;
    return kUsageError;
  };
  for (int i = 1; i < argc; ++i) {
    StringRef arg = argv[i];
    if (!arg.starts_with("-")) {
      if (!options.module.empty())
        return usage("one module expected, got '" + options.module + "' and '" +
                     arg + "'");
      options.module = arg.str();
      continue;
    }
    if (arg == "--help" || arg == "-h") {
      llvm::outs() << kUsage << kHelp;
      return kSucceeded;
    }
    if (arg == "--reference") {
      options.ids.reference = true;
      continue;
    }
    if (arg == "--force-decline") {
      options.forceDecline = true;
      continue;
    }
    if (arg == "--same-device") {
      options.sameDevice = true;
      continue;
    }
    auto [name, inlineValue] = arg.split('=');
    std::string value;
    if (arg.contains('='))
      value = inlineValue.str();
    else if (i + 1 < argc)
      value = argv[++i];
    else
      return usage("missing value for " + name);
    if (name == "-n") {
      std::optional<int64_t> ranks = parseInteger(value, 1, 64);
      if (!ranks)
        return usage("-n must be a number of ranks from 1 to 64, not '" +
                     value + "'");
      options.ranks = static_cast<int>(*ranks);
    } else if (name == "--manifest") {
      options.ids.manifest = value;
    } else if (name == "--weights") {
      options.weightsPattern = value;
    } else if (name == "--ids") {
      options.ids.ids = value;
    } else if (name == "--out") {
      options.out = value;
    } else if (name == "--tokens") {
      options.ids.tokens = parseInteger(value, 0, INT64_MAX);
      if (!options.ids.tokens)
        return usage("--tokens must be a token count, not '" + value + "'");
    } else if (name == "--seed") {
      std::optional<int64_t> seed = parseInteger(value, 0, INT64_MAX);
      if (!seed)
        return usage("--seed must be a non-negative integer, not '" + value +
                     "'");
      options.ids.seed = static_cast<uint64_t>(*seed);
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
  }
  if (options.module.empty())
    return usage("no module given");
  if (options.ids.manifest.empty())
    return usage("--manifest is required");
  if (options.weightsPattern.empty())
    return usage("--weights is required");
  int sources = options.ids.reference + !options.ids.ids.empty() +
                options.ids.tokens.has_value();
  if (sources != 1)
    return usage(sources ? "give only one of --reference, --ids and --tokens"
                         : "give the token ids: --reference, --ids FILE.npy "
                           "or --tokens T");
  if (options.toleranceGiven && !options.ids.reference)
    return usage("--atol, --rtol and --mean-atol need --reference");
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// The shared object
//===----------------------------------------------------------------------===//

/// `_mlir_ciface_<function>` for the GPU: int32_t (tpfuse_comm *, void
/// *stream, one descriptor pointer per tensor), called through a function
/// pointer of exactly that type for each arity.
template <size_t... Index>
int32_t callWithDescriptors(void *entry, tpfuse_comm *comm, void *stream,
                            void *const *descriptors,
                            std::index_sequence<Index...>) {
  using Entry = int32_t (*)(tpfuse_comm *, void *,
                            decltype((void)Index, (void *)nullptr)...);
  return reinterpret_cast<Entry>(entry)(comm, stream, descriptors[Index]...);
}

/// The most tensors an entry may take: inputs, weights arguments and outputs.
constexpr size_t kMaxTensors = 16;

template <size_t... Arity>
int32_t dispatchArity(void *entry, tpfuse_comm *comm, void *stream,
                      const std::vector<void *> &descriptors,
                      std::index_sequence<Arity...>) {
  int32_t status = TPFUSE_ERROR_INVALID_ARGUMENT;
  // Exactly one arity matches (checked against kMaxTensors before).
  (void)((descriptors.size() == Arity &&
          (status = callWithDescriptors(entry, comm, stream, descriptors.data(),
                                        std::make_index_sequence<Arity>()),
           true)) ||
         ...);
  return status;
}

int32_t callEntry(void *entry, tpfuse_comm *comm, cudaStream_t stream,
                  const std::vector<void *> &descriptors) {
  return dispatchArity(entry, comm, static_cast<void *>(stream), descriptors,
                       std::make_index_sequence<kMaxTensors + 1>());
}

//===----------------------------------------------------------------------===//
// The ranks
//===----------------------------------------------------------------------===//

/// What every rank shares, read-only while they run.
struct Job {
  const Options &options;
  const Manifest &manifest;
  const RunPlan &plan;
  void *entry;
  std::string store;
  int worldSize;
  bool sameDevice;
  RankBarrier barrier;
};

/// What a rank leaves for the report.
struct RankResult {
  bool succeeded = false;
  std::vector<std::vector<char>> outputs;
  tpfuse_counters counters{};
  double milliseconds = 0;
};

/// One device allocation, freed with the rank's state.
struct DeviceBuffer {
  void *data = nullptr;
  uint64_t bytes = 0;
};

class Rank {
public:
  Rank(Job &job, int rank, std::vector<Buffer> weights)
      : job(job), rank(rank), device(job.sameDevice ? 0 : rank),
        hostWeights(std::move(weights)) {}

  /// The whole rank, from its device state to the communicator's end.
  void run(RankResult &result);

private:
  /// Reports a failed CUDA call; false if it failed.
  bool checkCuda(cudaError_t error, const llvm::Twine &what) {
    if (error == cudaSuccess)
      return true;
    fail(what + ": " + cudaGetErrorName(error) + ": " +
         cudaGetErrorString(error));
    return false;
  }

  bool checkStatus(tpfuse_status status, const llvm::Twine &what) {
    if (status == TPFUSE_SUCCESS)
      return true;
    fail(what + ": " + tpfuse_status_name(status) + ": " +
         tpfuse_last_error_message());
    return false;
  }

  void fail(const llvm::Twine &message) {
    report(kRunFailed, "rank " + llvm::Twine(rank) + ": " + message);
    failed = true;
    job.barrier.abandon();
  }

  bool allocate(uint64_t bytes, DeviceBuffer &buffer, const llvm::Twine &what) {
    buffer.bytes = bytes;
    // cudaMalloc of 0 bytes gives no pointer; a tensor may be empty.
    return checkCuda(cudaMalloc(&buffer.data, std::max<uint64_t>(bytes, 1)),
                     "allocating " + what);
  }

  bool download(const DeviceBuffer &buffer, std::vector<char> &host,
                const llvm::Twine &what) {
    host.resize(buffer.bytes);
    return checkCuda(cudaMemcpyAsync(host.data(), buffer.data, buffer.bytes,
                                     cudaMemcpyDeviceToHost, stream),
                     "copying back " + what) &&
           checkCuda(cudaStreamSynchronize(stream),
                     "copying back " + what + ": the stream");
  }

  /// Frees the device state and destroys the communicator, after every rank
  /// is done with its calls (either may synchronize the device).
  void tearDown();

  Job &job;
  const int rank;
  const int device;
  std::vector<Buffer> hostWeights;
  bool failed = false;
  cudaStream_t stream = nullptr;
  tpfuse_comm *comm = nullptr;
  DeviceBuffer ids;
  std::vector<DeviceBuffer> weights, outputs;
};

void Rank::run(RankResult &result) {
  const Manifest &manifest = job.manifest;
  const RunPlan &plan = job.plan;
  std::vector<char> hostIds = idsBytes(manifest, plan);

  // The device state, all of it before the first call.
  bool ready =
      checkCuda(cudaSetDevice(device),
                "cudaSetDevice(" + llvm::Twine(device) + ")") &&
      checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
                "creating the stream") &&
      allocate(hostIds.size(), ids, "the ids") &&
      checkCuda(cudaMemcpyAsync(ids.data, hostIds.data(), hostIds.size(),
                                cudaMemcpyHostToDevice, stream),
                "copying the ids");
  for (size_t i = 0; ready && i < hostWeights.size(); ++i) {
    weights.emplace_back();
    ready = allocate(hostWeights[i].size(), weights.back(),
                     "weights argument " + llvm::Twine(i)) &&
            checkCuda(cudaMemcpyAsync(weights.back().data, hostWeights[i].get(),
                                      hostWeights[i].size(),
                                      cudaMemcpyHostToDevice, stream),
                      "copying weights argument " + llvm::Twine(i));
  }
  for (size_t i = 0; ready && i < manifest.outputs.size(); ++i) {
    outputs.emplace_back();
    // NaN in every float format: an element the call does not write shows.
    ready = allocate(elementCount(plan.outputShapes[i]) *
                         byteSize(manifest.outputs[i].type),
                     outputs.back(), "output " + llvm::Twine(i)) &&
            checkCuda(cudaMemsetAsync(outputs.back().data, 0xff,
                                      outputs.back().bytes, stream),
                      "poisoning output " + llvm::Twine(i));
  }
  ready = ready && checkCuda(cudaStreamSynchronize(stream),
                             "uploading the inputs: the stream");

  // The communicator: collective over the ranks' threads.
  if (ready) {
    tpfuse_comm_options commOptions;
    tpfuse_comm_options_init(&commOptions);
    commOptions.backend = TPFUSE_BACKEND_CUDA;
    commOptions.device = device;
    commOptions.force_decline = job.options.forceDecline;
    if (job.options.timeoutSeconds > 0)
      commOptions.timeout_ms = job.options.timeoutSeconds * 1000;
    ready = checkStatus(tpfuse_comm_create(&commOptions, rank, job.worldSize,
                                           job.store.c_str(), &comm),
                        "creating the communicator");
    if (!ready)
      comm = nullptr;
  }

  // The call: no rank calls before every rank has its buffers.
  if (ready && job.barrier.arriveAndWait()) {
    std::vector<MemRefDescriptor> descriptors;
    descriptors.emplace_back(ids.data, plan.inputShape);
    for (size_t i = 0; i < weights.size(); ++i)
      descriptors.emplace_back(
          weights[i].data,
          std::vector<int64_t>{manifest.weightArguments[i].count});
    for (size_t i = 0; i < outputs.size(); ++i)
      descriptors.emplace_back(outputs[i].data, plan.outputShapes[i]);
    std::vector<void *> arguments;
    for (MemRefDescriptor &descriptor : descriptors)
      arguments.push_back(descriptor.address());

    auto start = std::chrono::steady_clock::now();
    auto status = static_cast<tpfuse_status>(
        callEntry(job.entry, comm, stream, arguments));
    bool called = checkStatus(status, "@" + manifest.function) &&
                  checkCuda(cudaStreamSynchronize(stream),
                            "@" + manifest.function + ": the stream");
    result.milliseconds = std::chrono::duration<double, std::milli>(
                              std::chrono::steady_clock::now() - start)
                              .count();

    if (called) {
      result.outputs.resize(outputs.size());
      bool copied = true;
      for (size_t i = 0; copied && i < outputs.size(); ++i)
        copied =
            download(outputs[i], result.outputs[i], "output " + llvm::Twine(i));
      std::vector<char> idsAfter;
      if (copied && download(ids, idsAfter, "the ids") && idsAfter != hostIds)
        fail("@" + manifest.function + " wrote its input, the ids");
      for (size_t i = 0; copied && !failed && i < weights.size(); ++i) {
        std::vector<char> after;
        if (download(weights[i], after, "weights argument " + llvm::Twine(i)) &&
            std::memcmp(after.data(), hostWeights[i].get(), after.size()) != 0)
          fail("@" + manifest.function + " wrote weights argument " +
               llvm::Twine(i));
      }
      if (copied && !failed &&
          checkStatus(tpfuse_comm_get_counters(comm, &result.counters),
                      "reading the counters"))
        result.succeeded = true;
    }
  }
  tearDown();
  if (failed)
    result.succeeded = false;
}

void Rank::tearDown() {
  // Every rank is done calling before anything here may synchronize the
  // device (a failed rank has abandoned the barrier, which then waits for
  // no one).
  job.barrier.arriveAndWait();
  for (DeviceBuffer *buffer : {&ids})
    if (buffer->data)
      checkCuda(cudaFree(buffer->data), "freeing the ids");
  for (std::vector<DeviceBuffer> *group : {&weights, &outputs})
    for (DeviceBuffer &buffer : *group)
      if (buffer.data)
        checkCuda(cudaFree(buffer.data), "freeing a buffer");
  if (comm) {
    checkStatus(tpfuse_comm_destroy(comm), "destroying the communicator");
    comm = nullptr;
  }
  if (stream)
    checkCuda(cudaStreamDestroy(stream), "destroying the stream");
}

/// A fresh directory for the ranks' file store, removed with the object.
class StoreDirectory {
public:
  StoreDirectory() {
    llvm::SmallString<128> path;
    if (!llvm::sys::fs::createUniqueDirectory("tpfuse-run-cuda", path))
      directory = path.str().str();
  }
  ~StoreDirectory() {
    if (!directory.empty())
      (void)llvm::sys::fs::remove_directories(directory);
  }

  bool created() const { return !directory.empty(); }
  std::string uri() const { return "file:" + directory; }

private:
  std::string directory;
};

/// Why kernels are not loaded eagerly, which the same-device mode needs, if
/// they are not. Through the driver entry point (as the runtime reaches the
/// driver), so that this program starts without libcuda, e.g. to report a
/// usage error on a machine without a GPU.
std::optional<std::string> checkEagerLoading() {
  void *function = nullptr;
  cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
  if (cudaError_t error = cudaGetDriverEntryPointByVersion(
          "cuModuleGetLoadingMode", &function, /*cudaVersion=*/12000,
          cudaEnableDefault, &found))
    return std::string("looking up cuModuleGetLoadingMode: ") +
           cudaGetErrorString(error);
  if (found != cudaDriverEntryPointSuccess || !function)
    return std::string("the driver has no cuModuleGetLoadingMode");
  CUmoduleLoadingMode loading;
  if (reinterpret_cast<CUresult (*)(CUmoduleLoadingMode *)>(function)(
          &loading) != CUDA_SUCCESS)
    return std::string("cuModuleGetLoadingMode failed");
  if (loading != CU_MODULE_EAGER_LOADING)
    return std::string("CUDA does not load modules eagerly, which the "
                       "same-device mode needs");
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// The report
//===----------------------------------------------------------------------===//

/// Prints rank 0's outputs as tpfuse-run does, compares them with the
/// reference and every other rank's with them. Returns the exit code.
int reportOutputs(const Options &options, const Manifest &manifest,
                  const RunPlan &plan, const std::vector<RankResult> &results,
                  bool sameDevice) {
  const RankResult &first = results[0];
  llvm::raw_ostream &os = llvm::outs();
  double slowest = 0;
  for (const RankResult &result : results)
    slowest = std::max(slowest, result.milliseconds);
  os << "@" << manifest.function << " on " << results.size() << " rank(s)"
     << (sameDevice ? " on GPU 0 (same-device test mode)"
                    : " on GPUs 0 to " + std::to_string(results.size() - 1))
     << ", ids " << formatShape(plan.inputShape) << " from " << plan.idsSource
     << ": " << llvm::format("%.3f", slowest) << " ms\n";

  bool failed = false;
  for (size_t i = 0; i < first.outputs.size(); ++i) {
    ElementType type = manifest.outputs[i].type;
    const std::vector<int64_t> &shape = plan.outputShapes[i];
    const std::vector<char> &bytes = first.outputs[i];
    std::vector<double> values =
        valuesOf(type, bytes.data(), elementCount(shape));
    double sum = 0;
    for (double value : values)
      sum += value;
    std::string name = "output" + std::to_string(i);
    os << name << ": " << nameOf(type) << " " << formatShape(shape)
       << ", checksum "
       << llvm::format_hex_no_prefix(checksum(bytes.data(), bytes.size()), 16)
       << ", sum " << llvm::format("%.6g", sum) << "\n";
    for (size_t rank = 1; rank < results.size(); ++rank)
      if (results[rank].outputs[i] != bytes) {
        std::vector<double> other = valuesOf(
            type, results[rank].outputs[i].data(), elementCount(shape));
        size_t differing = 0;
        for (size_t e = 0; e < values.size(); ++e)
          differing += std::memcmp(&values[e], &other[e], sizeof(double)) != 0;
        report(kRunFailed, name + " of rank " + std::to_string(rank) +
                               " differs from rank 0's in " +
                               std::to_string(differing) + " of " +
                               std::to_string(values.size()) + " elements");
        failed = true;
      }
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
      } else {
        os << line << "; within tolerance\n";
      }
    }
    if (!options.out.empty()) {
      llvm::SmallString<256> path(options.out);
      llvm::sys::path::append(path, name + ".npy");
      if (llvm::Error error = writeOutput(path.str().str(), type, shape,
                                          bytes.data(), bytes.size(), values))
        return reportError(kRunFailed, std::move(error));
    }
  }

  const tpfuse_counters &counters = first.counters;
  os << "counters: " << counters.fused_calls << " fused, " << counters.declines
     << " declined, " << counters.explicit_all_reduces
     << " explicit all-reduce(s)";
  if (manifest.allReduces)
    os << "; the export owes " << *manifest.allReduces << " sum(s) a call";
  os << "\n";
  for (size_t rank = 1; rank < results.size(); ++rank) {
    const tpfuse_counters &other = results[rank].counters;
    if (other.fused_calls != counters.fused_calls ||
        other.declines != counters.declines ||
        other.explicit_all_reduces != counters.explicit_all_reduces) {
      report(kRunFailed, "rank " + std::to_string(rank) +
                             "'s counters differ from rank 0's");
      failed = true;
    }
  }
  if (!failed)
    os << "ranks: " << results.size()
       << " rank(s), every output the same bits on each\n";
  return failed ? kRunFailed : kSucceeded;
}

} // namespace

int main(int argc, char **argv) {
  Options options;
  if (std::optional<int> exitCode = parseOptions(argc, argv, options))
    return *exitCode;
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION)
    return report(kRunFailed, "the runtime library's API version is " +
                                  std::to_string(tpfuse_runtime_api_version()) +
                                  ", tpfuse-run-cuda's " +
                                  std::to_string(TPFUSE_RUNTIME_API_VERSION));

  Expected<Manifest> manifest = readManifest(options.ids.manifest);
  if (!manifest)
    return reportError(kUsageError, manifest.takeError());
  int worldSize = options.ranks.value_or(manifest->tp.value_or(0));
  if (worldSize <= 0)
    return report(kUsageError, "the manifest has no 'tp': give -n N");
  if (manifest->tp && *manifest->tp != worldSize)
    return report(kUsageError, "the module is compiled for " +
                                   std::to_string(*manifest->tp) +
                                   " ranks (the manifest's 'tp'), not " +
                                   std::to_string(worldSize));
  size_t tensors = manifest->inputs.size() + manifest->weightArguments.size() +
                   manifest->outputs.size();
  if (tensors > kMaxTensors)
    return report(kUsageError, "the function takes " + std::to_string(tensors) +
                                   " tensors; tpfuse-run-cuda calls at most " +
                                   std::to_string(kMaxTensors));

  Expected<RunPlan> plan = planRun(*manifest, options.ids);
  if (!plan)
    return reportError(kUsageError, plan.takeError());
  std::vector<std::vector<Buffer>> rankWeights;
  for (int rank = 0; rank < worldSize; ++rank) {
    Expected<std::vector<Buffer>> weights =
        readWeights(weightsPath(options.weightsPattern, rank), *manifest);
    if (!weights)
      return reportError(kUsageError, weights.takeError());
    rankWeights.push_back(std::move(*weights));
  }
  if (!llvm::sys::fs::exists(options.module))
    return report(kUsageError, "cannot read the module " + options.module +
                                   ": no such file");
  if (!options.out.empty())
    if (std::error_code error = llvm::sys::fs::create_directories(options.out))
      return report(kUsageError,
                    "cannot create " + options.out + ": " + error.message());

  // Before anything initializes CUDA, which reads it: lazy loading (CUDA's
  // default) can synchronize the context that ranks on one GPU share while
  // a peer's fused kernel waits for this rank (docs/runtime-cuda.md). Eager
  // loading costs nothing later on separate GPUs either.
  const char *loading = std::getenv("CUDA_MODULE_LOADING");
  if (!loading && setenv("CUDA_MODULE_LOADING", "EAGER", 1) != 0)
    return report(kRunFailed, "cannot set CUDA_MODULE_LOADING");
  int devices = 0;
  if (cudaError_t error = cudaGetDeviceCount(&devices))
    return report(kRunFailed, llvm::Twine("cudaGetDeviceCount: ") +
                                  cudaGetErrorString(error));
  bool sameDevice = options.sameDevice || devices < worldSize;
  if (sameDevice && worldSize > 1) {
    if (loading && StringRef(loading) != "EAGER")
      return report(kUsageError,
                    "the same-device mode needs CUDA_MODULE_LOADING=EAGER, "
                    "not " +
                        StringRef(loading) +
                        ": loading a kernel lazily can wait for the other "
                        "rank's fused kernel, which waits for this one");
    // Read by tpfuse_comm_create, not by CUDA.
    if (setenv("TPFUSE_SAME_DEVICE_TEST", "1", 1) != 0)
      return report(kRunFailed, "cannot set TPFUSE_SAME_DEVICE_TEST");
  }
  if (cudaError_t error = cudaSetDevice(0))
    return report(kRunFailed, llvm::Twine("cudaSetDevice(0): ") +
                                  cudaGetErrorString(error));
  if (sameDevice && worldSize > 1)
    if (std::optional<std::string> problem = checkEagerLoading())
      return report(kRunFailed, *problem);

  // The object: its constructors load its kernels for every device, through
  // the runtime's mgpu* functions, which keep their first failure.
  void *library = ::dlopen(options.module.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return report(kUsageError, llvm::Twine("cannot load ") + options.module +
                                   ": " + ::dlerror());
  std::string entryName = "_mlir_ciface_" + manifest->function;
  void *entry = ::dlsym(library, entryName.c_str());
  if (!entry)
    return report(kUsageError, options.module + " has no function " +
                                   entryName +
                                   " (the manifest's 'function' "
                                   "is " +
                                   manifest->function + ")");
  if (tpfuse_status status = tpfuse_take_device_code_error())
    return report(kRunFailed, llvm::Twine("loading the kernels of ") +
                                  options.module + ": " +
                                  tpfuse_status_name(status) + ": " +
                                  tpfuse_last_error_message());

  StoreDirectory store;
  if (!store.created())
    return report(kRunFailed, "cannot create a directory for the ranks' store");
  Job job{options,     *manifest, *plan,      entry,
          store.uri(), worldSize, sameDevice, RankBarrier(worldSize)};
  std::vector<RankResult> results(static_cast<size_t>(worldSize));
  std::vector<std::unique_ptr<Rank>> ranks;
  for (int rank = 0; rank < worldSize; ++rank)
    ranks.push_back(std::make_unique<Rank>(
        job, rank, std::move(rankWeights[static_cast<size_t>(rank)])));
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank)
    threads.emplace_back([&, rank] {
      ranks[static_cast<size_t>(rank)]->run(results[static_cast<size_t>(rank)]);
    });
  for (std::thread &thread : threads)
    thread.join();
  for (const RankResult &result : results)
    if (!result.succeeded)
      return kRunFailed;
  return reportOutputs(options, *manifest, *plan, results, sameDevice);
}
