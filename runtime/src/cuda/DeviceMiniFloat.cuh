//===- DeviceMiniFloat.cuh - Fast device encodings of FP8 and FP4 -*- CUDA -*-//
//
// The epilogue's encoders: the same functions as common/MiniFloat.h's
// floatToE4m3 and floatToE2m1, bit for bit on every float (checked on all
// 2^32 inputs by the GPU test, MiniFloatDeviceTest.cu), in fewer
// instructions than the integer rounding the host runs.
//
// e4m3: the hardware conversion (sm_89 on) rounds to nearest even and
// saturates finite values and infinities to +-448, as floatToE4m3 does;
// only NaN differs (the hardware keeps a NaN, runtime.h gives -448).
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

/// floatToE4m3(lo) | floatToE4m3(hi) << 8.
__device__ __forceinline__ uint32_t e4m3Pair(float lo, float hi) {
#if __CUDA_ARCH__ >= 890
  uint32_t pair =
      __nv_cvt_float2_to_fp8x2(make_float2(lo, hi), __NV_SATFINITE, __NV_E4M3);
  if (isnan(lo))
    pair = (pair & 0xff00u) | 0xfeu;
  if (isnan(hi))
    pair = (pair & 0x00ffu) | 0xfe00u;
  return pair;
#else
  return floatToE4m3(lo) | uint32_t(floatToE4m3(hi)) << 8;
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
    return 0x7u;
  return code | (__float_as_uint(value) >> 28 & 0x8u);
}

} // namespace tpfuse::runtime::cuda

#endif // TPFUSE_RUNTIME_CUDA_DEVICEMINIFLOAT_CUH
