//===- Comm.h - A communicator: backend, declines, counters -----*- C++ -*-===//
//
// The common layer above a Backend. It owns the rules that keep ranks in
// step: on a backend that checks calls, every collective call starts by
// agreeing with its peers' (agreeOnCall); whether to decline is decided
// identically on every rank (a pure function of the agreed call and of
// agreed settings); and a declined call's all-reduce is paid exactly once by
// the consumer entry. Arguments are validated by the caller (Api.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_COMM_H
#define TPFUSE_RUNTIME_COMM_H

#include "common/Backend.h"
#include "common/BackendFactories.h"
#include "common/CallAgreement.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace tpfuse::runtime {

class Comm {
public:
  Comm(std::unique_ptr<Backend> backend, tpfuse_backend kind,
       bool forceDecline);

  Backend &backend() { return *backendImpl; }
  tpfuse_backend kind() const { return backendKind; }

  /// The first step of every collective entry, after this rank's own
  /// argument checks gave `checked`; `call` describes the call (only its
  /// kind when the checks failed). On a backend that checks calls (CPU) the
  /// call is exchanged with every peer's, valid or not, so that the ranks
  /// fail together and stay in step: this rank's failed check comes back as
  /// it is; a peer's, or calls that differ, give
  /// TPFUSE_ERROR_INVALID_ARGUMENT. Elsewhere it returns `checked`. `all`,
  /// if given, receives every rank's descriptor (none without the exchange).
  tpfuse_status agreeOnCall(const char *entry, tpfuse_status checked,
                            const CallDescriptor &call,
                            std::vector<CallDescriptor> *all = nullptr);

  /// The operations below run an agreed call: the collective ones move data
  /// at once. An explicit all-reduce (counted).
  tpfuse_status allReduce(const void *in, void *out, int64_t count,
                          tpfuse_dtype dtype, void *stream);
  /// TPFUSE_ERROR_UNSUPPORTED (with the backend's reason) when the backend
  /// cannot run `problem` at all; every norm operation below checks it
  /// first, before anything moves.
  tpfuse_status supports(const NormProblem &problem) const;
  tpfuse_status rmsNorm(const NormProblem &problem, void *stream);
  /// Local; not counted.
  tpfuse_status matmul(const MatmulProblem &problem, void *stream);
  /// TPFUSE_DECLINED (counted, reason in the last error) before touching
  /// anything, or the fused call (counted when it succeeds).
  tpfuse_status fusedAllReduceRmsNorm(const NormProblem &problem,
                                      tpfuse_algorithm algorithm, void *stream);
  /// Fused, or on decline the fallback, payThenNorm.
  tpfuse_status allReduceResidualRmsNorm(const NormProblem &problem,
                                         tpfuse_algorithm algorithm,
                                         void *stream);
  /// The decline fallback, the runtime's only one: one explicit all-reduce
  /// of the partial input, then the plain norm of the sum. It exchanges no
  /// call of its own: every rank declined the same agreed call, so their
  /// all-reduces have the same size.
  tpfuse_status payThenNorm(const NormProblem &problem, void *stream);

  /// A collective: the new setting is the OR of `requested` over ranks. On a
  /// backend that checks calls the vote is the call's exchange itself, so a
  /// peer making another call fails it (and the setting stays).
  tpfuse_status setForceDecline(bool requested);
  bool forceDecline() const { return forced.load(); }

  tpfuse_counters counters() const;
  void resetCounters();

private:
  /// run(scratch) with `bytes` of the backend's scratch, released after.
  tpfuse_status withScratch(int64_t bytes, void *stream,
                            const std::function<tpfuse_status(void *)> &run);
  /// run(problem), or, for a quantizing problem without normed that the
  /// backend cannot run so (Backend::writesWithoutNormed), run(problem with
  /// scratch as normed).
  tpfuse_status
  withNormed(const NormProblem &problem, void *stream,
             const std::function<tpfuse_status(const NormProblem &)> &run);

  std::unique_ptr<Backend> backendImpl;
  tpfuse_backend backendKind;
  std::atomic<bool> forced;
  std::atomic<uint64_t> explicitAllReduces{0};
  std::atomic<uint64_t> fusedCalls{0};
  std::atomic<uint64_t> declines{0};
};

/// Opens `storeUri`, creates the `kind` backend and agrees on forced decline
/// (`forceDecline` or TPFUSE_FORCE_DECLINE on any rank). A collective.
tpfuse_status createComm(tpfuse_backend kind, const CommConfig &config,
                         const std::string &storeUri, bool forceDecline,
                         std::unique_ptr<Comm> &comm);

/// As createComm, around a caller-owned ncclComm_t.
tpfuse_status createCommFromNccl(void *ncclComm, const CommConfig &config,
                                 bool forceDecline,
                                 std::unique_ptr<Comm> &comm);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_COMM_H
