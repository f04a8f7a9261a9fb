//===- Arguments.cpp - Validation of C API arguments ----------------------===//

#include "common/Arguments.h"

#include "common/Dtype.h"
#include "common/QuantLayout.h"
#include "common/Status.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <string>
#include <utility>

using namespace tpfuse::runtime;

namespace {
tpfuse_status invalid(const char *entry, const std::string &what) {
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT, std::string(entry) + ": " + what);
}

/// A buffer's address range, for overlap checks; an empty one overlaps
/// nothing.
struct Extent {
  const char *name;
  const void *data;
  int64_t bytes;

  bool overlaps(const Extent &other) const {
    auto begin = reinterpret_cast<uintptr_t>(data);
    auto otherBegin = reinterpret_cast<uintptr_t>(other.data);
    return data && other.data && bytes > 0 && other.bytes > 0 &&
           begin < otherBegin + other.bytes && otherBegin < begin + bytes;
  }
};

/// `output` must equal `inPlaceWith` (when given) or overlap nothing in
/// `others`.
tpfuse_status checkOutput(const char *entry, const Extent &output,
                          const Extent *inPlaceWith,
                          std::initializer_list<Extent> others) {
  if (!output.data)
    return TPFUSE_SUCCESS;
  if (inPlaceWith && output.overlaps(*inPlaceWith) &&
      output.data != inPlaceWith->data)
    return invalid(entry, std::string(output.name) + " partially overlaps " +
                              inPlaceWith->name +
                              " (only the same pointer is allowed)");
  for (const Extent &other : others)
    if (output.overlaps(other))
      return invalid(entry,
                     std::string(output.name) + " overlaps " + other.name);
  return TPFUSE_SUCCESS;
}

/// `value` as printf's %g writes it (std::to_string prints 1e-30 as 0).
std::string printFloat(float value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%g", static_cast<double>(value));
  return text;
}

const char *quantName(tpfuse_quant_scheme quant) {
  switch (quant) {
  case TPFUSE_QUANT_NONE:
    return "TPFUSE_QUANT_NONE";
  case TPFUSE_QUANT_FP8_STATIC:
    return "TPFUSE_QUANT_FP8_STATIC";
  case TPFUSE_QUANT_FP8_PER_TOKEN:
    return "TPFUSE_QUANT_FP8_PER_TOKEN";
  case TPFUSE_QUANT_FP8_PER_GROUP:
    return "TPFUSE_QUANT_FP8_PER_GROUP";
  case TPFUSE_QUANT_NVFP4:
    return "TPFUSE_QUANT_NVFP4";
  case TPFUSE_QUANT_MXFP4:
    break;
  }
  return "TPFUSE_QUANT_MXFP4";
}

const char *scaleFormatName(tpfuse_scale_format format) {
  return format == TPFUSE_SCALE_UE8M0 ? "TPFUSE_SCALE_UE8M0"
                                      : "TPFUSE_SCALE_F32";
}

const char *scaleLayoutName(tpfuse_scale_layout layout) {
  switch (layout) {
  case TPFUSE_SCALE_ROW_MAJOR:
    return "TPFUSE_SCALE_ROW_MAJOR";
  case TPFUSE_SCALE_COLUMN_MAJOR:
    return "TPFUSE_SCALE_COLUMN_MAJOR";
  case TPFUSE_SCALE_PACKED_UE8M0:
    return "TPFUSE_SCALE_PACKED_UE8M0";
  case TPFUSE_SCALE_SWIZZLED_128X4:
    break;
  }
  return "TPFUSE_SCALE_SWIZZLED_128X4";
}

/// A float's bits: a field that must be 0 is +0.0 exactly, so that ranks
/// compare equal bits (CallAgreement) for what they all call zero.
uint32_t bitsOf(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

/// With TPFUSE_QUANT_NONE every quantization field is zero: a non-zero one
/// means the caller set up a quantized output and forgot quant.
tpfuse_status checkNoQuantization(const char *entry,
                                  const NormProblem &problem) {
  auto unused = [&](const char *field) {
    return invalid(entry, std::string(field) +
                              " is set but quant is TPFUSE_QUANT_NONE: set "
                              "quant, or leave every quantization field 0");
  };
  if (problem.scaleFormat != TPFUSE_SCALE_F32)
    return unused("scale_format");
  if (problem.scaleLayout != TPFUSE_SCALE_ROW_MAJOR)
    return unused("scale_layout");
  if (bitsOf(problem.minScale) != 0)
    return unused("min_scale");
  if (problem.groupSize != 0)
    return unused("group_size");
  if (problem.scaleIn)
    return unused("scale_in");
  if (problem.quantized)
    return unused("quantized");
  if (problem.scales)
    return unused("scales");
  if (problem.scaling != TPFUSE_SCALING_DIVIDE)
    return unused("scaling");
  return TPFUSE_SUCCESS;
}

/// What each scheme takes, beyond quantized (always an output).
struct SchemeRule {
  /// scale_in is the static or global scale (non-null), else null.
  bool takesScaleIn;
  /// scales is an output (non-null unless tokens is 0), else null.
  bool computesScales;
  /// min_scale is a floor (finite, > 0), else 0.
  bool takesMinScale;
  /// The fixed block size (FP4), 0 for FP8_PER_GROUP's free group size, -1
  /// for none (group_size 0).
  int64_t block;
  /// Bit sets of the tpfuse_scale_format / tpfuse_scale_layout values taken.
  unsigned formats;
  unsigned layouts;
};

constexpr unsigned bit(int value) { return 1u << value; }

SchemeRule ruleOf(tpfuse_quant_scheme quant) {
  const unsigned f32 = bit(TPFUSE_SCALE_F32);
  const unsigned rowMajor = bit(TPFUSE_SCALE_ROW_MAJOR);
  const unsigned fp4Layouts = rowMajor | bit(TPFUSE_SCALE_SWIZZLED_128X4);
  switch (quant) {
  case TPFUSE_QUANT_FP8_STATIC:
    return {true, false, false, -1, f32, rowMajor};
  case TPFUSE_QUANT_FP8_PER_TOKEN:
    return {false, true, true, -1, f32, rowMajor};
  case TPFUSE_QUANT_FP8_PER_GROUP:
    return {false,
            true,
            true,
            0,
            f32 | bit(TPFUSE_SCALE_UE8M0),
            rowMajor | bit(TPFUSE_SCALE_COLUMN_MAJOR) |
                bit(TPFUSE_SCALE_PACKED_UE8M0)};
  case TPFUSE_QUANT_NVFP4:
    return {true, true, false, 16, f32, fp4Layouts};
  case TPFUSE_QUANT_MXFP4:
  case TPFUSE_QUANT_NONE:
    break;
  }
  return {false, true, false, 32, f32, fp4Layouts};
}

/// The scheme's rule on scale_in, scales, formats, layouts, group size and
/// floor; quant is not TPFUSE_QUANT_NONE.
tpfuse_status checkScheme(const char *entry, const NormProblem &problem) {
  const std::string scheme = quantName(problem.quant);
  const SchemeRule rule = ruleOf(problem.quant);
  const bool empty = problem.tokens == 0;
  if (rule.takesScaleIn && !problem.scaleIn)
    return invalid(entry, scheme + " reads its scale from scale_in, which is "
                                   "null");
  if (!rule.takesScaleIn && problem.scaleIn)
    return invalid(entry, scheme + " takes no scale_in: it must be null");
  if (rule.computesScales && !problem.scales && !empty)
    return invalid(entry, "scales is null (" + scheme +
                              " writes its scales "
                              "there)");
  if (!rule.computesScales && problem.scales)
    return invalid(entry, scheme + " computes no scales: scales must be null");
  if (!(rule.formats & bit(problem.scaleFormat)))
    return invalid(entry, scheme + " does not take scale_format " +
                              scaleFormatName(problem.scaleFormat) +
                              (rule.formats == bit(TPFUSE_SCALE_F32)
                                   ? " (leave it TPFUSE_SCALE_F32)"
                                   : ""));
  if (problem.scaling != TPFUSE_SCALING_DIVIDE && isFp4Scheme(problem.quant))
    return invalid(entry, scheme +
                              " scales its values its own way: scaling must "
                              "be TPFUSE_SCALING_DIVIDE (TPFUSE_SCALING_"
                              "RECIPROCAL is for the FP8 schemes)");
  if (!(rule.layouts & bit(problem.scaleLayout)))
    return invalid(entry, scheme + " does not take scale_layout " +
                              scaleLayoutName(problem.scaleLayout));
  if (problem.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0 &&
      problem.scaleFormat != TPFUSE_SCALE_UE8M0)
    return invalid(entry, "TPFUSE_SCALE_PACKED_UE8M0 packs UE8M0 scales: "
                          "scale_format must be TPFUSE_SCALE_UE8M0");
  if (rule.block < 0 && problem.groupSize != 0)
    return invalid(entry, scheme + " takes no group_size: it must be 0, got " +
                              std::to_string(problem.groupSize));
  if (rule.block > 0 && problem.groupSize != rule.block)
    return invalid(
        entry, scheme + " quantizes blocks of " + std::to_string(rule.block) +
                   ": group_size must be " + std::to_string(rule.block) +
                   ", got " + std::to_string(problem.groupSize));
  if (rule.block >= 0 &&
      (problem.groupSize <= 0 || problem.hidden % problem.groupSize != 0))
    return invalid(entry, "group_size must be > 0 and divide hidden (" +
                              std::to_string(problem.hidden) + "), got " +
                              std::to_string(problem.groupSize));
  if (rule.takesMinScale &&
      (!std::isfinite(problem.minScale) || !(problem.minScale > 0.0f)))
    return invalid(entry, "min_scale must be finite and > 0 for " + scheme +
                              ", got " + printFloat(problem.minScale));
  if (!rule.takesMinScale && bitsOf(problem.minScale) != 0)
    return invalid(entry, scheme + " takes no min_scale: it must be 0, got " +
                              printFloat(problem.minScale));
  // Packed bytes hold e + 127 for scales 2^e >= 2^-127; every scale is at
  // least the floor rounded up to a power of two.
  if (problem.scaleLayout == TPFUSE_SCALE_PACKED_UE8M0 &&
      problem.minScale < 0x1p-127f)
    return invalid(entry, "TPFUSE_SCALE_PACKED_UE8M0 stores scales from "
                          "2^-127 up: min_scale must be >= 2^-127, got " +
                              printFloat(problem.minScale));
  return TPFUSE_SUCCESS;
}
} // namespace

tpfuse_status
tpfuse::runtime::checkQuantEnums(const char *entry,
                                 const tpfuse_quant_scheme &quant,
                                 const tpfuse_scale_format &scaleFormat,
                                 const tpfuse_scale_layout &scaleLayout) {
  int scheme = enumValue(quant);
  if (scheme < TPFUSE_QUANT_NONE || scheme > TPFUSE_QUANT_MXFP4)
    return invalid(entry, "unknown quant " + std::to_string(scheme));
  int format = enumValue(scaleFormat);
  if (format != TPFUSE_SCALE_F32 && format != TPFUSE_SCALE_UE8M0)
    return invalid(entry, "unknown scale_format " + std::to_string(format));
  int layout = enumValue(scaleLayout);
  if (layout < TPFUSE_SCALE_ROW_MAJOR || layout > TPFUSE_SCALE_SWIZZLED_128X4)
    return invalid(entry, "unknown scale_layout " + std::to_string(layout));
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::checkScalingEnum(const char *entry,
                                                const tpfuse_scaling &scaling) {
  int value = enumValue(scaling);
  if (value != TPFUSE_SCALING_DIVIDE && value != TPFUSE_SCALING_RECIPROCAL)
    return invalid(entry, "unknown scaling " + std::to_string(value));
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::checkQuantization(const char *entry,
                                                 const NormProblem &problem) {
  if (!problem.quantizes())
    return checkNoQuantization(entry, problem);
  if (tpfuse_status status = checkScheme(entry, problem))
    return status;
  if (!problem.quantized && problem.tokens > 0)
    return invalid(entry, "quantized is null");
  int64_t bytes;
  if (!scalesBytes(problem, bytes))
    return invalid(entry, "the byte size of scales overflows");
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::checkDtype(const char *entry, const char *what,
                                          const tpfuse_dtype &dtype) {
  int value = enumValue(dtype);
  if (!isValidDtypeValue(value))
    return invalid(entry, std::string("unsupported ") + what + " " +
                              std::to_string(value));
  return TPFUSE_SUCCESS;
}

tpfuse_status
tpfuse::runtime::checkAllReduceArguments(const char *entry, const void *in,
                                         const void *out, int64_t count,
                                         const tpfuse_dtype &dtype) {
  if (count < 0)
    return invalid(entry, "count must be >= 0, got " + std::to_string(count));
  // A null pointer is an empty tensor's, as for tpfuse_matmul.
  if (!in && count > 0)
    return invalid(entry, "in is null");
  if (!out && count > 0)
    return invalid(entry, "out is null");
  if (tpfuse_status status = checkDtype(entry, "dtype", dtype))
    return status;
  if (count > INT64_MAX / elementSize(dtype))
    return invalid(entry, "count * element size overflows");
  int64_t bytes = count * elementSize(dtype);
  Extent input{"in", in, bytes};
  return checkOutput(entry, {"out", out, bytes}, &input, {});
}

tpfuse_status tpfuse::runtime::checkNormVariant(const char *entry,
                                                const NormProblem &problem) {
  constexpr uint32_t known = TPFUSE_NORM_WEIGHT_AFTER_ROUNDING |
                             TPFUSE_NORM_RESIDUAL_ADD_IN_F32 |
                             TPFUSE_NORM_COMPUTE_IN_DTYPE;
  if (problem.variant & ~known)
    return invalid(entry, "unknown variant flags " +
                              std::to_string(problem.variant & ~known));
  if (!std::isfinite(problem.weightOffset))
    return invalid(entry, "weight_offset must be finite");
  if (!problem.has(TPFUSE_NORM_COMPUTE_IN_DTYPE))
    return TPFUSE_SUCCESS;
  if (problem.dtype == TPFUSE_DTYPE_F32)
    return invalid(entry, "TPFUSE_NORM_COMPUTE_IN_DTYPE needs bf16 or f16; "
                          "f32 norms compute in f32 already");
  if (problem.variant != TPFUSE_NORM_COMPUTE_IN_DTYPE)
    return invalid(entry, "TPFUSE_NORM_COMPUTE_IN_DTYPE rounds after every "
                          "step and takes no other flag");
  if (problem.weightOffset != 0.0f)
    return invalid(entry,
                   "TPFUSE_NORM_COMPUTE_IN_DTYPE takes a weight_offset of 0");
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::checkNormProblem(const char *entry,
                                                const NormProblem &problem) {
  // 0 tokens is an empty batch; the weight, [hidden], is never empty.
  if (problem.tokens < 0)
    return invalid(entry, "tokens must be >= 0, got " +
                              std::to_string(problem.tokens));
  if (problem.hidden <= 0)
    return invalid(entry,
                   "hidden must be > 0, got " + std::to_string(problem.hidden));
  // A null pointer is an empty tensor's, as for tpfuse_matmul.
  bool empty = problem.tokens == 0;
  if (!problem.input && !empty)
    return invalid(entry, "input is null");
  if (!problem.weight)
    return invalid(entry, "weight is null");
  if (!problem.normed && !empty && problem.quant == TPFUSE_QUANT_NONE)
    return invalid(entry, "normed is null (only a quantizing call may leave "
                          "it out)");
  if (tpfuse_status status = checkDtype(entry, "dtype", problem.dtype))
    return status;
  // The IR verifier's rule too: an epsilon of 0 would let an all-zero row
  // divide by zero.
  if (!std::isfinite(problem.epsilon) || !(problem.epsilon > 0.0f))
    return invalid(entry, "epsilon must be finite and positive, got " +
                              printFloat(problem.epsilon));
  if (tpfuse_status status = checkNormVariant(entry, problem))
    return status;
  int64_t size = elementSize(problem.dtype);
  if (problem.tokens > INT64_MAX / problem.hidden / size)
    return invalid(entry, "tokens * hidden * element size overflows");
  if (tpfuse_status status = checkQuantization(entry, problem))
    return status;

  int64_t bytes = problem.tokens * problem.hidden * size;
  Extent input{"input", problem.input, bytes};
  Extent residual{"residual", problem.residual, bytes};
  Extent weight{"weight", problem.weight, problem.hidden * size};
  Extent normed{"normed", problem.normed, bytes};
  Extent residualOut{"residual_out", problem.residualOut, bytes};
  // Only set with a quantizing scheme (checkQuantization).
  int64_t scaleBytes = 0;
  scalesBytes(problem, scaleBytes);
  Extent scaleIn{"scale_in", problem.scaleIn, problem.scaleIn ? 4 : 0};
  Extent quantized{"quantized", problem.quantized,
                   problem.tokens * quantizedRowBytes(problem)};
  Extent scales{"scales", problem.scales, scaleBytes};
  if (tpfuse_status status = checkOutput(
          entry, normed, &input,
          {residual, weight, residualOut, scaleIn, quantized, scales}))
    return status;
  if (tpfuse_status status =
          checkOutput(entry, residualOut, &residual,
                      {input, weight, scaleIn, quantized, scales}))
    return status;
  if (tpfuse_status status =
          checkOutput(entry, quantized, nullptr,
                      {input, residual, weight, scaleIn, scales}))
    return status;
  return checkOutput(entry, scales, nullptr,
                     {input, residual, weight, scaleIn});
}

tpfuse_status
tpfuse::runtime::checkMatmulProblem(const char *entry,
                                    const MatmulProblem &problem) {
  for (auto [name, size] :
       {std::pair{"m", problem.m}, std::pair{"n", problem.n},
        std::pair{"k", problem.k}})
    if (size < 0)
      return invalid(entry, std::string(name) + " must be >= 0, got " +
                                std::to_string(size));
  if (tpfuse_status status = checkDtype(entry, "ab_dtype", problem.abDtype))
    return status;
  if (tpfuse_status status = checkDtype(entry, "c_dtype", problem.cDtype))
    return status;
  if (problem.cDtype != problem.abDtype && problem.cDtype != TPFUSE_DTYPE_F32)
    return invalid(entry, std::string("c_dtype must be ab_dtype or f32, "
                                      "not ") +
                              dtypeName(problem.cDtype) + " for " +
                              dtypeName(problem.abDtype) + " inputs");

  struct Operand {
    const char *name;
    const void *data;
    int64_t rows;
    int64_t columns;
    tpfuse_dtype dtype;
  };
  Operand operands[] = {{"a", problem.a, problem.m, problem.k, problem.abDtype},
                        {"b", problem.b, problem.k, problem.n, problem.abDtype},
                        {"c", problem.c, problem.m, problem.n, problem.cDtype}};
  int64_t bytes[3];
  for (int i = 0; i < 3; ++i) {
    const Operand &operand = operands[i];
    int64_t size = elementSize(operand.dtype);
    if (operand.rows > 0 && operand.columns > INT64_MAX / operand.rows / size)
      return invalid(entry, std::string("the byte size of ") + operand.name +
                                " overflows");
    bytes[i] = operand.rows * operand.columns * size;
    if (bytes[i] > 0 && !operand.data)
      return invalid(entry, std::string(operand.name) + " is null");
  }
  return checkOutput(entry, {"c", problem.c, bytes[2]}, nullptr,
                     {{"a", problem.a, bytes[0]}, {"b", problem.b, bytes[1]}});
}

tpfuse_status
tpfuse::runtime::checkAlgorithm(const char *entry,
                                const tpfuse_algorithm &algorithm) {
  int value = enumValue(algorithm);
  if (value != TPFUSE_ALGORITHM_AUTO && value != TPFUSE_ALGORITHM_ONE_SHOT &&
      value != TPFUSE_ALGORITHM_TWO_SHOT)
    return invalid(entry, "unknown algorithm " + std::to_string(value));
  return TPFUSE_SUCCESS;
}

tpfuse_status tpfuse::runtime::checkStream(const char *entry,
                                           tpfuse_backend kind,
                                           const void *stream) {
  if (kind == TPFUSE_BACKEND_CPU && stream)
    return invalid(entry, "stream must be null on the CPU backend");
  return TPFUSE_SUCCESS;
}
