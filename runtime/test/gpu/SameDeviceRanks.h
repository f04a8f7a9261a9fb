//===- SameDeviceRanks.h - Ranks as threads on one GPU ----------*- C++ -*-===//
//
// What drivers of the same-device test mode (docs/runtime-cuda.md) share:
// one CUDA graph of every rank's work, whose calls meet the ranks' threads
// at tpfuse-run-cuda's RankBarrier.
// Not a graph per rank: code whose temporaries are graph allocations
// (cudaMallocAsync in the capture) gets graphs that CUDA may back with the
// same physical memory, and then "introduce synchronization between future
// graph launches" (CUDA Programming Guide, Graph Memory Nodes); on one
// device that orders one rank's relaunch after the other rank's graph,
// whose fused kernel waits for it until the spin bound
// (bench/results/llama-joint-graph-1xH200). Within one graph the ranks'
// branches run at once, so their allocations never share memory.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_TEST_GPU_SAMEDEVICERANKS_H
#define TPFUSE_TEST_GPU_SAMEDEVICERANKS_H

#include "RankBarrier.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <string>
#include <vector>

namespace tpfuse::gputest {

using ::tpfuse::RankBarrier;

/// How a graph replay's 16-bit output differs from the direct call's
/// (`direct`), empty if it does not: outputs poisoned with 0xffff before
/// the replay and never written keep it, and a replay that differs from the
/// one before (`previous`, empty for the first) in nothing is wrong the
/// same way each time, where a race would vary.
inline std::string replayMismatch(const std::vector<uint16_t> &replayed,
                                  const std::vector<uint16_t> &direct,
                                  const std::vector<uint16_t> &previous) {
  auto differing = [&](const std::vector<uint16_t> &other) {
    size_t count = 0;
    for (size_t i = 0; i < replayed.size(); ++i)
      count += replayed[i] != other[i];
    return count;
  };
  const size_t fromDirect = differing(direct);
  if (fromDirect == 0)
    return "";
  size_t poisoned = 0;
  for (uint16_t value : replayed)
    poisoned += value == 0xffff;
  std::string text = std::to_string(fromDirect) + " of " +
                     std::to_string(replayed.size()) +
                     " elements differ from the direct call's (" +
                     std::to_string(poisoned) + " still poisoned";
  if (!previous.empty())
    text += ", " + std::to_string(differing(previous)) +
            " differ from the previous replay's";
  return text + ")";
}

/// One CUDA graph of every rank's work. Every rank's thread calls begin(),
/// enqueues its work on its own stream, then end(); once every rank is in
/// begin() (none is still making a call that a capture forbids, e.g. a
/// plain cudaMalloc), rank 0's stream begins a global capture and forks to
/// the others' streams, which join back before rank 0 ends the capture and
/// instantiates the graph; rank 0 launches it. The ranks enqueue one after
/// the other, rank 0 first: a graph "must not be accessed concurrently from
/// multiple threads" (CUDA Driver API, Graph object thread safety), and
/// capturing into one is such an access. With two threads capturing at
/// once the Llama's replays computed wrong outputs in 2 to 5 of 5 runs, PDL
/// on or off, and in turn none: 120 graphs there, then 10 of 10 runs on a
/// fresh machine (bench/results/llama-pdl-1xH100, graphs-in-turn-1xH100).
/// Enqueueing in turn, the ranks' work must not meet the other ranks on the
/// host (the same-device mode's explicit all-reduce does, the fused path
/// does not). The calls meet the ranks at `ranks` whatever
/// fails, so that no rank waits for one that left; a failure is returned to
/// the rank that saw it.
class JointCapture {
public:
  JointCapture(int worldSize, RankBarrier &ranks)
      : joins(size_t(worldSize)), ranks(ranks) {}
  ~JointCapture() {
    discard();
    if (fork)
      (void)cudaEventDestroy(fork);
    for (cudaEvent_t join : joins)
      if (join)
        (void)cudaEventDestroy(join);
  }
  JointCapture(const JointCapture &) = delete;
  JointCapture &operator=(const JointCapture &) = delete;

  /// Creates the events; every rank, before the first capture.
  cudaError_t prepare(int rank) {
    cudaError_t status = cudaSuccess;
    if (rank == 0)
      status = cudaEventCreateWithFlags(&fork, cudaEventDisableTiming);
    if (status == cudaSuccess)
      status = cudaEventCreateWithFlags(&joins[size_t(rank)],
                                        cudaEventDisableTiming);
    ranks.arriveAndWait();
    return status;
  }

  /// After it, `stream` is captured into the ranks' graph, and it is this
  /// rank's turn to enqueue.
  cudaError_t begin(int rank, cudaStream_t stream) {
    ranks.arriveAndWait();
    cudaError_t status = cudaSuccess;
    if (rank == 0) {
      status = cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
      if (status == cudaSuccess)
        status = cudaEventRecord(fork, stream);
    }
    ranks.arriveAndWait();
    // One meeting per rank before this one, each passed once that rank has
    // enqueued (end() passes the rest).
    for (int before = 0; before < rank; ++before)
      ranks.arriveAndWait();
    if (rank != 0)
      status = cudaStreamWaitEvent(stream, fork, 0);
    return status;
  }

  /// Once every rank has enqueued its work: rank 0 holds the instantiated
  /// graph.
  cudaError_t end(int rank, cudaStream_t stream) {
    cudaError_t status = cudaSuccess;
    if (rank != 0)
      status = cudaEventRecord(joins[size_t(rank)], stream);
    for (int after = rank + 1; after < int(joins.size()); ++after)
      ranks.arriveAndWait();
    ranks.arriveAndWait();
    if (rank == 0) {
      for (size_t peer = 1; peer < joins.size() && status == cudaSuccess;
           ++peer)
        status = cudaStreamWaitEvent(stream, joins[peer], 0);
      // Ends the capture even after a failure, which it then reports.
      const cudaError_t ended = cudaStreamEndCapture(stream, &graph);
      if (status == cudaSuccess)
        status = ended;
      if (status == cudaSuccess)
        status = cudaGraphInstantiate(&executable, graph, 0);
    }
    ranks.arriveAndWait();
    return status;
  }

  /// Rank 0: one launch of the graph, finished before it returns.
  cudaError_t launchAndWait(cudaStream_t stream) {
    cudaError_t status = cudaGraphLaunch(executable, stream);
    return status == cudaSuccess ? cudaStreamSynchronize(stream) : status;
  }

  /// Every rank: the graph is destroyed once every rank is idle.
  cudaError_t destroy(int rank) {
    ranks.arriveAndWait();
    const cudaError_t status = rank == 0 ? discard() : cudaSuccess;
    ranks.arriveAndWait();
    return status;
  }

private:
  cudaError_t discard() {
    cudaError_t status = cudaSuccess;
    if (executable)
      status = cudaGraphExecDestroy(executable);
    if (graph) {
      const cudaError_t destroyed = cudaGraphDestroy(graph);
      if (status == cudaSuccess)
        status = destroyed;
    }
    executable = nullptr;
    graph = nullptr;
    return status;
  }

  cudaEvent_t fork = nullptr;
  std::vector<cudaEvent_t> joins;
  RankBarrier &ranks;
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t executable = nullptr;
};

} // namespace tpfuse::gputest

#endif // TPFUSE_TEST_GPU_SAMEDEVICERANKS_H
