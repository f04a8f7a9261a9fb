//===- ProtocolAudit.cu - The fused protocol's state between calls --------===//

#include "ProtocolAudit.h"

#include "cuda/Kernels.h"

namespace tpfuse::gputest {
namespace {

using runtime::cuda::ControlBlock;

/// The words of a buffer that differ from the expected one: how many, and
/// the index of the first.
struct WordCensus {
  unsigned long long count;
  unsigned long long first;
};

__global__ void countOtherWords(const uint32_t *words, int64_t count,
                                uint32_t expected, WordCensus *census) {
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < count;
       i += int64_t(gridDim.x) * blockDim.x)
    if (words[i] != expected) {
      atomicAdd(&census->count, 1ull);
      atomicMin(&census->first, static_cast<unsigned long long>(i));
    }
}

std::string cudaProblem(const char *what, cudaError_t status) {
  return std::string(what) + ": " + cudaGetErrorString(status);
}

/// The census of `bytes` (a multiple of 4) at `data`, on `stream`.
cudaError_t takeCensus(const void *data, int64_t bytes, WordCensus *device,
                       WordCensus &host, cudaStream_t stream) {
  const WordCensus empty{0, ~0ull};
  const int64_t words = bytes / 4;
  constexpr int kThreads = 256;
  const int64_t blocks = (words + kThreads - 1) / kThreads;
  cudaError_t status = cudaMemcpyAsync(device, &empty, sizeof(empty),
                                       cudaMemcpyHostToDevice, stream);
  if (status != cudaSuccess)
    return status;
  countOtherWords<<<unsigned(blocks < 1      ? 1
                             : blocks < 4096 ? blocks
                                             : 4096),
                    kThreads, 0, stream>>>(static_cast<const uint32_t *>(data),
                                           words, runtime::cuda::kSentinelWord,
                                           device);
  if ((status = cudaGetLastError()) != cudaSuccess)
    return status;
  if ((status = cudaMemcpyAsync(&host, device, sizeof(host),
                                cudaMemcpyDeviceToHost, stream)) != cudaSuccess)
    return status;
  return cudaStreamSynchronize(stream);
}

} // namespace

std::string auditIdleProtocol(const runtime::cuda::CudaBackend &backend,
                              cudaStream_t stream) {
  const char *base = backend.workspaceBase();
  if (!base)
    return "";
  ControlBlock control{};
  cudaError_t status = cudaMemcpyAsync(&control, base, sizeof(control),
                                       cudaMemcpyDeviceToHost, stream);
  if (status == cudaSuccess)
    status = cudaStreamSynchronize(stream);
  if (status != cudaSuccess)
    return cudaProblem("reading the control block", status);

  std::string problems;
  auto note = [&](const std::string &problem) {
    problems += (problems.empty() ? "" : "; ") + problem;
  };
  if (control.error != 0)
    note("sticky error word " + std::to_string(control.error));
  if (control.blocksDone != 0)
    note(std::to_string(control.blocksDone) +
         " blocks counted for a call in flight");
  if (control.rotation != control.callsDone % runtime::cuda::kRotatingBuffers)
    note("rotation " + std::to_string(control.rotation) + " after " +
         std::to_string(control.callsDone) + " calls");
  for (int buffer = 0; buffer < runtime::cuda::kRotatingBuffers; ++buffer)
    for (int rank = 0; rank < runtime::cuda::kMaxWorldSize; ++rank)
      if (control.shapes[buffer][rank] != 0)
        note("the call shape of rank " + std::to_string(rank) + " on buffer " +
             std::to_string(buffer) + " was left unread");

  // Stream-ordered scratch: a plain cudaMalloc may wait for the device.
  WordCensus *census = nullptr;
  if ((status = cudaMallocAsync(reinterpret_cast<void **>(&census),
                                sizeof(WordCensus), stream)) != cudaSuccess)
    return cudaProblem("cudaMallocAsync", status);
  const int64_t bufferBytes = backend.lamportBufferBytes();
  for (int buffer = 0; buffer < runtime::cuda::kRotatingBuffers; ++buffer) {
    WordCensus found{};
    status = takeCensus(base + runtime::cuda::kControlBytes +
                            int64_t(buffer) * bufferBytes,
                        bufferBytes, census, found, stream);
    if (status != cudaSuccess) {
      note(cudaProblem("counting the buffer's words", status));
      break;
    }
    if (found.count != 0)
      note("buffer " + std::to_string(buffer) + ": " +
           std::to_string(found.count) +
           " words are not the sentinel, the first at byte " +
           std::to_string(found.first * 4));
  }
  if ((status = cudaFreeAsync(census, stream)) != cudaSuccess)
    note(cudaProblem("cudaFreeAsync", status));
  return problems;
}

} // namespace tpfuse::gputest
