//===- TorchNorms.cpp - PyTorch norms end to end, three ways --------------===//

#include "TorchNorms.h"

#include "Driver.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <tuple>
#include <utility>

using namespace tpfuse::e2e;
using namespace tpfuse::e2e::torch_norms;

namespace {
constexpr int kWorldSize = 2;
constexpr int64_t kHidden = 128;
constexpr int64_t kTokenCounts[] = {1, 5, 64};
/// A reference accepts an output when every element is within one unit in
/// the last place of the dtype and at least this share is exact.
constexpr double kMinExactShare = 0.95;

//===-------------------------- Element types ---------------------------===//

struct Format {
  const char *name;
  int bytes;
  int precision;   // significand bits, the implicit one included
  int minExponent; // of the normal numbers
  double maxFinite;
};

Format formatOf(Dtype dtype) {
  switch (dtype) {
  case Dtype::Bf16:
    return {"bf16", 2, 8, -126, std::ldexp(2 - std::ldexp(1, -7), 127)};
  case Dtype::F16:
    return {"f16", 2, 11, -14, 65504};
  case Dtype::F32:
    break;
  }
  return {"f32", 4, 24, -126, std::ldexp(2 - std::ldexp(1, -23), 127)};
}

/// `value` rounded to the nearest `dtype` value, ties to even: once, from
/// float64.
double roundTo(double value, Dtype dtype) {
  if (!std::isfinite(value) || value == 0)
    return value;
  Format format = formatOf(dtype);
  int exponent = std::max(std::ilogb(value), format.minExponent);
  int quantum = exponent - (format.precision - 1);
  // Scaling by powers of two is exact; nearbyint rounds ties to even.
  double rounded =
      std::ldexp(std::nearbyint(std::ldexp(value, -quantum)), quantum);
  if (std::fabs(rounded) > format.maxFinite)
    return std::copysign(INFINITY, value);
  return rounded;
}

uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

float fromFloatBits(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof(value));
  return value;
}

/// The bits of `value`, which must be a `dtype` value (or NaN).
uint32_t encode(double value, Dtype dtype) {
  switch (dtype) {
  case Dtype::Bf16:
    // A bf16 is exactly the upper half of the float of the same value.
    return std::isnan(value) ? 0x7fc0u
                             : floatBits(static_cast<float>(value)) >> 16;
  case Dtype::F16: {
    if (std::isnan(value))
      return 0x7e00u;
    uint32_t sign = std::signbit(value) ? 0x8000u : 0u;
    double magnitude = std::fabs(value);
    if (std::isinf(magnitude))
      return sign | 0x7c00u;
    if (magnitude < std::ldexp(1, -14)) // subnormal: multiples of 2^-24
      return sign | static_cast<uint32_t>(std::ldexp(magnitude, 24));
    int exponent = std::ilogb(magnitude);
    auto fraction =
        static_cast<uint32_t>(std::ldexp(magnitude, 10 - exponent)) - 1024u;
    return sign | static_cast<uint32_t>(exponent + 15) << 10 | fraction;
  }
  case Dtype::F32:
    break;
  }
  return floatBits(static_cast<float>(value));
}

double decode(uint32_t bits, Dtype dtype) {
  switch (dtype) {
  case Dtype::Bf16:
    return fromFloatBits(bits << 16);
  case Dtype::F16: {
    double sign = bits & 0x8000u ? -1 : 1;
    uint32_t exponent = bits >> 10 & 0x1fu, fraction = bits & 0x3ffu;
    if (exponent == 0x1f)
      return fraction ? NAN : sign * INFINITY;
    if (exponent == 0)
      return sign * std::ldexp(fraction, -24);
    return sign * std::ldexp(1024 + fraction, static_cast<int>(exponent) - 25);
  }
  case Dtype::F32:
    break;
  }
  return fromFloatBits(bits);
}

bool isNan(uint32_t bits, Dtype dtype) {
  return std::isnan(decode(bits, dtype));
}

/// How many `dtype` values lie between two, plus one (0: the same value;
/// +0 and -0 are the same). NaN is as far from everything as can be.
uint64_t ulpsApart(uint32_t a, uint32_t b, Dtype dtype) {
  if (isNan(a, dtype) || isNan(b, dtype))
    return UINT64_MAX;
  int width = 8 * formatOf(dtype).bytes;
  auto ordered = [&](uint32_t bits) {
    auto magnitude = static_cast<int64_t>(bits & ((1u << (width - 1)) - 1));
    return bits >> (width - 1) ? -magnitude : magnitude;
  };
  int64_t difference = ordered(a) - ordered(b);
  return static_cast<uint64_t>(difference < 0 ? -difference : difference);
}

std::string describeElement(uint32_t bits, Dtype dtype) {
  char text[64];
  std::snprintf(text, sizeof(text), "0x%0*" PRIx32 " (%.9g)",
                2 * formatOf(dtype).bytes, bits, decode(bits, dtype));
  return text;
}

//===---------------------------- The cases -----------------------------===//

/// Where a norm rounds: runtime.h's tpfuse_norm_variant flags and
/// weight_offset (the attributes tp-raise-rms-norm gives the tp norm).
struct Variant {
  bool weightAfterRounding = false;
  bool residualAddInF32 = false;
  bool computeInDtype = false;
  double weightOffset = 0;

  bool operator==(const Variant &other) const {
    return weightAfterRounding == other.weightAfterRounding &&
           residualAddInF32 == other.residualAddInF32 &&
           computeInDtype == other.computeInDtype &&
           weightOffset == other.weightOffset;
  }

  std::string describe() const {
    if (computeInDtype)
      return "compute in the dtype";
    std::string text = weightAfterRounding ? "weight after rounding"
                                           : "weight before rounding";
    if (residualAddInF32)
      text += ", residual add in f32";
    if (weightOffset != 0) {
      char offset[32];
      std::snprintf(offset, sizeof(offset), ", weight offset %g", weightOffset);
      text += offset;
    }
    return text;
  }
};

struct Case {
  const char *name;
  Dtype dtype;
  bool residual;
  /// The model's epsilon, as the exported module writes it (an f64
  /// constant, truncated to the type the norm computes in).
  double epsilon;
  /// What the exported PyTorch code computes.
  Variant variant;
};

Variant weightAfterRounding() {
  Variant variant;
  variant.weightAfterRounding = true;
  return variant;
}

Variant residualAddInF32(bool weightAfter) {
  Variant variant;
  variant.weightAfterRounding = weightAfter;
  variant.residualAddInF32 = true;
  return variant;
}

Variant weightOffset(double offset) {
  Variant variant;
  variant.weightOffset = offset;
  return variant;
}

Variant computeInDtype() {
  Variant variant;
  variant.computeInDtype = true;
  variant.weightAfterRounding = true;
  return variant;
}

const Case kCases[] = {
    // self.weight * hidden_states.to(input_dtype), the norm in f32.
    {"hf_llama_rms_norm", Dtype::Bf16, false, 1e-5, weightAfterRounding()},
    // The same in f32, where every rounding to the dtype is exact.
    {"hf_llama_rms_norm_f32", Dtype::F32, false, 1e-5, Variant()},
    {"hf_qwen2_rms_norm_f16", Dtype::F16, false, 1e-6, weightAfterRounding()},
    // (x * (1.0 + self.weight.float())).to(dtype): the weight is around 0.
    {"hf_gemma_rms_norm", Dtype::Bf16, false, 1e-6, weightOffset(1)},
    // residual + hidden_states in bf16, then the Llama norm.
    {"hf_llama_decoder_residual", Dtype::Bf16, true, 1e-5,
     weightAfterRounding()},
    // The residual add in f32, the norm of the f32 sum, rounding before the
    // weight (vLLM) or after it (SGLang).
    {"vllm_forward_native_residual", Dtype::Bf16, true, 1e-6,
     residualAddInF32(true)},
    {"sglang_forward_native_residual", Dtype::Bf16, true, 1e-6,
     residualAddInF32(false)},
    // F.rms_norm on bf16: every step in bf16, the sum in index order.
    {"functional_rms_norm", Dtype::Bf16, false, 1e-6, computeInDtype()},
};

/// The variants other than the case's own that could compute a different
/// result for it: each one's reference must reject the case's output.
std::vector<Variant> otherVariants(const Case &norm) {
  std::vector<Variant> variants;
  auto add = [&](Variant variant) {
    if (norm.dtype == Dtype::F32) {
      // Rounding to f32 in an f32 computation changes nothing.
      variant.weightAfterRounding = false;
      variant.residualAddInF32 = false;
    }
    if (!(variant == norm.variant) &&
        std::find(variants.begin(), variants.end(), variant) == variants.end())
      variants.push_back(variant);
  };
  for (bool after : {false, true})
    for (bool f32Sum : {false, true})
      for (double offset : {0.0, 1.0}) {
        if (f32Sum && !norm.residual)
          continue;
        Variant variant;
        variant.weightAfterRounding = after;
        variant.residualAddInF32 = f32Sum;
        variant.weightOffset = offset;
        add(variant);
      }
  if (norm.dtype != Dtype::F32)
    add(computeInDtype());
  return variants;
}

//===----------------------------- Inputs -------------------------------===//

enum TensorId { Partial = 1, Residual, Weight };

/// splitmix64: the same values on every machine.
class Random {
public:
  explicit Random(uint64_t seed) : state(seed) {}

  /// Uniform in [0, 1).
  double uniform() {
    state += 0x9e3779b97f4a7c15ull;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    return std::ldexp(static_cast<double>(z >> 11), -53);
  }

  /// A magnitude in [low, high), with a random sign: never zero.
  double signedIn(double low, double high) {
    double magnitude = low + (high - low) * uniform();
    return uniform() < 0.5 ? -magnitude : magnitude;
  }

private:
  uint64_t state;
};

/// The seed of a tensor: `rank` -1 for a replicated one.
uint64_t seedOf(const Case &norm, int64_t tokens, TensorId id, int rank) {
  uint64_t seed = 14695981039346656037ull; // FNV-1a of the case's name
  for (const char *c = norm.name; *c; ++c)
    seed = (seed ^ static_cast<unsigned char>(*c)) * 1099511628211ull;
  return seed ^ static_cast<uint64_t>(tokens) << 40 ^
         static_cast<uint64_t>(id) << 32 ^ static_cast<uint32_t>(rank + 1);
}

/// Rank `rank`'s inputs: its own partial sum; the residual and the weight
/// replicated (the same on every rank). Values of full precision in the
/// dtype, never zero; the weight around 1, or around 0 where the norm adds
/// an offset of 1 to it.
Inputs makeInputs(const Case &norm, int64_t tokens, int rank) {
  Inputs inputs{Buffer(norm.dtype, {tokens, kHidden}),
                Buffer(norm.dtype, {norm.residual ? tokens : 0, kHidden}),
                Buffer(norm.dtype, {kHidden})};
  Random partial(seedOf(norm, tokens, Partial, rank));
  for (size_t i = 0; i < inputs.partial.size(); ++i)
    inputs.partial.set(i, partial.signedIn(0.125, 2));
  Random residual(seedOf(norm, tokens, Residual, -1));
  for (size_t i = 0; i < inputs.residual.size(); ++i)
    inputs.residual.set(i, residual.signedIn(0.125, 2));
  Random weight(seedOf(norm, tokens, Weight, -1));
  for (size_t i = 0; i < inputs.weight.size(); ++i)
    inputs.weight.set(i, norm.variant.weightOffset != 0
                             ? weight.signedIn(1.0 / 64, 0.5)
                             : 1 + weight.signedIn(0, 0.5));
  return inputs;
}

Outputs makeOutputs(const Case &norm, int64_t tokens) {
  return {Buffer(norm.dtype, {tokens, kHidden}),
          Buffer(norm.dtype, {norm.residual ? tokens : 0, kHidden})};
}

//===---------------------------- Reference -----------------------------===//

struct Reference {
  std::vector<double> normed, residualOut;
};

/// The norm of sum_r partials[r] (+ residual) as `variant` computes it
/// (runtime.h), in float64 but rounded to the dtype at each of the variant's
/// rounding points. For f32 elements the formula's f32 arithmetic is the
/// dtype's own, so every operation rounds to f32 as the CPU backend computes
/// it: the sum of squares in index order, rsqrt as 1/sqrtf. (With the sum
/// rounded only once, f32 outputs are up to 6 ulp off over 128 elements:
/// the rounding of the f32 sum, whose order runtime.h leaves to the
/// backend.)
Reference reference(const Case &norm, const Variant &variant,
                    const std::vector<Inputs> &ranks) {
  Dtype dtype = norm.dtype;
  auto rd = [dtype](double value) { return roundTo(value, dtype); };
  auto f32 = [](double value) { return roundTo(value, Dtype::F32); };
  // An operation of the formula's f32 arithmetic.
  auto op = [&](double value) {
    return dtype == Dtype::F32 ? f32(value) : value;
  };
  const Inputs &replicated = ranks.front();
  int64_t tokens = replicated.partial.shape[0];
  Reference result;
  result.normed.resize(static_cast<size_t>(tokens * kHidden));
  if (norm.residual)
    result.residualOut.resize(result.normed.size());
  std::vector<double> h(kHidden);
  for (int64_t row = 0; row < tokens; ++row) {
    for (int64_t j = 0; j < kHidden; ++j) {
      auto i = static_cast<size_t>(row * kHidden + j);
      // x = rd(sum over ranks of the partials).
      double x = 0;
      for (const Inputs &rank : ranks)
        x += rank.partial.value(i);
      x = rd(x);
      double residual = norm.residual ? replicated.residual.value(i) : 0;
      double sum = op(x + residual);
      if (norm.residual)
        result.residualOut[i] = rd(sum);
      h[j] =
          variant.residualAddInF32 && !variant.computeInDtype ? sum : rd(sum);
    }
    double inverseRms;
    if (variant.computeInDtype) {
      double accumulated = 0;
      for (int64_t j = 0; j < kHidden; ++j)
        accumulated = rd(accumulated + rd(h[j] * h[j]));
      double argument = rd(rd(accumulated / kHidden) + rd(norm.epsilon));
      inverseRms = rd(1 / std::sqrt(argument));
    } else {
      double sumOfSquares = 0;
      for (int64_t j = 0; j < kHidden; ++j)
        sumOfSquares = op(sumOfSquares + op(h[j] * h[j]));
      inverseRms =
          op(1 /
             op(std::sqrt(op(op(sumOfSquares / kHidden) + f32(norm.epsilon)))));
    }
    for (int64_t j = 0; j < kHidden; ++j) {
      auto i = static_cast<size_t>(row * kHidden + j);
      // w' = f32(weight) + weight_offset, an f32 add.
      double weight = f32(replicated.weight.value(j) + variant.weightOffset);
      double scaled = op(h[j] * inverseRms);
      if (variant.weightAfterRounding)
        scaled = rd(scaled);
      result.normed[i] = rd(scaled * weight);
    }
  }
  return result;
}

/// How closely an output agrees with a reference.
struct Agreement {
  uint64_t maxUlps = 0;
  size_t exact = 0, total = 0;
  std::string worst;

  bool accepted() const {
    return maxUlps <= 1 && static_cast<double>(exact) >= kMinExactShare * total;
  }

  std::string describe() const {
    std::string ulps =
        maxUlps == UINT64_MAX ? std::string("NaN") : std::to_string(maxUlps);
    return std::to_string(exact) + " of " + std::to_string(total) +
           " exact, at most " + ulps + " ulp apart" +
           (maxUlps > 0 ? " (" + worst + ")" : "");
  }
};

Agreement agreement(const Buffer &output, const std::vector<double> &expected) {
  Agreement result;
  result.total = expected.size();
  for (size_t i = 0; i < expected.size(); ++i) {
    uint32_t want = encode(expected[i], output.dtype);
    uint64_t ulps = ulpsApart(output.bits(i), want, output.dtype);
    result.exact += ulps == 0;
    if (ulps > result.maxUlps) {
      result.maxUlps = ulps;
      int64_t hidden = output.shape[1];
      result.worst = "element [" + std::to_string(i / hidden) + ", " +
                     std::to_string(i % hidden) + "] is " +
                     describeElement(output.bits(i), output.dtype) +
                     ", expected " + describeElement(want, output.dtype);
    }
  }
  return result;
}

//===----------------------------- Checks -------------------------------===//

/// The elements at which two buffers of one shape differ, bit for bit.
std::vector<size_t> differences(const Buffer &a, const Buffer &b) {
  std::vector<size_t> result;
  for (size_t i = 0; i < a.size(); ++i)
    if (a.bits(i) != b.bits(i))
      result.push_back(i);
  return result;
}

std::string listDifferences(const std::vector<size_t> &at, const Buffer &a,
                            const char *aName, const Buffer &b,
                            const char *bName) {
  std::string text = std::to_string(at.size()) + " of " +
                     std::to_string(a.size()) + " elements differ";
  int64_t hidden = a.shape[1];
  for (size_t k = 0; k < at.size() && k < 4; ++k) {
    size_t i = at[k];
    text += "; [" + std::to_string(i / hidden) + ", " +
            std::to_string(i % hidden) + "]: " + aName + " " +
            describeElement(a.bits(i), a.dtype) + ", " + bName + " " +
            describeElement(b.bits(i), b.dtype);
  }
  return text;
}

class Checker {
public:
  Checker(const Session &session, const Case &norm, const Entries &entries)
      : session(session), norm(norm), entries(entries) {}

  void checkTokens(int64_t tokens);

private:
  /// Prints on rank 0 (every rank computes the same outputs).
  template <typename... Args> void note(const char *format, Args... args) {
    if (session.rank != 0)
      return;
    std::printf("%s, %" PRId64 " tokens: ", norm.name, currentTokens);
    std::printf(format, args...);
    std::printf("\n");
  }

  void expectOk(tpfuse_status status, const std::string &what) {
    expectStatus(session, status, TPFUSE_SUCCESS, what);
  }

  /// Calls `entry` on poisoned outputs, from counters reset to zero, and
  /// checks its status and the counters it leaves.
  Outputs call(const Entry &entry, Inputs &inputs, tpfuse_counters expected,
               const std::string &what);

  void expectIdentical(const Outputs &a, const char *aName, const Outputs &b,
                       const char *bName);
  void checkFrontend(const Outputs &raised, const Outputs &frontend);
  void expectAccepted(const Buffer &output, const std::vector<double> &ref,
                      const std::string &what);

  const Session &session;
  const Case &norm;
  const Entries &entries;
  int64_t currentTokens = 0;
};

Outputs Checker::call(const Entry &entry, Inputs &inputs,
                      tpfuse_counters expected, const std::string &what) {
  Outputs outputs = makeOutputs(norm, currentTokens);
  outputs.normed.poison();
  outputs.residualOut.poison();
  expectOk(tpfuse_comm_reset_counters(session.comm), what + ": reset counters");
  expectOk(static_cast<tpfuse_status>(entry(session.comm, inputs, outputs)),
           what);
  expectCounters(session, expected,
                 norm.name + std::string(", ") + std::to_string(currentTokens) +
                     " tokens, " + what);
  return outputs;
}

void Checker::expectIdentical(const Outputs &a, const char *aName,
                              const Outputs &b, const char *bName) {
  auto compare = [&](const Buffer &x, const Buffer &y, const char *what) {
    std::vector<size_t> at = differences(x, y);
    if (!at.empty())
      fail(session, std::string(norm.name) + ", " +
                        std::to_string(currentTokens) + " tokens, " + what +
                        ": " + aName + " and " + bName + ": " +
                        listDifferences(at, x, aName, y, bName));
    return at.empty();
  };
  bool same = compare(a.normed, b.normed, "normed");
  same &= compare(a.residualOut, b.residualOut, "residual_out");
  if (same)
    note("%s == %s, bit for bit (%zu normed%s)", aName, bName, a.normed.size(),
         norm.residual ? " and residual_out elements" : " elements");
}

void Checker::expectAccepted(const Buffer &output,
                             const std::vector<double> &ref,
                             const std::string &what) {
  Agreement result = agreement(output, ref);
  if (!result.accepted())
    fail(session, std::string(norm.name) + ", " +
                      std::to_string(currentTokens) + " tokens, " + what +
                      " against the reference: " + result.describe());
  else
    note("%s against the reference: %s", what.c_str(),
         result.describe().c_str());
}

/// raised vs frontend: bit for bit.
void Checker::checkFrontend(const Outputs &raised, const Outputs &frontend) {
  expectIdentical(raised, "raised", frontend, "frontend");
}

void Checker::checkTokens(int64_t tokens) {
  currentTokens = tokens;
  std::vector<Inputs> ranks;
  for (int rank = 0; rank < session.worldSize; ++rank)
    ranks.push_back(makeInputs(norm, tokens, rank));
  Inputs &inputs = ranks[static_cast<size_t>(session.rank)];
  Inputs pristine = inputs;

  Outputs fused = call(entries.fused, inputs, {0, 1, 0}, "fused");
  expectOk(tpfuse_comm_set_force_decline(session.comm, 1), "forcing declines");
  Outputs declined =
      call(entries.fused, inputs, {1, 0, 1}, "fused, forced to decline");
  expectOk(tpfuse_comm_set_force_decline(session.comm, 0),
           "no longer forcing declines");
  Outputs raised = call(entries.raised, inputs, {1, 0, 0}, "raised");
  Outputs frontend = call(entries.frontend, inputs, {1, 0, 0}, "frontend");

  for (auto [buffer, original, name] :
       {std::tuple(&inputs.partial, &pristine.partial, "partial"),
        std::tuple(&inputs.residual, &pristine.residual, "residual"),
        std::tuple(&inputs.weight, &pristine.weight, "weight")})
    if (!differences(*buffer, *original).empty())
      fail(session,
           std::string(norm.name) + ": the " + name + " input was written");

  // 1. Fusing and declining change no bit.
  expectIdentical(fused, "fused", declined, "declined");
  expectIdentical(declined, "declined", raised, "raised");

  // 3. Each output against the reference of the case's variant.
  Reference expected = reference(norm, norm.variant, ranks);
  for (auto [outputs, name] :
       {std::pair(&fused, "fused"), std::pair(&declined, "declined"),
        std::pair(&raised, "raised")}) {
    expectAccepted(outputs->normed, expected.normed,
                   std::string(name) + " normed");
    if (norm.residual)
      expectAccepted(outputs->residualOut, expected.residualOut,
                     std::string(name) + " residual_out");
  }
  // 2. Raising changes no bit.
  checkFrontend(raised, frontend);

  // The check discriminates: every other variant's reference rejects the
  // raised output.
  for (const Variant &other : otherVariants(norm)) {
    Agreement result =
        agreement(raised.normed, reference(norm, other, ranks).normed);
    if (result.accepted())
      fail(session, std::string(norm.name) + ", " + std::to_string(tokens) +
                        " tokens: the reference of another variant (" +
                        other.describe() + ") accepts the raised output too: " +
                        result.describe());
    else
      note("the reference of %s rejects raised normed: %s",
           other.describe().c_str(), result.describe().c_str());
  }
}
} // namespace

//===----------------------------- Buffer -------------------------------===//

Buffer::Buffer(Dtype dtype, std::vector<int64_t> shape)
    : dtype(dtype), shape(std::move(shape)), count(1) {
  for (int64_t size : this->shape)
    count *= static_cast<size_t>(size);
  bytes.resize(count * static_cast<size_t>(formatOf(dtype).bytes));
}

uint32_t Buffer::bits(size_t i) const {
  if (dtype == Dtype::F32) {
    uint32_t value;
    std::memcpy(&value, &bytes[4 * i], sizeof(value));
    return value;
  }
  uint16_t value;
  std::memcpy(&value, &bytes[2 * i], sizeof(value));
  return value;
}

void Buffer::setBits(size_t i, uint32_t value) {
  if (dtype == Dtype::F32) {
    std::memcpy(&bytes[4 * i], &value, sizeof(value));
    return;
  }
  auto half = static_cast<uint16_t>(value);
  std::memcpy(&bytes[2 * i], &half, sizeof(half));
}

double Buffer::value(size_t i) const { return decode(bits(i), dtype); }

void Buffer::set(size_t i, double value) {
  setBits(i, encode(roundTo(value, dtype), dtype));
}

void Buffer::poison() {
  for (size_t i = 0; i < count; ++i)
    setBits(i, encode(NAN, dtype));
}

int tpfuse::e2e::torch_norms::run(const char *name, int elementBytes,
                                  bool residual, const Entries &entries) {
  const Case *norm = nullptr;
  for (const Case &candidate : kCases)
    if (std::strcmp(candidate.name, name) == 0)
      norm = &candidate;
  if (!norm)
    fatal(std::string("no case ") + name);
  if (formatOf(norm->dtype).bytes != elementBytes || norm->residual != residual)
    fatal(std::string("the driver of ") + name +
          " was compiled for another element type or signature");
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION)
    fatal("the runtime's API version is " +
          std::to_string(tpfuse_runtime_api_version()) + ", expected " +
          std::to_string(TPFUSE_RUNTIME_API_VERSION));

  Session session(60000);
  if (session.worldSize != kWorldSize) {
    fail(session, "run on " + std::to_string(session.worldSize) +
                      " ranks; the modules are compiled for " +
                      std::to_string(kWorldSize));
    return 1;
  }
  Checker checker(session, *norm, entries);
  for (int64_t tokens : kTokenCounts)
    checker.checkTokens(tokens);
  return failures() == 0 ? 0 : 1;
}
