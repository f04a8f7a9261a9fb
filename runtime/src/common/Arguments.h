//===- Arguments.h - Validation of C API arguments --------------*- C++ -*-===//
//
// Each check returns TPFUSE_SUCCESS or TPFUSE_ERROR_INVALID_ARGUMENT with the
// message "ENTRY: what is wrong". Checks are local: they run before any
// collective. A collective entry still tells its peers that its arguments
// failed (Comm::agreeOnCall), so that they fail with it.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_ARGUMENTS_H
#define TPFUSE_RUNTIME_ARGUMENTS_H

#include "common/Backend.h"

#include <cstring>
#include <type_traits>

namespace tpfuse::runtime {

/// The integer a caller passed for an enum argument. A C caller may pass any
/// int, and loading a value outside the enum's range as the C++ enum is
/// undefined behavior, so the checks read the bytes as an int instead; the
/// argument may be read as the enum only once its value has been checked.
template <typename Enum> int enumValue(const Enum &value) {
  static_assert(std::is_enum_v<Enum> && sizeof(Enum) == sizeof(int),
                "a C enum argument");
  int raw;
  std::memcpy(&raw, &value, sizeof(raw));
  return raw;
}

/// A tpfuse_dtype enumerator; `what` names the argument in the message
/// ("unsupported dtype 7").
tpfuse_status checkDtype(const char *entry, const char *what,
                         const tpfuse_dtype &dtype);

/// count >= 0, in/out non-null unless count is 0, a valid dtype, out == in
/// or disjoint.
tpfuse_status checkAllReduceArguments(const char *entry, const void *in,
                                      const void *out, int64_t count,
                                      const tpfuse_dtype &dtype);

/// Known variant flags, in a combination runtime.h allows, and a finite
/// weight offset.
tpfuse_status checkNormVariant(const char *entry, const NormProblem &problem);

/// The quantization enum fields of a tpfuse_rms_norm_args, by their integer
/// values: known enumerators ("unknown quant 9").
tpfuse_status checkQuantEnums(const char *entry,
                              const tpfuse_quant_scheme &quant,
                              const tpfuse_scale_format &scaleFormat,
                              const tpfuse_scale_layout &scaleLayout);

/// The scaling field of a tpfuse_rms_norm_args, by its integer value: a
/// known enumerator ("unknown scaling 7").
tpfuse_status checkScalingEnum(const char *entry,
                               const tpfuse_scaling &scaling);

/// The quantized output's fields as the scheme needs them (docs/runtime.md,
/// "Quantized outputs", lists the rules): with TPFUSE_QUANT_NONE all zero;
/// otherwise the scheme's scale input, formats, layouts, group size and
/// floor, and non-null outputs unless tokens is 0. Expects the problem's
/// sizes checked (checkNormProblem calls it).
tpfuse_status checkQuantization(const char *entry, const NormProblem &problem);

/// tokens >= 0 and hidden > 0 whose byte size fits, a non-null weight and,
/// unless tokens is 0, non-null input and normed, valid dtype, finite
/// epsilon > 0, a valid variant, valid quantization fields whose byte sizes
/// fit, and the aliasing rules of runtime.h.
tpfuse_status checkNormProblem(const char *entry, const NormProblem &problem);

/// Sizes >= 0 whose byte sizes fit, valid dtypes (c_dtype ab_dtype or f32),
/// non-null a, b, c unless empty, c disjoint from a and b.
tpfuse_status checkMatmulProblem(const char *entry,
                                 const MatmulProblem &problem);

tpfuse_status checkAlgorithm(const char *entry,
                             const tpfuse_algorithm &algorithm);

/// The CPU backend takes no stream.
tpfuse_status checkStream(const char *entry, tpfuse_backend kind,
                          const void *stream);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_ARGUMENTS_H
