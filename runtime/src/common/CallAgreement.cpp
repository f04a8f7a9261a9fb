//===- CallAgreement.cpp - What the ranks' collective calls must share ----===//

#include "common/CallAgreement.h"

#include "common/Dtype.h"
#include "common/Status.h"

#include <cstdio>
#include <cstring>
#include <string>

using namespace tpfuse::runtime;

namespace {
int64_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

const char *entryName(int64_t kind) {
  switch (static_cast<CallKind>(kind)) {
  case CallKind::AllReduce:
    return "tpfuse_all_reduce";
  case CallKind::FusedNorm:
    return "tpfuse_fused_all_reduce_rms_norm";
  case CallKind::ConsumerNorm:
    return "tpfuse_all_reduce_residual_rms_norm";
  case CallKind::ForceDeclineVote:
    return "tpfuse_comm_set_force_decline";
  }
  return "an unknown entry";
}

std::string showInteger(int64_t value) { return std::to_string(value); }

std::string showDtype(int64_t value) {
  return isValidDtypeValue(static_cast<int>(value))
             ? dtypeName(static_cast<tpfuse_dtype>(value))
             : showInteger(value);
}

/// Enough digits that two different floats never print alike.
std::string showFloatBits(int64_t bits) {
  uint32_t narrow = static_cast<uint32_t>(bits);
  float value;
  std::memcpy(&value, &narrow, sizeof(value));
  char text[32];
  std::snprintf(text, sizeof(text), "%.9g", static_cast<double>(value));
  return text;
}

std::string showPresence(int64_t present) { return present ? "given" : "none"; }

std::string showAlgorithm(int64_t value) {
  switch (value) {
  case TPFUSE_ALGORITHM_AUTO:
    return "auto";
  case TPFUSE_ALGORITHM_ONE_SHOT:
    return "one-shot";
  case TPFUSE_ALGORITHM_TWO_SHOT:
    return "two-shot";
  }
  return showInteger(value);
}

std::string showQuant(int64_t value) {
  switch (value) {
  case TPFUSE_QUANT_NONE:
    return "none";
  case TPFUSE_QUANT_FP8_STATIC:
    return "fp8-static";
  case TPFUSE_QUANT_FP8_PER_TOKEN:
    return "fp8-per-token";
  case TPFUSE_QUANT_FP8_PER_GROUP:
    return "fp8-per-group";
  case TPFUSE_QUANT_NVFP4:
    return "nvfp4";
  case TPFUSE_QUANT_MXFP4:
    return "mxfp4";
  }
  return showInteger(value);
}

std::string showScaleFormat(int64_t value) {
  switch (value) {
  case TPFUSE_SCALE_F32:
    return "f32";
  case TPFUSE_SCALE_UE8M0:
    return "ue8m0";
  }
  return showInteger(value);
}

std::string showScaling(int64_t value) {
  switch (value) {
  case TPFUSE_SCALING_DIVIDE:
    return "divide";
  case TPFUSE_SCALING_RECIPROCAL:
    return "reciprocal";
  }
  return showInteger(value);
}

std::string showScaleLayout(int64_t value) {
  switch (value) {
  case TPFUSE_SCALE_ROW_MAJOR:
    return "row-major";
  case TPFUSE_SCALE_COLUMN_MAJOR:
    return "column-major";
  case TPFUSE_SCALE_PACKED_UE8M0:
    return "packed-ue8m0";
  case TPFUSE_SCALE_SWIZZLED_128X4:
    return "swizzled-128x4";
  }
  return showInteger(value);
}

/// The fields two valid calls of one kind must share, with their names in
/// runtime.h (`elements` is the all-reduce's count, the norms' tokens).
struct ComparedField {
  const char *name;
  int64_t CallDescriptor::*member;
  std::string (*show)(int64_t);
};

const ComparedField kComparedFields[] = {
    {"dtype", &CallDescriptor::dtype, showDtype},
    {"tokens", &CallDescriptor::elements, showInteger},
    {"hidden", &CallDescriptor::hidden, showInteger},
    {"epsilon", &CallDescriptor::epsilonBits, showFloatBits},
    {"variant", &CallDescriptor::variant, showInteger},
    {"weight_offset", &CallDescriptor::weightOffsetBits, showFloatBits},
    {"residual", &CallDescriptor::residual, showPresence},
    {"residual_out", &CallDescriptor::residualOut, showPresence},
    {"algorithm", &CallDescriptor::algorithm, showAlgorithm},
    {"quant", &CallDescriptor::quant, showQuant},
    {"scale_format", &CallDescriptor::scaleFormat, showScaleFormat},
    {"scale_layout", &CallDescriptor::scaleLayout, showScaleLayout},
    {"group_size", &CallDescriptor::groupSize, showInteger},
    {"min_scale", &CallDescriptor::minScaleBits, showFloatBits},
    {"scaling", &CallDescriptor::scaling, showScaling},
};

const char *fieldName(const ComparedField &field, int64_t kind) {
  if (field.member == &CallDescriptor::elements &&
      static_cast<CallKind>(kind) == CallKind::AllReduce)
    return "count";
  return field.name;
}

tpfuse_status disagreement(const char *entry, const std::string &what) {
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
              std::string(entry) + ": " + what +
                  "; every rank's call returns "
                  "TPFUSE_ERROR_INVALID_ARGUMENT, having moved no data, and "
                  "the communicator stays usable");
}
} // namespace

CallDescriptor tpfuse::runtime::describeInvalidCall(CallKind kind) {
  CallDescriptor call;
  call.kind = static_cast<int64_t>(kind);
  call.valid = 0;
  return call;
}

CallDescriptor tpfuse::runtime::describeAllReduce(int64_t count,
                                                  tpfuse_dtype dtype) {
  CallDescriptor call;
  call.kind = static_cast<int64_t>(CallKind::AllReduce);
  call.valid = 1;
  call.dtype = dtype;
  call.elements = count;
  return call;
}

CallDescriptor tpfuse::runtime::describeNormCall(CallKind kind,
                                                 const NormProblem &problem,
                                                 tpfuse_algorithm algorithm) {
  CallDescriptor call;
  call.kind = static_cast<int64_t>(kind);
  call.valid = 1;
  call.dtype = problem.dtype;
  call.elements = problem.tokens;
  call.hidden = problem.hidden;
  call.epsilonBits = floatBits(problem.epsilon);
  call.variant = problem.variant;
  call.weightOffsetBits = floatBits(problem.weightOffset);
  bool hasRows = problem.tokens > 0;
  call.residual = hasRows && problem.residual;
  call.residualOut = hasRows && problem.residualOut;
  call.algorithm = algorithm;
  call.quant = problem.quant;
  call.scaleFormat = problem.scaleFormat;
  call.scaleLayout = problem.scaleLayout;
  call.groupSize = problem.groupSize;
  call.minScaleBits = floatBits(problem.minScale);
  call.scaling = problem.scaling;
  return call;
}

CallDescriptor tpfuse::runtime::describeForceDeclineVote(bool requested) {
  CallDescriptor call;
  call.kind = static_cast<int64_t>(CallKind::ForceDeclineVote);
  call.valid = 1;
  call.vote = requested;
  return call;
}

tpfuse_status
tpfuse::runtime::judgeCalls(const char *entry, int rank,
                            const std::vector<CallDescriptor> &all) {
  const CallDescriptor &mine = all.at(static_cast<size_t>(rank));
  const std::string thisRank = "this rank (" + std::to_string(rank) + ")";
  for (size_t other = 0; other < all.size(); ++other)
    if (all[other].kind != mine.kind)
      return disagreement(entry, "the ranks' calls disagree: rank " +
                                     std::to_string(other) + " calls " +
                                     entryName(all[other].kind) + ", " +
                                     thisRank + " " + entryName(mine.kind));
  for (size_t other = 0; other < all.size(); ++other)
    if (!all[other].valid)
      return disagreement(entry, "rank " + std::to_string(other) +
                                     " passed invalid arguments (its own "
                                     "error says which)");
  for (size_t other = 0; other < all.size(); ++other)
    for (const ComparedField &field : kComparedFields) {
      int64_t theirs = all[other].*field.member;
      int64_t ours = mine.*field.member;
      if (theirs == ours)
        continue;
      const char *name = fieldName(field, mine.kind);
      return disagreement(
          entry, "the ranks' calls disagree: rank " + std::to_string(other) +
                     " passes " + name + " " + field.show(theirs) + ", " +
                     thisRank + " " + name + " " + field.show(ours));
    }
  return TPFUSE_SUCCESS;
}

tpfuse_status Backend::gatherCalls(const CallDescriptor & /*mine*/,
                                   std::vector<CallDescriptor> &all) {
  all.clear();
  return fail(TPFUSE_ERROR_INTERNAL,
              "gatherCalls on a backend that does not check calls");
}
