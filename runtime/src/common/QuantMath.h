//===- QuantMath.h - The scale formulas of quantized outputs ----*- C++ -*-===//
//
// runtime.h's "Quantization" formulas for one token, group or block, from
// its amax to its stored scale and its values: the one definition the host
// quantizer (cpu/HostQuantize.cpp) and the CUDA kernels' epilogue
// (cuda/QuantizeRow.cuh) both run. Each step is one f32 operation rounded
// to nearest-even: on the device through the _rn intrinsics, which nvcc
// never contracts or approximates; on the host plain operators, with
// contraction off for the whole runtime (runtime/CMakeLists.txt).
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_QUANTMATH_H
#define TPFUSE_RUNTIME_QUANTMATH_H

#include "common/HostDevice.h"
#include "common/MiniFloat.h"

#include <cstdint>

namespace tpfuse::runtime {

TPFUSE_HOST_DEVICE inline float divideRn(float a, float b) {
#ifdef __CUDA_ARCH__
  return __fdiv_rn(a, b);
#else
  return a / b;
#endif
}

TPFUSE_HOST_DEVICE inline float multiplyRn(float a, float b) {
#ifdef __CUDA_ARCH__
  return __fmul_rn(a, b);
#else
  return a * b;
#endif
}

/// amax as the bits of |y|: for non-negative floats the unsigned order of
/// the bits is the order of the values, and every NaN's bits lie above
/// infinity's, so a plain integer max is the float max with NaN propagated,
/// in any order (a block reduction's included). Start from 0 (+0.0f).
TPFUSE_HOST_DEVICE inline uint32_t absMaxBits(uint32_t amaxBits, float y) {
  const uint32_t magnitude = floatBits(y) & 0x7fffffffu;
  return magnitude > amaxBits ? magnitude : amaxBits;
}

/// FP8 per token and per group: s = max(amax / 448, min_scale), a NaN
/// amax giving min_scale (`clamp(min=...)` as torch-mlir lowers it, fmaxf);
/// with UE8M0 scales the least power of two >= s.
TPFUSE_HOST_DEVICE inline float fp8Scale(float amax, float minScale,
                                         bool ue8m0) {
  float scale = divideRn(amax, 448.0f);
  if (!(scale >= minScale))
    scale = minScale;
  return ue8m0 ? roundUpToPowerOfTwo(scale) : scale;
}

/// FP8: q = e4m3(y / s) (s the static scale or the computed one).
TPFUSE_HOST_DEVICE inline uint8_t fp8Value(float y, float scale) {
  return floatToE4m3(divideRn(y, scale));
}

/// FP8 with TPFUSE_SCALING_RECIPROCAL: q = e4m3(y * r), r = 1 / s rounded
/// once (fp8Reciprocal), per scale.
TPFUSE_HOST_DEVICE inline float fp8Reciprocal(float scale) {
  return divideRn(1.0f, scale);
}
TPFUSE_HOST_DEVICE inline uint8_t fp8ValueTimes(float y, float reciprocal) {
  return floatToE4m3(multiplyRn(y, reciprocal));
}

/// The biased exponent (e + 127) of a power of two 2^e >= 2^-127, 255 for
/// NaN and infinity: a UE8M0 byte.
TPFUSE_HOST_DEVICE inline uint8_t ue8m0Byte(float powerOfTwoValue) {
  if (isNanFloat(powerOfTwoValue) || powerOfTwoValue > 0x1p127f)
    return 255;
  return static_cast<uint8_t>(floorLog2(powerOfTwoValue) + 127);
}

/// NVFP4's block scale: sf = e4m3(gs * (amax * r6)), r6 = 1 / 6.0f.
TPFUSE_HOST_DEVICE inline uint8_t nvfp4BlockScale(float amax,
                                                  float globalScale) {
  constexpr float kReciprocalOfSix = 1.0f / 6.0f;
  return floatToE4m3(
      multiplyRn(globalScale, multiplyRn(amax, kReciprocalOfSix)));
}

/// NVFP4's factor on the values, as vLLM's reference writes it with
/// `get_reciprocal(x) = where(x == 0, 0, 1 / x)`:
/// o = p == 0 ? 0 : 1 / p, p = sf * (gs == 0 ? 0 : 1 / gs).
TPFUSE_HOST_DEVICE inline float nvfp4OutputScale(uint8_t blockScale,
                                                 float globalScale) {
  const float sf = e4m3ToFloat(blockScale);
  const float inverse =
      globalScale == 0.0f ? 0.0f : divideRn(1.0f, globalScale);
  const float product = multiplyRn(sf, inverse);
  return product == 0.0f ? 0.0f : divideRn(1.0f, product);
}

/// NVFP4: q = e2m1(y * o).
TPFUSE_HOST_DEVICE inline uint8_t nvfp4Value(float y, float outputScale) {
  return floatToE2m1(multiplyRn(y, outputScale));
}

/// MXFP4's stored byte: e + 127 with e = floor(log2(amax)) - 2 clamped to
/// [-127, 127] (-127 for amax 0, 127 for an infinite one); 255 for NaN.
TPFUSE_HOST_DEVICE inline uint8_t mxfp4ScaleByte(float amax) {
  if (isNanFloat(amax))
    return 255;
  int exponent = -127;
  if (amax > 0x1p127f) // infinity: floor(log2) is beyond every clamp
    exponent = 127;
  else if (amax != 0.0f)
    exponent = floorLog2(amax) - 2;
  exponent = exponent < -127 ? -127 : exponent > 127 ? 127 : exponent;
  return static_cast<uint8_t>(exponent + 127);
}

/// MXFP4: q = e2m1(y / 2^e), or +6 in a block whose amax is NaN (byte 255).
TPFUSE_HOST_DEVICE inline uint8_t mxfp4Value(float y, uint8_t scaleByte) {
  if (scaleByte == 255)
    return floatToE2m1(6.0f);
  return floatToE2m1(divideRn(y, powerOfTwo(int(scaleByte) - 127)));
}

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_QUANTMATH_H
