//===- Comm.cpp - A communicator: backend, decline policy, counters -------===//

#include "common/Comm.h"

#include "common/Bootstrap.h"
#include "common/Dtype.h"
#include "common/Status.h"
#include "store/Store.h"

using namespace tpfuse::runtime;

namespace {
/// Agrees on forced decline: the caller's request or the environment's on
/// any rank forces it on every rank.
tpfuse_status agreeOnForceDecline(Backend &backend, bool requested,
                                  bool &forceDecline) {
  bool fromEnvironment = false;
  tpfuse_status envStatus = readForceDeclineVariable(fromEnvironment);
  // Still vote on a bad variable, so the other ranks are not left waiting.
  bool local = requested || fromEnvironment;
  bool noneForced = false;
  if (tpfuse_status status = backend.allAgree(!local, &noneForced))
    return status;
  if (envStatus != TPFUSE_SUCCESS)
    return envStatus;
  forceDecline = !noneForced;
  return TPFUSE_SUCCESS;
}
} // namespace

Comm::Comm(std::unique_ptr<Backend> backend, tpfuse_backend kind,
           bool forceDecline)
    : backendImpl(std::move(backend)), backendKind(kind), forced(forceDecline) {
}

tpfuse_status Comm::agreeOnCall(const char *entry, tpfuse_status checked,
                                const CallDescriptor &call,
                                std::vector<CallDescriptor> *all) {
  if (!backendImpl->checksCalls())
    return checked;
  std::vector<CallDescriptor> calls;
  if (checked != TPFUSE_SUCCESS) {
    // Still take part, marked invalid, so that the peers fail with this
    // rank instead of waiting for it; then report this rank's own reason.
    std::string reason = lastErrorMessage();
    CallDescriptor invalid = call;
    invalid.valid = 0;
    if (backendImpl->gatherCalls(invalid, calls) != TPFUSE_SUCCESS)
      reason += std::string(" (and telling the other ranks failed: ") +
                lastErrorMessage() + ")";
    return fail(checked, std::move(reason));
  }
  if (tpfuse_status status = backendImpl->gatherCalls(call, calls))
    return status;
  if (tpfuse_status status = judgeCalls(entry, backendImpl->rank(), calls))
    return status;
  if (all)
    *all = std::move(calls);
  return TPFUSE_SUCCESS;
}

tpfuse_status Comm::allReduce(const void *in, void *out, int64_t count,
                              tpfuse_dtype dtype, void *stream) {
  if (tpfuse_status status =
          backendImpl->allReduceSum(in, out, count, dtype, stream))
    return status;
  ++explicitAllReduces;
  return TPFUSE_SUCCESS;
}

tpfuse_status Comm::supports(const NormProblem &problem) const {
  if (const char *reason = backendImpl->unsupportedReason(problem))
    return fail(TPFUSE_ERROR_UNSUPPORTED, reason);
  return TPFUSE_SUCCESS;
}

tpfuse_status
Comm::withScratch(int64_t bytes, void *stream,
                  const std::function<tpfuse_status(void *)> &run) {
  void *scratch = nullptr;
  if (tpfuse_status status =
          backendImpl->acquireScratch(bytes, stream, &scratch))
    return status;
  tpfuse_status status = run(scratch);
  tpfuse_status released = backendImpl->releaseScratch(scratch, stream);
  return status != TPFUSE_SUCCESS ? status : released;
}

tpfuse_status
Comm::withNormed(const NormProblem &problem, void *stream,
                 const std::function<tpfuse_status(const NormProblem &)> &run) {
  if (problem.normed || problem.tokens == 0 ||
      backendImpl->writesWithoutNormed(problem))
    return run(problem);
  return withScratch(problem.tokens * problem.hidden *
                         elementSize(problem.dtype),
                     stream, [&](void *scratch) {
                       NormProblem stored = problem;
                       stored.normed = scratch;
                       return run(stored);
                     });
}

tpfuse_status Comm::rmsNorm(const NormProblem &problem, void *stream) {
  if (tpfuse_status status = supports(problem))
    return status;
  return withNormed(problem, stream, [&](const NormProblem &stored) {
    return backendImpl->rmsNorm(stored, stream);
  });
}

tpfuse_status Comm::matmul(const MatmulProblem &problem, void *stream) {
  return backendImpl->matmul(problem, stream);
}

tpfuse_status Comm::fusedAllReduceRmsNorm(const NormProblem &problem,
                                          tpfuse_algorithm algorithm,
                                          void *stream) {
  // Before the decline: a call the backend cannot run at all is an error,
  // not a decline whose fallback would then move data and fail.
  if (tpfuse_status status = supports(problem))
    return status;
  // Every input to this decision is agreed across ranks, so all ranks
  // decline together and none is left waiting in a collective.
  const char *reason =
      forced.load() ? "forced decline (TPFUSE_FORCE_DECLINE or "
                      "tpfuse_comm_set_force_decline)"
                    : backendImpl->fusedDeclineReason(problem, algorithm);
  if (reason) {
    ++declines;
    return fail(TPFUSE_DECLINED, std::string("fused path declined: ") + reason);
  }
  if (tpfuse_status status =
          withNormed(problem, stream, [&](const NormProblem &stored) {
            return backendImpl->fusedAllReduceRmsNorm(stored, algorithm,
                                                      stream);
          }))
    return status;
  ++fusedCalls;
  return TPFUSE_SUCCESS;
}

tpfuse_status Comm::allReduceResidualRmsNorm(const NormProblem &problem,
                                             tpfuse_algorithm algorithm,
                                             void *stream) {
  tpfuse_status status = fusedAllReduceRmsNorm(problem, algorithm, stream);
  if (status != TPFUSE_DECLINED)
    return status;
  return payThenNorm(problem, stream);
}

tpfuse_status Comm::payThenNorm(const NormProblem &problem, void *stream) {
  // A decline communicated nothing, so the sum is still owed: pay it here,
  // once, then norm the sum. It needs a buffer of the input's dtype and
  // shape; `normed` is one (an output, so no input is clobbered, and the
  // norm then runs in place there), else scratch (a quantizing call without
  // normed).
  auto payInto = [&](void *sum) {
    if (tpfuse_status reduceStatus =
            allReduce(problem.input, sum, problem.tokens * problem.hidden,
                      problem.dtype, stream))
      return reduceStatus;
    NormProblem reduced = problem;
    reduced.input = sum;
    reduced.normed = sum;
    return rmsNorm(reduced, stream);
  };
  if (problem.normed || problem.tokens == 0)
    return payInto(problem.normed);
  return withScratch(problem.tokens * problem.hidden *
                         elementSize(problem.dtype),
                     stream, payInto);
}

tpfuse_status Comm::setForceDecline(bool requested) {
  if (!backendImpl->checksCalls()) {
    bool noneRequested = false;
    if (tpfuse_status status =
            backendImpl->allAgree(!requested, &noneRequested))
      return status;
    forced.store(!noneRequested);
    return TPFUSE_SUCCESS;
  }
  std::vector<CallDescriptor> votes;
  if (tpfuse_status status =
          agreeOnCall("tpfuse_comm_set_force_decline", TPFUSE_SUCCESS,
                      describeForceDeclineVote(requested), &votes))
    return status;
  bool anyRequested = false;
  for (const CallDescriptor &vote : votes)
    anyRequested = anyRequested || vote.vote != 0;
  forced.store(anyRequested);
  return TPFUSE_SUCCESS;
}

tpfuse_counters Comm::counters() const {
  tpfuse_counters result;
  result.explicit_all_reduces = explicitAllReduces.load();
  result.fused_calls = fusedCalls.load();
  result.declines = declines.load();
  return result;
}

void Comm::resetCounters() {
  explicitAllReduces.store(0);
  fusedCalls.store(0);
  declines.store(0);
}

tpfuse_status tpfuse::runtime::createComm(tpfuse_backend kind,
                                          const CommConfig &config,
                                          const std::string &storeUri,
                                          bool forceDecline,
                                          std::unique_ptr<Comm> &comm) {
  if (kind == TPFUSE_BACKEND_CUDA)
    if (tpfuse_status status = checkCudaBackendAvailable())
      return status;
  // One bound for finding the store and the peers in it.
  std::chrono::steady_clock::time_point deadline =
      std::chrono::steady_clock::now() + config.timeout;
  std::unique_ptr<RendezvousStore> store;
  if (tpfuse_status status =
          openStore(storeUri, config.rank, config.timeout, store))
    return status;
  // Before the backend's own rendezvous, which cannot tell a disagreement
  // about the world from a missing peer (or garbles it).
  if (tpfuse_status status =
          checkMembership(*store, config.rank, config.worldSize, deadline))
    return status;
  std::unique_ptr<Backend> backend;
  tpfuse_status status = kind == TPFUSE_BACKEND_CPU
                             ? createCpuBackend(config, *store, backend)
                             : createCudaBackend(config, *store, backend);
  if (status != TPFUSE_SUCCESS)
    return status;
  bool forced = false;
  if (tpfuse_status voteStatus =
          agreeOnForceDecline(*backend, forceDecline, forced))
    return voteStatus;
  comm = std::make_unique<Comm>(std::move(backend), kind, forced);
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::createCommFromNccl(void *ncclComm,
                                                  const CommConfig &config,
                                                  bool forceDecline,
                                                  std::unique_ptr<Comm> &comm) {
  std::unique_ptr<Backend> backend;
  if (tpfuse_status status =
          createCudaBackendFromNccl(ncclComm, config, backend))
    return status;
  bool forced = false;
  if (tpfuse_status status =
          agreeOnForceDecline(*backend, forceDecline, forced))
    return status;
  comm =
      std::make_unique<Comm>(std::move(backend), TPFUSE_BACKEND_CUDA, forced);
  return TPFUSE_SUCCESS;
}
