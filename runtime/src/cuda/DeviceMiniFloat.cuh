//===- DeviceMiniFloat.cuh - Fast device encodings of FP8 and FP4 -*- CUDA -*-//
//
// The epilogue's encoders: the same functions as common/MiniFloat.h's
// floatToE4m3 and floatToE2m1, bit for bit on every float (checked on all
// 2^32 inputs by the GPU test, MiniFloatDeviceTest.cu), in fewer
// instructions than the integer rounding the host runs.
//
// e4m3: the hardware conversion (sm_89 on), two values an instruction,
// rounds to nearest even and saturates finite values and infinities to
// +-448, as floatToE4m3 does; only NaN differs (the hardware keeps a NaN,
// runtime.h gives -448), patched on the four bytes at once.
// e2m1: there are 8 magnitudes, so rounding to nearest even is counting the
// midpoints below the magnitude, a tie counting toward the even code.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_CUDA_DEVICEMINIFLOAT_CUH
#define TPFUSE_RUNTIME_CUDA_DEVICEMINIFLOAT_CUH

#include "common/MiniFloat.h"

#include <cuda_fp8.h>

#include <cstdint>

namespace tpfuse::runtime::cuda {

/// floatToE4m3 of four values, byte i the i-th (little-endian).
__device__ __forceinline__ uint32_t e4m3Quad(float a, float b, float c,
                                             float d) {
#if __CUDA_ARCH__ >= 890
  const uint32_t low =
      __nv_cvt_float2_to_fp8x2(make_float2(a, b), __NV_SATFINITE, __NV_E4M3);
  const uint32_t high =
      __nv_cvt_float2_to_fp8x2(make_float2(c, d), __NV_SATFINITE, __NV_E4M3);
  const uint32_t word = __byte_perm(low, high, 0x5410);
  // A NaN converts to 0x7F or 0xFF, which nothing else does (satfinite tops
  // at 0x7E); runtime.h gives -448 (0xFE). A byte is NaN's iff its low
  // seven bits plus one carry into bit 7 (never into the next byte).
  const uint32_t nanBits = ((word & 0x7f7f7f7fu) + 0x01010101u) & 0x80808080u;
  const uint32_t nanBytes = (nanBits >> 7) * 0xffu;
  return (word & ~nanBytes) | (0xfefefefeu & nanBytes);
#else
  return floatToE4m3(a) | uint32_t(floatToE4m3(b)) << 8 |
         uint32_t(floatToE4m3(c)) << 16 | uint32_t(floatToE4m3(d)) << 24;
#endif
}

/// floatToE2m1(value), in the low nibble.
__device__ __forceinline__ uint32_t e2m1Code(float value) {
  const float magnitude = fabsf(value);
  // Midpoints between neighbouring codes; at a tie the code below is even
  // for 0.25, 1.25, 2.5 and 5 (counted only when exceeded), odd for 0.75,
  // 1.75 and 3.5 (counted when reached).
  uint32_t code = (magnitude > 0.25f) + (magnitude >= 0.75f) +
                  (magnitude > 1.25f) + (magnitude >= 1.75f) +
                  (magnitude > 2.5f) + (magnitude >= 3.5f) + (magnitude > 5.0f);
  if (isnan(value))
    return 0xfu;
  return code | (value < 0.0f ? 0x8u : 0x0u);
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_DEVICEMINIFLOAT_CUH
