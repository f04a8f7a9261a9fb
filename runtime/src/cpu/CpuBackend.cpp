//===- CpuBackend.cpp - Host memory backend over Gloo ---------------------===//
//
// Gloo rather than MPI: it rendezvouses from RANK/WORLD_SIZE and a store, so
// the same library serves torchrun-style launches, mpirun, and several ranks
// as threads of one process (docs/runtime.md says more).
//
// The "fused" path mirrors the GPU one where that makes sense on a host: it
// needs a workspace made at creation (max_tokens x max_hidden fp32 sums), so
// it declines on capacity exactly as the GPU does, and it only fuses world
// sizes the GPU kernels support. The GPU's kernel-shape limits (row alignment,
// row length) are not mirrored. Its reduction is the same Gloo all-reduce of
// fp32 values as the fallback's, so both paths give bit-identical results.
//
// Every collective call first exchanges a descriptor of itself
// (gatherCalls, CallAgreement.h), so the ranks' data transfers always have
// the same sizes: Gloo aborts the process, on its own I/O thread, when a
// transfer is larger than the buffer that receives it. For the same reason a
// collective that fails (a timeout, a lost peer) leaves the communicator
// unusable: its transfers are left half done on a slot that every later
// collective shares.
//
//===----------------------------------------------------------------------===//

#include "common/BackendFactories.h"
#include "common/CallAgreement.h"
#include "common/Dtype.h"
#include "common/Status.h"
#include "cpu/HostMatmul.h"
#include "cpu/HostQuantize.h"
#include "cpu/HostRmsNorm.h"
#include "cpu/NoSigpipe.h"

#include <gloo/allgather.h>
#include <gloo/allreduce.h>
#include <gloo/math.h>
#include <gloo/rendezvous/context.h>
#include <gloo/transport/tcp/device.h>

#include <cstdint>
#include <cstring>
#include <new>
#include <string>
#include <vector>

using namespace tpfuse::runtime;

namespace {
using ReduceFunction = void (*)(void *, const void *, const void *, size_t);

class CpuBackend final : public Backend {
public:
  explicit CpuBackend(std::shared_ptr<gloo::Context> context)
      : context(std::move(context)) {}

  int rank() const override { return context->rank; }
  int worldSize() const override { return context->size; }

  tpfuse_status allReduceSum(const void *in, void *out, int64_t count,
                             tpfuse_dtype dtype, void *stream) override;
  tpfuse_status rmsNorm(const NormProblem &problem, void *stream) override;
  tpfuse_status matmul(const MatmulProblem &problem, void *stream) override;
  const char *fusedDeclineReason(const NormProblem &problem,
                                 tpfuse_algorithm algorithm) const override;
  tpfuse_status fusedAllReduceRmsNorm(const NormProblem &problem,
                                      tpfuse_algorithm algorithm,
                                      void *stream) override;
  tpfuse_status allAgree(bool local, bool *all) override;
  bool checksCalls() const override { return true; }
  tpfuse_status gatherCalls(const CallDescriptor &mine,
                            std::vector<CallDescriptor> &all) override;

  /// Checks that all ranks asked for the same capacity and allocates the
  /// workspace; if any rank could not, no rank keeps one. A collective.
  tpfuse_status createWorkspace(const CommConfig &config);

private:
  template <typename T>
  void allReduceInPlace(T *data, size_t count, ReduceFunction reduce);
  /// Runs `transfer`, the Gloo part of a collective, unless an earlier one
  /// failed; its exception becomes the status (prefixed by `what`) and makes
  /// the communicator unusable.
  template <typename Transfer>
  tpfuse_status collective(const char *what, Transfer &&transfer);

  std::shared_ptr<gloo::Context> context;
  /// The status of the collective that failed, and its message; every later
  /// collective returns them at once. TPFUSE_SUCCESS while usable.
  tpfuse_status failedStatus = TPFUSE_SUCCESS;
  std::string failedMessage;
  /// Why every fused call declines, agreed at creation; null if none.
  const char *disabledReason = nullptr;
  int64_t maxTokens = 0;
  int64_t maxHidden = 0;
  /// maxTokens x maxHidden x the workspace dtype's size, as on the GPU.
  int64_t capacityBytes = 0;
  /// maxTokens x maxHidden fp32 sums, null while disabled.
  std::unique_ptr<float[]> workspace;
  /// fp32 sums for bf16/f16 all-reduces (fp32 accumulation).
  std::vector<float> scratch;
};

template <typename T>
void CpuBackend::allReduceInPlace(T *data, size_t count,
                                  ReduceFunction reduce) {
  gloo::AllreduceOptions options(context);
  options.setOutput(data, count);
  options.setReduceFunction(reduce);
  gloo::allreduce(options);
}

template <typename Transfer>
tpfuse_status CpuBackend::collective(const char *what, Transfer &&transfer) {
  if (failedStatus != TPFUSE_SUCCESS)
    return fail(failedStatus, "the communicator is unusable: an earlier "
                              "collective failed (" +
                                  failedMessage + "); destroy it");
  try {
    NoSigpipe noSigpipe;
    transfer();
    return TPFUSE_SUCCESS;
  } catch (...) {
    failedStatus = statusFromCurrentException(what);
    failedMessage = lastErrorMessage();
    return fail(failedStatus,
                failedMessage + "; the communicator is unusable from now on");
  }
}

tpfuse_status CpuBackend::allReduceSum(const void *in, void *out, int64_t count,
                                       tpfuse_dtype dtype, void * /*stream*/) {
  // The ranks agreed on the count (gatherCalls): all of them skip it.
  if (count == 0)
    return TPFUSE_SUCCESS;
  size_t elements = static_cast<size_t>(count);
  return collective("gloo all-reduce", [&] {
    if (dtype == TPFUSE_DTYPE_F32) {
      if (out != in)
        std::memcpy(out, in, elements * sizeof(float));
      allReduceInPlace(static_cast<float *>(out), elements, &gloo::sum<float>);
      return;
    }
    scratch.resize(elements);
    dispatchDtype(dtype, [&](auto tag) {
      using T = decltype(tag);
      const auto *source = static_cast<const T *>(in);
      for (size_t i = 0; i < elements; ++i)
        scratch[i] = toFloat(source[i]);
      allReduceInPlace(scratch.data(), elements, &gloo::sum<float>);
      auto *destination = static_cast<T *>(out);
      for (size_t i = 0; i < elements; ++i)
        destination[i] = fromFloat<T>(scratch[i]);
    });
  });
}

tpfuse_status CpuBackend::rmsNorm(const NormProblem &problem,
                                  void * /*stream*/) {
  if (problem.tokens == 0)
    return TPFUSE_SUCCESS;
  hostResidualRmsNorm(problem);
  hostQuantizeNormed(problem);
  return TPFUSE_SUCCESS;
}

tpfuse_status CpuBackend::matmul(const MatmulProblem &problem,
                                 void * /*stream*/) {
  hostMatmul(problem);
  return TPFUSE_SUCCESS;
}

const char *
CpuBackend::fusedDeclineReason(const NormProblem &problem,
                               tpfuse_algorithm /*algorithm*/) const {
  if (disabledReason)
    return disabledReason;
  if (problem.tokens > maxTokens)
    return "tokens exceed the workspace's max_tokens";
  if (problem.hidden > maxHidden)
    return "hidden exceeds the workspace's max_hidden";
  if (problem.tokens * problem.hidden * elementSize(problem.dtype) >
      capacityBytes)
    return "the message exceeds the workspace (max_tokens x max_hidden x "
           "workspace_dtype size)";
  return nullptr;
}

tpfuse_status CpuBackend::fusedAllReduceRmsNorm(const NormProblem &problem,
                                                tpfuse_algorithm /*algorithm*/,
                                                void * /*stream*/) {
  // The ranks agreed on the tokens (gatherCalls): all of them skip it.
  if (problem.tokens == 0)
    return TPFUSE_SUCCESS;
  size_t elements = static_cast<size_t>(problem.tokens * problem.hidden);
  float *sums = workspace.get();
  dispatchDtype(problem.dtype, [&](auto tag) {
    using T = decltype(tag);
    const auto *partial = static_cast<const T *>(problem.input);
    for (size_t i = 0; i < elements; ++i)
      sums[i] = toFloat(partial[i]);
  });
  if (tpfuse_status status = collective("gloo all-reduce", [&] {
        allReduceInPlace(sums, elements, &gloo::sum<float>);
      }))
    return status;
  hostResidualRmsNormFromFloat(problem, sums);
  // From normed as written, as tpfuse_rms_norm quantizes: the paths agree.
  hostQuantizeNormed(problem);
  return TPFUSE_SUCCESS;
}

tpfuse_status CpuBackend::allAgree(bool local, bool *all) {
  int32_t value = local ? 1 : 0;
  if (tpfuse_status status = collective("gloo vote", [&] {
        allReduceInPlace(&value, 1, &gloo::min<int32_t>);
      }))
    return status;
  *all = value == 1;
  return TPFUSE_SUCCESS;
}

tpfuse_status CpuBackend::gatherCalls(const CallDescriptor &mine,
                                      std::vector<CallDescriptor> &all) {
  all.assign(static_cast<size_t>(worldSize()), CallDescriptor{});
  CallDescriptor input = mine;
  // Bytes: the descriptor's size is the same on every rank.
  return collective("gloo call check", [&] {
    gloo::AllgatherOptions options(context);
    options.setInput(reinterpret_cast<char *>(&input), sizeof(input));
    options.setOutput(reinterpret_cast<char *>(all.data()),
                      all.size() * sizeof(CallDescriptor));
    gloo::allgather(options);
  });
}

tpfuse_status CpuBackend::createWorkspace(const CommConfig &config) {
  // Minimum of each value and of its negation: equal everywhere iff
  // minimum == maximum.
  int64_t bytesPerElement = elementSize(config.workspaceDtype);
  int64_t agreed[6] = {config.maxTokens,  config.maxHidden,  bytesPerElement,
                       -config.maxTokens, -config.maxHidden, -bytesPerElement};
  if (tpfuse_status status = collective("gloo capacity agreement", [&] {
        allReduceInPlace(agreed, 6, &gloo::min<int64_t>);
      }))
    return status;
  // No condition on the world size: the sum is Gloo's all-reduce over any
  // number of ranks (the CUDA kernels' 2, 4 or 8 ranks are theirs).
  if (agreed[0] != -agreed[3] || agreed[1] != -agreed[4] ||
      agreed[2] != -agreed[5]) {
    disabledReason = "the ranks passed different max_tokens, max_hidden or "
                     "workspace_dtype";
    return TPFUSE_SUCCESS;
  }
  if (config.maxTokens == 0 || config.maxHidden == 0) {
    disabledReason = "no fused workspace (max_tokens or max_hidden is 0)";
    return TPFUSE_SUCCESS;
  }

  bool allocated = false;
  if (config.maxTokens <= INT64_MAX / config.maxHidden / 4 &&
      static_cast<uint64_t>(config.maxTokens * config.maxHidden) <=
          SIZE_MAX / sizeof(float)) {
    // Not value-initialized: pages are only touched by calls that use them.
    workspace.reset(new (std::nothrow) float[static_cast<size_t>(
        config.maxTokens * config.maxHidden)]);
    allocated = workspace != nullptr;
  }
  bool allAllocated = false;
  if (tpfuse_status status = allAgree(allocated, &allAllocated))
    return status;
  if (!allAllocated) {
    workspace.reset();
    disabledReason = "a rank could not allocate its fused workspace";
    return TPFUSE_SUCCESS;
  }
  maxTokens = config.maxTokens;
  maxHidden = config.maxHidden;
  capacityBytes = maxTokens * maxHidden * bytesPerElement;
  return TPFUSE_SUCCESS;
}
} // namespace

tpfuse_status
tpfuse::runtime::createCpuBackend(const CommConfig &config,
                                  gloo::rendezvous::Store &store,
                                  std::unique_ptr<Backend> &backend) {
  std::shared_ptr<gloo::rendezvous::Context> context;
  try {
    // Gloo's I/O thread, started here, inherits the blocked SIGPIPE.
    NoSigpipe noSigpipe;
    // Loopback only: the CPU backend serves one machine (CI, tests, tools).
    gloo::transport::tcp::attr attributes("127.0.0.1");
    auto device = gloo::transport::tcp::CreateDevice(attributes);
    context = std::make_shared<gloo::rendezvous::Context>(config.rank,
                                                          config.worldSize);
    context->setTimeout(config.timeout);
    context->connectFullMesh(store, device);
  } catch (...) {
    return statusFromCurrentException("gloo rendezvous");
  }
  auto cpuBackend = std::make_unique<CpuBackend>(std::move(context));
  if (tpfuse_status status = cpuBackend->createWorkspace(config))
    return status;
  backend = std::move(cpuBackend);
  return TPFUSE_SUCCESS;
}
