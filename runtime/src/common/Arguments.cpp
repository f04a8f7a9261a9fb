//===- Arguments.cpp - Validation of C API arguments ----------------------===//

#include "common/Arguments.h"

#include "common/Dtype.h"
#include "common/Status.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
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

} // namespace

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
  if (!problem.normed && !empty)
    return invalid(entry, "normed is null");
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

  int64_t bytes = problem.tokens * problem.hidden * size;
  Extent input{"input", problem.input, bytes};
  Extent residual{"residual", problem.residual, bytes};
  Extent weight{"weight", problem.weight, problem.hidden * size};
  Extent normed{"normed", problem.normed, bytes};
  Extent residualOut{"residual_out", problem.residualOut, bytes};
  if (tpfuse_status status =
          checkOutput(entry, normed, &input, {residual, weight, residualOut}))
    return status;
  return checkOutput(entry, residualOut, &residual, {input, weight});
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
