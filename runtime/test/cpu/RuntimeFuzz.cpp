//===- RuntimeFuzz.cpp - Differential fuzzer of ranks that disagree -------===//
//
// From a seed, random sequences of the C API's calls on 2 to 4 CPU ranks
// (threads of one child process per round), where each collective call's
// arguments agree between the ranks or randomly do not: another size
// (0 included), shape of the same bytes, dtype, variant, epsilon, weight
// offset, residual or residual_out, algorithm, entry, quantization (the
// scheme, scale_format, scale_layout, group_size, min_scale's bits or the
// scaling), a
// vote against a call, or an argument invalid on one rank or several (a
// quantized output's too: a null or overlapping quantized, a group_size
// that does not divide hidden, a packed layout with f32 scales, a NaN
// min_scale, a scale_in where the scheme takes none or none where it takes
// one, an unknown scheme). The norms quantize with every scheme some of the
// time, with a format, layout, group size, floor and scale_in valid for the
// scheme and a hidden size that suits it; quantized and scales are sized by
// the runtime's QuantLayout.h. Local calls (tpfuse_rms_norm, quantizing
// too, and tpfuse_matmul) are sprinkled on single ranks between them. Every
// rank runs the same plan whatever its calls return. Oracles:
//
//   crash, hang      the round's child dies of a signal, or outlives its
//                    deadline;
//   disagreement     a rank's call differs from another's or is invalid, yet
//                    some rank does not return TPFUSE_ERROR_INVALID_ARGUMENT,
//                    or writes an output (quantized and scales included,
//                    poisoned before), or counts something;
//   agreement        the ranks agree on a valid call, yet one fails: the
//                    all-reduce must give the fp32 sum rounded once to the
//                    dtype (the inputs make that sum exact), the fused entry
//                    must decline exactly when a decline condition holds, the
//                    norms must give the same bits fused, under forced
//                    decline and as tpfuse_all_reduce + tpfuse_rms_norm, and
//                    on every rank: normed, residual_out, and quantized and
//                    scales whole, padding included (each path poisons them
//                    differently first, so an unwritten byte shows), with
//                    nothing written past them; counters and the forced
//                    setting must follow the calls.
//
//   tpfuse_runtime_fuzz --seed 1 --time 20     what ctest runs (label fuzz)
//   tpfuse_runtime_fuzz --seed 7 --time 3600   a long run
//   tpfuse_runtime_fuzz --calls 100000         until that many calls
//   tpfuse_runtime_fuzz --seed 7 --round 42 --verbose   one round, replayed
//
// A finding prints its round; the round's plan depends on the seed and the
// round number alone, so --seed S --round R replays it.
//
//===----------------------------------------------------------------------===//

#include "TestSupport.h"
#include "common/QuantLayout.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

//===----------------------------------------------------------------------===//
// Calls and their model
//===----------------------------------------------------------------------===//

enum class Kind { AllReduce, Fused, Consumer, Vote };

/// How a call breaks the local checks, if it does. Some only break a call
/// that has rows (a null pointer is an empty tensor's).
enum class Bad {
  None,
  NullArgs,
  StructSize,
  Dtype,
  Algorithm,
  NullInput,
  NullWeight,
  NullNormed,
  NegativeSize,
  ZeroHidden,
  Epsilon,
  VariantBits,
  InDtypeWithOffset,
  NanOffset,
  Stream,
  Overlap,
  // The quantized output's, on the norms (all-reduces make them invalid
  // another way).
  NullQuantized,
  QuantizedOverlap,
  GroupNotDividing,
  PackedF32,
  NanMinScale,
  ScaleInFlipped,
  UnknownQuant,
  Count
};

const char *badName(Bad bad) {
  static const char *names[] = {"none",
                                "null args",
                                "struct_size",
                                "dtype",
                                "algorithm",
                                "null input",
                                "null weight",
                                "null normed",
                                "negative",
                                "zero hidden",
                                "epsilon",
                                "variant bits",
                                "in-dtype+offset",
                                "nan offset",
                                "stream",
                                "overlap",
                                "null quantized",
                                "quantized overlaps input",
                                "group not dividing hidden",
                                "packed layout, f32 format",
                                "nan min_scale",
                                "scale_in flipped",
                                "unknown quant"};
  return names[static_cast<int>(bad)];
}

const char *kindName(Kind kind) {
  switch (kind) {
  case Kind::AllReduce:
    return "all_reduce";
  case Kind::Fused:
    return "fused";
  case Kind::Consumer:
    return "consumer";
  case Kind::Vote:
    return "vote";
  }
  return "?";
}

/// A norm's quantized output (runtime.h, "Quantization"). Its pointers
/// follow the scheme: scale_in set iff the scheme reads it, quantized and
/// scales iff it writes them (null for an empty batch that drops its
/// pointers).
struct QuantParams {
  tpfuse_quant_scheme quant = TPFUSE_QUANT_NONE;
  tpfuse_scale_format scaleFormat = TPFUSE_SCALE_F32;
  tpfuse_scale_layout scaleLayout = TPFUSE_SCALE_ROW_MAJOR;
  float minScale = 0.0f;
  int64_t groupSize = 0;
  /// The value behind scale_in. Data, not exchanged: equal on every rank.
  float scaleIn = 0.0f;
  tpfuse_scaling scaling = TPFUSE_SCALING_DIVIDE;
};

bool takesScaleIn(tpfuse_quant_scheme quant) {
  return quant == TPFUSE_QUANT_FP8_STATIC || quant == TPFUSE_QUANT_NVFP4;
}

bool computesScales(tpfuse_quant_scheme quant) {
  return quant != TPFUSE_QUANT_NONE && quant != TPFUSE_QUANT_FP8_STATIC;
}

/// One rank's call. The all-reduce uses `count`, the norms the rest.
struct Call {
  Kind kind = Kind::AllReduce;
  tpfuse_dtype dtype = TPFUSE_DTYPE_BF16;
  int64_t count = 0;
  bool inPlace = false;
  int64_t tokens = 0;
  int64_t hidden = 16;
  float epsilon = 1e-6f;
  uint32_t variant = TPFUSE_NORM_DEFAULT;
  float weightOffset = 0.0f;
  bool residual = false;
  bool residualOut = false;
  tpfuse_algorithm algorithm = TPFUSE_ALGORITHM_AUTO;
  /// Pass null for the tensors that are empty.
  bool nullWhenEmpty = false;
  int vote = 0;
  QuantParams quant;
  Bad bad = Bad::None;

  bool isNorm() const { return kind == Kind::Fused || kind == Kind::Consumer; }
  int64_t elements() const {
    return kind == Kind::AllReduce ? count : tokens * hidden;
  }
};

/// The quantization fields, named as runtime.h's enums are.
std::string describe(const QuantParams &quant) {
  static const char *schemes[] = {
      "none", "fp8-static", "fp8-per-token", "fp8-per-group", "nvfp4", "mxfp4"};
  static const char *layouts[] = {"row-major", "column-major", "packed-ue8m0",
                                  "swizzled-128x4"};
  std::ostringstream out;
  out << "quant " << schemes[quant.quant] << " scale_format "
      << (quant.scaleFormat == TPFUSE_SCALE_UE8M0 ? "ue8m0" : "f32")
      << " scale_layout " << layouts[quant.scaleLayout] << " group_size "
      << quant.groupSize << " min_scale " << std::hexfloat << quant.minScale
      << std::defaultfloat << " scale_in " << quant.scaleIn << " scaling "
      << (quant.scaling == TPFUSE_SCALING_RECIPROCAL ? "reciprocal" : "divide");
  return out.str();
}

std::string describe(const Call &call) {
  std::ostringstream out;
  out << kindName(call.kind);
  if (call.kind == Kind::Vote)
    out << " " << call.vote;
  else if (call.kind == Kind::AllReduce)
    out << " " << tpfuse::test::dtypeName(call.dtype) << " count " << call.count
        << (call.inPlace ? " in place" : "");
  else
    out << " " << tpfuse::test::dtypeName(call.dtype) << " " << call.tokens
        << "x" << call.hidden << " eps " << call.epsilon << " variant "
        << call.variant << " offset " << call.weightOffset
        << (call.residual ? " +residual" : "")
        << (call.residualOut ? " +residual_out" : "") << " algorithm "
        << call.algorithm << (call.inPlace ? " in place" : "") << " "
        << describe(call.quant);
  if (call.bad != Bad::None)
    out << " BAD(" << badName(call.bad) << ")";
  return out.str();
}

uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// `call` with the quantization fields its Bad changes changed, as its
/// rank passes them.
Call quantApplied(const Call &call) {
  Call applied = call;
  QuantParams &quant = applied.quant;
  switch (call.bad) {
  case Bad::GroupNotDividing:
    quant.groupSize = call.hidden + 1;
    break;
  case Bad::PackedF32:
    quant.scaleLayout = TPFUSE_SCALE_PACKED_UE8M0;
    quant.scaleFormat = TPFUSE_SCALE_F32;
    break;
  case Bad::NanMinScale:
    quant.minScale = std::numeric_limits<float>::quiet_NaN();
    break;
  default:
    break;
  }
  return applied;
}

/// Whether the quantization fields of a norm call are valid for its hidden
/// size: docs/runtime.md's table of the schemes (its pointers are right by
/// construction).
bool quantFieldsValid(const QuantParams &quant, int64_t hidden) {
  bool f32Format = quant.scaleFormat == TPFUSE_SCALE_F32;
  bool rowMajor = quant.scaleLayout == TPFUSE_SCALE_ROW_MAJOR;
  bool noFloor = bitsOf(quant.minScale) == 0;
  bool floor = std::isfinite(quant.minScale) && quant.minScale > 0.0f;
  bool fp4Layout = rowMajor || quant.scaleLayout == TPFUSE_SCALE_SWIZZLED_128X4;
  // Only the FP8 schemes multiply by the reciprocal of their scale.
  bool fp8 = quant.quant == TPFUSE_QUANT_FP8_STATIC ||
             quant.quant == TPFUSE_QUANT_FP8_PER_TOKEN ||
             quant.quant == TPFUSE_QUANT_FP8_PER_GROUP;
  if (quant.scaling != TPFUSE_SCALING_DIVIDE && !fp8)
    return false;
  switch (quant.quant) {
  case TPFUSE_QUANT_NONE:
  case TPFUSE_QUANT_FP8_STATIC:
    return f32Format && rowMajor && noFloor && quant.groupSize == 0;
  case TPFUSE_QUANT_FP8_PER_TOKEN:
    return f32Format && rowMajor && floor && quant.groupSize == 0;
  case TPFUSE_QUANT_FP8_PER_GROUP:
    if (quant.groupSize <= 0 || hidden % quant.groupSize != 0 || !floor)
      return false;
    if (quant.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0)
      return !f32Format && quant.minScale >= 0x1p-127f;
    return rowMajor || quant.scaleLayout == TPFUSE_SCALE_COLUMN_MAJOR;
  case TPFUSE_QUANT_NVFP4:
    return f32Format && fp4Layout && noFloor && quant.groupSize == 16 &&
           hidden % 16 == 0;
  case TPFUSE_QUANT_MXFP4:
    return f32Format && fp4Layout && noFloor && quant.groupSize == 32 &&
           hidden % 32 == 0;
  }
  return false;
}

/// Whether the runtime's local checks accept `call` (runtime.h's rules, for
/// the calls this generator makes).
bool isValid(const Call &call) {
  // tpfuse_comm_set_force_decline takes any value.
  if (call.kind == Kind::Vote)
    return true;
  int64_t elements = call.elements();
  switch (call.bad) {
  case Bad::None:
    break;
  case Bad::NullInput:
    // A null pointer is an empty tensor's.
    if (elements == 0)
      break;
    return false;
  case Bad::NullNormed:
    // An empty tensor's, or a quantizing norm's that writes only the
    // quantized output (runtime API 5).
    if (elements == 0 ||
        (call.isNorm() && call.quant.quant != TPFUSE_QUANT_NONE))
      break;
    return false;
  case Bad::Overlap:
    // The output starts one element into the input: no overlap unless the
    // tensors have two elements or more.
    if (elements < 2)
      break;
    return false;
  case Bad::NullQuantized:
    // Null is TPFUSE_QUANT_NONE's quantized, and an empty batch's.
    if (call.isNorm() &&
        (call.quant.quant == TPFUSE_QUANT_NONE || call.tokens == 0))
      break;
    return false;
  case Bad::QuantizedOverlap:
    // quantized points at the input: only an empty batch's, of 0 bytes,
    // overlaps nothing; TPFUSE_QUANT_NONE takes no quantized at all.
    if (call.isNorm() && call.quant.quant != TPFUSE_QUANT_NONE &&
        call.tokens == 0)
      break;
    return false;
  case Bad::GroupNotDividing:
  case Bad::PackedF32:
  case Bad::NanMinScale:
    // The model below decides on the fields as passed.
    if (call.isNorm())
      break;
    return false;
  default:
    return false;
  }
  if (call.isNorm() && (call.variant & TPFUSE_NORM_COMPUTE_IN_DTYPE) &&
      call.dtype == TPFUSE_DTYPE_F32)
    return false;
  if (call.isNorm() && !quantFieldsValid(quantApplied(call).quant, call.hidden))
    return false;
  return true;
}

/// Whether two valid calls are the same call (docs/runtime.md, "Ranks that
/// disagree"). Votes may differ in their value.
bool sameCall(const Call &a, const Call &b) {
  if (a.kind != b.kind)
    return false;
  switch (a.kind) {
  case Kind::Vote:
    return true;
  case Kind::AllReduce:
    return a.dtype == b.dtype && a.count == b.count;
  case Kind::Fused:
  case Kind::Consumer:
    break;
  }
  if (a.dtype != b.dtype || a.tokens != b.tokens || a.hidden != b.hidden ||
      bitsOf(a.epsilon) != bitsOf(b.epsilon) || a.variant != b.variant ||
      bitsOf(a.weightOffset) != bitsOf(b.weightOffset) ||
      a.algorithm != b.algorithm)
    return false;
  // The quantization fields the entries exchange, even for an empty batch;
  // scale_in is data, like the input.
  const QuantParams &qa = a.quant;
  const QuantParams &qb = b.quant;
  if (qa.quant != qb.quant || qa.scaleFormat != qb.scaleFormat ||
      qa.scaleLayout != qb.scaleLayout || qa.groupSize != qb.groupSize ||
      bitsOf(qa.minScale) != bitsOf(qb.minScale) || qa.scaling != qb.scaling)
    return false;
  // An empty batch has no rows to add or write.
  return a.tokens == 0 ||
         (a.residual == b.residual && a.residualOut == b.residualOut);
}

/// Local noise: a call on one rank that needs no peer.
struct LocalCall {
  bool matmul = false;
  int64_t tokens = 0;
  int64_t hidden = 16;
  tpfuse_dtype dtype = TPFUSE_DTYPE_F32;
  QuantParams quant;
};

struct Step {
  /// Indexed by rank.
  std::vector<Call> calls;
  std::vector<std::optional<LocalCall>> noise;
  /// Every call valid and the same call: the step must succeed.
  bool agreed = false;
};

struct Round {
  int worldSize = 2;
  tpfuse_comm_options options{};
  std::vector<Step> steps;
};

//===----------------------------------------------------------------------===//
// Generation
//===----------------------------------------------------------------------===//

class Random {
public:
  explicit Random(uint64_t seed) : engine(seed) {}
  int64_t between(int64_t low, int64_t high) {
    return std::uniform_int_distribution<int64_t>(low, high)(engine);
  }
  bool chance(double p) {
    return std::uniform_real_distribution<double>(0, 1)(engine) < p;
  }
  template <typename T> T pick(std::initializer_list<T> values) {
    return *(values.begin() + between(0, int64_t(values.size()) - 1));
  }

private:
  std::mt19937_64 engine;
};

tpfuse_dtype randomDtype(Random &random) {
  return random.pick({TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16, TPFUSE_DTYPE_F32});
}

int64_t randomTokens(Random &random) {
  return random.chance(0.15) ? 0 : random.between(1, 12);
}

/// A valid variant and offset for `dtype`.
void randomVariant(Random &random, Call &call) {
  if (call.dtype != TPFUSE_DTYPE_F32 && random.chance(0.15)) {
    call.variant = TPFUSE_NORM_COMPUTE_IN_DTYPE;
    call.weightOffset = 0.0f;
    return;
  }
  call.variant = static_cast<uint32_t>(random.between(0, 3));
  call.weightOffset = random.pick({0.0f, 0.0f, 1.0f, 0.5f});
}

/// Valid quantization parameters, TPFUSE_QUANT_NONE most of the time; an
/// FP4 scheme moves `hidden` to a multiple of its blocks.
QuantParams randomQuant(Random &random, int64_t &hidden) {
  QuantParams quant;
  if (random.chance(0.55))
    return quant;
  quant.quant = static_cast<tpfuse_quant_scheme>(
      random.between(TPFUSE_QUANT_FP8_STATIC, TPFUSE_QUANT_MXFP4));
  switch (quant.quant) {
  case TPFUSE_QUANT_NONE:
    break;
  case TPFUSE_QUANT_FP8_STATIC:
    // 0 included: y / 0 saturates (or is NaN, -448), the same on every path.
    quant.scaleIn = random.pick({1.0f, 0.5f, 0.0078125f, 3.0f, 0.0f});
    if (random.chance(0.4))
      quant.scaling = TPFUSE_SCALING_RECIPROCAL;
    break;
  case TPFUSE_QUANT_FP8_PER_TOKEN:
  case TPFUSE_QUANT_FP8_PER_GROUP: {
    bool perGroup = quant.quant == TPFUSE_QUANT_FP8_PER_GROUP;
    if (perGroup) {
      std::vector<int64_t> groups;
      for (int64_t group : {1, 4, 8, 16, 32, 64, 128})
        if (hidden % group == 0)
          groups.push_back(group);
      groups.push_back(hidden);
      quant.groupSize =
          groups[size_t(random.between(0, int64_t(groups.size()) - 1))];
      quant.scaleFormat = random.pick({TPFUSE_SCALE_F32, TPFUSE_SCALE_UE8M0});
      quant.scaleLayout =
          quant.scaleFormat == TPFUSE_SCALE_UE8M0 && random.chance(0.4)
              ? TPFUSE_SCALE_PACKED_UE8M0
              : random.pick(
                    {TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_COLUMN_MAJOR});
    }
    // Floors from subnormal to one that every scale takes; the packed
    // layout stores 2^-127 and up.
    quant.minScale =
        quant.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0
            ? random.pick({1e-6f, 1.0f / (448.0f * 512.0f), 0x1p-127f, 0.25f})
            : random.pick(
                  {1e-6f, 1.0f / (448.0f * 512.0f), 0x1p-127f, 1e-40f, 0.25f});
    if (random.chance(0.4))
      quant.scaling = TPFUSE_SCALING_RECIPROCAL;
    break;
  }
  case TPFUSE_QUANT_NVFP4:
  case TPFUSE_QUANT_MXFP4:
    quant.groupSize = quant.quant == TPFUSE_QUANT_NVFP4 ? 16 : 32;
    if (hidden % quant.groupSize != 0)
      hidden = random.pick<int64_t>({32, 64, 128, 256});
    quant.scaleLayout =
        random.pick({TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_SWIZZLED_128X4});
    if (quant.quant == TPFUSE_QUANT_NVFP4)
      quant.scaleIn = random.pick({1.0f, 2688.0f, 448.0f, 0.001f, 0.0f});
    break;
  }
  return quant;
}

Call randomCall(Random &random) {
  Call call;
  int64_t which = random.between(0, 99);
  call.kind = which < 30   ? Kind::AllReduce
              : which < 55 ? Kind::Fused
              : which < 90 ? Kind::Consumer
                           : Kind::Vote;
  call.dtype = randomDtype(random);
  call.nullWhenEmpty = random.chance(0.5);
  call.inPlace = random.chance(0.3);
  if (call.kind == Kind::Vote) {
    call.vote = random.chance(0.3);
  } else if (call.kind == Kind::AllReduce) {
    call.count = random.chance(0.1) ? 0 : random.between(1, 300);
  } else {
    call.tokens = randomTokens(random);
    call.hidden = random.pick<int64_t>({16, 24, 32, 64, 100, 128, 256});
    call.quant = randomQuant(random, call.hidden);
    call.epsilon = random.pick({1e-6f, 1e-5f, 1e-3f});
    randomVariant(random, call);
    call.residual = random.chance(0.6);
    call.residualOut = random.chance(0.6);
    call.algorithm =
        random.pick({TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
                     TPFUSE_ALGORITHM_TWO_SHOT});
  }
  return call;
}

/// Changes `call` in one way, which may or may not make it another call (or
/// an invalid one): the model decides what the step must return.
void mutate(Random &random, Call &call) {
  switch (random.between(0, 13)) {
  case 0: // size, 0 included
    if (call.kind == Kind::AllReduce)
      call.count = random.chance(0.3) ? 0 : random.between(1, 300);
    else
      call.tokens = randomTokens(random);
    break;
  case 1: // the same bytes, another shape or dtype
    if (call.kind == Kind::AllReduce) {
      if (call.dtype == TPFUSE_DTYPE_F32) {
        call.dtype = random.pick({TPFUSE_DTYPE_BF16, TPFUSE_DTYPE_F16});
        call.count *= 2;
      } else if (call.count % 2 == 0) {
        call.dtype = TPFUSE_DTYPE_F32;
        call.count /= 2;
      }
    } else if (call.hidden % 2 == 0) {
      call.tokens *= 2;
      call.hidden /= 2;
    }
    break;
  case 2:
    call.dtype = randomDtype(random);
    break;
  case 3:
    call.hidden = random.pick<int64_t>({16, 24, 32, 64, 100, 128, 256});
    break;
  case 4:
    randomVariant(random, call);
    break;
  case 5:
    call.epsilon = random.pick({1e-6f, 1e-5f, 1e-3f, 2e-6f});
    break;
  case 6:
    call.residual = !call.residual;
    break;
  case 7:
    call.residualOut = !call.residualOut;
    break;
  case 8:
    call.algorithm =
        random.pick({TPFUSE_ALGORITHM_AUTO, TPFUSE_ALGORITHM_ONE_SHOT,
                     TPFUSE_ALGORITHM_TWO_SHOT});
    break;
  case 9: { // another entry, on sizes of its own
    Call other = randomCall(random);
    call.kind = other.kind;
    if (call.kind == Kind::AllReduce && call.count == 0)
      call.count = call.tokens * call.hidden;
    if (call.isNorm() && call.tokens == 0 && other.tokens != 0) {
      call.tokens = other.tokens;
      call.hidden = other.hidden;
    }
    call.vote = other.vote;
    break;
  }
  case 10:
  case 11: { // the quantization: all of it, or one field
    QuantParams &quant = call.quant;
    switch (random.between(0, 6)) {
    case 0:
      quant = randomQuant(random, call.hidden);
      break;
    case 5:
      quant.scaling = quant.scaling == TPFUSE_SCALING_DIVIDE
                          ? TPFUSE_SCALING_RECIPROCAL
                          : TPFUSE_SCALING_DIVIDE;
      break;
    case 1: // only the scheme
      quant.quant = static_cast<tpfuse_quant_scheme>(
          random.between(TPFUSE_QUANT_NONE, TPFUSE_QUANT_MXFP4));
      break;
    case 2:
      quant.scaleFormat = quant.scaleFormat == TPFUSE_SCALE_F32
                              ? TPFUSE_SCALE_UE8M0
                              : TPFUSE_SCALE_F32;
      break;
    case 3:
      quant.scaleLayout = static_cast<tpfuse_scale_layout>(
          random.between(TPFUSE_SCALE_ROW_MAJOR, TPFUSE_SCALE_SWIZZLED_128X4));
      break;
    case 4:
      quant.groupSize =
          random.pick<int64_t>({0, 16, 32, 64, call.hidden, call.hidden / 2});
      break;
    default: // the next float up: other bits, the same value to a reader
      quant.minScale = std::nextafter(quant.minScale, 1.0f);
      break;
    }
    break;
  }
  default: // an invalid argument
    call.bad = static_cast<Bad>(
        random.between(1, static_cast<int64_t>(Bad::Count) - 1));
    break;
  }
  if (call.isNorm() && (call.variant & TPFUSE_NORM_COMPUTE_IN_DTYPE) &&
      call.weightOffset != 0.0f)
    call.weightOffset = 0.0f;
}

Round makeRound(uint64_t seed, uint64_t roundNumber, int steps) {
  Random random(seed * 0x9E3779B97F4A7C15ull + roundNumber);
  Round round;
  round.worldSize = static_cast<int>(random.between(2, 4));
  tpfuse_comm_options &options = round.options;
  tpfuse_comm_options_init(&options);
  options.max_tokens = random.pick<int64_t>({0, 4, 8, 64});
  options.max_hidden = random.pick<int64_t>({0, 64, 256, 512});
  options.workspace_dtype = randomDtype(random);
  options.force_decline = random.chance(0.1);
  options.timeout_ms = 10000;
  for (int s = 0; s < steps; ++s) {
    Step step;
    Call base = randomCall(random);
    step.calls.assign(static_cast<size_t>(round.worldSize), base);
    if (random.chance(0.45)) {
      // One odd rank, or several, each changed its own way.
      int odd = static_cast<int>(random.between(1, round.worldSize));
      for (int i = 0; i < odd; ++i)
        mutate(random,
               step.calls[size_t(random.between(0, round.worldSize - 1))]);
    }
    for (int rank = 0; rank < round.worldSize; ++rank) {
      if (base.kind == Kind::Vote)
        step.calls[size_t(rank)].vote = random.chance(0.3);
      std::optional<LocalCall> noise;
      if (random.chance(0.15)) {
        noise = LocalCall{};
        noise->matmul = random.chance(0.5);
        noise->tokens = random.between(0, 5);
        noise->hidden = random.pick<int64_t>({8, 16, 40});
        noise->dtype = randomDtype(random);
        if (!noise->matmul)
          noise->quant = randomQuant(random, noise->hidden);
      }
      step.noise.push_back(noise);
    }
    step.agreed = true;
    for (const Call &call : step.calls)
      step.agreed =
          step.agreed && isValid(call) && sameCall(call, step.calls.front());
    round.steps.push_back(std::move(step));
  }
  return round;
}

//===----------------------------------------------------------------------===//
// Buffers and references
//===----------------------------------------------------------------------===//

uint16_t toBf16(float value) {
  uint32_t bits = bitsOf(value);
  bits += 0x7FFF + ((bits >> 16) & 1); // round to nearest even
  return static_cast<uint16_t>(bits >> 16);
}

/// Bytes of `dtype` elements, with one spare element past the end (so
/// that an overlapping output stays inside the allocation).
class Buffer {
public:
  Buffer() = default;
  Buffer(tpfuse_dtype dtype, int64_t elements)
      : dtype(dtype),
        bytes(size_t(elements + 1) * tpfuse::test::elementBytes(dtype), 0xFF) {}

  void *data() { return bytes.data(); }
  /// Stores `value`, rounded to the dtype.
  void set(size_t i, double value) {
    float single = static_cast<float>(value);
    if (dtype == TPFUSE_DTYPE_F32) {
      std::memcpy(&bytes[4 * i], &single, 4);
    } else if (dtype == TPFUSE_DTYPE_F16) {
      _Float16 half = static_cast<_Float16>(single);
      std::memcpy(&bytes[2 * i], &half, 2);
    } else {
      uint16_t high = toBf16(single);
      std::memcpy(&bytes[2 * i], &high, 2);
    }
  }
  bool operator==(const Buffer &other) const { return bytes == other.bytes; }
  uint64_t hash() const {
    uint64_t h = 1469598103934665603ull;
    for (unsigned char byte : bytes)
      h = (h ^ byte) * 1099511628211ull;
    return h;
  }

private:
  tpfuse_dtype dtype = TPFUSE_DTYPE_F32;
  std::vector<unsigned char> bytes;
};

/// A quantized output's bytes: the layout's size, padding included, then
/// guard bytes, all holding the poison its path chose. The paths of one call
/// choose different poisons, so a byte one of them leaves unwritten (a
/// padding slot, say) differs between them.
class OutputBytes {
public:
  static constexpr int64_t guardBytes = 16;

  OutputBytes() = default;
  OutputBytes(int64_t used, unsigned char poison)
      : used(used), poison(poison), bytes(size_t(used + guardBytes), poison) {}

  void *data() { return bytes.data(); }
  /// Byte for byte, guard included: for calls that must write nothing.
  bool operator==(const OutputBytes &other) const {
    return bytes == other.bytes;
  }
  /// The layout's bytes alone, between paths.
  bool sameOutput(const OutputBytes &other) const {
    return used == other.used &&
           std::equal(bytes.begin(), bytes.begin() + used, other.bytes.begin());
  }
  bool guardIntact() const {
    return std::all_of(bytes.begin() + used, bytes.end(),
                       [&](unsigned char byte) { return byte == poison; });
  }
  uint64_t hash() const {
    uint64_t h = 1469598103934665603ull;
    for (int64_t i = 0; i < used; ++i)
      h = (h ^ bytes[size_t(i)]) * 1099511628211ull;
    return h;
  }

private:
  int64_t used = 0;
  unsigned char poison = 0;
  std::vector<unsigned char> bytes;
};

/// The poisons of a call's paths: fused (or the call on its own), forced
/// decline, all-reduce + tpfuse_rms_norm.
constexpr unsigned char fusedPoison = 0xA5;
constexpr unsigned char declinedPoison = 0x5A;
constexpr unsigned char unfusedPoison = 0xC3;

/// The byte sizes of quantized and scales (0 without a scheme), from the
/// runtime's own layout functions.
std::pair<int64_t, int64_t> quantOutputBytes(const QuantParams &quant,
                                             int64_t tokens, int64_t hidden) {
  if (quant.quant == TPFUSE_QUANT_NONE || tokens < 0 || hidden <= 0)
    return {0, 0};
  tpfuse::runtime::NormProblem problem{};
  problem.tokens = tokens;
  problem.hidden = hidden;
  problem.quant = quant.quant;
  problem.scaleFormat = quant.scaleFormat;
  problem.scaleLayout = quant.scaleLayout;
  problem.groupSize = quant.groupSize;
  int64_t scales = 0;
  if (computesScales(quant.quant) &&
      !tpfuse::runtime::scalesBytes(problem, scales))
    scales = 0;
  return {tokens * tpfuse::runtime::quantizedRowBytes(problem), scales};
}

/// Random multiples of 1/64 in [-2, 2): exact in every dtype, and their sum
/// over at most 4 ranks is exact in fp32 whatever the order.
std::vector<double> valuesFor(uint64_t roundSeed, int step, int rank, int role,
                              int64_t count) {
  return tpfuse::test::randomValues(
      size_t(std::max<int64_t>(count, 0)),
      static_cast<uint32_t>(roundSeed * 7919 + uint64_t(step) * 131 +
                            uint64_t(rank) * 17 + uint64_t(role)));
}

Buffer bufferOf(tpfuse_dtype dtype, const std::vector<double> &values) {
  Buffer buffer(dtype, int64_t(values.size()));
  for (size_t i = 0; i < values.size(); ++i)
    buffer.set(i, values[i]);
  return buffer;
}

//===----------------------------------------------------------------------===//
// One rank
//===----------------------------------------------------------------------===//

struct Stats {
  uint64_t calls = 0;
  uint64_t collective = 0;
  uint64_t agreed = 0;
  uint64_t disagreed = 0;
  uint64_t empty = 0;
  uint64_t declined = 0;
  /// Agreed norm calls with a quantizing scheme.
  uint64_t quantizing = 0;
};

/// What a rank saw; the main thread compares the ranks.
struct RankLog {
  std::vector<std::string> findings;
  /// Per step, a hash of the norm's outputs (0 if none).
  std::vector<uint64_t> outputHashes;
  Stats stats;
};

class RankRunner {
public:
  RankRunner(const Round &round, uint64_t roundSeed, int rank,
             tpfuse_comm *comm, bool verbose, RankLog &log)
      : round(round), roundSeed(roundSeed), rank(rank), comm(comm),
        verbose(verbose), log(log), forced(round.options.force_decline != 0) {}

  void run() {
    for (size_t s = 0; s < round.steps.size(); ++s) {
      step = int(s);
      const Step &current = round.steps[s];
      if (const auto &noise = current.noise[size_t(rank)])
        runLocal(*noise);
      log.outputHashes.push_back(0);
      runStep(current);
      tpfuse_counters actual{};
      if (tpfuse_comm_get_counters(comm, &actual) != TPFUSE_SUCCESS)
        finding(std::string("tpfuse_comm_get_counters: ") +
                tpfuse_last_error_message());
      else if (!(actual == expected)) {
        finding("counters " + toString(actual) + ", expected " +
                toString(expected));
        expected = actual; // one finding, not one per later step
      }
    }
  }

private:
  static std::string toString(const tpfuse_counters &c) {
    std::ostringstream out;
    out << c;
    return out.str();
  }

  void finding(const std::string &what) {
    log.findings.push_back("step " + std::to_string(step) + ", rank " +
                           std::to_string(rank) + ": " + what);
  }

  tpfuse_status counted(tpfuse_status status) {
    ++log.stats.calls;
    return status;
  }

  void expectStatus(tpfuse_status actual, tpfuse_status wanted,
                    const std::string &what) {
    if (actual != wanted)
      finding(what + " returned " + tpfuse_status_name(actual) + " (" +
              tpfuse_last_error_message() + "), expected " +
              tpfuse_status_name(wanted));
  }

  void runLocal(const LocalCall &local) {
    std::vector<double> values =
        valuesFor(roundSeed, step, rank, 90, local.tokens * local.hidden);
    Buffer a = bufferOf(local.dtype, values);
    Buffer out(local.dtype, local.tokens * local.hidden);
    tpfuse_status status;
    if (local.matmul) {
      Buffer b = bufferOf(
          local.dtype, valuesFor(roundSeed, step, rank, 91, local.hidden * 3));
      status = counted(tpfuse_matmul(comm, a.data(), b.data(), out.data(),
                                     local.tokens, 3, local.hidden, local.dtype,
                                     0, local.dtype, nullptr));
    } else {
      Buffer weight = bufferOf(
          local.dtype, tpfuse::test::randomWeights(size_t(local.hidden), 5));
      const QuantParams &quant = local.quant;
      auto [quantizedBytes, scalesBytes] =
          quantOutputBytes(quant, local.tokens, local.hidden);
      OutputBytes quantized(quantizedBytes, fusedPoison);
      OutputBytes scales(scalesBytes, fusedPoison);
      float scaleIn = quant.scaleIn;
      tpfuse_rms_norm_args args = tpfuse::test::initNormArgs();
      args.dtype = local.dtype;
      args.input = a.data();
      args.weight = weight.data();
      args.normed = out.data();
      args.tokens = local.tokens;
      args.hidden = local.hidden;
      setQuantArgs(args, quant, takesScaleIn(quant.quant) ? &scaleIn : nullptr,
                   quantized.data(), scales.data(), false);
      status = counted(tpfuse_rms_norm(comm, &args, nullptr));
      if (!quantized.guardIntact() || !scales.guardIntact())
        finding("a local quantizing norm wrote past quantized or scales");
    }
    expectStatus(status, TPFUSE_SUCCESS, "a local call");
  }

  /// The model's decision for an agreed fused call.
  bool declines(const Call &call) const {
    const tpfuse_comm_options &o = round.options;
    int64_t workspaceBytes = o.workspace_dtype == TPFUSE_DTYPE_F32 ? 4 : 2;
    return forced || o.max_tokens == 0 || o.max_hidden == 0 ||
           call.tokens > o.max_tokens || call.hidden > o.max_hidden ||
           call.tokens * call.hidden *
                   int64_t(tpfuse::test::elementBytes(call.dtype)) >
               o.max_tokens * o.max_hidden * workspaceBytes;
  }

  void runStep(const Step &current) {
    const Call &call = current.calls[size_t(rank)];
    ++log.stats.collective;
    if (current.agreed)
      ++log.stats.agreed;
    else
      ++log.stats.disagreed;
    if (call.kind != Kind::Vote && call.elements() == 0)
      ++log.stats.empty;
    switch (call.kind) {
    case Kind::AllReduce:
      return allReduce(current, call);
    case Kind::Vote:
      return vote(current, call);
    case Kind::Fused:
    case Kind::Consumer:
      return norm(current, call);
    }
  }

  void expectDisagreement(tpfuse_status status, const Step &current) {
    if (status == TPFUSE_ERROR_INVALID_ARGUMENT)
      return;
    std::string calls;
    for (const Call &each : current.calls)
      calls += "\n    " + describe(each);
    finding(std::string("a disagreement returned ") +
            tpfuse_status_name(status) + " (" + tpfuse_last_error_message() +
            "); the calls:" + calls);
  }

  void allReduce(const Step &current, const Call &call) {
    std::vector<double> values =
        valuesFor(roundSeed, step, rank, 0, call.count);
    Buffer in = bufferOf(call.dtype, values);
    const Buffer inBefore = in;
    Buffer outStorage(call.dtype, call.count);
    const Buffer outBefore = outStorage;
    void *inPointer = in.data();
    void *outPointer = call.inPlace ? in.data() : outStorage.data();
    bool empty = call.count == 0;
    if (empty && call.nullWhenEmpty)
      inPointer = outPointer = nullptr;
    int64_t count = call.count;
    tpfuse_dtype dtype = call.dtype;
    void *stream = nullptr;
    switch (call.bad) {
    case Bad::NullInput:
      inPointer = nullptr;
      break;
    case Bad::NullNormed:
      outPointer = nullptr;
      break;
    case Bad::Overlap:
      outPointer = static_cast<char *>(in.data()) +
                   tpfuse::test::elementBytes(call.dtype);
      break;
    case Bad::NegativeSize:
      count = -1;
      break;
    case Bad::Dtype:
      dtype = static_cast<tpfuse_dtype>(7);
      break;
    case Bad::Stream:
      stream = &in;
      break;
    case Bad::None:
      break;
    default: // nothing else to break: make the call invalid all the same
      count = -2;
      break;
    }
    if (verbose)
      std::fprintf(stderr, "step %d rank %d: %s\n", step, rank,
                   describe(call).c_str());
    tpfuse_status status = counted(
        tpfuse_all_reduce(comm, inPointer, outPointer, count, dtype, stream));
    if (!current.agreed) {
      expectDisagreement(status, current);
      if (!(in == inBefore) || !(outStorage == outBefore))
        finding("a disagreeing all-reduce wrote its buffers");
      return;
    }
    expectStatus(status, TPFUSE_SUCCESS, "an agreed all-reduce");
    ++expected.explicit_all_reduces;
    if (status != TPFUSE_SUCCESS || empty)
      return;
    // The fp32 sum (exact) rounded once to the dtype.
    std::vector<double> sum(size_t(call.count), 0.0);
    for (int r = 0; r < round.worldSize; ++r) {
      std::vector<double> theirs = valuesFor(roundSeed, step, r, 0, call.count);
      for (size_t i = 0; i < sum.size(); ++i)
        sum[i] += theirs[i];
    }
    Buffer reference = bufferOf(call.dtype, sum);
    if (!((call.inPlace ? in : outStorage) == reference))
      finding("the all-reduce differs from the fp32 sum rounded once: " +
              describe(call));
  }

  void vote(const Step &current, const Call &call) {
    if (verbose)
      std::fprintf(stderr, "step %d rank %d: %s\n", step, rank,
                   describe(call).c_str());
    tpfuse_status status =
        counted(tpfuse_comm_set_force_decline(comm, call.vote));
    if (current.agreed) {
      expectStatus(status, TPFUSE_SUCCESS, "an agreed vote");
      forced = false;
      for (const Call &each : current.calls)
        forced = forced || each.vote != 0;
    } else {
      expectDisagreement(status, current);
    }
    int actual = -1;
    if (tpfuse_comm_force_decline(comm, &actual) != TPFUSE_SUCCESS ||
        actual != int(forced))
      finding("forced decline is " + std::to_string(actual) + ", expected " +
              std::to_string(forced));
  }

  /// A norm's buffers, for one path.
  struct NormBuffers {
    Buffer input, residual, weight, normed, residualOut;
    OutputBytes quantized, scales;
    float scaleIn = 0.0f;
  };

  /// `call`'s buffers, its quantized outputs filled with `poison`.
  NormBuffers normBuffers(const Call &call, unsigned char poison) {
    int64_t size = call.tokens * call.hidden;
    NormBuffers buffers;
    buffers.input =
        bufferOf(call.dtype, valuesFor(roundSeed, step, rank, 1, size));
    buffers.residual =
        bufferOf(call.dtype, valuesFor(roundSeed, step, 99, 2, size));
    buffers.weight = bufferOf(
        call.dtype, tpfuse::test::randomWeights(size_t(call.hidden), 3));
    buffers.normed = Buffer(call.dtype, size);
    buffers.residualOut = Buffer(call.dtype, size);
    auto [quantizedBytes, scalesBytes] =
        quantOutputBytes(call.quant, call.tokens, call.hidden);
    buffers.quantized = OutputBytes(quantizedBytes, poison);
    buffers.scales = OutputBytes(scalesBytes, poison);
    buffers.scaleIn = call.quant.scaleIn;
    return buffers;
  }

  /// The quantization fields of `args`, pointers following the scheme.
  static void setQuantArgs(tpfuse_rms_norm_args &args, const QuantParams &quant,
                           const float *scaleIn, void *quantized, void *scales,
                           bool dropEmpty) {
    args.quant = quant.quant;
    args.scale_format = quant.scaleFormat;
    args.scale_layout = quant.scaleLayout;
    args.min_scale = quant.minScale;
    args.group_size = quant.groupSize;
    args.scaling = quant.scaling;
    bool writes = quant.quant != TPFUSE_QUANT_NONE && !dropEmpty;
    args.scale_in = scaleIn;
    args.quantized = writes ? quantized : nullptr;
    args.scales = writes && computesScales(quant.quant) ? scales : nullptr;
  }

  static tpfuse_rms_norm_args argsOf(const Call &call, NormBuffers &buffers) {
    bool empty = call.tokens == 0;
    bool dropEmpty = empty && call.nullWhenEmpty;
    tpfuse_rms_norm_args args = tpfuse::test::initNormArgs();
    args.dtype = call.dtype;
    args.input = dropEmpty ? nullptr : buffers.input.data();
    args.residual =
        call.residual && !dropEmpty ? buffers.residual.data() : nullptr;
    args.weight = buffers.weight.data();
    args.normed = call.inPlace ? buffers.input.data()
                  : dropEmpty  ? nullptr
                               : buffers.normed.data();
    args.residual_out =
        call.residualOut && !dropEmpty ? buffers.residualOut.data() : nullptr;
    args.tokens = call.tokens;
    args.hidden = call.hidden;
    args.epsilon = call.epsilon;
    args.variant = call.variant;
    args.weight_offset = call.weightOffset;
    args.algorithm = call.algorithm;
    setQuantArgs(args, call.quant,
                 takesScaleIn(call.quant.quant) ? &buffers.scaleIn : nullptr,
                 buffers.quantized.data(), buffers.scales.data(), dropEmpty);
    return args;
  }

  /// The output of a path: normed (input, in place) and residual_out.
  static std::pair<Buffer, Buffer> outputsOf(const Call &call,
                                             NormBuffers &buffers) {
    return {call.inPlace ? buffers.input : buffers.normed, buffers.residualOut};
  }

  void norm(const Step &current, const Call &passed) {
    // The quantization fields as this rank passes them.
    const Call call = quantApplied(passed);
    NormBuffers buffers = normBuffers(call, fusedPoison);
    const NormBuffers before = buffers;
    tpfuse_rms_norm_args args = argsOf(call, buffers);
    const tpfuse_rms_norm_args *argsPointer = &args;
    void *stream = nullptr;
    switch (call.bad) {
    case Bad::None:
      break;
    case Bad::NullArgs:
      argsPointer = nullptr;
      break;
    case Bad::StructSize:
      args.struct_size = 12;
      break;
    case Bad::Dtype:
      std::memset(&args.dtype, 0x7F, sizeof(args.dtype));
      break;
    case Bad::Algorithm:
      std::memset(&args.algorithm, 0x33, sizeof(args.algorithm));
      break;
    case Bad::NullInput:
      args.input = nullptr;
      break;
    case Bad::NullWeight:
      args.weight = nullptr;
      break;
    case Bad::NullNormed:
      args.normed = nullptr;
      break;
    case Bad::NegativeSize:
      args.tokens = -1;
      break;
    case Bad::ZeroHidden:
      args.hidden = 0;
      break;
    case Bad::Epsilon:
      args.epsilon = 0.0f;
      break;
    case Bad::VariantBits:
      args.variant |= 1u << 9;
      break;
    case Bad::InDtypeWithOffset:
      args.variant = TPFUSE_NORM_COMPUTE_IN_DTYPE;
      args.weight_offset = 1.0f;
      break;
    case Bad::NanOffset:
      args.weight_offset = std::numeric_limits<float>::quiet_NaN();
      break;
    case Bad::Stream:
      stream = &buffers;
      break;
    case Bad::Overlap:
      args.normed = static_cast<char *>(buffers.input.data()) +
                    tpfuse::test::elementBytes(call.dtype);
      break;
    case Bad::NullQuantized:
      args.quantized = nullptr;
      break;
    case Bad::QuantizedOverlap:
      args.quantized = buffers.input.data();
      break;
    case Bad::ScaleInFlipped:
      args.scale_in = args.scale_in ? nullptr : &buffers.scaleIn;
      break;
    case Bad::UnknownQuant:
      std::memset(&args.quant, 0x7F, sizeof(args.quant));
      break;
    case Bad::GroupNotDividing: // applied to `call` above
    case Bad::PackedF32:
    case Bad::NanMinScale:
    case Bad::Count:
      break;
    }
    auto *entry = call.kind == Kind::Fused
                      ? &tpfuse_fused_all_reduce_rms_norm
                      : &tpfuse_all_reduce_residual_rms_norm;
    if (verbose)
      std::fprintf(stderr, "step %d rank %d: %s\n", step, rank,
                   describe(call).c_str());
    tpfuse_status status = counted(entry(comm, argsPointer, stream));
    bool untouched = buffers.input == before.input &&
                     buffers.normed == before.normed &&
                     buffers.residualOut == before.residualOut &&
                     buffers.quantized == before.quantized &&
                     buffers.scales == before.scales;
    if (!current.agreed) {
      expectDisagreement(status, current);
      if (!untouched)
        finding("a disagreeing norm call wrote its buffers");
      return;
    }
    bool declined = declines(call);
    if (call.kind == Kind::Fused && declined) {
      expectStatus(status, TPFUSE_DECLINED, "an agreed fused call");
      ++expected.declines;
      ++log.stats.declined;
      if (!untouched)
        finding("a declined fused call wrote its buffers");
      return;
    }
    expectStatus(status, TPFUSE_SUCCESS,
                 std::string("an agreed ") + kindName(call.kind) + " call");
    if (declined) {
      ++expected.declines;
      ++expected.explicit_all_reduces;
      ++log.stats.declined;
    } else {
      ++expected.fused_calls;
    }
    if (call.quant.quant != TPFUSE_QUANT_NONE)
      ++log.stats.quantizing;
    if (!buffers.quantized.guardIntact() || !buffers.scales.guardIntact())
      finding("an agreed norm call wrote past quantized or scales: " +
              describe(call));
    // A quantizing call may leave normed out: then nothing of it, nor the
    // input of an in-place call, is written.
    const bool writesNormed = call.bad != Bad::NullNormed;
    if (!writesNormed && (!(buffers.normed == before.normed) ||
                          !(buffers.input == before.input)))
      finding("a norm call without normed wrote normed or its input: " +
              describe(call));
    auto [normed, residualOut] = outputsOf(call, buffers);
    // Ranks may differ in leaving normed out; a quantizing call's normed is
    // compared across paths below, and its quantized bytes across ranks,
    // unless the ranks passed different scale_in values (data, like the
    // input, so a legal disagreement whose quantized outputs differ).
    const uint64_t normedHash =
        call.quant.quant == TPFUSE_QUANT_NONE ? normed.hash() : 0;
    const bool sameScaleIn = std::all_of(
        current.calls.begin(), current.calls.end(), [&](const Call &other) {
          return bitsOf(other.quant.scaleIn) == bitsOf(call.quant.scaleIn);
        });
    const uint64_t quantizedHash =
        sameScaleIn ? buffers.quantized.hash() * 31 + buffers.scales.hash() : 0;
    log.outputHashes.back() =
        (normedHash * 31 + residualOut.hash()) * 961 + quantizedHash;
    crossCheck(call, writesNormed, normed, residualOut, buffers);
  }

  /// The same problem under forced decline, and as tpfuse_all_reduce +
  /// tpfuse_rms_norm (both writing normed): the same bits, normed compared
  /// where the fused call wrote it.
  void crossCheck(const Call &call, bool writesNormed, const Buffer &normed,
                  const Buffer &residualOut, const NormBuffers &fused) {
    Call outOfPlace = call;
    outOfPlace.inPlace = false;

    bool wasForced = forced;
    if (!wasForced)
      expectStatus(counted(tpfuse_comm_set_force_decline(comm, 1)),
                   TPFUSE_SUCCESS, "forcing decline");
    NormBuffers declined = normBuffers(outOfPlace, declinedPoison);
    tpfuse_rms_norm_args args = argsOf(outOfPlace, declined);
    expectStatus(
        counted(tpfuse_all_reduce_residual_rms_norm(comm, &args, nullptr)),
        TPFUSE_SUCCESS, "the consumer under forced decline");
    ++expected.declines;
    ++expected.explicit_all_reduces;
    if (!wasForced)
      expectStatus(counted(tpfuse_comm_set_force_decline(comm, 0)),
                   TPFUSE_SUCCESS, "ending forced decline");

    NormBuffers unfused = normBuffers(outOfPlace, unfusedPoison);
    int64_t size = call.tokens * call.hidden;
    Buffer sum(call.dtype, size);
    expectStatus(
        counted(tpfuse_all_reduce(comm, unfused.input.data(), sum.data(), size,
                                  call.dtype, nullptr)),
        TPFUSE_SUCCESS, "the unfused all-reduce");
    ++expected.explicit_all_reduces;
    tpfuse_rms_norm_args plain = argsOf(outOfPlace, unfused);
    plain.input = sum.data();
    expectStatus(counted(tpfuse_rms_norm(comm, &plain, nullptr)),
                 TPFUSE_SUCCESS, "the unfused norm");

    if ((writesNormed && !(declined.normed == normed)) ||
        (call.residualOut && !(declined.residualOut == residualOut)))
      finding("fused and declined results differ: " + describe(call));
    if ((writesNormed && !(unfused.normed == normed)) ||
        (call.residualOut && !(unfused.residualOut == residualOut)))
      finding("fused and unfused results differ: " + describe(call));
    // Whole layouts, padding included: each path began from its own poison.
    if (!declined.quantized.sameOutput(fused.quantized) ||
        !declined.scales.sameOutput(fused.scales))
      finding("fused and declined quantized outputs differ: " + describe(call));
    if (!unfused.quantized.sameOutput(fused.quantized) ||
        !unfused.scales.sameOutput(fused.scales))
      finding("fused and unfused quantized outputs differ: " + describe(call));
    for (const NormBuffers *path : {&declined, &unfused})
      if (!path->quantized.guardIntact() || !path->scales.guardIntact())
        finding("a declined or unfused norm wrote past quantized or scales: " +
                describe(call));
  }

  const Round &round;
  uint64_t roundSeed;
  int rank;
  tpfuse_comm *comm;
  bool verbose;
  RankLog &log;
  int step = 0;
  bool forced;
  tpfuse_counters expected{0, 0, 0};
};

//===----------------------------------------------------------------------===//
// A round, in a child process
//===----------------------------------------------------------------------===//

/// Runs one round on threads; prints its findings; returns their number and
/// adds its calls to `stats`.
int runRound(const Round &round, uint64_t roundSeed, bool verbose,
             Stats &stats) {
  tpfuse::test::TempDirectory store;
  std::vector<RankLog> logs(size_t(round.worldSize));
  std::vector<std::thread> threads;
  for (int rank = 0; rank < round.worldSize; ++rank)
    threads.emplace_back([&, rank] {
      RankLog &log = logs[size_t(rank)];
      tpfuse_comm *comm = nullptr;
      tpfuse_status status =
          tpfuse_comm_create(&round.options, rank, round.worldSize,
                             store.storeUri().c_str(), &comm);
      if (status != TPFUSE_SUCCESS) {
        log.findings.push_back(
            "rank " + std::to_string(rank) +
            ": tpfuse_comm_create: " + tpfuse_last_error_message());
        return;
      }
      RankRunner(round, roundSeed, rank, comm, verbose, log).run();
      if (tpfuse_comm_destroy(comm) != TPFUSE_SUCCESS)
        log.findings.push_back(
            "rank " + std::to_string(rank) +
            ": tpfuse_comm_destroy: " + tpfuse_last_error_message());
    });
  for (std::thread &thread : threads)
    thread.join();

  int findings = 0;
  for (const RankLog &log : logs) {
    for (const std::string &finding : log.findings) {
      std::fprintf(stderr, "  %s\n", finding.c_str());
      ++findings;
    }
    stats.calls += log.stats.calls;
    stats.collective += log.stats.collective;
    stats.agreed += log.stats.agreed;
    stats.disagreed += log.stats.disagreed;
    stats.empty += log.stats.empty;
    stats.declined += log.stats.declined;
    stats.quantizing += log.stats.quantizing;
  }
  const std::vector<uint64_t> &first = logs.front().outputHashes;
  for (size_t rank = 1; rank < logs.size(); ++rank)
    for (size_t s = 0; s < first.size() && s < logs[rank].outputHashes.size();
         ++s)
      if (logs[rank].outputHashes[s] != first[s]) {
        std::fprintf(stderr,
                     "  step %zu: rank %zu's norm outputs differ "
                     "from rank 0's\n",
                     s, rank);
        ++findings;
      }
  return findings;
}

struct Options {
  uint64_t seed = 1;
  double seconds = 0;
  uint64_t calls = 0;
  std::optional<uint64_t> round;
  int steps = 24;
  double roundDeadline = 120;
  bool verbose = false;
};

void usage() {
  std::fprintf(stderr, "usage: tpfuse_runtime_fuzz [--seed N] [--time SECONDS] "
                       "[--calls N] [--round R] [--steps N] [--verbose]\n"
                       "  Without --time, --calls or --round: 20 rounds.\n");
}

bool parse(int argc, char **argv, Options &options) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> const char * {
      return i + 1 < argc ? argv[++i] : nullptr;
    };
    const char *text = nullptr;
    if (arg == "--verbose") {
      options.verbose = true;
      continue;
    }
    if (arg == "--help" || arg == "-h")
      return false;
    if (!(text = value()))
      return false;
    if (arg == "--seed")
      options.seed = std::strtoull(text, nullptr, 10);
    else if (arg == "--time")
      options.seconds = std::strtod(text, nullptr);
    else if (arg == "--calls")
      options.calls = std::strtoull(text, nullptr, 10);
    else if (arg == "--round")
      options.round = std::strtoull(text, nullptr, 10);
    else if (arg == "--steps")
      options.steps = std::atoi(text);
    else
      return false;
  }
  return options.steps > 0;
}

/// Forks a child for round `number`; waits at most the deadline. Returns
/// the findings (a crash or hang counts as one) and adds the child's stats.
int forkRound(const Options &options, uint64_t number, Stats &stats) {
  int pipeFds[2];
  if (pipe(pipeFds) != 0) {
    std::perror("pipe");
    std::exit(2);
  }
  std::fflush(nullptr);
  pid_t child = fork();
  if (child < 0) {
    std::perror("fork");
    std::exit(2);
  }
  if (child == 0) {
    close(pipeFds[0]);
    Round round = makeRound(options.seed, number, options.steps);
    Stats childStats;
    int findings = runRound(round, options.seed * 1000003 + number,
                            options.verbose, childStats);
    uint64_t fields[7] = {childStats.calls,     childStats.collective,
                          childStats.agreed,    childStats.disagreed,
                          childStats.empty,     childStats.declined,
                          childStats.quantizing};
    ssize_t written = write(pipeFds[1], fields, sizeof(fields));
    close(pipeFds[1]);
    std::exit(written == ssize_t(sizeof(fields)) && findings == 0 ? 0 : 1);
  }
  close(pipeFds[1]);
  Clock::time_point deadline =
      Clock::now() + std::chrono::duration_cast<Clock::duration>(
                         std::chrono::duration<double>(options.roundDeadline));
  int status = 0;
  pid_t done = 0;
  while ((done = waitpid(child, &status, WNOHANG)) == 0 &&
         Clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  int findings = 0;
  std::string where = "round " + std::to_string(number) + " (--seed " +
                      std::to_string(options.seed) + " --round " +
                      std::to_string(number) + ")";
  if (done == 0) {
    kill(child, SIGKILL);
    waitpid(child, &status, 0);
    std::fprintf(stderr, "HANG: %s outlived its %.0f s deadline\n",
                 where.c_str(), options.roundDeadline);
    findings = 1;
  } else if (WIFSIGNALED(status)) {
    std::fprintf(stderr, "CRASH: %s died of signal %d\n", where.c_str(),
                 WTERMSIG(status));
    findings = 1;
  } else if (WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "FINDINGS: %s (listed above)\n", where.c_str());
    findings = 1;
  }
  uint64_t fields[7] = {};
  if (read(pipeFds[0], fields, sizeof(fields)) == ssize_t(sizeof(fields))) {
    stats.calls += fields[0];
    stats.collective += fields[1];
    stats.agreed += fields[2];
    stats.disagreed += fields[3];
    stats.empty += fields[4];
    stats.declined += fields[5];
    stats.quantizing += fields[6];
  }
  close(pipeFds[0]);
  return findings;
}

} // namespace

int main(int argc, char **argv) {
  Options options;
  if (!parse(argc, argv, options)) {
    usage();
    return 2;
  }
  Clock::time_point start = Clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(Clock::now() - start).count();
  };
  bool bounded = options.seconds > 0 || options.calls > 0;
  Stats stats;
  int failedRounds = 0;
  uint64_t rounds = 0;
  for (uint64_t number = options.round.value_or(0);; ++number) {
    if (options.round && number != *options.round)
      break;
    if (!options.round) {
      if (bounded && options.seconds > 0 && elapsed() >= options.seconds)
        break;
      if (bounded && options.calls > 0 && stats.calls >= options.calls)
        break;
      if (!bounded && rounds == 20)
        break;
    }
    failedRounds += forkRound(options, number, stats);
    ++rounds;
  }
  std::printf("tpfuse_runtime_fuzz: seed %" PRIu64 ", %" PRIu64
              " rounds, %" PRIu64 " calls (%" PRIu64 " collective: %" PRIu64
              " agreed, %" PRIu64 " disagreeing or invalid, %" PRIu64
              " empty; %" PRIu64 " declined; %" PRIu64
              " agreed norms quantizing), %d failed rounds, %.1f s\n",
              options.seed, rounds, stats.calls, stats.collective, stats.agreed,
              stats.disagreed, stats.empty, stats.declined, stats.quantizing,
              failedRounds, elapsed());
  return failedRounds == 0 ? 0 : 1;
}
