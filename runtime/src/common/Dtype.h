//===- Dtype.h - Element types of host tensors -----------------*- C++ -*-===//
//
// Host-side storage types and their conversions to and from float, where all
// arithmetic happens. bf16 has no library type on every host compiler, so it
// is a small helper here (round to nearest even, NaN kept quiet); f16 uses the
// compiler's IEEE binary16 type.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_DTYPE_H
#define TPFUSE_RUNTIME_DTYPE_H

#include "tpfuse/runtime.h"

#include <cstdint>
#include <cstring>

namespace tpfuse::runtime {

/// bf16 storage: the high 16 bits of an IEEE float.
struct BFloat16 {
  uint16_t bits;
};

inline float toFloat(BFloat16 value) {
  uint32_t bits = static_cast<uint32_t>(value.bits) << 16;
  float result;
  std::memcpy(&result, &bits, sizeof(result));
  return result;
}

inline BFloat16 toBFloat16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof(bits));
  if ((bits & 0x7fffffffu) > 0x7f800000u) // NaN: truncating could make it inf.
    return BFloat16{static_cast<uint16_t>((bits >> 16) | 0x0040u)};
  uint32_t roundingBias = 0x7fffu + ((bits >> 16) & 1u);
  return BFloat16{static_cast<uint16_t>((bits + roundingBias) >> 16)};
}

using Float16 = _Float16;

inline float toFloat(Float16 value) { return static_cast<float>(value); }
inline float toFloat(float value) { return value; }

/// Converts a float to storage type T, rounding to nearest even.
template <typename T> T fromFloat(float value);
template <> inline BFloat16 fromFloat<BFloat16>(float value) {
  return toBFloat16(value);
}
template <> inline Float16 fromFloat<Float16>(float value) {
  return static_cast<Float16>(value);
}
template <> inline float fromFloat<float>(float value) { return value; }

/// Rounds a float to the nearest value representable in T.
template <typename T> float roundTo(float value) {
  return toFloat(fromFloat<T>(value));
}

/// True for the integer values of the three enumerators of tpfuse_dtype.
inline bool isValidDtypeValue(int value) {
  return value == TPFUSE_DTYPE_BF16 || value == TPFUSE_DTYPE_F16 ||
         value == TPFUSE_DTYPE_F32;
}

/// True for the three enumerators of tpfuse_dtype. Takes an enum already
/// loaded: check an argument from a caller with checkDtype (Arguments.h).
inline bool isValidDtype(tpfuse_dtype dtype) {
  return isValidDtypeValue(static_cast<int>(dtype));
}

/// "bf16", "f16" or "f32", for messages.
inline const char *dtypeName(tpfuse_dtype dtype) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return "bf16";
  case TPFUSE_DTYPE_F16:
    return "f16";
  case TPFUSE_DTYPE_F32:
    break;
  }
  return "f32";
}

/// Bytes per element of a valid dtype.
inline int64_t elementSize(tpfuse_dtype dtype) {
  return dtype == TPFUSE_DTYPE_F32 ? 4 : 2;
}

/// Calls `fn(T{})` with T the storage type of a valid `dtype`.
template <typename Fn>
decltype(auto) dispatchDtype(tpfuse_dtype dtype, Fn &&fn) {
  switch (dtype) {
  case TPFUSE_DTYPE_BF16:
    return fn(BFloat16{});
  case TPFUSE_DTYPE_F16:
    return fn(Float16{});
  case TPFUSE_DTYPE_F32:
    break;
  }
  return fn(float{});
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_DTYPE_H
