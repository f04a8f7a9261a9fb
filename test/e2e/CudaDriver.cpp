//===- CudaDriver.cpp - Running compiled examples on GPUs -----------------===//

#include "CudaDriver.h"

#include <cstdio>
#include <cstdlib>

using namespace tpfuse::e2e;

namespace {
/// Replays of each captured call: more than one, since a graph that only
/// works once (a buffer it frees but does not reallocate, a workspace that
/// does not rotate) fails on the second.
constexpr int kReplays = 3;

/// The local rank, as tpfuse_comm_create_from_env reads it (the runtime
/// does not report the device it picked).
int localRank() {
  for (const char *name : {"LOCAL_RANK", "OMPI_COMM_WORLD_LOCAL_RANK", "RANK",
                           "OMPI_COMM_WORLD_RANK"})
    if (const char *value = std::getenv(name))
      return std::atoi(value);
  return 0;
}

/// Captures `call` in a graph and checks `kReplays` replays of it against
/// `direct`, the output of the same call run directly.
void checkGraphReplays(const Session &session, CudaContext &gpu,
                       DeviceTensor<2> &output, const CudaCall &call,
                       const std::vector<Bf16> &direct,
                       tpfuse_counters expected, const std::string &what) {
  std::string name = what + ", captured in a CUDA graph";
  expectStatus(session, tpfuse_comm_reset_counters(session.comm),
               TPFUSE_SUCCESS, "resetting the counters");
  int32_t status = TPFUSE_SUCCESS;
  CapturedGraph graph(gpu.stream, call, session.comm, status);
  expectStatus(session, status, TPFUSE_SUCCESS, name);
  if (status != TPFUSE_SUCCESS)
    return;
  bool reproduced = true;
  for (int replay = 1; replay <= kReplays; ++replay) {
    output.poison(gpu.stream);
    graph.launch(gpu.stream);
    size_t differing = countDifferences(output.download(gpu.stream), direct);
    reproduced &= differing == 0;
    if (differing > 0)
      fail(session, name + ": replay " + std::to_string(replay) + ": " +
                        std::to_string(differing) +
                        " elements differ from the direct run's");
  }
  if (reproduced)
    std::printf("rank %d: %s: %d replays reproduce the direct run bit for "
                "bit\n",
                session.rank, name.c_str(), kReplays);
  expectCounters(session, expected,
                 name + ", replayed " + std::to_string(kReplays) + " times");
}
} // namespace

void tpfuse::e2e::checkCuda(cudaError_t status, const char *what) {
  if (status != cudaSuccess)
    fatal(std::string(what) + ": " + cudaGetErrorName(status) + " (" +
          cudaGetErrorString(status) + ")");
}

CudaContext::CudaContext() : CudaContext(localRank()) {}

CudaContext::CudaContext(int device) : device(device) {
  checkCuda(cudaSetDevice(device), "cudaSetDevice");
  checkCuda(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking),
            "cudaStreamCreateWithFlags");
}

CudaContext::~CudaContext() {
  checkCuda(cudaStreamSynchronize(stream), "cudaStreamSynchronize");
  checkCuda(cudaStreamDestroy(stream), "cudaStreamDestroy");
}

CapturedGraph::CapturedGraph(cudaStream_t stream, const CudaCall &call,
                             tpfuse_comm *comm, int32_t &status) {
  // Thread-local: the compiled code must not make an unsafe CUDA call (a
  // synchronization, a plain cudaMalloc) on this thread while it is
  // captured. Other threads (NCCL's proxy) may make theirs.
  checkCuda(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal),
            "cudaStreamBeginCapture");
  status = call(comm, stream);
  cudaError_t ended = cudaStreamEndCapture(stream, &graph);
  if (ended != cudaSuccess && status != TPFUSE_SUCCESS)
    std::fprintf(stderr, "the captured call failed: %s: %s\n",
                 tpfuse_status_name(static_cast<tpfuse_status>(status)),
                 tpfuse_last_error_message());
  checkCuda(ended, "cudaStreamEndCapture");
  checkCuda(cudaGraphInstantiate(&executable, graph, 0),
            "cudaGraphInstantiate");
}

CapturedGraph::~CapturedGraph() {
  checkCuda(cudaGraphExecDestroy(executable), "cudaGraphExecDestroy");
  checkCuda(cudaGraphDestroy(graph), "cudaGraphDestroy");
}

Execution tpfuse::e2e::onDevice(const Session &session, CudaContext &gpu,
                                DeviceTensor<2> &output, CudaCall call) {
  Execution execution;
  execution.run = [&gpu, &output, call](tpfuse_comm *comm,
                                        std::vector<Bf16> &result) {
    output.poison(gpu.stream);
    int32_t status = call(comm, gpu.stream);
    result = output.download(gpu.stream);
    return status;
  };
  execution.declineBitIdentical = false;
  execution.checkReplays = [&session, &gpu, &output,
                            call](const std::vector<Bf16> &direct,
                                  tpfuse_counters expected,
                                  const std::string &what) {
    checkGraphReplays(session, gpu, output, call, direct, expected, what);
  };
  return execution;
}
