//===- CallAgreement.h - What collective calls must share -------*- C++ -*-===//
//
// Collective calls must be the same call on every rank: the same entry with
// the same sizes and parameters. A rank cannot see its peers' arguments, so
// on a backend that checks (CPU), every collective entry first exchanges a
// fixed-size descriptor of its call, valid or not, and every rank judges the
// same set of descriptors: either all ranks go on, or all return an error
// together, still in step, before any transfer whose size could differ.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CALLAGREEMENT_H
#define TPFUSE_RUNTIME_CALLAGREEMENT_H

#include "common/Backend.h"

#include <cstdint>
#include <type_traits>
#include <vector>

namespace tpfuse::runtime {

/// The collective entries, as a descriptor names them.
enum class CallKind : int64_t {
  AllReduce = 1,
  FusedNorm = 2,
  ConsumerNorm = 3,
  ForceDeclineVote = 4,
};

/// One rank's collective call, as exchanged: plain int64 fields, so that the
/// exchange has the same size on every rank and needs no encoding.
struct CallDescriptor {
  int64_t kind = 0;
  /// 1 if this rank's arguments passed the local checks. The other fields
  /// are only filled (and only compared) when they did.
  int64_t valid = 0;
  int64_t dtype = 0;
  /// The all-reduce's count, or the norm's tokens.
  int64_t elements = 0;
  int64_t hidden = 0;
  /// The bits of the float, compared exactly.
  int64_t epsilonBits = 0;
  int64_t variant = 0;
  int64_t weightOffsetBits = 0;
  /// Whether a residual / residual_out is passed. An empty batch has no
  /// rows to add or write, and an empty buffer may well be null, so these
  /// are 0 there whatever the pointers.
  int64_t residual = 0;
  int64_t residualOut = 0;
  int64_t algorithm = 0;
  /// The quantized output: scheme, scale format and layout, group size and
  /// the bits of min_scale (all 0 without one). Which pointers a scheme
  /// takes follows from it, so they need no field.
  int64_t quant = 0;
  int64_t scaleFormat = 0;
  int64_t scaleLayout = 0;
  int64_t groupSize = 0;
  int64_t minScaleBits = 0;
  int64_t scaling = 0;
  /// tpfuse_comm_set_force_decline's request: the one field that may differ
  /// (the vote's outcome is its OR over ranks).
  int64_t vote = 0;
};
static_assert(std::is_trivially_copyable_v<CallDescriptor> &&
                  sizeof(CallDescriptor) == 18 * sizeof(int64_t),
              "exchanged as plain int64 fields");

/// A call whose arguments failed this rank's checks; it still takes part in
/// the exchange, so that the peers fail with it instead of waiting.
CallDescriptor describeInvalidCall(CallKind kind);
CallDescriptor describeAllReduce(int64_t count, tpfuse_dtype dtype);
/// FusedNorm or ConsumerNorm on a checked problem.
CallDescriptor describeNormCall(CallKind kind, const NormProblem &problem,
                                tpfuse_algorithm algorithm);
CallDescriptor describeForceDeclineVote(bool requested);

/// The verdict on every rank's descriptor (`all`, indexed by rank), from
/// rank `rank`, whose own call was valid: TPFUSE_SUCCESS when every rank
/// made the same valid call, otherwise TPFUSE_ERROR_INVALID_ARGUMENT naming a
/// rank that differs from this one and how. Whether it succeeds depends on
/// `all` alone, so every rank reaches the same verdict.
tpfuse_status judgeCalls(const char *entry, int rank,
                         const std::vector<CallDescriptor> &all);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_CALLAGREEMENT_H
