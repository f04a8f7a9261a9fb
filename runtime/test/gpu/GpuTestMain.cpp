//===- GpuTestMain.cpp - tpfuse-gpu-test: launches the ranks --------------===//
//
// Runs the GPU tests (RankTest.cpp) on one rank per GPU, two ways:
//  --launch=threads     one process drives every GPU, a thread each; the
//                       fused backend wraps an ncclComm_t the test creates;
//  --launch=processes   one process per GPU (this program re-executed with
//                       --rank), the NCCL unique ids passed through a file;
//                       the fused backend comes from a unique id (CUDA IPC).
//  --launch=all         both, threads first (the default);
//  --launch=same-device two ranks, threads of this process, on GPU 0 alone:
//                       the runtime's same-device test mode (every backend
//                       from createCudaBackendOnSharedDevice, the C API
//                       communicator with TPFUSE_SAME_DEVICE_TEST=1), for a
//                       machine with one GPU. Only this launch runs then;
//                       the ABI test, which needs GPUs 0 and 1, does not.
// Each rank also creates a forced-decline backend, a backend with a short
// spin bound for the timeout case, and a C API communicator (which the
// matmul cases use). Before the ranks, the process tests the quantized
// epilogue's encoders on every float (MiniFloatDeviceTest.cu, GPU 0), and,
// with 2+ GPUs, MLIR's GPU runtime ABI (DeviceCodeTest.cpp) on GPUs 0 and 1.
// --quick runs a small matrix (for compute-sanitizer); --only=quant runs
// only the quantized outputs' cases (QuantTest.h), with any launch. Exit
// status 0 only if every check passed.
//
//===----------------------------------------------------------------------===//

#include "DeviceCodeTest.h"
#include "InDtypeSumDeviceTest.h"
#include "MiniFloatDeviceTest.h"
#include "RankTest.h"

#include "common/Status.h"
#include "cuda/CudaBackend.h"
#include "cuda/SameDeviceGroup.h"
#include "tpfuse/runtime.h"

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace tpfuse;
using namespace tpfuse::gputest;
using runtime::Backend;
using runtime::cuda::CudaBackendOptions;

namespace {

/// The NCCL unique ids of one run: fused (processes only), forced decline,
/// timeout.
struct RunIds {
  char fused[NCCL_UNIQUE_ID_BYTES];
  char declining[NCCL_UNIQUE_ID_BYTES];
  char timeout[NCCL_UNIQUE_ID_BYTES];
};

struct Arguments {
  std::string launch = "all";
  bool quick = false;
  bool quantOnly = false;
  /// Set in a process launched by --launch=processes.
  int rank = -1;
  int worldSize = 0;
  std::string idsPath;
  std::string storeDir;
};

void report(const std::string &line) {
  std::printf("%s\n", line.c_str());
  std::fflush(stdout);
}

CudaBackendOptions fusedOptions(bool quick) {
  CudaBackendOptions options;
  options.maxTokens = quick ? 64 : 8192;
  options.maxHidden = 8192;
  options.maxElementBytes = 4;
  return options;
}

CudaBackendOptions decliningOptions() {
  CudaBackendOptions options;
  options.maxTokens = 8192;
  options.maxHidden = 8192;
  options.forceDecline = true;
  return options;
}

CudaBackendOptions timeoutOptions() {
  CudaBackendOptions options;
  options.maxTokens = 16;
  options.maxHidden = 1024;
  options.spinTimeout = std::chrono::milliseconds(kTimeoutBackendSpinMs);
  return options;
}

bool succeeded(tpfuse_status status, const std::string &what) {
  if (status == TPFUSE_SUCCESS)
    return true;
  report("FAIL: " + what + ": " + tpfuse_status_name(status) + " " +
         runtime::lastErrorMessage());
  return false;
}

/// Creates the C API communicator of one rank through the file store.
tpfuse_comm *createApiComm(int rank, int worldSize, int device,
                           const std::string &storeDir) {
  tpfuse_comm_options options;
  tpfuse_comm_options_init(&options);
  options.backend = TPFUSE_BACKEND_CUDA;
  options.max_tokens = 8192;
  options.max_hidden = 8192;
  options.workspace_dtype = TPFUSE_DTYPE_BF16;
  options.device = device;
  tpfuse_comm *comm = nullptr;
  tpfuse_status status = tpfuse_comm_create(
      &options, rank, worldSize, ("file:" + storeDir).c_str(), &comm);
  if (status != TPFUSE_SUCCESS) {
    report(
        "FAIL: tpfuse_comm_create: " + std::string(tpfuse_status_name(status)) +
        " " + tpfuse_last_error_message());
    return nullptr;
  }
  return comm;
}

/// The backends of one rank; `fused` is made by the caller.
struct RankBackends {
  std::unique_ptr<Backend> fused, declining, timeout;
};

/// One rank: the C API communicator, then the tests.
int runRank(RankSetup setup, RankBackends backends,
            const std::string &storeDir) {
  std::unique_ptr<Backend> &fused = backends.fused;
  std::unique_ptr<Backend> &declining = backends.declining;
  std::unique_ptr<Backend> &timeout = backends.timeout;
  if (!fused || !declining || !timeout)
    return 1;
  tpfuse_comm *api =
      createApiComm(setup.rank, setup.worldSize, setup.device, storeDir);
  if (!api)
    return 1;
  setup.fused = fused.get();
  setup.declining = declining.get();
  // compute-sanitizer slows kernels past the short spin bound.
  setup.timeout = setup.quick ? nullptr : timeout.get();
  setup.api = api;
  const auto &cudaFused = static_cast<runtime::cuda::CudaBackend &>(*fused);
  if (const char *disabled = cudaFused.disabledReason()) {
    report("FAIL: rank " + std::to_string(setup.rank) +
           ": the fused path is disabled: " + disabled + " (" +
           cudaFused.localSetupProblem() + ")");
    return 1;
  }
  report("[" + setup.launch + " rank " + std::to_string(setup.rank) +
         "] fused workspace: " + std::to_string(cudaFused.workspaceBytes()) +
         " bytes");
  const int failures = runRankTests(setup);
  tpfuse_comm_destroy(api);
  return failures;
}

/// The forced-decline and timeout backends of a rank, over NCCL.
RankBackends ncclBackends(const RankSetup &setup,
                          std::unique_ptr<Backend> fused, const RunIds &ids) {
  RankBackends backends;
  backends.fused = std::move(fused);
  if (!succeeded(runtime::cuda::createCudaBackendFromUniqueId(
                     ids.declining, setup.rank, setup.worldSize, setup.device,
                     decliningOptions(), backends.declining),
                 "creating the forced-decline backend"))
    return backends;
  succeeded(runtime::cuda::createCudaBackendFromUniqueId(
                ids.timeout, setup.rank, setup.worldSize, setup.device,
                timeoutOptions(), backends.timeout),
            "creating the timeout backend");
  return backends;
}

/// --launch=same-device: every rank a thread on GPU 0, no NCCL.
int runSameDevice(int worldSize, const Arguments &arguments) {
  // The C API communicators of this launch share the GPU too.
  if (setenv("TPFUSE_SAME_DEVICE_TEST", "1", 1) != 0) {
    report("FAIL: setenv TPFUSE_SAME_DEVICE_TEST");
    return 1;
  }
  const std::string storeDir =
      "/tmp/tpfuse-gpu-test-" + std::to_string(getpid()) + "-same-device";
  const std::string fusedKey = runtime::cuda::SameDeviceGroup::uniqueKey();
  const std::string decliningKey = runtime::cuda::SameDeviceGroup::uniqueKey();
  const std::string timeoutKey = runtime::cuda::SameDeviceGroup::uniqueKey();
  std::vector<int> failures(worldSize, 0);
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank)
    threads.emplace_back([&, rank] {
      if (cudaSetDevice(0) != cudaSuccess) {
        report("FAIL: rank " + std::to_string(rank) + ": cudaSetDevice(0)");
        failures[rank] = 1;
        return;
      }
      RankSetup setup;
      setup.rank = rank;
      setup.worldSize = worldSize;
      setup.device = 0;
      setup.launch = "same-device";
      setup.quick = arguments.quick;
      setup.quantOnly = arguments.quantOnly;
      RankBackends backends;
      if (succeeded(runtime::cuda::createCudaBackendOnSharedDevice(
                        fusedKey, rank, worldSize, 0,
                        fusedOptions(arguments.quick), backends.fused),
                    "creating the fused backend (same device)") &&
          succeeded(runtime::cuda::createCudaBackendOnSharedDevice(
                        decliningKey, rank, worldSize, 0, decliningOptions(),
                        backends.declining),
                    "creating the forced-decline backend (same device)"))
        succeeded(runtime::cuda::createCudaBackendOnSharedDevice(
                      timeoutKey, rank, worldSize, 0, timeoutOptions(),
                      backends.timeout),
                  "creating the timeout backend (same device)");
      failures[rank] = runRank(setup, std::move(backends), storeDir);
    });
  int total = 0;
  for (int rank = 0; rank < worldSize; ++rank) {
    threads[rank].join();
    total += failures[rank];
  }
  return total;
}

int runThreads(int worldSize, const Arguments &arguments) {
  ncclUniqueId commId;
  RunIds ids;
  if (ncclGetUniqueId(&commId) != ncclSuccess ||
      !succeeded(runtime::cuda::createNcclUniqueId(ids.declining),
                 "createNcclUniqueId") ||
      !succeeded(runtime::cuda::createNcclUniqueId(ids.timeout),
                 "createNcclUniqueId"))
    return 1;
  const std::string storeDir =
      "/tmp/tpfuse-gpu-test-" + std::to_string(getpid()) + "-threads";
  std::vector<int> failures(worldSize, 0);
  std::vector<std::thread> threads;
  for (int rank = 0; rank < worldSize; ++rank)
    threads.emplace_back([&, rank] {
      ncclComm_t comm = nullptr;
      if (cudaSetDevice(rank) != cudaSuccess ||
          ncclCommInitRank(&comm, worldSize, commId, rank) != ncclSuccess) {
        report("FAIL: rank " + std::to_string(rank) +
               ": creating the NCCL communicator");
        failures[rank] = 1;
        return;
      }
      {
        std::unique_ptr<Backend> fused;
        succeeded(runtime::cuda::createCudaBackendFromNcclComm(
                      comm, fusedOptions(arguments.quick), fused),
                  "createCudaBackendFromNcclComm");
        RankSetup setup;
        setup.rank = rank;
        setup.worldSize = worldSize;
        setup.device = rank;
        setup.launch = "threads";
        setup.quick = arguments.quick;
        setup.quantOnly = arguments.quantOnly;
        failures[rank] = runRank(
            setup, ncclBackends(setup, std::move(fused), ids), storeDir);
      }
      ncclCommDestroy(comm);
    });
  int total = 0;
  for (int rank = 0; rank < worldSize; ++rank) {
    threads[rank].join();
    total += failures[rank];
  }
  return total;
}

int runProcesses(const char *self, int worldSize, const Arguments &arguments) {
  RunIds ids;
  if (!succeeded(runtime::cuda::createNcclUniqueId(ids.fused),
                 "createNcclUniqueId") ||
      !succeeded(runtime::cuda::createNcclUniqueId(ids.declining),
                 "createNcclUniqueId") ||
      !succeeded(runtime::cuda::createNcclUniqueId(ids.timeout),
                 "createNcclUniqueId"))
    return 1;
  const std::string base = "/tmp/tpfuse-gpu-test-" + std::to_string(getpid());
  const std::string idsPath = base + ".ids";
  {
    std::ofstream file(idsPath, std::ios::binary);
    file.write(reinterpret_cast<const char *>(&ids), sizeof(ids));
    if (!file) {
      report("FAIL: writing " + idsPath);
      return 1;
    }
  }
  std::vector<pid_t> children;
  for (int rank = 0; rank < worldSize; ++rank) {
    std::vector<std::string> words = {self,
                                      "--launch=processes",
                                      "--rank=" + std::to_string(rank),
                                      "--world-size=" +
                                          std::to_string(worldSize),
                                      "--ids=" + idsPath,
                                      "--store=" + base + "-processes"};
    if (arguments.quick)
      words.push_back("--quick");
    if (arguments.quantOnly)
      words.push_back("--only=quant");
    std::vector<char *> argv;
    for (std::string &word : words)
      argv.push_back(word.data());
    argv.push_back(nullptr);
    pid_t child;
    if (posix_spawn(&child, self, nullptr, nullptr, argv.data(), environ) !=
        0) {
      report("FAIL: posix_spawn");
      return 1;
    }
    children.push_back(child);
  }
  int failed = 0;
  for (pid_t child : children) {
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) ||
        WEXITSTATUS(status) != 0)
      ++failed;
  }
  std::remove(idsPath.c_str());
  return failed;
}

/// A rank process of --launch=processes.
int runChild(const Arguments &arguments) {
  RunIds ids;
  std::ifstream file(arguments.idsPath, std::ios::binary);
  file.read(reinterpret_cast<char *>(&ids), sizeof(ids));
  if (!file) {
    report("FAIL: reading " + arguments.idsPath);
    return 1;
  }
  if (cudaSetDevice(arguments.rank) != cudaSuccess) {
    report("FAIL: cudaSetDevice");
    return 1;
  }
  RankSetup setup;
  setup.rank = arguments.rank;
  setup.worldSize = arguments.worldSize;
  setup.device = arguments.rank;
  setup.launch = "processes";
  setup.quick = arguments.quick;
  setup.quantOnly = arguments.quantOnly;
  std::unique_ptr<Backend> fused;
  succeeded(runtime::cuda::createCudaBackendFromUniqueId(
                ids.fused, setup.rank, setup.worldSize, setup.device,
                fusedOptions(arguments.quick), fused),
            "createCudaBackendFromUniqueId");
  return runRank(setup, ncclBackends(setup, std::move(fused), ids),
                 arguments.storeDir)
             ? 1
             : 0;
}

bool parse(int argc, char **argv, Arguments &arguments) {
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    auto value = [&](const char *prefix) -> const char * {
      size_t length = std::strlen(prefix);
      return word.compare(0, length, prefix) == 0 ? argv[i] + length : nullptr;
    };
    if (const char *v = value("--launch="))
      arguments.launch = v;
    else if (word == "--quick")
      arguments.quick = true;
    else if (word == "--only=quant")
      arguments.quantOnly = true;
    else if (const char *v = value("--rank="))
      arguments.rank = std::atoi(v);
    else if (const char *v = value("--world-size="))
      arguments.worldSize = std::atoi(v);
    else if (const char *v = value("--ids="))
      arguments.idsPath = v;
    else if (const char *v = value("--store="))
      arguments.storeDir = v;
    else
      return false;
  }
  return arguments.launch == "all" || arguments.launch == "threads" ||
         arguments.launch == "processes" || arguments.launch == "same-device";
}

} // namespace

/// The quantized epilogue's encoders on every float (MiniFloatDeviceTest.h).
int runEncoderTests() {
  report("== the epilogue's FP8 and FP4 encoders, all 2^32 floats, GPU 0");
  std::string log;
  int failures = runMiniFloatDeviceTests(log);
  report(
      "== the in-dtype sum of squares by a block vs the serial chain, GPU 0");
  failures += runInDtypeSumDeviceTests(log);
  if (!log.empty() && log.back() == '\n')
    log.pop_back();
  report(log);
  return failures;
}

int main(int argc, char **argv) {
  Arguments arguments;
  if (!parse(argc, argv, arguments)) {
    std::fprintf(stderr,
                 "usage: %s [--launch=all|threads|processes|same-device] "
                 "[--quick] [--only=quant]\n",
                 argv[0]);
    return 2;
  }
  if (arguments.rank >= 0)
    return runChild(arguments);

  int devices = 0;
  if (arguments.launch == "same-device") {
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 1) {
      report("FAIL: no GPU");
      return 1;
    }
    report("== one process, 2 ranks on GPU 0 (same-device test mode); the "
           "ABI test (GPUs 0 and 1) is not part of this launch");
    const int failures = runEncoderTests() + runSameDevice(2, arguments);
    report(failures == 0 ? "RESULT: PASS"
                         : "RESULT: FAIL (" + std::to_string(failures) +
                               " failed checks or ranks)");
    return failures == 0 ? 0 : 1;
  }
  if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 2) {
    report("FAIL: the GPU tests need at least 2 GPUs");
    return 1;
  }
  const int worldSize = devices >= 8 ? 8 : devices >= 4 ? 4 : 2;
  report("== MLIR's GPU runtime ABI, GPUs 0 and 1");
  int failures = runDeviceCodeTests() + runEncoderTests();
  if (arguments.launch != "processes") {
    report("== one process, " + std::to_string(worldSize) +
           " GPUs, a thread each");
    failures += runThreads(worldSize, arguments);
  }
  if (arguments.launch != "threads") {
    report("== " + std::to_string(worldSize) + " processes, a GPU each");
    failures += runProcesses(argv[0], worldSize, arguments);
  }
  report(failures == 0 ? "RESULT: PASS"
                       : "RESULT: FAIL (" + std::to_string(failures) +
                             " failed checks or ranks)");
  return failures == 0 ? 0 : 1;
}
